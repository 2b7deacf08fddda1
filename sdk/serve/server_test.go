package serve

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

func TestToStatus(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name     string
		ctx      context.Context
		err      error
		wantCode codes.Code
		wantMsg  string
	}{
		{"sdk error", context.Background(), sdk.NotFound("no %s", "x"), codes.NotFound, "no x"},
		{"wrapped sdk error keeps the wrapping message", context.Background(), fmt.Errorf("describe x: %w", sdk.InvalidArgument("bad name")), codes.InvalidArgument, "describe x: bad name"},
		{"status passes through", context.Background(), status.Error(codes.Aborted, "a"), codes.Aborted, "a"},
		{"plain error", context.Background(), errors.New("boom"), codes.Unknown, "boom"},
		{"plain error after cancel", cancelled, errors.New("read: connection reset"), codes.Canceled, "read: connection reset"},
		{"context error", cancelled, context.Canceled, codes.Canceled, "context canceled"},
		{"sdk error after cancel keeps its code", cancelled, sdk.Unavailable("down"), codes.Unavailable, "down"},
		{"sdk error without a code is not OK", context.Background(), &sdk.Error{Msg: "oops"}, codes.Unknown, "oops"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, ok := status.FromError(toStatus(tt.ctx, tt.err))
			if !ok {
				t.Fatalf("toStatus(%v) is not a status", tt.err)
			}
			if diff := cmp.Diff([]any{tt.wantCode, tt.wantMsg}, []any{s.Code(), s.Message()}); diff != "" {
				t.Errorf("toStatus (-want +got):\n%s", diff)
			}
		})
	}
}
