// Package contract holds the Go side of the DocsProvider contract that the
// provider SDK, the host and the answer renderer share: the request and
// answer types (which package sdk re-exports under the same names for
// provider authors), the contract error, and the conversions to and from
// the generated protobuf types and their wire encoding.
//
// It sits below sdk so that packages sdk imports (the renderer in
// internal/answer, the host side of the gRPC glue in internal/grpcclient)
// can use the same types without an import cycle. Nothing here is for
// provider authors: they import sdk.
package contract
