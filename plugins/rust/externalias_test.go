package rust

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// TestReexportsThroughExternCrateAlias: serial (trimmed) binds its
// dependency serial-core as `core` (`pub extern crate serial_core as
// core;`) and re-exports through that name: types, a module, and an
// enum's variants by a glob (`pub use core::BaudRate::*;`). With
// serial-core's source beside it, each is listed at serial's path, the
// variants as items of the root, as rustdoc lists them; a 2015-edition
// `::Result<()>` prints as Result<()>.
func TestReexportsThroughExternCrateAlias(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "serial_trim"), filepath.Join(proj, "vendor", "serial-0.4.0"))
	copyDir(t, filepath.Join("testdata", "serial_core_trim"), filepath.Join(proj, "vendor", "serial-core-0.4.0"))
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nserial = \"0.4\"\n")
	p := w.provider(false)
	ref := sdk.PackageRef{Name: "serial", ProjectPath: proj, ProjectTrusted: true}
	doc := describe(t, p, ref, "")
	got := map[string]string{}
	for _, s := range doc.Symbols {
		got[s.Name] = s.Kind + ": " + strings.SplitN(s.Signature, "\n", 2)[0]
	}
	want := map[string]string{
		"open":                        "function: pub fn open<T: AsRef<OsStr> + ?Sized>(port: &T) -> Result<()>",
		"prelude":                     "module: pub mod prelude",
		"Result":                      "type alias: pub type Result<T> = Result<T, Error>;",
		"Error":                       "struct: pub struct Error { /* private fields */ }",
		"PortSettings":                "struct: pub struct PortSettings {",
		"PortSettings::set_baud_rate": "method: fn set_baud_rate(&mut self, baud_rate: BaudRate) -> Result<()>",
		"BaudRate":                    "enum: pub enum BaudRate {",
		"SerialPort":                  "trait: pub trait SerialPort: Read + Write {",
		"SerialPortSettings":          "trait: pub trait SerialPortSettings {",
		"Baud110":                     "variant: Baud110",
		"Baud9600":                    "variant: Baud9600",
		"BaudOther":                   "variant: BaudOther(usize)",
	}
	for name := range got {
		if _, ok := want[name]; !ok && !strings.HasPrefix(name, "prelude::") && !strings.Contains(name, "::") {
			want[name] = "(not wanted)"
		}
	}
	for name := range want {
		if _, ok := got[name]; !ok {
			got[name] = "(missing)"
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			delete(got, name) // members and prelude paths, checked below
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
	ix := apicheck.NewIndex("rust", doc.Name, doc.Symbols)
	verdicts := map[string]string{}
	for _, q := range []string{"serial::Baud9600", "serial::prelude::SerialPort", "serial::BaudRate::Baud9600", "serial::Baud9601"} {
		verdicts[q] = ix.Check(apicheck.Ref{Query: q}).Verdict.String()
	}
	if diff := cmp.Diff(map[string]string{"serial::Baud9600": "exists", "serial::prelude::SerialPort": "exists",
		"serial::BaudRate::Baud9600": "exists", "serial::Baud9601": "missing"}, verdicts); diff != "" {
		t.Errorf("check verdicts (-want +got):\n%s", diff)
	}
}
