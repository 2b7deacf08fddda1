// Package grpcclient is the host side of the DocsProvider contract: Remote
// calls a provider over gRPC with the same methods a Provider has, turns
// status errors back into contract errors with the provider's code, and
// clamps what an untrusted provider may send (scores JSON cannot encode,
// counts larger than the values sent, invalid structured JSON).
//
// The host dispenses a Remote for every provider it runs; the SDK's
// providertest suite drives providers through one, as the host would.
package grpcclient
