package crateapi

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSummary(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"Creates a store. It is empty.", "Creates a store."},
		{"Uses [`Store`] and [`Value`](crate::Value), e.g. this. More.", "Uses `Store` and `Value`, e.g. this."},
		{"# Title\n\nBody text here.", "Body text here."},
		{"```\ncode();\n```\n\nAfter code.", "After code."},
		{"1. Overview\n2. Details\n\nThe real summary.", "The real summary."},
		{"Version 1.2 is out. Next.", "Version 1.2 is out."},
		{"Line one\ncontinues. Next.", "Line one continues."},
	}
	for _, tt := range tests {
		if got := Summary(tt.in); got != tt.want {
			t.Errorf("Summary(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestCleanDocsAndBlocks(t *testing.T) {
	md := "Intro.\n\n```\n# use x::Y;\n#[derive(Debug)]\nlet y = Y::new();\n# Ok::<(), ()>(())\n```\n\n```text\n# not hidden\n```\n\n```rust,ignore\nignored();\n```\n\n```compile_fail\nbad();\n```\n"
	want := "Intro.\n\n```rust\n#[derive(Debug)]\nlet y = Y::new();\n```\n\n```text\n# not hidden\n```\n\n```rust\nignored();\n```\n\n```rust\nbad();\n```\n"
	if diff := cmp.Diff(want, CleanDocs(md)); diff != "" {
		t.Errorf("CleanDocs (-want +got):\n%s", diff)
	}
	wantBlocks := []CodeBlock{{Info: "", Code: "#[derive(Debug)]\nlet y = Y::new();"}, {Info: "rust,ignore", Code: "ignored();"}}
	if diff := cmp.Diff(wantBlocks, RustBlocks(md)); diff != "" {
		t.Errorf("RustBlocks (-want +got):\n%s", diff)
	}
}

func TestTraitName(t *testing.T) {
	for in, want := range map[string]string{
		"impl Clone for Store":                          "Clone",
		"impl<T: Into<String>> From<T> for Value":       "From<T>",
		"impl<'a, S> Service<Request<B>> for Router<S>": "Service<Request<B>>",
		"impl Debug for X // derived":                   "Debug",
	} {
		if got := TraitName(in); got != want {
			t.Errorf("TraitName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestRenamedAndLookup(t *testing.T) {
	helper := &Item{Name: "helper", Kind: "fn", Signature: "pub fn helper(x: u8)"}
	if got := Renamed(helper, "assist").Signature; got != "pub fn assist(x: u8)" {
		t.Errorf("Renamed = %q", got)
	}
	if helper.Name != "helper" {
		t.Error("Renamed changed the original")
	}
	store := &Item{Name: "Store", Kind: "struct", Members: []*Item{{Name: "insert", Kind: "method"}}, Gate: `all(feature = "a", feature = "b")`}
	c := &Crate{Name: "kv", Modules: []*Module{
		{Path: "", Items: []*Item{store}},
		{Path: "sync", Items: []*Item{{Name: "Mutex", Kind: "struct"}}},
	}}
	tests := []struct {
		in, path, member string
		module           bool
		ok               bool
	}{
		{in: "Store", path: "Store", ok: true},
		{in: "kv::Store", path: "Store", ok: true},
		{in: "crate::Store::insert", path: "Store", member: "insert", ok: true},
		{in: "Mutex", path: "sync::Mutex", ok: true},
		{in: "sync::Mutex", path: "sync::Mutex", ok: true},
		{in: "sync", path: "sync", module: true, ok: true},
		{in: "Nope"},
		{in: ""},
	}
	for _, tt := range tests {
		f, ok := c.Lookup(tt.in)
		if ok != tt.ok || f.Path != tt.path || (f.Member != nil) != (tt.member != "") || (f.Module != nil) != tt.module {
			t.Errorf("Lookup(%q) = %+v, %v", tt.in, f, ok)
		}
	}
	if diff := cmp.Diff([]string{"a", "b"}, c.Features()); diff != "" {
		t.Errorf("Features (-want +got):\n%s", diff)
	}
	syms, full := c.Outline("sync", 0)
	if full || len(syms) != 2 || syms[0].Name != "sync" || syms[1].Name != "sync::Mutex" {
		t.Errorf("Outline(sync) = %+v", syms)
	}
	if _, full := c.Outline("", 10); !full {
		t.Error("Outline over its byte cap does not say so")
	}
}

func TestLookupSameNamed(t *testing.T) {
	lock := func() []*Item { return []*Item{{Name: "lock", Kind: "method"}} }
	c := &Crate{Name: "cells", Modules: []*Module{
		{Path: "", Items: []*Item{{Name: "Error", Kind: "enum"}}},
		{Path: "sync", Items: []*Item{{Name: "Mutex", Kind: "struct", Members: lock()}, {Name: "Error", Kind: "struct"}}},
		{Path: "unsync", Items: []*Item{{Name: "Mutex", Kind: "struct", Members: lock()}}},
	}}
	tests := []struct {
		in, path   string
		ok         bool
		candidates []string
	}{
		{in: "Error", path: "Error", ok: true},
		{in: "sync::Error", path: "sync::Error", ok: true},
		{in: "sync::Mutex::lock", path: "sync::Mutex", ok: true},
		{in: "cells::unsync::Mutex", path: "unsync::Mutex", ok: true},
		{in: "Mutex", candidates: []string{"sync::Mutex", "unsync::Mutex"}},
		{in: "Mutex::lock", candidates: []string{"sync::Mutex::lock", "unsync::Mutex::lock"}},
	}
	for _, tt := range tests {
		f, ok := c.Lookup(tt.in)
		if ok != tt.ok || f.Path != tt.path {
			t.Errorf("Lookup(%q) = %q, %v; want %q, %v", tt.in, f.Path, ok, tt.path, tt.ok)
		}
		if diff := cmp.Diff(tt.candidates, f.Candidates); diff != "" {
			t.Errorf("Lookup(%q) candidates (-want +got):\n%s", tt.in, diff)
		}
	}
}

// TestListModuleAliases: a module another public module re-exports under
// a name (futures' prelude: pub use crate::future::{self, Future}) is
// listed at that path too, its items as aliases of theirs, so
// prelude::future::Map is named and found as future::Map; a module's
// re-export of an ancestor is not listed again.
func TestListModuleAliases(t *testing.T) {
	mapItem := &Item{Name: "Map", Kind: "struct", Signature: "pub struct Map<Fut, F>"}
	c := &Crate{Name: "futures", Modules: []*Module{
		{Path: ""},
		{Path: "future", Items: []*Item{mapItem}, Aliases: []Alias{{Name: "Future", Target: "Future"}}},
		{Path: "prelude", ModuleAliases: []Alias{{Name: "future", Target: "future"}, {Name: "root", Target: ""}}},
	}}
	c.ListModuleAliases()
	var paths []string
	for _, m := range c.Modules {
		paths = append(paths, m.Path)
	}
	if diff := cmp.Diff([]string{"", "future", "prelude", "prelude::future"}, paths); diff != "" {
		t.Errorf("modules (-want +got):\n%s", diff)
	}
	f, ok := c.Lookup("prelude::future::Map")
	if !ok || f.Item != mapItem {
		t.Errorf("prelude::future::Map: %+v, %v", f, ok)
	}
	var names []string
	syms, _ := c.Outline("prelude::future", 0)
	for _, s := range syms {
		names = append(names, s.Name)
	}
	if diff := cmp.Diff([]string{"prelude::future", "prelude::future::Map", "prelude::future::Future"}, names); diff != "" {
		t.Errorf("outline (-want +got):\n%s", diff)
	}
}

// TestInheritModuleGates: log 0.4.17 declares `#[cfg(feature =
// "kv_unstable")] pub mod kv;`, and kv::Source has no cfg of its own; it
// exists only with the feature. A nested module adds its own; an item
// whose cfg already says it is not repeated.
func TestInheritModuleGates(t *testing.T) {
	source := &Item{Name: "Source", Kind: "trait"}
	toValue := &Item{Name: "ToValue", Kind: "trait", Gate: `feature = "kv_unstable"`}
	serde := &Item{Name: "Serde", Kind: "struct"}
	logger := &Item{Name: "Logger", Kind: "trait"}
	c := &Crate{Name: "log", Modules: []*Module{
		{Path: "", Items: []*Item{logger}},
		{Path: "kv", Gate: `feature = "kv_unstable"`, Items: []*Item{source, toValue}},
		{Path: "kv::value", Gate: `feature = "kv_unstable_serde"`, Items: []*Item{serde}},
	}}
	c.InheritModuleGates()
	got := map[string]string{"Logger": logger.Gate, "kv::Source": source.Gate, "kv::ToValue": toValue.Gate, "kv::value::Serde": serde.Gate, "mod kv::value": c.Modules[2].Gate}
	want := map[string]string{
		"Logger":           "",
		"kv::Source":       `feature = "kv_unstable"`,
		"kv::ToValue":      `feature = "kv_unstable"`,
		"kv::value::Serde": `all(feature = "kv_unstable", feature = "kv_unstable_serde")`,
		"mod kv::value":    `all(feature = "kv_unstable", feature = "kv_unstable_serde")`,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("gates (-want +got):\n%s", diff)
	}
}

func TestWithoutCode(t *testing.T) {
	for _, tt := range []struct{ name, in, want string }{
		{"empty", "", ""},
		{"no code", "Prose.\n\nMore prose.", "Prose.\n\nMore prose."},
		{"backticks", "Returns it.\n\n# Examples\n\n```rust\nlet x = f();\n```\n\nAfter.", "Returns it.\n\n# Examples\n\n\nAfter."},
		{"tildes hold backticks", "A.\n~~~\n```\nin();\n~~~\nB.", "A.\nB."},
		{"unclosed", "A.\n```\ncode();", "A."},
		{"inline code kept", "Calls `f()` once.", "Calls `f()` once."},
	} {
		if got := withoutCode(tt.in); got != tt.want {
			t.Errorf("%s: withoutCode(%q) = %q, want %q", tt.name, tt.in, got, tt.want)
		}
	}
}

func TestAndGate(t *testing.T) {
	for _, tt := range []struct{ outer, inner, want string }{
		{"", "", ""},
		{"", "unix", "unix"},
		{"unix", "", "unix"},
		{"unix", "unix", "unix"},
		{`feature = "a"`, `all(feature = "a", unix)`, `all(feature = "a", unix)`},
		{`all(all(feature = "a", unix), feature = "b")`, "unix", `all(all(feature = "a", unix), feature = "b")`},
		// any(…) does not need its arguments: syn's Arm needs full
		// inside a module of any(full, derive).
		{`any(feature = "full", feature = "derive")`, `feature = "full"`, `all(any(feature = "full", feature = "derive"), feature = "full")`},
		{`feature = "a, b"`, `all(feature = "a", feature = "b")`, `all(feature = "a, b", all(feature = "a", feature = "b"))`},
	} {
		if got := AndGate(tt.outer, tt.inner); got != tt.want {
			t.Errorf("AndGate(%q, %q) = %q, want %q", tt.outer, tt.inner, got, tt.want)
		}
	}
}
