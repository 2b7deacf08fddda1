package wire

import (
	"fmt"

	providerv1 "github.com/pkgdocs/pkgdocs/proto/pkgdocs/provider/v1"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/protobuf/proto"
)

// MarshalDocument encodes d in the contract's wire format, for caches: a
// stable, compact encoding that old and new hosts within v1 both read.
func MarshalDocument(d *sdk.Document) ([]byte, error) {
	return proto.Marshal(toProtoDocument(d))
}

// UnmarshalDocument decodes what MarshalDocument encoded.
func UnmarshalDocument(b []byte) (*sdk.Document, error) {
	var m providerv1.Document
	if err := proto.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("decode document: %w", err)
	}
	return fromProtoDocument(&m), nil
}

// MarshalRemoteInfo encodes what a provider declared as the GetInfo answer
// it came in (fromProtoInfo's inverse, the provider's own contract minor
// included).
func MarshalRemoteInfo(ri sdk.RemoteInfo) ([]byte, error) {
	return proto.Marshal(toProtoRemoteInfo(ri))
}

// UnmarshalRemoteInfo decodes what MarshalRemoteInfo encoded, without
// proto.Unmarshal's first-use reflection set-up (see decodeInfo).
func UnmarshalRemoteInfo(b []byte) (sdk.RemoteInfo, error) {
	return decodeInfo(b)
}

// MarshalSearchResult encodes r in the contract's wire format.
func MarshalSearchResult(r *sdk.SearchResult) ([]byte, error) {
	return proto.Marshal(toProtoSearch(r))
}

// UnmarshalSearchResult decodes what MarshalSearchResult encoded.
func UnmarshalSearchResult(b []byte) (*sdk.SearchResult, error) {
	var m providerv1.SearchResponse
	if err := proto.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("decode search result: %w", err)
	}
	return fromProtoSearch(&m), nil
}
