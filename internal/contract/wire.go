package contract

import providerv1 "github.com/pkgdocs/pkgdocs/proto/pkgdocs/provider/v1"

// The exported names below give the serving side (package sdk) and the
// calling side (internal/grpcclient) the conversions in convert.go; each is
// one message, nil in gives the zero value out.

// ToProtoRef converts a package reference to its message.
func ToProtoRef(r PackageRef) *providerv1.PackageRef { return toProtoRef(r) }

// FromProtoRef converts a package reference message.
func FromProtoRef(r *providerv1.PackageRef) PackageRef { return fromProtoRef(r) }

// ToProtoInfo converts a provider's Info with its capabilities and SDK version.
func ToProtoInfo(in Info, caps []providerv1.Capability, sdkVersion string) *providerv1.GetInfoResponse {
	return toProtoInfo(in, caps, sdkVersion)
}

// FromProtoInfo converts GetInfo's answer to what the host keeps.
func FromProtoInfo(in *providerv1.GetInfoResponse) RemoteInfo { return fromProtoInfo(in) }

// ToProtoDocument converts a package document.
func ToProtoDocument(d *Document) *providerv1.Document { return toProtoDocument(d) }

// FromProtoDocument converts a package document message.
func FromProtoDocument(d *providerv1.Document) *Document { return fromProtoDocument(d) }

// ToProtoDoc converts a GetDoc answer.
func ToProtoDoc(d *Doc) *providerv1.GetDocResponse { return toProtoDoc(d) }

// FromProtoDoc converts a GetDoc answer message.
func FromProtoDoc(d *providerv1.GetDocResponse) *Doc { return fromProtoDoc(d) }

// ToProtoSearch converts search hits.
func ToProtoSearch(r *SearchResult) *providerv1.SearchResponse { return toProtoSearch(r) }

// FromProtoSearch converts a search answer message.
func FromProtoSearch(r *providerv1.SearchResponse) *SearchResult { return fromProtoSearch(r) }

// ToProtoCheck converts a check's answer.
func ToProtoCheck(r *CheckResult) *providerv1.CheckResponse { return toProtoCheck(r) }

// FromProtoCheck converts a check answer message.
func FromProtoCheck(r *providerv1.CheckResponse) *CheckResult { return fromProtoCheck(r) }
