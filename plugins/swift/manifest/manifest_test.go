package manifest

import (
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func parseFile(t *testing.T, name string) *Manifest {
	t.Helper()
	b, err := os.ReadFile("../testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	m, err := Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestParseArgumentParser(t *testing.T) {
	m := parseFile(t, "swift-argument-parser/Package.swift")
	if m.ToolsVersion != "6.0" || m.Name != "swift-argument-parser" {
		t.Errorf("tools %q name %q", m.ToolsVersion, m.Name)
	}
	wantProducts := []Product{
		{Kind: "library", Name: "ArgumentParser", Targets: []string{"ArgumentParser"}},
		{Kind: "plugin", Name: "GenerateDoccReference", Targets: []string{"GenerateDoccReference"}},
		{Kind: "plugin", Name: "GenerateManual", Targets: []string{"GenerateManual"}},
	}
	if diff := cmp.Diff(wantProducts, m.Products); diff != "" {
		t.Errorf("products (-want +got):\n%s", diff)
	}
	byName := map[string]Target{}
	for _, tg := range m.Targets {
		byName[tg.Name] = tg
	}
	if diff := cmp.Diff(Target{Kind: "target", Name: "ArgumentParser", Exclude: []string{"CMakeLists.txt"}}, byName["ArgumentParser"]); diff != "" {
		t.Errorf("ArgumentParser target (-want +got):\n%s", diff)
	}
	if got := byName["roll"].Dir(); got != "Examples/roll" {
		t.Errorf("roll dir %q", got)
	}
	if got := byName["ArgumentParser"].Dir(); got != "Sources/ArgumentParser" {
		t.Errorf("ArgumentParser dir %q", got)
	}
}

func TestParseDependencies(t *testing.T) {
	tests := []struct {
		file  string
		tools string
		first Dependency
		n     int
		plat  []Platform
	}{
		{"vapor.Package.swift", "6.2", Dependency{URL: "https://github.com/swift-server/async-http-client.git", Requirement: Requirement{Kind: "from", Value: "1.24.0"}}, 0,
			[]Platform{{"macOS", "26.2"}, {"iOS", "26.2"}, {"tvOS", "26.2"}, {"watchOS", "26.2"}}},
		{"swiftly.Package.swift", "6.2", Dependency{URL: "https://github.com/apple/swift-argument-parser", Requirement: Requirement{Kind: "from", Value: "1.3.0"}}, 0, nil},
		{"Kitura.Package.swift", "", Dependency{URL: "https://github.com/IBM-Swift/Kitura-net.git", Requirement: Requirement{Kind: "upToNextMinor", Value: "1.7.0"}}, 3, nil},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			m := parseFile(t, tt.file)
			if len(m.Dependencies) == 0 {
				t.Fatal("no dependencies")
			}
			if diff := cmp.Diff(tt.first, m.Dependencies[0]); diff != "" {
				t.Errorf("first dependency (-want +got):\n%s", diff)
			}
			if tt.n > 0 && len(m.Dependencies) != tt.n {
				t.Errorf("%d dependencies, want %d", len(m.Dependencies), tt.n)
			}
			if tt.plat != nil {
				if diff := cmp.Diff(tt.plat, m.Platforms); diff != "" {
					t.Errorf("platforms (-want +got):\n%s", diff)
				}
			}
			if m.ToolsVersion != tt.tools {
				t.Errorf("tools version %q, want %q", m.ToolsVersion, tt.tools)
			}
		})
	}
}

func TestRequirements(t *testing.T) {
	src := `// swift-tools-version: 5.9
import PackageDescription
let deps: [Package.Dependency] = [
    .package(url: "https://example.com/a.git", "1.0.0"..<"2.0.0"),
    .package(url: "https://example.com/b.git", .upToNextMinor(from: "1.2.0")),
    .package(url: "https://example.com/c.git", exact: "1.2.3"),
    .package(url: "https://example.com/d.git", branch: "main"),
    .package(url: "https://example.com/e.git", revision: "abc123"),
    .package(path: "../Local"),
    .package(id: "mona.LinkedList", from: "1.1.0"),
    .package(url: "https://example.com/f.git", .exact("2.0.0")),
    .package(url: "https://example.com/g.git", "1.0.0"..."1.5.0"),
]
let package = Package(
    name: "Demo",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    products: [.library(name: "Demo", type: .dynamic, targets: ["Demo"])],
    dependencies: deps,
    targets: [
        .target(name: "Demo", path: "Src/Demo/"),
        .testTarget(name: "DemoTests", dependencies: ["Demo", .product(name: "Testing", package: "swift-testing")]),
        .macro(name: "DemoMacros", dependencies: []),
    ]
)
`
	m, err := Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := &Manifest{
		ToolsVersion: "5.9", Name: "Demo",
		Platforms: []Platform{{"macOS", "10.15"}, {"iOS", "13"}},
		Products:  []Product{{Kind: "library", Name: "Demo", Type: "dynamic", Targets: []string{"Demo"}}},
		Dependencies: []Dependency{
			{URL: "https://example.com/a.git", Requirement: Requirement{Kind: "range", Value: "1.0.0", Upper: "2.0.0"}},
			{URL: "https://example.com/b.git", Requirement: Requirement{Kind: "upToNextMinor", Value: "1.2.0"}},
			{URL: "https://example.com/c.git", Requirement: Requirement{Kind: "exact", Value: "1.2.3"}},
			{URL: "https://example.com/d.git", Requirement: Requirement{Kind: "branch", Value: "main"}},
			{URL: "https://example.com/e.git", Requirement: Requirement{Kind: "revision", Value: "abc123"}},
			{Path: "../Local"},
			{ID: "mona.LinkedList", Requirement: Requirement{Kind: "from", Value: "1.1.0"}},
			{URL: "https://example.com/f.git", Requirement: Requirement{Kind: "exact", Value: "2.0.0"}},
			{URL: "https://example.com/g.git", Requirement: Requirement{Kind: "closedRange", Value: "1.0.0", Upper: "1.5.0"}},
		},
		Targets: []Target{
			{Kind: "target", Name: "Demo", Path: "Src/Demo/"},
			{Kind: "testTarget", Name: "DemoTests", Products: []ProductRef{{Name: "Testing", Package: "swift-testing"}}},
			{Kind: "macro", Name: "DemoMacros"},
		},
	}
	if diff := cmp.Diff(want, m); diff != "" {
		t.Errorf("Parse (-want +got):\n%s", diff)
	}
	if got := m.Targets[0].Dir(); got != "Src/Demo" {
		t.Errorf("Dir = %q", got)
	}
}

func TestParseRejects(t *testing.T) {
	for name, src := range map[string][]byte{
		"empty":      nil,
		"no package": []byte("let x = 1"),
		"oversized":  make([]byte, MaxBytes+1),
	} {
		if _, err := Parse(src); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	// deeply nested input ends without exhausting the stack
	deep := "let package = Package(name: \"x\", targets: " + strings.Repeat("[", 100000) + ")"
	m, err := Parse([]byte(deep))
	if err != nil || m.Name != "x" {
		t.Errorf("deep: %v, %+v", err, m)
	}
}

func TestVariant(t *testing.T) {
	names := []string{"Package.swift", "Package@swift-5.9.swift", "Package@swift-6.swift", "Package@swift-6.1.swift", "README.md"}
	tests := []struct{ swift, want string }{
		{"", "Package@swift-6.1.swift"},
		{"6.0", "Package@swift-6.swift"},
		{"5.10", "Package@swift-5.9.swift"},
		{"5.8", "Package.swift"},
	}
	for _, tt := range tests {
		if got := Variant(names, tt.swift); got != tt.want {
			t.Errorf("Variant(%q) = %q, want %q", tt.swift, got, tt.want)
		}
	}
	if got := Variant(nil, ""); got != "Package.swift" {
		t.Errorf("Variant(nil) = %q", got)
	}
}

func TestNewerTools(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"// swift-tools-version: 6.2\n", "// swift-tools-version:5.8\n", true},
		{"// swift-tools-version:6.0\n", "// swift-tools-version:6.0\n", false},
		{"// swift-tools-version:5.9\n", "// swift-tools-version:6.0\n", false},
		{"import PackageDescription\n", "// swift-tools-version:5.5\n", false},
		{"", "", false},
	}
	for _, tt := range tests {
		if got := NewerTools([]byte(tt.a), []byte(tt.b)); got != tt.want {
			t.Errorf("NewerTools(%q, %q) = %v", tt.a, tt.b, got)
		}
	}
}

func TestParseAlamofire(t *testing.T) {
	m := parseFile(t, "Alamofire.Package.swift")
	want := &Manifest{
		ToolsVersion: m.ToolsVersion, Name: "Alamofire",
		Platforms: []Platform{{"macOS", "10.13"}, {"iOS", "12"}, {"tvOS", "12"}, {"watchOS", "4"}},
		Products: []Product{
			{Kind: "library", Name: "Alamofire", Targets: []string{"Alamofire"}},
			{Kind: "library", Name: "AlamofireDynamic", Type: "dynamic", Targets: []string{"Alamofire"}},
		},
		Targets: []Target{
			{Kind: "target", Name: "Alamofire", Path: "Source", Exclude: []string{"Info.plist"}},
			{Kind: "testTarget", Name: "AlamofireTests", Path: "Tests", Exclude: []string{"Info.plist", "Test Plans"}},
		},
	}
	if m.ToolsVersion == "" {
		t.Error("no tools version")
	}
	if diff := cmp.Diff(want, m); diff != "" {
		t.Errorf("Parse (-want +got):\n%s", diff)
	}
}

// Statements after Package(...) add to it: a product and a test target
// under #if (pointfreeco/swift-dependencies 1.16.0), dependencies in an
// if whose else branch names local checkouts (apple/swift-markdown 0.4.0).
func TestParseAdditions(t *testing.T) {
	m := parseFile(t, "swift-dependencies.Package.swift")
	var products, targets []string
	for _, p := range m.Products {
		products = append(products, p.Name)
	}
	for _, tg := range m.Targets {
		targets = append(targets, tg.Name)
	}
	if diff := cmp.Diff([]string{"Dependencies", "DependenciesMacros", "DependenciesTestSupport", "DependenciesTestObserver"}, products); diff != "" {
		t.Errorf("products (-want +got):\n%s", diff)
	}
	if got := targets[len(targets)-1]; got != "DependenciesMacrosPluginTests" {
		t.Errorf("last target %q, want the one appended", got)
	}
	if len(m.Unread) != 0 {
		t.Errorf("Unread = %v, want none", m.Unread)
	}

	m = parseFile(t, "swift-markdown.Package.swift")
	var deps []string
	for _, d := range m.Dependencies {
		deps = append(deps, d.URL+d.Path)
	}
	want := []string{"https://github.com/apple/swift-cmark.git", "https://github.com/apple/swift-argument-parser", "https://github.com/apple/swift-docc-plugin"}
	if diff := cmp.Diff(want, deps); diff != "" {
		t.Errorf("dependencies (-want +got):\n%s", diff)
	}
}

// A manifest whose targets and products a helper builds (the shape of
// large packages such as swift-collections; written for this test):
// the reader says so instead of reporting an empty package, and keeps
// the literal paths it sees.
func TestParseUnread(t *testing.T) {
	src := `// swift-tools-version:5.9
import PackageDescription
struct Module {
  var name: String
  var path: String? = nil
  func target() -> Target { .target(name: name, path: path) }
}
let modules: [Module] = [
  Module(name: "Core"),
  Module(name: "_Rope", path: "Sources/RopeModule"),
]
let package = Package(
  name: "Demo",
  products: modules.map { .library(name: $0.name, targets: [$0.name]) },
  dependencies: [.package(url: "https://example.com/a.git", from: "1.0.0")],
  targets: modules.map { $0.target() } + [.testTarget(name: "CoreTests")]
)
for target in package.targets { target.swiftSettings = [] }
package.targets += extraTargets()
`
	filled := `// swift-tools-version:6.0
var _products: [Product] = []
var _targets: [Target] = []
if singleModule {
  _products = [.library(name: "All", targets: ["All"])]
} else {
  _targets = modules.map { $0.target() }
}
let package = Package(name: "Demo", products: _products, targets: _targets)
`
	if m, err := Parse([]byte(filled)); err != nil {
		t.Error(err)
	} else if !cmp.Equal(m.Unread, []string{"products", "targets"}) {
		t.Errorf("lists filled after their declaration: Unread = %v", m.Unread)
	}
	m, err := Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"products", "targets"}, m.Unread); diff != "" {
		t.Errorf("Unread (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(map[string]string{"_Rope": "Sources/RopeModule"}, m.Paths); diff != "" {
		t.Errorf("Paths (-want +got):\n%s", diff)
	}
	if m.Read("targets") || !m.Read("dependencies") || len(m.Dependencies) != 1 {
		t.Errorf("Read(targets) %v, Read(dependencies) %v, %d dependencies", m.Read("targets"), m.Read("dependencies"), len(m.Dependencies))
	}
}

// TestPlatformBranchBindings: apple/swift-system 1.8.1 binds
// filesToExclude under #if os(Linux) (without IORing) and again under
// #else (with it). As for additions to the package, the first branch's
// binding stands: the IORing sources are read (their own #if os(Linux)
// marks their declarations), not dropped.
func TestPlatformBranchBindings(t *testing.T) {
	m := parseFile(t, "swift-system.Package.swift")
	var got []string
	for _, tg := range m.Targets {
		if tg.Name == "SystemPackage" {
			got = tg.Exclude
		}
	}
	if diff := cmp.Diff([]string{"CMakeLists.txt"}, got); diff != "" {
		t.Errorf("SystemPackage excludes (-want +got):\n%s", diff)
	}
}
