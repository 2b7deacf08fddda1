package stdhtml

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"

	"github.com/JohannesKaufmann/html-to-markdown/v2/converter"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/base"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/commonmark"
	"github.com/PuerkitoBio/goquery"

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

func (d Docs) page(rel string) (*goquery.Document, error) {
	rel = path.Clean(rel)
	if !fs.ValidPath(rel) {
		return nil, fmt.Errorf("%s: %w", rel, ErrNotFound)
	}
	if d.Src != nil {
		b, err := d.Src.Page(rel)
		if err != nil {
			return nil, err
		}
		return goquery.NewDocumentFromReader(bytes.NewReader(b))
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
	if _, err := b.ReadFrom(f); err != nil {
		return nil, err
	}
	return goquery.NewDocumentFromReader(&b)
}

// conv is built on first use: every start of a binary linking this
// package would otherwise pay for it.
var conv = sync.OnceValue(func() *converter.Converter {
	return converter.NewConverter(converter.WithPlugins(base.NewBasePlugin(), commonmark.NewCommonmarkPlugin()))
})

// markdown converts a doc block, dropping rustdoc's "§" anchors and the
// playground buttons.
func markdown(sel *goquery.Selection) string {
	if sel.Length() == 0 {
		return ""
	}
	sel = sel.Clone()
	sel.Find("a.doc-anchor, a.test-arrow, .tooltip, button").Remove()
	h, err := goquery.OuterHtml(sel)
	if err != nil {
		return ""
	}
	md, err := conv().ConvertString(h)
	if err != nil {
		return strings.TrimSpace(sel.Text())
	}
	return strings.TrimSpace(md)
}

// code is a code header's text on one line per source line.
func code(sel *goquery.Selection) string {
	sel = sel.Clone()
	sel.Find("a.anchor, .rightside, span.since, a.src").Remove()
	return strings.TrimSpace(sel.Text())
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
	main := doc.Find("#main-content")
	top := markdown(main.Find("details.top-doc div.docblock").First())
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
	main.Find("dl.item-table > dt, ul.item-table > li").Each(func(_ int, dt *goquery.Selection) {
		a := dt.Find("a").First()
		class, _ := a.Attr("class")
		href, _ := a.Attr("href")
		name := strings.ReplaceAll(a.Text(), "\u200b", "")
		summary := strings.TrimSpace(dt.Next().Filter("dd").Text())
		if dt.Is("li") {
			summary = strings.TrimSpace(dt.Find(".desc").Text())
		}
		if class == "mod" {
			sub := name
			if module != "" {
				sub = module + "::" + name
			}
			c.Modules = append(c.Modules, &crateapi.Module{Path: sub, Docs: summary})
			return
		}
		kind := kinds[class]
		if kind == "" || kind == "keyword" {
			return
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
	})
	return c, nil
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
func fill(it *crateapi.Item, p *goquery.Document, full bool) {
	main := p.Find("#main-content")
	if decl := main.Find("pre.item-decl").First(); decl.Length() > 0 {
		it.Signature = code(decl)
	}
	if full {
		it.Docs = markdown(main.Find("details.top-doc div.docblock").First())
	}
	// The item's own deprecation, not one of its methods'.
	main.Find(".stab.deprecated").EachWithBreak(func(_ int, dep *goquery.Selection) bool {
		if dep.Closest("details.toggle, section, .impl-items").Length() > 0 {
			return true
		}
		it.Deprecated = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(dep.Text()), "👎"))
		return false
	})
	main.Find("#implementations-list section.method").Each(func(_ int, s *goquery.Selection) {
		if mem := method(s, full); mem != nil {
			it.Members = append(it.Members, mem)
		}
	})
	// Methods the type gets through Deref (String: str's), after its own,
	// marked with the Deref impl; a name it has itself is its own.
	own := map[string]bool{}
	for _, m := range it.Members {
		own[m.Name] = true
	}
	main.Find(`h2[id^="deref-methods-"]`).Each(func(_ int, h2 *goquery.Selection) {
		via := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(h2.Text()), "Methods from "), "§"))
		h2.Closest("details").Find("div.impl-items section.method").Each(func(_ int, s *goquery.Selection) {
			mem := method(s, full)
			if mem == nil || own[mem.Name] {
				return
			}
			own[mem.Name] = true
			mem.Via = via
			it.Members = append(it.Members, mem)
		})
	})
	main.Find("#trait-implementations-list section.impl h3.code-header").Each(func(_ int, h *goquery.Selection) {
		it.Impls = append(it.Impls, code(h))
	})
}

// method reads one method section of an item page.
func method(s *goquery.Selection, full bool) *crateapi.Item {
	h := s.Find("h4.code-header").First()
	if h.Length() == 0 {
		return nil
	}
	name := strings.TrimPrefix(s.AttrOr("id", ""), "method.")
	if i := strings.LastIndexByte(name, '-'); i > 0 && strings.Trim(name[i+1:], "0123456789") == "" {
		name = name[:i] // rustdoc's suffix for an id used twice on the page
	}
	docs := s.Closest("details").Find("div.docblock").First()
	mem := &crateapi.Item{Name: name, Kind: "method", Signature: code(h)}
	if full {
		mem.Docs = markdown(docs)
	} else {
		mem.Docs = strings.TrimSpace(docs.Find("p").First().Text())
	}
	if s.Parent().Parent().Find(".stab.deprecated").Length() > 0 && docs.Length() == 0 {
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
	doc.Find("ul.all-items a").Each(func(_ int, a *goquery.Selection) {
		p := a.Text()
		if p == name || strings.HasSuffix(p, "::"+name) {
			out = append(out, strings.TrimSuffix(strings.TrimSuffix(p, name), "::"))
		}
	})
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
		c.Docs = markdown(root.Find("#main-content details.top-doc div.docblock").First())
	}
	mods := map[string]*crateapi.Module{"": {Path: ""}}
	c.Modules = append(c.Modules, mods[""])
	doc.Find("#main-content h3").Each(func(_ int, h *goquery.Selection) {
		kind := allKinds[h.AttrOr("id", "")]
		if kind == "" {
			return
		}
		h.NextFiltered("ul.all-items").Find("a").Each(func(_ int, a *goquery.Selection) {
			p := strings.TrimSpace(a.Text())
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
		})
	})
	return c, nil
}
