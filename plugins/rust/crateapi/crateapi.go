package crateapi

import (
	"slices"
	"strings"
)

// Crate is a crate's public API, module by module.
type Crate struct {
	// Name is the crate's name as code writes it (underscores).
	Name string
	// Version is the crate's version when the reader knows it.
	Version string
	// Docs is the crate-level documentation (Markdown), hidden doctest
	// lines included as written.
	Docs string
	// Modules lists the public modules, the crate root (Path "") first,
	// parents before children.
	Modules []*Module
	// Format is the rustdoc JSON format version read, 0 for other sources.
	Format int
	// Notes are caveats of the reader ("macro-generated items are missing").
	Notes []string
	// Empty says the reader saw the whole crate and it declares nothing
	// public: a source reader sets it for a crate root that holds only
	// docs and inner attributes (an empty lib.rs), never for rustdoc
	// JSON. An empty Modules alone does not say so (a macro or a build
	// script may make what a reader cannot see).
	Empty bool
	// ExternAliases are the names the crate root binds to other crates
	// with `extern crate serial_core as core;`, each to the crate's
	// library name: `pub use core::BaudRate;` re-exports serial_core's.
	ExternAliases map[string]string
}

// Module is one public module and the items reachable in it.
type Module struct {
	// Path is the module path inside the crate, "" for the root,
	// "routing::method_routing" for a nested one.
	Path string
	// Docs is the module's documentation (Markdown).
	Docs string
	// Gate is the cfg the module needs (`feature = "json"`), or "".
	Gate string
	// Cfg is the part of Gate its #[cfg(…)] attributes say, its parent
	// modules' included (see InheritModuleGates): without it the module
	// is not compiled at all, while a Gate that is only a
	// #[doc(cfg(…))] label compiles all the same. "" when none, or when
	// the reader cannot tell (rustdoc JSON, a module declared under
	// several cfgs).
	Cfg string
	// Items are the module's public items, in declaration order.
	Items []*Item
	// Reexports are `pub use` lines whose targets are outside the crate
	// (their items are not in this document).
	Reexports []string
	// ReexportGates are the cfgs of the gated Reexports, by line
	// (`#[cfg(feature = "cipher")] pub use cipher;`).
	ReexportGates map[string]string
	// Inline are the Reexports marked #[doc(inline)]: rustdoc lists a
	// whole crate re-exported so (`pub use futures_channel as channel;`)
	// as a module of its items, not as one line.
	Inline []string
	// Aliases are the module's re-exports of the crate's own items that
	// are listed under another path (`pub mod prelude { pub use
	// crate::graph::Graph; }`): prelude::Graph::new is graph::Graph::new.
	Aliases []Alias
	// ModuleAliases are the crate's public modules this module re-exports
	// under a name (`pub use crate::future::{self, Future};` in a
	// prelude), each as its Name here and the module's Path as Target:
	// their items are reachable at this path too (ListModuleAliases).
	ModuleAliases []Alias
	// Unexpanded are the item-level macro invocations (and re-exports of
	// what such macros make) a source reader saw in the module and could
	// not expand: the module may hold items not listed here.
	Unexpanded []string
	// Unresolved are the module's `pub use` lines into the crate's own
	// paths that a source reader could not find (each also in
	// Unexpanded): they may go through a re-export of another crate.
	Unresolved []string
}

// Alias is a name a module re-exports for an item listed elsewhere.
type Alias struct {
	// Name is the name in the module.
	Name string
	// Target is the item's path where it is listed ("graph::Graph").
	Target string
}

// Item is one public item.
type Item struct {
	// Name is the item's name in its module.
	Name string
	// Kind is the Rust item kind: fn, struct, enum, union, trait, type,
	// const, static, macro, derive, attribute, method, variant, field,
	// assoc_type, assoc_const, trait_alias.
	Kind string
	// Signature is the declaration as rustdoc prints it, without a body.
	Signature string
	// Docs is the full documentation (Markdown).
	Docs string
	// Gate is the cfg the item needs, as rustdoc's "Available on" line
	// writes it (`feature = "json"`, `feature = "a" and feature = "b"`).
	Gate string
	// Cfg is the part of Gate the item's own #[cfg(…)] attributes say
	// (its module's is Module.Cfg): without it the item is not
	// compiled, while a Gate that is only a #[doc(cfg(…))] label
	// compiles all the same. "" when none, or when the reader cannot
	// tell (rustdoc JSON; a name declared under several cfgs, one
	// declaration per alternative).
	Cfg string
	// Deprecated is the deprecation note ("since 0.7: use X"), or "".
	Deprecated string
	// Impls are the trait implementations of note, as headers
	// ("impl Clone for Router", "impl<S> Service<Request> for Router<S>").
	Impls []string
	// Members are the inherent methods and associated items.
	Members []*Item
	// Fields are a struct's fields, an enum's variants or a trait's items,
	// with their docs; the signature already lists them, so they are shown
	// only when the item is asked for in full.
	Fields []*Item
	// Via is, for a method the type gets through auto-deref, the impl
	// that gives it ("Deref<Target = str>"); "" for the type's own.
	Via string
	// Unexpanded are macro invocations a source reader saw generating
	// items of this type (a macro called with the type's name, or inside
	// one of its impl blocks) and could not expand: the type may have
	// methods and trait impls not listed here.
	Unexpanded []string
}

// Path is the item's path in the crate ("routing::Router").
func (m *Module) ItemPath(it *Item) string {
	if m.Path == "" {
		return it.Name
	}
	return m.Path + "::" + it.Name
}

// ListModuleAliases lists every module a module re-exports under a name
// (Module.ModuleAliases) at that path too, as a module of aliases of the
// target's items, as rustdoc lists it: prelude::future::Map is named, and
// found as future::Map. One level: the new module's own re-exported
// modules are not listed again. Run it once the crate's items are
// complete (after another crate's re-exported items are inlined).
func (c *Crate) ListModuleAliases() {
	byPath := map[string]*Module{}
	for _, m := range c.Modules {
		byPath[m.Path] = m
	}
	for _, m := range append([]*Module(nil), c.Modules...) {
		for _, a := range m.ModuleAliases {
			p := joinMod(m.Path, a.Name)
			src := byPath[a.Target]
			if src == nil || src == m || byPath[p] != nil || a.Target == "" || strings.HasPrefix(m.Path+"::", a.Target+"::") {
				continue // unknown, itself, already listed, or an ancestor
			}
			c.aliasModule(byPath, p, src)
			// Its child modules are reachable through the new path too
			// (capstone's prelude re-exports crate::arch::{self}:
			// prelude::arch::arm::ArmInsnDetail is arch::arm's).
			for _, d := range c.Modules {
				if rest, ok := strings.CutPrefix(d.Path, a.Target+"::"); ok && byPath[p+"::"+rest] == nil && !strings.HasPrefix(m.Path+"::", d.Path+"::") {
					c.aliasModule(byPath, p+"::"+rest, d)
				}
			}
		}
	}
}

// aliasModule lists module src at path p too, as a module of aliases of
// src's items, with src's re-export lines and unexpanded calls (what they
// make is reachable at p as well).
func (c *Crate) aliasModule(byPath map[string]*Module, p string, src *Module) {
	nm := &Module{Path: p, Docs: src.Docs, Gate: src.Gate, Reexports: src.Reexports, ReexportGates: src.ReexportGates, Unexpanded: src.Unexpanded}
	for _, it := range src.Items {
		nm.Aliases = append(nm.Aliases, Alias{Name: it.Name, Target: src.ItemPath(it)})
	}
	nm.Aliases = append(nm.Aliases, src.Aliases...)
	byPath[p] = nm
	c.Modules = append(c.Modules, nm)
}

// Count is how many items and members the crate holds.
func (c *Crate) Count() int {
	n := 0
	for _, m := range c.Modules {
		for _, it := range m.Items {
			n += 1 + len(it.Members)
		}
	}
	return n
}

// Features lists the crate features that gates in the crate name, sorted
// by first appearance.
func (c *Crate) Features() []string {
	seen := map[string]bool{}
	var out []string
	add := func(g string) {
		for _, f := range GateFeatures(g) {
			if !seen[f] {
				seen[f] = true
				out = append(out, f)
			}
		}
	}
	for _, m := range c.Modules {
		add(m.Gate)
		for _, it := range m.Items {
			add(it.Gate)
			for _, mem := range it.Members {
				add(mem.Gate)
			}
		}
	}
	return out
}

// GateFeatures returns the feature names a gate expression mentions.
func GateFeatures(gate string) []string {
	var out []string
	for {
		i := strings.Index(gate, `feature = "`)
		if i < 0 {
			return out
		}
		gate = gate[i+len(`feature = "`):]
		j := strings.IndexByte(gate, '"')
		if j < 0 {
			return out
		}
		out = append(out, gate[:j])
		gate = gate[j:]
	}
}

// Renamed returns a copy of it under a new name, as a `pub use x as y`
// re-export shows it: the declaration's name is replaced too.
func Renamed(it *Item, name string) *Item {
	cp := *it
	cp.Name = name
	for _, kw := range []string{"fn ", "struct ", "enum ", "union ", "trait ", "type ", "const ", "static ", "macro_rules! "} {
		if i := strings.Index(cp.Signature, kw+it.Name); i >= 0 {
			j := i + len(kw) + len(it.Name)
			if j == len(cp.Signature) || !isIdentByte(cp.Signature[j]) {
				cp.Signature = cp.Signature[:i+len(kw)] + name + cp.Signature[j:]
				break
			}
		}
	}
	return &cp
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// InheritModuleGates gives every module and item the cfg of the modules
// that enclose it: an item of `#[cfg(feature = "kv_unstable")] pub mod kv;`
// exists only with that feature, as rustdoc's "Available on" line says,
// though its own declaration has no cfg. Run it once, after the scan.
func (c *Crate) InheritModuleGates() {
	own, ownCfg := map[string]string{}, map[string]string{}
	for _, m := range c.Modules {
		own[m.Path], ownCfg[m.Path] = m.Gate, m.Cfg
	}
	var effective func(own map[string]string, path string, depth int) string
	effective = func(own map[string]string, path string, depth int) string {
		g := own[path]
		if path == "" || depth > 64 {
			return g
		}
		parent := ""
		if i := strings.LastIndex(path, "::"); i >= 0 {
			parent = path[:i]
		}
		return AndGate(effective(own, parent, depth+1), g)
	}
	for _, m := range c.Modules {
		m.Cfg = effective(ownCfg, m.Path, 0)
		g := effective(own, m.Path, 0)
		m.Gate = g
		if g == "" {
			continue
		}
		for _, it := range m.Items {
			it.Gate = AndGate(g, it.Gate)
		}
	}
}

// AndGate is the cfg that needs both outer and inner: "" when neither
// needs one, one of them when the other says nothing more.
func AndGate(outer, inner string) string {
	switch {
	case inner == "":
		return outer
	case outer == "" || outer == inner || implies(inner, outer):
		return inner
	case implies(outer, inner):
		return outer
	}
	return "all(" + outer + ", " + inner + ")"
}

// implies says whether cfg a needs everything cfg b needs: each of b's
// conjuncts (the parts of a top-level all(…)) is one of a's. Text inside
// an any(…) is no conjunct: any(feature = "full", feature = "derive")
// does not need feature = "full".
func implies(a, b string) bool {
	if !strings.HasPrefix(b, "all(") {
		// One conjunct: its text is in a if a needs it (the common
		// case, checked without splitting a).
		return strings.Contains(a, b) && slices.Contains(conjuncts(a), b)
	}
	have := map[string]bool{}
	for _, c := range conjuncts(a) {
		have[c] = true
	}
	for _, c := range conjuncts(b) {
		if !have[c] {
			return false
		}
	}
	return true
}

// conjuncts splits a cfg into what all of must hold, all(…) flattened.
func conjuncts(g string) []string {
	g = strings.TrimSpace(g)
	inner, ok := strings.CutPrefix(g, "all(")
	if !ok || !strings.HasSuffix(inner, ")") {
		return []string{g}
	}
	inner = inner[:len(inner)-1]
	var out []string
	depth, quoted, start := 0, false, 0
	for i := 0; i < len(inner); i++ {
		switch c := inner[i]; {
		case c == '"':
			quoted = !quoted
		case quoted:
		case c == '(':
			depth++
		case c == ')':
			depth--
			if depth < 0 {
				return []string{g}
			}
		case c == ',' && depth == 0:
			out = append(out, conjuncts(inner[start:i])...)
			start = i + 1
		}
	}
	if depth != 0 || quoted {
		return []string{g}
	}
	return append(out, conjuncts(inner[start:])...)
}
