package wire

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	providerv1 "github.com/pkgdocs/pkgdocs/proto/pkgdocs/provider/v1"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/durationpb"
)

// wire sends m through protobuf encoding, as gRPC does.
func wire[M proto.Message](t *testing.T, m M) M {
	t.Helper()
	b, err := proto.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	out := m.ProtoReflect().New().Interface().(M)
	if err := proto.Unmarshal(b, out); err != nil {
		t.Fatal(err)
	}
	return out
}

var fetched = time.Date(2026, 3, 4, 5, 6, 7, 890123456, time.UTC)

var fullDocument = &sdk.Document{
	Name: "@scope/pkg", Version: "1.2.3", LatestVersion: "2.0.0", Summary: "Does things.", License: "MIT",
	Deprecated: "use other", Links: []sdk.Link{{Title: "Homepage", URL: "https://example.com"}, {URL: "https://example.com/x"}},
	Install: []string{"npm i @scope/pkg", "pnpm add @scope/pkg"}, Facts: []sdk.Fact{{Label: "Module", Value: "ESM"}},
	Overview: "Overview.", Readme: "# pkg\n\nText.\n",
	Symbols: []sdk.Symbol{
		{Name: "Client", Kind: "class", Signature: "class Client", Doc: "A client.", Deprecated: "old"},
		{Name: "Client.Do", Kind: "method", Signature: "Do(req: Req): Res", Parent: "Client"},
		{Name: "serde", Kind: "module", Signature: "pub mod serde", Doc: `(requires feature = "serde")`, Disabled: `feature = "serde"`},
	},
	Examples:    []sdk.Example{{Title: "Basic", Language: "ts", Code: "run()", Output: "ok", Source: "README.md"}},
	DocFiles:    []sdk.DocFile{{Path: "docs/a.md", Title: "A", Size: 1 << 40}},
	Subpackages: []sdk.Subpackage{{Path: "pkg/sub", Synopsis: "Sub."}},
	Focus:       "Client",
	Source:      sdk.Source{Kind: sdk.SourceLockfile, Detail: "/p/package-lock.json", FetchedAt: fetched},
	Notes:       []string{"stale", "retracted"},
	// Meaningless with Focus set, but the wire carries it as given.
	OutlineComplete: true,
}

func TestDocumentRoundTrip(t *testing.T) {
	tests := []struct {
		name string
		in   *sdk.Document
	}{
		{"nil", nil},
		{"zero", &sdk.Document{}},
		{"full", fullDocument},
		{"empty strings in lists", &sdk.Document{Install: []string{""}, Links: []sdk.Link{{}}, Symbols: []sdk.Symbol{{}}}},
		{"every source kind", &sdk.Document{Source: sdk.Source{Kind: sdk.SourceLocalFolder}}},
		{"unknown source kind", &sdk.Document{Source: sdk.Source{Kind: 42}}},
		{"complete outline with no symbol", &sdk.Document{Name: "runtime/race", Version: "go1.26.8", OutlineComplete: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := toProtoDocument(tt.in)
			if tt.in == nil {
				if p != nil {
					t.Fatalf("toProtoDocument(nil) = %v, want nil", p)
				}
				if got := fromProtoDocument(nil); got != nil {
					t.Fatalf("fromProtoDocument(nil) = %v, want nil", got)
				}
				return
			}
			got := fromProtoDocument(wire(t, p))
			if diff := cmp.Diff(tt.in, got); diff != "" {
				t.Errorf("round trip (-want +got):\n%s", diff)
			}
		})
	}
}

func TestSourceRoundTrip(t *testing.T) {
	tests := []struct {
		name string
		in   sdk.Source
	}{
		{"zero", sdk.Source{}},
		{"no time", sdk.Source{Kind: sdk.SourceRegistry, Detail: "https://registry.invalid/pkg"}},
		{"registry", sdk.Source{Kind: sdk.SourceRegistry, Detail: "https://registry.invalid/pkg/-/pkg-1.0.0.tgz", Registry: "https://registry.invalid/"}},
		{"public", sdk.Source{Kind: sdk.SourceRegistry, Detail: "https://registry.invalid/pkg/-/pkg-1.0.0.tgz", Registry: "https://registry.invalid/", Public: true}},
		{"time keeps nanoseconds", sdk.Source{Kind: sdk.SourceCache, FetchedAt: fetched}},
		{"other zone", sdk.Source{Kind: sdk.SourceCache, FetchedAt: fetched.In(time.FixedZone("X", 3600))}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := fromProtoSource(wire(t, toProtoSource(tt.in)))
			// time.Time compares by Equal: the instant, not the zone.
			if diff := cmp.Diff(tt.in, got); diff != "" {
				t.Errorf("round trip (-want +got):\n%s", diff)
			}
		})
	}
	if got := fromProtoSource(nil); got != (sdk.Source{}) {
		t.Errorf("fromProtoSource(nil) = %v, want zero", got)
	}
}

func TestRefRoundTrip(t *testing.T) {
	for _, in := range []sdk.PackageRef{{}, {Ecosystem: "npm", Name: "@a/b", Version: "^1", ProjectPath: "/p", Registry: "https://r.invalid", ProjectTrusted: true}} {
		if diff := cmp.Diff(in, fromProtoRef(wire(t, toProtoRef(in)))); diff != "" {
			t.Errorf("round trip (-want +got):\n%s", diff)
		}
	}
	if got := fromProtoRef(nil); got != (sdk.PackageRef{}) {
		t.Errorf("fromProtoRef(nil) = %v, want zero", got)
	}
}

func TestInfoRoundTrip(t *testing.T) {
	full := sdk.Info{
		Name: "npm", DisplayName: "npm", Version: "1.0.0", Ecosystem: "npm", Description: "npm packages",
		DescribeParams: []string{"symbol"},
		Tools: []sdk.Tool{
			{Name: "a", Title: "A", Description: "d", InputSchema: json.RawMessage(`{"type":"object"}`), OutputSchema: json.RawMessage(`{"type":"object"}`), ReadOnly: true,
				TakesProject: true, CacheTTL: 90 * time.Second},
			{Name: "b", InputSchema: json.RawMessage(`{"type":"object"}`)},
		},
		ResourceTemplates: []sdk.ResourceTemplate{{URITemplate: "npm://{name}", Name: "n", Title: "t", Description: "d", MIMEType: "text/markdown"}},
		ConfigInputs: &sdk.ConfigInputs{Env: []string{"NPM_CONFIG_*", "HOME"}, Files: []sdk.ConfigFile{
			{Path: "~/.npmrc"}, {Path: ".npmrc", Project: true, SearchAncestors: true},
		}},
	}
	allCaps := []providerv1.Capability{
		providerv1.Capability_CAPABILITY_GET_DOC, providerv1.Capability_CAPABILITY_SEARCH, providerv1.Capability_CAPABILITY_COMPLETE,
		providerv1.Capability_CAPABILITY_CALL_TOOL, providerv1.Capability_CAPABILITY_HEALTH,
	}
	tests := []struct {
		name string
		in   sdk.Info
		caps []providerv1.Capability
		want sdk.RemoteInfo
	}{
		{"zero", sdk.Info{}, nil, sdk.RemoteInfo{SDKVersion: "v9", ContractMinor: sdk.ContractMinor}},
		{"full", full, allCaps, sdk.RemoteInfo{Info: full, SDKVersion: "v9", ContractMinor: sdk.ContractMinor,
			Capabilities: []string{sdk.CapGetDoc, sdk.CapSearch, sdk.CapComplete, sdk.CapCallTool, sdk.CapHealth}}},
		// A capability from a newer contract shows up by its number.
		{"unknown capability", sdk.Info{}, []providerv1.Capability{99}, sdk.RemoteInfo{SDKVersion: "v9", ContractMinor: sdk.ContractMinor, Capabilities: []string{"99"}}},
		// Declared but empty stays apart from not declared (nil).
		{"empty config inputs", sdk.Info{ConfigInputs: &sdk.ConfigInputs{}}, nil, sdk.RemoteInfo{Info: sdk.Info{ConfigInputs: &sdk.ConfigInputs{}}, SDKVersion: "v9", ContractMinor: sdk.ContractMinor}},
	}
	negative := sdk.Info{Tools: []sdk.Tool{{Name: "n", CacheTTL: -time.Second}}}
	tests = append(tests, struct {
		name string
		in   sdk.Info
		caps []providerv1.Capability
		want sdk.RemoteInfo
	}{"negative TTL is never", negative, nil, sdk.RemoteInfo{Info: sdk.Info{Tools: []sdk.Tool{{Name: "n"}}}, SDKVersion: "v9", ContractMinor: sdk.ContractMinor}})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := fromProtoInfo(wire(t, toProtoInfo(tt.in, tt.caps, "v9")))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("round trip (-want +got):\n%s", diff)
			}
		})
	}
}

// TestRemoteInfoRoundTrip: what the host keeps of a declaration comes back
// unchanged from the wire form it remembers it in (MarshalRemoteInfo), the
// provider's own contract minor, shared process list and capabilities an
// older or newer contract names included.
func TestRemoteInfoRoundTrip(t *testing.T) {
	full := sdk.Info{
		Name: "npm", DisplayName: "npm", Version: "1.0.0", Ecosystem: "npm", Description: "npm packages",
		DescribeParams: []string{"symbol"},
		Tools: []sdk.Tool{
			{Name: "a", Title: "A", Description: "d", InputSchema: json.RawMessage(`{"type":"object"}`), OutputSchema: json.RawMessage(`{"type":"object"}`), ReadOnly: true,
				TakesProject: true, CacheTTL: 90 * time.Second},
			{Name: "b", InputSchema: json.RawMessage(`{"type":"object"}`)},
		},
		ResourceTemplates: []sdk.ResourceTemplate{{URITemplate: "npm://{name}", Name: "n", Title: "t", Description: "d", MIMEType: "text/markdown"}},
		ConfigInputs: &sdk.ConfigInputs{Env: []string{"NPM_CONFIG_*", "HOME"}, Files: []sdk.ConfigFile{
			{Path: "~/.npmrc"}, {Path: ".npmrc", Project: true, SearchAncestors: true},
		}},
	}
	for _, tt := range []struct {
		name string
		in   sdk.RemoteInfo
	}{
		{"zero", sdk.RemoteInfo{}},
		{"full", sdk.RemoteInfo{Info: full, ContractMinor: 3, SDKVersion: "v1.2.3",
			Capabilities:  []string{sdk.CapGetDoc, sdk.CapSearch, sdk.CapComplete, sdk.CapCallTool, sdk.CapHealth, sdk.CapCheck, sdk.CapLookup},
			SharedProcess: []string{"golang", "npm"}}},
		// A capability of a newer contract is kept by the number it shows as.
		{"unknown capability", sdk.RemoteInfo{Capabilities: []string{"99"}}},
		{"empty config inputs", sdk.RemoteInfo{Info: sdk.Info{ConfigInputs: &sdk.ConfigInputs{}}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b, err := MarshalRemoteInfo(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			got, err := UnmarshalRemoteInfo(b)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.in, got); diff != "" {
				t.Errorf("round trip (-want +got):\n%s", diff)
			}
		})
	}
	if _, err := UnmarshalRemoteInfo([]byte("{not protobuf")); err == nil {
		t.Error("UnmarshalRemoteInfo of bytes that are no message: no error")
	}
}

func TestDocRoundTrip(t *testing.T) {
	tests := []struct {
		name string
		in   *sdk.Doc
		want *sdk.Doc
	}{
		{"nil", nil, &sdk.Doc{}},
		{"zero", &sdk.Doc{}, &sdk.Doc{}},
		{"full", &sdk.Doc{Name: "n", Version: "1", Title: "T", Path: "docs/a.md", Content: "# A\n", Source: sdk.Source{Kind: sdk.SourceRegistry, FetchedAt: fetched},
			Available: []string{"docs/b.md"}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := tt.want
			if want == nil {
				want = tt.in
			}
			if diff := cmp.Diff(want, fromProtoDoc(wire(t, toProtoDoc(tt.in)))); diff != "" {
				t.Errorf("round trip (-want +got):\n%s", diff)
			}
		})
	}
}

func TestSearchRoundTrip(t *testing.T) {
	tests := []struct {
		name string
		in   *sdk.SearchResult
		want *sdk.SearchResult
	}{
		{"nil", nil, &sdk.SearchResult{}},
		{"zero", &sdk.SearchResult{}, &sdk.SearchResult{}},
		{"full", &sdk.SearchResult{Name: "n", Version: "1", Source: sdk.Source{Kind: sdk.SourceToolchain}, Hits: []sdk.Hit{
			{Title: "Usage", Kind: "section", Snippet: "s", Score: 1.5, Locator: sdk.Locator{Section: "usage"}},
			{Title: "Do", Kind: "symbol", Score: 0.25, Locator: sdk.Locator{Symbol: "Client.Do", Path: "a.md"}},
			{},
		}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := tt.want
			if want == nil {
				want = tt.in
			}
			if diff := cmp.Diff(want, fromProtoSearch(wire(t, toProtoSearch(tt.in)))); diff != "" {
				t.Errorf("round trip (-want +got):\n%s", diff)
			}
		})
	}
	// A hit without a locator, as another implementation may send it.
	got := fromProtoSearch(&providerv1.SearchResponse{Hits: []*providerv1.SearchHit{{Title: "x"}}})
	if diff := cmp.Diff(&sdk.SearchResult{Hits: []sdk.Hit{{Title: "x"}}}, got); diff != "" {
		t.Errorf("hit without locator (-want +got):\n%s", diff)
	}
}

func TestFromProtoDuration(t *testing.T) {
	for _, tt := range []struct {
		in   *durationpb.Duration
		want time.Duration
	}{
		{nil, 0},
		{&durationpb.Duration{}, 0},
		{&durationpb.Duration{Seconds: 90}, 90 * time.Second},
		{&durationpb.Duration{Seconds: -5}, 0},           // from a hostile or broken provider
		{&durationpb.Duration{Seconds: 1, Nanos: -1}, 0}, // invalid: signs differ
		{&durationpb.Duration{Seconds: 1 << 62}, 0},      // invalid: out of range
	} {
		if got := fromProtoDuration(tt.in); got != tt.want {
			t.Errorf("fromProtoDuration(%v) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestCheckRoundTrip(t *testing.T) {
	tests := map[string]*sdk.CheckResult{
		"zero": {},
		"full": {Name: "widget", Version: "1.1.0", Source: sdk.Source{Kind: sdk.SourceLockfile, Detail: "/p/versioned.lock"}, Compared: []string{"2.0.0 (latest)"}, Notes: []string{"n"},
			Checks: []sdk.SymbolCheck{
				{Query: "rotate", Verdict: sdk.VerdictAdded, Symbol: "rotate", Kind: "func", Signature: "function rotate()", AddedIn: "2.0.0", Note: "x", FromCode: true},
				{Query: "paitn", Verdict: sdk.VerdictMissing, Nearest: []string{"paint"}},
				{Query: "legacy", Verdict: sdk.VerdictRemoved, ExistedIn: "1.0.0", Deprecated: "d"},
				{Query: "app.use", Verdict: sdk.VerdictOutOfReach},
			}},
	}
	for name, in := range tests {
		t.Run(name, func(t *testing.T) {
			if d := cmp.Diff(in, FromProtoCheck(ToProtoCheck(in))); d != "" {
				t.Errorf("round trip (-in +out):\n%s", d)
			}
		})
	}
	if got := FromProtoCheck(ToProtoCheck(nil)); got == nil || len(got.Checks) != 0 {
		t.Errorf("nil converts to %+v", got)
	}
}

func TestVerdictText(t *testing.T) {
	for v := sdk.VerdictUnknown; v <= sdk.VerdictOutOfReach; v++ {
		b, _ := v.MarshalText()
		var back sdk.Verdict
		if err := back.UnmarshalText(b); err != nil || back != v {
			t.Errorf("%v: round trip gives %v (%v)", v, back, err)
		}
	}
	var v sdk.Verdict
	if v.UnmarshalText([]byte("from-the-future")); v != sdk.VerdictUnknown {
		t.Errorf("unknown text gives %v", v)
	}
}
