package rust

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/rust/cargomanifest"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestImplicitFeatures: Cargo makes a feature of each optional dependency
// unless a feature writes "dep:NAME". chrono 0.4.23 as Debian ships it
// (Cargo.toml trimmed) declares serde, rustc-serialize, rkyv and others
// optional without naming them in [features]: they are features all the
// same (`chrono = { features = ["serde"] }`).
func TestImplicitFeatures(t *testing.T) {
	b, err := os.ReadFile("testdata/chrono_features/Cargo.toml")
	if err != nil {
		t.Fatal(err)
	}
	m, err := cargomanifest.Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	got := featureFact(implicitFeatures(m.Features, optionalDeps(m)))
	want := "default = [clock, std, wasmbind]; available: __doctest, alloc, arbitrary, clock, iana-time-zone, js-sys, libc, rkyv, rustc-serialize, serde, std, wasm-bindgen, wasmbind"
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("features (-want +got):\n%s", d)
	}
	// "dep:" turns the implicit feature off.
	got = featureFact(implicitFeatures(map[string][]string{"json": {"dep:serde_json"}}, []string{"serde_json", "log"}))
	if want := "no default features; available: json, log"; got != want {
		t.Errorf("with dep: got %q, want %q", got, want)
	}
}

// TestUndeclaredFeature: futures-util 0.3.21 as Debian ships it (trimmed)
// gates `pub mod compat` on a feature its Cargo.toml no longer declares
// (Debian dropped futures 0.1): no build has the module, so neither it
// nor its Compat is listed or "exists", and a note says why.
func TestUndeclaredFeature(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "futures_util_compat_trim"), filepath.Join(proj, "vendor", "futures-util-0.3.21"))
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nfutures-util = \"0.3\"\n")
	doc := describe(t, w.provider(false), sdk.PackageRef{Name: "futures-util", ProjectPath: proj, ProjectTrusted: true}, "")
	var names []string
	for _, s := range doc.Symbols {
		names = append(names, s.Name)
	}
	if d := cmp.Diff([]string{"never", "never::Never"}, names); d != "" {
		t.Errorf("symbols (-want +got):\n%s", d)
	}
	if !slices.ContainsFunc(doc.Notes, func(n string) bool { return strings.Contains(n, "does not declare (compat)") }) {
		t.Errorf("no note on the compat feature: %q", doc.Notes)
	}
}
