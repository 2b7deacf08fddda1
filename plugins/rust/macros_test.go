package rust

import (
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// TestMacroGenerated: url (trimmed) declares ParseError and
// SyntaxViolation by macro_rules! invocations in a private module and
// re-exports them. Read from source, their names are "cannot tell", never
// "does not exist"; a made-up method of Url, which no macro touches, does
// not exist.
func TestMacroGenerated(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "url_trim"), filepath.Join(proj, "vendor", "url-2.3.1"))
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nurl = \"2\"\n")
	doc := describe(t, w.provider(false), sdk.PackageRef{Name: "url", ProjectPath: proj, ProjectTrusted: true}, "")
	ix := apicheck.NewIndex("rust", doc.Name, doc.Symbols)
	got := map[string]string{}
	for _, q := range []string{"url::Url", "url::Url::parse", "url::Url::made_up", "url::ParseError", "url::SyntaxViolation::description"} {
		got[q] = ix.Check(apicheck.Ref{Query: q}).Verdict.String()
	}
	want := map[string]string{
		"url::Url": "exists", "url::Url::parse": "exists", "url::Url::made_up": "missing",
		"url::ParseError": "out-of-reach", "url::SyntaxViolation::description": "out-of-reach",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("verdicts (-want +got):\n%s", diff)
	}
}
