package sdk

import (
	"context"
	"errors"
	"fmt"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

func newError(c codes.Code, format string, args []any) error {
	err := fmt.Errorf(format, args...)
	return &Error{Code: c, Msg: err.Error(), Err: errors.Unwrap(err)}
}

// NotFound: the package, version, symbol or doc file does not exist.
func NotFound(format string, args ...any) error { return newError(codes.NotFound, format, args) }

// InvalidArgument: the input is malformed (a name the ecosystem would reject).
func InvalidArgument(format string, args ...any) error {
	return newError(codes.InvalidArgument, format, args)
}

// Unavailable: the upstream (registry, proxy, doc site) could not be reached.
func Unavailable(format string, args ...any) error {
	return newError(codes.Unavailable, format, args)
}

// Unauthenticated: the upstream wants credentials that were not given.
func Unauthenticated(format string, args ...any) error {
	return newError(codes.Unauthenticated, format, args)
}

// PermissionDenied: the credentials given are not allowed.
func PermissionDenied(format string, args ...any) error {
	return newError(codes.PermissionDenied, format, args)
}

// ResourceExhausted: rate limited, or a size cap was exceeded.
func ResourceExhausted(format string, args ...any) error {
	return newError(codes.ResourceExhausted, format, args)
}

// Unimplemented: the capability is absent.
func Unimplemented(format string, args ...any) error {
	return newError(codes.Unimplemented, format, args)
}

// FailedPrecondition: the environment is not set up for this request (for
// example no registry configured at all).
func FailedPrecondition(format string, args ...any) error {
	return newError(codes.FailedPrecondition, format, args)
}

// Code reports the contract code of err: the code of the first *Error or
// gRPC status in its chain, DeadlineExceeded or Canceled for context errors,
// OK for nil and Unknown otherwise (an error is never OK).
func Code(err error) codes.Code {
	if err == nil {
		return codes.OK
	}
	var e *Error
	if errors.As(err, &e) && e.Code != codes.OK {
		return e.Code
	}
	if s, ok := status.FromError(err); ok && s.Code() != codes.Unknown {
		return s.Code()
	}
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return codes.DeadlineExceeded
	case errors.Is(err, context.Canceled):
		return codes.Canceled
	}
	return codes.Unknown
}
