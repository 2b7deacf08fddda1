package rust

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// TestCheckPathFromCrateRoot: indexmap 1.9.2 (trimmed) re-exports
// IndexMap at its root, and its entry types only from map (pub use
// self::core::{Entry, OccupiedEntry, VacantEntry}): `use indexmap::Entry;`
// does not compile, so a check of indexmap::Entry says it does not
// exist and where it does; the bare name, and every path the crate
// binds, exist.
func TestCheckPathFromCrateRoot(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "indexmap_trim"), filepath.Join(proj, "vendor", "indexmap-1.9.2"))
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nindexmap = \"1.9\"\n")
	p := w.provider(false)
	doc := describe(t, p, sdk.PackageRef{Name: "indexmap", ProjectPath: proj, ProjectTrusted: true}, "")
	ix := apicheck.NewIndex("rust", doc.Name, doc.Symbols)
	got := map[string]string{}
	for _, q := range []string{
		"indexmap::Entry", "indexmap::OccupiedEntry", "indexmap::Entry::or_insert",
		"indexmap::map::Entry", "indexmap::map::OccupiedEntry", "indexmap::map::Entry::or_insert",
		"indexmap::IndexMap", "indexmap::map::IndexMap", "indexmap::IndexSet", "indexmap::Equivalent",
		"Entry", "OccupiedEntry::key",
	} {
		got[q] = ix.Check(apicheck.Ref{Query: q}).Verdict.String()
	}
	want := map[string]string{
		"indexmap::Entry": "missing", "indexmap::OccupiedEntry": "missing", "indexmap::Entry::or_insert": "missing",
		"indexmap::map::Entry": "exists", "indexmap::map::OccupiedEntry": "exists", "indexmap::map::Entry::or_insert": "exists",
		"indexmap::IndexMap": "exists", "indexmap::map::IndexMap": "exists", "indexmap::IndexSet": "exists", "indexmap::Equivalent": "exists",
		// a bare name: code imported it from wherever it lives
		"Entry": "exists", "OccupiedEntry::key": "missing",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("verdicts (-want +got):\n%s", d)
	}
	c := ix.Check(apicheck.Ref{Query: "indexmap::Entry"})
	if !strings.Contains(c.Note, "indexmap::map::Entry") || !strings.Contains(c.Note, "import it from there") {
		t.Errorf("indexmap::Entry: note %q, want where it exists", c.Note)
	}
	refs, _ := ix.Extract("use indexmap::{IndexMap, Entry};\nfn main() {}\n")
	var code []string
	for _, r := range refs {
		code = append(code, r.Query+"="+ix.Check(r).Verdict.String())
	}
	if d := cmp.Diff([]string{"indexmap::IndexMap=exists", "indexmap::Entry=missing"}, code); d != "" {
		t.Errorf("snippet (-want +got):\n%s", d)
	}
}
