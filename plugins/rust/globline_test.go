package rust

import (
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// TestGlobOfAnotherCrateIsNoName: rustc-std-workspace-std is `pub use
// std::*;`, whose names the source does not list: the line is no name of
// the outline (an unlisted symbol), and a name of the crate is one it
// cannot tell about, not one that does not exist.
func TestGlobOfAnotherCrateIsNoName(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	dir := filepath.Join(proj, "vendor", "rustc-std-workspace-std-1.0.1")
	copyDir(t, filepath.Join("testdata", "rustc_std_workspace_std_trim"), dir)
	writeFile(t, filepath.Join(dir, "Cargo.toml"), "[package]\nname = \"rustc-std-workspace-std\"\nversion = \"1.0.1\"\n[lib]\npath = \"src/lib.rs\"\n")
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nrustc-std-workspace-std = \"1\"\n")
	p := w.provider(false)
	ref := sdk.PackageRef{Name: "rustc-std-workspace-std", ProjectPath: proj, ProjectTrusted: true}
	doc := describe(t, p, ref, "")
	var got []string
	for _, s := range doc.Symbols {
		got = append(got, s.Kind+" "+s.Name+": "+s.Signature)
	}
	if diff := cmp.Diff([]string{"unlisted *: pub use std::*;"}, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
	ix := apicheck.NewIndex("rust", doc.Name, doc.Symbols)
	if v := ix.Check(apicheck.Ref{Query: "rustc_std_workspace_std::collections::HashMap"}).Verdict.String(); v != "out-of-reach" {
		t.Errorf("collections::HashMap: %s, want out-of-reach", v)
	}
}
