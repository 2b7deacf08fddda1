package rssrc

import (
	"slices"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/rust/crateapi"
)

// splitTop splits tokens [i, end) at commas outside (), [], {} and <>.
func (p *parser) splitTop(i, end int) [][2]int {
	var out [][2]int
	start, angle := i, 0
	// expr is set after a top-level `=` (an enum discriminant, `A = 1 <<
	// 3`): there < and > compare or shift, except a turbofish's (`::<`).
	expr, turbo := false, 0
	for k := i; k < end; {
		t := p.toks[k]
		if t.kind == tPunct {
			switch t.text {
			case "(", "[", "{":
				k = p.skipGroup(k)
				continue
			case "=":
				if angle == 0 {
					expr = true
				}
			case "<":
				switch {
				case !expr:
					angle++
				case k > i && p.is(k-1, "::"):
					turbo++
				}
			case ">":
				switch {
				case !expr && angle > 0:
					angle--
				case expr && turbo > 0:
					turbo--
				}
			case ",":
				if angle == 0 && turbo == 0 {
					out = append(out, [2]int{start, k})
					start, expr = k+1, false
				}
			}
		}
		k++
	}
	if start < end {
		out = append(out, [2]int{start, end})
	}
	return out
}

// leading reads the attributes and docs at the start of [i, end), and
// returns where the rest starts.
func (p *parser) leading(i, end int) (attrs, int) {
	var a attrs
	for i < end {
		switch {
		case p.toks[i].kind == tOuterDoc:
			a.docs = append(a.docs, p.toks[i].text)
			i++
		case p.is(i, "#") && p.is(i+1, "["):
			i = p.attr(i+1, &a, "")
		default:
			return a, i
		}
	}
	return a, i
}

// declBody finds where a struct's or union's body starts after its
// keyword at q: the '{' of named fields, the '(' of a tuple struct, or the
// ';' of a unit struct. Brackets inside the generics (`F = fn() -> T`,
// `F: Fn(u8)`) and the where clause are not the body.
func (p *parser) declBody(q, end int) int {
	angle, where := 0, false
	for i := q; i < end; {
		t := p.toks[i]
		if t.kind == tIdent && t.text == "where" && angle == 0 {
			where = true
		}
		if t.kind == tPunct {
			switch t.text {
			case "<":
				angle++
			case ">":
				if angle > 0 {
					angle--
				}
			case "{", ";":
				if angle == 0 {
					return i
				}
			case "(":
				if angle == 0 && !where {
					return i
				}
			}
			switch t.text {
			case "(", "[", "{":
				i = p.skipGroup(i)
				continue
			}
		}
		i++
	}
	return end
}

func (p *parser) structItem(start, q, end int, m *modInfo, a *attrs, pub bool, kw string) (int, error) {
	h := p.declBody(q, end)
	stop := h + 1
	name := ""
	if q+1 < end {
		name = p.toks[q+1].text
	}
	var sig string
	var fields []*crateapi.Item
	switch {
	case p.is(h, "{"):
		close := p.skipGroup(h)
		stop = close
		var b strings.Builder
		head := p.sig(start, h)
		b.WriteString(head)
		if strings.Contains(head, "\nwhere") {
			b.WriteString("\n{\n")
		} else {
			b.WriteString(" {\n")
		}
		private := false
		for _, f := range p.splitTop(h+1, close-1) {
			fa, k := p.leading(f[0], f[1])
			if k >= f[1] || fa.skip {
				continue
			}
			if !p.is(k, "pub") || p.is(k+1, "(") {
				private = true
				continue
			}
			line := p.text(k, f[1])
			b.WriteString("    " + line + ",\n")
			fname := ""
			if k+1 < f[1] {
				fname = p.toks[k+1].text
			}
			fields = append(fields, &crateapi.Item{Name: fname, Kind: "field", Signature: line, Docs: docText(fa.docs), Gate: fa.gate, Deprecated: fa.deprecated})
		}
		if private {
			b.WriteString("    /* private fields */\n")
		}
		b.WriteString("}")
		sig = b.String()
		if len(fields) == 0 && private {
			// As rustdoc: after a where clause the braces open a line
			// of their own.
			sig = head + " { /* private fields */ }"
			if strings.Contains(head, "\nwhere") {
				sig = head + "\n{ /* private fields */ }"
			}
		}
	case p.is(h, "("):
		close := p.skipGroup(h)
		semi := p.find(close, end, ";")
		stop = semi + 1
		var parts []string
		for n, f := range p.splitTop(h+1, close-1) {
			fa, k := p.leading(f[0], f[1])
			if k >= f[1] {
				continue
			}
			if !p.is(k, "pub") || p.is(k+1, "(") {
				parts = append(parts, "/* private field */")
				continue
			}
			line := p.text(k, f[1])
			parts = append(parts, line)
			fields = append(fields, &crateapi.Item{Name: itoa(n), Kind: "field", Signature: line, Docs: docText(fa.docs)})
		}
		sig = p.text(start, h) + "(" + strings.Join(parts, ", ") + ")"
		if where := p.text(close, semi); where != "" {
			sig += " " + where
		}
		sig += ";"
	default:
		sig = p.text(start, h) + ";"
	}
	if !a.skip && name != "" {
		it := &crateapi.Item{Name: name, Kind: kw, Signature: sig, Docs: docText(a.docs), Gate: a.gate, Cfg: a.cfg, Deprecated: a.deprecated, Fields: fields}
		p.derives(it, a, name)
		if pub {
			m.add(&entry{name: name, item: it})
		}
		p.s.addType(m, it)
	}
	return stop, nil
}

func itoa(n int) string {
	const digits = "0123456789"
	if n < 10 {
		return digits[n : n+1]
	}
	return itoa(n/10) + digits[n%10:n%10+1]
}

func (p *parser) derives(it *crateapi.Item, a *attrs, name string) {
	for _, d := range a.derives {
		short := d[strings.LastIndex(d, ":")+1:]
		it.Impls = append(it.Impls, "impl "+short+" for "+name+" // derived")
	}
}

// variantLine is a variant as rustdoc prints it: without the comma a
// source ends its fields with, one a line (`Offset { offset: u64,
// dst_pos: u64 }`, not `…, dst_pos: u64, }`).
func variantLine(line string) string {
	for _, end := range []string{"}", ")"} {
		body, ok := strings.CutSuffix(line, end)
		if !ok {
			continue
		}
		body = strings.TrimRight(body, " ")
		if trimmed, ok := strings.CutSuffix(body, ","); ok {
			if end == "}" {
				return trimmed + " }"
			}
			return trimmed + ")"
		}
	}
	return line
}

// variantText is the text of the variant at k (to end) without its
// fields' attributes, as rustdoc prints it (sys-mount's `Supported(#[source]
// io::Error)` is `Supported(Error)`, a thiserror helper attribute).
func (p *parser) variantText(k, end int) string {
	g := k + 1
	if !p.is(g, "(") && !p.is(g, "{") {
		return p.text(k, end)
	}
	close := p.skipGroup(g)
	attr := false
	for i := g + 1; i+1 < close; i++ {
		attr = attr || p.is(i, "#") && p.is(i+1, "[")
	}
	if !attr || close > end {
		return p.text(k, end)
	}
	var parts []string
	for _, f := range p.splitTop(g+1, close-1) {
		if _, s := p.leading(f[0], f[1]); s < f[1] {
			parts = append(parts, p.text(s, f[1]))
		}
	}
	open, shut := "(", ")"
	if p.is(g, "{") {
		open, shut = " { ", " }"
	}
	out := p.text(k, g) + open + strings.Join(parts, ", ") + shut
	if rest := p.text(close, end); rest != "" {
		out += " " + rest
	}
	return out
}

func (p *parser) enumItem(start, q, end int, m *modInfo, a *attrs, pub bool) (int, error) {
	h := p.find(q, end, "{", ";")
	if !p.is(h, "{") {
		return h + 1, nil
	}
	close := p.skipGroup(h)
	name := ""
	if q+1 < end {
		name = p.toks[q+1].text
	}
	if a.skip || name == "" {
		return close, nil
	}
	var b strings.Builder
	head := p.sig(start, h)
	b.WriteString(head)
	if strings.Contains(head, "\nwhere") {
		b.WriteString("\n{\n")
	} else {
		b.WriteString(" {\n")
	}
	var variants []*crateapi.Item
	for _, v := range p.splitTop(h+1, close-1) {
		va, k := p.leading(v[0], v[1])
		if k >= v[1] || va.skip {
			continue
		}
		line := variantLine(p.variantText(k, v[1]))
		b.WriteString("    " + line + ",\n")
		variants = append(variants, &crateapi.Item{Name: p.toks[k].text, Kind: "variant", Signature: line, Docs: docText(va.docs), Gate: va.gate, Deprecated: va.deprecated})
	}
	b.WriteString("}")
	it := &crateapi.Item{Name: name, Kind: "enum", Signature: b.String(), Docs: docText(a.docs), Gate: a.gate, Cfg: a.cfg, Deprecated: a.deprecated, Fields: variants}
	p.derives(it, a, name)
	if pub {
		m.add(&entry{name: name, item: it})
	}
	p.s.addType(m, it)
	return close, nil
}

// assocItems reads the items of a trait or impl body [i, end): fn, type,
// const. pubOnly keeps only `pub` ones (inherent impls). calls are the
// macro invocations among them, which may make more.
func (p *parser) assocItems(i, end int, pubOnly bool) (out []*crateapi.Item, calls []string) {
	for i < end {
		a, k := p.leading(i, end)
		if k >= end {
			break
		}
		a.gate = andGate(p.gate, a.gate)
		if p.is(k, ";") {
			i = k + 1
			continue
		}
		start := k
		pub := false
		if p.is(k, "pub") {
			pub = true
			k++
			if p.is(k, "(") {
				pub = false
				k = p.skipGroup(k)
			}
		}
		q := k
		for p.is(q, "const") && (p.is(q+1, "fn") || p.is(q+1, "unsafe") || p.is(q+1, "async")) || p.is(q, "async") || p.is(q, "unsafe") || p.is(q, "default") ||
			p.is(q, "extern") && q+1 < end && p.toks[q+1].kind == tLit {
			if p.is(q, "extern") {
				q++
			}
			q++
		}
		keep := (pub || !pubOnly) && !a.skip
		if a.skip && !a.test && q+1 < end && (p.is(q, "fn") || p.is(q, "type") || p.is(q, "const")) {
			p.hiddenAssoc = append(p.hiddenAssoc, p.toks[q+1].text)
		}
		mk := func(kind, sig string, provided bool) {
			if !keep || q+1 >= end {
				return
			}
			name := p.toks[q+1].text
			it := &crateapi.Item{Name: name, Kind: kind, Signature: sig, Docs: docText(a.docs), Gate: a.gate, Cfg: a.cfg, Deprecated: a.deprecated}
			if provided {
				it.Signature = strings.TrimSuffix(it.Signature, ",") + " { ... }"
			}
			out = append(out, it)
		}
		switch {
		case p.is(q, "fn"):
			h := p.find(q, end, "{", ";")
			if p.is(h, "{") {
				mk("method", fnSig(p.sig(start, h)), !pubOnly)
				i = p.skipGroup(h)
			} else {
				// A where clause's last predicate ends in ",":
				// rustdoc ends the declaration with ";" alone.
				mk("method", strings.TrimSuffix(fnSig(p.sig(start, h)), ",")+";", false)
				i = h + 1
			}
		case p.is(q, "type"):
			h := p.find(q, end, ";")
			mk("assoc_type", p.text(start, h)+";", false)
			i = h + 1
		case p.is(q, "const"):
			h := p.find(q, end, ";")
			mk("assoc_const", p.text(start, h)+";", false)
			i = h + 1
		case q+1 < end && p.toks[q].kind == tIdent && p.is(q+1, "!") && !a.skip:
			stop := p.skipGroup(q + 2)
			if p.is(stop, ";") {
				stop++
			}
			i = stop
			if p.is(q+2, "{") || p.is(q+2, "(") || p.is(q+2, "[") {
				// A macro_rules! of the crate: the items it writes.
				if body, closed := p.groupBody(q + 2); closed {
					if np, err := p.expand(p.toks[q].text, body, a.gate); err == nil {
						more, mc := np.assocItems(0, len(np.toks), pubOnly)
						out, calls = append(out, more...), append(calls, mc...)
						continue
					}
				}
			}
			calls = append(calls, p.callText(q, stop))
		default:
			h := p.find(q, end, ";", "{")
			if p.is(h, "{") {
				i = p.skipGroup(h)
			} else {
				i = h + 1
			}
		}
	}
	return out, calls
}

func (p *parser) traitItem(start, q, end int, m *modInfo, a *attrs, pub bool) (int, error) {
	h := p.find(q, end, "{", ";")
	if !p.is(h, "{") {
		// trait alias: trait A = B;
		if pub && !a.skip && q+1 < end {
			m.add(&entry{name: p.toks[q+1].text, item: &crateapi.Item{Name: p.toks[q+1].text, Kind: "trait_alias", Signature: p.text(start, h) + ";", Docs: docText(a.docs), Gate: a.gate}})
		}
		return h + 1, nil
	}
	close := p.skipGroup(h)
	name := ""
	if q+1 < end {
		name = p.toks[q+1].text
	}
	if !pub || a.skip || name == "" {
		return close, nil
	}
	p.hiddenAssoc = nil
	items, _ := p.assocItems(h+1, close-1, false)
	hidden := p.hiddenAssoc
	p.hiddenAssoc = nil
	var b strings.Builder
	head := p.sig(start, h)
	b.WriteString(head)
	if strings.Contains(head, "\nwhere") {
		b.WriteString("\n{\n")
	} else {
		b.WriteString(" {\n")
	}
	for _, it := range items {
		b.WriteString("    " + strings.ReplaceAll(it.Signature, "\n", "\n    ") + "\n")
	}
	b.WriteString("}")
	it := &crateapi.Item{Name: name, Kind: "trait", Signature: b.String(), Docs: docText(a.docs), Gate: a.gate, Cfg: a.cfg, Deprecated: a.deprecated, Fields: items}
	m.add(&entry{name: name, item: it})
	p.s.ownTraits[name] = append(p.s.ownTraits[name], it)
	if len(hidden) > 0 {
		if p.s.hiddenTraitItems == nil {
			p.s.hiddenTraitItems = map[*crateapi.Item][]string{}
		}
		p.s.hiddenTraitItems[it] = hidden
	}
	return close, nil
}

func (p *parser) implItem(q, end int, m *modInfo, a *attrs) (int, error) {
	h := p.find(q, end, "{", ";")
	if !p.is(h, "{") {
		return h + 1, nil
	}
	close := p.skipGroup(h)
	if a.skip {
		return close, nil
	}
	// impl<G> [!]Trait for Type [where …] {
	k := q + 1
	if p.is(k, "<") {
		depth := 0
		for ; k < h; k++ {
			if p.is(k, "<") {
				depth++
			} else if p.is(k, ">") {
				depth--
				if depth == 0 {
					k++
					break
				}
			}
		}
	}
	forAt, depth := -1, 0
	whereAt := h
	for j := k; j < h; j++ {
		switch {
		case p.is(j, "<"):
			depth++
		case p.is(j, ">"):
			depth--
		case p.is(j, "for") && depth == 0 && !p.is(j+1, "<"):
			if forAt < 0 {
				forAt = j
			}
		case p.is(j, "where") && depth == 0:
			whereAt = j
		}
		if whereAt != h {
			break
		}
	}
	typeStart := k
	if forAt >= 0 {
		typeStart = forAt + 1
	}
	tpath := typePath(p, typeStart, whereAt)
	if len(tpath) == 0 {
		return close, nil
	}
	rec := implRec{mod: m, typePath: tpath, gate: a.gate}
	if forAt >= 0 {
		rec.traitPath = typePath(p, k, forAt)
		p.keepPaths = true
		rec.header = p.sig(q, h)
		p.keepPaths = false
		// Its items, listed under the type when the trait is the
		// crate's own (rustdoc lists them on the type's page).
		rec.traitMembers, _ = p.assocItems(h+1, close-1, false)
		for _, mem := range rec.traitMembers {
			mem.Signature = strings.TrimSuffix(mem.Signature, " { ... }")
			if mem.Gate == "" {
				mem.Gate = a.gate
			}
			mem.Cfg = crateapi.AndGate(a.cfg, mem.Cfg)
		}
	} else {
		rec.members, rec.calls = p.assocItems(h+1, close-1, true)
		for _, mem := range rec.members {
			if mem.Gate == "" {
				mem.Gate = a.gate
			}
			// The impl block's #[cfg] is its items' too (time's
			// `#[cfg(feature = "formatting")] impl Date { pub fn
			// format… }`): without it they are not compiled.
			mem.Cfg = crateapi.AndGate(a.cfg, mem.Cfg)
		}
	}
	p.s.impls = append(p.s.impls, rec)
	return close, nil
}

// typePath is the path of the type an impl is for, without its generics
// or references ("&'a crate::a::Router<S>" → crate, a, Router); none for
// a slice, array, tuple, pointer or never type, or a reference to one
// (`impl Tr for &'a [Attribute]` is an impl on a slice, which rustdoc
// lists under the primitive, not under Attribute).
func typePath(p *parser, i, end int) []string {
	k := i
	for k < end && (p.is(k, "&") || p.is(k, "&&") || p.is(k, "mut") || p.toks[k].kind == tLifetime) {
		k++
	}
	if k < end && p.toks[k].kind == tPunct {
		switch p.toks[k].text {
		case "[", "(", "*", "!":
			return nil
		}
	}
	var segs []string
	for ; k < end; k++ {
		t := p.toks[k]
		if t.kind == tPunct && t.text == "<" {
			break
		}
		if t.kind == tIdent && t.text != "dyn" && t.text != "mut" && t.text != "const" {
			segs = append(segs, t.text)
		}
	}
	return segs
}

// aliasRec is a type alias: the path its right side names, as written
// in its module.
type aliasRec struct {
	mod  *modInfo
	segs []string
}

// noteAlias records the type alias whose `type` keyword is at q and
// whose `;` is at h, when its right side is a path (`pub type
// OptionalWriter<T> = EitherWriter<T, Sink>;`), not a reference,
// pointer, tuple, array, function or trait object.
func (p *parser) noteAlias(q, h int, m *modInfo) {
	if q+1 >= h || p.toks[q+1].kind != tIdent {
		return
	}
	eq, angle := -1, 0
	for k := q + 2; k < h && eq < 0; k++ {
		switch {
		case p.is(k, "<"):
			angle++
		case p.is(k, ">"):
			angle--
		case p.is(k, "=") && angle == 0:
			eq = k
		}
	}
	if eq < 0 || eq+1 >= h || p.toks[eq+1].kind != tIdent && !p.is(eq+1, "::") {
		return
	}
	switch p.toks[eq+1].text {
	case "dyn", "impl", "fn", "unsafe", "extern", "for":
		return
	}
	segs := typePath(p, eq+1, h)
	if len(segs) == 0 {
		return
	}
	key := joinPath(m.path, p.toks[q+1].text)
	if _, dup := p.s.aliases[key]; !dup {
		p.s.aliases[key] = aliasRec{mod: m, segs: segs}
	}
}

// addType records a struct, enum or union declared in m.
func (s *scanner) addType(m *modInfo, it *crateapi.Item) {
	key := joinPath(m.path, it.Name)
	if _, dup := s.types[key]; dup {
		return // a cfg'd alternative declaration: the first one stands
	}
	s.types[key] = it
	s.typeMods[it] = m
	s.typeNames[it.Name] = append(s.typeNames[it.Name], key)
}

// implGate is the cfg an impl's items need beyond what their type
// needs: the gates of the modules the impl block sits in that the
// type's own modules do not have. hashbrown's `#[cfg(feature =
// "rustc-internal-api")] mod rustc_entry;` adds rustc_iter to
// hash_map::Drain, declared in an ungated module: the method exists only
// with that feature, though neither it nor its impl says so.
func (s *scanner) implGate(r implRec, typ *crateapi.Item) string {
	own := map[string]bool{}
	for m := s.typeMods[typ]; m != nil; m = m.parent {
		own[m.gate] = true
	}
	g := ""
	for m := r.mod; m != nil; m = m.parent {
		if m.gate != "" && !own[m.gate] {
			g = crateapi.AndGate(m.gate, g)
		}
	}
	return g
}

// implCfg is the part of implGate that #[cfg] attributes say: the
// cfgs of the modules the impl block sits in that the type's own
// modules do not have (hashbrown's `#[cfg(feature = "rayon")] mod
// rayon` adds par_keys to HashMap, which is not compiled without it).
// A module declared under several cfgs says none.
func (s *scanner) implCfg(r implRec, typ *crateapi.Item) string {
	own := map[string]bool{}
	for m := s.typeMods[typ]; m != nil; m = m.parent {
		own[ownCfg(m)] = true
	}
	g := ""
	for m := r.mod; m != nil; m = m.parent {
		if c := ownCfg(m); c != "" && !own[c] {
			g = crateapi.AndGate(c, g)
		}
	}
	return g
}

// gated is mems with gate added to each one's own gate and cfg to its
// own cfg; mems itself when both are empty (the items are shared by
// every type the impl is for).
func gated(mems []*crateapi.Item, gate, cfg string) []*crateapi.Item {
	if gate == "" && cfg == "" {
		return mems
	}
	out := make([]*crateapi.Item, len(mems))
	for i, m := range mems {
		cp := *m
		cp.Gate = crateapi.AndGate(gate, m.Gate)
		cp.Cfg = crateapi.AndGate(cfg, m.Cfg)
		out[i] = &cp
	}
	return out
}

func joinPath(mod, name string) string {
	if mod == "" {
		return name
	}
	return mod + "::" + name
}

// maxUseDepth bounds how many use declarations typeIn follows.
const maxUseDepth = 8

// typeIn finds the type a path names as written in module m, as rustc
// resolves it: a type declared in the module the path leads to, else a
// name a use declaration (pub or not, glob or not) brings into it.
func (s *scanner) typeIn(m *modInfo, segs []string, depth int) *crateapi.Item {
	return s.typeInSeen(m, segs, depth, map[nameIn]int{})
}

// nameIn is a name looked up in a module.
type nameIn struct {
	m    *modInfo
	name string
}

// typeInSeen is typeIn remembering the depth each name was looked up
// in each module at: a lookup already made no deeper found nothing (or
// is under way), so it is not made again. Glob imports that lead back
// (web-sys: 1,500 modules each with `use super::*;` under one that
// glob-imports them all) otherwise multiply the walk by every module at
// every level, and a scan ran for minutes.
func (s *scanner) typeInSeen(m *modInfo, segs []string, depth int, seen map[nameIn]int) *crateapi.Item {
	if depth > maxUseDepth || len(segs) == 0 || m == nil {
		return nil
	}
	name := segs[len(segs)-1]
	if len(segs) > 1 {
		mod, rest := s.walk(m, segs[:len(segs)-1])
		if mod == nil || len(rest) > 0 {
			return nil
		}
		m = mod
	}
	k := nameIn{m, name}
	if d, ok := seen[k]; ok && d <= depth {
		return nil
	}
	seen[k] = depth
	if it := s.types[joinPath(m.path, name)]; it != nil {
		return it
	}
	if a, ok := s.aliases[joinPath(m.path, name)]; ok {
		// An alias of one of the crate's types (tracing-subscriber's
		// `impl<T> OptionalWriter<T>` adds none() to EitherWriter,
		// where rustdoc lists it).
		return s.typeInSeen(a.mod, a.segs, depth+1, seen)
	}
	for _, u := range s.modUses[m] {
		if !u.glob && u.name == name {
			if it := s.typeInSeen(m, u.segs, depth+1, seen); it != nil {
				return it
			}
		}
	}
	for _, u := range s.modUses[m] {
		if u.glob {
			if mod, rest := s.walk(m, u.segs); mod != nil && len(rest) == 0 && mod != m {
				if it := s.typeInSeen(mod, []string{name}, depth+1, seen); it != nil {
					return it
				}
			}
		}
	}
	return nil
}

// implTargets are the types an impl block is for: the one its path
// resolves to from its module; when the path cannot be followed (a
// macro-made or external import), the only type of that name, else the
// one in the nearest enclosing module, else every type of that name.
func (s *scanner) implTargets(r implRec) []*crateapi.Item {
	if it := s.typeIn(r.mod, r.typePath, 0); it != nil {
		return []*crateapi.Item{it}
	}
	name := r.typePath[len(r.typePath)-1]
	keys := s.typeNames[name]
	switch {
	case len(keys) == 0:
		return nil
	case len(keys) == 1:
		return []*crateapi.Item{s.types[keys[0]]}
	case len(r.typePath) > 1:
		return nil
	}
	for m := r.mod; m != nil; m = m.parent {
		if it := s.types[joinPath(m.path, name)]; it != nil {
			return []*crateapi.Item{it}
		}
	}
	var out []*crateapi.Item
	for _, k := range keys {
		out = append(out, s.types[k])
	}
	return out
}

func (s *scanner) attachImpls() {
	s.modUses = map[*modInfo][]useRec{}
	for _, u := range s.uses {
		s.modUses[u.mod] = append(s.modUses[u.mod], u)
	}
	for _, r := range s.impls {
		for _, it := range s.implTargets(r) {
			if r.header != "" {
				if autoTraits[crateapi.TraitName(r.header)] {
					continue
				}
				h := r.header
				if g := crateapi.AndGate(s.implGate(r, it), r.gate); g != "" {
					h += " // requires " + g
				}
				it.Impls = append(it.Impls, h)
				if traits := s.ownTraits[bareTrait(r.header)]; len(traits) > 0 {
					s.traitImpls = append(s.traitImpls, traitImpl{typ: it, traits: traits, impl: r})
				}
				continue
			}
			it.Members = append(it.Members, gated(r.members, s.implGate(r, it), s.implCfg(r, it))...)
			for _, c := range r.calls {
				addUnique(&it.Unexpanded, c)
			}
		}
	}
	// Item-level macro invocations: on the types they name, else on
	// their module.
	for _, c := range s.calls {
		typed := false
		for _, id := range append(append([]string{}, c.idents...), s.macroTypes[c.name]...) {
			it := s.typeIn(c.mod, []string{id}, 0)
			if it == nil && len(s.typeNames[id]) == 1 {
				it = s.types[s.typeNames[id][0]]
			}
			if it != nil {
				addUnique(&it.Unexpanded, c.text)
				typed = true
			}
		}
		if c.name == "include" {
			// An include! not read (a build script's output:
			// target-lexicon's host.rs adds `impl Triple { pub const
			// fn host() }`) may implement any type its module names
			// by itself: those declared there or imported by name.
			for _, it := range s.moduleTypes(c.mod) {
				addUnique(&it.Unexpanded, c.text)
			}
			typed = false
		}
		if !typed || c.defines || s.declaring[c.name] {
			addUnique(&c.mod.unexpanded, c.text)
		}
		if s.exporting[c.name] && c.mod.path != "" {
			addUnique(&s.mods[""].unexpanded, c.text)
		}
	}
}

// moduleTypes are the crate's types module m names by itself, in order:
// those declared in it, then those a use declaration imports by name.
func (s *scanner) moduleTypes(m *modInfo) []*crateapi.Item {
	var out []*crateapi.Item
	seen := map[*crateapi.Item]bool{}
	add := func(it *crateapi.Item) {
		if it != nil && !seen[it] {
			seen[it] = true
			out = append(out, it)
		}
	}
	for _, e := range m.items {
		if s.typeMods[e.item] == m {
			add(e.item)
		}
	}
	for _, u := range s.modUses[m] {
		if !u.glob {
			add(s.typeIn(m, u.segs, 0))
		}
	}
	return out
}

// traitImpl is an impl of one of the crate's traits (any of traits, the
// ones of its name) for typ.
type traitImpl struct {
	typ    *crateapi.Item
	traits []*crateapi.Item
	impl   implRec
}

// attachTraitMembers lists the items of impls of the crate's own traits
// under their types, as rustdoc does, when a public path reaches the
// trait, also a #[doc(hidden)] one (crossbeam-channel's
// internal::SelectHandle): a trait in a private module (`mod sealed {
// pub trait Sealed }`) is no part of the API, and neither are its methods
// on a type.
func (s *scanner) attachTraitMembers() {
	reachable := map[*crateapi.Item]bool{}
	for _, m := range s.order {
		if reachableMod(m) {
			for _, e := range m.items {
				reachable[e.item] = true
			}
		}
	}
	for _, ti := range s.traitImpls {
		if !slices.ContainsFunc(ti.traits, func(t *crateapi.Item) bool { return reachable[t] || s.hiddenNames[t.Name] }) || s.foreignTrait(ti.impl) {
			continue
		}
		for _, mem := range gated(ti.impl.traitMembers, s.implGate(ti.impl, ti.typ), s.implCfg(ti.impl, ti.typ)) {
			// rusqlite's Params declares `#[doc(hidden)] fn
			// __bind_in`: its implementations are hidden too.
			hidden := slices.ContainsFunc(ti.traits, func(t *crateapi.Item) bool { return slices.Contains(s.hiddenTraitItems[t], mem.Name) })
			if !hidden && !hasMember(ti.typ, mem.Name) {
				ti.typ.Members = append(ti.typ.Members, mem)
			}
		}
	}
}

// foreignTrait says whether an impl's trait is another crate's though the
// crate declares a trait of the same name (serde's `impl error::Error for
// Error` is std's Error, not serde::de::Error): a path whose first
// segment is no module of the crate nor a name imported from one, or a
// bare name the impl's module imports from elsewhere. A bare name the
// module neither declares nor imports by name is taken as the crate's.
func (s *scanner) foreignTrait(r implRec) bool {
	segs := r.traitPath
	if len(segs) == 0 {
		return false
	}
	first := segs[0]
	switch first {
	case "crate", "self", "super":
		return false
	}
	if len(segs) > 1 {
		if mod, _ := s.walk(r.mod, segs[:1]); mod != nil {
			return false
		}
	} else if _, ok := r.mod.byName[first]; ok {
		return false
	}
	for _, u := range s.modUses[r.mod] {
		if u.glob || u.name != first {
			continue
		}
		switch u.segs[0] {
		case "crate", "self", "super":
			return false
		}
		if mod, _ := s.walk(r.mod, u.segs[:1]); mod != nil {
			return false
		}
		// A 2015-edition use is from the crate root: term's `use
		// Terminal;` in its terminfo module is the root's trait.
		if len(u.segs) == 1 {
			_, own := s.mods[""].byName[u.segs[0]]
			return !own
		}
		mod, _ := s.walk(s.mods[""], u.segs[:1])
		return mod == nil
	}
	return len(segs) > 1
}

// reachableMod says whether a path from the crate root reaches m: it is
// public, or it and its parents are declared pub, documented or not.
func reachableMod(m *modInfo) bool {
	for ; m != nil && m.path != ""; m = m.parent {
		if m.public {
			return true
		}
		if !m.declPub && !m.hiddenPub {
			return false
		}
	}
	return true
}

// bareTrait is the trait's name in an impl header, without path or
// generics ("impl<T> ser::Serialize for X" → "Serialize").
func bareTrait(header string) string {
	n := crateapi.TraitName(header)
	if i := strings.IndexByte(n, '<'); i >= 0 {
		n = n[:i]
	}
	if i := strings.LastIndex(n, "::"); i >= 0 {
		n = n[i+2:]
	}
	return strings.TrimSpace(n)
}

func hasMember(it *crateapi.Item, name string) bool {
	for _, m := range it.Members {
		if m.Name == name {
			return true
		}
	}
	return false
}

func addUnique(l *[]string, s string) {
	for _, x := range *l {
		if x == s {
			return
		}
	}
	*l = append(*l, s)
}

// resolveUses places `pub use` targets that are the crate's own items into
// the re-exporting module, repeating so chains of re-exports resolve;
// targets outside the crate become re-export lines.
func (s *scanner) resolveUses() {
	done := make([]bool, len(s.uses))
	// exports are the uses that re-export each item of a module no path
	// reaches: what they need, the item needs.
	exports := map[*crateapi.Item][]useRec{}
	defer s.gateByExports(exports)
	for pass := 0; pass < 6; pass++ {
		progress := false
		for n, u := range s.uses {
			if done[n] || !u.pub {
				continue
			}
			target, rest := s.walk(u.mod, u.segs)
			if target == nil {
				continue
			}
			switch {
			case (len(rest) == 2 || u.glob && len(rest) == 1) && s.types[joinPath(target.path, rest[0])] != nil:
				// An enum's variants re-exported as items of the module
				// (pub use crate::Direction::{Incoming, Outgoing}, pub
				// use Ordering::*): listed there, as rustdoc lists them.
				for _, v := range s.types[joinPath(target.path, rest[0])].Fields {
					if v.Kind != "variant" || !u.glob && v.Name != rest[1] {
						continue
					}
					name := v.Name
					if !u.glob {
						name = u.name
					}
					if _, ok := u.mod.byName[name]; ok {
						continue
					}
					it := *v
					it.Name, it.Gate = name, andGate(u.gate, v.Gate)
					u.mod.add(&entry{name: name, item: &it, noInline: u.noInline})
				}
				done[n], progress = true, true
			case u.glob && len(rest) == 0:
				for _, e := range target.items {
					if _, ok := u.mod.byName[e.name]; !ok {
						u.mod.add(&entry{name: e.name, item: e.item, orig: origin(e)})
						progress = true
					}
				}
				if s.globModules(u, target) {
					progress = true
				}
				if pass < 5 {
					continue // later passes pick up what the target gains
				}
				done[n] = true
			case len(rest) == 1:
				if e, ok := target.byName[rest[0]]; ok {
					if e.orig == nil && e.item != nil && !reachableMod(target) {
						exports[e.item] = append(exports[e.item], u)
					}
					ne := &entry{name: u.name, item: e.item, orig: origin(e), noInline: u.noInline}
					if ne.name == e.name && ne.orig == e {
						ne.orig = nil
					}
					u.mod.add(ne)
					done[n], progress = true, true
				}
			case len(rest) == 0 && !u.glob && !target.declPub && !target.hiddenPub && target.parent != nil && !isAncestor(target.parent, u.mod):
				// A private module of another module, which u cannot
				// name: the use names an item of the same name
				// (futures-util's stream re-exports try_stream's
				// function try_unfold; try_stream's `mod try_unfold;` is
				// no part of it).
				if e, ok := target.parent.byName[target.path[strings.LastIndex(target.path, ":")+1:]]; ok {
					ne := &entry{name: u.name, item: e.item, orig: origin(e), noInline: u.noInline}
					if ne.name == e.name && ne.orig == e {
						ne.orig = nil
					}
					u.mod.add(ne)
					done[n], progress = true, true
				}
			case len(rest) == 0 && !u.glob:
				// A module re-exported under a name: a private one is
				// listed at that path (a public one is listed where
				// it is declared).
				if !target.public && u.mod.public && target != u.mod {
					s.rehome(target, joinPath(u.mod.path, u.name))
				}
				if _, ok := u.mod.children[u.name]; !ok && target != u.mod {
					u.mod.children[u.name] = target // paths through the new name
					progress = true
				}
				done[n] = true
			}
		}
		if !progress && pass > 0 {
			break
		}
	}
	type globPair struct{ dst, src *modInfo }
	var globs []globPair
	for n, u := range s.uses {
		if done[n] || !u.pub {
			continue
		}
		if t, rest := s.walk(u.mod, u.segs); t != nil && u.glob {
			if ext, ok := s.throughExternal(u); ok && len(rest) > 0 {
				// A glob of another crate's module through the crate's
				// name for that crate (nvml-wrapper's `extern crate
				// nvml_wrapper_sys as ffi;` and `pub use
				// crate::ffi::bindings::field_id::*;`).
				u.mod.reexports = append(u.mod.reexports, ext)
				u.mod.gateReexport(ext, u.gate)
				continue
			}
			if t != u.mod && !t.public {
				// (A public module's re-exports are listed at its own
				// path first; the glob's module names them too.)
				globs = append(globs, globPair{u.mod, t})
			}
			if len(t.unexpanded) > 0 {
				// What the glob brings in includes what the target's
				// macros make.
				addUnique(&u.mod.unexpanded, "pub use "+strings.Join(u.segs, "::")+"::*")
			}
			continue
		}
		line := "pub use " + strings.Join(u.segs, "::")
		if u.glob {
			line += "::*"
		} else if u.name != u.segs[len(u.segs)-1] {
			line += " as " + u.name
		}
		if ext, ok := s.throughExternal(u); ok {
			// pub use format::Locale, where format has `pub use
			// other_crate::Locale`: a re-export of the other crate's item.
			u.mod.reexports = append(u.mod.reexports, ext)
			u.mod.gateReexport(ext, u.gate)
		} else if !s.local(u.mod, u.segs) {
			u.mod.reexports = append(u.mod.reexports, line+";")
			u.mod.gateReexport(line+";", u.gate)
			if u.inline {
				u.mod.inline = append(u.mod.inline, line+";")
			}
		} else {
			// A path into the crate the source does not declare: a macro
			// or a build script makes it.
			addUnique(&u.mod.unexpanded, line+"; (a path the source does not declare: made by a macro or a build script)")
			u.mod.unresolved = append(u.mod.unresolved, line+";")
		}
	}
	// A glob of one of the crate's modules brings that module's
	// re-exports of other crates' items too (filedescriptor's `pub use
	// crate::unix::*;` of a private module that has `pub use
	// libc::{pollfd, POLLIN};`), through chains of globs.
	for pass := 0; pass < 4; pass++ {
		grew := false
		for _, g := range globs {
			for _, line := range g.src.reexports {
				if !slices.Contains(g.dst.reexports, line) {
					g.dst.reexports = append(g.dst.reexports, line)
					grew = true
					if slices.Contains(g.src.inline, line) {
						g.dst.inline = append(g.dst.inline, line)
					}
				}
			}
		}
		if !grew {
			break
		}
	}
}

// gateByExports gives each item declared in a module no path reaches,
// with no gate of its own, the cfg of the re-exports that make it
// public, when every one has one:
// dashmap's `#[cfg(feature = "raw-api")] pub use crate::lock::{RawRwLock,
// …};` of its private lock module. Without it the item was listed as
// if every build had it. Its cfg (what ranks it with what the build
// leaves off) stays when a use re-exports it under a name the module
// also re-exports from elsewhere under another cfg: the name is there
// in other builds (`#[cfg(not(feature = "std"))] pub use
// self::shim::Error as StdError;` beside `#[cfg(feature = "std")] pub use
// std::error::Error as StdError;`).
func (s *scanner) gateByExports(exports map[*crateapi.Item][]useRec) {
	type modName struct {
		mod  *modInfo
		name string
	}
	pubNames := map[modName]int{}
	for _, u := range s.uses {
		if u.pub && !u.glob {
			pubNames[modName{u.mod, u.name}]++
		}
	}
	for it, uses := range exports {
		if it.Gate != "" {
			continue // its own (its module's) gate says what it needs
		}
		var gates, cfgs []string
		twin := false
		for _, u := range uses {
			gates, cfgs = append(gates, u.gate), append(cfgs, u.cfg)
			twin = twin || pubNames[modName{u.mod, u.name}] > 1
		}
		if g := orGates(gates); g != "" {
			it.Gate = g
			if !twin {
				it.Cfg = andGate(orGates(cfgs), it.Cfg)
			}
		}
	}
}

// throughExternal resolves a re-export of one name of a crate module
// that itself re-exports that name from another crate: the line
// re-exporting the other crate's path, under u's name.
func (s *scanner) throughExternal(u useRec) (string, bool) {
	return s.external(u, u.name, 0)
}

func (s *scanner) external(u useRec, name string, depth int) (string, bool) {
	if depth > 6 {
		return "", false
	}
	t, rest := s.walk(u.mod, u.segs)
	if t == nil && len(u.segs) > 1 && !s.local(u.mod, u.segs) {
		t, rest = u.mod, u.segs // `pub use ffi::X;`, ffi a name in scope
	}
	if t == nil || len(rest) == 0 {
		return "", false
	}
	if u.glob {
		// Only a glob through the name for another crate: one of the
		// crate's own modules brings its re-exports itself.
		return s.aliasedPath(t, rest, "*")
	}
	if len(rest) > 1 {
		// A path through the module's name for another crate
		// (rusqlite's `pub use libsqlite3_sys as ffi;` and `pub use
		// crate::ffi::ErrorCode;`, or a root's `extern crate X as
		// Y;`): a re-export of that crate's item. Any use names it for
		// paths inside this crate, pub or not. Only a whole crate's:
		// a longer path may import a macro of the name, which paths
		// do not go through (lazy-regex's `pub use
		// lazy_regex_proc_macros::regex` beside `pub use regex::Regex`).
		line, ok := s.aliasedPath(t, rest[:len(rest)-1], rest[len(rest)-1])
		if !ok {
			return "", false
		}
		line = strings.TrimSuffix(line, ";")
		if name != rest[len(rest)-1] {
			line += " as " + name
		}
		return line + ";", true
	}
	for _, v := range s.modUses[t] {
		if !v.pub || v.glob || v.name != rest[0] {
			continue
		}
		if s.local(t, v.segs) {
			// A chain of the crate's re-exports (prelude → root →
			// format): follow it.
			if line, ok := s.external(v, name, depth+1); ok {
				return line, true
			}
			continue
		}
		line := "pub use " + strings.Join(v.segs, "::")
		if name != v.segs[len(v.segs)-1] {
			line += " as " + name
		}
		return line + ";", true
	}
	return "", false
}

// aliasedPath is the re-export line of last under path in module t,
// where path starts with t's name for another crate (a root's `extern
// crate X as Y;`, or a `use X as Y;` in t): `pub use X::…::last;`. Any
// use names that crate for paths inside this crate, pub or not.
func (s *scanner) aliasedPath(t *modInfo, path []string, last string) (string, bool) {
	if len(path) == 0 {
		return "", false
	}
	x := ""
	if alias, ok := s.externAliases[path[0]]; ok && t == s.mods[""] {
		x = alias
	}
	for _, v := range s.modUses[t] {
		if x != "" || v.glob || v.name != path[0] || len(v.segs) != 1 || s.local(t, v.segs) {
			continue
		}
		x = v.segs[0]
	}
	if x == "" {
		return "", false
	}
	return "pub use " + strings.Join(append([]string{x}, append(path[1:len(path):len(path)], last)...), "::") + ";", true
}

// globModules lists the pub child modules of target, a private module
// whose items u's glob re-exports into a public one, at u's module: the
// glob brings modules too (tracing-subscriber's filter has `mod
// layer_filters; pub use self::layer_filters::*;` and layer_filters has
// `pub mod combinator;`, which rustdoc lists as filter::combinator). It
// says whether it listed any.
func (s *scanner) globModules(u useRec, target *modInfo) bool {
	if target.public || target == u.mod || !u.mod.public || isAncestor(target, u.mod) {
		return false
	}
	names := make([]string, 0, len(target.children))
	for name := range target.children {
		names = append(names, name)
	}
	sort.Strings(names)
	listed := false
	for _, name := range names {
		c := target.children[name]
		if !c.declPub || c.parent != target {
			continue
		}
		if _, taken := u.mod.children[name]; taken {
			continue
		}
		if c.public {
			// Listed already at another glob of target (`pub use
			// crate::auto::*;` at a crate's root and in its prelude):
			// reachable here too, as rustdoc lists it
			// (prelude::functions), its items as aliases.
			u.mod.children[name] = c
			listed = true
			continue
		}
		c.gate = andGate(andGate(u.gate, target.gate), c.gate)
		s.rehome(c, joinPath(u.mod.path, name))
		u.mod.children[name] = c
		listed = true
	}
	return listed
}

// rehome lists a private module, and its pub child modules, at path p.
func (s *scanner) rehome(m *modInfo, p string) {
	m.path, m.public = p, true
	s.mods[p] = m
	for name, c := range m.children {
		if c.declPub && !c.public {
			s.rehome(c, p+"::"+name)
		}
	}
}

func origin(e *entry) *entry {
	for e.orig != nil {
		e = e.orig
	}
	return e
}

// local says whether a use path starts inside the crate.
func (s *scanner) local(m *modInfo, segs []string) bool {
	if len(segs) == 0 {
		return true
	}
	switch segs[0] {
	case "crate", "self", "super":
		return true
	}
	_, ok := m.children[segs[0]]
	return ok
}

// walk resolves the module part of a use path from m: it returns the last
// module reached and the segments left.
func (s *scanner) walk(m *modInfo, segs []string) (*modInfo, []string) {
	return s.walkDepth(m, segs, 0)
}

// globChild is the module a glob import of m brings in under name:
// env_logger's fmt::humantime has `pub(in crate::fmt) use self::imp::*;`
// and fmt's `pub use self::humantime::glob::*;` names imp's glob module
// through it.
func (s *scanner) globChild(m *modInfo, name string, depth int) *modInfo {
	if len(s.globUses) != len(s.uses) {
		s.globUses = s.globUses[:0]
		s.globByMod = map[*modInfo][]useRec{}
		for _, u := range s.uses {
			s.globUses = append(s.globUses, u)
			if u.glob {
				s.globByMod[u.mod] = append(s.globByMod[u.mod], u)
			}
		}
	}
	for _, u := range s.globByMod[m] {
		if t, rest := s.walkDepth(m, u.segs, depth+1); t != nil && len(rest) == 0 && t != m {
			if c, ok := t.children[name]; ok {
				return c
			}
		}
	}
	return nil
}

// isAncestor says whether a is m or encloses it.
func isAncestor(a, m *modInfo) bool {
	for ; m != nil; m = m.parent {
		if m == a {
			return true
		}
	}
	return false
}

func (s *scanner) walkDepth(m *modInfo, segs []string, depth int) (*modInfo, []string) {
	if len(segs) == 0 || depth > 8 {
		return nil, nil
	}
	cur := m
	i := 0
	switch segs[0] {
	case "crate":
		cur, i = s.mods[""], 1
	case "self":
		i = 1
	case "super":
		for i < len(segs) && segs[i] == "super" {
			if cur.parent == nil {
				return nil, nil
			}
			cur = cur.parent
			i++
		}
	default:
		if _, ok := cur.children[segs[0]]; !ok {
			// 2015-edition paths are relative to the crate root.
			if _, ok := s.mods[""].children[segs[0]]; ok {
				cur = s.mods[""]
			} else {
				return nil, nil
			}
		}
	}
	for i < len(segs) {
		c, ok := cur.children[segs[i]]
		if !ok {
			// A name the module declares shadows a glob import's.
			if _, own := cur.byName[segs[i]]; own {
				break
			}
			if c = s.globChild(cur, segs[i], depth); c == nil || isAncestor(c, cur) {
				break
			}
		}
		cur = c
		i++
	}
	return cur, segs[i:]
}

// autoTraits are left out of a type's trait list, as rustdoc's JSON reader
// here leaves them: every type has them or they are plumbing.
var autoTraits = map[string]bool{"Send": true, "Sync": true, "Unpin": true, "UnwindSafe": true, "RefUnwindSafe": true}

// gateReexport records the cfg a re-export line needs, if any.
func (m *modInfo) gateReexport(line, gate string) {
	if gate == "" {
		return
	}
	if m.reexportGate == nil {
		m.reexportGate = map[string]string{}
	}
	m.reexportGate[line] = gate
}
