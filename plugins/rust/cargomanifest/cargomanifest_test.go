package cargomanifest

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const root = `
[workspace]
members = ["app"]

[workspace.package]
version = "0.4.2"
edition = "2021"
rust-version = "1.74"

[workspace.dependencies]
serde = { version = "1.0.190", features = ["derive"] }
`

const app = `
[package]
name = "app"
version.workspace = true
edition.workspace = true
rust-version.workspace = true
description = "An app"
license = "MIT OR Apache-2.0"

[features]
default = ["fast"]
fast = ["dep:memchr"]

[dependencies]
serde = { workspace = true, features = ["rc"] }
memchr = { version = "2.5", optional = true }
rx = { package = "regex", version = "1.10" }
local = { path = "../local" }

[dev-dependencies]
itoa = "1"

[target.'cfg(unix)'.dependencies]
libc = "0.2.150"

[build-dependencies]
cc = "1.0"
`

func TestParseAndInherit(t *testing.T) {
	r, err := Parse([]byte(root))
	if err != nil {
		t.Fatal(err)
	}
	m, err := Parse([]byte(app))
	if err != nil {
		t.Fatal(err)
	}
	m.Inherit(r)
	wantPkg := &Package{Name: "app", Version: "0.4.2", Description: "An app", License: "MIT OR Apache-2.0", RustVersion: "1.74", Edition: "2021", Inherits: []string{"edition", "rust-version", "version"}}
	if diff := cmp.Diff(wantPkg, m.Package); diff != "" {
		t.Errorf("package (-want +got):\n%s", diff)
	}
	want := []Dep{
		{Key: "local", Name: "local", Kind: "normal", Path: "../local"},
		{Key: "memchr", Name: "memchr", Req: "2.5", Kind: "normal", Optional: true},
		{Key: "rx", Name: "regex", Req: "1.10", Kind: "normal"},
		{Key: "serde", Name: "serde", Req: "1.0.190", Kind: "normal", Workspace: true, Features: []string{"derive", "rc"}},
		{Key: "itoa", Name: "itoa", Req: "1", Kind: "dev"},
		{Key: "cc", Name: "cc", Req: "1.0", Kind: "build"},
		{Key: "libc", Name: "libc", Req: "0.2.150", Kind: "normal", Target: "cfg(unix)"},
	}
	if diff := cmp.Diff(want, m.Deps); diff != "" {
		t.Errorf("deps (-want +got):\n%s", diff)
	}
	same := func(a, b string) bool { return strings.EqualFold(a, b) }
	if d, ok := m.Dep(same, "regex"); !ok || d.Key != "rx" {
		t.Errorf("Dep(regex) = %+v, %v; want the renamed rx", d, ok)
	}
	if d, ok := m.Dep(same, "libc"); !ok || d.Req != "0.2.150" {
		t.Errorf("Dep(libc) = %+v, %v; want the target-specific one", d, ok)
	}
	if diff := cmp.Diff(map[string][]string{"default": {"fast"}, "fast": {"dep:memchr"}}, m.Features); diff != "" {
		t.Errorf("features (-want +got):\n%s", diff)
	}
}

func TestParseError(t *testing.T) {
	if _, err := Parse([]byte("[package\nname=")); err == nil {
		t.Error("no error for broken TOML")
	}
	m, err := Parse(nil)
	if err != nil || m.Package != nil || len(m.Deps) != 0 {
		t.Errorf("empty manifest: %+v, %v", m, err)
	}
}

// A workspace root's [patch] tables and a member's inherited path
// dependency, whose path is the root's to resolve, not the member's.
func TestPatchesAndRootPaths(t *testing.T) {
	r, err := Parse([]byte(`
[workspace]
members = ["crates/*"]

[workspace.dependencies]
util = { path = "crates/util" }

[patch.crates-io]
either = { path = "vendor/either" }
log = { git = "https://github.com/rust-lang/log", rev = "6e1735597bb21c5d979a077395df85e1d633e077" }

[patch."https://github.com/example/x"]
x = { path = "../x" }
`))
	if err != nil {
		t.Fatal(err)
	}
	want := []Dep{
		{Key: "either", Name: "either", Kind: "patch", Path: "vendor/either", Registry: "crates-io"},
		{Key: "log", Name: "log", Kind: "patch", Git: "https://github.com/rust-lang/log", Registry: "crates-io"},
		{Key: "x", Name: "x", Kind: "patch", Path: "../x", Registry: "https://github.com/example/x"},
	}
	if diff := cmp.Diff(want, r.Patches); diff != "" {
		t.Errorf("patches (-want +got):\n%s", diff)
	}
	m, err := Parse([]byte("[package]\nname = \"app\"\n[dependencies]\nutil.workspace = true\nown = { path = \"../own\" }\n"))
	if err != nil {
		t.Fatal(err)
	}
	m.Inherit(r)
	wantDeps := []Dep{
		{Key: "own", Name: "own", Kind: "normal", Path: "../own"},
		{Key: "util", Name: "util", Kind: "normal", Path: "crates/util", RootPath: true, Workspace: true, Features: []string{}},
	}
	if diff := cmp.Diff(wantDeps, m.Deps); diff != "" {
		t.Errorf("deps (-want +got):\n%s", diff)
	}
}
