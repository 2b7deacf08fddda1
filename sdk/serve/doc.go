// Package serve runs pkgdocs providers and calls them: the go-plugin and
// gRPC side of the DocsProvider contract, kept apart from the author API in
// package sdk as terraform-plugin-go keeps tf6server apart from tfprotov6.
//
// A provider's main calls Serve (one provider) or ServeShared (several
// providers in one binary, installed under each one's name). Started by a
// host, they serve the contract over go-plugin: the Handshake, logging to
// the host, panic recovery, error codes, and exit when the host goes away
// (LifelineEnv). Run from a terminal, the same binary is a small CLI over
// itself (Standalone) that prints what the host would show, rendered by
// sdk/answer. ServeTest serves a provider in-process for tests.
//
// The host side is here too, so both ends of the wire change together:
// PluginSet and GRPCPlugin for go-plugin's client, and Remote, which calls
// a provider with the same methods a Provider has, turns status errors back
// into *sdk.Error with the provider's code, and clamps what an untrusted
// provider may send (scores JSON cannot encode, counts larger than the
// values sent, invalid structured JSON). NewNamedRemote names the provider
// every call is for in a process that serves several (ProviderMetadataKey).
// MarshalDocument and MarshalSearchResult encode answers in the contract's
// wire format for the host's cache.
package serve
