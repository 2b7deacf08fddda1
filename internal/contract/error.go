package contract

import (
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// Error is a failure with a contract error code. Providers return it (via
// the constructors below, or wrapped with %w) so the host can tell a missing
// package from a bad name from an unreachable upstream.
type Error struct {
	Code codes.Code
	Msg  string
	Err  error // optional cause
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
