package main

import (
	"encoding/json"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// walker turns one crate's rustdoc JSON into ground-truth entries.
type walker struct {
	c   *Crate
	out *[]Entry
	// types holds, per type or trait, the members to list once the walk
	// knows every path it is reachable by: shared with the walkers of
	// re-exported crates.
	types *typeMembers
	seen  map[string]bool // entry names already written
	// external returns the rustdoc JSON of a dependency crate (by its
	// library name) whose items this crate re-exports, nil if it has none.
	external func(lib string) *Crate
	// onPath guards module cycles (a glob re-export of a parent).
	onPath map[int]bool
}

// Entries lists the crate's public API from its root module. external
// (may be nil) gives dependencies' JSON, for re-exports of their items:
// rustdoc's JSON, unlike its HTML, does not inline another crate's items
// (thiserror's `pub use thiserror_impl::*` lists nothing by itself).
func Entries(c *Crate, external func(lib string) *Crate) []Entry {
	var out []Entry
	w := &walker{c: c, out: &out, seen: map[string]bool{}, onPath: map[int]bool{}, external: external, types: &typeMembers{best: map[typeKey]*pendingType{}}}
	w.module(c.Root, "")
	// Members are listed once, under the type's shortest public path
	// ("Date::year", not also "prelude::Date::year"), as rustdoc gives a
	// type one page; the other paths list the type's name only.
	for _, p := range w.types.order {
		p.list(p.path)
	}
	return out
}

type typeKey struct {
	c  *Crate
	id int
}

type pendingType struct {
	path string
	list func(path string)
}

type typeMembers struct {
	best  map[typeKey]*pendingType
	order []*pendingType
}

// defer_ records that item it is reachable at path; its members are
// listed after the walk, under its shortest path.
func (w *walker) defer_(it *Item, path string, list func(path string)) {
	k := typeKey{w.c, it.ID}
	if p, ok := w.types.best[k]; ok {
		if strings.Count(path, "::") < strings.Count(p.path, "::") {
			p.path = path
		}
		return
	}
	p := &pendingType{path: path, list: list}
	w.types.best[k] = p
	w.types.order = append(w.types.order, p)
}

// inOtherCrate finds the item a re-export of another crate points at, in
// that crate's own JSON, and a walker over it.
func (w *walker) inOtherCrate(id int) (*walker, *Item) {
	s, ok := w.c.Paths[strconv.Itoa(id)]
	if !ok || s.CrateID == 0 || w.external == nil || len(s.Path) == 0 {
		return nil, nil
	}
	lib := w.c.ExternalCrates[strconv.Itoa(s.CrateID)].Name
	switch lib {
	case "", "std", "core", "alloc", "proc_macro", "test":
		return nil, nil
	}
	ext := w.external(lib)
	if ext == nil {
		return nil, nil
	}
	for k, es := range ext.Paths {
		if es.CrateID == 0 && slices.Equal(es.Path, s.Path) {
			if n, err := strconv.Atoi(k); err == nil {
				ew := &walker{c: ext, out: w.out, seen: w.seen, onPath: map[int]bool{}, external: w.external, types: w.types}
				if it := ew.item(n); it != nil {
					return ew, it
				}
			}
		}
	}
	// A crate root is not in paths under its own name alone in every format.
	if len(s.Path) == 1 && s.Path[0] == lib {
		ew := &walker{c: ext, out: w.out, seen: w.seen, onPath: map[int]bool{}, external: w.external, types: w.types}
		return ew, ew.item(ext.Root)
	}
	return nil, nil
}

func (w *walker) item(id int) *Item {
	return w.c.Index[strconv.Itoa(id)]
}

func (w *walker) add(e Entry) {
	if w.seen[e.Name] {
		return
	}
	w.seen[e.Name] = true
	*w.out = append(*w.out, e)
}

func join(prefix, name string) string {
	if prefix == "" {
		return name
	}
	return prefix + "::" + name
}

// module lists module id's public items under prefix ("" at the root).
func (w *walker) module(id int, prefix string) {
	m := w.item(id)
	if m == nil || w.onPath[id] {
		return
	}
	var mi moduleInner
	if json.Unmarshal(m.Inner["module"], &mi) != nil {
		return
	}
	w.onPath[id] = true
	defer delete(w.onPath, id)
	for _, cid := range mi.Items {
		it := w.item(cid)
		if it == nil || !it.Public() {
			continue
		}
		if it.Kind() == "use" {
			w.use(it, prefix)
			continue
		}
		w.named(it, join(prefix, it.name()))
	}
}

// use follows a public re-export: a glob lists the target module's items
// here; a named one lists the target under the new name. A target of
// another crate (not in the index) is listed by name and kind only.
func (w *walker) use(it *Item, prefix string) {
	var u useInner
	if json.Unmarshal(it.Inner["use"], &u) != nil {
		return
	}
	var target *Item
	if u.ID != nil {
		target = w.item(*u.ID)
	}
	tw := w
	if target == nil && u.ID != nil {
		tw, target = w.inOtherCrate(*u.ID)
		if target == nil {
			tw = w
		}
	}
	if u.IsGlob {
		if target == nil {
			return
		}
		switch target.Kind() {
		case "module":
			tw.module(target.ID, prefix)
		case "enum":
			var ei enumInner
			if json.Unmarshal(target.Inner["enum"], &ei) == nil {
				for _, v := range ei.Variants {
					if vi := tw.item(v); vi != nil {
						tw.named(vi, join(prefix, vi.name()))
					}
				}
			}
		}
		return
	}
	path := join(prefix, u.Name)
	if target != nil && tw != w && target.ID == tw.c.Root && !docInline(it) {
		// `pub use digest;` re-exports another crate whole: rustdoc lists the
		// re-export, not the crate's items (they are that crate's docs),
		// unless the re-export says #[doc(inline)].
		w.add(Entry{Name: path, Kind: "reexport", Signature: "pub use " + u.Source + ";", Doc: firstSentence(it.Docs)})
		return
	}
	if target != nil {
		tw.named(target, path)
		return
	}
	kind := "reexport"
	if u.ID != nil {
		if s, ok := w.c.Paths[strconv.Itoa(*u.ID)]; ok {
			kind = s.Kind
		}
	}
	w.add(Entry{Name: path, Kind: kind, Signature: "pub use " + u.Source + ";", Doc: firstSentence(it.Docs)})
}

// named lists item it at path, with its members.
func (w *walker) named(it *Item, path string) {
	name := lastSegment(path)
	doc := firstSentence(it.Docs)
	e := Entry{Name: path, Kind: it.Kind(), Doc: doc}
	switch it.Kind() {
	case "module":
		e.Signature = "pub mod " + name
		w.add(e)
		w.module(it.ID, path)
		return
	case "struct":
		var s structInner
		json.Unmarshal(it.Inner["struct"], &s)
		e.Signature = "pub struct " + name + renderGenerics(s.Generics) + renderWhere(s.Generics)
		w.add(e)
		w.defer_(it, path, func(path string) {
			var k plainStruct
			if json.Unmarshal(s.Kind, &k) == nil && k.Plain != nil {
				w.fields(path, k.Plain.Fields)
			}
			w.impls(path, s.Impls)
		})
		return
	case "union":
		var u unionInner
		json.Unmarshal(it.Inner["union"], &u)
		e.Signature = "pub union " + name + renderGenerics(u.Generics) + renderWhere(u.Generics)
		w.add(e)
		w.defer_(it, path, func(path string) {
			w.fields(path, u.Fields)
			w.impls(path, u.Impls)
		})
		return
	case "enum":
		var en enumInner
		json.Unmarshal(it.Inner["enum"], &en)
		e.Signature = "pub enum " + name + renderGenerics(en.Generics) + renderWhere(en.Generics)
		w.add(e)
		w.defer_(it, path, func(path string) {
			for _, v := range en.Variants {
				if vi := w.item(v); vi != nil {
					w.member(path, vi, "variant", w.variant(vi))
				}
			}
			w.impls(path, en.Impls)
		})
		return
	case "trait":
		var t traitInner
		json.Unmarshal(it.Inner["trait"], &t)
		sig := "pub "
		if t.IsUnsafe {
			sig += "unsafe "
		}
		if t.IsAuto {
			sig += "auto "
		}
		sig += "trait " + name + renderGenerics(t.Generics)
		if len(t.Bounds) > 0 {
			sig += ": " + renderBounds(t.Bounds)
		}
		e.Signature = sig + renderWhere(t.Generics)
		w.add(e)
		w.defer_(it, path, func(path string) {
			for _, id := range t.Items {
				if ti := w.item(id); ti != nil {
					w.assoc(path, ti, "")
				}
			}
		})
		return
	case "function":
		var f functionInner
		json.Unmarshal(it.Inner["function"], &f)
		e.Signature = renderFn("pub ", name, f)
	case "type_alias":
		var ta typeAliasInner
		json.Unmarshal(it.Inner["type_alias"], &ta)
		e.Signature = "pub type " + name + renderGenerics(ta.Generics) + renderWhere(ta.Generics) + " = " + renderType(ta.Type) + ";"
	case "constant":
		var ci constantInner
		json.Unmarshal(it.Inner["constant"], &ci)
		e.Signature = "pub const " + name + ": " + renderType(ci.Type)
	case "static":
		var si staticInner
		json.Unmarshal(it.Inner["static"], &si)
		mut := ""
		if si.IsMutable {
			mut = "mut "
		}
		e.Signature = "pub static " + mut + name + ": " + renderType(si.Type)
	case "macro":
		e.Signature = "macro_rules! " + name
	case "proc_macro":
		var pm procMacroInner
		json.Unmarshal(it.Inner["proc_macro"], &pm)
		switch pm.Kind {
		case "derive":
			e.Signature = "#[derive(" + name + ")]"
		case "attr":
			e.Signature = "#[" + name + "]"
		default:
			e.Signature = name + "!()"
		}
	case "trait_alias":
		e.Signature = "pub trait " + name
	case "primitive", "extern_crate", "impl":
		return
	}
	w.add(e)
}

// member lists one member under parent.
func (w *walker) member(parent string, it *Item, kind, sig string) {
	n := it.name()
	if n == "" {
		return
	}
	w.add(Entry{Name: parent + "::" + n, Parent: parent, Member: n, Kind: kind, Signature: sig, Doc: firstSentence(it.Docs)})
}

func (w *walker) fields(parent string, ids []int) {
	for _, id := range ids {
		f := w.item(id)
		if f == nil || !f.Public() {
			continue
		}
		var t Type
		json.Unmarshal(f.Inner["struct_field"], &t)
		w.member(parent, f, "field", "pub "+f.name()+": "+renderType(t))
	}
}

func (w *walker) variant(v *Item) string {
	var vi variantInner
	json.Unmarshal(v.Inner["variant"], &vi)
	var k struct {
		Tuple  []*int `json:"tuple"`
		Struct *struct {
			Fields []int `json:"fields"`
		} `json:"struct"`
	}
	name := v.name()
	if json.Unmarshal(vi.Kind, &k) != nil {
		return name // "plain"
	}
	switch {
	case k.Tuple != nil:
		var parts []string
		for _, id := range k.Tuple {
			if id == nil {
				parts = append(parts, "_")
				continue
			}
			var t Type
			if f := w.item(*id); f != nil && json.Unmarshal(f.Inner["struct_field"], &t) == nil {
				parts = append(parts, renderType(t))
			}
		}
		return name + "(" + strings.Join(parts, ", ") + ")"
	case k.Struct != nil:
		var parts []string
		for _, id := range k.Struct.Fields {
			var t Type
			if f := w.item(id); f != nil && json.Unmarshal(f.Inner["struct_field"], &t) == nil {
				parts = append(parts, f.name()+": "+renderType(t))
			}
		}
		return name + " { " + strings.Join(parts, ", ") + " }"
	}
	return name
}

// impls lists the methods, associated consts and types of a type's
// inherent impls, and of its impls of traits this crate defines. Impls of
// other crates' traits (Clone, Debug, From...), blanket and auto impls are
// left out: they are the trait's API, documented there.
func (w *walker) impls(parent string, ids []int) {
	for _, id := range ids {
		im := w.item(id)
		if im == nil {
			continue
		}
		var ii implInner
		if json.Unmarshal(im.Inner["impl"], &ii) != nil || ii.IsSynthetic || (len(ii.BlanketImpl) > 0 && string(ii.BlanketImpl) != "null") {
			continue
		}
		vis := "pub "
		if ii.Trait != nil {
			t := w.item(ii.Trait.ID)
			if t == nil || t.CrateID != 0 || !w.reachable(ii.Trait.ID) {
				continue
			}
			vis = ""
		}
		for _, mid := range ii.Items {
			m := w.item(mid)
			if m == nil || (ii.Trait == nil && !m.Public()) {
				continue
			}
			w.assoc(parent, m, vis)
		}
	}
}

// reachable says whether a trait of this crate is public: listed in paths.
func (w *walker) reachable(id int) bool {
	s, ok := w.c.Paths[strconv.Itoa(id)]
	return ok && s.CrateID == 0
}

// assoc lists an associated item (method, const, type) under parent.
func (w *walker) assoc(parent string, it *Item, vis string) {
	switch it.Kind() {
	case "function":
		var f functionInner
		json.Unmarshal(it.Inner["function"], &f)
		w.member(parent, it, "method", renderFn(vis, it.name(), f))
	case "assoc_const":
		var c assocConstInner
		json.Unmarshal(it.Inner["assoc_const"], &c)
		w.member(parent, it, "assoc_const", vis+"const "+it.name()+": "+renderType(c.Type))
	case "assoc_type":
		var t assocTypeInner
		json.Unmarshal(it.Inner["assoc_type"], &t)
		sig := vis + "type " + it.name() + renderGenerics(t.Generics)
		if len(t.Bounds) > 0 {
			sig += ": " + renderBounds(t.Bounds)
		}
		if t.Type != nil {
			sig += " = " + renderType(*t.Type)
		}
		w.member(parent, it, "assoc_type", sig)
	}
}

// docInline reports a #[doc(inline)] attribute on item it.
func docInline(it *Item) bool {
	var attrs []json.RawMessage
	if json.Unmarshal(it.Attrs, &attrs) != nil {
		return false
	}
	for _, a := range attrs {
		if strings.Contains(string(a), "inline") && strings.Contains(string(a), "doc") {
			return true
		}
	}
	return false
}

var sentenceEnd = regexp.MustCompile(`[.!?](\s|$)`)

// firstSentence is the first sentence of a doc comment's first paragraph.
func firstSentence(doc *string) string {
	if doc == nil {
		return ""
	}
	d := strings.TrimSpace(*doc)
	para, _, _ := strings.Cut(d, "\n\n")
	para = strings.Join(strings.Fields(para), " ")
	if loc := sentenceEnd.FindStringIndex(para); loc != nil {
		return strings.TrimSpace(para[:loc[1]])
	}
	return para
}
