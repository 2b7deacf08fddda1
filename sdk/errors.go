package sdk

import (
	"context"
	"errors"
	"fmt"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// Error is a failure with a contract error code. Providers return it (via
// the constructors below, or wrapped with %w) so the host can tell a missing
// package from a bad name from an unreachable upstream.
type Error struct {
	// Code is the gRPC status code the host receives and turns into the
	// agent's error: codes.NotFound, codes.InvalidArgument, ... An Error
	// without one is sent as codes.Unknown.
	Code codes.Code
	// Msg is the message the agent reads, with the cause when built by the
	// constructors below.
	Msg string
	// Err is the cause, for errors.Is and errors.As; optional.
	Err error
}

// Error returns Msg, which already includes the cause when it was built by
// the constructors below.
func (e *Error) Error() string {
	if e.Msg == "" && e.Err != nil {
		return e.Err.Error()
	}
	return e.Msg
}

func (e *Error) Unwrap() error { return e.Err }

// GRPCStatus lets grpc-go send the right status code for an *Error. An
// Error without a Code is Unknown: OK would turn the error into a success.
func (e *Error) GRPCStatus() *status.Status {
	c := e.Code
	if c == codes.OK {
		c = codes.Unknown
	}
	return status.New(c, e.Error())
}

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
