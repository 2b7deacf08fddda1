package sdk

import (
	"context"
	"errors"
	"fmt"
	"io"
	"testing"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

func TestCode(t *testing.T) {
	tests := []struct {
		name string
		err  error
		want codes.Code
	}{
		{"nil", nil, codes.OK},
		{"plain", errors.New("boom"), codes.Unknown},
		{"not found", NotFound("package %q not found", "x"), codes.NotFound},
		{"invalid argument", InvalidArgument("bad"), codes.InvalidArgument},
		{"unavailable", Unavailable("down"), codes.Unavailable},
		{"unauthenticated", Unauthenticated("who"), codes.Unauthenticated},
		{"permission denied", PermissionDenied("no"), codes.PermissionDenied},
		{"resource exhausted", ResourceExhausted("slow down"), codes.ResourceExhausted},
		{"unimplemented", Unimplemented("no"), codes.Unimplemented},
		{"failed precondition", FailedPrecondition("set X"), codes.FailedPrecondition},
		{"wrapped", fmt.Errorf("describe: %w", NotFound("x")), codes.NotFound},
		{"sdk error wrapping a context error", Unavailable("fetch: %w", context.Canceled), codes.Unavailable},
		{"status", status.Error(codes.DataLoss, "x"), codes.DataLoss},
		{"wrapped status", fmt.Errorf("call: %w", status.Error(codes.Aborted, "x")), codes.Aborted},
		{"unknown status wrapping nothing", status.Error(codes.Unknown, "x"), codes.Unknown},
		{"canceled", context.Canceled, codes.Canceled},
		{"deadline", fmt.Errorf("fetch: %w", context.DeadlineExceeded), codes.DeadlineExceeded},
		{"zero Error is still an error", &Error{}, codes.Unknown},
		{"zero Error wrapping a context error", &Error{Err: context.Canceled}, codes.Canceled},
		{"joined, first wins", errors.Join(errors.New("a"), InvalidArgument("b"), NotFound("c")), codes.InvalidArgument},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Code(tt.err); got != tt.want {
				t.Errorf("Code(%v) = %s, want %s", tt.err, got, tt.want)
			}
		})
	}
}

func TestErrorMessage(t *testing.T) {
	err := NotFound("read %s: %w", "README.md", io.EOF)
	if got, want := err.Error(), "read README.md: EOF"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	if !errors.Is(err, io.EOF) {
		t.Errorf("errors.Is(%v, io.EOF) = false, want the cause kept", err)
	}
	if got := (&Error{Code: codes.Internal, Err: io.EOF}).Error(); got != "EOF" {
		t.Errorf("Error() without Msg = %q, want the cause's", got)
	}
	if got := NotFound("100%% sure").Error(); got != "100% sure" {
		t.Errorf("Error() = %q", got)
	}
	s := NotFound("gone").(*Error).GRPCStatus()
	if s.Code() != codes.NotFound || s.Message() != "gone" {
		t.Errorf("GRPCStatus() = %v", s)
	}
}
