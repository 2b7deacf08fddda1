package wire

import (
	providerv1 "github.com/pkgdocs/pkgdocs/proto/pkgdocs/provider/v1"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// The exported names below give the serving and the calling side (both in
// sdk/serve) the conversions in convert.go; each is one message, nil in
// gives the zero value out.

// ToProtoRef converts a package reference to its message.
func ToProtoRef(r sdk.PackageRef) *providerv1.PackageRef { return toProtoRef(r) }

// FromProtoRef converts a package reference message.
func FromProtoRef(r *providerv1.PackageRef) sdk.PackageRef { return fromProtoRef(r) }

// ToProtoInfo converts a provider's Info with its capabilities and SDK version.
func ToProtoInfo(in sdk.Info, caps []providerv1.Capability, sdkVersion string) *providerv1.GetInfoResponse {
	return toProtoInfo(in, caps, sdkVersion)
}

// FromProtoInfo converts GetInfo's answer to what the host keeps.
func FromProtoInfo(in *providerv1.GetInfoResponse) sdk.RemoteInfo { return fromProtoInfo(in) }

// ToProtoDocument converts a package document.
func ToProtoDocument(d *sdk.Document) *providerv1.Document { return toProtoDocument(d) }

// FromProtoDocument converts a package document message.
func FromProtoDocument(d *providerv1.Document) *sdk.Document { return fromProtoDocument(d) }

// ToProtoDoc converts a GetDoc answer.
func ToProtoDoc(d *sdk.Doc) *providerv1.GetDocResponse { return toProtoDoc(d) }

// FromProtoDoc converts a GetDoc answer message.
func FromProtoDoc(d *providerv1.GetDocResponse) *sdk.Doc { return fromProtoDoc(d) }

// ToProtoSearch converts search hits.
func ToProtoSearch(r *sdk.SearchResult) *providerv1.SearchResponse { return toProtoSearch(r) }

// FromProtoSearch converts a search answer message.
func FromProtoSearch(r *providerv1.SearchResponse) *sdk.SearchResult { return fromProtoSearch(r) }

// ToProtoCheck converts a check's answer.
func ToProtoCheck(r *sdk.CheckResult) *providerv1.CheckResponse { return toProtoCheck(r) }

// FromProtoCheck converts a check answer message.
func FromProtoCheck(r *providerv1.CheckResponse) *sdk.CheckResult { return fromProtoCheck(r) }
