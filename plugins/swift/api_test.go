package swift

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/plugins/swift/manifest"
	"github.com/pkgdocs/pkgdocs/plugins/swift/swiftsrc"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

func TestSymbols(t *testing.T) {
	src := `
/// A box.
public struct Box {
    public struct Inner { public func deep() {} }
    public enum Kind {
        case small, large
    }
    public init(size: Int) {}
    public var size: Int
}
extension String: CustomThing {
    public var shouted: String { uppercased() }
}
extension Box: Equatable {
    public static func == (a: Box, b: Box) -> Bool { true }
}
extension Array where Element == Box {
    /// The largest.
    public var largest: Box? { nil }
}
public func top() {}
`
	got, truncated := symbols(swiftsrc.Scan("x.swift", []byte(src)), 1<<20)
	want := []sdk.Symbol{
		{Name: "Box", Kind: "struct", Signature: "struct Box // extensions add: Equatable", Doc: "A box."},
		// the type's own members first, then its nested types, each with
		// its members
		{Name: "Box.init", Kind: "init", Signature: "init(size: Int)", Parent: "Box"},
		{Name: "Box.size", Kind: "property", Signature: "var size: Int", Parent: "Box"},
		{Name: "Box.==", Kind: "method", Signature: "static func == (a: Box, b: Box) -> Bool", Parent: "Box"},
		{Name: "Box.Inner", Kind: "struct", Signature: "struct Inner", Parent: "Box"},
		{Name: "Box.Inner.deep", Kind: "method", Signature: "func deep()", Parent: "Box.Inner"},
		{Name: "Box.Kind", Kind: "enum", Signature: "enum Kind", Parent: "Box"},
		{Name: "Box.Kind.small", Kind: "case", Signature: "case small", Parent: "Box.Kind"},
		{Name: "Box.Kind.large", Kind: "case", Signature: "case large", Parent: "Box.Kind"},
		{Name: "String", Kind: "extension", Signature: "extension String: CustomThing"},
		{Name: "String.shouted", Kind: "property", Signature: "var shouted: String { get }", Parent: "String"},
		{Name: "Array", Kind: "extension", Signature: "extension Array"},
		{Name: "Array.largest", Kind: "property", Signature: "var largest: Box? { get }", Doc: "Available when Element == Box. The largest.", Parent: "Array"},
		{Name: "top", Kind: "func", Signature: "func top()"},
	}
	if diff := cmp.Diff(want, got); diff != "" || truncated {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
	if got, truncated := symbols(swiftsrc.Scan("x.swift", []byte(src)), 60); !truncated || len(got) != 1 {
		t.Errorf("memory cap: %d symbols, truncated %v", len(got), truncated)
	}
}

func TestParseVersionArg(t *testing.T) {
	tests := []struct {
		in, kind, value, upper string
		bad                    bool
	}{
		{in: ""}, {in: "latest", kind: "latest"},
		{in: "1.2.3", kind: "exact", value: "1.2.3"},
		{in: "v1.2.3", kind: "exact", value: "v1.2.3"},
		{in: "from: 1.2.0", kind: "from", value: "1.2.0"},
		{in: `from: "1.2.0"`, kind: "from", value: "1.2.0"},
		{in: "upToNextMinor: 1.2.0", kind: "upToNextMinor", value: "1.2.0"},
		{in: "1.0.0..<2.0.0", kind: "range", value: "1.0.0", upper: "2.0.0"},
		{in: "1.0.0...1.5.0", kind: "closedRange", value: "1.0.0", upper: "1.5.0"},
		{in: "branch: release/6.0", kind: "branch", value: "release/6.0"},
		{in: "revision: 2f77f2f", kind: "revision", value: "2f77f2f"},
		{in: "2f77f2fccb6e84fecff338c37b199e33e7dfd119", kind: "revision", value: "2f77f2fccb6e84fecff338c37b199e33e7dfd119"},
		{in: "main", kind: "branch", value: "main"},
		// The host's query for the release before a major (check_package_api).
		{in: "<2.0.0", kind: "range", value: "0.0.0", upper: "2.0.0"},
		{in: "<v0.4.0", kind: "range", value: "0.0.0", upper: "v0.4.0"},
		{in: "<2", bad: true},
		{in: "--upload-pack=x", bad: true}, {in: "from: x", bad: true}, {in: "branch: a..b", bad: true},
		{in: "revision: xyz", bad: true}, {in: "what: 1.0.0", bad: true}, {in: "1.0..<2", bad: true},
	}
	for _, tt := range tests {
		r, err := parseVersionArg(tt.in)
		if (err != nil) != tt.bad || r.Kind != tt.kind || r.Value != tt.value || r.Upper != tt.upper {
			t.Errorf("parseVersionArg(%q) = %+v, %v", tt.in, r, err)
		}
	}
}

func TestPick(t *testing.T) {
	tags := semverTags([]string{"1.0.0", "v1.2.0", "1.2.1", "2.0.0-beta.1", "not-semver", "1.3"})
	for _, tt := range []struct{ in, want string }{
		{"", "1.2.1"}, {"from: 1.0.0", "1.2.1"}, {"upToNextMinor: 1.2.0", "1.2.1"}, {"1.0.0..<1.2.1", "v1.2.0"}, {"<2.0.0", "1.2.1"},
		{"from: 2.0.0-beta.1", "2.0.0-beta.1"}, {"1.0.0", "1.0.0"},
	} {
		r, err := parseVersionArg(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		got, ok := pick(tags, r)
		if !ok || got.tag != tt.want {
			t.Errorf("pick(%q) = %q %v, want %q", tt.in, got.tag, ok, tt.want)
		}
	}
	if _, ok := pick(tags, mustReq(t, "from: 3.0.0")); ok {
		t.Error("from: 3.0.0 matched")
	}
}

func mustReq(t *testing.T, s string) (r manifest.Requirement) {
	t.Helper()
	r, err := parseVersionArg(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestReadmeSummary: a README that is mostly HTML (vapor's) still gives
// its prose as the summary.
func TestReadmeSummary(t *testing.T) {
	b, err := os.ReadFile("testdata/vapor.README.md")
	if err != nil {
		t.Fatal(err)
	}
	got := readmeSummary(b)
	want := "Vapor is an HTTP web framework for Swift. It provides a beautifully expressive and easy-to-use foundation for your next website, API, or cloud project."
	if got != want {
		t.Errorf("readmeSummary = %q", got)
	}
}

func TestWithoutHidden(t *testing.T) {
	var decls []swiftsrc.Decl
	var hidden []string
	for name, src := range map[string]string{
		"a.swift": "internal struct Storage {}\npublic struct Path {}\n#if os(Linux)\nstruct Both {}\n#else\npublic struct Both {}\n#endif\n",
		"b.swift": "extension Storage: Codable {\n  public init(from decoder: any Decoder) throws {}\n}\nextension Path {\n  public var count: Int { 0 }\n}\nextension Both {\n  public func f() {}\n}\n",
	} {
		d, h := swiftsrc.ScanFile(name, []byte(src))
		decls, hidden = append(decls, d...), append(hidden, h...)
	}
	var got []string
	for _, d := range withoutHidden(decls, hidden) {
		if !d.Extension {
			got = append(got, d.Path)
		}
	}
	sort.Strings(got)
	if diff := cmp.Diff([]string{"Both", "Both.f", "Path", "Path.count"}, got); diff != "" {
		t.Errorf("kept (-want +got):\n%s", diff)
	}
	if got := withoutHidden(nil, nil); len(got) != 0 {
		t.Errorf("nil: %v", got)
	}
}

// A real file with a nested enum whose cases come before the outer type's
// initializer (apple/swift-markdown 0.4.0, Table.swift): every member is
// listed under the type that declares it.
func TestSymbolsNestedParents(t *testing.T) {
	b, err := os.ReadFile("testdata/swift-markdown/Table.swift")
	if err != nil {
		t.Fatal(err)
	}
	syms, _ := symbols(swiftsrc.Scan("Table.swift", b), 1<<20)
	parents := map[string]string{}
	for _, s := range syms {
		parents[s.Name] = s.Parent
	}
	want := map[string]string{
		"Table":                        "",
		"Table.ColumnAlignment":        "Table",
		"Table.ColumnAlignment.left":   "Table.ColumnAlignment",
		"Table.ColumnAlignment.center": "Table.ColumnAlignment",
		"Table.ColumnAlignment.right":  "Table.ColumnAlignment",
		"Table.init":                   "Table",
		"Table.maxColumnCount":         "Table",
	}
	for name, parent := range want {
		if got, ok := parents[name]; !ok || got != parent {
			t.Errorf("%s: parent %q (listed %v), want %q", name, got, ok, parent)
		}
	}
	// an outline lists a nested type's members right after it: the outer
	// type's initializer comes before the nested enum, not after its cases
	at := map[string]int{}
	for i, s := range syms {
		at[s.Name] = i
	}
	if at["Table.init"] > at["Table.ColumnAlignment"] {
		t.Errorf("Table.init at %d, after the nested enum at %d", at["Table.init"], at["Table.ColumnAlignment"])
	}
}

// TestSymbolsUnderscored: swift-markdown's Table has a public _data
// (apple/swift-markdown 0.4.0, Table.swift). DocC leaves underscored
// names out of the documentation, but code can use them: it is listed
// after every other symbol, under its type, said to be an implementation
// detail, and check_package_api finds it.
func TestSymbolsUnderscored(t *testing.T) {
	b, err := os.ReadFile("testdata/swift-markdown/Table.swift")
	if err != nil {
		t.Fatal(err)
	}
	syms, _ := symbols(swiftsrc.Scan("Table.swift", b), 1<<20)
	last := syms[len(syms)-1]
	if last.Name != "Table._data" || last.Parent != "Table" || !strings.HasSuffix(last.Doc, underscoredNote) {
		t.Errorf("last symbol %+v, want Table._data under Table, marked underscored", last)
	}
	for _, s := range syms[:len(syms)-1] {
		if strings.Contains(s.Name, "._") {
			t.Errorf("%s listed before the other symbols", s.Name)
		}
	}
	ix := apicheck.NewIndex("swift", "swift-markdown", syms)
	if got := ix.Check(apicheck.Ref{Query: "Table._data"}); got.Verdict != sdk.VerdictExists {
		t.Errorf("check Table._data = %v (%s), want exists", got.Verdict, got.Note)
	}
}

// TestSymbolsPlatformCondition: apple/swift-system 1.8.1's
// IOCompletion.swift is inside #if compiler(>=6.2) && $Lifetimes and #if
// os(Linux). Its declarations are listed with the platform condition
// (the compiler one is not a platform's), check_package_api says under
// what they exist; a declaration in both branches of an #if builds
// everywhere.
func TestSymbolsPlatformCondition(t *testing.T) {
	b, err := os.ReadFile("testdata/swift-system/IOCompletion.swift")
	if err != nil {
		t.Fatal(err)
	}
	syms, _ := symbols(dedupe(swiftsrc.Scan("IOCompletion.swift", b)), 1<<20)
	var completion *sdk.Symbol
	for i, s := range syms {
		if s.Name == "IORing.Completion" {
			completion = &syms[i]
		}
	}
	if completion == nil || !strings.HasSuffix(completion.Doc, "(requires os(Linux))") {
		t.Fatalf("IORing.Completion = %+v, want its doc to end (requires os(Linux))", completion)
	}
	ix := apicheck.NewIndex("swift", "swift-system", syms)
	if got := ix.Check(apicheck.Ref{Query: "IORing.Completion"}); got.Verdict != sdk.VerdictExists || !strings.Contains(got.Note, "os(Linux)") {
		t.Errorf("check IORing.Completion = %v (%s), want exists with os(Linux) in the note", got.Verdict, got.Note)
	}
	both := swiftsrc.Scan("Both.swift", []byte("#if os(Linux)\npublic func f() {}\npublic func linuxOnly() {}\n#else\npublic func f() {}\n#endif\n"))
	got := map[string]string{}
	for _, s := range mustSymbols(dedupe(both)) {
		got[s.Name] = s.Doc
	}
	if diff := cmp.Diff(map[string]string{"f": "", "linuxOnly": "(requires os(Linux))"}, got); diff != "" {
		t.Errorf("docs (-want +got):\n%s", diff)
	}
}

func mustSymbols(decls []swiftsrc.Decl) []sdk.Symbol {
	s, _ := symbols(decls, 1<<20)
	return s
}

// TestHiddenProtocolConformance: Alamofire 5.12.0's Session (Session.swift
// and SessionDelegate.swift, unchanged) conforms through an extension to
// SessionStateProvider, a protocol the module keeps internal. That
// conformance gives Session no public member and its name is not API: the
// outline does not name it, and check_package_api sees Session whole, so a
// made-up member is "does not exist", not "cannot tell".
func TestHiddenProtocolConformance(t *testing.T) {
	var decls []swiftsrc.Decl
	var hidden []string
	for _, f := range []string{"Session.swift", "SessionDelegate.swift", "Request.swift"} {
		b, err := os.ReadFile(filepath.Join("testdata", "alamofire", f))
		if err != nil {
			t.Fatal(err)
		}
		d, h := swiftsrc.ScanFile(f, b)
		decls, hidden = append(decls, d...), append(hidden, h...)
	}
	syms := mustSymbols(dedupe(withoutHidden(decls, hidden)))
	for _, s := range syms {
		if strings.Contains(s.Signature, "SessionStateProvider") || strings.HasPrefix(s.Name, "SessionStateProvider") {
			t.Errorf("%s: %q names the internal protocol", s.Name, s.Signature)
		}
	}
	ix := apicheck.NewIndex("swift", "Alamofire", syms)
	for q, want := range map[string]sdk.Verdict{"Session.cleanup": sdk.VerdictExists, "Session.claenup": sdk.VerdictMissing} {
		if got := ix.Check(apicheck.Ref{Query: q}); got.Verdict != want {
			t.Errorf("check %s = %v (%s), want %v", q, got.Verdict, got.Note, want)
		}
	}
}

// TestSugaredExtension: Alamofire 5.12.0 extends [ServerTrustEvaluating]
// (ServerTrustEvaluation.swift, trimmed to its header and that
// extension). Its public evaluate(_:forHost:) is Array's, available when
// Element == ServerTrustEvaluating, as Swift's symbol graphs name it;
// before, the bracketed type read as no name and the method was listed
// as a top-level function, and check_package_api said Array.evaluate
// does not exist. It sits in the #else of an #if os(Linux): listed with
// that condition. [K: V] is Dictionary's, T? Optional's.
func TestSugaredExtension(t *testing.T) {
	b, err := os.ReadFile("testdata/alamofire/ServerTrustEvaluation.swift")
	if err != nil {
		t.Fatal(err)
	}
	syms := mustSymbols(dedupe(swiftsrc.Scan("ServerTrustEvaluation.swift", b)))
	got := map[string]string{}
	for _, s := range syms {
		got[s.Name] = s.Parent + " | " + s.Doc
	}
	want := map[string]string{
		"Array":          " | ",
		"Array.evaluate": "Array | Available when Element == ServerTrustEvaluating. Evaluates the given `SecTrust` value for the given `host`. (requires !(os(Linux) || os(Windows) || os(Android)))",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("symbols (-want +got):\n%s", d)
	}
	ix := apicheck.NewIndex("swift", "Alamofire", syms)
	if c := ix.Check(apicheck.Ref{Query: "Array.evaluate"}); c.Verdict != sdk.VerdictExists {
		t.Errorf("check Array.evaluate = %v (%s), want exists", c.Verdict, c.Note)
	}
	other := swiftsrc.Scan("Other.swift", []byte("extension [String: [Int]] {\n  public var total: Int { 0 }\n}\nextension Int? {\n  public var orZero: Int { self ?? 0 }\n}\n"))
	got = map[string]string{}
	for _, d := range other {
		if !d.Extension {
			got[d.Path] = d.Constraint
		}
	}
	if d := cmp.Diff(map[string]string{"Dictionary.total": "Key == String, Value == [Int]", "Optional.orZero": "Wrapped == Int"}, got); d != "" {
		t.Errorf("constraints (-want +got):\n%s", d)
	}
}

// TestInternalProtocolInTypeClause: swift-dependencies 1.16.0's
// Dependency.swift (unchanged) declares `public struct Dependency<Value>:
// _HasInitialValues`, a protocol the module keeps internal, and makes it
// conform to SwiftUI's DynamicProperty in an extension. The internal name
// is not API: the outline line leaves it out, as the module's interface
// does, and check_package_api sees Dependency whole (DynamicProperty's
// members are known), so a made-up member is "does not exist".
// Exports.swift (unchanged) re-exports other packages' modules: a name the
// outline does not list is "cannot tell", never "does not exist".
func TestInternalProtocolInTypeClause(t *testing.T) {
	var decls []swiftsrc.Decl
	var hidden []string
	for _, f := range []string{"Dependency.swift", "Exports.swift"} {
		b, err := os.ReadFile(filepath.Join("testdata", "swift-dependencies", f))
		if err != nil {
			t.Fatal(err)
		}
		d, h := swiftsrc.ScanFile(f, b)
		decls, hidden = append(decls, d...), append(hidden, h...)
	}
	decls = dedupe(withoutHidden(decls, hidden))
	syms := append(mustSymbols(decls), reexportedUnlisted(decls, []string{"Dependencies"})...)
	for _, s := range syms {
		if strings.Contains(s.Signature, "_HasInitialValues") {
			t.Errorf("%s: %q names the internal protocol", s.Name, s.Signature)
		}
		if s.Name == "Dependency" && s.Signature != "@propertyWrapper struct Dependency<Value> // extensions add: Sendable, DynamicProperty" {
			t.Errorf("Dependency: %q", s.Signature)
		}
	}
	ix := apicheck.NewIndex("swift", "Dependencies", syms)
	got := map[string]sdk.Verdict{}
	for _, q := range []string{"Dependency.wrappedValue", "Dependency.update", "Dependency.iint", "ImmediateClock", "ImmediateClock.now"} {
		got[q] = ix.Check(apicheck.Ref{Query: q}).Verdict
	}
	want := map[string]sdk.Verdict{
		"Dependency.wrappedValue": sdk.VerdictExists, "Dependency.update": sdk.VerdictExists, "Dependency.iint": sdk.VerdictMissing,
		"ImmediateClock": sdk.VerdictOutOfReach, "ImmediateClock.now": sdk.VerdictOutOfReach,
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("verdicts (-want +got):\n%s", d)
	}
	// Alamofire's `@_exported import FoundationNetworking` (Linux) is the
	// platform's module: nothing stands for its names
	if u := reexportedUnlisted(swiftsrc.Scan("Alamofire.swift", []byte("#if canImport(FoundationNetworking)\n@_exported import FoundationNetworking\n#endif\n")), []string{"Alamofire"}); len(u) != 0 {
		t.Errorf("platform module stood for: %v", u)
	}
	// the package's own module re-exported is described: its names are
	// listed, nothing stands for them
	if u := reexportedUnlisted(decls, []string{"Dependencies", "Clocks", "CombineSchedulers", "ConcurrencyExtras", "IssueReporting", "XCTestDynamicOverlay"}); len(u) != 0 {
		t.Errorf("described modules stood for: %v", u)
	}
}

// TestTypealiasGenericArguments: Alamofire 5.12.0's aliases of generic
// types whose arguments have a comma (Result+Alamofire.swift,
// Response.swift) keep their whole value.
func TestTypealiasGenericArguments(t *testing.T) {
	src := "public typealias AFResult<Success> = Result<Success, AFError>\n" +
		"public typealias AFDataResponse<Success> = DataResponse<Success, AFError>\n" +
		"public struct After {}\n"
	got := map[string]string{}
	for _, d := range swiftsrc.Scan("Response.swift", []byte(src)) {
		got[d.Path] = d.Signature
	}
	want := map[string]string{
		"AFResult":       "typealias AFResult<Success> = Result<Success, AFError>",
		"AFDataResponse": "typealias AFDataResponse<Success> = DataResponse<Success, AFError>",
		"After":          "struct After",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("signatures (-want +got):\n%s", d)
	}
}
