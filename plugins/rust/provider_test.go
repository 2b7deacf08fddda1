package rust

import (
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"

	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

func describe(t *testing.T, p *Provider, ref sdk.PackageRef, symbol string) *sdk.Document {
	t.Helper()
	doc, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: ref, Symbol: symbol})
	if err != nil {
		t.Fatalf("Describe(%+v, %q): %v", ref, symbol, err)
	}
	return doc
}

func wantCode(t *testing.T, err error, want codes.Code) {
	t.Helper()
	if got := sdk.Code(err); got != want {
		t.Errorf("error code %v (%v), want %v", got, err, want)
	}
}

func symbolNames(d *sdk.Document) []string {
	var out []string
	for _, s := range d.Symbols {
		out = append(out, s.Name)
	}
	return out
}

func fact(d *sdk.Document, label string) string {
	for _, f := range d.Facts {
		if f.Label == label {
			return f.Value
		}
	}
	return ""
}

// TestAxumFromDocsRS reads the recorded docs.rs JSON (format 57) and
// reports the answer's size: a figure for the issue.
func TestAxumFromDocsRS(t *testing.T) {
	w := newWorld(t)
	p := w.provider(true)
	doc := describe(t, p, sdk.PackageRef{Name: "axum"}, "")
	if doc.Version != "0.8.9" || !strings.HasPrefix(fact(doc, "Docs from"), "docs.rs rustdoc JSON (format 57)") {
		t.Fatalf("version %s, docs from %q", doc.Version, fact(doc, "Docs from"))
	}
	names := symbolNames(doc)
	for _, want := range []string{"routing", "Router", "Router::route", "serve", "Json", "extract::State", "routing::get"} {
		if !contains(names, want) {
			t.Errorf("axum outline lacks %s", want)
		}
	}
	full := answer.RenderDocument(doc, answer.RenderOptions{Ecosystem: "rust", MaxLength: -1})
	page := answer.RenderDocument(doc, answer.RenderOptions{Ecosystem: "rust"})
	t.Logf("axum 0.8.9: %d symbols, whole answer %d bytes, first page at the default budget %d bytes", len(doc.Symbols), len(full), len(page))
	if !strings.Contains(full, "pub struct Router<S = ()> { /* private fields */ }") {
		t.Error("Router's declaration is not as rustdoc prints it")
	}
	if !strings.Contains(full, "requires feature = \"json\"") {
		t.Error("no feature gate shown for Json")
	}
	if doc.Summary != "Web framework (test description)" || doc.License != "MIT" {
		t.Errorf("registry API metadata not used: summary %q, license %q", doc.Summary, doc.License)
	}
	// The crate source could not be downloaded (no .crate in the fake
	// registry): the answer says so rather than inventing a README.
	if !strings.Contains(strings.Join(doc.Notes, " "), "crate source not read") {
		t.Errorf("notes %q do not say the source is missing", doc.Notes)
	}

	// A symbol in full, with its methods and trait impls, and the feature
	// it needs in the cargo add line.
	r := describe(t, p, sdk.PackageRef{Name: "axum"}, "Router")
	if r.Focus != "Router" || len(r.Symbols) < 10 {
		t.Errorf("Router focus %q with %d symbols", r.Focus, len(r.Symbols))
	}
	j := describe(t, p, sdk.PackageRef{Name: "axum"}, "Json")
	if j.Install[0] != "cargo add axum@0.8.9 --features json" {
		t.Errorf("install %q, want --features json", j.Install)
	}
	m := describe(t, p, sdk.PackageRef{Name: "axum"}, "Router::route")
	if m.Focus != "Router::route" || !strings.Contains(m.Symbols[len(m.Symbols)-1].Signature, "pub fn route(self, path: &str") {
		t.Errorf("Router::route: %+v", m.Symbols)
	}
	// A module path as the package.
	mod := describe(t, p, sdk.PackageRef{Name: "axum::extract"}, "")
	for _, s := range mod.Symbols {
		if s.Kind != "re-export" && !strings.HasPrefix(s.Name, "extract") {
			t.Errorf("axum::extract lists %s", s.Name)
			break
		}
	}
	_, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "axum"}, Symbol: "NoSuchThing"})
	wantCode(t, err, codes.NotFound)
}

// TestSourceScannerFromCrate downloads the .crate (docs.rs off), checks
// its sha256 against the index, and scans it.
func TestSourceScannerFromCrate(t *testing.T) {
	w := newWorld(t)
	doc := describe(t, w.provider(false), sdk.PackageRef{Name: "kvstore-demo"}, "")
	if doc.Version != "0.3.1" || doc.LatestVersion != "0.3.1" {
		t.Errorf("version %s latest %s, want 0.3.1 (0.4.0-beta.1 is a pre-release, 0.5.0 yanked)", doc.Version, doc.LatestVersion)
	}
	if fact(doc, "Docs from") != "crate source (declaration scanner)" || !strings.Contains(strings.Join(doc.Notes, " "), "other macros or by build scripts are missing") {
		t.Errorf("docs from %q, notes %q", fact(doc, "Docs from"), doc.Notes)
	}
	wantFacts := map[string]string{"Edition": "2021", "MSRV (rust-version)": "1.70"}
	for k, v := range wantFacts {
		if got := fact(doc, k); got != v {
			t.Errorf("fact %s = %q, want %q", k, got, v)
		}
	}
	if doc.License != "MIT" || doc.Summary != "A tiny in-memory key-value store used as a rustdoc fixture" {
		t.Errorf("license %q summary %q", doc.License, doc.Summary)
	}
	if strings.Contains(doc.Readme, "shields.io") || !strings.Contains(doc.Readme, "## Usage") {
		t.Errorf("README not filtered: %q", doc.Readme)
	}
	if len(doc.Examples) == 0 || !strings.Contains(doc.Examples[0].Code, "Store::new()") {
		t.Errorf("examples %+v", doc.Examples)
	}
	if doc.Source.Kind != sdk.SourceRegistry || !strings.HasSuffix(doc.Source.Detail, "/dl/kvstore_demo/0.3.1/download") {
		t.Errorf("source %+v", doc.Source)
	}
}

// TestSourcesAgree compares the scanner's answer with the rustdoc JSON's
// on the same crate, item by item.
func TestSourcesAgree(t *testing.T) {
	w := newWorld(t)
	fromJSON := describe(t, w.provider(true), sdk.PackageRef{Name: "kvstore_demo", Version: "=0.3.1"}, "")
	fromSrc := describe(t, w.provider(false), sdk.PackageRef{Name: "kvstore_demo", Version: "=0.3.1"}, "")
	sig := func(d *sdk.Document) map[string]string {
		m := map[string]string{}
		for _, s := range d.Symbols {
			m[s.Name] = strings.Split(s.Signature, "\n// Implements")[0]
		}
		return m
	}
	a, b := sig(fromJSON), sig(fromSrc)
	// Rustdoc prints paths as it resolves them; the source as written.
	delete(a, "codec::encode")
	delete(b, "codec::encode")
	delete(a, "codec::decode")
	delete(b, "codec::decode")
	a["Persist"], b["Persist"] = "", ""
	if diff := cmp.Diff(a, b); diff != "" {
		t.Errorf("rustdoc JSON vs source scanner (-json +scanner):\n%s", diff)
	}
}

func TestVersionResolution(t *testing.T) {
	w := newWorld(t)
	p := w.provider(false)
	proj := t.TempDir()
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n\n[dependencies]\nkv = { package = \"kvstore_demo\", version = \"0.3.0\" }\n")
	locked := t.TempDir()
	writeFile(t, filepath.Join(locked, "Cargo.toml"), "[workspace]\nmembers = [\"app\"]\n")
	writeFile(t, filepath.Join(locked, "app", "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n\n[dependencies]\nkvstore_demo = \"0.3\"\n")
	writeFile(t, filepath.Join(locked, "Cargo.lock"), "version = 4\n\n[[package]]\nname = \"app\"\nversion = \"0.1.0\"\ndependencies = [\"kvstore_demo\"]\n\n[[package]]\nname = \"kvstore_demo\"\nversion = \"0.3.0\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\n")
	tests := []struct {
		name    string
		ref     sdk.PackageRef
		version string
		kind    sdk.SourceKind
		code    codes.Code
	}{
		{name: "latest", ref: sdk.PackageRef{Name: "kvstore_demo"}, version: "0.3.1", kind: sdk.SourceRegistry},
		{name: "caret", ref: sdk.PackageRef{Name: "kvstore_demo", Version: "0.3"}, version: "0.3.1", kind: sdk.SourceRegistry},
		{name: "exact", ref: sdk.PackageRef{Name: "kvstore_demo", Version: "=0.3.0"}, version: "0.3.0", kind: sdk.SourceRegistry},
		{name: "tilde", ref: sdk.PackageRef{Name: "kvstore_demo", Version: "~0.3.0"}, version: "0.3.1", kind: sdk.SourceRegistry},
		{name: "range", ref: sdk.PackageRef{Name: "kvstore_demo", Version: ">=0.3, <0.3.1"}, version: "0.3.0", kind: sdk.SourceRegistry},
		{name: "no match", ref: sdk.PackageRef{Name: "kvstore_demo", Version: "9"}, code: codes.NotFound},
		{name: "bad requirement", ref: sdk.PackageRef{Name: "kvstore_demo", Version: "1 || 2"}, code: codes.InvalidArgument},
		{name: "manifest, renamed", ref: sdk.PackageRef{Name: "kvstore_demo", ProjectPath: proj}, version: "0.3.1", kind: sdk.SourceRegistry},
		{name: "lockfile from a workspace member", ref: sdk.PackageRef{Name: "kvstore-demo", ProjectPath: filepath.Join(locked, "app")}, version: "0.3.0", kind: sdk.SourceLockfile},
		// An explicit latest is the registry's newest, not the locked 0.3.0.
		{name: "explicit latest over the lockfile", ref: sdk.PackageRef{Name: "kvstore_demo", Version: "latest", ProjectPath: filepath.Join(locked, "app")}, version: "0.3.1", kind: sdk.SourceRegistry},
		{name: "unknown", ref: sdk.PackageRef{Name: "nope"}, code: codes.NotFound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: tt.ref})
			if tt.code != codes.OK {
				wantCode(t, err, tt.code)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if doc.Version != tt.version {
				t.Errorf("version %s, want %s", doc.Version, tt.version)
			}
			if notes := strings.Join(doc.Notes, "\n"); tt.ref.Version == "latest" && !strings.Contains(notes, "locks kvstore_demo 0.3.0") {
				t.Errorf("notes %q do not say what the project locks", notes)
			}
		})
	}
	// The renamed dependency's requirement (0.3.0 = ^0.3.0) is the
	// manifest's: resolve shows it.
	r, _ := p.resolve(t.Context(), sdk.PackageRef{Name: "kvstore_demo", ProjectPath: proj}, mustParse(t, "kvstore_demo"))
	if r == nil || r.kind != sdk.SourceManifest {
		t.Errorf("manifest resolution: %+v", r)
	}
	l, _ := p.resolve(t.Context(), sdk.PackageRef{Name: "kvstore_demo", ProjectPath: filepath.Join(locked, "app")}, mustParse(t, "kvstore_demo"))
	if l == nil || l.kind != sdk.SourceLockfile {
		t.Errorf("lockfile resolution: %+v", l)
	}
}

func TestInvalidNames(t *testing.T) {
	p := newWorld(t).provider(false)
	for _, name := range []string{"", "../etc", "a/b", "serde json", "serde;rm -rf /", "$(id)", "serde\x00", "tokio::../x", strings.Repeat("a", 1<<20)} {
		_, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: name}})
		if sdk.Code(err) != codes.InvalidArgument {
			t.Errorf("Describe(%.20q): %v, want InvalidArgument", name, err)
		}
	}
	_, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "kvstore_demo"}, Symbol: strings.Repeat("x", 1<<20)})
	wantCode(t, err, codes.InvalidArgument)
	_, err = p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "kvstore_demo", Registry: "../x"}})
	wantCode(t, err, codes.InvalidArgument)
}

// TestPrivateRegistryToken: the token goes to the registry that owns it,
// and never to crates.io's mirror or docs.rs.
func TestPrivateRegistryToken(t *testing.T) {
	w := newWorld(t)
	p := w.provider(true)
	doc := describe(t, p, sdk.PackageRef{Name: "kvstore_demo", Registry: "corp"}, "")
	if doc.Version != "0.3.1" || fact(doc, "Docs from") != "crate source (declaration scanner)" {
		t.Errorf("version %s from %q (docs.rs must not be asked for a private crate)", doc.Version, fact(doc, "Docs from"))
	}
	if diff := cmp.Diff([]string{"cargo add kvstore_demo@0.3.1 --registry corp"}, doc.Install); diff != "" {
		t.Errorf("install line (-want +got):\n%s", diff)
	}
	describe(t, p, sdk.PackageRef{Name: "axum"}, "")
	for path, auth := range w.authSeen() {
		if !strings.HasPrefix(path, "/corp/") {
			t.Errorf("Authorization %q sent to %s", auth, path)
		}
	}
	if len(w.authSeen()["/corp/dl/kvstore_demo/0.3.1.crate"]) == 0 {
		t.Error("the download from the private registry carried no token")
	}
	for _, n := range doc.Notes {
		if strings.Contains(n, "secret") {
			t.Errorf("note shows the token: %q", n)
		}
	}
}

func TestChecksumMismatch(t *testing.T) {
	w := newWorld(t)
	p := w.provider(false)
	w.crate[len(w.crate)-1] ^= 0xff // the server now serves a corrupted 0.3.1
	_, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "kvstore_demo", Version: "=0.3.1"}})
	if err == nil || !strings.Contains(err.Error(), "does not match the index checksum") {
		t.Errorf("corrupted .crate: %v", err)
	}
}

// TestDirectorySource replaces crates-io with a directory of unpacked
// crates, as vendoring and Debian's librust-*-dev packages do.
func TestDirectorySource(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	vendor := filepath.Join(proj, "vendor")
	copyDir(t, filepath.Join("testdata", "kvstore_demo"), filepath.Join(vendor, "kvstore_demo-0.3.1"))
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nkvstore_demo = \"0.3\"\n")
	doc := describe(t, w.provider(false), sdk.PackageRef{Name: "kvstore_demo", ProjectPath: proj, ProjectTrusted: true}, "Store::insert")
	if doc.Version != "0.3.1" || doc.Source.Kind != sdk.SourceLocalInstall || doc.Focus != "Store::insert" {
		t.Errorf("version %s source %+v focus %q", doc.Version, doc.Source, doc.Focus)
	}
	if got := fact(doc, "Crate source"); !strings.Contains(got, "directory source vendored") {
		t.Errorf("crate source fact %q", got)
	}
	w.mu.Lock()
	n := len(w.requests)
	w.mu.Unlock()
	if n != 0 {
		t.Errorf("%d requests to the registry for a vendored crate", n)
	}
}

// TestRenamedDependency: Cargo.toml names arrayvec (0.7.2, as Debian's
// directory source holds it) "av". Asked by either name, the answer is the
// locked arrayvec, says that the code writes av::, and its cargo add line
// keeps the rename.
func TestRenamedDependency(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "arrayvec_trim"), filepath.Join(proj, "registry", "arrayvec-0.7.2"))
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"debian\"\n[source.debian]\ndirectory = \"registry\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nav = { package = \"arrayvec\", version = \"0.7\" }\n")
	writeFile(t, filepath.Join(proj, "Cargo.lock"), "version = 3\n\n[[package]]\nname = \"arrayvec\"\nversion = \"0.7.2\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\n")
	for _, asked := range []string{"av", "arrayvec"} {
		t.Run(asked, func(t *testing.T) {
			doc := describe(t, w.provider(false), sdk.PackageRef{Name: asked, ProjectPath: proj, ProjectTrusted: true}, "")
			if doc.Name != "arrayvec" || doc.Version != "0.7.2" || doc.Source.Kind != sdk.SourceLocalInstall {
				t.Errorf("got %s@%s from %+v", doc.Name, doc.Version, doc.Source)
			}
			if diff := cmp.Diff([]string{"cargo add arrayvec@0.7.2 --rename av"}, doc.Install); diff != "" {
				t.Errorf("install (-want +got):\n%s", diff)
			}
			if !slices.ContainsFunc(doc.Notes, func(n string) bool { return strings.Contains(n, "writes av::") }) {
				t.Errorf("no note on the rename in %q", doc.Notes)
			}
		})
	}
}

// TestDirectorySourceMissingPin: Cargo.lock pins a version that the
// directory source (Debian's registry here: arrayvec 0.7.2 as Debian ships
// it) does not hold. The answer is an error that names the pin and what the
// directory holds; the held 0.7.2 is never shown in place of the pin.
func TestDirectorySourceMissingPin(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	vendor := filepath.Join(proj, "registry")
	copyDir(t, filepath.Join("testdata", "arrayvec_trim"), filepath.Join(vendor, "arrayvec-0.7.2"))
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"debian\"\n[source.debian]\ndirectory = \"registry\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nav = { package = \"arrayvec\", version = \"0.7\" }\n")
	writeFile(t, filepath.Join(proj, "Cargo.lock"), "version = 3\n\n[[package]]\nname = \"arrayvec\"\nversion = \"0.7.1\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\n")
	tests := []struct {
		name, pkg, version string
		want               []string
	}{
		{name: "renamed dependency, lockfile pin", pkg: "av", want: []string{"arrayvec@0.7.1 (pinned by " + filepath.Join(proj, "Cargo.lock"), "it holds 0.7.2"}},
		{name: "asked version", pkg: "arrayvec", version: "=0.7.0", want: []string{"arrayvec@0.7.0 not found in directory", "it holds 0.7.2"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			doc, err := w.provider(false).Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: tc.pkg, Version: tc.version, ProjectPath: proj, ProjectTrusted: true}})
			if err == nil {
				t.Fatalf("Describe gave %s@%s, want an error", doc.Name, doc.Version)
			}
			wantCode(t, err, codes.NotFound)
			for _, s := range tc.want {
				if !strings.Contains(err.Error(), s) {
					t.Errorf("error %q lacks %q", err, s)
				}
			}
		})
	}
}

// TestUntrustedProjectConfig: a project the user did not choose whose
// .cargo/config.toml sends the asked registry's crates elsewhere (the
// registry "corp", whose token is in $CARGO_HOME, pointed at another
// host; crates-io replaced by a directory) is refused: no request to any
// registry for the crate, and the error names the file and how to trust
// the project. One whose configuration does not concern the registry is
// answered from the user's, with a note naming the file. Trusted, the
// same file is obeyed.
func TestUntrustedProjectConfig(t *testing.T) {
	w := newWorld(t)
	var mu sync.Mutex
	var seen []string // requests the other host got, with their Authorization
	evil := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen = append(seen, r.URL.Path+" "+r.Header.Get("Authorization"))
		mu.Unlock()
		http.NotFound(rw, r)
	}))
	t.Cleanup(evil.Close)
	tests := []struct {
		name     string
		config   string
		registry string
		refused  bool
	}{
		{name: "registry pointed at another host", config: "[registries.corp]\nindex = \"sparse+" + evil.URL + "/\"\n", registry: "corp", refused: true},
		{name: "crates-io replaced by a directory", config: "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n", refused: true},
		{name: "a registry only the project defines", config: "[registries.other]\nindex = \"sparse+" + evil.URL + "/\"\n", registry: "other", refused: true},
		{name: "another registry than the one asked", config: "[registries.other]\nindex = \"sparse+" + evil.URL + "/\"\n", registry: "corp"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			proj := t.TempDir()
			file := filepath.Join(proj, ".cargo", "config.toml")
			writeFile(t, file, tt.config)
			w.mu.Lock()
			before := len(w.requests)
			w.mu.Unlock()
			ref := sdk.PackageRef{Name: "kvstore_demo", Registry: tt.registry, ProjectPath: proj}
			doc, err := w.provider(false).Describe(t.Context(), sdk.DescribeRequest{Package: ref})
			w.mu.Lock()
			reqs := w.requests[before:]
			w.mu.Unlock()
			if tt.refused {
				if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), file) || !strings.Contains(err.Error(), "--project "+proj) {
					t.Errorf("want a refusal naming %s and --project %s, got %v", file, proj, err)
				}
				if len(reqs) != 0 {
					t.Errorf("%d requests to the user's registries for a crate the project sends elsewhere: %v", len(reqs), reqs)
				}
			} else if err != nil || doc.Version != "0.3.1" || !strings.Contains(strings.Join(doc.Notes, " "), "Cargo configuration ("+file+") was not used") {
				t.Errorf("want 0.3.1 with a note naming %s, got %v (notes %v)", file, err, doc)
			}
			mu.Lock()
			n := len(seen)
			mu.Unlock()
			if n != 0 {
				t.Errorf("untrusted project: %d requests to the host its config names: %v", n, seen)
			}
		})
	}
	proj := t.TempDir()
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), tests[0].config)
	_, _ = w.provider(false).Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "kvstore_demo", Registry: "corp", ProjectPath: proj, ProjectTrusted: true}})
	mu.Lock()
	defer mu.Unlock()
	if len(seen) == 0 {
		t.Error("trusted project: its registry config was not used")
	}
}

// TestRegistryTokenUnset: a registry that requires a token the
// configuration does not give is an error naming the variable Cargo reads
// it from and the credentials file, and nothing is downloaded.
func TestRegistryTokenUnset(t *testing.T) {
	w := newWorld(t)
	if err := os.Remove(filepath.Join(w.home, "credentials.toml")); err != nil {
		t.Fatal(err)
	}
	_, err := w.provider(false).Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "kvstore_demo", Registry: "corp"}})
	if sdk.Code(err) != codes.Unauthenticated || !strings.Contains(err.Error(), "CARGO_REGISTRIES_CORP_TOKEN") || !strings.Contains(err.Error(), filepath.Join(w.home, "credentials.toml")) || !strings.Contains(err.Error(), `"env" block`) {
		t.Errorf("want an error naming CARGO_REGISTRIES_CORP_TOKEN and the credentials file, got %v", err)
	}
	for _, r := range w.requests {
		if strings.Contains(r, "/corp/dl/") {
			t.Errorf("downloaded without a token: %s", r)
		}
	}
}

func copyDir(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.Walk(from, func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		writeFile(t, filepath.Join(to, rel), string(b))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestComplete(t *testing.T) {
	proj := t.TempDir()
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nserde = \"1\"\nrx = { package = \"regex\", version = \"1\" }\nlocal = { path = \"../local\" }\n[dev-dependencies]\nsmallvec = \"1\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.lock"), "version = 3\n[[package]]\nname = \"serde\"\nversion = \"1.0.0\"\nsource = \"registry+x\"\n[[package]]\nname = \"regex-syntax\"\nversion = \"0.8.0\"\nsource = \"registry+x\"\n[[package]]\nname = \"app\"\nversion = \"0.1.0\"\n")
	p := New(Config{Env: func(string) string { return "" }})
	tests := []struct {
		prefix string
		want   *sdk.Completion
	}{
		{"", &sdk.Completion{Values: []string{"regex", "serde", "smallvec", "regex-syntax", "std", "core", "alloc", "proc_macro", "test"}, Total: 9, ProjectValues: 3}},
		{"reg", &sdk.Completion{Values: []string{"regex", "regex-syntax"}, Total: 2, ProjectValues: 1}},
		{"regex_s", &sdk.Completion{Values: []string{"regex-syntax"}, Total: 1}},
		{"zzz", &sdk.Completion{}},
	}
	for _, tt := range tests {
		got, err := p.Complete(t.Context(), sdk.CompleteRequest{Argument: "package", Prefix: tt.prefix, ProjectPath: proj})
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Complete(%q) (-want +got):\n%s", tt.prefix, diff)
		}
	}
}

// TestStd reads std from the installed toolchain's rust-docs HTML.
func TestStd(t *testing.T) {
	out, err := exec.Command("rustc", "--print", "sysroot").Output()
	if err != nil {
		t.Skip("no rustc on PATH")
	}
	if _, err := os.Stat(filepath.Join(strings.TrimSpace(string(out)), "share", "doc", "rust", "html", "std", "index.html")); err != nil {
		t.Skip("the toolchain has no rust-docs component (rustup component add rust-docs)")
	}
	p := New(Config{})
	ctx := waitfor.Context(t)
	doc, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "std::collections"}})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Source.Kind != sdk.SourceToolchain || !contains(symbolNames(doc), "collections::HashMap") {
		t.Errorf("std::collections: source %v, symbols %v", doc.Source.Kind, symbolNames(doc))
	}
	for _, s := range doc.Symbols {
		if s.Name == "collections::HashMap" && !strings.HasPrefix(s.Signature, "pub struct HashMap<K, V, S = RandomState") {
			t.Errorf("HashMap signature %q", s.Signature)
		}
	}
	m, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "std"}, Symbol: "HashMap::insert"})
	if err != nil {
		t.Fatal(err)
	}
	if m.Focus != "collections::HashMap::insert" || !strings.Contains(m.Symbols[len(m.Symbols)-1].Signature, "pub fn insert(&mut self, k: K, v: V) -> Option<V>") {
		t.Errorf("HashMap::insert: focus %q, %+v", m.Focus, m.Symbols)
	}
	_, err = p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "std", Version: "0.1.0"}})
	wantCode(t, err, codes.NotFound)

	// A type's full path as the package; methods through Deref under it,
	// marked; the type's deprecation is its own, not a method's.
	s, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "std::string::String"}})
	if err != nil {
		t.Fatal(err)
	}
	if s.Focus != "string::String" || s.Symbols[0].Deprecated != "" {
		t.Errorf("std::string::String: focus %q, deprecated %q", s.Focus, s.Symbols[0].Deprecated)
	}
	byName := map[string]sdk.Symbol{}
	for _, sym := range s.Symbols {
		byName[sym.Name] = sym
	}
	if d := byName["string::String::chars"].Doc; !strings.HasPrefix(d, "Through Deref<Target = str>.") {
		t.Errorf("String::chars doc %q, want it marked as through Deref", d)
	}
	if d := byName["string::String::push_str"].Doc; d == "" || strings.HasPrefix(d, "Through") {
		t.Errorf("String::push_str doc %q, want String's own", d)
	}
	c, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "std::string::String"}, Symbol: "trim"})
	if err != nil || c.Focus != "string::String::trim" {
		t.Errorf("std::string::String symbol trim: %v, focus %q", err, c.Focus)
	}
}

// TestStdFromToolchainJSON: a project's rust-toolchain.toml selects a
// rustup toolchain by directory, and that toolchain's rust-docs-json
// component is read. The JSON here is the kvstore fixture standing in
// for core.json (same format, far smaller).
func TestStdFromToolchainJSON(t *testing.T) {
	rustup := t.TempDir()
	tc := filepath.Join(rustup, "toolchains", "nightly-2026-05-19-x86_64-unknown-linux-gnu")
	b, err := os.ReadFile(filepath.Join("rustdocjson", "testdata", "kvstore_demo.json"))
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(tc, "share", "doc", "rust", "json", "core.json"), string(b))
	proj := t.TempDir()
	writeFile(t, filepath.Join(proj, "rust-toolchain.toml"), "[toolchain]\nchannel = \"nightly-2026-05-19\"\n")
	env := map[string]string{"RUSTUP_HOME": rustup, "HOME": t.TempDir()}
	p := New(Config{Env: func(k string) string { return env[k] }, Rustc: "/nonexistent/rustc"})
	doc := describe(t, p, sdk.PackageRef{Name: "core", ProjectPath: filepath.Join(proj)}, "")
	if fact(doc, "Docs from") != "toolchain rust-docs-json" || fact(doc, "Toolchain") != "nightly-2026-05-19 (rust-toolchain.toml)" || doc.Source.Kind != sdk.SourceToolchain {
		t.Errorf("facts %+v source %+v", doc.Facts, doc.Source)
	}
	if !contains(symbolNames(doc), "Store::insert") {
		t.Errorf("symbols %v", symbolNames(doc))
	}
	// Without the project, the default rustc is asked, which is missing.
	_, err = p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "core"}})
	wantCode(t, err, codes.FailedPrecondition)
	// A channel that could smuggle a path is not used.
	writeFile(t, filepath.Join(proj, "rust-toolchain.toml"), "[toolchain]\nchannel = \"../../etc\"\n")
	_, err = p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "core", ProjectPath: proj}})
	wantCode(t, err, codes.FailedPrecondition)
}

// TestDocsRSHTMLLastResort: no rustdoc JSON on docs.rs and no .crate in
// the registry, so item names come from docs.rs' all.html and a symbol's
// declaration from its page.
func TestDocsRSHTMLLastResort(t *testing.T) {
	w := newWorld(t)
	p := w.provider(true)
	doc := describe(t, p, sdk.PackageRef{Name: "tokio"}, "")
	if !strings.HasPrefix(fact(doc, "Docs from"), "docs.rs HTML") || !contains(symbolNames(doc), "sync::Mutex") {
		t.Errorf("tokio from %q with %d symbols", fact(doc, "Docs from"), len(doc.Symbols))
	}
	if !strings.Contains(strings.Join(doc.Notes, " "), "no rustdoc JSON") {
		t.Errorf("notes %q", doc.Notes)
	}
	s := describe(t, p, sdk.PackageRef{Name: "kvstore_demo", Version: "=0.2.0"}, "Store::insert")
	last := s.Symbols[len(s.Symbols)-1]
	if s.Focus != "Store::insert" || !strings.Contains(last.Signature, "pub fn insert(&mut self, key: impl Into<String>, value: Value) -> Option<Value>") {
		t.Errorf("Store::insert from docs.rs HTML: focus %q, %+v", s.Focus, last)
	}
}
