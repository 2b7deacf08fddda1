package gateway

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
	"google.golang.org/grpc/codes"
)

const mimeMarkdown = "text/markdown"

// Resource priorities (MCP annotations, 0–1): a symbol in full is what an
// agent asked for most precisely; a package document next; a further doc
// file is background.
const (
	prioritySymbol  = 0.9
	priorityPackage = 0.8
	priorityDocFile = 0.6
)

// Package docs are for the model first, but a user browsing resources in a
// client reads them as well.
var audience = []mcp.Role{mcp.RoleUser, mcp.RoleAssistant}

// maxProjectDeps bounds how many dependencies one provider may list for a
// project: more than any real manifest has, few enough to page quickly.
const maxProjectDeps = 5000

// resourceTemplates are the URI forms ResourceURI documents.
func (g *Gateway) resourceTemplates() []server.ServerResourceTemplate {
	ann := func(p float64) mcp.ResourceTemplateOption { return mcp.WithTemplateAnnotations(audience, p, "") }
	pkgNote := " The package name is percent-encoded (golang.org%2Fx%2Fmod, %40scope%2Fpkg for a scoped npm package)."
	defs := []struct {
		tmpl, name, title, desc string
		prio                    float64
	}{
		{"pkgdocs://{ecosystem}/{package}", "package", "Package documentation",
			"A package's documentation at the version the project uses (MCP roots or --project), else the latest release: summary, install line, API with exact signatures, filtered README, examples." + pkgNote, priorityPackage},
		{"pkgdocs://{ecosystem}/{package}@{version}", "package-version", "Package documentation at a version",
			"A package's documentation at one version (exact, range or tag)." + pkgNote, priorityPackage},
		{"pkgdocs://{ecosystem}/{package}/symbol/{symbol}", "symbol", "One API symbol",
			"One symbol (Name or Type.Method) in full, at the project's version: signature, documentation, members, examples." + pkgNote, prioritySymbol},
		{"pkgdocs://{ecosystem}/{package}@{version}/symbol/{symbol}", "symbol-version", "One API symbol at a version",
			"One symbol in full at one version." + pkgNote, prioritySymbol},
		{"pkgdocs://{ecosystem}/{package}/doc/{+path}", "doc", "One documentation file",
			"A further documentation file of the package (as listed under More documentation), at the project's version." + pkgNote, priorityDocFile},
		{"pkgdocs://{ecosystem}/{package}@{version}/doc/{+path}", "doc-version", "One documentation file at a version",
			"A further documentation file at one version." + pkgNote, priorityDocFile},
	}
	out := make([]server.ServerResourceTemplate, 0, len(defs))
	for _, d := range defs {
		out = append(out, server.ServerResourceTemplate{
			Template: mcp.NewResourceTemplate(d.tmpl, d.name, mcp.WithTemplateTitle(d.title), mcp.WithTemplateDescription(d.desc),
				mcp.WithTemplateMIMEType(mimeMarkdown), ann(d.prio)),
			Handler: g.readResourceHandler,
		})
	}
	return out
}

// readOutcome carries a read done in beforeReadResource to the handler.
type readOutcome struct {
	contents []mcp.ResourceContents
	hint     cacheHint // see readHint
	err      error
}

// readStashKey names the outcome in the request's _meta. Its value is a Go
// pointer a client cannot forge (JSON decodes to maps and strings).
const readStashKey = "pkgdocs/read"

// beforeReadResource does the read before mcp-go routes the request. mcp-go
// 1.2.1 reports every error a resource handler returns as -32603 (internal
// error); only a URI that matches no template gets the resource-not-found
// code (-32002; -32602 from protocol 2026-07-28, as that revision
// specifies). So an unknown package, version, symbol or doc file, and a
// malformed URI, are steered onto that path: the request's URI is replaced
// by the URI plus the reason in parentheses, which no template matches
// (templates admit no space), and the error message carries both. Other
// failures (upstream unreachable, timeouts) reach the handler and come back
// as -32603 with their message.
func (g *Gateway) beforeReadResource(ctx context.Context, _ any, req *mcp.ReadResourceRequest) {
	uri := req.Params.URI
	if !strings.HasPrefix(uri, URIScheme) {
		return
	}
	g.waitReady(ctx)
	contents, hint, err := g.readResource(ctx, uri)
	if err != nil && notFoundish(err) {
		req.Params.URI = fmt.Sprintf("%s (%s)", uri, clip(errorText(err), 600))
		return
	}
	if req.Params.Meta == nil {
		req.Params.Meta = &mcp.Meta{}
	}
	if req.Params.Meta.AdditionalFields == nil {
		req.Params.Meta.AdditionalFields = map[string]any{}
	}
	req.Params.Meta.AdditionalFields[readStashKey] = &readOutcome{contents, hint, err}
}

// notFoundish: the resource does not exist, or the URI cannot name one.
func notFoundish(err error) bool {
	switch sdk.Code(err) {
	case codes.NotFound, codes.InvalidArgument, codes.Unimplemented:
		return true
	}
	return false
}

func (g *Gateway) readResourceHandler(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	if m := req.Params.Meta; m != nil {
		if o, ok := m.AdditionalFields[readStashKey].(*readOutcome); ok {
			if o.err != nil {
				return nil, errors.New(errorText(o.err))
			}
			return o.contents, nil
		}
	}
	// Not stashed: a transport that skips hooks. Read here; errors are
	// then all -32603, with their message.
	g.waitReady(ctx)
	contents, _, err := g.readResource(ctx, req.Params.URI)
	if err != nil {
		return nil, errors.New(errorText(err))
	}
	return contents, nil
}

// readResource renders the resource uri names, with how long and by whom
// a client may reuse it (see readHint).
func (g *Gateway) readResource(ctx context.Context, uri string) ([]mcp.ResourceContents, cacheHint, error) {
	u, err := ParseResourceURI(uri)
	if err != nil {
		return nil, noHint, sdk.InvalidArgument("resource URI %q: %v", uri, err)
	}
	p := g.sup.ByEcosystem(u.Ecosystem)
	if p == nil {
		return nil, noHint, sdk.NotFound("no provider serves ecosystem %q; available: %s", u.Ecosystem, strings.Join(g.ecosystems(), ", "))
	}
	info := p.Info()
	ctx, cancel := context.WithTimeout(ctx, g.opt.CallTimeout)
	defer cancel()
	ref := u.Ref(g.defaultProject(ctx))
	ref.ProjectTrusted = g.projectTrusted(ctx, ref.ProjectPath)
	var text, title string
	var prio float64
	var src sdk.Source
	exact := u
	switch {
	case u.Path != "":
		if !info.Has(sdk.CapGetDoc) {
			return nil, noHint, sdk.Unimplemented("the %s provider serves no doc files", info.Name)
		}
		d, err := g.getDoc(ctx, p, sdk.GetDocRequest{Package: ref, Path: u.Path})
		if err != nil {
			return nil, noHint, err
		}
		text, src, prio = answer.RenderDoc(d, info.Ecosystem), d.Source, priorityDocFile
		title = fmt.Sprintf("%s@%s (%s) · %s", d.Name, d.Version, info.Ecosystem, u.Path)
		exact.Version = d.Version
	case u.Symbol != "":
		if !slices.Contains(info.DescribeParams, "symbol") {
			return nil, noHint, sdk.Unimplemented("the %s provider does not describe single symbols", info.Name)
		}
		doc, err := g.describe(ctx, p, ref, u.Symbol)
		if err != nil {
			return nil, noHint, g.settleSymbolMiss(ctx, p, ref, u.Symbol, err)
		}
		text = answer.RenderDocument(doc, answer.RenderOptions{Ecosystem: info.Ecosystem, More: "read the package resource for the rest of the API",
			Continue: describeContinue(info, doc.Name, doc.Version, u.Symbol, ref.ProjectPath)})
		src, prio = doc.Source, prioritySymbol
		title = fmt.Sprintf("%s@%s (%s) · %s", doc.Name, doc.Version, info.Ecosystem, u.Symbol)
		exact.Version = doc.Version
	default:
		doc, err := g.describe(ctx, p, ref, "")
		if err != nil {
			return nil, noHint, err
		}
		pinned := u.WithVersion(doc.Version)
		more := fmt.Sprintf("read %s for one symbol", pinned.String()+"/symbol/{symbol}")
		if len(doc.DocFiles) > 0 {
			more += fmt.Sprintf(", %s for a doc file", pinned.String()+"/doc/{path}")
		}
		more += fmt.Sprintf(", or call %s with a query", toolSearch)
		text = answer.RenderDocument(doc, answer.RenderOptions{Ecosystem: info.Ecosystem, More: more, Continue: describeContinue(info, doc.Name, doc.Version, "", ref.ProjectPath)})
		src, prio = doc.Source, priorityPackage
		title = fmt.Sprintf("%s@%s (%s)", doc.Name, doc.Version, info.Ecosystem)
		exact.Version = doc.Version
	}
	meta := map[string]any{"title": title, "annotations": annotations(prio, src.FetchedAt)}
	if exact.Version != "" && exact.String() != uri {
		// The version the answer is about, for a client that wants to pin it.
		meta["pkgdocs/resolved"] = exact.String()
	}
	return []mcp.ResourceContents{mcp.TextResourceContents{URI: uri, MIMEType: mimeMarkdown, Text: text, Meta: meta}}, readHint(u, ref, exact.Version, src), nil
}

// describeContinue is the follow-up call for the next page of a document
// a resource or prompt cut to the budget: resources have no cursor, the
// describe tool has.
func describeContinue(info sdk.RemoteInfo, name, version, symbol, project string) func(string) string {
	tool := DescribeToolName(info.Ecosystem)
	return func(cursor string) string {
		next := map[string]any{"package": name, "version": version, "cursor": cursor}
		if symbol != "" {
			next["symbol"] = symbol
		}
		if project != "" {
			// The same version read from the project (a local install) can
			// differ from the registry's: page through the same document.
			next["projectPath"] = project
		}
		b, _ := json.Marshal(next)
		return fmt.Sprintf("call %s with %s", tool, b)
	}
}

// annotations for a resource: mcp-go's read contents carry no annotations
// field, so reads put them in _meta; listed resources and embedded
// resources carry them as such.
func annotations(prio float64, fetched time.Time) *mcp.Annotations {
	a := &mcp.Annotations{Audience: audience, Priority: &prio}
	if !fetched.IsZero() {
		a.LastModified = fetched.UTC().Format(time.RFC3339)
	}
	return a
}

// getDoc returns one doc file, section or symbol, through the cache.
func (g *Gateway) getDoc(ctx context.Context, p *supervise.Provider, req sdk.GetDocRequest) (*sdk.Doc, error) {
	args := refCacheArgs(req.Package)
	args["path"], args["section"], args["symbol"], args["query"] = req.Path, req.Section, req.Symbol, req.Query
	a, err := g.cached(ctx, p, "get_doc", args, func(ctx context.Context) (fetched, error) {
		var d *sdk.Doc
		err := p.Do(ctx, func(r *serve.Remote) error {
			var err error
			d, err = r.GetDoc(ctx, req)
			return err
		})
		if err != nil {
			return fetched{}, err
		}
		b, err := json.Marshal(d)
		return fetched{value: b, version: d.Version, registry: d.Source.Registry, decoded: d}, err
	})
	if err != nil {
		return nil, err
	}
	d, ok := a.decoded.(*sdk.Doc)
	if !ok {
		d = &sdk.Doc{}
		if err := json.Unmarshal(a.value, d); err != nil {
			return nil, fmt.Errorf("decode cached doc: %w", err)
		}
	}
	if a.note != "" {
		d.Content = "> **Note:** " + a.note + "\n\n" + d.Content
	}
	return d, nil
}

// dependency is one direct dependency of the project, as a provider
// listed it.
type dependency struct {
	eco, name string
}

// projectDeps asks every provider that completes for the project's direct
// dependencies (Completion.ProjectValues), in provider order. A provider
// that fails is logged and skipped: the others' dependencies still list.
func (g *Gateway) projectDeps(ctx context.Context, project string) []dependency {
	ps := g.sup.Providers()
	lists := make([][]dependency, len(ps))
	var wg sync.WaitGroup
	for i, p := range ps {
		info := p.Info()
		if !info.Has(sdk.CapComplete) {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, err := g.complete(ctx, p, sdk.CompleteRequest{Argument: "package", ProjectPath: project, Limit: maxProjectDeps, ProjectTrusted: g.projectTrusted(ctx, project)})
			if err != nil {
				g.opt.Logger.Warn("listing project dependencies failed", "provider", p.Name, "project", project, "error", err)
				return
			}
			for _, v := range c.Values[:c.ProjectValues] {
				lists[i] = append(lists[i], dependency{info.Ecosystem, v})
			}
		}()
	}
	wg.Wait()
	var out []dependency
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// complete calls a provider's Complete. Unimplemented is an empty answer.
func (g *Gateway) complete(ctx context.Context, p *supervise.Provider, req sdk.CompleteRequest) (*sdk.Completion, error) {
	var c *sdk.Completion
	err := p.Do(ctx, func(r *serve.Remote) error {
		var err error
		c, err = r.Complete(ctx, req)
		return err
	})
	if sdk.Code(err) == codes.Unimplemented {
		return &sdk.Completion{}, nil
	}
	if err != nil {
		return nil, err
	}
	return c, nil
}

// The resources/list cursor is base64 (mcp-go decodes it before the hooks
// see the result) of this prefix and the offset of the next dependency.
const cursorPrefix = "pkgdocs-deps/1/"

func encodeCursor(offset int) mcp.Cursor {
	return mcp.Cursor(base64.StdEncoding.EncodeToString([]byte(cursorPrefix + strconv.Itoa(offset))))
}

func decodeCursor(c mcp.Cursor) (int, bool) {
	if c == "" {
		return 0, true
	}
	b, err := base64.StdEncoding.DecodeString(string(c))
	if err != nil {
		return 0, false
	}
	n, err := strconv.Atoi(strings.TrimPrefix(string(b), cursorPrefix))
	if !strings.HasPrefix(string(b), cursorPrefix) || err != nil || n < 0 {
		return 0, false
	}
	return n, true
}

// beforeListResources refuses a cursor the host did not make the only way
// a hook can: by replacing it with one mcp-go cannot decode, which it
// answers with -32602 (invalid params).
func (g *Gateway) beforeListResources(_ context.Context, _ any, req *mcp.ListResourcesRequest) {
	if _, ok := decodeCursor(req.Params.Cursor); !ok {
		req.Params.Cursor = "!invalid cursor"
	}
}

// afterListResources fills resources/list with the project's direct
// dependencies, one page at a time. mcp-go lists the statically
// registered resources (there are none) and passes its result here before
// sending it.
func (g *Gateway) afterListResources(ctx context.Context, _ any, req *mcp.ListResourcesRequest, res *mcp.ListResourcesResult) {
	offset, _ := decodeCursor(req.Params.Cursor)
	res.Resources, res.NextCursor = []mcp.Resource{}, ""
	g.waitReady(ctx)
	project := g.defaultProject(ctx)
	if project == "" {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, g.opt.CallTimeout)
	defer cancel()
	deps := g.projectDeps(ctx, project)
	if offset > len(deps) {
		offset = len(deps)
	}
	end := min(offset+g.opt.ResourcePageSize, len(deps))
	for _, d := range deps[offset:end] {
		u := ResourceURI{Ecosystem: d.eco, Package: d.name}
		r := mcp.NewResource(u.String(), d.name,
			mcp.WithResourceTitle(fmt.Sprintf("%s (%s)", d.name, d.eco)),
			mcp.WithResourceDescription(fmt.Sprintf("Documentation of %s, a direct %s dependency of %s, at the version the project uses.", d.name, d.eco, project)),
			mcp.WithMIMEType(mimeMarkdown))
		r.Annotations = &mcp.Annotations{Audience: audience, Priority: ptr(priorityPackage)}
		res.Resources = append(res.Resources, r)
	}
	if end < len(deps) {
		res.NextCursor = encodeCursor(end)
	}
}

func ptr[T any](v T) *T { return &v }

// errorText is the message toolError gives an agent, for the MCP surfaces
// that answer with a JSON-RPC error instead of a tool result.
func errorText(err error) string {
	for _, c := range toolError(err).Content {
		if t, ok := c.(mcp.TextContent); ok {
			return t.Text
		}
	}
	return err.Error()
}

// clip shortens s to about n bytes, at a rune boundary.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
