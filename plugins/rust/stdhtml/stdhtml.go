package stdhtml

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/rust/crateapi"
)

// Limits: std pages are at most a few MiB (the primitive pages), a module
// lists at most a few hundred items.
const (
	maxPageBytes = 16 << 20
	maxItemPages = 400
)

// ErrNotFound is wrapped when a crate, module or item has no page.
var ErrNotFound = errors.New("not in the toolchain docs")

// Docs is a tree of rustdoc HTML: a toolchain's, or docs.rs' pages of
// one crate version.
type Docs struct {
	// Dir is share/doc/rust/html of the toolchain; used when Src is nil.
	Dir string
	// Src serves pages by relative path instead of Dir (docs.rs over HTTP).
	Src Pages
	// ItemPages bounds the item pages Crate opens for declarations; zero
	// means 400, negative none (a remote tree: one request per page).
	ItemPages int
}

// Pages serves rustdoc pages by slash-separated relative path.
type Pages interface {
	Page(rel string) ([]byte, error)
}

// Version reads the toolchain version from the docs' crates<VERSION>.js.
func (d Docs) Version() string {
	ents, err := os.ReadDir(d.Dir)
	if err != nil {
		return ""
	}
	for _, e := range ents {
		n := e.Name()
		if strings.HasPrefix(n, "crates") && strings.HasSuffix(n, ".js") && len(n) > len("crates.js") {
			return strings.TrimSuffix(strings.TrimPrefix(n, "crates"), ".js")
		}
	}
	return ""
}

func (d Docs) page(rel string) (*node, error) {
	rel = path.Clean(rel)
	if !fs.ValidPath(rel) {
		return nil, fmt.Errorf("%s: %w", rel, ErrNotFound)
	}
	if d.Src != nil {
		b, err := d.Src.Page(rel)
		if err != nil {
			return nil, err
		}
		if len(b) > maxPageBytes {
			return nil, fmt.Errorf("%s: a page over %d bytes", rel, maxPageBytes)
		}
		return parse(b), nil
	}
	r, err := os.OpenRoot(d.Dir)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	f, err := r.Open(rel)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("%s: %w", rel, ErrNotFound)
		}
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() || st.Size() > maxPageBytes {
		return nil, fmt.Errorf("%s: not a readable page", rel)
	}
	var b bytes.Buffer
	if _, err := b.ReadFrom(io.LimitReader(f, maxPageBytes+1)); err != nil {
		return nil, err
	}
	if b.Len() > maxPageBytes {
		return nil, fmt.Errorf("%s: not a readable page", rel)
	}
	return parse(b.Bytes()), nil
}

// markdown converts a doc block, dropping rustdoc's "§" anchors and the
// playground buttons.
func markdown(n *node) string {
	if n == nil {
		return ""
	}
	n = n.clone()
	n.remove(func(k *node) bool {
		return k.is("a", "doc-anchor") || k.is("a", "test-arrow") || k.is("", "tooltip") || k.tag == "button"
	})
	return toMarkdown(n)
}

// code is a code header's text on one line per source line. rustdoc puts
// a where clause on lines of its own in a <div class="where"> (a block the
// page shows below the header), so a div starts and ends a line here:
// `-> T` and `where T: Default` stay apart, and a struct's `{ ... }` after
// its where clause starts its own line.
func code(n *node) string {
	var b strings.Builder
	headerText(&b, n, 0)
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \t") // the space before a dropped "ⓘ"
	}
	return strings.Join(lines, "\n")
}

// headerText writes n's descendants' text to b for code; depth is n's,
// which the parse bounds by maxDepth.
func headerText(b *strings.Builder, n *node, depth int) {
	for _, k := range n.kids {
		switch {
		case k.tag == "":
			b.WriteString(k.text)
		case k.is("a", "anchor") || k.is("", "rightside") || k.is("span", "since") || k.is("a", "src"):
		// The page's widgets, not the code: the notable-traits "ⓘ" after a
		// return type, a long trait's "Show 76 methods" toggle.
		case k.is("a", "tooltip") || k.tag == "summary":
		case k.tag == "div" && depth < maxDepth:
			lineBreak(b)
			headerText(b, k, depth+1)
			lineBreak(b)
		case depth < maxDepth:
			headerText(b, k, depth+1)
		}
	}
}

// lineBreak ends b's current line unless b is empty or the line is.
func lineBreak(b *strings.Builder) {
	if s := b.String(); s != "" && !strings.HasSuffix(s, "\n") {
		b.WriteByte('\n')
	}
}

// topDoc is a page's own doc block.
func topDoc(main *node) *node {
	return main.find(func(k *node) bool {
		return k.is("div", "docblock") && k.under(func(a *node) bool { return a.is("details", "top-doc") })
	})
}

// kinds maps rustdoc's item classes to crateapi kinds.
var kinds = map[string]string{
	"struct": "struct", "enum": "enum", "trait": "trait", "fn": "fn", "macro": "macro", "constant": "const",
	"static": "static", "type": "type", "union": "union", "primitive": "primitive", "traitalias": "trait_alias",
	"attr": "attribute", "derive": "derive", "keyword": "keyword",
}

// Crate reads crate (std, core, …) with module (a "::" path, "" for the
// root): the module's docs, its submodules with summaries, and its items
// with declarations and inherent methods.
func (d Docs) Crate(crate, module string) (*crateapi.Crate, error) {
	dir := crate
	if module != "" {
		dir += "/" + strings.ReplaceAll(module, "::", "/")
	}
	doc, err := d.page(dir + "/index.html")
	if err != nil {
		return nil, err
	}
	c := &crateapi.Crate{Name: crate, Version: d.Version()}
	main := doc.byID("main-content")
	top := markdown(topDoc(main))
	m := &crateapi.Module{Path: module, Docs: top}
	if module == "" {
		c.Docs = top
		m.Docs = ""
	}
	c.Modules = append(c.Modules, m)
	pages, maxPages := 0, d.ItemPages
	if maxPages == 0 {
		maxPages = maxItemPages
	}
	for _, row := range itemRows(main) {
		dt := row.entry
		a := dt.find(func(k *node) bool { return k.tag == "a" })
		if a == nil {
			a = &node{}
		}
		class, href := a.attr("class"), a.attr("href")
		name := strings.ReplaceAll(a.textContent(nil), "\u200b", "")
		summary := strings.TrimSpace(row.dd.textContent(nil))
		if dt.tag == "li" {
			var b strings.Builder
			for _, desc := range dt.findAll(func(k *node) bool { return k.hasClass("desc") }) {
				b.WriteString(desc.textContent(nil))
			}
			summary = strings.TrimSpace(b.String())
		}
		if class == "mod" {
			sub := name
			if module != "" {
				sub = module + "::" + name
			}
			c.Modules = append(c.Modules, &crateapi.Module{Path: sub, Docs: summary})
			continue
		}
		kind := kinds[class]
		if kind == "" || kind == "keyword" {
			continue
		}
		it := &crateapi.Item{Name: name, Kind: kind, Docs: summary, Signature: name}
		// Primitive pages are megabytes of methods: read only when asked.
		if kind != "primitive" && pages < maxPages && !strings.Contains(href, "..") && !strings.Contains(href, "://") {
			pages++
			if p, err := d.page(dir + "/" + href); err == nil {
				fill(it, p, false)
			}
		}
		m.Items = append(m.Items, it)
	}
	return c, nil
}

// row is one item of a module page: a dl.item-table's dt with the dd
// after it, or a ul.item-table's li (dd nil).
type row struct{ entry, dd *node }

// itemRows lists a module page's items in page order, each list read
// once (a module of thousands of items stays linear).
func itemRows(main *node) []row {
	var rows []row
	for _, list := range main.findAll(func(k *node) bool { return k.is("dl", "item-table") || k.is("ul", "item-table") }) {
		for i, k := range list.kids {
			switch {
			case list.tag == "dl" && k.tag == "dt":
				r := row{entry: k}
				for _, s := range list.kids[i+1:] {
					if s.tag != "" {
						if s.tag == "dd" {
							r.dd = s
						}
						break
					}
				}
				rows = append(rows, r)
			case list.tag == "ul" && k.tag == "li":
				rows = append(rows, row{entry: k})
			}
		}
	}
	return rows
}

// Item reads one item page in full: declaration, docs, inherent methods
// with their docs, trait implementation headers.
func (d Docs) Item(crate, module, name string) (*crateapi.Item, error) {
	c, err := d.Crate(crate, module)
	if err != nil {
		return nil, err
	}
	dir := crate
	if module != "" {
		dir += "/" + strings.ReplaceAll(module, "::", "/")
	}
	for _, it := range c.Modules[0].Items {
		if it.Name != name {
			continue
		}
		// The page named for the item's kind first: remote pages cost a
		// request each.
		prefixes := []string{"struct", "enum", "trait", "fn", "macro", "constant", "static", "type", "union", "primitive", "traitalias"}
		for class, kind := range kinds {
			if kind == it.Kind {
				prefixes = append([]string{class}, prefixes...)
			}
		}
		for _, prefix := range prefixes {
			if p, err := d.page(dir + "/" + prefix + "." + name + ".html"); err == nil {
				full := &crateapi.Item{Name: name, Kind: it.Kind}
				fill(full, p, true)
				return full, nil
			}
		}
	}
	return nil, fmt.Errorf("%s::%s::%s: %w", crate, module, name, ErrNotFound)
}

// fill reads an item page into it; full keeps whole docs.
func fill(it *crateapi.Item, p *node, full bool) {
	main := p.byID("main-content")
	if main == nil {
		return
	}
	if decl := main.find(func(k *node) bool { return k.is("pre", "item-decl") }); decl != nil {
		it.Signature = code(decl)
	}
	if full {
		it.Docs = markdown(topDoc(main))
	}
	// The item's own deprecation, not one of its methods'.
	inMember := func(k *node) bool { return k.is("details", "toggle") || k.tag == "section" || k.hasClass("impl-items") }
	if dep := main.find(func(k *node) bool { return k.hasClass("stab", "deprecated") && k.closest(inMember) == nil }); dep != nil {
		it.Deprecated = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(dep.textContent(nil)), "👎"))
	}
	if list := main.byID("implementations-list"); list != nil {
		for _, s := range list.findAll(func(k *node) bool { return k.is("section", "method") }) {
			if mem := method(s, full); mem != nil {
				it.Members = append(it.Members, mem)
			}
		}
	}
	// Methods the type gets through Deref (String: str's), after its own,
	// marked with the Deref impl; a name it has itself is its own.
	own := map[string]bool{}
	for _, m := range it.Members {
		own[m.Name] = true
	}
	for _, h2 := range main.findAll(func(k *node) bool { return k.tag == "h2" && strings.HasPrefix(k.attr("id"), "deref-methods-") }) {
		via := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(h2.textContent(nil)), "Methods from "), "§"))
		det := h2.closest(func(k *node) bool { return k.tag == "details" })
		for _, s := range det.findAll(func(k *node) bool {
			return k.is("section", "method") && k.under(func(a *node) bool { return a.is("div", "impl-items") })
		}) {
			mem := method(s, full)
			if mem == nil || own[mem.Name] {
				continue
			}
			own[mem.Name] = true
			mem.Via = via
			it.Members = append(it.Members, mem)
		}
	}
	// A trait's own items (required and provided methods, associated
	// types and constants) are in <div class="methods"> after their h2s.
	for _, s := range main.findAll(func(k *node) bool {
		return k.is("section", "method") && k.under(func(a *node) bool { return a.is("div", "methods") })
	}) {
		if mem := method(s, full); mem != nil {
			it.Members = append(it.Members, mem)
		}
	}
	if list := main.byID("trait-implementations-list"); list != nil {
		for _, h := range list.findAll(func(k *node) bool {
			return k.is("h3", "code-header") && k.under(func(a *node) bool { return a.is("section", "impl") })
		}) {
			it.Impls = append(it.Impls, code(h))
		}
	}
}

// memberKinds maps the id prefix of a member's section (rustdoc's
// "tymethod.next" is a trait's required method) to its kind.
var memberKinds = map[string]string{
	"method": "method", "tymethod": "method",
	"associatedtype": "assoc_type", "associatedconstant": "assoc_const",
}

// method reads one member section of an item page: a method, or a
// trait's associated type or constant.
func method(s *node, full bool) *crateapi.Item {
	h := s.find(func(k *node) bool { return k.is("h4", "code-header") })
	if h == nil {
		return nil
	}
	prefix, name, _ := strings.Cut(s.attr("id"), ".")
	kind, ok := memberKinds[prefix]
	if !ok || name == "" {
		return nil
	}
	if i := strings.LastIndexByte(name, '-'); i > 0 && strings.Trim(name[i+1:], "0123456789") == "" {
		name = name[:i] // rustdoc's suffix for an id used twice on the page
	}
	docs := s.closest(func(k *node) bool { return k.tag == "details" }).find(func(k *node) bool { return k.is("div", "docblock") })
	mem := &crateapi.Item{Name: name, Kind: kind, Signature: code(h)}
	if full {
		mem.Docs = markdown(docs)
	} else {
		mem.Docs = strings.TrimSpace(docs.find(func(k *node) bool { return k.tag == "p" }).textContent(nil))
	}
	if gp := s.parent; gp != nil && gp.parent != nil && docs == nil &&
		gp.parent.find(func(k *node) bool { return k.hasClass("stab", "deprecated") }) != nil {
		mem.Deprecated = "deprecated"
	}
	return mem
}

// Find returns the module paths holding an item named name, from all.html.
func (d Docs) Find(crate, name string) []string {
	doc, err := d.page(crate + "/all.html")
	if err != nil {
		return nil
	}
	var out []string
	for _, a := range doc.findAll(func(k *node) bool {
		return k.tag == "a" && k.under(func(u *node) bool { return u.is("ul", "all-items") })
	}) {
		p := a.textContent(nil)
		if p == name || strings.HasSuffix(p, "::"+name) {
			out = append(out, strings.TrimSuffix(strings.TrimSuffix(p, name), "::"))
		}
	}
	return out
}

// Dir returns the HTML directory of a sysroot, or "" when the rust-docs
// component is not installed there.
func Dir(sysroot string) string {
	d := filepath.Join(sysroot, "share", "doc", "rust", "html")
	if st, err := os.Stat(filepath.Join(d, "std", "index.html")); err == nil && st.Mode().IsRegular() {
		return d
	}
	return ""
}

// allKinds maps all.html's section ids to crateapi kinds.
var allKinds = map[string]string{
	"structs": "struct", "enums": "enum", "traits": "trait", "functions": "fn", "macros": "macro",
	"constants": "const", "statics": "static", "types": "type", "unions": "union", "attributes": "attribute",
	"derives": "derive", "trait-aliases": "trait_alias", "traitaliases": "trait_alias",
}

// AllItems reads crate/all.html: every public item's path and kind, and
// the crate root's docs, without declarations (each needs its own page).
func (d Docs) AllItems(crate string) (*crateapi.Crate, error) {
	doc, err := d.page(crate + "/all.html")
	if err != nil {
		return nil, err
	}
	c := &crateapi.Crate{Name: crate}
	if root, err := d.page(crate + "/index.html"); err == nil {
		c.Docs = markdown(topDoc(root.byID("main-content")))
	}
	mods := map[string]*crateapi.Module{"": {Path: ""}}
	c.Modules = append(c.Modules, mods[""])
	for _, h := range doc.byID("main-content").findAll(func(k *node) bool { return k.tag == "h3" }) {
		kind := allKinds[h.attr("id")]
		if kind == "" {
			continue
		}
		ul := h.nextElement()
		if !ul.is("ul", "all-items") {
			continue
		}
		for _, a := range ul.findAll(func(k *node) bool { return k.tag == "a" }) {
			p := strings.TrimSpace(a.textContent(nil))
			mod, name := "", p
			if i := strings.LastIndex(p, "::"); i >= 0 {
				mod, name = p[:i], p[i+2:]
			}
			m := mods[mod]
			if m == nil {
				// Parents first, so the module tree reads top down.
				parts := strings.Split(mod, "::")
				for k := range parts {
					pp := strings.Join(parts[:k+1], "::")
					if mods[pp] == nil {
						mods[pp] = &crateapi.Module{Path: pp}
						c.Modules = append(c.Modules, mods[pp])
					}
				}
				m = mods[mod]
			}
			m.Items = append(m.Items, &crateapi.Item{Name: name, Kind: kind})
		}
	}
	return c, nil
}
