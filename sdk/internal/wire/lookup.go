package wire

import (
	"strings"
	"unicode/utf8"

	providerv1 "github.com/pkgdocs/pkgdocs/proto/pkgdocs/provider/v1"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// ToProtoLookup writes a provider's lookup answers.
func ToProtoLookup(r *sdk.LookupResult) *providerv1.LookupNamesResponse {
	out := &providerv1.LookupNamesResponse{}
	if r == nil {
		return out
	}
	for _, n := range r.Names {
		out.Names = append(out.Names, &providerv1.NameLookup{Name: n.Name, Verdict: providerv1.Verdict(n.Verdict),
			Evidence: providerv1.Evidence(n.Evidence), Kind: n.Kind, Reason: n.Reason})
	}
	return out
}

// FromProtoLookup reads a provider's lookup answers for the names asked,
// as untrusted input: answers on names not asked and second answers on
// one name are dropped, a verdict other than exists or missing is cannot
// tell, and kind and reason are cut to one bounded line.
func FromProtoLookup(r *providerv1.LookupNamesResponse, asked []string) *sdk.LookupResult {
	want := make(map[string]bool, len(asked))
	for _, n := range asked {
		want[n] = true
	}
	out := &sdk.LookupResult{}
	for _, n := range r.GetNames() {
		name := n.GetName()
		if !want[name] {
			continue
		}
		want[name] = false
		v := sdk.Verdict(n.GetVerdict())
		if v != sdk.VerdictExists && v != sdk.VerdictMissing {
			v = sdk.VerdictUnknown
		}
		e := sdk.Evidence(n.GetEvidence())
		if e < sdk.EvidenceUnknown || e > sdk.EvidenceBinary {
			e = sdk.EvidenceUnknown // from a newer contract
		}
		out.Names = append(out.Names, sdk.NameLookup{Name: name, Verdict: v, Evidence: e,
			Kind: oneLine(n.GetKind(), 32), Reason: oneLine(n.GetReason(), sdk.MaxLookupReasonLen)})
	}
	return out
}

// oneLine is s on one line, valid UTF-8, at most max bytes.
func oneLine(s string, max int) string {
	s = strings.ToValidUTF8(strings.Join(strings.Fields(s), " "), "")
	if len(s) <= max {
		return s
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut]
}
