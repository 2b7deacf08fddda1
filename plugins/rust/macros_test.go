package rust

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// TestMacroGenerated: url (trimmed) declares ParseError and
// SyntaxViolation by macro_rules! invocations in a private module and
// re-exports them. The scanner expands those macros, so their names and
// members are known: a real one exists, a made-up one does not.
func TestMacroGenerated(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "url_trim"), filepath.Join(proj, "vendor", "url-2.3.1"))
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nurl = \"2\"\n")
	doc := describe(t, w.provider(false), sdk.PackageRef{Name: "url", ProjectPath: proj, ProjectTrusted: true}, "")
	ix := apicheck.NewIndex("rust", doc.Name, doc.Symbols)
	got := map[string]string{}
	for _, q := range []string{"url::Url", "url::Url::parse", "url::Url::made_up", "url::ParseError", "url::SyntaxViolation::description", "url::SyntaxViolation::made_up"} {
		got[q] = ix.Check(apicheck.Ref{Query: q}).Verdict.String()
	}
	want := map[string]string{
		"url::Url": "exists", "url::Url::parse": "exists", "url::Url::made_up": "missing",
		"url::ParseError": "exists", "url::SyntaxViolation::description": "exists", "url::SyntaxViolation::made_up": "missing",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("verdicts (-want +got):\n%s", diff)
	}
}

// TestMacroTables: http (trimmed) declares its header-name constants and
// its status codes by macro_rules! tables it invokes once (one row per
// constant, with the row's docs). The expander lists them with their
// docs, so a real constant exists and a made-up one does not, where
// before every name in those modules was "cannot tell".
func TestMacroTables(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "http_trim"), filepath.Join(proj, "vendor", "http-0.2.7"))
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nhttp = \"0.2\"\n")
	ref := sdk.PackageRef{Name: "http", ProjectPath: proj, ProjectTrusted: true}
	doc := describe(t, w.provider(false), ref, "")
	ix := apicheck.NewIndex("rust", doc.Name, doc.Symbols)
	got := map[string]string{}
	for _, q := range []string{"http::header::ACCEPT", "http::header::HOST", "http::header::ACCEPT_LANGUAGE_TYPO", "http::StatusCode::OK", "http::StatusCode::NOT_FOUND", "http::StatusCode::TEAPOT"} {
		got[q] = ix.Check(apicheck.Ref{Query: q}).Verdict.String()
	}
	want := map[string]string{
		"http::header::ACCEPT": "exists", "http::header::HOST": "exists", "http::header::ACCEPT_LANGUAGE_TYPO": "missing",
		"http::StatusCode::OK": "exists", "http::StatusCode::NOT_FOUND": "exists", "http::StatusCode::TEAPOT": "missing",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("verdicts (-want +got):\n%s", diff)
	}
	host := describe(t, w.provider(false), ref, "header::HOST")
	if len(host.Symbols) == 0 || !strings.HasPrefix(host.Symbols[0].Signature, "pub const HOST: HeaderName") || !strings.Contains(host.Symbols[0].Doc, "Specifies the domain name of the server") {
		t.Errorf("header::HOST lacks its declaration or its row's docs: %+v", host.Symbols)
	}
}

// TestMacroDeclaredTypes: futures-util (trimmed) declares Fuse inside
// another crate's macro (pin_project_lite's pin_project! { pub struct …
// }), which the scanner cannot expand. The type is read as written, so it
// and its impl blocks' methods exist; a name that is not among them is
// "cannot tell" (the macro may add members), never "does not exist".
// Map is declared by the crate's own recursive macro (delegate_all!),
// whose last arm calls that macro by its path
// (pin_project_lite::pin_project! { pub struct … }): read the same way.
func TestMacroDeclaredTypes(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "futures_util_trim"), filepath.Join(proj, "vendor", "futures-util-0.3.21"))
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nfutures-util = \"0.3\"\n")
	doc := describe(t, w.provider(false), sdk.PackageRef{Name: "futures-util", ProjectPath: proj, ProjectTrusted: true}, "")
	ix := apicheck.NewIndex("rust", doc.Name, doc.Symbols)
	got := map[string]string{}
	for _, q := range []string{"futures_util::future::Fuse", "futures_util::future::Fuse::terminated", "futures_util::future::Fuse::project_made_up", "futures_util::future::Map"} {
		got[q] = ix.Check(apicheck.Ref{Query: q}).Verdict.String()
	}
	want := map[string]string{
		"futures_util::future::Fuse": "exists", "futures_util::future::Fuse::terminated": "exists",
		"futures_util::future::Fuse::project_made_up": "out-of-reach", "futures_util::future::Map": "exists",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("verdicts (-want +got):\n%s", diff)
	}
}
