package rust

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestProcMacroCrate: easy-ext (trimmed) is a proc-macro crate read from
// a directory source (docs.rs out of reach), whose crate docs repeat its
// README. Its one export is the attribute #[ext], as rustdoc lists it,
// not a fn taking TokenStreams; and the README's code blocks, which page
// one shows in the README, are not given again as examples of the crate.
func TestProcMacroCrate(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "easy_ext_trim"), filepath.Join(proj, "vendor", "easy-ext-1.0.1"))
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\neasy-ext = \"1\"\n")
	doc := describe(t, w.provider(false), sdk.PackageRef{Name: "easy-ext", ProjectPath: proj, ProjectTrusted: true}, "")
	var got []string
	for _, s := range doc.Symbols {
		got = append(got, s.Kind+" "+s.Name+": "+s.Signature)
	}
	if diff := cmp.Diff([]string{"attribute macro ext: #[ext]"}, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
	if !strings.Contains(doc.Readme, "#[ext(ResultExt)]") {
		t.Fatalf("the README lacks its first example:\n%s", doc.Readme)
	}
	for _, e := range doc.Examples {
		if strings.Contains(doc.Readme, strings.TrimSpace(e.Code)) {
			t.Errorf("example %q repeats a block the README shows:\n%s", e.Title, e.Code)
		}
	}
}
