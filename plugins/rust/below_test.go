package rust

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestProjectBelow: the agent's root is a Tauri-style app, a package.json
// at the top and the Cargo workspace in src-tauri/ (testdata/pathdeps_ws),
// plus a second Cargo project in tools/ that locks kvstore_demo 0.3.0 from
// the registry. The nearest project below that uses the crate answers,
// and the answer names the other's version; a crate no project below
// uses is the registry's latest, as before.
func TestProjectBelow(t *testing.T) {
	w := newWorld(t)
	root := t.TempDir()
	tauri := filepath.Join(root, "src-tauri")
	copyDir(t, filepath.Join("testdata", "pathdeps_ws"), tauri)
	copyDir(t, filepath.Join("testdata", "arrayvec_trim"), filepath.Join(tauri, "third_party", "arrayvec"))
	copyDir(t, filepath.Join("testdata", "kvstore_demo"), filepath.Join(tauri, "patched", "kvstore_demo"))
	writeFile(t, filepath.Join(root, "package.json"), `{"name":"app","private":true,"devDependencies":{"@tauri-apps/cli":"^2"}}`)
	writeFile(t, filepath.Join(root, "tools", "gen", "Cargo.toml"), "[package]\nname = \"gen\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nkvstore_demo = \"0.3\"\n")
	writeFile(t, filepath.Join(root, "tools", "gen", "Cargo.lock"), "version = 4\n\n[[package]]\nname = \"gen\"\nversion = \"0.1.0\"\ndependencies = [\n \"kvstore_demo\",\n]\n\n[[package]]\nname = \"kvstore_demo\"\nversion = \"0.3.0\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"00\"\n")
	if err := os.MkdirAll(filepath.Join(root, "src"), 0o755); err != nil {
		t.Fatal(err)
	}
	p := w.provider(false)

	doc := describe(t, p, sdk.PackageRef{Name: "kvstore_demo", ProjectPath: root, ProjectTrusted: true}, "")
	if doc.Version != "0.3.1" || doc.Source.Kind != sdk.SourceLocalFolder || doc.Source.Detail != filepath.Join(tauri, "patched", "kvstore_demo") {
		t.Errorf("got %s from %v %s; want src-tauri's patched 0.3.1", doc.Version, doc.Source.Kind, doc.Source.Detail)
	}
	notes := strings.Join(doc.Notes, "\n")
	for _, want := range []string{root + " is not in a Cargo project: this answers for " + tauri, filepath.Join(root, "tools", "gen") + " (0.3.0)"} {
		if !strings.Contains(notes, want) {
			t.Errorf("notes %q lack %q", notes, want)
		}
	}
	// arrayvec is src-tauri's path dependency.
	doc = describe(t, p, sdk.PackageRef{Name: "arrayvec", ProjectPath: root, ProjectTrusted: true}, "")
	if doc.Version != "0.7.2" || doc.Source.Kind != sdk.SourceLocalFolder {
		t.Errorf("arrayvec: got %s from %v %s", doc.Version, doc.Source.Kind, doc.Source.Detail)
	}
}
