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

// MarshalInfo encodes what a provider declared (Remote.GetInfo's answer)
// in the contract's wire format, for a host that remembers it between
// starts: read back by UnmarshalInfo in a fraction of what decoding the
// same declaration from JSON costs, and a host reads every remembered
// declaration before its first tools/list.
func MarshalInfo(ri sdk.RemoteInfo) ([]byte, error) { return wire.MarshalRemoteInfo(ri) }

// UnmarshalInfo decodes what MarshalInfo encoded.
func UnmarshalInfo(b []byte) (sdk.RemoteInfo, error) { return wire.UnmarshalRemoteInfo(b) }

// MarshalSearchResult encodes r in the contract's wire format.
func MarshalSearchResult(r *sdk.SearchResult) ([]byte, error) { return wire.MarshalSearchResult(r) }

// UnmarshalSearchResult decodes what MarshalSearchResult encoded.
func UnmarshalSearchResult(b []byte) (*sdk.SearchResult, error) {
	return wire.UnmarshalSearchResult(b)
}
