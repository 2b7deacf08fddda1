package swift

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/grpc/codes"
)

// noGit stands in for git in tests that must not run it.
func noGit(context.Context, []string, ...string) ([]byte, error) {
	return nil, errors.New("git must not run in this test")
}

func wantCode(t *testing.T, err error, want codes.Code) bool {
	t.Helper()
	if got := sdk.Code(err); got != want {
		t.Fatalf("error %v: code %s, want %s", err, got, want)
	}
	return err == nil
}

func fact(doc *sdk.Document, label string) string {
	var out []string
	for _, f := range doc.Facts {
		if f.Label == label {
			out = append(out, f.Value)
		}
	}
	return strings.Join(out, "; ")
}

func hasSymbol(doc *sdk.Document, name string) bool {
	for _, s := range doc.Symbols {
		if s.Name == name {
			return true
		}
	}
	return false
}

func TestDescribeFromCheckout(t *testing.T) {
	w := newWorld(t)
	p := w.provider()
	for _, name := range []string{"swift-argument-parser", "https://github.com/apple/swift-argument-parser.git", "apple/swift-argument-parser", "git@github.com:apple/swift-argument-parser.git", "ArgumentParser"} {
		t.Run(name, func(t *testing.T) {
			doc, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: name, ProjectPath: w.project}})
			if err != nil {
				t.Fatal(err)
			}
			if doc.Name != "swift-argument-parser" || doc.Version != "1.6.1" {
				t.Errorf("name %q version %q", doc.Name, doc.Version)
			}
			if doc.Source.Kind != sdk.SourceLocalInstall || doc.Source.Detail != filepath.Join(w.project, ".build", "checkouts", "swift-argument-parser") {
				t.Errorf("source %+v", doc.Source)
			}
			if got := fact(doc, "Product"); got != "ArgumentParser → targets ArgumentParser" {
				t.Errorf("products %q", got)
			}
			if got := fact(doc, "Swift tools version"); got != "6.0 (Package.swift)" {
				t.Errorf("tools version %q", got)
			}
			wantInstall := []string{`.package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.6.1")`, `.product(name: "ArgumentParser", package: "swift-argument-parser")`}
			if name == "https://github.com/apple/swift-argument-parser.git" || name == "swift-argument-parser" || name == "apple/swift-argument-parser" || strings.HasPrefix(name, "git@") {
				if diff := cmp.Diff(wantInstall, doc.Install); diff != "" {
					t.Errorf("install (-want +got):\n%s", diff)
				}
			}
			for _, s := range []string{"ParsableCommand", "ParsableCommand.run", "Option", "Flag.init", "CommandConfiguration.init", "ExitCode.success"} {
				if !hasSymbol(doc, s) {
					t.Errorf("no symbol %s", s)
				}
			}
			if doc.License != "Apache-2.0" || doc.Readme == "" || len(doc.DocFiles) < 10 {
				t.Errorf("license %q, readme %d bytes, %d doc files", doc.License, len(doc.Readme), len(doc.DocFiles))
			}
			if w.githubN != 0 {
				t.Errorf("a checkout answer made %d GitHub requests", w.githubN)
			}
		})
	}
}

func TestDescribeSymbol(t *testing.T) {
	w := newWorld(t)
	p := w.provider()
	ref := sdk.PackageRef{Name: "swift-argument-parser", ProjectPath: w.project}
	doc, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: ref, Symbol: "ParsableCommand"})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Focus != "ParsableCommand" || doc.Symbols[0].Signature != "protocol ParsableCommand: ParsableArguments" {
		t.Fatalf("focus %q, first %+v", doc.Focus, doc.Symbols[0])
	}
	full := doc.Symbols[0].Doc
	for _, want := range []string{"**Conforms to / inherits:** ParsableArguments", "From the DocC catalog", "`run()`"} {
		if !strings.Contains(full, want) {
			t.Errorf("focus doc lacks %q:\n%s", want, full)
		}
	}
	if !hasSymbol(doc, "ParsableCommand.main") || !hasSymbol(doc, "ParsableCommand.configuration") {
		t.Error("members missing")
	}
	// members a type gets from a protocol of the package it conforms to
	cmd, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: ref, Symbol: "AsyncParsableCommand"})
	if err != nil {
		t.Fatal(err)
	}
	inherited := map[string]bool{}
	for _, s := range cmd.Symbols {
		from, _, _ := strings.Cut(s.Doc, ")")
		inherited[s.Name+" "+from+")"] = true
	}
	for _, want := range []string{"AsyncParsableCommand.helpMessage (from ParsableCommand)", "AsyncParsableCommand.parseOrExit (from ParsableArguments)"} {
		if !inherited[want] {
			t.Errorf("no inherited member %s", want)
		}
	}
	for _, sym := range []string{"ParsableCommand.run", "ArgumentParser.ParsableCommand.run()", "CommandConfiguration.init(commandName:abstract:usage:discussion:version:shouldDisplay:subcommands:groupedSubcommands:defaultSubcommand:helpNames:aliases:)", "parsablecommand.RUN"} {
		d, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: ref, Symbol: sym})
		if err != nil {
			t.Errorf("%s: %v", sym, err)
			continue
		}
		if !strings.Contains(d.Symbols[0].Signature, "run()") && !strings.Contains(d.Symbols[0].Signature, "init(") {
			t.Errorf("%s: %s", sym, d.Symbols[0].Signature)
		}
	}
	// docs rendered from DocC markup
	d, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: ref, Symbol: "ParsableArguments.parse"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(d.Symbols[0].Doc, "**Parameters:**") || !strings.Contains(d.Symbols[0].Doc, "**Returns:**") {
		t.Errorf("DocC callouts not rendered:\n%s", d.Symbols[0].Doc)
	}
	_, err = p.Describe(t.Context(), sdk.DescribeRequest{Package: ref, Symbol: "NoSuchThing"})
	wantCode(t, err, codes.NotFound)
	_, err = p.Describe(t.Context(), sdk.DescribeRequest{Package: ref, Symbol: "Parsable"})
	if !strings.Contains(err.Error(), "similar") {
		t.Errorf("no suggestions: %v", err)
	}
}

func TestDescribeModule(t *testing.T) {
	w := newWorld(t)
	p := w.provider()
	doc, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-argument-parser/ArgumentParser", ProjectPath: w.project}})
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.Subpackages) != 1 || doc.Subpackages[0].Path != "ArgumentParser" {
		t.Errorf("modules %+v", doc.Subpackages)
	}
	_, err = p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-argument-parser/NoModule", ProjectPath: w.project}})
	wantCode(t, err, codes.NotFound)
}

func TestDescribeFromGitHub(t *testing.T) {
	w := newWorld(t)
	p := w.provider()
	tests := []struct {
		name, version, want, latest string
	}{
		{"latest release", "", "1.6.1", "1.6.1"},
		{"from", "from: 1.5.0", "1.6.1", "1.6.1"},
		{"exact", "1.5.1", "1.5.1", "1.6.1"},
		{"range", "1.5.0..<1.6.0", "1.5.1", "1.6.1"},
		{"branch", "main", "main", "1.6.1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "apple/swift-argument-parser", Version: tt.version}})
			if err != nil {
				t.Fatal(err)
			}
			if doc.Version != tt.want || doc.LatestVersion != tt.latest {
				t.Errorf("version %q latest %q, want %q %q", doc.Version, doc.LatestVersion, tt.want, tt.latest)
			}
			if doc.Source.Kind != sdk.SourceRegistry || !strings.HasPrefix(doc.Source.Detail, "https://github.com/apple/swift-argument-parser/tree/") {
				t.Errorf("source %+v", doc.Source)
			}
			if doc.Summary != "Straightforward, type-safe argument parsing for Swift" || !hasSymbol(doc, "ParsableCommand.run") {
				t.Errorf("summary %q", doc.Summary)
			}
		})
	}
	_, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "apple/swift-argument-parser", Version: "9.0.0"}})
	wantCode(t, err, codes.NotFound)
	for i, a := range w.auth["github"] {
		if a != "Bearer gh-token" {
			t.Errorf("GitHub request %d without the token: %q", i, a)
		}
	}
	for _, a := range w.auth["archive"] {
		if a != "" {
			t.Errorf("token sent to the archive host: %q", a)
		}
	}
	// "latest" means the newest release, not the project's pin
	doc, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-argument-parser", Version: "latest", ProjectPath: w.project}})
	if err != nil || doc.Version != "1.6.1" || doc.Source.Kind != sdk.SourceRegistry {
		t.Errorf("latest with a project: %v %+v", err, doc)
	}
	// an explicit version the checkout does not hold goes to GitHub
	doc, err = p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-argument-parser", Version: "1.5.1", ProjectPath: w.project}})
	if err != nil || doc.Version != "1.5.1" || doc.Source.Kind != sdk.SourceRegistry {
		t.Errorf("explicit version with a project: %v %+v", err, doc)
	}
}

func TestDescribeRateLimit(t *testing.T) {
	w := newWorld(t)
	cfg := w.config()
	cfg.GitHubToken = ""
	t.Setenv("GITHUB_TOKEN", "")
	t.Setenv("GH_TOKEN", "")
	_, err := New(cfg).Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "limited/repo"}})
	wantCode(t, err, codes.ResourceExhausted)
	if !strings.Contains(err.Error(), "GITHUB_TOKEN") {
		t.Errorf("message: %v", err)
	}
}

func TestDescribeFromRegistry(t *testing.T) {
	w := newWorld(t)
	p := w.provider()
	// pinned by the project
	doc, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "mona.LinkedList", ProjectPath: w.project}})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Version != "1.1.0" || doc.LatestVersion != "2.0.0" || doc.Source.Kind != sdk.SourceLockfile || doc.License != "MIT" {
		t.Errorf("version %q latest %q source %v license %q", doc.Version, doc.LatestVersion, doc.Source.Kind, doc.License)
	}
	wantSyms := []string{"LinkedList", "LinkedList.init", "LinkedList.append", "LinkedList.count", "LinkedList.makeIterator"}
	var got []string
	for _, s := range doc.Symbols {
		got = append(got, s.Name)
	}
	if diff := cmp.Diff(wantSyms, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{`.package(id: "mona.LinkedList", from: "1.1.0")`, `.product(name: "LinkedList", package: "mona.LinkedList")`}, doc.Install); diff != "" || doc.Name != "mona.LinkedList" {
		t.Errorf("name %q, install (-want +got):\n%s", doc.Name, diff)
	}
	if got := fact(doc, "Depends on"); got != "swift-collections (from: 1.1.0)" {
		t.Errorf("dependencies %q", got)
	}
	if fact(doc, "Platforms") != "macOS 12, iOS 15" {
		t.Errorf("platforms %q", fact(doc, "Platforms"))
	}
	if len(doc.Examples) != 1 || !strings.Contains(doc.Examples[0].Code, "list.append(1)") {
		t.Errorf("examples %+v", doc.Examples)
	}
	// without a project: latest
	doc, err = p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "mona.LinkedList"}})
	if err != nil || doc.Version != "2.0.0" || doc.Source.Kind != sdk.SourceRegistry {
		t.Errorf("latest: %v %+v", err, doc)
	}
	focus, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "mona.LinkedList"}, Symbol: "LinkedList"})
	if err != nil || !strings.Contains(focus.Symbols[0].Doc, "Sequence") {
		t.Errorf("conformance from an extension: %v %+v", err, focus)
	}
	for _, a := range w.auth["registry"] {
		if a != "Bearer registry-token" {
			t.Errorf("registry request with %q", a)
		}
	}
	if len(w.auth["github"]) != 0 {
		t.Errorf("registry package asked GitHub")
	}
	// a scope without a registry
	_, err = p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "other.Thing"}})
	wantCode(t, err, codes.NotFound)
}

func TestDescribeRefusesBeforeIO(t *testing.T) {
	w := newWorld(t)
	p := w.provider()
	for _, name := range []string{
		"ext::sh -c touch% /tmp/pwned", "--upload-pack=touch /tmp/pwned", "file:///etc", "http://github.com/a/b",
		"https://user:pw@github.com/a/b.git", "../../etc", "a b", strings.Repeat("a", 1<<20), "https://github.com/" + strings.Repeat("a", 1<<20),
	} {
		_, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: name, ProjectPath: w.project}})
		wantCode(t, err, codes.InvalidArgument)
	}
	for _, v := range []string{"--upload-pack=x", "from: x", "branch: ../x", strings.Repeat("1", 1<<20)} {
		_, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "apple/swift-argument-parser", Version: v}})
		wantCode(t, err, codes.InvalidArgument)
	}
	_, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "apple/swift-argument-parser", ProjectPath: "relative/dir"}})
	wantCode(t, err, codes.InvalidArgument)
	_, err = p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "apple/swift-argument-parser", ProjectPath: "/" + strings.Repeat("a", 1<<20)}})
	wantCode(t, err, codes.InvalidArgument)
	_, err = p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "apple/swift-argument-parser"}, Symbol: strings.Repeat("a", 1<<20)})
	wantCode(t, err, codes.InvalidArgument)
	if w.githubN != 0 || len(w.auth["registry"]) != 0 {
		t.Errorf("invalid requests reached upstreams: %d GitHub, %d registry", w.githubN, len(w.auth["registry"]))
	}
}

func TestDescribeIdentityWithoutProject(t *testing.T) {
	w := newWorld(t)
	_, err := w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-argument-parser"}})
	wantCode(t, err, codes.NotFound)
	if !strings.Contains(err.Error(), "owner/repo") {
		t.Errorf("message: %v", err)
	}
}

func TestGetDoc(t *testing.T) {
	w := newWorld(t)
	p := w.provider()
	ref := sdk.PackageRef{Name: "swift-argument-parser", ProjectPath: w.project}
	d, err := p.GetDoc(t.Context(), sdk.GetDocRequest{Package: ref, Path: "Sources/ArgumentParser/Documentation.docc/Articles/GettingStarted.md"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(d.Content, "# Getting Started with ArgumentParser") || regexp.MustCompile("(^|[^`])``[A-Za-z]").MatchString(d.Content) {
		t.Errorf("article: %.200s", d.Content)
	}
	part, err := p.GetDoc(t.Context(), sdk.GetDocRequest{Package: ref, Path: "Sources/ArgumentParser/Documentation.docc/Articles/GettingStarted.md", Section: "Overview"})
	if err != nil || !strings.HasPrefix(part.Content, "## Overview") || strings.Contains(part.Content, "# Getting Started") {
		t.Errorf("article section: %v %+v", err, part)
	}
	_, err = p.GetDoc(t.Context(), sdk.GetDocRequest{Package: ref, Path: "../../../etc/passwd"})
	wantCode(t, err, codes.NotFound)
	_, err = p.GetDoc(t.Context(), sdk.GetDocRequest{Package: ref, Path: "Package.swift"})
	wantCode(t, err, codes.NotFound)
	sec, err := p.GetDoc(t.Context(), sdk.GetDocRequest{Package: ref, Section: "Usage"})
	if err != nil || !strings.Contains(sec.Content, "ParsableCommand") {
		t.Errorf("section: %v %+v", err, sec)
	}
}

func TestGetDocTutorial(t *testing.T) {
	w := newWorld(t)
	d, err := w.provider().GetDoc(t.Context(), sdk.GetDocRequest{Package: sdk.PackageRef{Name: "mona.LinkedList"}, Path: "Sources/LinkedList/LinkedList.docc/Tutorials/Basics.tutorial"})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# Linking Things", "Make a `LinkedList`.", "## Append", "**Step 1:**", "// main.swift\nvar list = LinkedList<Int>()"} {
		if !strings.Contains(d.Content, want) {
			t.Errorf("tutorial lacks %q:\n%s", want, d.Content)
		}
	}
	if d.Title != "Linking Things" {
		t.Errorf("title %q", d.Title)
	}
}

func TestComplete(t *testing.T) {
	w := newWorld(t)
	p := w.provider()
	got, err := p.Complete(t.Context(), sdk.CompleteRequest{Argument: "package", ProjectPath: w.project})
	if err != nil {
		t.Fatal(err)
	}
	want := &sdk.Completion{Values: []string{"mona.linkedlist", "swift-argument-parser", "swift-log"}, Total: 3, ProjectValues: 2}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Complete (-want +got):\n%s", diff)
	}
	got, _ = p.Complete(t.Context(), sdk.CompleteRequest{Argument: "package", Prefix: "swift-l", ProjectPath: w.project})
	if diff := cmp.Diff(&sdk.Completion{Values: []string{"swift-log"}, Total: 1}, got); diff != "" {
		t.Errorf("prefix (-want +got):\n%s", diff)
	}
	got, _ = p.Complete(t.Context(), sdk.CompleteRequest{Argument: "package"})
	if len(got.Values) != 0 {
		t.Errorf("no project: %v", got.Values)
	}
}

// TestUntrustedProjectRegistries: a project the user did not choose whose
// registries.json points the scope at another loopback host (which the
// user's netrc machine 127.0.0.1 would give the registry token) sends
// nothing there, nor to the user's registry, which could answer with
// another package of the name (dependency confusion): the error names
// the file and how to trust the project. Trusted, the file is obeyed.
func TestUntrustedProjectRegistries(t *testing.T) {
	w := newWorld(t)
	var mu sync.Mutex
	var seen []string
	evil := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen = append(seen, r.URL.Path+" "+r.Header.Get("Authorization"))
		mu.Unlock()
		http.NotFound(rw, r)
	}))
	t.Cleanup(evil.Close)
	writeFile(t, filepath.Join(w.project, ".swiftpm", "configuration", "registries.json"),
		`{"registries":{"mona":{"url":"`+evil.URL+`"}},"authentication":{"`+strings.TrimPrefix(evil.URL, "http://")+`":{"type":"token"}},"version":1}`)
	p := w.provider()
	w.mu.Lock()
	before := len(w.auth["registry"])
	w.mu.Unlock()
	_, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "mona.LinkedList", ProjectPath: w.project}})
	if err == nil || !strings.Contains(err.Error(), "registries.json") || !strings.Contains(err.Error(), "--project") {
		t.Errorf("untrusted project: err %v; want a refusal naming the file and how to trust the project", err)
	}
	w.mu.Lock()
	if n := len(w.auth["registry"]) - before; n != 0 {
		t.Errorf("untrusted project: %d requests to the user's registry for a name the project sends elsewhere", n)
	}
	w.mu.Unlock()
	mu.Lock()
	n := len(seen)
	mu.Unlock()
	if n != 0 {
		t.Errorf("untrusted project: %d requests to the host its registries.json names: %v", n, seen)
	}
	_, _ = p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "mona.LinkedList", ProjectPath: w.project, ProjectTrusted: true}})
	mu.Lock()
	defer mu.Unlock()
	if len(seen) == 0 {
		t.Error("trusted project: its registries.json was not used")
	}
}
