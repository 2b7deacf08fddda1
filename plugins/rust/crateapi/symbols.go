package crateapi

import (
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// kindNames are the outline's kind labels; the renderer groups by them.
var kindNames = map[string]string{
	"fn": "function", "struct": "struct", "enum": "enum", "union": "union", "trait": "trait",
	"trait_alias": "trait alias", "type": "type alias", "const": "const", "static": "static",
	"macro": "macro", "derive": "derive macro", "attribute": "attribute macro", "method": "method",
	"assoc_type": "associated type", "assoc_const": "associated const", "variant": "variant",
	"field": "field", "primitive": "primitive",
}

// KindUnlisted is the outline kind of a symbol standing for items a
// reader saw being generated and could not list (apicheck.KindUnlisted:
// a name missing under its Parent is then "cannot tell", not "does not
// exist").
const KindUnlisted = apicheck.KindUnlisted

// unlisted is the outline symbol for one unexpanded macro invocation
// under parent (an item path, or a module path; "" for the crate root).
func unlisted(parent, call string) sdk.Symbol {
	name := "(" + call + ")"
	if parent != "" {
		name = parent + "::" + name
	}
	doc := "Items this macro generates are not listed: the API was read from source and macros were not expanded."
	if file, ok := BuildOutput(call); ok {
		doc = "Not listed: the items of " + file + ", which the build script writes (not run here)."
	}
	return sdk.Symbol{Name: name, Kind: KindUnlisted, Signature: call, Parent: parent, Doc: doc}
}

// BuildOutput is the file under the build's OUT_DIR that an include!
// call pastes (`include!(concat!(env!("OUT_DIR"), "/const.rs"));` →
// "OUT_DIR/const.rs"): a build script writes it.
func BuildOutput(call string) (string, bool) {
	rest, ok := strings.CutPrefix(call, "include!(concat!(env!(\"OUT_DIR\"),")
	if !ok {
		return "", false
	}
	q := strings.IndexByte(rest, '"')
	end := strings.IndexByte(rest[q+1:], '"')
	if q < 0 || end < 0 {
		return "", false
	}
	return "OUT_DIR/" + strings.TrimPrefix(rest[q+1:q+1+end], "/"), true
}

// reexportName is the one name an unresolved `pub use a::B;` (or `pub
// use a::B as C;`) of m that call stands for makes; "" for a glob or a
// macro call, which may make any name.
func reexportName(m *Module, call string) string {
	for _, line := range m.Unresolved {
		if !strings.HasPrefix(call, strings.TrimSuffix(line, ";")) {
			continue
		}
		return UseName(line)
	}
	return ""
}

// UseName is the one name a `pub use` line makes in its module: "C" for
// "pub use a::b::C;", "D" for "pub use a::C as D;", "digest" for "pub
// use digest;"; "" for a glob, a group, or an import `as _` (which names
// nothing).
func UseName(line string) string {
	u := strings.TrimSuffix(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "pub use ")), ";")
	if strings.HasSuffix(u, "*") || strings.ContainsAny(u, "{},") {
		return ""
	}
	if _, alias, ok := strings.Cut(u, " as "); ok {
		u = strings.TrimSpace(alias)
	} else if i := strings.LastIndex(u, "::"); i >= 0 {
		u = u[i+2:]
	}
	if u == "_" || u == "" || strings.ContainsAny(u, " :") {
		return ""
	}
	return u
}

// KindName is the outline label of an item kind.
func KindName(k string) string {
	if n, ok := kindNames[k]; ok {
		return n
	}
	return k
}

// oneLineDoc is an outline's doc: the first sentence, plus the gate.
func oneLineDoc(docs, gate string) string {
	s := Summary(docs)
	if gate != "" {
		if s != "" {
			s += " "
		}
		s += "(requires " + gate + ")"
	}
	return s
}

// pathDoc leads the one-line doc of an item of a submodule with the
// item's path: the outline groups items by kind across modules and shows
// declarations, which name no module, so without it two `IntoIter`s (or
// map::Iter and the crate's Iter) could not be told apart or written in a
// `use`.
func pathDoc(m *Module, path, doc string) string {
	if m.Path == "" {
		return doc
	}
	if doc == "" {
		return path + "."
	}
	return path + ": " + doc
}

// TraitName is the trait of an impl header ("impl<T> From<T> for X" →
// "From<T>").
func TraitName(header string) string {
	h := strings.TrimPrefix(header, "impl")
	if strings.HasPrefix(h, "<") {
		depth := 0
		for i, r := range h {
			if r == '<' {
				depth++
			} else if r == '>' && (i == 0 || h[i-1] != '-') { // not a bound's `Fn(A) -> B`
				depth--
				if depth == 0 {
					h = h[i+1:]
					break
				}
			}
		}
	}
	h = strings.TrimSpace(h)
	if i := strings.LastIndex(h, " for "); i >= 0 {
		h = h[:i]
	}
	return h
}

// implLine is the one line listing a type's trait implementations.
func implLine(impls []string) string {
	if len(impls) == 0 {
		return ""
	}
	seen := map[string]bool{}
	var names []string
	for _, h := range impls {
		n := TraitName(h)
		if !seen[n] {
			seen[n] = true
			names = append(names, n)
		}
	}
	return "// Implements: " + strings.Join(names, ", ")
}

// Outline returns the crate's API as outline symbols: the modules (kind
// "module"), then each module's items with their inherent methods as
// members, each type's trait implementations on one comment line under
// its signature. Only modules whose path is under prefix ("" for all) are
// listed. maxBytes bounds the signatures and docs kept (0: no bound); the
// second result says whether items were left out for it.
func (c *Crate) Outline(prefix string, maxBytes int) ([]sdk.Symbol, bool) {
	var out []sdk.Symbol
	size := 0
	full := false
	add := func(s sdk.Symbol) bool {
		n := len(s.Name) + len(s.Signature) + len(s.Doc) + 16
		if maxBytes > 0 && size+n > maxBytes {
			full = true
			return false
		}
		size += n
		out = append(out, s)
		return true
	}
	type pending struct {
		name string
		it   *Item
	}
	var later []pending
	addMembers := func(name string, it *Item) bool {
		for _, mem := range it.Members {
			if !add(sdk.Symbol{Name: name + "::" + mem.Name, Kind: KindName(mem.Kind), Signature: mem.Signature, Doc: via(mem, oneLineDoc(mem.Docs, mem.Gate)), Deprecated: mem.Deprecated, Parent: name}) {
				return false
			}
		}
		return true
	}
	in := func(path string) bool {
		return prefix == "" || path == prefix || strings.HasPrefix(path, prefix+"::")
	}
	for _, m := range c.Modules {
		if m.Path == "" || !in(m.Path) {
			continue
		}
		add(sdk.Symbol{Name: m.Path, Kind: "module", Signature: "pub mod " + m.Path[strings.LastIndex(m.Path, ":")+1:], Doc: oneLineDoc(m.Docs, m.Gate)})
	}
	for _, m := range c.Modules {
		if !in(m.Path) {
			continue
		}
		for _, it := range m.Items {
			name := m.ItemPath(it)
			sig := it.Signature
			if l := implLine(it.Impls); l != "" {
				sig += "\n" + l
			}
			if !add(sdk.Symbol{Name: name, Kind: KindName(it.Kind), Signature: sig, Doc: pathDoc(m, name, oneLineDoc(it.Docs, it.Gate)), Deprecated: it.Deprecated}) {
				return out, true
			}
			if len(it.Members) > inlineMembers {
				later = append(later, pending{name, it})
			} else if !addMembers(name, it) {
				return out, true
			}
			for _, call := range it.Unexpanded {
				add(unlisted(name, call))
			}
		}
		for _, call := range m.Unexpanded {
			if name := reexportName(m, call); name != "" {
				// It makes that one name, whatever its path holds.
				add(sdk.Symbol{Name: joinMod(m.Path, name), Kind: KindUnlisted, Signature: call, Parent: m.Path,
					Doc: "Re-exported from a path the source does not declare (made by a macro or a build script): cannot tell what it is."})
				continue
			}
			add(unlisted(m.Path, call))
		}
		for _, a := range m.Aliases {
			line := "pub use crate::" + a.Target
			if !strings.HasSuffix(a.Target, "::"+a.Name) && a.Target != a.Name {
				line += " as " + a.Name
			}
			// The doc names the re-export's own path, which the line
			// does not: code writes prelude::Graph as often as
			// graph::Graph.
			add(sdk.Symbol{Name: joinMod(m.Path, a.Name), Kind: "re-export", Signature: line + ";", Doc: pathDoc(m, joinMod(m.Path, a.Name), "The same item as "+a.Target+".")})
		}
		for _, r := range m.Reexports {
			// Another crate's item whose declaration could not be read
			// (or a whole crate, `pub use digest;`): listed at the path
			// code writes, as rustdoc lists it; a glob stays its line.
			name := r
			if n := UseName(r); n != "" {
				name = joinMod(m.Path, n)
			} else if strings.HasSuffix(strings.TrimSuffix(strings.TrimSpace(r), ";"), "::*") {
				// A glob of another crate's names it could not list
				// (`pub use std::*;`): no name of its own, and any
				// name in the module may come from it.
				add(sdk.Symbol{Name: joinMod(m.Path, "*"), Kind: KindUnlisted, Signature: r, Parent: m.Path,
					Doc: "in " + modName(c, m) + ": another crate's names, re-exported by a glob, are not listed here."})
				continue
			}
			add(sdk.Symbol{Name: name, Kind: "re-export", Signature: r, Doc: "in " + modName(c, m)})
		}
	}
	for _, x := range later {
		if !addMembers(x.name, x.it) {
			return out, true
		}
	}
	return out, full
}

// inlineMembers is how many members an item may have and still be
// followed by them in the outline; a longer list (a deserializer's thirty
// forwarded trait methods) comes after every module's items, so a large
// crate's first page names its items before the members of a few.
const inlineMembers = 12

func joinMod(mod, name string) string {
	if mod == "" {
		return name
	}
	return mod + "::" + name
}

func modName(c *Crate, m *Module) string {
	if m.Path == "" {
		return c.Name
	}
	return c.Name + "::" + m.Path
}

// Full returns the symbols of one item in full: the item with its whole
// docs and every trait implementation header, then its fields, variants
// or trait items, then its methods, all with full docs.
func Full(path string, it *Item) []sdk.Symbol {
	sig := it.Signature
	doc := CleanDocs(it.Docs)
	if it.Gate != "" {
		doc = "Available on " + it.Gate + " only.\n\n" + doc
	}
	out := []sdk.Symbol{{Name: path, Kind: KindName(it.Kind), Signature: sig, Doc: strings.TrimSpace(doc), Deprecated: it.Deprecated}}
	for _, f := range it.Fields {
		out = append(out, sdk.Symbol{Name: path + "::" + f.Name, Kind: KindName(f.Kind), Signature: f.Signature, Doc: fullDoc(f), Deprecated: f.Deprecated, Parent: path})
	}
	for _, m := range it.Members {
		out = append(out, sdk.Symbol{Name: path + "::" + m.Name, Kind: KindName(m.Kind), Signature: m.Signature, Doc: fullDoc(m), Deprecated: m.Deprecated, Parent: path})
	}
	for _, h := range it.Impls {
		out = append(out, sdk.Symbol{Name: h, Kind: "trait impl", Signature: h, Parent: path})
	}
	for _, call := range it.Unexpanded {
		out = append(out, unlisted(path, call))
	}
	return out
}

func fullDoc(it *Item) string {
	d := CleanDocs(it.Docs)
	if it.Gate != "" {
		d = "Available on " + it.Gate + " only. " + d
	}
	return via(it, strings.TrimSpace(d))
}

// via marks a method a type gets through auto-deref.
func via(it *Item, doc string) string {
	if it.Via == "" {
		return doc
	}
	return strings.TrimSpace("Through " + it.Via + ". " + doc)
}
