package swift

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/plugins/swift/githost"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
	"google.golang.org/grpc/codes"
)

// xcodeProject is an app project as Xcode keeps it: no Package.swift, the
// pins inside the project bundle, the checkouts in DerivedData.
func xcodeProject(t *testing.T, w *world) string {
	t.Helper()
	app := filepath.Join(t.TempDir(), "MyApp")
	writeFile(t, filepath.Join(app, "MyApp.xcodeproj", "project.xcworkspace", "xcshareddata", "swiftpm", "Package.resolved"), projectResolved)
	dd := filepath.Join(w.home, "DerivedData", "MyApp-abcdefghijk")
	writeFile(t, filepath.Join(dd, "info.plist"), `<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict><key>LastAccessedDate</key><date>2026-11-01T10:00:00Z</date>
<key>WorkspacePath</key><string>`+filepath.Join(app, "MyApp.xcodeproj")+`</string></dict></plist>`)
	copyDir(t, parserDir, filepath.Join(dd, "SourcePackages", "checkouts", "swift-argument-parser"))
	// another project's DerivedData must not be used
	other := filepath.Join(w.home, "DerivedData", "Other-zzz")
	writeFile(t, filepath.Join(other, "info.plist"), `<plist><dict><key>WorkspacePath</key><string>/elsewhere/Other.xcodeproj</string></dict></plist>`)
	return app
}

func TestDescribeXcodeProject(t *testing.T) {
	w := newWorld(t)
	app := xcodeProject(t, w)
	doc, err := w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-argument-parser", ProjectPath: app}})
	if err != nil {
		t.Fatal(err)
	}
	wantDir := filepath.Join(w.home, "DerivedData", "MyApp-abcdefghijk", "SourcePackages", "checkouts", "swift-argument-parser")
	if doc.Version != "1.6.1" || doc.Source.Kind != sdk.SourceLocalInstall || doc.Source.Detail != wantDir {
		t.Errorf("version %q source %+v", doc.Version, doc.Source)
	}
	if w.githubN != 0 {
		t.Errorf("%d GitHub requests", w.githubN)
	}
	// a product name, found in the checkouts' manifests (no Package.swift)
	byProduct, err := w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "argumentparser", ProjectPath: app}})
	if err != nil || byProduct.Source.Detail != wantDir || len(byProduct.Subpackages) != 1 {
		t.Errorf("by product name: %v %+v", err, byProduct)
	}
	got, err := w.provider().Complete(t.Context(), sdk.CompleteRequest{Argument: "package", ProjectPath: filepath.Join(app, "Sources")})
	if err != nil || len(got.Values) != 3 {
		t.Errorf("completions from the Xcode pins: %v %+v", err, got)
	}
}

func TestDescribePrefersSymbolGraph(t *testing.T) {
	w := newWorld(t)
	// a checkout that ships a symbol graph for its module
	dir := filepath.Join(w.project, ".build", "checkouts", "swift-log")
	writeFile(t, filepath.Join(dir, "Package.swift"), `// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "GeometricalShapes",
    products: [.library(name: "GeometricalShapes", targets: ["GeometricalShapes"])],
    targets: [.target(name: "GeometricalShapes")])
`)
	writeFile(t, filepath.Join(dir, "Sources", "GeometricalShapes", "Circle.swift"), "public struct OnlyInSource {}\n")
	b, err := os.ReadFile("testdata/GeometricalShapes.symbols.json")
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(dir, "docs", "GeometricalShapes.symbols.json"), string(b))
	doc, err := w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-log", ProjectPath: w.project}})
	if err != nil {
		t.Fatal(err)
	}
	if hasSymbol(doc, "OnlyInSource") || !hasSymbol(doc, "Circle.isNull") {
		t.Errorf("symbols did not come from the graph: %+v", doc.Symbols)
	}
	if len(doc.Subpackages) != 1 || !strings.Contains(doc.Subpackages[0].Synopsis, "symbol graph docs/GeometricalShapes.symbols.json") {
		t.Errorf("subpackages %+v", doc.Subpackages)
	}
}

// TestCheckoutSymlinksNotFollowed: a checkout's README linking out of the
// tree is not read.
func TestCheckoutSymlinksNotFollowed(t *testing.T) {
	w := newWorld(t)
	dir := filepath.Join(w.project, ".build", "checkouts", "swift-log")
	writeFile(t, filepath.Join(dir, "Package.swift"), "let package = Package(name: \"swift-log\", products: [.library(name: \"Logging\", targets: [\"Logging\"])], targets: [.target(name: \"Logging\")])\n")
	secret := filepath.Join(t.TempDir(), "secret")
	writeFile(t, secret, "TOKEN=hunter2\n")
	if err := os.Symlink(secret, filepath.Join(dir, "README.md")); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "Sources"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Dir(secret), filepath.Join(dir, "Sources", "Logging")); err != nil {
		t.Fatal(err)
	}
	doc, err := w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-log", ProjectPath: w.project}})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(doc.Readme, "hunter2") || strings.Contains(doc.Summary, "hunter2") {
		t.Error("a symlinked README was read")
	}
}

// bareRepo makes a bare git repository with tags.
func bareRepo(t *testing.T, tags ...string) string {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	work, bare := t.TempDir(), filepath.Join(t.TempDir(), "Lib.git")
	run := func(dir string, args ...string) {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(cmd.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com", "GIT_CONFIG_GLOBAL=/dev/null")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	run(work, "init", "-q")
	run(work, "commit", "-q", "--allow-empty", "-m", "init")
	for _, tag := range tags {
		run(work, "tag", tag)
	}
	run(work, "clone", "-q", "--bare", work, bare)
	return bare
}

// TestNonGitHubHostTags: a package on another host is resolved through
// git ls-remote. The test's runner maps the host URL to a local bare
// repository; the user path never accepts file:// (TestDescribeRefusesBeforeIO).
func TestNonGitHubHostTags(t *testing.T) {
	bare := bareRepo(t, "1.0.0", "1.2.0", "v2.0.0", "2.1.0-rc.1", "release-x")
	const url = "https://git.example.com/team/Lib.git"
	var sawURL string
	git := &githost.Git{Run: func(ctx context.Context, env []string, args ...string) ([]byte, error) {
		sawURL = args[len(args)-1]
		args[len(args)-1] = "file://" + bare
		cmd := exec.CommandContext(ctx, "git", append([]string{"-c", "protocol.file.allow=always"}, args...)...)
		cmd.Env = append(os.Environ(), env...)
		return cmd.Output()
	}}
	w := newWorld(t)
	cfg := w.config()
	cfg.Git = git
	_, err := New(cfg).Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: url}})
	if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), "latest version tagged there is 2.0.0") {
		t.Errorf("Describe: %v", err)
	}
	if sawURL != url {
		t.Errorf("git got URL %q", sawURL)
	}
	// with the project's checkout, no git at all
	dir := filepath.Join(w.project, ".build", "checkouts", "Lib")
	writeFile(t, filepath.Join(dir, "Package.swift"), "let package = Package(name: \"Lib\", products: [.library(name: \"Lib\", targets: [\"Lib\"])], targets: [.target(name: \"Lib\")])\n")
	writeFile(t, filepath.Join(dir, "Sources", "Lib", "Lib.swift"), "public func hello() {}\n")
	sawURL = ""
	doc, err := New(cfg).Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: url, ProjectPath: w.project}})
	if err != nil || !hasSymbol(doc, "hello") || sawURL != "" {
		t.Errorf("checkout of a non-GitHub package: %v, git ran for %q", err, sawURL)
	}
	if len(doc.Notes) == 0 {
		t.Error("no note that the checkout's version is unknown")
	}
}

// TestDescribeFromSwiftPMCache: a package pinned by the project with no
// checkout is read from SwiftPM's shared repository cache, offline.
func TestDescribeFromSwiftPMCache(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	w := newWorld(t)
	work := t.TempDir()
	writeFile(t, filepath.Join(work, "Package.swift"), "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"swift-log\", products: [.library(name: \"Logging\", targets: [\"Logging\"])], targets: [.target(name: \"Logging\")])\n")
	writeFile(t, filepath.Join(work, "Sources", "Logging", "Logger.swift"), "/// A logger.\npublic struct Logger {\n    /// Logs at info level.\n    public func info(_ message: String) {}\n}\n")
	run := func(dir string, args ...string) {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(cmd.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com", "GIT_CONFIG_GLOBAL=/dev/null")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	run(work, "init", "-q")
	run(work, "add", ".")
	run(work, "commit", "-q", "-m", "v")
	run(work, "tag", "1.6.4")
	run(work, "tag", "1.7.0")
	mirror := filepath.Join(w.home, ".cache", "org.swift.swiftpm", "repositories", "swift-log-8f2e1c0a")
	run(work, "clone", "-q", "--mirror", work, mirror)
	run(mirror, "remote", "set-url", "origin", "https://github.com/apple/swift-log.git")
	cfg := w.config()
	cfg.Git = &githost.Git{} // real git, local repository only
	doc, err := New(cfg).Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-log", ProjectPath: w.project}})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Version != "1.6.4" || doc.LatestVersion != "1.7.0" || doc.Source.Kind != sdk.SourceCache || !hasSymbol(doc, "Logger.info") {
		t.Errorf("version %q latest %q source %+v", doc.Version, doc.LatestVersion, doc.Source)
	}
	if w.githubN != 0 {
		t.Errorf("%d GitHub requests", w.githubN)
	}
	// a version the cache lacks goes to the network
	_, err = New(cfg).Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-log", Version: "2.0.0", ProjectPath: w.project}})
	if w.githubN == 0 {
		t.Errorf("a version missing from the cache did not ask GitHub: %v", err)
	}
}

// A manifest that builds its targets with code (a helper function, a map
// over a list) cannot be read as text: the modules come from the folders
// SwiftPM's conventions make targets, and the answer says so. Sources:
// apple/swift-numerics 1.1.1, trimmed; the manifest is written for the
// test (see testdata/SOURCES.md).
func TestDescribeManifestBuiltByCode(t *testing.T) {
	w := newWorld(t)
	copyDir(t, "testdata/swift-numerics-helper-built", filepath.Join(w.project, ".build", "checkouts", "swift-log"))
	doc, err := w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-log", ProjectPath: w.project}})
	if err != nil {
		t.Fatal(err)
	}
	var mods []string
	for _, s := range doc.Subpackages {
		mods = append(mods, s.Path)
	}
	// folders in name order; _TestSupport is an implementation detail
	if diff := cmp.Diff([]string{"ComplexModule", "Numerics", "RealModule"}, mods); diff != "" {
		t.Errorf("modules (-want +got):\n%s", diff)
	}
	if !hasSymbol(doc, "Complex") || !hasSymbol(doc, "AlgebraicField") || hasSymbol(doc, "BlackHole") {
		t.Errorf("API: %d symbols, want Complex and AlgebraicField, not _TestSupport's", len(doc.Symbols))
	}
	said := false
	for _, n := range doc.Notes {
		said = said || strings.Contains(n, "SwiftPM's conventions") && strings.Contains(n, "Sources/<Target>")
	}
	if !said {
		t.Errorf("notes do not say where the modules came from: %q", doc.Notes)
	}
	// a module asked for by name is found too
	one, err := w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-log/RealModule", ProjectPath: w.project}})
	if err != nil || len(one.Subpackages) != 1 {
		t.Errorf("swift-log/RealModule: %v", err)
	}
}

// TestExtensionOfOtherModulesType: swift-numerics' RealModule extends the
// standard library's Double with cos, sin and the rest. Their members
// are listed under Double, symbol=Double answers with them (Double is
// declared elsewhere: the answer says so), and check_package_api finds
// Double.cos.
func TestExtensionOfOtherModulesType(t *testing.T) {
	w := newWorld(t)
	copyDir(t, "testdata/swift-numerics-helper-built", filepath.Join(w.project, ".build", "checkouts", "swift-log"))
	ref := sdk.PackageRef{Name: "swift-log", ProjectPath: w.project}
	doc, err := w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	ix := apicheck.NewIndex("swift", doc.Name, doc.Symbols)
	if got := ix.Check(apicheck.Ref{Query: "Double.cos"}); got.Verdict != sdk.VerdictExists {
		t.Errorf("check Double.cos = %v (%s), want exists", got.Verdict, got.Note)
	}
	one, err := w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: ref, Symbol: "Double"})
	if err != nil {
		t.Fatalf("symbol Double: %v", err)
	}
	if len(one.Symbols) == 0 || one.Symbols[0].Signature != "extension Double: Real" || !strings.Contains(one.Symbols[0].Doc, "declared outside this package") {
		t.Errorf("symbol Double: first symbol %+v", one.Symbols[:min(1, len(one.Symbols))])
	}
	if !hasSymbol(one, "Double.cos") || !hasSymbol(one, "Double.log") {
		t.Errorf("symbol Double lacks Double.cos or Double.log: %d symbols", len(one.Symbols))
	}
}

// TestStaleCheckout: SwiftPM records what it checked out in
// .build/workspace-state.json (its v6 format below); when Package.resolved
// pins another revision (pulled, not resolved since), the checkout is
// answered under its own version, with a note naming the pin, never
// under the pin's.
func TestStaleCheckout(t *testing.T) {
	state := func(revision, version string) string {
		return `{
  "object" : {
    "artifacts" : [ ],
    "dependencies" : [
      {
        "basedOn" : null,
        "packageRef" : {
          "identity" : "swift-argument-parser",
          "kind" : "remoteSourceControl",
          "location" : "https://github.com/apple/swift-argument-parser.git",
          "name" : "swift-argument-parser"
        },
        "state" : {
          "checkoutState" : { "revision" : "` + revision + `", "version" : "` + version + `" },
          "name" : "sourceControlCheckout"
        },
        "subpath" : "swift-argument-parser"
      }
    ]
  },
  "version" : 6
}
`
	}
	for name, tt := range map[string]struct {
		state, want string
		note        bool
	}{
		"current": {state: state("2f77f2fccb6e84fecff338c37b199e33e7dfd119", "1.6.1"), want: "1.6.1"},
		"stale":   {state: state("41982a3656a71c768319979febd796c6fd111d5c", "1.5.0"), want: "1.5.0", note: true},
	} {
		t.Run(name, func(t *testing.T) {
			w := newWorld(t)
			writeFile(t, filepath.Join(w.project, ".build", "workspace-state.json"), tt.state)
			doc, err := w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-argument-parser", ProjectPath: w.project}})
			if err != nil {
				t.Fatal(err)
			}
			notes := strings.Join(doc.Notes, "\n")
			if doc.Version != tt.want || strings.Contains(notes, "Package.resolved pins 1.6.1") != tt.note {
				t.Errorf("version %s, notes %q; want %s, a note on the pin: %v", doc.Version, notes, tt.want, tt.note)
			}
		})
	}
}

// TestPathDependency: Package.swift depends on a directory
// (testdata/pathdep: .package(path: "../swift-argument-parser")), with no
// Package.resolved pin, as SwiftPM leaves path dependencies. The answer
// is that directory's source, with no code host asked. Before, the
// package was "not a dependency of the project". A project the user did
// not choose does not get a directory outside itself read.
func TestPathDependency(t *testing.T) {
	w := newWorld(t)
	root := t.TempDir()
	app := filepath.Join(root, "tool")
	copyDir(t, filepath.Join("testdata", "pathdep"), app)
	lib := filepath.Join(root, "swift-argument-parser")
	copyDir(t, parserDir, lib)
	doc, err := w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-argument-parser", ProjectPath: app, ProjectTrusted: true}})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Source.Kind != sdk.SourceLocalFolder || doc.Source.Detail != lib {
		t.Errorf("source %+v, want the local folder %s", doc.Source, lib)
	}
	if len(doc.Symbols) == 0 {
		t.Error("no API")
	}
	if notes := strings.Join(doc.Notes, "\n"); !strings.Contains(notes, "by path") {
		t.Errorf("notes %q", notes)
	}
	if len(doc.Install) == 0 || doc.Install[0] != `.package(path: "../swift-argument-parser")` {
		t.Errorf("install lines %q, want the project's .package(path:) first", doc.Install)
	}
	if w.githubN != 0 {
		t.Errorf("%d GitHub requests", w.githubN)
	}
	_, err = w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-argument-parser", ProjectPath: app}})
	if err == nil || sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), "not one the user chose") {
		t.Errorf("untrusted project: %v, want a refusal that says why", err)
	}
}

// TestPinnedWithoutTags: Package.resolved (testdata/ratelimited) pins
// versions with their revisions, nothing is checked out, and GitHub
// refuses the tag list (the anonymous rate limit). The pinned version is
// read at its pinned revision; only the newest release stays unknown.
// When the archive cannot be had either, the error names the pin.
func TestPinnedWithoutTags(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "ratelimited"), proj)
	doc, err := w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "repo", ProjectPath: proj}})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Version != "1.2.0" || doc.Source.Kind != sdk.SourceLockfile || !strings.HasSuffix(doc.Source.Detail, "/tree/8b1a9c0e4f5d6a7b8c9d0e1f2a3b4c5d6e7f8091") {
		t.Errorf("answered %s from %+v", doc.Version, doc.Source)
	}
	if notes := strings.Join(doc.Notes, "\n"); !strings.Contains(notes, "could not be listed") {
		t.Errorf("notes %q", notes)
	}
	_, err = w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "gone", ProjectPath: proj}})
	if want := filepath.Join(proj, "Package.resolved") + " pins gone 2.0.0"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want it to say %q", err, want)
	}
}

// TestCheckoutLatestFromProjectCache: SwiftPM's own layout after a
// resolve, made with real git: the project's repository cache
// (.build/repositories/<name>-<hash>, a mirror holding every tag) and the
// checkout cloned from it with --shared at the pinned tag. Main answered
// the checkout with no latest version (the upgrade prompt then refused
// without `to`) and read another version from the code host. Now the
// latest is the newest tag the project's cache and checkout hold, and
// another version of a project the user chose is read from that cache;
// no code host is asked either way.
func TestCheckoutLatestFromProjectCache(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	w := newWorld(t)
	work := t.TempDir()
	run := func(dir string, args ...string) {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(cmd.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com", "GIT_CONFIG_GLOBAL=/dev/null")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	writeFile(t, filepath.Join(work, "Package.swift"), "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"swift-log\", products: [.library(name: \"Logging\", targets: [\"Logging\"])], targets: [.target(name: \"Logging\")])\n")
	logger := filepath.Join(work, "Sources", "Logging", "Logger.swift")
	writeFile(t, logger, "/// A logger.\npublic struct Logger {\n    /// Logs at info level.\n    public func info(_ message: String) {}\n}\n")
	run(work, "init", "-q")
	run(work, "add", ".")
	run(work, "commit", "-q", "-m", "1.6.4")
	run(work, "tag", "1.6.4")
	writeFile(t, logger, "/// A logger.\npublic struct Logger {\n    /// Logs at info level.\n    public func info(_ message: String) {}\n    /// Logs at warning level.\n    public func warning(_ message: String) {}\n}\n")
	run(work, "commit", "-q", "-am", "1.7.0")
	run(work, "tag", "-a", "1.7.0", "-m", "1.7.0")
	cache := filepath.Join(w.project, ".build", "repositories", "swift-log-8f2e1c0a")
	run(work, "clone", "-q", "--mirror", work, cache)
	run(cache, "remote", "set-url", "origin", "https://github.com/apple/swift-log.git")
	checkout := filepath.Join(w.project, ".build", "checkouts", "swift-log")
	run(w.project, "clone", "-q", "--shared", "--no-checkout", cache, checkout)
	run(checkout, "checkout", "-q", "1.6.4")
	cfg := w.config()
	cfg.Git = &githost.Git{} // real git, local repository only

	doc, err := New(cfg).Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-log", ProjectPath: w.project, ProjectTrusted: true}})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Version != "1.6.4" || doc.LatestVersion != "1.7.0" || doc.Source.Kind != sdk.SourceLocalInstall {
		t.Errorf("checkout: version %q latest %q source %+v; want 1.6.4, latest 1.7.0, the checkout", doc.Version, doc.LatestVersion, doc.Source)
	}
	next, err := New(cfg).Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-log", Version: "1.7.0", ProjectPath: w.project, ProjectTrusted: true}})
	if err != nil {
		t.Fatal(err)
	}
	if next.Version != "1.7.0" || !strings.Contains(next.Source.Detail, cache) || !hasSymbol(next, "Logger.warning") {
		t.Errorf("1.7.0: version %q source %+v", next.Version, next.Source)
	}
	if w.githubN != 0 {
		t.Errorf("%d GitHub requests", w.githubN)
	}
	// git is not run on the cache of a project the user did not choose
	if other, err := New(cfg).Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-log", Version: "1.7.0", ProjectPath: w.project}}); err == nil && strings.Contains(other.Source.Detail, cache) {
		t.Errorf("untrusted project's cache read: %+v", other.Source)
	}
}
