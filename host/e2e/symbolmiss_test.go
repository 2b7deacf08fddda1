package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// describe with symbol= says "not found" only where check_package_api
// says the name is missing. native's outline cannot list its compiled
// module's names: with the looking provider's lookup, made_up is not
// there (not found), other cannot be told (cannot tell, with the
// lookup's reason, and no "not found"), and fast_sum exists by its
// binary's evidence though the provider has no documentation of it. The
// versioned provider, without a lookup, cannot tell any of them; the
// symbol resource answers as the tool does, not "resource not found".
func TestDescribeSymbolCannotTell(t *testing.T) {
	s := newSession(t, plugins(t, "looking", "versioned"), nil, nil)
	tests := []struct {
		eco, symbol string
		isErr       bool
		want        []string
		notWant     []string
	}{
		{"looking", "made_up", true, []string{"not found: ", `symbol "made_up" not found in native@1.0.0`}, []string{"cannot tell"}},
		{"looking", "other", true, []string{`cannot answer: cannot tell whether native@1.0.0 has "other"`, "not in native.so either"}, []string{"not found"}},
		{"looking", "fast_sum", true, []string{`cannot answer: native@1.0.0 has "fast_sum"`, "weaker evidence", "no documentation of it"}, []string{"not found"}},
		{"versioned", "fast_sum", true, []string{`cannot answer: cannot tell whether native@1.0.0 has "fast_sum"`, "module native has no source here"}, []string{"not found"}},
		{"versioned", "made_up", true, []string{`cannot tell whether native@1.0.0 has "made_up"`}, []string{"not found"}},
	}
	for _, tt := range tests {
		text, isErr := callTool(t, s.Client, "describe_"+tt.eco+"_package", map[string]any{"package": "native", "symbol": tt.symbol})
		if isErr != tt.isErr {
			t.Errorf("%s %s: isError %v, want %v:\n%s", tt.eco, tt.symbol, isErr, tt.isErr, text)
		}
		for _, w := range tt.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s %s: answer lacks %q:\n%s", tt.eco, tt.symbol, w, text)
			}
		}
		for _, w := range tt.notWant {
			if strings.Contains(text, w) {
				t.Errorf("%s %s: answer says %q:\n%s", tt.eco, tt.symbol, w, text)
			}
		}
	}
	_, err := read(t, s, "pkgdocs://looking/native/symbol/other")
	if err == nil || !strings.Contains(err.Error(), `cannot tell whether native@1.0.0 has "other"`) || strings.Contains(err.Error(), "not found") {
		t.Errorf("resource symbol/other: %v, want cannot tell", err)
	}
	if _, err := read(t, s, "pkgdocs://looking/native/symbol/made_up"); err == nil || !strings.Contains(err.Error(), "not found") {
		t.Errorf("resource symbol/made_up: %v, want not found", err)
	}
}

// debianUjson is Debian's python3-ujson extension module: a real
// distribution that is one compiled module, without Python source or
// stub.
const debianUjson = "/usr/lib/python3/dist-packages/ujson.cpython-311-x86_64-linux-gnu.so"

// The Python provider on ujson, a distribution that is one compiled
// module (Debian's binary, copied into a venv): describe symbol= on a
// name its binary cannot vouch for either way answers as
// check_package_api does, cannot tell, not "not found"; a top-level
// misspelling its binary lacks stays not found, as the check says.
func TestDescribeSymbolCannotTellPythonCompiled(t *testing.T) {
	if _, err := os.Stat(debianUjson); err != nil {
		t.Skipf("Debian's python3-ujson is not installed (%s): apt-get install python3-ujson", debianUjson)
	}
	b, err := os.ReadFile(debianUjson)
	if err != nil {
		t.Fatal(err)
	}
	proj := t.TempDir()
	site := filepath.Join(".venv", "lib", "python3.11", "site-packages")
	writeTree(t, proj, map[string]string{
		"pyproject.toml":   "[project]\nname = \"app\"\nversion = \"0.1.0\"\ndependencies = [\"ujson\"]\n",
		".venv/pyvenv.cfg": "home = /nonexistent/bin\nversion_info = 3.11.2\n",
		filepath.Join(site, "ujson-5.7.0.dist-info", "METADATA"):      "Metadata-Version: 2.1\nName: ujson\nVersion: 5.7.0\n",
		filepath.Join(site, "ujson-5.7.0.dist-info", "top_level.txt"): "ujson\n",
		filepath.Join(site, filepath.Base(debianUjson)):               string(b),
	})
	s := newSession(t, firstPartyPlugins(t, "python"), nil, []string{"PKGDOCS_NO_CACHE=1"})
	args := map[string]any{"ecosystem": "python", "package": "ujson", "projectPath": proj, "symbols": []string{"JSONDecodeError.msg"}}
	if text, a := callCheck(t, s, args); a == nil || len(a.Checks) != 1 || a.Checks[0].Verdict != "out-of-reach" {
		t.Fatalf("check JSONDecodeError.msg: %+v, want out-of-reach\n%s", a, text)
	}
	text, isErr := callTool(t, s.Client, "describe_python_package", map[string]any{"package": "ujson", "projectPath": proj, "symbol": "JSONDecodeError.msg"})
	if !isErr || !strings.HasPrefix(text, `cannot answer: cannot tell whether ujson@5.7.0 has "JSONDecodeError.msg"`) ||
		!strings.Contains(text, "module ujson has no Python source or .pyi stub here") || strings.Contains(text, "not found:") {
		t.Errorf("describe JSONDecodeError.msg: isError %v, want cannot tell with the reason:\n%s", isErr, text)
	}
	text, isErr = callTool(t, s.Client, "describe_python_package", map[string]any{"package": "ujson", "projectPath": proj, "symbol": "laod"})
	if !isErr || !strings.HasPrefix(text, `not found: symbol "laod" not found in ujson 5.7.0`) {
		t.Errorf("describe laod: isError %v, want not found:\n%s", isErr, text)
	}
}

// The Rust provider on rustc-std-workspace-std 1.0.1 (vendored: its
// lib.rs, trimmed, is `pub use std::*;`), whose names a glob re-export of
// another crate gives: describe symbol= a name the outline cannot list
// answers cannot tell, as check_package_api does, not "item not found".
func TestDescribeSymbolCannotTellRustGlob(t *testing.T) {
	lib, err := os.ReadFile(filepath.Join("..", "..", "plugins", "rust", "testdata", "rustc_std_workspace_std_trim", "src", "lib.rs"))
	if err != nil {
		t.Fatal(err)
	}
	proj := t.TempDir()
	vendor := filepath.Join("vendor", "rustc-std-workspace-std-1.0.1")
	writeTree(t, proj, map[string]string{
		filepath.Join(vendor, "src", "lib.rs"):        string(lib),
		filepath.Join(vendor, "Cargo.toml"):           "[package]\nname = \"rustc-std-workspace-std\"\nversion = \"1.0.1\"\n[lib]\npath = \"src/lib.rs\"\n",
		filepath.Join(vendor, ".cargo-checksum.json"): `{"files":{},"package":null}`,
		filepath.Join(".cargo", "config.toml"):        "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n",
		"Cargo.toml":                                  "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nrustc-std-workspace-std = \"1\"\n",
	})
	r := &roots{}
	r.set(proj)
	s := newSession(t, firstPartyPlugins(t, "rust"), r, []string{"PKGDOCS_NO_CACHE=1", "CARGO_HOME=" + t.TempDir()})
	args := map[string]any{"ecosystem": "rust", "package": "rustc-std-workspace-std", "projectPath": proj, "symbols": []string{"collections::HashMap"}}
	if text, a := callCheck(t, s, args); a == nil || len(a.Checks) != 1 || a.Checks[0].Verdict != "out-of-reach" {
		t.Fatalf("check collections::HashMap: %+v, want out-of-reach\n%s", a, text)
	}
	text, isErr := callTool(t, s.Client, "describe_rust_package", map[string]any{"package": "rustc-std-workspace-std", "projectPath": proj, "symbol": "collections::HashMap"})
	if !isErr || !strings.HasPrefix(text, `cannot answer: cannot tell whether rustc-std-workspace-std@1.0.1 has "collections::HashMap"`) ||
		!strings.Contains(text, "pub use") || strings.Contains(text, "not found:") {
		t.Errorf("describe collections::HashMap: isError %v, want cannot tell with the reason:\n%s", isErr, text)
	}
}

// The npm provider on astro-seo 1.2.0 (the npm provider's testdata,
// trimmed, installed in the project), which re-exports an Astro component
// whole (export * from "./SEO.astro") that no declarations describe:
// describe symbol= a name its outline lacks answers cannot tell, as
// check_package_api does, not "no exported symbol".
func TestDescribeSymbolCannotTellNpmUnreadStar(t *testing.T) {
	proj, err := filepath.Abs(filepath.Join("..", "..", "plugins", "npm", "testdata", "tssource"))
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	env := []string{"PKGDOCS_NO_CACHE=1", "npm_config_registry=http://registry.invalid/", "npm_config_globalconfig=" + filepath.Join(home, "none"), "npm_config_userconfig=" + filepath.Join(home, "none")}
	s := newSession(t, firstPartyPlugins(t, "npm"), nil, env)
	args := map[string]any{"ecosystem": "npm", "package": "astro-seo", "projectPath": proj, "symbols": []string{"SOE"}}
	if text, a := callCheck(t, s, args); a == nil || len(a.Checks) != 1 || a.Checks[0].Verdict != "out-of-reach" {
		t.Fatalf("check SOE: %+v, want out-of-reach\n%s", a, text)
	}
	text, isErr := callTool(t, s.Client, "describe_npm_package", map[string]any{"package": "astro-seo", "projectPath": proj, "symbol": "SOE"})
	if !isErr || !strings.HasPrefix(text, `cannot answer: cannot tell whether astro-seo@1.2.0 has "SOE"`) ||
		!strings.Contains(text, "./SEO.astro") || !strings.Contains(text, "nearest names it lists: SEO") || strings.Contains(text, "not found:") {
		t.Errorf("describe SOE: isError %v, want cannot tell with the reason and the nearest names:\n%s", isErr, text)
	}
}
