package rust

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// TestReexportsOfAnotherCrate: hmac (trimmed) re-exports the trait Mac
// from its dependency digest (`pub use digest::Mac;`) and digest whole
// (`pub use digest;`). With digest's source in the same vendor directory,
// at the version Cargo.lock gives hmac, Mac and its methods are listed at
// hmac's root, as rustdoc's pages list them; the whole-crate re-export
// stays one `pub use` line. A second, older digest in the directory is not
// read.
func TestReexportsOfAnotherCrate(t *testing.T) {
	w := newWorld(t)
	proj := hmacProject(t)
	p := w.provider(false)
	ref := sdk.PackageRef{Name: "hmac", ProjectPath: proj, ProjectTrusted: true}
	doc := describe(t, p, ref, "")
	got := map[string]string{}
	for _, s := range doc.Symbols {
		switch s.Name {
		case "Mac", "digest", "pub use digest;", "pub use digest::Mac;", "SimpleHmac":
			got[s.Name] = s.Kind + ": " + strings.SplitN(s.Signature, "\n", 2)[0]
		}
	}
	want := map[string]string{
		"Mac":        "trait: pub trait Mac: OutputSizeUser + Sized {",
		"digest":     "re-export: pub use digest;",
		"SimpleHmac": "struct: pub struct SimpleHmac<D: Digest + BlockSizeUser> { /* private fields */ }",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
	// The whole crate re-exported is described by the name code
	// writes (hmac::digest), as its line.
	if d := describe(t, p, ref, "digest"); d.Focus != "digest" || len(d.Symbols) == 0 || d.Symbols[0].Signature != "pub use digest;" {
		t.Errorf("symbol digest: focus %q, symbols %v", d.Focus, d.Symbols)
	}
	// Trait items are given with the trait, in full on its page.
	f := describe(t, p, ref, "Mac::verify_slice")
	sigs := map[string]string{}
	for _, s := range f.Symbols {
		sigs[s.Name] = s.Signature
	}
	if f.Focus != "Mac::verify_slice" || sigs["Mac::verify_slice"] != "fn verify_slice(self, tag: &[u8]) -> Result<(), MacError>;" {
		t.Errorf("symbol Mac::verify_slice: focus %q, signature %q", f.Focus, sigs["Mac::verify_slice"])
	}
	if _, ok := sigs["Mac::from_old_version"]; ok {
		t.Errorf("Mac lists a method of digest 0.9.0, not the locked 0.10.5")
	}
}

// TestReexportedModuleSameNames: futures (trimmed) re-exports its
// dependency futures-channel whole under another name with
// #[doc(inline)], which rustdoc lists as a module of that crate's items.
// It also re-exports futures-util's stream module whole; there
// select_all is both a child module and the function it declares,
// re-exported beside it (`pub mod select_all; pub use
// self::select_all::{select_all, SelectAll};`). Both paths of the function
// are futures' own, as rustdoc lists them: stream::select_all::select_all,
// and stream::select_all beside the module.
func TestReexportedModuleSameNames(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "futures_trim"), filepath.Join(proj, "vendor", "futures-0.3.21"))
	copyDir(t, filepath.Join("testdata", "futures_util_trim"), filepath.Join(proj, "vendor", "futures-util-0.3.21"))
	copyDir(t, filepath.Join("testdata", "futures_channel_trim"), filepath.Join(proj, "vendor", "futures-channel-0.3.21"))
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nfutures = \"0.3\"\n")
	doc := describe(t, w.provider(false), sdk.PackageRef{Name: "futures", ProjectPath: proj, ProjectTrusted: true}, "")
	got := map[string][]string{}
	for _, s := range doc.Symbols {
		if strings.Contains(s.Name, "select_all") || strings.HasSuffix(s.Name, "SelectAll") || strings.HasPrefix(s.Name, "channel") {
			got[s.Name] = append(got[s.Name], s.Kind)
		}
	}
	for name, kind := range map[string]string{
		"stream::select_all":             "module",
		"stream::select_all::select_all": "",
		"stream::select_all::SelectAll":  "",
		// #[doc(inline)] pub use futures_channel as channel;
		"channel":                   "module",
		"channel::oneshot::channel": "function",
		"channel::oneshot::Sender":  "struct",
	} {
		kinds, ok := got[name]
		if !ok || kind != "" && !slices.Contains(kinds, kind) {
			t.Errorf("%s: %v, want it listed%s; listed: %v", name, kinds, map[bool]string{true: " as a " + kind}[kind != ""], got)
		}
	}
	ix := apicheck.NewIndex("rust", doc.Name, doc.Symbols)
	for q, want := range map[string]string{"futures::stream::select_all::select_all": "exists", "futures::stream::select_all::SelectAll::new": "exists", "futures::stream::selectall": "missing"} {
		if v := ix.Check(apicheck.Ref{Query: q}).Verdict.String(); v != want {
			t.Errorf("%s: %s, want %s", q, v, want)
		}
	}
}

// hmacProject is a project depending on hmac (trimmed) with hmac's and
// digest's source in a vendor directory, and an older digest that
// Cargo.lock does not give hmac.
func hmacProject(t *testing.T) string {
	t.Helper()
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "hmac_trim"), filepath.Join(proj, "vendor", "hmac-0.12.1"))
	copyDir(t, filepath.Join("testdata", "digest_trim"), filepath.Join(proj, "vendor", "digest-0.10.5"))
	old := filepath.Join(proj, "vendor", "digest-0.9.0")
	writeFile(t, filepath.Join(old, "Cargo.toml"), "[package]\nname = \"digest\"\nversion = \"0.9.0\"\n")
	writeFile(t, filepath.Join(old, "src", "lib.rs"), "pub trait Mac { fn from_old_version(&self); }\n")
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nhmac = \"0.12\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.lock"), `version = 3

[[package]]
name = "app"
version = "0.1.0"
dependencies = ["hmac"]

[[package]]
name = "digest"
version = "0.9.0"
source = "registry+https://github.com/rust-lang/crates.io-index"

[[package]]
name = "digest"
version = "0.10.5"
source = "registry+https://github.com/rust-lang/crates.io-index"

[[package]]
name = "hmac"
version = "0.12.1"
source = "registry+https://github.com/rust-lang/crates.io-index"
dependencies = ["digest 0.10.5"]
`)
	return proj
}

// TestReexportThroughHiddenModule: futures-util (trimmed) re-exports
// futures-core's AtomicWaker by a path through a #[doc(hidden)] module of
// futures-core (`pub use futures_core::task::__internal::AtomicWaker;`),
// and core's task types. rustdoc lists each at the re-exporting path
// (task::AtomicWaker), so the outline does, as its `pub use` line: the
// name exists and describes; a member of it is "cannot tell", never "does
// not exist", since the item's declaration is not listed here.
func TestReexportThroughHiddenModule(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "futures_util_trim"), filepath.Join(proj, "vendor", "futures-util-0.3.21"))
	copyDir(t, filepath.Join("testdata", "futures_core_trim"), filepath.Join(proj, "vendor", "futures-core-0.3.21"))
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nfutures-util = \"0.3\"\n")
	p := w.provider(false)
	ref := sdk.PackageRef{Name: "futures-util", ProjectPath: proj, ProjectTrusted: true}
	doc := describe(t, p, ref, "")
	got := map[string]string{}
	for _, s := range doc.Symbols {
		if strings.HasPrefix(s.Name, "task::") || strings.Contains(s.Name, "AtomicWaker") {
			got[s.Name] = s.Kind + ": " + s.Signature
		}
	}
	want := map[string]string{
		"task::AtomicWaker":    "re-export: pub use futures_core::task::__internal::AtomicWaker;",
		"task::Context":        "re-export: pub use core::task::Context;",
		"task::Poll":           "re-export: pub use core::task::Poll;",
		"task::RawWaker":       "re-export: pub use core::task::RawWaker;",
		"task::RawWakerVTable": "re-export: pub use core::task::RawWakerVTable;",
		"task::Waker":          "re-export: pub use core::task::Waker;",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("task symbols (-want +got):\n%s", diff)
	}
	if d := describe(t, p, ref, "task::AtomicWaker"); d.Focus != "task::AtomicWaker" || len(d.Symbols) == 0 || !strings.Contains(d.Symbols[0].Signature, "__internal::AtomicWaker") {
		t.Errorf("symbol task::AtomicWaker: focus %q, symbols %v", d.Focus, d.Symbols)
	}
	ix := apicheck.NewIndex("rust", doc.Name, doc.Symbols)
	verdicts := map[string]string{}
	for _, q := range []string{"futures_util::task::AtomicWaker", "futures_util::task::AtomicWaker::register", "futures_util::task::AtomicWakr"} {
		verdicts[q] = ix.Check(apicheck.Ref{Query: q}).Verdict.String()
	}
	wantV := map[string]string{
		"futures_util::task::AtomicWaker": "exists", "futures_util::task::AtomicWaker::register": "out-of-reach",
		"futures_util::task::AtomicWakr": "missing",
	}
	if diff := cmp.Diff(wantV, verdicts); diff != "" {
		t.Errorf("verdicts (-want +got):\n%s", diff)
	}
}
