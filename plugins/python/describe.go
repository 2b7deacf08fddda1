package python

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/pkgdocs/pkgdocs/plugins/python/pyapi"
	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
	"github.com/pkgdocs/pkgdocs/plugins/python/rst"
	"github.com/pkgdocs/pkgdocs/plugins/python/sitepkgs"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
	"github.com/pkgdocs/pkgdocs/sdk/readme"
	"google.golang.org/grpc/codes"
)

// maxExamples bounds the README code blocks returned as examples.
const maxExamples = 20

// Describe implements sdk.Provider.
func (p *Provider) Describe(ctx context.Context, req sdk.DescribeRequest) (*sdk.Document, error) {
	if req.Symbol != "" {
		if err := pyname.CheckSymbol(req.Symbol); err != nil {
			return nil, sdk.InvalidArgument("%v", err)
		}
	}
	c, k, err := p.answer(ctx, req.Package)
	if err != nil {
		return nil, err
	}
	doc, full := p.document(c, k)
	if req.Symbol != "" {
		out, err := focus(doc, full, req.Symbol, k.imports)
		if err == nil {
			k.addInherited(ctx, out)
			k.noteUnread(ctx, out)
		}
		if sdk.Code(err) == codes.NotFound {
			return p.unlistedFocus(ctx, req, doc, err)
		}
		return out, err
	}
	return doc, nil
}

// unlistedFocus answers a symbol the outline does not list (notFound is
// what it says) as check_package_api does, through LookupNames: a name
// the compiled modules' binaries or the source read beyond the outline
// vouch for (psutil's RLIMIT_AS, made by a loop over its C module) is
// shown as existing with the evidence and without a signature nobody
// read; one they cannot decide is "cannot tell", not "not found"; only a
// name they show missing, or a package they cannot read, keeps notFound.
func (p *Provider) unlistedFocus(ctx context.Context, req sdk.DescribeRequest, doc *sdk.Document, notFound error) (*sdk.Document, error) {
	if strings.HasPrefix(notFound.Error(), "cannot tell") {
		return nil, notFound
	}
	res, err := p.LookupNames(ctx, sdk.LookupRequest{Package: req.Package, Names: []string{req.Symbol}})
	if err != nil || res == nil || len(res.Names) == 0 {
		return nil, notFound
	}
	a := res.Names[0]
	switch a.Verdict {
	case sdk.VerdictExists:
		out := *doc
		out.Readme, out.Examples, out.Subpackages, out.Overview = "", nil, nil, ""
		out.Focus = req.Symbol
		out.Symbols = []sdk.Symbol{{Name: req.Symbol, Kind: a.Kind}}
		out.Notes = append(append([]string{}, out.Notes...),
			fmt.Sprintf("%s exists but is not in the outline: %s. Its signature and docs were not read (nothing is imported or run).", req.Symbol, a.Reason))
		return &out, nil
	case sdk.VerdictUnknown:
		why := a.Reason
		if why == "" {
			why = "the package binds names when it runs (compiled modules, loops or hooks) that were not all read"
		}
		msg := fmt.Sprintf("cannot tell whether %s %s has %q: it is not in the outline, and %s", doc.Name, doc.Version, req.Symbol, why)
		if i := strings.Index(notFound.Error(), " (did you mean: "); i >= 0 {
			msg += notFound.Error()[i:]
		}
		return nil, sdk.NotFound("%s", msg)
	}
	return nil, notFound
}

// answer resolves ref and loads what was chosen. When the name is an
// import path and the index's project of that name does not hold the
// module (bs4 on PyPI is a placeholder that only requires beautifulsoup4;
// sklearn a deprecated one) or there is none, the well-known distributions
// of that import name are tried (pyname.DistCandidates), and one is
// answered only when its files hold the module; otherwise the answer (or
// error) stays the index's, with a note saying the module is not there.
func (p *Provider) answer(ctx context.Context, ref sdk.PackageRef) (*choice, *pkg, error) {
	c, err := p.resolve(ctx, ref)
	var k *pkg
	if err == nil {
		k, err = p.load(ctx, c)
	}
	fromIndex := err == nil && c.project != nil
	if !pyname.ValidImport(ref.Name) || !fromIndex && sdk.Code(err) != codes.NotFound {
		return c, k, err
	}
	asked := top(ref.Name)
	if err == nil && k.provides(asked) {
		return c, k, nil
	}
	// What the index's project of that name is, for the notes.
	var what string
	if fromIndex {
		what = fmt.Sprintf("%s %s on %s holds no module %s", k.name, k.version, fetch.RedactString(c.project.Index.URL), asked)
		if len(k.found) > 0 {
			what += " (its top-level modules: " + strings.Join(k.found, ", ") + ")"
		} else {
			what += " (it has no top-level module at all"
			if deps := k.meta.All("Requires-Dist"); len(deps) > 0 {
				what += "; it requires " + strings.Join(deps, ", ")
			}
			what += ")"
		}
	}
	for _, cand := range pyname.DistCandidates(asked) {
		if c != nil && pyname.Normalize(cand) == pyname.Normalize(c.dist) {
			continue
		}
		cref := ref
		cref.Name = cand
		cc, cerr := p.resolve(ctx, cref)
		if cerr != nil {
			continue
		}
		if ref.Name != asked {
			cc.module = ref.Name
		} else if cc.module == "" {
			cc.module = asked
		}
		ck, cerr := p.load(ctx, cc)
		if cerr != nil || !ck.provides(asked) {
			continue
		}
		if what == "" {
			what = err.Error()
		}
		cc.notes = append(cc.notes, fmt.Sprintf("%s; %s is described instead: its files hold the module %s", what, ck.name, asked))
		return cc, ck, nil
	}
	if err != nil {
		return nil, nil, err
	}
	if len(k.found) == 0 || strings.Contains(ref.Name, ".") {
		c.notes = append(c.notes, what+": `import "+asked+"` comes from a distribution of another name, which the index does not say; describe that distribution by its name")
	}
	return c, k, nil
}

// document builds the answer; full holds the symbols with their whole
// docstrings, for a symbol focus.
func (p *Provider) document(c *choice, k *pkg) (doc *sdk.Document, full []sdk.Symbol) {
	doc = &sdk.Document{Name: k.name, Version: k.version, Source: c.source}
	doc.Source.FetchedAt = k.fetched
	// Known, even when it is this version (sdk.Document: empty only
	// when unknown): the upgrade prompt tells "up to date" from "cannot
	// tell" by it; the header names it only when it differs.
	doc.LatestVersion = c.latest
	doc.Notes = append(append(doc.Notes, c.notes...), k.notes...)
	if c.stdlib {
		doc.Facts = append(doc.Facts, sdk.Fact{Label: "Standard library", Value: "Python " + k.version + " (" + c.env.Stdlib + ")"},
			sdk.Fact{Label: "Import", Value: "import " + c.module})
	}
	if m := k.meta; m != nil {
		doc.Summary = m.Get("Summary")
		doc.License = license(m)
		doc.Links = links(m)
		if rp := m.Get("Requires-Python"); rp != "" {
			doc.Facts = append(doc.Facts, sdk.Fact{Label: "Requires-Python", Value: rp})
		}
		var deps []string
		for _, r := range m.All("Requires-Dist") {
			if !strings.Contains(r, "extra ==") && !strings.Contains(r, "extra==") {
				deps = append(deps, strings.TrimSpace(r))
			}
		}
		if len(deps) > 0 {
			doc.Facts = append(doc.Facts, sdk.Fact{Label: "Requires", Value: strings.Join(deps, " | ")})
		}
		if ex := m.All("Provides-Extra"); len(ex) > 0 {
			doc.Facts = append(doc.Facts, sdk.Fact{Label: "Extras", Value: strings.Join(ex, ", ")})
		}
		doc.Readme, doc.Examples = description(m)
		spec := k.name + "==" + k.version
		doc.Install = []string{"pip install " + spec, "uv add " + spec, "poetry add " + k.name + "@" + k.version}
		if c.localDir != "" {
			// The project's own directory: no index has this build.
			doc.Install = []string{"pip install -e " + c.localDir}
		} else if c.installed != nil {
			if du, ok := c.installed.DirectURL(); ok {
				// Installed from a URL (PEP 610): the same install is
				// from there, not an index's release of the name.
				doc.Install = []string{directInstall(k.name, du)}
			}
		}
	}
	if len(k.imports) > 0 && !c.stdlib {
		doc.Facts = append(doc.Facts, sdk.Fact{Label: "Import", Value: importLine(k.imports, c.module)})
		if n := packageName(k.name, k.imports, c.module); n != "" {
			doc.Facts = append(doc.Facts, sdk.Fact{Label: sdk.FactPackageName, Value: n})
		}
	}
	for _, ex := range k.examples {
		if len(doc.Examples) >= 2*maxExamples {
			break
		}
		doc.Examples = append(doc.Examples, ex)
	}
	doc.DocFiles = k.docFiles
	if k.file != "" {
		doc.Facts = append(doc.Facts, sdk.Fact{Label: "Read from", Value: k.file + " (sha256 verified)"})
	}
	// Names are relative to the one import module, or prefixed with
	// their module's name when the distribution installs several (a
	// compiled one among them, of which there is no outline, counts).
	multi := len(k.outlines) > 1 || len(k.outlines) == 1 && len(k.imports) > 1 && c.module == ""
	var unlisted []sdk.Symbol // after the ranked API: notes, not names
	var modules []sdk.Symbol  // public submodules not exported by name, after the API
	for _, o := range k.outlines {
		if o.Doc != "" && (c.module != "" || c.stdlib || doc.Readme == "") {
			doc.Overview = strings.TrimSpace(doc.Overview + "\n\n" + rst.Docstring(o.Doc))
			if doc.Summary == "" {
				doc.Summary = pyapi.FirstParagraph(o.Doc)
			}
		}
		if multi && strings.Contains(o.Root, ".") {
			// a package inside a namespace (mpl_toolkits.mplot3d): a
			// module code imports by that path, as it did when the
			// namespace was the root
			m := sdk.Symbol{Name: o.Root, Kind: "module", Signature: "import " + o.Root, Doc: rst.Inline(pyapi.FirstParagraph(o.Doc))}
			full = append(full, m)
			modules = append(modules, m)
		}
		for _, s := range o.Symbols {
			if multi {
				s.Name = o.Root + "." + s.Name
				if s.Parent != "" {
					s.Parent = o.Root + "." + s.Parent
				} else if s.Kind == pyapi.KindUnlisted {
					s.Parent = o.Root
				}
			}
			if s.Kind == pyapi.KindUnlisted {
				full = append(full, s)
				unlisted = append(unlisted, s)
				continue
			}
			if s.Kind == "module" {
				// Modules are subpackages, not API symbols, except those
				// the root exports by name.
				doc.Subpackages = append(doc.Subpackages, sdk.Subpackage{Path: o.Root + "." + strings.TrimPrefix(s.Name, o.Root+"."), Synopsis: rst.Inline(pyapi.FirstParagraph(s.Doc))})
				full = append(full, s)
				s.Doc = rst.Inline(pyapi.FirstParagraph(s.Doc))
				if slices.Contains(o.ExportedModules, strings.TrimPrefix(s.Name, o.Root+".")) {
					doc.Symbols = append(doc.Symbols, s)
				} else {
					// Still a name code reaches (import pkg.sub):
					// listed after the API, so check_package_api knows it.
					modules = append(modules, s)
				}
				continue
			}
			full = append(full, s)
			s.Doc = rst.Inline(pyapi.FirstParagraph(s.Doc))
			doc.Symbols = append(doc.Symbols, s)
		}
		for _, s := range o.Reexports {
			// requests.sessions.Session beside Session: a path code
			// reaches, listed after the API, so check_package_api knows it.
			if multi {
				s.Name = o.Root + "." + s.Name
			}
			full = append(full, s)
			modules = append(modules, s)
		}
		if o.Truncated {
			doc.Notes = append(doc.Notes, "the API of "+o.Root+" is larger than the outline's memory cap; the rest is left out")
		}
	}
	var roots []string
	if multi {
		for _, o := range k.outlines {
			roots = append(roots, o.Root)
		}
	}
	if multi && c.module == "" {
		// An import module without Python source or stub (a compiled
		// extension): its names cannot be listed, nor said not to exist.
		for _, imp := range k.imports {
			if !slices.ContainsFunc(k.outlines, func(o *pyapi.Outline) bool { return o.Root == imp }) {
				s := pyapi.Unlisted("", "module "+imp+" has no Python source or .pyi stub here (a compiled extension?)")
				s.Name, s.Parent = imp+"."+s.Name, imp
				full = append(full, s)
				unlisted = append(unlisted, s)
			}
		}
	}
	doc.Symbols = rank(doc.Symbols, full, roots, namesake(k.name, roots), doc.Readme, doc.Examples)
	if multi {
		qualify(doc.Symbols)
	}
	doc.Symbols = append(append(doc.Symbols, modules...), unlisted...)
	disambiguate(doc.Symbols)
	disambiguate(full)
	switch {
	case len(k.outlines) > 0 || c.stdlib:
	case k.file != "" && len(k.found) == 0:
		doc.Notes = append(doc.Notes, k.file+" holds no top-level module: no API outline")
	default:
		doc.Notes = append(doc.Notes, "no Python source or .pyi stub found for "+strings.Join(k.imports, ", ")+" (a compiled extension?): no API outline, and check_package_api cannot tell which names it has")
		if c.module == "" {
			for _, imp := range k.imports {
				parent := ""
				if len(k.imports) > 1 {
					parent = imp
				}
				s := pyapi.Unlisted(parent, "module "+imp+" has no Python source or .pyi stub here (a compiled extension?)")
				full = append(full, s)
				doc.Symbols = append(doc.Symbols, s)
			}
		}
	}
	if doc.Summary == "" && doc.Overview != "" {
		doc.Summary = pyapi.FirstParagraph(doc.Overview)
	}
	return doc, full
}

// qualify starts the one-line doc of each top-level name of a
// distribution that installs several import modules with the name's
// module path ("peewee.AnyField: ..."), as the Rust outline does for
// items in submodules: a declaration spells only its own name ("class
// AnyField(Field)"), so without it neither an agent nor a reader of the
// page can tell from which module to import it. The declaration itself
// stays what the source says (check_package_api reads its bases).
// Members are listed under their parent, which is so named.
func qualify(syms []sdk.Symbol) {
	for i, s := range syms {
		if s.Parent != "" || s.Kind == "module" || s.Kind == pyapi.KindUnlisted || !strings.Contains(s.Name, ".") {
			continue
		}
		if s.Doc == "" {
			syms[i].Doc = s.Name + "."
		} else {
			syms[i].Doc = s.Name + ": " + s.Doc
		}
	}
}

// packageName is the module code names the distribution by, when the
// outline's names are relative to one module (the distribution imports
// one, or the agent named it) whose name the distribution's does not
// give (bs4 for beautifulsoup4, xstatic.pkg.js_yaml for XStatic-JS-Yaml):
// check_package_api reads names and snippets written with it in front
// (bs4.BeautifulSoup, "from bs4 import BeautifulSoup") by that name
// (sdk.FactPackageName). "" when the name gives it, or when names are
// spelled with their module in front.
func packageName(dist string, imports []string, module string) string {
	root := module
	if root == "" {
		if len(imports) != 1 {
			return ""
		}
		root = imports[0]
	}
	if slices.Contains(apicheck.ImportNames("python", dist), root) {
		return ""
	}
	return root
}

func importLine(imports []string, module string) string {
	if module != "" {
		return "import " + module
	}
	var s []string
	for _, i := range imports {
		s = append(s, "import "+i)
	}
	return strings.Join(s, "; ")
}

func license(m *sitepkgs.Metadata) string {
	if l := m.Get("License-Expression"); l != "" {
		return l
	}
	if l := strings.TrimSpace(m.Get("License")); l != "" && l != "UNKNOWN" && len(l) < 100 && !strings.Contains(l, "\n") {
		return l
	}
	for _, c := range m.All("Classifier") {
		if rest, ok := strings.CutPrefix(c, "License :: "); ok {
			parts := strings.Split(rest, " :: ")
			return parts[len(parts)-1]
		}
	}
	return ""
}

func links(m *sitepkgs.Metadata) []sdk.Link {
	var out []sdk.Link
	seen := map[string]bool{}
	add := func(title, u string) {
		u = strings.TrimSpace(u)
		if u == "" || seen[u] || !(strings.HasPrefix(u, "https://") || strings.HasPrefix(u, "http://")) {
			return
		}
		seen[u] = true
		out = append(out, sdk.Link{Title: title, URL: u})
	}
	add("Homepage", m.Get("Home-page"))
	for _, pu := range m.All("Project-URL") {
		title, u, ok := strings.Cut(pu, ",")
		if ok {
			add(strings.TrimSpace(title), u)
		}
	}
	return out
}

var rstTitleRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?m)^[^\s].*\n[=\-~^"'#*+]{3,}\s*$`) })

// readmeMarkdown converts the long description to Markdown by its
// content type, unfiltered; "" when there is none.
func readmeMarkdown(m *sitepkgs.Metadata) string {
	d := m.Description
	if strings.TrimSpace(d) == "" || d == "UNKNOWN" {
		return ""
	}
	ct := strings.ToLower(m.Get("Description-Content-Type"))
	switch {
	case strings.HasPrefix(ct, "text/markdown"):
	case strings.HasPrefix(ct, "text/x-rst"):
		d = rst.ToMarkdown(d)
	case strings.HasPrefix(ct, "text/plain"):
		d = "```text\n" + d + "\n```\n"
	default:
		// No type: PyPI renders it as reStructuredText; do so when it looks
		// like it (underlined titles, '::' blocks) and not like Markdown.
		if looksRST(d) {
			d = rst.ToMarkdown(d)
		}
	}
	return d
}

// description converts the long description to Markdown, filters it, and
// picks its code blocks as examples.
func description(m *sitepkgs.Metadata) (string, []sdk.Example) {
	d := readmeMarkdown(m)
	if d == "" {
		return "", nil
	}
	res := readme.Filter([]byte(d))
	var ex []sdk.Example
	for _, b := range readme.CodeBlocks([]byte(res.Markdown)) {
		switch b.Lang {
		case "python", "py", "pycon", "python3", "":
		default:
			continue
		}
		if strings.TrimSpace(b.Code) == "" || !looksLikePython(b.Code) {
			continue
		}
		lang := b.Lang
		if lang == "" || lang == "py" || lang == "python3" {
			lang = "python"
		}
		ex = append(ex, sdk.Example{Title: b.Section, Language: lang, Code: b.Code, Source: "README"})
		if len(ex) == maxExamples {
			break
		}
	}
	return res.Markdown, ex
}

func looksLikePython(code string) bool {
	return strings.Contains(code, "import ") || strings.Contains(code, ">>>") || strings.Contains(code, "(") || strings.Contains(code, "=")
}

// focus narrows a document to one symbol, its overloads and its members,
// with full docstrings rendered to Markdown.
func focus(doc *sdk.Document, full []sdk.Symbol, sym string, imports []string) (*sdk.Document, error) {
	// A path through a re-export (werkzeug.wrappers.Response, and
	// wrappers.Response.set_cookie, where the outline lists the class as
	// Response): the definition, as the interpreter would reach it.
	if target, path, listed, ok := throughReexport(full, sym, imports); ok {
		if d, err := focusName(doc, full, target, imports); err == nil {
			d.Notes = append(append([]string{}, d.Notes...), fmt.Sprintf("%s re-exports %s: shown where the package lists it.", path, listed))
			return d, nil
		}
	}
	return focusName(doc, full, sym, imports)
}

// throughReexport rewrites sym when a leading part of it (after the
// import name, if any) is a "reexport" symbol whose definition the outline
// lists under another name (its doc says which: pyapi.ListedAs).
func throughReexport(full []sdk.Symbol, sym string, imports []string) (target, path, listedAs string, ok bool) {
	listed := map[string]string{}
	for _, s := range full {
		if s.Kind == "reexport" {
			if l := pyapi.ListedAs(s.Doc); l != "" && l != s.Name {
				listed[s.Name] = l
			}
		}
	}
	if len(listed) == 0 {
		return "", "", "", false
	}
	cands := []string{sym}
	for _, imp := range imports {
		if rest, ok := strings.CutPrefix(sym, imp+"."); ok {
			cands = append(cands, rest)
		}
	}
	for _, c := range cands {
		for i := len(c); i > 0; i = strings.LastIndexByte(c[:i], '.') {
			if l, ok := listed[c[:i]]; ok {
				return l + c[i:], c[:i], l, true
			}
		}
	}
	return "", "", "", false
}

func focusName(doc *sdk.Document, full []sdk.Symbol, sym string, imports []string) (*sdk.Document, error) {
	want := sym
	match := func(name string) bool { return name == want }
	found := false
	for _, s := range full {
		if match(s.Name) {
			found = true
			break
		}
	}
	if !found {
		// "requests.Session.get" for "Session.get": strip the import name.
		for _, imp := range imports {
			if rest, ok := strings.CutPrefix(sym, imp+"."); ok {
				for _, s := range full {
					if s.Name == rest {
						want, found = rest, true
					}
				}
			}
		}
	}
	if !found {
		// The name inside any module, spelled as asked: Python names
		// are case-sensitive, so "Validator" is a class of a submodule
		// before it is the submodule "validator".
		for _, s := range full {
			if strings.HasSuffix(s.Name, "."+sym) {
				want, found = s.Name, true
				break
			}
		}
	}
	if !found {
		// A case-insensitive match.
		for _, s := range full {
			if strings.EqualFold(s.Name, sym) {
				want, found = s.Name, true
				break
			}
		}
	}
	inherited := ""
	if !found {
		if name, base, ok := inheritedMember(full, sym); ok {
			want, inherited, found = name, base, true
		}
	}
	var boundNote string
	if !found {
		// PlatformDirs.user_data_dir, where PlatformDirs is the class a
		// function returns: that class's member, as check_package_api
		// finds it.
		if name, note, looked, ok := boundMember(full, sym, imports); ok {
			want, boundNote, found = name, note, true
		} else if looked != "" {
			return nil, sdk.NotFound("symbol %q not found in %s %s: %s", sym, doc.Name, doc.Version, looked)
		}
	}
	if !found {
		if why := builtAtRunTime(full, want); why != "" {
			return nil, sdk.FailedPrecondition("cannot tell statically whether %s has %q in %s %s: %s", doc.Name, sym, doc.Name, doc.Version, why)
		}
		msg := "symbol %q not found in %s %s"
		if sug := suggestions(doc, sym); len(sug) > 0 {
			return nil, sdk.NotFound(msg+" (did you mean: %s?)", sym, doc.Name, doc.Version, strings.Join(sug, ", "))
		}
		return nil, sdk.NotFound(msg, sym, doc.Name, doc.Version)
	}
	out := *doc
	out.Readme, out.Examples, out.Subpackages, out.Overview = "", nil, nil, ""
	out.Focus = want
	if inherited != "" {
		out.Focus = sym
		out.Notes = append(append([]string{}, out.Notes...), sym+" is inherited: documented on "+inherited)
	}
	if boundNote != "" {
		out.Focus = sym
		out.Notes = append(append([]string{}, out.Notes...), boundNote)
	}
	out.Symbols = nil
	members := want
	for _, s := range full {
		if s.Name == want && len(out.Symbols) == 0 {
			// A name bound to the class a function returns has no
			// members of its own: those of the class it is.
			if b, ok := boundClass(full, want); ok && b.members != "" {
				members = b.members
				out.Notes = append(append([]string{}, out.Notes...), b.say()+" The members below are "+b.members+"'s.")
			}
		}
	}
	for _, s := range full {
		if s.Name == want || s.Parent == members {
			s.Doc = rst.Docstring(s.Doc)
			if s.Name != want {
				s.Doc = memberSummary(s.Doc)
			}
			out.Symbols = append(out.Symbols, s)
		}
	}
	return &out, nil
}

// memberSummary is a member's doc in a focus: its first paragraph, or,
// when that is only a section heading (a docstring that is only
// ":return: the data directory", rendered "**Returns**" and a list), the
// heading with the paragraph after it: "Returns: the data directory".
func memberSummary(md string) string {
	first := pyapi.FirstParagraph(md)
	head, ok := strings.CutPrefix(first, "**")
	if !ok {
		return first
	}
	if head, ok = strings.CutSuffix(head, "**"); !ok || strings.Contains(head, "**") {
		return first
	}
	_, rest, _ := strings.Cut(md, "\n\n")
	next := pyapi.FirstParagraph(strings.TrimLeft(rest, "\n"))
	if next == "" {
		return first
	}
	return head + ": " + strings.TrimPrefix(next, "- ")
}

// bound is a module-level name bound to the class a function returns
// when the module runs (PlatformDirs = _set_platform_dir_class()), as
// pyapi.BoundClasses reads its outline line.
type bound struct {
	name, callee string
	// annotated is the outline's name of the class the function is
	// annotated to return (type[PlatformDirsABC]); "" when it is not
	// annotated or the outline lists no such class.
	annotated string
	// oneOf are the outline's names of the classes the body returns.
	oneOf []string
	// members is the class whose members the name has: the annotated
	// one (each class it returns derives from it), else the only one.
	members string
}

// say is one sentence saying what the name is.
func (b bound) say() string {
	s := b.name + " is the class " + b.callee + "() returns when the module runs"
	switch {
	case b.annotated != "" && len(b.oneOf) > 0:
		s += ": " + b.annotated + " or a class deriving from it, one of " + strings.Join(b.oneOf, ", ") + "."
	case b.annotated != "":
		s += ": " + b.annotated + " or a class deriving from it."
	default:
		s += ": one of " + strings.Join(b.oneOf, ", ") + "."
	}
	return s
}

// boundClass reads sym's outline line as a name bound to the class a
// function returns, following another name for it (AppDirs =
// PlatformDirs) once.
func boundClass(full []sdk.Symbol, sym string) (bound, bool) {
	for range 2 {
		var line string
		for _, s := range full {
			if s.Name == sym && (s.Kind == "var" || s.Kind == "const") {
				line = s.Signature
				break
			}
		}
		if line == "" {
			return bound{}, false
		}
		callee, annotated, oneOf, ok := pyapi.BoundClasses(line)
		if !ok {
			// AppDirs = PlatformDirs
			_, other, isAlias := strings.Cut(line, " = ")
			if !isAlias || !pyname.ValidImport(other) || other == sym {
				return bound{}, false
			}
			sym = other
			continue
		}
		b := bound{name: sym, callee: callee, annotated: classNamed(full, annotated)}
		for _, c := range oneOf {
			if n := classNamed(full, c); n != "" {
				b.oneOf = append(b.oneOf, n)
			}
		}
		switch {
		case b.annotated != "":
			b.members = b.annotated
		case len(b.oneOf) == 1:
			b.members = b.oneOf[0]
		}
		return b, b.annotated != "" || len(b.oneOf) > 0
	}
	return bound{}, false
}

// classNamed is the outline's name of the class name (as written, or as
// the last part of a listed name); "" when it lists none.
func classNamed(full []sdk.Symbol, name string) string {
	if name == "" {
		return ""
	}
	var suffix string
	for _, s := range full {
		if s.Kind != "class" {
			continue
		}
		if s.Name == name {
			return s.Name
		}
		if suffix == "" && strings.HasSuffix(s.Name, "."+name) {
			suffix = s.Name
		}
	}
	return suffix
}

// boundMember finds "Name.member" where Name is bound to the class a
// function returns (boundClass): the member on the annotated class or
// one of the returned classes (or a base of theirs in the package),
// with a note saying so. When Name is such a name and none of them has
// member, looked says which classes were looked at.
func boundMember(full []sdk.Symbol, sym string, imports []string) (name, note, looked string, ok bool) {
	i := strings.LastIndexByte(sym, '.')
	if i <= 0 {
		return "", "", "", false
	}
	parent, member := sym[:i], sym[i+1:]
	b, isBound := boundClass(full, parent)
	for _, imp := range imports {
		if rest, cut := strings.CutPrefix(parent, imp+"."); cut && !isBound {
			parent = rest
			b, isBound = boundClass(full, parent)
		}
	}
	if !isBound {
		return "", "", "", false
	}
	has := map[string]bool{}
	for _, s := range full {
		has[s.Name] = true
	}
	cands := b.oneOf
	if b.annotated != "" {
		cands = append([]string{b.annotated}, b.oneOf...)
	}
	for _, c := range cands {
		at := c + "." + member
		if !has[at] {
			n, _, found := inheritedMember(full, c[strings.LastIndexByte(c, '.')+1:]+"."+member)
			if !found {
				continue
			}
			at = n
		}
		return at, b.say() + " " + sym + " is documented on " + at + ".", "", true
	}
	return "", "", b.say() + " None of " + strings.Join(cands, ", ") + " declares " + member + ", nor a base of theirs in this package (a base from another package may).", false
}

// suggestions lists symbol names close to sym.
func suggestions(doc *sdk.Document, sym string) []string {
	last := strings.ToLower(sym[strings.LastIndexByte(sym, '.')+1:])
	var out []string
	for _, s := range doc.Symbols {
		if strings.Contains(strings.ToLower(s.Name), last) {
			out = append(out, s.Name)
		}
	}
	sort.Slice(out, func(i, j int) bool { return len(out[i]) < len(out[j]) })
	if len(out) > 10 {
		out = out[:10]
	}
	return out
}

// disambiguate marks declarations whose text is the same as another's
// (two classes' "def close(self) -> None", two modules' "chardet = None")
// with a comment naming where each is, so an agent reading an outline
// line knows which one it is.
func disambiguate(syms []sdk.Symbol) {
	count := map[string]int{}
	key := func(s sdk.Symbol) string { return s.Signature + "\x00" + s.Doc }
	for _, s := range syms {
		count[key(s)]++
	}
	for i, s := range syms {
		if count[key(s)] < 2 {
			continue
		}
		where := s.Parent
		if where == "" {
			if j := strings.LastIndexByte(s.Name, '.'); j > 0 {
				where = s.Name[:j]
			}
		}
		if where != "" {
			syms[i].Signature += "  # " + where
		}
	}
}

// inheritedMember finds "Class.member" on a base class of Class (by the
// bases in its declaration, matched by name in this package), up to a few
// levels up. It returns the member's symbol name and the base's.
func inheritedMember(full []sdk.Symbol, sym string) (name, base string, ok bool) {
	cls, member, cut := strings.Cut(sym, ".")
	if !cut || strings.Contains(member, ".") {
		return "", "", false
	}
	byLast := map[string][]string{} // class short name → full names
	decl := map[string]string{}
	for _, s := range full {
		if s.Kind == "class" || s.Kind == "enum" {
			short := s.Name[strings.LastIndexByte(s.Name, '.')+1:]
			byLast[short] = append(byLast[short], s.Name)
			decl[s.Name] = s.Signature
		}
	}
	has := map[string]bool{}
	for _, s := range full {
		has[s.Name] = true
	}
	queue := byLast[cls]
	seen := map[string]bool{}
	for depth := 0; depth < 6 && len(queue) > 0; depth++ {
		var next []string
		for _, c := range queue {
			if seen[c] {
				continue
			}
			seen[c] = true
			if depth > 0 && has[c+"."+member] {
				return c + "." + member, c, true
			}
			for _, b := range basesOf(decl[c]) {
				next = append(next, byLast[b[strings.LastIndexByte(b, '.')+1:]]...)
			}
		}
		queue = next
	}
	return "", "", false
}

// basesOf reads the base names of "class X(A, b.B, metaclass=M)".
func basesOf(sig string) []string {
	sig, _, _ = strings.Cut(sig, "\n")
	i := strings.IndexByte(sig, '(')
	if i < 0 || !strings.HasSuffix(sig, ")") {
		return nil
	}
	var out []string
	for _, b := range strings.Split(sig[i+1:len(sig)-1], ",") {
		b = strings.TrimSpace(b)
		if b == "" || strings.Contains(b, "=") {
			continue
		}
		if j := strings.IndexByte(b, '['); j >= 0 {
			b = b[:j] // Generic[T]
		}
		out = append(out, b)
	}
	return out
}

// builtAtRunTime explains why a member of sym's parent cannot be read
// statically: the parent is a value a call builds when the module runs
// ("Point = namedtuple('Point', ...)", "Model = declarative_base()",
// "norm = norm_gen(name='norm')"), whose members exist only then. ""
// when the parent is no such value.
func builtAtRunTime(full []sdk.Symbol, sym string) string {
	parent, _, ok := strings.Cut(sym, ".")
	if i := strings.LastIndexByte(sym, '.'); i > 0 {
		parent, ok = sym[:i], true
	}
	if !ok {
		return ""
	}
	for _, s := range full {
		if s.Name != parent && !strings.HasSuffix(s.Name, "."+parent) {
			continue
		}
		if s.Kind != "var" && s.Kind != "const" {
			continue
		}
		_, value, ok := strings.Cut(s.Signature, " = ")
		if !ok {
			continue
		}
		if i := strings.IndexByte(value, '('); i > 0 && pyname.ValidImport(strings.TrimSpace(value[:i])) {
			return fmt.Sprintf("%s is built at run time by %s(...), so its members exist only when the module runs (this reader does not run it); read %s in full with symbol %q, or the docs of %s", s.Name, strings.TrimSpace(value[:i]), s.Name, s.Name, strings.TrimSpace(value[:i]))
		}
	}
	return ""
}

// directInstall is the pip command that installs again what a
// distribution's direct_url.json says it was installed from: a directory
// (-e when editable), a VCS repository at its commit, an archive; a
// URL's credentials left out.
func directInstall(name string, du sitepkgs.DirectURL) string {
	u := redactOrigin(du.URL)
	switch {
	case du.Dir:
		dir := u
		if p, ok := strings.CutPrefix(u, "file://"); ok && strings.HasPrefix(p, "/") {
			dir = p
		}
		if du.Editable {
			return "pip install -e " + dir
		}
		return "pip install " + dir
	case du.VCS != "":
		ref := u
		if !strings.HasPrefix(ref, du.VCS+"+") {
			ref = du.VCS + "+" + ref
		}
		if du.Commit != "" {
			ref += "@" + du.Commit
		}
		return fmt.Sprintf("pip install %q", name+" @ "+ref)
	}
	return fmt.Sprintf("pip install %q", name+" @ "+u)
}
