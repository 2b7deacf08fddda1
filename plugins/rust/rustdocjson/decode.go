package rustdocjson

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/pkgdocs/pkgdocs/plugins/internal/zstdread"
	"github.com/pkgdocs/pkgdocs/plugins/rust/crateapi"
)

// FormatError says the file's format version is outside what this package
// reads.
type FormatError struct {
	Format int
}

func (e *FormatError) Error() string {
	if e.Format > MaxFormat {
		return fmt.Sprintf("rustdoc JSON format %d is newer than this provider reads (%d to %d)", e.Format, MinFormat, MaxFormat)
	}
	return fmt.Sprintf("rustdoc JSON format %d is older than this provider reads (%d to %d)", e.Format, MinFormat, MaxFormat)
}

// ErrTooLarge is returned when the JSON (decompressed) exceeds the limit.
var ErrTooLarge = errors.New("rustdoc JSON too large")

// zstdSlack is how much a zstd stream may exceed the content it holds
// (frame and block headers, blocks stored raw): the compressed input is
// read up to limit plus this before it is decoded.
func zstdSlack(limit int64) int64 { return limit/1024 + 64<<10 }

// Read reads rustdoc JSON, zstd-compressed or not, at most limit bytes once
// decompressed, and decodes it.
func Read(r io.Reader, limit int64) (*crateapi.Crate, error) {
	return ReadFormat(r, limit, nil)
}

// ReadFormat is Read that also reports the format version in *format.
func ReadFormat(r io.Reader, limit int64, format *int) (*crateapi.Crate, error) {
	br := &peekReader{r: r}
	head, err := br.peek(4)
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("read rustdoc JSON: %w", err)
	}
	compressed := zstdread.IsFrame(head)
	read := limit
	if compressed {
		read += zstdSlack(limit)
	}
	b, err := io.ReadAll(io.LimitReader(br, read+1))
	if err != nil {
		return nil, fmt.Errorf("read rustdoc JSON: %w", err)
	}
	if int64(len(b)) > read {
		return nil, fmt.Errorf("%w: over %d bytes", ErrTooLarge, limit)
	}
	if compressed {
		if b, err = zstdread.Decode(nil, b, int(min(limit, math.MaxInt))); err != nil {
			if errors.Is(err, zstdread.ErrTooLarge) {
				return nil, fmt.Errorf("%w: over %d bytes", ErrTooLarge, limit)
			}
			return nil, fmt.Errorf("read rustdoc JSON: %w", err)
		}
	}
	c, err := Decode(b)
	if format != nil {
		if c != nil {
			*format = c.Format
		} else if f, ferr := formatVersion(b); ferr == nil {
			*format = f
		}
	}
	return c, err
}

type peekReader struct {
	r   io.Reader
	buf []byte
}

func (p *peekReader) peek(n int) ([]byte, error) {
	for len(p.buf) < n {
		b := make([]byte, n-len(p.buf))
		k, err := p.r.Read(b)
		p.buf = append(p.buf, b[:k]...)
		if err != nil {
			return p.buf, err
		}
	}
	return p.buf, nil
}

func (p *peekReader) Read(b []byte) (int, error) {
	if len(p.buf) > 0 {
		n := copy(b, p.buf)
		p.buf = p.buf[n:]
		return n, nil
	}
	return p.r.Read(b)
}

// Decode decodes uncompressed rustdoc JSON.
func Decode(b []byte) (*crateapi.Crate, error) {
	format, err := formatVersion(b)
	if err != nil {
		return nil, err
	}
	if format < MinFormat || format > MaxFormat {
		return nil, &FormatError{Format: format}
	}
	var c crateJSON
	if err := json.Unmarshal(b, &c); err != nil {
		return nil, fmt.Errorf("decode rustdoc JSON format %d: %w", format, err)
	}
	root := c.Index[c.Root.String()]
	if root == nil {
		return nil, fmt.Errorf("decode rustdoc JSON: root item %s missing", c.Root)
	}
	d := &decoder{c: &c, emitted: map[string]bool{}, paths: map[string]string{}, modules: map[string]*crateapi.Module{}}
	out := &crateapi.Crate{Name: str(root.Name), Docs: str(root.Docs), Format: format}
	if c.CrateVersion != nil {
		out.Version = *c.CrateVersion
	}
	d.out = out
	d.walk(root)
	return out, nil
}

type decoder struct {
	c       *crateJSON
	out     *crateapi.Crate
	emitted map[string]bool   // item ids already placed
	paths   map[string]string // item id → the path it is listed at
	modules map[string]*crateapi.Module
}

type queued struct {
	it   *item
	path string
	gate string
}

func str(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func kindOf(it *item) (string, json.RawMessage) {
	for k, v := range it.Inner {
		return k, v
	}
	return "", nil
}

func public(it *item) bool {
	var s string
	return json.Unmarshal(it.Visibility, &s) == nil && s == "public"
}

// walk visits public modules breadth-first from the root, so an item
// re-exported in several places is shown at its shortest public path.
func (d *decoder) walk(root *item) {
	queue := []queued{{it: root}}
	d.emitted[root.ID.String()] = true
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		_, raw := kindOf(q.it)
		var m module
		_ = json.Unmarshal(raw, &m)
		mod := &crateapi.Module{Path: q.path, Docs: str(q.it.Docs), Gate: q.gate}
		if q.path == "" {
			mod.Docs = ""
		}
		d.out.Modules = append(d.out.Modules, mod)
		d.modules[q.path] = mod
		queue = d.children(mod, m.Items, queue, map[string]bool{q.it.ID.String(): true})
	}
}

func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "::" + name
}

// children places a module's items into mod, queueing submodules.
func (d *decoder) children(mod *crateapi.Module, ids []id, queue []queued, globbed map[string]bool) []queued {
	for _, cid := range ids {
		it := d.c.Index[cid.String()]
		if it == nil || !public(it) {
			continue
		}
		kind, raw := kindOf(it)
		if kind == "use" {
			var u use
			_ = json.Unmarshal(raw, &u)
			var target *item
			if u.ID != nil {
				target = d.c.Index[u.ID.String()]
			}
			useGate := Gate(it.Attrs)
			if u.IsGlob {
				if target != nil && !globbed[target.ID.String()] {
					if tk, traw := kindOf(target); tk == "module" {
						globbed[target.ID.String()] = true
						var m module
						_ = json.Unmarshal(traw, &m)
						queue = d.children(mod, m.Items, queue, globbed)
						continue
					}
				}
				mod.Reexports = append(mod.Reexports, "pub use "+u.Source+"::*;")
				continue
			}
			if target == nil || target.CrateID != 0 {
				line := "pub use " + u.Source
				if !strings.HasSuffix(u.Source, "::"+u.Name) && u.Source != u.Name {
					line += " as " + u.Name
				}
				mod.Reexports = append(mod.Reexports, line+";")
				continue
			}
			queue = d.place(mod, target, u.Name, useGate, queue)
			continue
		}
		queue = d.place(mod, it, str(it.Name), "", queue)
	}
	return queue
}

func (d *decoder) place(mod *crateapi.Module, it *item, name, extraGate string, queue []queued) []queued {
	key := it.ID.String()
	if d.emitted[key] {
		if at, ok := d.paths[key]; ok && at != join(mod.Path, name) {
			mod.Aliases = append(mod.Aliases, crateapi.Alias{Name: name, Target: at})
		}
		return queue
	}
	d.emitted[key] = true
	gate := Gate(it.Attrs)
	if gate == "" {
		gate = extraGate
	}
	kind, _ := kindOf(it)
	if kind == "module" {
		return append(queue, queued{it: it, path: join(mod.Path, name), gate: gate})
	}
	if x := d.item(it, name); x != nil {
		if x.Gate == "" {
			x.Gate = extraGate
		}
		mod.Items = append(mod.Items, x)
		d.paths[key] = join(mod.Path, name)
	}
	return queue
}

func deprecated(dep *deprecation) string {
	if dep == nil {
		return ""
	}
	var parts []string
	if dep.Since != nil && *dep.Since != "" {
		parts = append(parts, "since "+*dep.Since)
	}
	if dep.Note != nil && *dep.Note != "" {
		parts = append(parts, *dep.Note)
	}
	if len(parts) == 0 {
		return "deprecated"
	}
	return strings.Join(parts, ": ")
}

// item converts one non-module item; nil for kinds that are not API.
func (d *decoder) item(it *item, name string) *crateapi.Item {
	kind, raw := kindOf(it)
	x := &crateapi.Item{Name: name, Docs: str(it.Docs), Gate: Gate(it.Attrs), Deprecated: deprecated(it.Deprecation)}
	switch kind {
	case "function":
		var f function
		_ = json.Unmarshal(raw, &f)
		x.Kind = "fn"
		x.Signature = "pub " + fnSig(name, f, "")
	case "struct":
		var s structItem
		_ = json.Unmarshal(raw, &s)
		x.Kind = "struct"
		x.Signature, x.Fields = d.structSig(name, s)
		d.impls(x, s.Impls)
	case "union":
		var u unionItem
		_ = json.Unmarshal(raw, &u)
		x.Kind = "union"
		var b strings.Builder
		b.WriteString("pub union " + name + genericsDecl(u.Generics) + whereClause(u.Generics) + " {\n")
		x.Fields = d.fields(&b, u.Fields, u.HasStrippedFields)
		b.WriteString("}")
		x.Signature = b.String()
		d.impls(x, u.Impls)
	case "enum":
		var e enumItem
		_ = json.Unmarshal(raw, &e)
		x.Kind = "enum"
		x.Signature, x.Fields = d.enumSig(name, e)
		d.impls(x, e.Impls)
	case "trait":
		var t trait
		_ = json.Unmarshal(raw, &t)
		x.Kind = "trait"
		x.Signature, x.Fields = d.traitSig(name, t)
	case "trait_alias":
		var t traitAlias
		_ = json.Unmarshal(raw, &t)
		x.Kind = "trait_alias"
		x.Signature = "pub trait " + name + genericsDecl(t.Generics) + " = " + bounds(t.Params) + whereClause(t.Generics) + ";"
	case "type_alias", "typedef":
		var t typeAlias
		_ = json.Unmarshal(raw, &t)
		x.Kind = "type"
		x.Signature = "pub type " + name + genericsDecl(t.Generics) + whereClause(t.Generics) + " = " + typ(t.Type) + ";"
	case "constant":
		var c constant
		_ = json.Unmarshal(raw, &c)
		x.Kind = "const"
		val := c.Const.Expr
		if (val == "" || val == "_") && c.Const.Value != nil {
			val = *c.Const.Value
		}
		x.Signature = "pub const " + name + ": " + typ(c.Type) + " = " + val + ";"
	case "static":
		var s static
		_ = json.Unmarshal(raw, &s)
		x.Kind = "static"
		mut := ""
		if s.IsMutable {
			mut = "mut "
		}
		x.Signature = "pub static " + mut + name + ": " + typ(s.Type) + ";"
	case "macro":
		var m string
		_ = json.Unmarshal(raw, &m)
		x.Kind = "macro"
		x.Signature = m
	case "proc_macro":
		var p procMacro
		_ = json.Unmarshal(raw, &p)
		switch p.Kind {
		case "derive":
			x.Kind = "derive"
			x.Signature = "#[derive(" + name + ")]"
			if len(p.Helpers) > 0 {
				x.Signature += " // helper attributes: " + strings.Join(p.Helpers, ", ")
			}
		case "attr":
			x.Kind = "attribute"
			x.Signature = "#[" + name + "]"
		default:
			x.Kind = "macro"
			x.Signature = name + "!() { /* proc-macro */ }"
		}
	case "extern_type":
		x.Kind = "type"
		x.Signature = "pub type " + name + ";"
	case "primitive":
		var p struct {
			Name  string `json:"name"`
			Impls []id   `json:"impls"`
		}
		_ = json.Unmarshal(raw, &p)
		x.Kind = "primitive"
		x.Signature = "primitive " + p.Name
		d.impls(x, p.Impls)
	default:
		// extern_crate, impl, assoc items outside a trait, attribute
		// pseudo-items: not part of a module's API listing.
		return nil
	}
	return x
}

// fnSig prints a function without its visibility: name, generics,
// parameters, return type and where clause.
func fnSig(name string, f function, body string) string {
	s := headerString(f.Header) + "fn " + name + genericsDecl(f.Generics) + "(" + inputs(f.Sig, true) + ")" + output(f.Sig.Output) + whereClause(f.Generics)
	return s + body
}

func (d *decoder) get(i id) *item { return d.c.Index[i.String()] }

func (d *decoder) fields(b *strings.Builder, ids []id, stripped bool) []*crateapi.Item {
	var out []*crateapi.Item
	for _, fid := range ids {
		f := d.get(fid)
		if f == nil {
			continue
		}
		_, raw := kindOf(f)
		vis := ""
		if public(f) {
			vis = "pub "
		}
		line := vis + str(f.Name) + ": " + typ(raw)
		b.WriteString("    " + line + ",\n")
		out = append(out, &crateapi.Item{Name: str(f.Name), Kind: "field", Signature: line, Docs: str(f.Docs), Gate: Gate(f.Attrs), Deprecated: deprecated(f.Deprecation)})
	}
	if stripped {
		b.WriteString("    /* private fields */\n")
	}
	return out
}

func (d *decoder) structSig(name string, s structItem) (string, []*crateapi.Item) {
	head := "pub struct " + name + genericsDecl(s.Generics)
	where := whereClause(s.Generics)
	tag, v := tagged(s.Kind)
	switch tag {
	case "unit":
		return head + where + ";", nil
	case "tuple":
		var ids []*id
		_ = json.Unmarshal(v, &ids)
		var parts []string
		var fields []*crateapi.Item
		for i, fid := range ids {
			if fid == nil {
				parts = append(parts, "/* private field */")
				continue
			}
			f := d.get(*fid)
			if f == nil {
				parts = append(parts, "/* private field */")
				continue
			}
			_, raw := kindOf(f)
			p := typ(raw)
			if public(f) {
				p = "pub " + p
			}
			parts = append(parts, p)
			fields = append(fields, &crateapi.Item{Name: fmt.Sprint(i), Kind: "field", Signature: p, Docs: str(f.Docs)})
		}
		return head + "(" + strings.Join(parts, ", ") + ")" + where + ";", fields
	case "plain":
		var p plainFields
		_ = json.Unmarshal(v, &p)
		if len(p.Fields) == 0 && p.HasStrippedFields {
			if where != "" {
				return head + where + "\n{ /* private fields */ }", nil
			}
			return head + " { /* private fields */ }", nil
		}
		var b strings.Builder
		b.WriteString(head + where)
		if where != "" {
			b.WriteString("\n{\n")
		} else {
			b.WriteString(" {\n")
		}
		fields := d.fields(&b, p.Fields, p.HasStrippedFields)
		b.WriteString("}")
		return b.String(), fields
	}
	return head + where + ";", nil
}

func (d *decoder) enumSig(name string, e enumItem) (string, []*crateapi.Item) {
	var b strings.Builder
	where := whereClause(e.Generics)
	b.WriteString("pub enum " + name + genericsDecl(e.Generics) + where)
	if where != "" {
		b.WriteString("\n{\n")
	} else {
		b.WriteString(" {\n")
	}
	var variants []*crateapi.Item
	for _, vid := range e.Variants {
		vi := d.get(vid)
		if vi == nil {
			continue
		}
		_, raw := kindOf(vi)
		var v variant
		_ = json.Unmarshal(raw, &v)
		line := str(vi.Name)
		tag, kv := tagged(v.Kind)
		switch tag {
		case "tuple":
			var ids []*id
			_ = json.Unmarshal(kv, &ids)
			var parts []string
			for _, fid := range ids {
				if fid == nil || d.get(*fid) == nil {
					parts = append(parts, "/* private field */")
					continue
				}
				_, fraw := kindOf(d.get(*fid))
				parts = append(parts, typ(fraw))
			}
			line += "(" + strings.Join(parts, ", ") + ")"
		case "struct":
			var p plainFields
			_ = json.Unmarshal(kv, &p)
			var parts []string
			for _, fid := range p.Fields {
				f := d.get(fid)
				if f == nil {
					continue
				}
				_, fraw := kindOf(f)
				parts = append(parts, str(f.Name)+": "+typ(fraw))
			}
			if p.HasStrippedFields {
				parts = append(parts, "/* private fields */")
			}
			line += " { " + strings.Join(parts, ", ") + " }"
		}
		if v.Discriminant != nil {
			line += " = " + v.Discriminant.Expr
		}
		b.WriteString("    " + line + ",\n")
		variants = append(variants, &crateapi.Item{Name: str(vi.Name), Kind: "variant", Signature: line, Docs: str(vi.Docs), Gate: Gate(vi.Attrs), Deprecated: deprecated(vi.Deprecation)})
	}
	if e.HasStrippedVariants {
		b.WriteString("    // some variants omitted\n")
	}
	b.WriteString("}")
	return b.String(), variants
}

// assocItem prints an item inside a trait or impl, with its indentation.
func (d *decoder) assocItem(it *item, inTrait bool) (kind, sig string, provided bool) {
	k, raw := kindOf(it)
	name := str(it.Name)
	switch k {
	case "function":
		var f function
		_ = json.Unmarshal(raw, &f)
		vis := ""
		if !inTrait && public(it) {
			vis = "pub "
		}
		return "method", vis + fnSig(name, f, ""), f.HasBody
	case "assoc_type":
		var a assocType
		_ = json.Unmarshal(raw, &a)
		s := "type " + name + genericsDecl(a.Generics)
		if len(a.Bounds) > 0 {
			s += ": " + bounds(a.Bounds)
		}
		s += whereClause(a.Generics)
		if !isNull(a.Type) {
			s += " = " + typ(a.Type)
			provided = true
		}
		return "assoc_type", s + ";", provided
	case "assoc_const":
		var a assocConst
		_ = json.Unmarshal(raw, &a)
		s := "const " + name + ": " + typ(a.Type)
		if a.Value != nil && !inTrait {
			s += " = " + *a.Value
		}
		return "assoc_const", s + ";", a.Value != nil
	}
	return "", "", false
}

func (d *decoder) traitSig(name string, t trait) (string, []*crateapi.Item) {
	var b strings.Builder
	b.WriteString("pub ")
	if t.IsUnsafe {
		b.WriteString("unsafe ")
	}
	if t.IsAuto {
		b.WriteString("auto ")
	}
	b.WriteString("trait " + name + genericsDecl(t.Generics))
	if len(t.Bounds) > 0 {
		b.WriteString(": " + bounds(t.Bounds))
	}
	where := whereClause(t.Generics)
	b.WriteString(where)
	if where != "" {
		b.WriteString("\n{\n")
	} else {
		b.WriteString(" {\n")
	}
	var members []*crateapi.Item
	var types, consts, required, provided []string
	for _, iid := range t.Items {
		it := d.get(iid)
		if it == nil {
			continue
		}
		k, sig, prov := d.assocItem(it, true)
		if k == "" {
			continue
		}
		members = append(members, &crateapi.Item{Name: str(it.Name), Kind: k, Signature: sig, Docs: str(it.Docs), Gate: Gate(it.Attrs), Deprecated: deprecated(it.Deprecation)})
		line := "    " + strings.ReplaceAll(sig, "\n", "\n    ")
		switch {
		case k == "assoc_type":
			types = append(types, line)
		case k == "assoc_const":
			consts = append(consts, line)
		case prov:
			provided = append(provided, strings.TrimSuffix(line, ";")+" { ... }")
		default:
			required = append(required, line+";")
		}
	}
	for _, grp := range []struct {
		title string
		lines []string
	}{{"", types}, {"", consts}, {"// Required methods", required}, {"// Provided methods", provided}} {
		if len(grp.lines) == 0 {
			continue
		}
		if grp.title != "" {
			b.WriteString("    " + grp.title + "\n")
		}
		b.WriteString(strings.Join(grp.lines, "\n") + "\n")
	}
	b.WriteString("}")
	return b.String(), members
}

// notableTraits are never worth a line of their own: every type has them
// or they are compiler plumbing.
var skipTraits = map[string]bool{"Send": true, "Sync": true, "Unpin": true, "UnwindSafe": true, "RefUnwindSafe": true, "Freeze": true, "StructuralPartialEq": true}

// impls adds a type's inherent methods as members and its trait
// implementations (not blanket, not auto) as impl headers.
func (d *decoder) impls(x *crateapi.Item, ids []id) {
	for _, iid := range ids {
		it := d.get(iid)
		if it == nil {
			continue
		}
		_, raw := kindOf(it)
		var im impl
		if json.Unmarshal(raw, &im) != nil || im.IsSynthetic || !isNull(im.BlanketImpl) {
			continue
		}
		if im.Trait != nil {
			last := im.Trait.Path
			if i := strings.LastIndex(last, "::"); i >= 0 {
				last = last[i+2:]
			}
			if skipTraits[last] {
				continue
			}
			neg := ""
			if im.IsNegative {
				neg = "!"
			}
			h := "impl" + genericsDecl(im.Generics) + " " + neg + fullPathString(*im.Trait) + " for " + typ(im.For) + whereClause(im.Generics)
			x.Impls = append(x.Impls, h)
			continue
		}
		for _, mid := range im.Items {
			m := d.get(mid)
			if m == nil || !public(m) {
				continue
			}
			k, sig, _ := d.assocItem(m, false)
			if k == "" {
				continue
			}
			x.Members = append(x.Members, &crateapi.Item{Name: str(m.Name), Kind: k, Signature: sig, Docs: str(m.Docs), Gate: Gate(m.Attrs), Deprecated: deprecated(m.Deprecation)})
		}
	}
}

// tailFormatRE finds format_version, which rustdoc writes last.
var tailFormatRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`"format_version"\s*:\s*(\d+)\s*}\s*$`) })

// formatVersion reads format_version without decoding the whole document
// twice: from the end when rustdoc put it there, else by a full parse.
func formatVersion(b []byte) (int, error) {
	tail := b
	if len(tail) > 256 {
		tail = tail[len(tail)-256:]
	}
	if m := tailFormatRE().FindSubmatch(tail); m != nil {
		return strconv.Atoi(string(m[1]))
	}
	var v struct {
		FormatVersion int `json:"format_version"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return 0, fmt.Errorf("decode rustdoc JSON: %w", err)
	}
	return v.FormatVersion, nil
}
