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

// TestEmptyCrateExportsNothing: rustc-std-workspace-core 1.0.0, an
// "explicitly empty crate" whose lib.rs is empty, exports nothing, and
// its document says it read it all (sdk.Document.OutlineComplete), so a
// check may say a name is not there. cxxbridge-flags 1.0.87 lists nothing
// either, but its one constant is re-exported #[doc(hidden)]: it says
// nothing of the kind, nor does rustc-std-workspace-std's `pub use
// std::*;`.
func TestEmptyCrateExportsNothing(t *testing.T) {
	w := newWorld(t)
	for _, tc := range []struct {
		crate, version, dir string
		want                bool
	}{
		{"rustc-std-workspace-core", "1.0.0", "rustc_std_workspace_core", true},
		{"cxxbridge-flags", "1.0.87", "cxxbridge_flags_trim", false},
		{"rustc-std-workspace-std", "1.0.1", "rustc_std_workspace_std_trim", false},
	} {
		t.Run(tc.crate, func(t *testing.T) {
			proj := t.TempDir()
			dir := filepath.Join(proj, "vendor", tc.crate+"-"+tc.version)
			copyDir(t, filepath.Join("testdata", tc.dir), dir)
			if tc.dir == "rustc_std_workspace_std_trim" {
				writeFile(t, filepath.Join(dir, "Cargo.toml"), "[package]\nname = \"rustc-std-workspace-std\"\nversion = \"1.0.1\"\n[lib]\npath = \"src/lib.rs\"\n")
			}
			writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
			writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\n"+tc.crate+" = \""+tc.version+"\"\n")
			doc := describe(t, w.provider(false), sdk.PackageRef{Name: tc.crate, ProjectPath: proj, ProjectTrusted: true}, "")
			if doc.OutlineComplete != tc.want {
				t.Errorf("OutlineComplete = %v, want %v (symbols %v)", doc.OutlineComplete, tc.want, symbolNames(doc))
			}
			if tc.want && len(doc.Symbols) > 0 {
				t.Errorf("symbols %v, want none", symbolNames(doc))
			}
		})
	}
}
