package npm

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"path"
	"slices"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/npm/dts"
	"github.com/pkgdocs/pkgdocs/plugins/npm/npmname"
	"github.com/pkgdocs/pkgdocs/plugins/npm/registry"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

// Bounds on what a document carries; the host budgets the rendering, these
// keep the structure itself reasonable.
const (
	maxExamples       = 12
	maxExampleBytes   = 6000
	maxExampleFiles   = 6
	maxReadmeExamples = 8
)

// Describe returns the package document, or with a symbol one export in
// full: its overloads, members and whole doc comments under the package
// header, without the README and examples, which are about the package.
func (p *Provider) Describe(ctx context.Context, req sdk.DescribeRequest) (*sdk.Document, error) {
	l, err := p.load(ctx, req.Package)
	if err != nil {
		return nil, err
	}
	if sym := strings.TrimSpace(req.Symbol); sym != "" {
		return focusDocument(l, sym)
	}
	return p.document(l), nil
}

// focusDocument is the header and one symbol with everything under it;
// sym may be written as code writes it (see resolveSymbol).
func focusDocument(l *loaded, asked string) (*sdk.Document, error) {
	sym, ok := resolveExact(l.name, l.api.Symbols, asked)
	if !ok {
		if s, found := inheritedMember(l.pkg, asked); found {
			return focusInherited(l, s), nil
		}
		if sym, ok = resolveSymbol(l.name, l.api.Symbols, asked); !ok {
			typed, s, found := valueMember(l.pkg, asked)
			switch {
			case found && typed != "":
				sym = typed
			case found:
				return focusInherited(l, s), nil
			default:
				if s, note, ok := declaredMember(l, asked); ok {
					d := focusInherited(l, s)
					d.Notes = append([]string{note}, d.Notes...)
					return d, nil
				}
				if why := unseenValueType(l.pkg, asked); why != "" {
					return nil, sdk.FailedPrecondition("cannot tell whether %s@%s has %q: %s", l.name, l.version, asked, why)
				}
				return nil, noSymbol(l.pkg, asked)
			}
		}
	}
	var syms []sdk.Symbol
	for i, s := range l.api.Symbols {
		if s.Name == sym || s.Parent == sym || strings.HasPrefix(s.Parent, sym+".") {
			if full := l.api.FullDocs[i]; full != "" {
				s.Doc = full
			}
			syms = append(syms, s)
		}
	}
	// The members the type inherits from its bases (declared in another
	// package's types, or another type of this one): its API too, listed
	// by name (see inheritedStubs). A property declared with a type its
	// file does not export has that type's members in full: no describe
	// by the type's name reaches them.
	// What it inherits from a base of the package's own files (hono's
	// Hono extends the HonoBase of another file, which declares get,
	// post, route) is its own API, split across classes: in full, with
	// signatures and docs.
	var inh, own []sdk.Symbol
	for _, m := range l.api.Inherited[sym] {
		switch from := dts.InheritedFrom(m); {
		case from == "":
			syms = append(syms, m)
		case l.api.OwnBases[from]:
			own = append(own, m)
		default:
			inh = append(inh, m)
		}
	}
	unseen := l.api.UnseenBases[sym]
	syms = append(syms, inheritedFull(own, len(unseen) == 0)...)
	syms = append(syms, inheritedStubs(inh, len(unseen) == 0)...)
	if len(syms) == 0 {
		return nil, noSymbol(l.pkg, asked)
	}
	doc := header(l)
	doc.Symbols, doc.Focus = syms, sym
	if note := caseNote(asked, sym); note != "" {
		doc.Notes = append(doc.Notes, note)
	}
	if note := interopNote(l.name, l.api.Symbols, asked, sym); note != "" {
		doc.Notes = append(doc.Notes, note)
	}
	if note := inheritedNote(sym, inh); note != "" {
		doc.Notes = append(doc.Notes, note)
	}
	if note := ownInheritedNote(sym, own); note != "" {
		doc.Notes = append(doc.Notes, note)
	}
	if len(unseen) > 0 {
		doc.Notes = append(doc.Notes, fmt.Sprintf("%s also inherits from %s, whose declarations were not found (not installed, or not resolvable here): its members from there are not listed.", sym, strings.Join(unseen, ", ")))
	}
	doc.Notes = append(doc.Notes, l.pkg.notes...)
	doc.Notes = append(doc.Notes, l.notes...)
	return doc, nil
}

// caseNote says that the symbol answered is not the one asked but one
// spelled alike in another case (MockResponse asked, mockResponse
// answered: a function, where the agent may want the type it returns),
// so that the answer is not taken for the name asked. "" otherwise.
func caseNote(asked, sym string) string {
	last := func(s string) string {
		s = strings.TrimSuffix(keyPath(strings.TrimSpace(s)), "()")
		return s[strings.LastIndexByte(s, '.')+1:]
	}
	a, f := last(asked), last(sym)
	if a == f || !strings.EqualFold(a, f) {
		return ""
	}
	return fmt.Sprintf("The outline lists no symbol spelled %s: this is %s, spelled alike in another case.", a, sym)
}

// interopNote says, when default (or default.name) was asked of a
// CommonJS module (export = x, module.exports = x) and answered with the
// module itself, that default is no export of it: check_package_api
// reports it missing, as the TypeScript compiler and require(...).default
// have it, and the answer would otherwise read as contradicting the
// check. "" otherwise.
func interopNote(pkgName string, syms []sdk.Symbol, asked, sym string) string {
	a := strings.TrimSpace(asked)
	if a != "default" && !strings.HasPrefix(a, "default.") {
		return ""
	}
	root, _, _ := strings.Cut(sym, ".")
	for _, s := range syms {
		if s.Parent != "" || s.Name != root || s.Name == "default" {
			continue
		}
		sig := strings.TrimSpace(s.Signature)
		if !strings.HasPrefix(sig, "export =") && !strings.HasPrefix(sig, "module.exports =") {
			continue
		}
		return fmt.Sprintf("%s has no export named default: it is a CommonJS module (%s), so require(...).default is undefined and check_package_api reports default as not existing. "+
			"This answers %s, the module itself, which `import %s from %q` gives in Node's ES modules, and in TypeScript only under esModuleInterop or allowSyntheticDefaultImports (else write `import %s = require(%q)`).",
			pkgName, apicheck.OneLine(sig), root, root, pkgName, root, pkgName)
	}
	return ""
}

// header is what every document of a package version starts with.
func header(l *loaded) *sdk.Document {
	m := l.packageJSON()
	doc := &sdk.Document{
		Name:       l.name,
		Version:    l.version,
		Summary:    m.Description,
		License:    m.LicenseString(),
		Deprecated: string(m.Deprecated),
		Source:     l.source,
	}
	// Known, even when it is this version (sdk.Document: empty only
	// when unknown): the upgrade prompt tells "up to date" from "cannot
	// tell" by it; the header names it only when it differs.
	doc.LatestVersion = l.latest
	doc.Links = links(m)
	installName := l.name
	if pkgName, sub, err := npmname.SplitSubpath(l.name); err == nil && sub != "" && npmname.Validate(l.name) != nil {
		installName = pkgName // "hono/cors" installs hono
	}
	doc.Install = installLines(l.manager, installName, l.version, l.latest)
	if l.alias != "" {
		// The project imports the alias: adding the package under its own
		// name would be a second, unused dependency.
		doc.Install = installLines(l.manager, l.alias+"@npm:"+installName, l.version, "")
	}
	if l.local {
		// The project's own package: the registry's of that name is
		// another one, and installing it would replace the project's.
		doc.Install = nil
	}
	if l.from != "" {
		// Installed from git or a tarball URL: the registry's release of
		// that number is not it.
		doc.Install = installLines(l.manager, l.name+"@"+l.from, "", "")
	}
	if l.typesFrom != "" && !l.typesInstalled {
		// The types are a separate package: the agent needs both.
		t := l.typesFrom[:max(strings.LastIndexByte(l.typesFrom, '@'), 1)]
		doc.Install = append(doc.Install, devInstallLine(l.manager, t))
	}
	doc.Facts = facts(l, m)
	return doc
}

// document is the whole package document: the whole API with full
// declarations (the host's pager fits it to the client's budget).
func (p *Provider) document(l *loaded) *sdk.Document {
	doc := header(l)

	name, src := l.readmeFile()
	if n, cut := l.readmeTruncated(); cut {
		doc.Notes = append(doc.Notes, fmt.Sprintf("The README is %d bytes; only its first %d were read.", n, len(src)))
	}
	if name == "" {
		doc.Notes = append(doc.Notes, "The package has no README.")
	} else {
		res := readme.Filter(src)
		doc.Readme = res.Markdown
		if len(res.Dropped) > 0 {
			doc.Notes = append(doc.Notes, fmt.Sprintf("README: left out %s; get_npm_package_doc section=NAME returns any section.",
				strings.Join(res.Dropped, ", ")))
		}
	}
	doc.Examples = examples(l.pkg, src, doc.Readme)
	doc.Symbols = ownExportFirst(usedFirst(l.api.Symbols, usageCode(src, doc.Examples)))
	if note := capOutline(doc, maxOutlineBytes); note != "" {
		doc.Notes = append(doc.Notes, note)
	}
	doc.DocFiles = l.docFiles()
	for _, sub := range sortedKeys(l.subpaths) {
		doc.Subpackages = append(doc.Subpackages, sdk.Subpackage{Path: l.name + strings.TrimPrefix(sub, "."), Synopsis: "types: " + l.subpaths[sub]})
	}
	if len(l.api.External) > 0 {
		var pkgs, own []string
		for _, e := range l.api.External {
			switch {
			case strings.HasPrefix(e, ".") && skippedModule(l.skipped, e):
				// Its declarations exist but were over the size limit
				// (said below), not "no declarations".
			case strings.HasPrefix(e, "."):
				own = append(own, e) // ./SEO.astro: a file of the package with no declarations
			default:
				pkgs = append(pkgs, e)
			}
		}
		if len(pkgs) > 0 {
			doc.Notes = append(doc.Notes, "The API also re-exports from other packages, whose declarations are not read here (a re-exported name is listed, its signature is in that package): "+strings.Join(pkgs, ", ")+".")
		}
		if len(own) > 0 {
			doc.Notes = append(doc.Notes, "The API also re-exports from files of the package that have no TypeScript declarations (a component or asset a bundler compiles): "+strings.Join(own, ", ")+"; a name re-exported from them is listed, its type is not.")
		}
	}
	if len(l.skipped) > 0 {
		doc.Notes = append(doc.Notes, "Files over the size limit were not read: "+strings.Join(l.skipped, ", ")+".")
	}
	doc.Notes = append(doc.Notes, l.pkg.notes...)
	doc.Notes = append(doc.Notes, l.notes...)
	return doc
}

// ownExportFirst returns syms with the module's own export (the default
// export, or what module.exports is) first among the top-level names, the
// rest in their order: the symbols' order is page one's importance, and a
// package's entry point is what code imports it as, wherever its
// declarations put it (an index.d.ts that re-exports an error class and
// a helper before its default client class).
func ownExportFirst(syms []sdk.Symbol) []sdk.Symbol {
	own := func(s sdk.Symbol) bool {
		if s.Parent != "" {
			return false
		}
		sig := strings.TrimSpace(s.Signature)
		return s.Name == "default" || strings.HasPrefix(sig, "export =") || strings.HasPrefix(sig, "module.exports =") || strings.HasPrefix(sig, "export default ")
	}
	first := slices.IndexFunc(syms, own)
	if first <= 0 || !slices.ContainsFunc(syms[:first], func(s sdk.Symbol) bool { return s.Parent == "" }) {
		return syms // already first among the top-level names, or none
	}
	out := make([]sdk.Symbol, 0, len(syms))
	for _, s := range syms {
		if own(s) {
			out = append(out, s)
		}
	}
	for _, s := range syms {
		if !own(s) {
			out = append(out, s)
		}
	}
	return out
}

func links(m *registry.Manifest) []sdk.Link {
	var out []sdk.Link
	seen := map[string]bool{}
	add := func(title, u string) {
		if u == "" || seen[u] || !(strings.HasPrefix(u, "https://") || strings.HasPrefix(u, "http://")) {
			return
		}
		seen[u] = true
		out = append(out, sdk.Link{Title: title, URL: u})
	}
	add("Homepage", m.Homepage)
	repo := m.Repository.URL
	if repo != "" && m.Repository.Directory != "" && strings.Contains(repo, "github.com/") {
		repo = strings.TrimSuffix(repo, "/") + "/tree/HEAD/" + strings.Trim(m.Repository.Directory, "/")
	}
	add("Repository", repo)
	add("Issues", m.Bugs.URL)
	return out
}

// installLines are the commands to add the package: with the project's
// package manager (lockfile.Manager) when it is known, else with each of
// npm, pnpm and Yarn. The version is pinned unless it is the latest.
func installLines(manager, name, version, latest string) []string {
	spec := name
	if version != "" && version != latest {
		spec = name + "@" + version
	}
	if add, ok := addCommands[manager]; ok {
		return []string{add.add + add.prefix + spec}
	}
	return []string{"npm install " + spec, "pnpm add " + spec, "yarn add " + spec}
}

// devInstallLine is the command adding pkg as a development dependency
// with the project's package manager (npm when it is not known).
func devInstallLine(manager, pkg string) string {
	add, ok := addCommands[manager]
	if !ok {
		add = addCommands["npm"]
	}
	return add.add + add.dev + " " + add.prefix + pkg
}

// installCommand is the command installing what the project's lockfile
// locks, with its package manager (npm when it is not known).
func installCommand(manager string) string {
	if _, ok := addCommands[manager]; ok {
		return manager + " install"
	}
	return "npm install"
}

// addCommands are each package manager's commands adding a dependency:
// add, then its development flag, and the prefix its package names take
// (Deno names npm packages npm:name).
var addCommands = map[string]struct{ add, dev, prefix string }{
	"npm":  {"npm install ", "-D", ""},
	"pnpm": {"pnpm add ", "-D", ""},
	"yarn": {"yarn add ", "-D", ""},
	"bun":  {"bun add ", "-d", ""},
	"deno": {"deno add ", "--dev", "npm:"},
}

func facts(l *loaded, m *registry.Manifest) []sdk.Fact {
	var out []sdk.Fact
	add := func(label, value string) {
		if value != "" {
			out = append(out, sdk.Fact{Label: label, Value: value})
		}
	}
	add("Module", moduleKind(m))
	switch {
	case l.typesFrom != "":
		how := "not installed"
		if l.typesInstalled {
			how = "installed"
		}
		if l.typesFor != "" {
			how = l.typesFor + ": see the note; " + how
		}
		add("Types", "from "+l.typesFrom+" ("+how+")")
	case l.inferred != "":
		if strings.HasSuffix(strings.ToLower(l.inferred), ".json") {
			add("Types", "none; the outline is the keys of its JSON main entry ("+l.inferred+")")
		} else {
			add("Types", "none; the outline is inferred from the JavaScript ("+l.inferred+")")
		}
	case len(l.api.Files) > 0 && isTSSource(l.api.Files[0]):
		add("Types", "its TypeScript sources ("+l.api.Files[0]+"), published without declaration files")
	case len(l.api.Files) > 0:
		add("Types", "bundled ("+l.api.Files[0]+")")
	case l.subpathTypes:
		add("Types", "bundled for its subpath exports only, none for the main entry (see the note)")
	default:
		add("Types", "none found")
	}
	var eng []string
	for _, k := range sortedKeys(m.Engines) {
		eng = append(eng, k+" "+m.Engines[k])
	}
	add("Engines", strings.Join(eng, ", "))
	var peers []string
	for _, k := range sortedKeys(m.PeerDependencies) {
		s := k + " " + m.PeerDependencies[k]
		if m.PeerDependenciesMeta[k].Optional {
			s += " (optional)"
		}
		peers = append(peers, s)
	}
	add("Peer dependencies", strings.Join(peers, ", "))
	if n := len(m.Dependencies); n > 0 {
		add("Dependencies", fmt.Sprint(n))
	}
	add("Bin", binNames(l.name, m.Bin))
	return out
}

// moduleKind says how the package loads: ESM, CommonJS or both, from
// "type", "exports" conditions and file extensions.
func moduleKind(m *registry.Manifest) string {
	esm, cjs := false, false
	if m.Type == "module" {
		esm = true
	} else {
		cjs = m.Main != "" || len(m.Exports) == 0
	}
	if strings.HasSuffix(m.Main, ".mjs") {
		esm, cjs = true, false
	}
	if m.Module != "" {
		esm = true
	}
	var exp any
	if len(m.Exports) > 0 && json.Unmarshal(m.Exports, &exp) == nil {
		conds := map[string]bool{}
		collectConditions(exp, conds, 0)
		if conds["import"] || conds["module"] {
			esm = true
		}
		if conds["require"] {
			cjs = true
		}
		if conds["file:.mjs"] {
			esm = true
		}
		if conds["file:.cjs"] {
			cjs = true
		}
		if conds["file:.js"] {
			if m.Type == "module" {
				esm = true
			} else {
				cjs = true
			}
		}
	}
	switch {
	case esm && cjs:
		return "ESM and CommonJS (import or require)"
	case esm:
		return "ESM only (import; require() needs Node 22+ or a bundler)"
	case cjs:
		return "CommonJS (require; import works through Node's CJS interop)"
	}
	return ""
}

func collectConditions(v any, out map[string]bool, depth int) {
	if depth > 8 {
		return
	}
	switch t := v.(type) {
	case string:
		out["file:"+path.Ext(t)] = true
	case []any:
		for _, e := range t {
			collectConditions(e, out, depth+1)
		}
	case map[string]any:
		for k, e := range t {
			if !strings.HasPrefix(k, ".") {
				out[k] = true
			}
			if k != "types" {
				collectConditions(e, out, depth+1)
			}
		}
	}
}

func binNames(name string, raw json.RawMessage) string {
	if len(raw) == 0 {
		return ""
	}
	var s string
	if json.Unmarshal(raw, &s) == nil && s != "" {
		_, base, _ := strings.Cut(name, "/")
		if base == "" {
			base = name
		}
		return base
	}
	var m map[string]string
	if json.Unmarshal(raw, &m) == nil {
		return strings.Join(sortedKeys(m), ", ")
	}
	return ""
}

// examples: README code blocks in languages an agent runs that the
// filtered README does not already show (no need to pay for them twice),
// then files from examples/.
func examples(k *pkg, readmeSrc []byte, shown string) []sdk.Example {
	var out []sdk.Example
	if len(readmeSrc) > 0 {
		for _, b := range readme.CodeBlocks(readmeSrc) {
			if len(out) >= maxReadmeExamples {
				break
			}
			if !exampleLang(b.Lang, b.Code) || len(b.Code) > maxExampleBytes || strings.Contains(shown, b.Code) {
				continue
			}
			out = append(out, sdk.Example{Title: b.Section, Language: b.Lang, Code: b.Code, Source: "README" + sectionSuffix(b.Section)})
		}
	}
	var files []string
	for name := range k.files {
		lower := strings.ToLower(name)
		if (strings.HasPrefix(lower, "examples/") || strings.HasPrefix(lower, "example/")) && isCode(path.Base(lower)) {
			files = append(files, name)
		}
	}
	sort.Strings(files)
	for i, name := range files {
		if i >= maxExampleFiles || len(out) >= maxExamples {
			break
		}
		code := string(k.files[name])
		if len(code) > maxExampleBytes {
			continue
		}
		out = append(out, sdk.Example{Title: name, Language: langOf(name), Code: code, Source: name})
	}
	return out
}

// usageCode is the code that shows how the package is used: the README's
// JavaScript and TypeScript blocks (every one, not only those shown as
// examples) and the package's example files.
func usageCode(readmeSrc []byte, exs []sdk.Example) []string {
	var out []string
	if len(readmeSrc) > 0 {
		for _, b := range readme.CodeBlocks(readmeSrc) {
			if exampleLang(b.Lang, b.Code) && !shellLang(b.Lang) {
				out = append(out, b.Code)
			}
		}
	}
	for _, e := range exs {
		if !strings.HasPrefix(e.Source, "README") {
			out = append(out, e.Code)
		}
	}
	return out
}

func shellLang(lang string) bool {
	switch strings.ToLower(lang) {
	case "sh", "bash", "shell", "console", "zsh":
		return true
	}
	return false
}

func sectionSuffix(s string) string {
	if s == "" {
		return ""
	}
	return " § " + s
}

// exampleLang keeps JavaScript-family code; shell blocks only when they do
// more than install the package.
func exampleLang(lang, code string) bool {
	switch strings.ToLower(lang) {
	case "js", "javascript", "jsx", "ts", "typescript", "tsx", "mjs", "cjs", "mts", "vue", "svelte", "html", "json", "jsonc":
		return true
	case "sh", "bash", "shell", "console", "zsh":
		c := strings.TrimSpace(code)
		return !strings.Contains(c, "npm i") && !strings.Contains(c, "yarn add") && !strings.Contains(c, "pnpm add") && !strings.Contains(c, "npm install")
	case "":
		return strings.Contains(code, "require(") || strings.Contains(code, "import ") || strings.Contains(code, "=>")
	}
	return false
}

func langOf(name string) string {
	switch path.Ext(name) {
	case ".ts", ".mts", ".cts":
		return "ts"
	case ".tsx":
		return "tsx"
	case ".jsx":
		return "jsx"
	case ".json":
		return "json"
	case ".md", ".markdown", ".mdx":
		return "md"
	case ".html", ".vue", ".svelte":
		return "html"
	}
	return "js"
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// focusInherited is the document of an inherited member: the member,
// and when it is a class or namespace a base's namespace carries
// (CombinedStream.Writable), its own members in full and what it inherits
// in turn by name.
func focusInherited(l *loaded, s sdk.Symbol) *sdk.Document {
	doc := header(l)
	doc.Symbols, doc.Focus = []sdk.Symbol{s}, s.Name
	var own, inh []sdk.Symbol
	for _, m := range l.api.Inherited[s.Name] {
		if dts.InheritedFrom(m) != "" {
			inh = append(inh, m)
		} else {
			own = append(own, m)
		}
	}
	doc.Symbols = append(doc.Symbols, own...)
	doc.Symbols = append(doc.Symbols, inheritedStubs(inh, len(l.api.UnseenBases[s.Name]) == 0)...)
	if note := inheritedNote(s.Name, inh); note != "" {
		doc.Notes = append(doc.Notes, note)
	}
	doc.Notes = append(doc.Notes, l.pkg.notes...)
	doc.Notes = append(doc.Notes, l.notes...)
	return doc
}

// declaredMember finds asked (Type.member) written out in its parent's
// declaration, where the outline lists no symbol of its own: a property
// of a type alias of an object type ("type Options = { readonly
// showSaveImageAs?: boolean; … }", electron-context-menu), of an inline
// object type of a property. It is the member line an API check finds
// (apicheck's "found in its declaration"), so describe and check agree
// on what exists.
func declaredMember(l *loaded, asked string) (sym sdk.Symbol, note string, ok bool) {
	c := apicheck.NewIndex("npm", l.name, l.api.Symbols).Check(apicheck.Ref{Query: asked})
	if c.Verdict != sdk.VerdictExists || c.Kind != "member" {
		return sdk.Symbol{}, "", false
	}
	parent := c.Symbol[:max(strings.LastIndexByte(c.Symbol, '.'), 0)]
	note = fmt.Sprintf("%s is written out in %s's declaration (describe with symbol=%s for all of it), not listed as a symbol of its own.", c.Symbol, parent, parent)
	return sdk.Symbol{Name: c.Symbol, Kind: "property", Signature: strings.TrimSuffix(c.Signature, ";"), Parent: parent}, note, true
}

// valueMember finds asked (value.member) among the members of the type
// the value is declared with ("declare const axios: AxiosStatic"; axios.get
// is AxiosStatic's, or a member AxiosStatic inherits from its bases): the
// outline's name of an own member, or the inherited member itself.
func valueMember(k *pkg, asked string) (string, sdk.Symbol, bool) {
	asked = strings.TrimSuffix(keyPath(strings.TrimSpace(asked)), "()")
	if !strings.Contains(asked, ".") && isIdent(asked) {
		// get, where the module is the value (export = axios): code that
		// requires the package calls it as a member of the module.
		rs := roots(k.api.Symbols)
		for _, r := range slices.Sorted(maps.Keys(rs)) {
			if name, s, ok := valueMember(k, r+"."+asked); ok {
				return name, s, true
			}
		}
		return "", sdk.Symbol{}, false
	}
	vt, ok := valueTypeOf(k, asked)
	if !ok {
		return "", sdk.Symbol{}, false
	}
	for _, t := range vt.types() {
		member := t + "." + vt.member
		if name, ok := resolveExact(k.name, k.api.Symbols, member); ok {
			return name, sdk.Symbol{}, true
		}
		if s, ok := inheritedMember(k, member); ok {
			return "", s, true
		}
	}
	return "", sdk.Symbol{}, false
}

// unseenValueType says why a member of a value cannot be told, when
// asked is value.member and the value is declared with a type the
// package's declarations do not define ("const Dropcursor:
// Extension<DropcursorOptions>", Extension from another package): its
// members are not read here. "" otherwise.
func unseenValueType(k *pkg, asked string) string {
	vt, ok := valueTypeOf(k, strings.TrimSuffix(keyPath(strings.TrimSpace(asked)), "()"))
	if !ok {
		return ""
	}
	for _, t := range vt.types() {
		if _, ok := resolveExact(k.name, k.api.Symbols, t); ok {
			return ""
		}
	}
	return fmt.Sprintf("%s is declared as %s, a type these declarations do not define (another package's, or one not exported), whose members are not read here", vt.value, vt.typ)
}

// valueType is asked (value.member) read as a member of the type its
// value is declared with.
type valueType struct {
	value  string // the outline's name of the value
	typ    string // its declared type, as written
	member string
}

// types are the names typ may have in the outline: as written, or
// relative to the value's namespace (ns.x: Foo is ns.Foo).
func (vt valueType) types() []string {
	out := []string{vt.typ}
	if j := strings.LastIndexByte(vt.value, '.'); j > 0 {
		out = append(out, vt.value[:j+1]+vt.typ)
	}
	return out
}

// valueTypeOf reads asked as value.member, where value is an outline name
// whose declaration names a type other than itself.
func valueTypeOf(k *pkg, asked string) (valueType, bool) {
	i := strings.LastIndexByte(asked, '.')
	if i <= 0 || i == len(asked)-1 {
		return valueType{}, false
	}
	v, ok := resolveSymbol(k.name, k.api.Symbols, asked[:i])
	if !ok {
		return valueType{}, false
	}
	for _, s := range k.api.Symbols {
		if s.Name == v {
			if t := apicheck.TSValueType(s.Signature); t != "" && t != v {
				return valueType{value: v, typ: t, member: asked[i+1:]}, true
			}
			break
		}
	}
	return valueType{}, false
}

// inheritedMember finds asked (Type.member, written as code writes it)
// among the members a listed type inherits, and among the members of an
// inherited class (CombinedStream.Writable.write); a name an export =
// class inherits is asked for without the class's name too (Writable for
// CombinedStream.Writable), as code that requires the package reaches it.
func inheritedMember(k *pkg, asked string) (sdk.Symbol, bool) {
	if len(k.api.Inherited) == 0 {
		return sdk.Symbol{}, false
	}
	asked = strings.TrimSuffix(keyPath(strings.TrimSpace(asked)), "()")
	find := func(parent, name string) (sdk.Symbol, bool) {
		for _, s := range k.api.Inherited[parent] {
			if s.Name == name {
				return s, true
			}
		}
		return sdk.Symbol{}, false
	}
	if i := strings.LastIndexByte(asked, '.'); i > 0 {
		if parent, ok := resolveSymbol(k.name, k.api.Symbols, asked[:i]); ok {
			if s, ok := find(parent, parent+"."+asked[i+1:]); ok {
				return s, true
			}
		}
	}
	cands := []string{asked}
	for _, a := range moduleAliases(k.name) {
		if rest, ok := strings.CutPrefix(asked, a+"."); ok && rest != "" {
			cands = append(cands, rest)
		}
	}
	for r := range roots(k.api.Symbols) {
		for _, c := range cands[:len(cands):len(cands)] {
			cands = append(cands, r+"."+c)
		}
	}
	for _, c := range cands {
		if i := strings.LastIndexByte(c, '.'); i > 0 {
			if s, ok := find(c[:i], c); ok {
				return s, true
			}
		}
	}
	return sdk.Symbol{}, false
}

// inheritedStubs lists inherited members by name, in their bases' order:
// "on(…)" for a method, the name for a property, without their
// declarations and docs. A class that extends Node's EventEmitter or
// Stream inherits a hundred members whose declarations and docs, in
// full, made a type's answer three times the size of its own API; each
// is one describe away (Type.member, inheritedMember), and the check
// still sees every name.
//
// The first member from each base says which base it is
// (apicheck.InheritedMarker): the check then knows that base's members
// are listed, and says a misspelt one does not exist instead of "cannot
// tell".
//
// Markers are left out when the chain has bases that were not found
// (complete false): the members listed are then not all there is.
func inheritedStubs(inh []sdk.Symbol, complete bool) []sdk.Symbol {
	out := make([]sdk.Symbol, 0, len(inh))
	last := "\x00"
	for _, s := range inh {
		name := s.Name[strings.LastIndexByte(s.Name, '.')+1:]
		sig := name
		if s.Kind == "method" || s.Kind == "function" {
			sig += "(…)"
		}
		if from := dts.InheritedFrom(s); complete && from != last {
			last = from
			if from != "" {
				sig += apicheck.InheritedMarker + from
			}
		}
		out = append(out, sdk.Symbol{Name: s.Name, Kind: s.Kind, Signature: sig, Parent: s.Parent})
	}
	return out
}

// inheritedFull lists members inherited from the package's own bases
// with their declarations and docs; the first from each base says which
// base it is (apicheck.InheritedMarker) when the chain is complete, as
// inheritedStubs' do.
func inheritedFull(inh []sdk.Symbol, complete bool) []sdk.Symbol {
	out := make([]sdk.Symbol, 0, len(inh))
	last := "\x00"
	for _, s := range inh {
		from := dts.InheritedFrom(s)
		// The base is said once (the marker, the note), not in every doc.
		s.Doc = strings.TrimSuffix(strings.TrimSuffix(s.Doc, "Inherited from "+from+"."), " (inherited from "+from+")")
		if complete && from != last {
			last = from
			if from != "" {
				s.Signature += apicheck.InheritedMarker + from
			}
		}
		out = append(out, s)
	}
	return out
}

// ownInheritedNote says how many members a type inherits from bases the
// package declares itself, shown in full.
func ownInheritedNote(typ string, own []sdk.Symbol) string {
	if len(own) == 0 {
		return ""
	}
	var bases []string
	for _, s := range own {
		if from := dts.InheritedFrom(s); !slices.Contains(bases, from) {
			bases = append(bases, from)
		}
	}
	return fmt.Sprintf("%s inherits %d members from %s, declared in this package: shown in full.", typ, len(own), strings.Join(bases, ", "))
}

// inheritedNote says where a type's inherited members come from, how
// many from each base, and how to read one in full.
func inheritedNote(typ string, inh []sdk.Symbol) string {
	if len(inh) == 0 {
		return ""
	}
	var bases []string
	count := map[string]int{}
	for _, s := range inh {
		from := dts.InheritedFrom(s)
		if count[from] == 0 {
			bases = append(bases, from)
		}
		count[from]++
	}
	parts := make([]string, 0, len(bases))
	for _, b := range bases {
		if b == "" {
			b = "its bases"
		}
		parts = append(parts, fmt.Sprintf("%d from %s", count[b], b))
	}
	return fmt.Sprintf("%s inherits %d members, listed by name (%s); describe with symbol=%s.NAME for one in full.",
		typ, len(inh), strings.Join(parts, ", "), typ)
}

// skippedModule reports whether a relative module specifier names one of
// the declaration files left unread for their size (skipped, paths in the
// package): "./services/v1/public_api.fetcher" re-exported from a file
// whose declarations are dist/__generated__/services/v1/public_api.fetcher.d.ts,
// 16 MB. The specifier is matched as the path's tail, without its
// extension: the importing file's directory is not known here.
func skippedModule(skipped []string, spec string) bool {
	tail := path.Clean(spec)
	for strings.HasPrefix(tail, "../") {
		tail = strings.TrimPrefix(tail, "../")
	}
	tail = strings.TrimPrefix(tail, "./")
	for _, ext := range []string{".js", ".mjs", ".cjs"} {
		tail = strings.TrimSuffix(tail, ext)
	}
	if tail == "" || tail == "." || tail == ".." {
		return false
	}
	for _, f := range skipped {
		for _, ext := range []string{".d.ts", ".d.mts", ".d.cts"} {
			if base, ok := strings.CutSuffix(f, ext); ok && (base == tail || strings.HasSuffix(base, "/"+tail)) {
				return true
			}
		}
	}
	return false
}
