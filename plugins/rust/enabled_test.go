package rust

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

func TestEvalCfg(t *testing.T) {
	on := map[string]bool{"std": true, "serde": true}
	tests := []struct {
		expr string
		want cfgValue
	}{
		{`feature = "serde"`, cfgOn},
		{`feature = "rayon"`, cfgOff},
		{`all(feature = "std", feature = "serde")`, cfgOn},
		{`all(feature = "std", feature = "rayon")`, cfgOff},
		{`any(feature = "rayon", feature = "std")`, cfgOn},
		{`not(feature = "std")`, cfgOff},
		{`not(feature = "rayon")`, cfgOn},
		{`all(feature = "std", unix)`, cfgUnknown},
		{`any(feature = "std", unix)`, cfgOn},
		{`all(feature = "rayon", unix)`, cfgOff},
		{`target_os = "linux"`, cfgUnknown},
		{`all(any(feature = "std", feature = "x"), not(feature = "y"))`, cfgOn},
		{`feature = "a,b"`, cfgOff},
		{`all(feature = "std"`, cfgUnknown},
		{``, cfgUnknown},
	}
	for _, tc := range tests {
		if got := evalCfg(tc.expr, on); got != tc.want {
			t.Errorf("evalCfg(%q) = %v, want %v", tc.expr, got, tc.want)
		}
	}
}

func TestEnabledFeatures(t *testing.T) {
	table := map[string][]string{"default": {"std"}, "std": {"alloc"}, "alloc": nil, "full": {"derive", "serde/std", "dep:log"}, "derive": nil}
	tests := []struct {
		name      string
		asked     []string
		noDefault bool
		want      []string
	}{
		{"default", nil, false, []string{"alloc", "default", "std"}},
		{"default off", nil, true, nil},
		{"asked, through others", []string{"full"}, true, []string{"derive", "full"}},
	}
	for _, tc := range tests {
		var got []string
		for f := range enabledFeatures(tc.asked, tc.noDefault, table) {
			got = append(got, f)
		}
		slices.Sort(got)
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, d)
		}
	}
}

// TestProjectEnabledGates: either 1.6.1 as Debian ships it (trimmed)
// gates serde_untagged on its optional dependency serde's implicit
// feature and an impl on its default feature use_std. A project that
// enables serde is told its items are on; one that asks for no features
// and no defaults keeps the plain gates.
func TestProjectEnabledGates(t *testing.T) {
	w := newWorld(t)
	for _, tc := range []struct {
		name, dep string
		want      string
	}{
		{"enabled", `either = { version = "1", features = ["serde"] }`, `(requires feature = "serde", which the project enables)`},
		{"not enabled", `either = { version = "1", default-features = false }`, `(requires feature = "serde")`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			proj := t.TempDir()
			copyDir(t, filepath.Join("testdata", "either_serde_trim"), filepath.Join(proj, "vendor", "either-1.6.1"))
			writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
			writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\n"+tc.dep+"\n")
			doc := describe(t, w.provider(false), sdk.PackageRef{Name: "either", ProjectPath: proj, ProjectTrusted: true}, "")
			var got string
			for _, s := range doc.Symbols {
				if s.Name == "serde_untagged" {
					got = s.Doc
				}
			}
			if !strings.HasSuffix(got, tc.want) {
				t.Errorf("serde_untagged's doc %q, want it to end %q", got, tc.want)
			}
		})
	}
}

// TestDisabledByFeatures: either 1.6.1 as Debian ships it (trimmed) gates
// its module serde_untagged on its optional dependency serde, which
// default features leave off. A project taking the defaults gets the
// module and its function marked Disabled, so page one ranks them
// after the crate's default API (sdk.Symbol.Disabled); one that enables
// serde gets nothing marked.
func TestDisabledByFeatures(t *testing.T) {
	w := newWorld(t)
	gated := []string{"serde_untagged", "serde_untagged::serialize"}
	for _, tc := range []struct {
		name, dep string
		want      []string
	}{
		{"defaults", `either = "1"`, gated},
		{"no defaults", `either = { version = "1", default-features = false }`, gated},
		{"enabled", `either = { version = "1", features = ["serde"] }`, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			proj := t.TempDir()
			copyDir(t, filepath.Join("testdata", "either_serde_trim"), filepath.Join(proj, "vendor", "either-1.6.1"))
			writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
			writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\n"+tc.dep+"\n")
			doc := describe(t, w.provider(false), sdk.PackageRef{Name: "either", ProjectPath: proj, ProjectTrusted: true}, "")
			var got []string
			for _, s := range doc.Symbols {
				if s.Disabled != "" {
					got = append(got, s.Name)
					if s.Disabled != `feature = "serde"` {
						t.Errorf("%s disabled by %q, want feature = \"serde\"", s.Name, s.Disabled)
					}
				}
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("disabled symbols (-want +got):\n%s", d)
			}
		})
	}
}

// TestDisabledModuleNotLabel: syn 1.0.107 as Debian ships it (trimmed)
// declares `#[cfg(feature = "fold")] pub mod fold;`, off by default, and
// ExprArray under only a doc(cfg(feature = "full")) label: its
// ast_struct! macro compiles an opaque ExprArray without "full", and
// rustdoc lists it in a default build. The fold module and what is in
// it are marked Disabled, and with fold but not full the function
// fold_expr_array under its own #[cfg(feature = "full")]; ExprArray
// never is (its second declaration, under not(full), is compiled
// otherwise), nor is anything once the project enables fold and full.
func TestDisabledModuleNotLabel(t *testing.T) {
	w := newWorld(t)
	for _, tc := range []struct {
		name, dep string
		want      []string
	}{
		{"defaults", `syn = "1"`, []string{"fold", "fold::Fold", "fold::fold_expr_array"}},
		// fold on, full off: the module is there, its function under
		// its own #[cfg(feature = "full")] is not.
		{"fold only", `syn = { version = "1", features = ["fold"] }`, []string{"fold::fold_expr_array"}},
		{"enabled", `syn = { version = "1", features = ["fold", "full"] }`, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			proj := t.TempDir()
			copyDir(t, filepath.Join("testdata", "syn_fold_trim"), filepath.Join(proj, "vendor", "syn-1.0.107"))
			writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
			writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\n"+tc.dep+"\n")
			doc := describe(t, w.provider(false), sdk.PackageRef{Name: "syn", ProjectPath: proj, ProjectTrusted: true}, "")
			var got []string
			seen := false
			for _, s := range doc.Symbols {
				seen = seen || s.Name == "ExprArray"
				if s.Disabled != "" {
					got = append(got, s.Name)
				}
			}
			if !seen {
				t.Fatalf("no ExprArray among %v", symbolNames(doc))
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("disabled symbols (-want +got):\n%s", d)
			}
		})
	}
}

// TestDisabledMembers: a method the build leaves off under its own
// #[cfg(feature …)] (fernet 0.1.4's encrypt_at_time and decrypt_at_time,
// behind fernet_danger_timestamps) or under its impl block's (time
// 0.3.9's `#[cfg(feature = "formatting")] impl Date { pub fn format… }`)
// is marked Disabled, its siblings and its type are not; a project that
// enables the feature gets nothing marked.
func TestDisabledMembers(t *testing.T) {
	w := newWorld(t)
	for _, tc := range []struct {
		name, crate, dir, dep string
		want                  []string
	}{
		{"method cfg", "fernet", "fernet_timestamps_trim", `fernet = "0.1"`, []string{"Fernet::encrypt_at_time", "Fernet::decrypt_at_time"}},
		{"method cfg enabled", "fernet", "fernet_timestamps_trim", `fernet = { version = "0.1", features = ["fernet_danger_timestamps"] }`, nil},
		{"impl cfg", "time", "time_impl_cfg_trim", `time = "0.3"`, []string{"Date::format"}},
		{"impl cfg enabled", "time", "time_impl_cfg_trim", `time = { version = "0.3", features = ["formatting"] }`, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			proj := t.TempDir()
			version := map[string]string{"fernet": "0.1.4", "time": "0.3.9"}[tc.crate]
			copyDir(t, filepath.Join("testdata", tc.dir), filepath.Join(proj, "vendor", tc.crate+"-"+version))
			writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
			writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\n"+tc.dep+"\n")
			doc := describe(t, w.provider(false), sdk.PackageRef{Name: tc.crate, ProjectPath: proj, ProjectTrusted: true}, "")
			var got []string
			for _, s := range doc.Symbols {
				if s.Disabled != "" {
					got = append(got, s.Name)
				}
			}
			if len(doc.Symbols) < 3 {
				t.Fatalf("symbols %v", symbolNames(doc))
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("disabled symbols (-want +got):\n%s", d)
			}
		})
	}
}
