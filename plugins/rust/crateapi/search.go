package crateapi

import (
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// SearchSymbols returns what search_package_docs ranks for the modules
// under prefix ("" for all): the outline (Outline, unbounded) with every
// item's and member's whole docs in place of their first lines, and the
// members the outline leaves to the parent's symbol= answer (a trait's
// items, an enum's variants, a struct's fields), each as a symbol of its
// own with its docs. An agent asks for what a trait method or a variant
// does ("write a signed 16 bit integer", "fixed 3 subsecond digits");
// found only through its parent's one-line summary, it cannot rank.
func (c *Crate) SearchSymbols(prefix string) []sdk.Symbol {
	out, _ := c.Outline(prefix, 0)
	at := make(map[string]int, len(out))
	for i, s := range out {
		if _, ok := at[s.Name]; !ok {
			at[s.Name] = i
		}
	}
	put := func(s sdk.Symbol) {
		if i, ok := at[s.Name]; ok {
			if s.Doc != "" {
				out[i].Doc = s.Doc
			}
			return
		}
		at[s.Name] = len(out)
		out = append(out, s)
	}
	for _, m := range c.Modules {
		if prefix != "" && m.Path != prefix && !strings.HasPrefix(m.Path, prefix+"::") {
			continue
		}
		if m.Path != "" {
			if i, ok := at[m.Path]; ok && out[i].Kind == "module" {
				out[i].Doc = searchDoc(m.Docs, m.Gate)
			}
		}
		for _, it := range m.Items {
			path := m.ItemPath(it)
			put(sdk.Symbol{Name: path, Kind: KindName(it.Kind), Signature: it.Signature, Doc: searchDoc(it.Docs, it.Gate), Deprecated: it.Deprecated})
			for _, mems := range [][]*Item{it.Fields, it.Members} {
				for _, f := range mems {
					put(sdk.Symbol{Name: path + "::" + f.Name, Kind: KindName(f.Kind), Signature: f.Signature, Doc: via(f, searchDoc(f.Docs, f.Gate)), Deprecated: f.Deprecated, Parent: path})
				}
			}
		}
	}
	return out
}

// searchDoc is an item's whole docs for search, its cfg gate after them:
// the first sentence is what the item does, which a gate note put first
// would replace. Code blocks are left out: an example's tokens
// (Pattern::new("c?t").unwrap().matches("cat"), thrice) say little of
// what the item does and dilute its prose against a sibling without
// one; describe's symbol= answer still shows them.
func searchDoc(docs, gate string) string {
	d := strings.TrimSpace(withoutCode(CleanDocs(docs)))
	if gate != "" {
		d = strings.TrimSpace(d + "\n\nAvailable on " + gate + " only.")
	}
	return d
}

// withoutCode is doc Markdown without its fenced code blocks.
func withoutCode(md string) string {
	if !strings.Contains(md, "```") && !strings.Contains(md, "~~~") {
		return md
	}
	var out []string
	fence := ""
	for _, l := range strings.Split(md, "\n") {
		t := strings.TrimSpace(l)
		if fence == "" {
			if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
				fence = t[:3]
				continue
			}
			out = append(out, l)
			continue
		}
		if strings.HasPrefix(t, fence) {
			fence = ""
		}
	}
	return strings.Join(out, "\n")
}
