package npm

import (
	"context"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
	"github.com/pkgdocs/pkgdocs/sdk/rank"
	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

// searchDocs builds the rank documents for a package once: README
// sections (all of them, so a query can reach what the filter dropped),
// sections of Markdown doc files, example files and API symbols.
func (k *pkg) searchIndex() *rank.Index {
	k.indexOnce.Do(func() {
		var docs []rank.Doc
		readmeName, src := k.readmeFile()
		// Each doc says where it is read in full (its Locator); the ID only
		// tells docs apart.
		addSections := func(file string, loc rank.Locator, src []byte) {
			for _, s := range readme.Split(src) {
				if strings.TrimSpace(s.Markdown) == "" {
					continue
				}
				title := s.Title
				if title == "" {
					title = file
				}
				loc.Section = s.Slug
				docs = append(docs, rank.Doc{Locator: loc, ID: file + "#" + s.Slug, Kind: "section", Title: title, Text: s.Markdown})
			}
		}
		if src != nil {
			addSections(readmeName, rank.Locator{}, src)
		}
		for _, f := range k.docFiles() {
			data := k.files[f.Path]
			if isMarkdown(strings.ToLower(f.Path)) {
				addSections(f.Path, rank.Locator{Path: f.Path}, data)
			} else {
				docs = append(docs, rank.Doc{Locator: rank.Locator{Path: f.Path}, ID: f.Path, Kind: "file", Title: f.Path, Text: string(data[:min(len(data), 20_000)])})
			}
		}
		short := shortNames(k.api.Symbols, k.api.Inherited)
		for n, local := range defaultNames(k.api.Symbols) {
			short[n] = local
		}
		dup := defaultDuplicates(k.api.Symbols)
		for i, s := range k.api.Symbols {
			if dup[i] {
				continue
			}
			name := s.Name
			if n, ok := short[name]; ok {
				name = n
			}
			docs = append(docs, rank.Doc{Locator: rank.Locator{Symbol: name}, ID: "symbol " + s.Name, Kind: s.Kind, Title: name, Symbol: name, Signature: s.Signature, Text: s.Doc})
		}
		k.docs = docs
		k.index = rank.NewPackageIndex(k.name, docs)
	})
	return k.index
}

func (k *pkg) search(query string, limit int, fuzzy bool) []rank.Hit {
	return k.searchIndex().Search(query, limit, fuzzy)
}

// hitContent is the full text behind a hit, read through its locator.
func (k *pkg) hitContent(d rank.Doc) string {
	loc := d.Locator
	if loc.Symbol != "" {
		return "```ts\n" + strings.TrimSpace(d.Signature+"\n"+d.Text) + "\n```"
	}
	file := loc.Path
	if file == "" {
		file, _ = k.readmeFile()
	}
	if loc.Section == "" && loc.Path != "" {
		return fileMarkdown(file, k.files[file])
	}
	for _, s := range readme.Split(k.files[file]) {
		if s.Slug == loc.Section {
			if full, ok := readme.Lookup(k.files[file], s.Slug); ok && s.Slug != "" {
				return full.Markdown
			}
			return s.Markdown
		}
	}
	return d.Text
}

// Search ranks the package's docs for a query.
func (p *Provider) Search(ctx context.Context, req sdk.SearchRequest) (*sdk.SearchResult, error) {
	if strings.TrimSpace(req.Query) == "" {
		return nil, sdk.InvalidArgument("empty query")
	}
	l, err := p.load(ctx, req.Package)
	if err != nil {
		return nil, err
	}
	limit := req.Limit
	if limit <= 0 {
		limit = sdk.DefaultSearchLimit
	}
	res := &sdk.SearchResult{Name: l.name, Version: l.version, Source: l.source}
	for _, h := range l.search(req.Query, limit, req.Fuzzy) {
		hit := sdk.Hit{Title: h.Doc.Title, Kind: h.Doc.Kind, Snippet: h.Snippet, Score: h.Score, Locator: h.Doc.Locator}
		res.Hits = append(res.Hits, hit)
	}
	return res, nil
}

// shortNames maps a member listed under a class's "default" export to
// the name code writes for it, which symbol= reads first: where
// at-rule.d.ts says "declare class AtRule extends AtRule_ {}" and exports
// AtRule_ as AtRule's default, postcss.AtRule.default.nodes is the member
// AtRule inherits, postcss.AtRule.nodes (same declaration). symbol= still
// reads the long name.
func shortNames(syms []sdk.Symbol, inherited map[string][]sdk.Symbol) map[string]string {
	listed := map[string]bool{}
	for _, s := range syms {
		listed[s.Name] = true
	}
	out := map[string]string{}
	for _, s := range syms {
		owner, ok := strings.CutSuffix(s.Parent, ".default")
		if !ok || owner == "" {
			continue
		}
		member, ok := strings.CutPrefix(s.Name, s.Parent+".")
		if !ok || member == "" {
			continue
		}
		want := owner + "." + member
		if listed[want] {
			continue
		}
		for _, inh := range inherited[owner] {
			if inh.Name == want && inh.Signature == s.Signature {
				out[s.Name] = want
				break
			}
		}
	}
	return out
}

// defaultNames maps the default export and its members to the name its
// declaration gives it, which code imports it under and the package's
// docs call it by: "declare const chalk: ChalkInstance; export default
// chalk" is found as chalk, its member default.red as chalk.red,
// "export default function stripAnsi(…)" as stripAnsi. symbol= reads
// both forms (resolveSymbol). A default whose local name is also
// exported under that name keeps "default" (the search would list two
// docs as one name); one declared anonymously has no other name.
func defaultNames(syms []sdk.Symbol) map[string]string {
	local := ""
	names := map[string]bool{}
	for _, s := range syms {
		names[s.Name] = true
		if local == "" && s.Name == "default" && s.Parent == "" && s.Kind != "alias" {
			local = apicheck.DefaultLocalName(s.Signature)
		}
	}
	out := map[string]string{}
	if local == "" || names[local] {
		return out
	}
	for _, s := range syms {
		if s.Name == "default" {
			out[s.Name] = local
		} else if rest, ok := strings.CutPrefix(s.Name, "default."); ok && rest != "" {
			out[s.Name] = local + "." + rest
		}
	}
	return out
}

// defaultDuplicates marks, by index, the default export's entries that
// repeat a name the module also exports (export declare class
// MagicString … export { MagicString as default }): default.remove is
// MagicString.remove, the same declaration, which code writes by its
// name. Indexed twice, the two tie and the one named default comes
// first.
func defaultDuplicates(syms []sdk.Symbol) map[int]bool {
	local := ""
	for _, s := range syms {
		if s.Name == "default" && s.Parent == "" && s.Kind != "alias" {
			local = apicheck.DefaultLocalName(s.Signature)
			break
		}
	}
	if local == "" {
		return nil
	}
	listed := map[string]bool{}
	for _, s := range syms {
		listed[s.Name+"\x00"+s.Signature] = true
	}
	out := map[int]bool{}
	for i, s := range syms {
		target := ""
		switch rest, member := strings.CutPrefix(s.Name, "default."); {
		case s.Name == "default" && s.Parent == "":
			target = local
		case member && rest != "":
			target = local + "." + rest
		default:
			continue
		}
		if listed[target+"\x00"+strings.TrimSuffix(s.Signature, " // exported as default")] {
			out[i] = true
		}
	}
	return out
}
