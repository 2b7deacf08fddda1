package rust

import (
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/rust/cargomanifest"
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
