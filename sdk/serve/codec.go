package serve

import (
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/internal/wire"
)

// MarshalDocument encodes d in the contract's wire format, for caches: a
// stable, compact encoding that old and new hosts within one
// sdk.ProtocolVersion both read.
func MarshalDocument(d *sdk.Document) ([]byte, error) { return wire.MarshalDocument(d) }

// UnmarshalDocument decodes what MarshalDocument encoded.
func UnmarshalDocument(b []byte) (*sdk.Document, error) { return wire.UnmarshalDocument(b) }

// MarshalSearchResult encodes r in the contract's wire format.
func MarshalSearchResult(r *sdk.SearchResult) ([]byte, error) { return wire.MarshalSearchResult(r) }

// UnmarshalSearchResult decodes what MarshalSearchResult encoded.
func UnmarshalSearchResult(b []byte) (*sdk.SearchResult, error) {
	return wire.UnmarshalSearchResult(b)
}
