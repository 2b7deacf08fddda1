package gateway

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
	"google.golang.org/grpc/codes"
)

// check_package_api: which of the names an agent wrote exist in a package
// at the version the project uses. A provider with the check capability
// answers itself; for every other one the host answers over its Describe
// documents (cached like describe): the checked version's whole API, the
// latest release's for names it lacks (added later), the newest release
// before the checked version's major (or minor, below 1.0) for names
// neither has (removed), and a symbol describe for members the outline
// does not list.

const toolCheck = "check_package_api"

// Bounds of one check.
const (
	maxCheckSymbols = 50       // names in symbols
	maxCodeLen      = 64 << 10 // bytes of code: a file, not a project
	// maxSymbolDescribes bounds the symbol describes one check makes for
	// names the outline lacks (each is a provider call, on a package it
	// has loaded). Members written through the classes that declare or
	// inherit them (Scope.through, Pool.connect) each ask their class
	// once: with 8, a check of 40 names over a dozen classes answered
	// "cannot tell" for the last ones.
	maxSymbolDescribes = 16
)

func (g *Gateway) checkTool() mcp.Tool {
	opts := []mcp.ToolOption{
		mcp.WithDescription("Checks names you wrote against a package at the project's version: exists (signature, deprecation), missing (nearest names, newer version having it), removed, or out of reach (e.g. app.use)."),
		readOnly("Check names against a package's API", true),
	}
	opts = append(opts, g.ecosystemParams()...)
	opts = append(opts,
		mcp.WithString("package", mcp.Required(), mcp.Description(descPackage)),
		mcp.WithString("version", mcp.Description(descVersion)),
		mcp.WithString("projectPath", mcp.Description(descProject)),
		mcp.WithArray("symbols", mcp.MaxItems(maxCheckSymbols), mcp.Items(map[string]any{"type": "string"}),
			mcp.Description("Names as code writes them: express.Router, cobra.Command.RunE, tokio::sync::Mutex::lock")),
		mcp.WithString("code", mcp.MaxLength(maxCodeLen), mcp.Description("Code using the package: its names from it are checked too")),
	)
	t := mcp.NewTool(toolCheck, opts...)
	t.RawOutputSchema = checkOutputSchema
	return t
}

func (g *Gateway) checkHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	eco := normEcosystem(req.GetString(argEcosystem, ""))
	p := g.sup.ByEcosystem(eco)
	if p == nil {
		return toolError(sdk.InvalidArgument("unknown ecosystem %q; available: %s", eco, strings.Join(g.ecosystems(), ", "))), nil
	}
	ref, err := g.refArgs(ctx, req, eco)
	if err != nil {
		return toolError(err), nil
	}
	creq, err := checkRequest(ref, req.GetArguments())
	if err != nil {
		return toolError(err), nil
	}
	ctx, cancel := context.WithTimeout(ctx, g.opt.CallTimeout)
	defer cancel()
	var res *sdk.CheckResult
	cn := g.notes(ctx, req)
	cn.run(fmt.Sprintf("check %s %s", eco, ref.Name), func() {
		res, err = g.check(ctx, p, creq)
	})
	if err != nil {
		return toolError(err), nil
	}
	return mcp.NewToolResultStructured(checkToStructured(res, eco), renderCheck(res, eco)), nil
}

// checkRequest reads symbols and code (their lengths were checked by
// checkArgs and the schema; this checks what those cannot).
func checkRequest(ref sdk.PackageRef, args map[string]any) (sdk.CheckRequest, error) {
	out := sdk.CheckRequest{Package: ref}
	if raw, ok := args["symbols"].([]any); ok {
		if len(raw) > maxCheckSymbols {
			return out, sdk.InvalidArgument("argument symbols has %d names, over the %d limit: check in batches", len(raw), maxCheckSymbols)
		}
		for i, v := range raw {
			s, _ := v.(string)
			s = strings.TrimSpace(s)
			if err := checkText(fmt.Sprintf("argument symbols[%d]", i), s, maxNameLen); err != nil {
				return out, sdk.InvalidArgument("%v", err)
			}
			out.Symbols = append(out.Symbols, s)
		}
	}
	if c, ok := args["code"].(string); ok {
		if len(c) > maxCodeLen {
			return out, sdk.InvalidArgument("argument code is %d bytes, over the %d limit", len(c), maxCodeLen)
		}
		out.Code = c
	}
	if len(out.Symbols) == 0 && strings.TrimSpace(out.Code) == "" {
		return out, sdk.InvalidArgument("give symbols (names as you write them) or code (a snippet), or both")
	}
	return out, nil
}

// check answers with the provider's own Check when it has one, else over
// its Describe documents.
func (g *Gateway) check(ctx context.Context, p *supervise.Provider, req sdk.CheckRequest) (*sdk.CheckResult, error) {
	if p.Info().Has(sdk.CapCheck) {
		var res *sdk.CheckResult
		err := p.Do(ctx, func(r *serve.Remote) error {
			var err error
			res, err = r.Check(ctx, req)
			return err
		})
		if sdk.Code(err) != codes.Unimplemented {
			return res, err
		}
	}
	return g.checkFallback(ctx, p, req)
}

func (g *Gateway) checkFallback(ctx context.Context, p *supervise.Provider, req sdk.CheckRequest) (*sdk.CheckResult, error) {
	eco := req.Package.Ecosystem
	cur, err := g.describe(ctx, p, req.Package, "")
	if err != nil {
		return nil, err
	}
	res := &sdk.CheckResult{Name: cur.Name, Version: cur.Version, Source: cur.Source, Notes: append([]string(nil), cur.Notes...)}
	ix := newIndex(eco, cur) // for the extractors
	var refs []apicheck.Ref
	for _, s := range req.Symbols {
		refs = append(refs, apicheck.Ref{Query: s})
	}
	if strings.TrimSpace(req.Code) != "" {
		found, ok := ix.Extract(req.Code)
		switch {
		case !ok:
			res.Notes = append(res.Notes, fmt.Sprintf("no snippet extractor for %s: only the names in symbols were checked", eco))
		case len(found) == 0:
			res.Notes = append(res.Notes, fmt.Sprintf("no reference to %s found in the code (best effort: %s)", cur.Name, extractorScope(eco)))
		default:
			res.Notes = append(res.Notes, fmt.Sprintf("%d names extracted from the code (best effort: %s)", len(found), extractorScope(eco)))
		}
		refs = append(refs, found...)
	}
	empty := exportsNothing(cur)
	if len(cur.Symbols) == 0 && !empty {
		// Not an outage: asking again gives the same outline. The
		// package's README is what remains (leaflet.heat, typed only by
		// an @types package that augments another module).
		// Its describe's notes say why, and where the API is when it
		// is elsewhere (a package typed only on its subpath exports
		// names the entry points that have types).
		why := ""
		if len(cur.Notes) > 0 {
			why = ". Its describe says: " + strings.Join(cur.Notes, " ")
		}
		return nil, sdk.FailedPrecondition("the %s provider gave no API outline for %s@%s, so nothing can be checked: no name can be said to exist or not; read its README (describe_%s_package) or search its docs (search_package_docs)%s", eco, cur.Name, cur.Version, eco, why)
	}
	if empty {
		res.Notes = append(res.Notes, fmt.Sprintf("%s@%s exports nothing: the %s provider read its whole public surface and found no exported name", cur.Name, cur.Version, eco))
	}
	budget := maxSymbolDescribes
	exact := sdk.PackageRef{Ecosystem: eco, Name: cur.Name, Version: cur.Version, ProjectPath: req.Package.ProjectPath, Registry: req.Package.Registry, ProjectTrusted: req.Package.ProjectTrusted}
	checks, note := g.checkCurrent(ctx, p, exact, cur, refs, &budget)
	if note != "" {
		res.Notes = append(res.Notes, note)
	}
	var missing []int
	for i := range checks {
		if checks[i].Verdict == sdk.VerdictMissing {
			missing = append(missing, i)
		}
	}
	if len(missing) > 0 && cur.Source.Kind == sdk.SourceLocalFolder {
		// The project's own source (a path dependency, a workspace
		// member): the registry may not have the name, or give it to
		// another package, whose releases would date names this one
		// never had; and asking sends a private name to that registry.
		res.Notes = append(res.Notes, fmt.Sprintf("%s is read from a local folder (%s), not a registry: no other release was looked up for the names missing here", cur.Name, cur.Source.Detail))
		missing = nil
	}

	// The release list, when the provider gives one, dates what the
	// checked version lacks.
	// Other releases are read for the same project as the checked one:
	// its configuration may send the name to its own registry or index
	// (a scope's registry in .npmrc, a pinned index), and asking the
	// user's default one instead would send a private name there, and
	// could date names by a public package of the same name.
	release := func(version string) sdk.PackageRef {
		ref := exact
		ref.Version = version
		return ref
	}
	var hist *history
	if len(missing) > 0 {
		hist = g.releaseHistory(ctx, p, release(""), cur.Version, &budget)
	}
	// Newer: the latest release, then the first release that has the name.
	if len(missing) > 0 && cur.LatestVersion != "" && !sameVersion(cur.LatestVersion, cur.Version) {
		latest, err := g.describe(ctx, p, release(cur.LatestVersion), "")
		if err != nil {
			res.Notes = append(res.Notes, fmt.Sprintf("the latest release %s could not be read (%v): names missing here were not looked up there", cur.LatestVersion, err))
		} else {
			d := diffAPI(cur.Symbols, latest.Symbols)
			res.Compared = append(res.Compared, latest.Version+" (latest)")
			res.Notes = append(res.Notes, fmt.Sprintf("compared with the latest release %s: it adds %d and removes %d of the API's names", latest.Version, len(d.Added), len(d.Removed)))
			lapi := g.newVersionAPI(p, release(latest.Version), latest, &budget)
			missing = classify(ctx, missing, refs, checks, lapi, func(i int, c *sdk.SymbolCheck, s sdk.SymbolCheck) {
				c.Verdict, c.AddedIn = sdk.VerdictAdded, latest.Version
				c.Symbol, c.Kind, c.Signature, c.Deprecated = s.Symbol, s.Kind, s.Signature, s.Deprecated
				c.Note = fmt.Sprintf("in %s (latest), not in %s: added after %s (releases in between not compared)", latest.Version, cur.Version, cur.Version)
				if hist == nil {
					return
				}
				if first, ok := hist.firstWith(ctx, refs[i], cur.Version, latest.Version); ok {
					if s, found, _ := hist.lookup(ctx, first, refs[i]); found || sameVersion(hist.releases[first], latest.Version) {
						if found {
							c.Symbol, c.Kind, c.Signature, c.Deprecated = s.Symbol, s.Kind, s.Signature, s.Deprecated
						}
						c.AddedIn = hist.releases[first]
						c.Note = fmt.Sprintf("first in %s; not in %s (the releases between compared)", hist.releases[first], cur.Version)
					}
				}
			})
		}
	}
	// Older, with the release list: the last release that had the name,
	// within the major or before it.
	if len(missing) > 0 && hist != nil {
		var still []int
		var unsure bool
		for _, i := range missing {
			last, removed, s, found, ok := hist.removal(ctx, refs[i], cur.Version)
			if !found {
				unsure = unsure || !ok
				still = append(still, i)
				continue
			}
			c := &checks[i]
			c.Verdict, c.ExistedIn = sdk.VerdictRemoved, hist.releases[last]
			c.Symbol, c.Kind, c.Signature, c.Deprecated = s.Symbol, s.Kind, s.Signature, s.Deprecated
			c.Note = fmt.Sprintf("removed in %s, the release after %s", hist.releases[removed], hist.releases[last])
		}
		if unsure {
			res.Notes = append(res.Notes, fmt.Sprintf("not every older release of %s could be read (at most %d per check): a name shown as not existing may have existed in one", cur.Name, maxHistoryDescribes))
		}
		missing = still
	}
	// Older: the newest release before this major (minor below 1.0).
	if q := olderQuery(cur.Version); len(missing) > 0 && q != "" && hist == nil {
		old, err := g.describe(ctx, p, release(q), "")
		switch {
		case err != nil:
			res.Notes = append(res.Notes, fmt.Sprintf("no older release read for removed names (%s %s: %v)", cur.Name, q, err))
		case sameVersion(old.Version, cur.Version):
		default:
			res.Compared = append(res.Compared, old.Version+" (older)")
			oapi := g.newVersionAPI(p, release(old.Version), old, &budget)
			classify(ctx, missing, refs, checks, oapi, func(_ int, c *sdk.SymbolCheck, s sdk.SymbolCheck) {
				c.Verdict, c.ExistedIn = sdk.VerdictRemoved, old.Version
				c.Symbol, c.Kind, c.Signature, c.Deprecated = s.Symbol, s.Kind, s.Signature, s.Deprecated
				c.Note = fmt.Sprintf("removed between %s and %s; the releases in between were not compared", old.Version, cur.Version)
			})
		}
	}
	if hist != nil {
		if read := hist.readReleases(); len(read) > 0 {
			res.Compared = append(res.Compared, fmt.Sprintf("%d of %d releases from %s to %s (history)", len(read), len(hist.releases), read[0], read[len(read)-1]))
		}
	}
	if empty {
		for i := range checks {
			if checks[i].Verdict == sdk.VerdictMissing && checks[i].Note == "" {
				checks[i].Note = "the package exports nothing"
			}
		}
	}
	res.Checks = checks
	return res, nil
}

// exportsNothing reports whether d is a whole package that exports no
// name, so that a name in it does not exist: its outline is empty and its
// provider says the outline lists every exported name
// (Document.OutlineComplete, contract minor 8). Any other empty outline
// may be what the provider could not see (a Go module root without a
// package, npm without types, a compiled Python module, a provider older
// than minor 8) and stays "cannot tell"; a focused document holds one
// symbol, never the whole API.
func exportsNothing(d *sdk.Document) bool {
	return d != nil && len(d.Symbols) == 0 && d.OutlineComplete && d.Focus == ""
}

// classify looks the missing refs up in ix and calls found for each one
// there; it returns those still missing.
func classify(ctx context.Context, missing []int, refs []apicheck.Ref, checks []sdk.SymbolCheck, api *versionAPI, found func(i int, c *sdk.SymbolCheck, s sdk.SymbolCheck)) []int {
	var still []int
	for _, i := range missing {
		if s := api.check(ctx, refs[i]); s.Verdict == sdk.VerdictExists {
			found(i, &checks[i], s)
			continue
		}
		still = append(still, i)
	}
	return still
}

// versionAPI checks names against one version's API: its outline, and
// for a member of a type the outline knows but may shorten (a Go struct's
// fields), the provider's symbol describe of that type.
type versionAPI struct {
	g       *Gateway
	p       *supervise.Provider
	ref     sdk.PackageRef // exact version
	ix      *apicheck.Index
	byParam bool
	budget  *int // symbol describes left for the whole check
	parents map[string]*apicheck.Index
}

// newIndex indexes doc's outline for the check, with the names code
// imports the package by that its facts give (sdk.FactPackageName: Go's
// declared package name, the Python module a distribution installs under
// another name, bs4 for beautifulsoup4), for the extractors and for names
// written with that name in front alike.
func newIndex(eco string, doc *sdk.Document) *apicheck.Index {
	ix := apicheck.NewIndex(eco, doc.Name, doc.Symbols)
	for _, f := range doc.Facts {
		if f.Label == sdk.FactPackageName {
			ix.AlsoImportedAs(f.Value)
		}
	}
	return ix
}

func (g *Gateway) newVersionAPI(p *supervise.Provider, ref sdk.PackageRef, doc *sdk.Document, budget *int) *versionAPI {
	return &versionAPI{g: g, p: p, ref: ref, ix: newIndex(ref.Ecosystem, doc),
		byParam: hasSymbolParam(p.Info()), budget: budget, parents: map[string]*apicheck.Index{}}
}

// maxLookupDepth is how many symbol describes one name may take: a
// module whose describe lists a type whose describe lists the member
// (std::collections::HashMap::insert: collections, then
// collections::HashMap).
const maxLookupDepth = 3

func (v *versionAPI) check(ctx context.Context, r apicheck.Ref) sdk.SymbolCheck {
	c := v.ix.Check(r)
	// Missing, or out of reach through a base the outline does not
	// declare (an interface extending another package's, whose members
	// the provider's describe of the type lists as inherited).
	if c.Verdict != sdk.VerdictMissing && c.Verdict != sdk.VerdictOutOfReach || !v.byParam {
		return c
	}
	ix, last := v.ix, ""
	for depth := 0; depth < maxLookupDepth; depth++ {
		parent, ok := ix.MemberParent(r)
		if !ok || parent == last {
			return c
		}
		pix, seen := v.parents[parent]
		if !seen {
			if *v.budget <= 0 {
				return c
			}
			*v.budget--
			if doc, err := v.g.describe(ctx, v.p, v.ref, parent); err == nil {
				pix = newIndex(v.ref.Ecosystem, doc)
			}
			v.parents[parent] = pix
		}
		if pix == nil {
			return c
		}
		full := pix.Check(r)
		if full.Verdict != sdk.VerdictExists {
			// The member under the parent's outline name: the focused
			// describe lacks what maps the name code writes to it (an
			// "export = e" root: Application.get is e.Application.get).
			key := r.Name
			if key == "" {
				key = r.Query
			}
			// A single name is a member of the package's value
			// (axios's get: AxiosStatic.get).
			i := strings.LastIndexByte(apicheck.Key(key), '.')
			if alt := pix.Check(apicheck.Ref{Query: parent + "." + apicheck.Key(key)[i+1:], FromCode: r.FromCode}); alt.Verdict == sdk.VerdictExists {
				alt.Query = c.Query
				full = alt
			}
		}
		if full.Verdict == sdk.VerdictExists {
			full.Note = strings.TrimPrefix(full.Note+"; ", "; ") + "read from the provider's describe of " + parent
			return full
		}
		if full.Verdict == sdk.VerdictMissing && (depth > 0 || apicheck.UnseenBases(c) && pix.ListsInherited(parent)) {
			// The nearer answer, with its nearest names; or the type's
			// describe, which lists what it inherits from the bases the
			// outline could not see (form-data's FormData, from
			// stream.Readable), where the outline could not tell. Only
			// when that describe vouches for the whole chain (its
			// inherited members are marked): with a base of a base not
			// installed, it cannot tell either.
			c = full
		}
		ix, last = pix, parent
	}
	return c
}

func hasSymbolParam(info sdk.RemoteInfo) bool {
	for _, p := range info.DescribeParams {
		if p == "symbol" {
			return true
		}
	}
	return false
}

// olderQuery is a version query for the newest release before v's major
// (before its minor when the major is 0): "<5.0.0", "<v0.4.0". "" when
// there is none to ask for.
func olderQuery(v string) string {
	prefix := ""
	if strings.HasPrefix(v, "v") {
		prefix, v = "v", v[1:]
	}
	parts := strings.SplitN(v, ".", 3)
	if len(parts) < 2 {
		return ""
	}
	major, err1 := strconv.Atoi(parts[0])
	minor, err2 := strconv.Atoi(parts[1])
	switch {
	case err1 != nil || err2 != nil:
		return ""
	case major > 0:
		return fmt.Sprintf("<%s%d.0.0", prefix, major)
	case minor > 0:
		return fmt.Sprintf("<%s0.%d.0", prefix, minor)
	}
	return ""
}

func extractorScope(eco string) string {
	switch eco {
	case "go":
		return "selectors on the package's import name and fields of its composite literals, read with go/parser"
	case "npm":
		return "named imports and require destructuring, member accesses on the default or namespace import, and on values made with new from them; token level"
	case "python":
		return "from-imports, attribute chains on the imported modules and names, and on instances of the package's classes; token level"
	case "rust":
		return "use paths, and paths through the crate or from a name a use binds; token level"
	case "swift":
		return "type names the module declares (or nearly), and a member after them; token level"
	}
	return "none"
}

// renderCheck is the Markdown answer: a header naming the version checked
// and where it came from, then one line per name.
func renderCheck(r *sdk.CheckResult, eco string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s@%s (%s): API check\n\n", r.Name, r.Version, eco)
	fmt.Fprintf(&b, "Checked against %s %s, from the %s", r.Name, r.Version, r.Source.Kind)
	if r.Source.Detail != "" {
		fmt.Fprintf(&b, " (%s)", r.Source.Detail)
	}
	b.WriteString(".")
	if len(r.Compared) > 0 {
		fmt.Fprintf(&b, " Also compared: %s.", strings.Join(r.Compared, ", "))
	}
	b.WriteString("\n\n")
	counts := map[sdk.Verdict]int{}
	for _, c := range r.Checks {
		counts[c.Verdict]++
	}
	absent := counts[sdk.VerdictMissing] + counts[sdk.VerdictAdded] + counts[sdk.VerdictRemoved]
	fmt.Fprintf(&b, "%s: %s, %s at %s (%d of them added later, %d removed), %d out of reach.\n\n",
		plural(len(r.Checks), "name", "names"), plural(counts[sdk.VerdictExists], "exists", "exist"),
		plural(absent, "does not exist", "do not exist"), r.Version,
		counts[sdk.VerdictAdded], counts[sdk.VerdictRemoved], counts[sdk.VerdictOutOfReach])
	for _, c := range r.Checks {
		q := codeSpan(c.Query)
		if c.FromCode {
			q += " (from code)"
		}
		switch c.Verdict {
		case sdk.VerdictExists:
			fmt.Fprintf(&b, "- %s: **exists** as %s", q, codeSpan(c.Symbol))
			if c.Signature != "" {
				fmt.Fprintf(&b, ": %s", codeSpan(c.Signature))
			}
			if c.Deprecated != "" {
				fmt.Fprintf(&b, "; **deprecated**: %s", c.Deprecated)
			}
		case sdk.VerdictAdded:
			fmt.Fprintf(&b, "- %s: **not in %s**; added later: in %s as %s", q, r.Version, c.AddedIn, codeSpan(c.Signature))
			fmt.Fprintf(&b, " (the project uses %s)", r.Version)
		case sdk.VerdictRemoved:
			fmt.Fprintf(&b, "- %s: **removed**: in %s as %s, not in %s", q, c.ExistedIn, codeSpan(c.Signature), r.Version)
			if c.Note != "" {
				fmt.Fprintf(&b, " (%s)", c.Note)
			}
		case sdk.VerdictOutOfReach:
			fmt.Fprintf(&b, "- %s: **out of reach**: %s", q, c.Note)
		default:
			fmt.Fprintf(&b, "- %s: **does not exist** in %s", q, r.Version)
		}
		if len(c.Nearest) > 0 {
			spans := make([]string, len(c.Nearest))
			for i, n := range c.Nearest {
				spans[i] = codeSpan(n)
			}
			fmt.Fprintf(&b, "; nearest in %s: %s", r.Version, strings.Join(spans, ", "))
		}
		if c.Note != "" && c.Verdict != sdk.VerdictOutOfReach && c.Verdict != sdk.VerdictAdded && c.Verdict != sdk.VerdictRemoved {
			fmt.Fprintf(&b, " (%s)", c.Note)
		}
		b.WriteByte('\n')
	}
	if len(r.Notes) > 0 {
		b.WriteString("\nNotes:\n")
		for _, n := range r.Notes {
			fmt.Fprintf(&b, "- %s\n", oneLineText(n))
		}
	}
	return b.String()
}

// codeSpan is answer.CodeSpan: a name or signature as one code span,
// whatever backquotes it holds.
func codeSpan(s string) string { return answer.CodeSpan(s) }

// plural is "n word" with the singular form for one.
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// checkStructured is check_package_api's structuredContent: one entry per
// name, in the order asked (symbols, then names from the code).
type checkStructured struct {
	Name      string      `json:"name"`
	Version   string      `json:"version"`
	Ecosystem string      `json:"ecosystem"`
	Source    sourceJSON  `json:"source"`
	Compared  []string    `json:"compared"`
	Checks    []checkJSON `json:"checks"`
	Notes     []string    `json:"notes"`
}

type checkJSON struct {
	Query      string   `json:"query"`
	Verdict    string   `json:"verdict"`
	Symbol     string   `json:"symbol,omitempty"`
	Kind       string   `json:"kind,omitempty"`
	Signature  string   `json:"signature,omitempty"`
	Deprecated string   `json:"deprecated,omitempty"`
	Nearest    []string `json:"nearest"`
	AddedIn    string   `json:"addedIn,omitempty"`
	ExistedIn  string   `json:"existedIn,omitempty"`
	Note       string   `json:"note,omitempty"`
	FromCode   bool     `json:"fromCode,omitempty"`
}

func checkToStructured(r *sdk.CheckResult, eco string) checkStructured {
	out := checkStructured{Name: r.Name, Version: r.Version, Ecosystem: eco, Source: toSourceJSON(r.Source),
		Compared: nonNil(r.Compared), Notes: nonNil(r.Notes), Checks: []checkJSON{}}
	for _, c := range r.Checks {
		out.Checks = append(out.Checks, checkJSON{Query: c.Query, Verdict: c.Verdict.String(), Symbol: c.Symbol, Kind: c.Kind,
			Signature: c.Signature, Deprecated: c.Deprecated, Nearest: nonNil(c.Nearest), AddedIn: c.AddedIn, ExistedIn: c.ExistedIn,
			Note: c.Note, FromCode: c.FromCode})
	}
	return out
}

// checkOutputSchema names what a program reads from a check: each name's
// verdict and the nearest names. Other members are in checkStructured.
var checkOutputSchema = json.RawMessage(`{"type":"object","properties":{` +
	`"version":{"type":"string"},` +
	`"checks":{"type":"array","items":{"type":"object","properties":{` +
	`"query":{"type":"string"},` +
	`"verdict":{"enum":["exists","missing","added-later","removed","out-of-reach","unknown"]},` +
	`"nearest":{"type":"array","items":{"type":"string"}}},"required":["query","verdict","nearest"]}}},` +
	`"required":["version","checks"]}`)
