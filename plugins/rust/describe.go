package rust

import (
	"context"
	"fmt"
	"path"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/rust/cargomanifest"
	"github.com/pkgdocs/pkgdocs/plugins/rust/crateapi"
	"github.com/pkgdocs/pkgdocs/plugins/rust/cratename"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

// Limits on the parts of an answer that are not the API.
const (
	maxExamples      = 60
	maxExampleFiles  = 20
	maxExampleBytes  = 32 << 10
	maxFeaturesShown = 60
)

// Describe documents a crate, one of its modules, or one item.
func (p *Provider) Describe(ctx context.Context, req sdk.DescribeRequest) (*sdk.Document, error) {
	r, err := cratename.Parse(req.Package.Name)
	if err != nil {
		return nil, sdk.InvalidArgument("%v", err)
	}
	if len(req.Symbol) > 1024 {
		return nil, sdk.InvalidArgument("symbol of %d bytes is too long", len(req.Symbol))
	}
	if cratename.Std[cratename.Normalize(r.Crate)] && req.Package.Registry == "" {
		return p.describeStd(ctx, req, r)
	}
	t, err := p.resolve(ctx, req.Package, r)
	if err != nil {
		return nil, err
	}
	l, err := p.load(ctx, t)
	if err != nil {
		return nil, err
	}
	doc := p.header(t, l)
	if l.html != nil && strings.TrimSpace(req.Symbol) != "" {
		return p.htmlSymbol(doc, l, t.module, strings.TrimSpace(req.Symbol))
	}
	doc, err = p.body(doc, l.api, l.files, l.manifest, t.module, req.Symbol, p.cfg.MaxAPIBytes)
	if err != nil {
		return nil, err
	}
	// A crate whose root declares nothing exports nothing (an empty
	// lib.rs): a check may then say a name is not there
	// (sdk.Document.OutlineComplete).
	doc.OutlineComplete = l.api.Empty && len(doc.Symbols) == 0 && doc.Focus == "" && t.module == ""
	// The features on: the project's for a crate it declares, else the
	// crate's defaults. Without a feature table nothing says what the
	// defaults are, and nothing is marked.
	if table := featureTable(t, l); table != nil {
		var on map[string]bool
		if t.declared {
			on = enabledFeatures(t.features, t.noDefault, table)
			markEnabled(doc.Symbols, on)
		} else {
			on = enabledFeatures(nil, false, table)
		}
		markDisabled(doc.Symbols, l.api.Modules, on, table)
	}
	return doc, nil
}

// body fills the API, README, overview and examples, or focuses on a
// module or item.
func (p *Provider) body(doc *sdk.Document, api *crateapi.Crate, fs files, man *cargomanifest.Manifest, module, symbol string, maxAPI int) (*sdk.Document, error) {
	if module != "" {
		if f, ok := api.Lookup(module); ok && f.Module == nil {
			// A type's (or other item's) full path as the package:
			// std::collections::HashMap is symbol HashMap of module
			// collections; a symbol given too is inside it.
			symbol = strings.TrimSuffix(module+"::"+strings.TrimSpace(symbol), "::")
			module = ""
		} else if !ok || f.Module == nil {
			return nil, sdk.NotFound("module %s not found in %s@%s (modules: %s)", module, doc.Name, doc.Version, strings.Join(moduleNames(api, 30), ", "))
		}
	}
	if sym := strings.TrimSpace(symbol); sym != "" {
		f, ok := lookupIn(api, module, sym)
		if !ok && len(f.Candidates) > 0 {
			return ambiguous(doc, api, sym, f.Candidates), nil
		}
		if !ok {
			return nil, sdk.NotFound("item %q not found in %s@%s%s", sym, doc.Name, doc.Version, suggest(api, sym))
		}
		return p.focus(doc, api, f, maxAPI), nil
	}
	if module != "" {
		doc.Name += "::" + module
		m, _ := api.Lookup(module)
		doc.Overview = crateapi.CleanDocs(m.Module.Docs)
		if sum := crateapi.Summary(m.Module.Docs); sum != "" {
			doc.Summary = sum
		}
	} else {
		doc.Overview = crateapi.CleanDocs(api.Docs)
	}
	syms, truncated := api.Outline(module, maxAPI)
	doc.Symbols = syms
	if truncated {
		doc.Notes = append(doc.Notes, fmt.Sprintf("The API is larger than this provider's %d-byte memory cap: later items are left out; ask for a module (package %s::MODULE) or an item (symbol).", maxAPI, cratename.Ident(doc.Name)))
	}
	if fs != nil && module == "" {
		doc.Readme = readmeOf(fs, man)
		if doc.Readme != "" && overlaps(doc.Overview, doc.Readme) {
			doc.Overview = "" // the crate docs are the README (#![doc = include_str!(…)])
		}
	}
	doc.Examples = notShown(examples(api, fs, module), doc.Readme)
	if module == "" {
		doc.Symbols = usedFirst(doc.Symbols, frontPageCode(api, doc), cratename.Ident(api.Name))
	}
	return doc, nil
}

// frontPageCode is the code a crate's front page shows: its crate docs'
// Rust blocks, its README's (Rust or unlabelled), its examples/ files.
func frontPageCode(api *crateapi.Crate, doc *sdk.Document) []string {
	var code []string
	for _, b := range crateapi.RustBlocks(api.Docs) {
		code = append(code, b.Code)
	}
	if doc.Readme != "" {
		for _, b := range readme.CodeBlocks([]byte(doc.Readme)) {
			if lang, _, _ := strings.Cut(b.Lang, ","); lang == "" || lang == "rust" || lang == "rs" {
				code = append(code, b.Code)
			}
		}
	}
	for _, e := range doc.Examples {
		if strings.HasPrefix(e.Source, "examples/") {
			code = append(code, e.Code)
		}
	}
	return code
}

// notShown drops the examples whose code the filtered README already
// shows: crate docs that mirror the README (easy-ext's lib.rs repeats its
// README's blocks in //! comments) gave every README block again as an
// example of the crate root, which page one printed after the README.
func notShown(exs []sdk.Example, readme string) []sdk.Example {
	out := exs[:0:0]
	for _, e := range exs {
		if code := strings.TrimSpace(e.Code); code != "" && strings.Contains(readme, code) {
			continue
		}
		out = append(out, e)
	}
	return out
}

// lookupIn finds sym as the module path asked for names it (package
// tokio::sync, symbol Mutex::lock is sync::Mutex::lock), else from the
// crate root.
func lookupIn(api *crateapi.Crate, module, sym string) (crateapi.Found, bool) {
	if module != "" {
		if f, ok := api.Lookup(module + "::" + strings.TrimPrefix(sym, "crate::")); ok || len(f.Candidates) > 0 {
			return f, ok
		}
	}
	return api.Lookup(sym)
}

// ambiguous answers for a name that ends the paths of items in several
// modules: each candidate's declaration under its full path, and no
// members, so no answer mixes two same-named types.
func ambiguous(doc *sdk.Document, api *crateapi.Crate, sym string, paths []string) *sdk.Document {
	doc.Focus = sym
	for _, p := range paths {
		f, ok := api.Lookup(p)
		if !ok {
			continue
		}
		it := f.Item
		if f.Member != nil {
			it = f.Member
		}
		doc.Symbols = append(doc.Symbols, sdk.Symbol{Name: p, Kind: crateapi.KindName(it.Kind), Signature: it.Signature, Doc: crateapi.Summary(it.Docs), Deprecated: it.Deprecated})
	}
	doc.Notes = append(doc.Notes, fmt.Sprintf("%q names %d items in different modules: %s. Ask for one by its path.", sym, len(paths), strings.Join(paths, ", ")))
	return doc
}

// focus answers for one module or item.
func (p *Provider) focus(doc *sdk.Document, api *crateapi.Crate, f crateapi.Found, maxAPI int) *sdk.Document {
	switch {
	case f.Module != nil:
		doc.Focus = f.Path
		doc.Overview = crateapi.CleanDocs(f.Module.Docs)
		doc.Symbols, _ = api.Outline(f.Path, maxAPI)
		doc.Examples = examples(api, nil, f.Path)
	case f.Member != nil:
		doc.Focus = f.Path + "::" + f.Member.Name
		parent := *f.Item
		parent.Members, parent.Fields, parent.Impls = nil, nil, nil
		parent.Docs = crateapi.Summary(f.Item.Docs)
		doc.Symbols = crateapi.Full(f.Path, &parent)
		doc.Symbols = append(doc.Symbols, crateapi.Full(doc.Focus, f.Member)[0])
		doc.Symbols[len(doc.Symbols)-1].Parent = f.Path
		p.featureInstall(doc, f.Member.Gate)
	default:
		doc.Focus = f.Path
		// The full docs already hold the item's examples.
		doc.Symbols = crateapi.Full(f.Path, f.Item)
		for _, alt := range api.Alternatives(f) {
			doc.Symbols = append(doc.Symbols, crateapi.Full(f.Path, alt)...)
		}
		p.featureInstall(doc, f.Item.Gate)
	}
	return doc
}

// featureInstall adds --features to the cargo add line when the item is
// behind features.
func (p *Provider) featureInstall(doc *sdk.Document, gate string) {
	feats := crateapi.GateFeatures(gate)
	if len(feats) == 0 || len(doc.Install) == 0 || strings.Contains(gate, "any(") || strings.Contains(gate, "not(") {
		return
	}
	doc.Install[0] += " --features " + strings.Join(feats, ",")
}

func moduleNames(api *crateapi.Crate, n int) []string {
	var out []string
	for _, m := range api.Modules {
		if m.Path != "" && len(out) < n {
			out = append(out, m.Path)
		}
	}
	return out
}

// suggest lists the nearest paths to a name that was not found: the
// same name (or Type::member) under other modules, then the names
// check_package_api's nearest-name search finds.
func suggest(api *crateapi.Crate, sym string) string {
	const maxSuggest = 10
	segs := strings.Split(strings.TrimPrefix(strings.TrimSpace(sym), "crate::"), "::")
	if len(segs) > 0 && segs[0] == api.Name {
		segs = segs[1:]
	}
	if len(segs) == 0 {
		return ""
	}
	var out []string
	addOut := func(n string) {
		if len(out) < maxSuggest && !contains(out, n) {
			out = append(out, n)
		}
	}
	last := segs[len(segs)-1]
	for _, m := range api.Modules {
		for _, it := range m.Items {
			switch {
			case it.Name == last:
				addOut(m.ItemPath(it))
			case len(segs) > 1 && it.Name == segs[len(segs)-2]:
				has := false
				for _, mem := range it.Members {
					if mem.Name == last {
						addOut(m.ItemPath(it) + "::" + last)
						has = true
					}
				}
				if !has {
					addOut(m.ItemPath(it)) // the type is there, without that member
				}
			}
		}
	}
	syms, _ := api.Outline("", 0)
	ix := apicheck.NewIndex("rust", api.Name, syms)
	for _, n := range ix.Nearest(apicheck.Key(strings.Join(segs, "::")), maxSuggest) {
		addOut(strings.ReplaceAll(n, ".", "::"))
	}
	if len(out) == 0 {
		return ""
	}
	return " (nearest: " + strings.Join(out, ", ") + ")"
}

// overlaps says whether the crate docs are the README included as docs.
func overlaps(docs, rd string) bool {
	d := strings.Join(strings.Fields(docs), " ")
	r := strings.Join(strings.Fields(rd), " ")
	if len(d) < 80 || len(r) < 80 {
		return false
	}
	return strings.Contains(r, d[:80]) || strings.Contains(d, r[:80])
}

// header fills what every answer about a crate version shares.
func (p *Provider) header(t *target, l *loaded) *sdk.Document {
	src := l.source
	if src.Kind == sdk.SourceLocalInstall && t.kind == sdk.SourceRegistry && t.path.dir == "" {
		// A version no project chose (the latest, or one asked for) whose
		// files are on disk (Cargo's registry cache, a directory source):
		// the registry's answer, not the project's install, which agents
		// take for the version their project builds. The files are shared
		// with the project's answer for the same version (one load).
		src.Kind = sdk.SourceRegistry
	}
	doc := &sdk.Document{
		Name:          t.name,
		Version:       t.version,
		LatestVersion: t.latest,
		Source:        src,
		Install:       []string{"cargo add " + t.name + "@" + t.version},
	}
	if t.registry != "crates-io" && t.registry != "" {
		// Without --registry, cargo add takes the name from crates.io,
		// which may hold a stranger's crate of that name.
		doc.Install[0] += " --registry " + t.registry
	}
	if t.path.dir != "" {
		doc.Install = []string{"cargo add " + t.name + " --path " + t.path.dir}
		if t.path.install != "" {
			doc.Install = []string{t.path.install}
		}
	}
	if t.rename != "" {
		doc.Install[0] += " --rename " + t.rename
	}
	doc.Notes = append(doc.Notes, t.notes...)
	doc.Notes = append(doc.Notes, l.notes...)
	doc.Notes = append(doc.Notes, l.api.Notes...)
	var pkg *cargomanifest.Package
	if l.manifest != nil {
		pkg = l.manifest.Package
	}
	if pkg != nil {
		doc.Summary = strings.TrimSpace(pkg.Description)
		doc.License = pkg.License
		if pkg.Repository != "" {
			doc.Links = append(doc.Links, sdk.Link{Title: "Repository", URL: pkg.Repository})
		}
		if pkg.Homepage != "" && pkg.Homepage != pkg.Repository {
			doc.Links = append(doc.Links, sdk.Link{Title: "Homepage", URL: pkg.Homepage})
		}
	}
	if pkg == nil && l.meta != nil {
		doc.Summary = strings.Join(strings.Fields(l.meta.Description), " ")
		if v, ok := l.meta.Version(t.version); ok {
			doc.License = v.License
		}
		if l.meta.Repository != "" {
			doc.Links = append(doc.Links, sdk.Link{Title: "Repository", URL: l.meta.Repository})
		}
		if l.meta.Homepage != "" && l.meta.Homepage != l.meta.Repository {
			doc.Links = append(doc.Links, sdk.Link{Title: "Homepage", URL: l.meta.Homepage})
		}
	}
	if doc.Summary == "" {
		doc.Summary = crateapi.Summary(l.api.Docs)
	}
	if t.registry == "crates-io" && t.path.dir == "" {
		doc.Links = append(doc.Links, sdk.Link{Title: "docs.rs", URL: "https://docs.rs/" + t.name + "/" + t.version}, sdk.Link{Title: "crates.io", URL: "https://crates.io/crates/" + t.name})
	}
	if pkg != nil && pkg.Edition != "" {
		doc.Facts = append(doc.Facts, sdk.Fact{Label: "Edition", Value: pkg.Edition})
	}
	msrv := ""
	if pkg != nil {
		msrv = pkg.RustVersion
	}
	if msrv == "" && t.entry != nil {
		msrv = t.entry.RustVersion
	}
	if msrv == "" && l.meta != nil {
		if v, ok := l.meta.Version(t.version); ok {
			msrv = v.RustVersion
		}
	}
	if msrv != "" {
		doc.Facts = append(doc.Facts, sdk.Fact{Label: "MSRV (rust-version)", Value: msrv})
	}
	if f := featureFact(featureTable(t, l)); f != "" {
		doc.Facts = append(doc.Facts, sdk.Fact{Label: "Features", Value: f})
	}
	if len(t.features) > 0 {
		doc.Facts = append(doc.Facts, sdk.Fact{Label: "Features your Cargo.toml enables", Value: strings.Join(t.features, ", ")})
	}
	if gated := l.api.Features(); len(gated) > 0 {
		if len(gated) > maxFeaturesShown {
			gated = gated[:maxFeaturesShown]
		}
		doc.Facts = append(doc.Facts, sdk.Fact{Label: "Features that gate items", Value: strings.Join(gated, ", ")})
	}
	if t.entry != nil && t.entry.Yanked {
		doc.Deprecated = fmt.Sprintf("%s@%s is yanked from the registry: Cargo will not pick it for new lockfiles; the latest is %s.", t.name, t.version, t.latest)
	}
	doc.Facts = append(doc.Facts, sdk.Fact{Label: "Docs from", Value: l.from})
	if t.origin.Kind != "registry" && t.path.dir == "" {
		doc.Facts = append(doc.Facts, sdk.Fact{Label: "Crate source", Value: t.origin.Kind + " source " + t.origin.Source + " (Cargo configuration)"})
	}
	return doc
}

// optionalDeps are the names (as code writes them) of a manifest's
// optional dependencies, nil when none.
func optionalDeps(m *cargomanifest.Manifest) []string {
	var out []string
	for _, d := range m.Deps {
		if d.Optional && d.Kind != "dev" {
			out = append(out, d.Key)
		}
	}
	return out
}

// featureTable is the crate's features, each with what it enables, its
// optional dependencies' implicit ones included: from its manifest, else
// from its registry index entry.
func featureTable(t *target, l *loaded) map[string][]string {
	var feats map[string][]string
	var optional []string
	switch {
	case l.manifest != nil && (l.manifest.Features != nil || optionalDeps(l.manifest) != nil):
		feats, optional = l.manifest.Features, optionalDeps(l.manifest)
	case t.entry != nil:
		feats = t.entry.AllFeatures()
		for _, d := range t.entry.Deps {
			if d.Optional && d.Kind != "dev" {
				optional = append(optional, d.Name)
			}
		}
	}
	return implicitFeatures(feats, optional)
}

// implicitFeatures adds Cargo's implicit feature for each optional
// dependency (`serde = { optional = true }` is the feature "serde")
// unless a feature names it as "dep:serde", which turns that off. The
// feature tables leave them out, so chrono's `serde` read as no feature.
func implicitFeatures(feats map[string][]string, optional []string) map[string][]string {
	if len(optional) == 0 {
		return feats
	}
	explicit := map[string]bool{}
	for _, vs := range feats {
		for _, v := range vs {
			if name, ok := strings.CutPrefix(v, "dep:"); ok {
				explicit[name] = true
			}
		}
	}
	out := make(map[string][]string, len(feats)+len(optional))
	for k, v := range feats {
		out[k] = v
	}
	for _, d := range optional {
		if _, ok := out[d]; !ok && !explicit[d] {
			out[d] = []string{"dep:" + d}
		}
	}
	return out
}

// featureFact prints what default enables, then the other features.
func featureFact(feats map[string][]string) string {
	if len(feats) == 0 {
		return ""
	}
	var names []string
	for k := range feats {
		if k != "default" {
			names = append(names, k)
		}
	}
	sort.Strings(names)
	var b strings.Builder
	if d, ok := feats["default"]; ok {
		if len(d) == 0 {
			b.WriteString("default enables nothing")
		} else {
			b.WriteString("default = [" + strings.Join(d, ", ") + "]")
		}
	} else {
		b.WriteString("no default features")
	}
	if len(names) > maxFeaturesShown {
		names = append(names[:maxFeaturesShown], fmt.Sprintf("… %d more", len(names)-maxFeaturesShown))
	}
	if len(names) > 0 {
		b.WriteString("; available: " + strings.Join(names, ", "))
	}
	return b.String()
}

// readmeOf reads the crate's README (Cargo.toml's readme, else README.md)
// and filters it.
func readmeOf(fs files, man *cargomanifest.Manifest) string {
	var names []string
	if man != nil && man.Package != nil && man.Package.Readme != "" && man.Package.Readme != "false" {
		names = append(names, path.Clean(man.Package.Readme))
	}
	names = append(names, "README.md", "README", "readme.md", "Readme.md", "README.markdown")
	for _, n := range names {
		if strings.HasPrefix(n, "../") {
			continue
		}
		b, err := fs.ReadFile(n)
		if err != nil {
			continue
		}
		return readme.Filter(b).Markdown
	}
	return ""
}

// examples are the code blocks of the crate's (or module's) docs and
// items, then examples/*.rs.
func examples(api *crateapi.Crate, fs files, module string) []sdk.Example {
	var out []sdk.Example
	if module == "" {
		out = blockExamples(api.Name, api.Docs, out)
	}
	for _, m := range api.Modules {
		if module != "" && m.Path != module && !strings.HasPrefix(m.Path, module+"::") {
			continue
		}
		if m.Path != "" {
			out = blockExamples(api.Name+"::"+m.Path, m.Docs, out)
		}
		for _, it := range m.Items {
			out = blockExamples(m.ItemPath(it), it.Docs, out)
			for _, mem := range it.Members {
				out = blockExamples(m.ItemPath(it)+"::"+mem.Name, mem.Docs, out)
			}
		}
	}
	if len(out) > maxExamples {
		out = out[:maxExamples]
	}
	if fs == nil || module != "" {
		return out
	}
	n := 0
	for _, f := range fs.List("examples") {
		if !strings.HasSuffix(f, ".rs") || n >= maxExampleFiles {
			continue
		}
		b, err := fs.ReadFile("examples/" + f)
		if err != nil || len(b) > maxExampleBytes {
			continue
		}
		out = append(out, sdk.Example{Title: "examples/" + f, Language: "rust", Code: string(b), Source: "examples/" + f})
		n++
	}
	return out
}

func blockExamples(title, docs string, out []sdk.Example) []sdk.Example {
	if len(out) >= maxExamples {
		return out
	}
	for _, b := range crateapi.RustBlocks(docs) {
		out = append(out, sdk.Example{Title: title, Language: "rust", Code: b.Code, Source: "doc comment of " + title})
	}
	return out
}

// htmlSymbol answers for one item of a crate known from docs.rs HTML: its
// own page gives the declaration, docs, methods and trait impls.
func (p *Provider) htmlSymbol(doc *sdk.Document, l *loaded, module, sym string) (*sdk.Document, error) {
	f, ok := l.api.Lookup(sym)
	if !ok && module != "" {
		f, ok = l.api.Lookup(module + "::" + sym)
	}
	member := ""
	if i := strings.LastIndex(sym, "::"); !ok && i > 0 {
		// all.html lists no methods: find the type, then the method on
		// its page.
		f, ok = l.api.Lookup(sym[:i])
		member = sym[i+2:]
	}
	if !ok {
		return nil, sdk.NotFound("item %q not found in %s@%s%s", sym, doc.Name, doc.Version, suggest(l.api, sym))
	}
	if f.Item == nil {
		return p.focus(doc, l.api, f, p.cfg.MaxAPIBytes), nil
	}
	mod := strings.TrimSuffix(strings.TrimSuffix(f.Path, f.Item.Name), "::")
	it, err := l.html.Item(l.api.Name, mod, f.Item.Name)
	if err != nil {
		return nil, sdk.Unavailable("docs.rs page of %s: %v", f.Path, err)
	}
	one := &crateapi.Crate{Name: l.api.Name, Modules: []*crateapi.Module{{Path: mod, Items: []*crateapi.Item{it}}}}
	want := f.Path
	if f.Member != nil {
		want += "::" + f.Member.Name
	} else if member != "" {
		want += "::" + member
	}
	f2, ok := one.Lookup(want)
	if !ok {
		return nil, sdk.NotFound("item %q not found on the docs.rs page of %s", sym, f.Path)
	}
	return p.focus(doc, one, f2, p.cfg.MaxAPIBytes), nil
}
