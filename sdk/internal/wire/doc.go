// Package wire converts between the contract's Go types (package sdk) and
// the generated protobuf messages of proto/pkgdocs/provider/v1, and encodes
// documents and search results in the contract's wire format for caches
// (MarshalDocument, MarshalSearchResult).
//
// It is the only place that touches generated types, as terraform-plugin-go
// keeps its fromproto and toproto packages apart from the types authors use:
// the server and the client in sdk/serve call it, provider code never does.
package wire
