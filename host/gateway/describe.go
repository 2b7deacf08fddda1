package gateway

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// DescribeToolName is the describe tool of ecosystem eco.
func DescribeToolName(eco string) string {
	return "describe_" + strings.ReplaceAll(eco, "-", "_") + "_package"
}

// Parameter descriptions the docs tools share. The host's tool schemas
// declare no string lengths: args.go bounds every string argument
// (argLimits) with an error naming the limit, and declaring them cost
// about 100 bytes a tool in every session's tools/list. The limits that
// tell an agent something (a snippet's size, how many names) stay.
const (
	descPackage = "Name as the ecosystem spells it"
	descVersion = "Version, range or tag (default: project's, else latest)"
	descProject = "Absolute project directory (lockfile, installs)"
)

func describeTool(info sdk.RemoteInfo) mcp.Tool {
	eco := info.Ecosystem
	// The provider's name is left to list_providers: the tool's name says
	// the ecosystem, and one provider serves each.
	t := mcp.NewTool(DescribeToolName(eco),
		mcp.WithDescription(fmt.Sprintf("Docs of %s %s package at one exact version: overview, API signatures, README, examples.", article(eco), eco)),
		readOnly("Describe "+article(eco)+" "+eco+" package", true),
	)
	t.InputSchema = mcp.ToolInputSchema{}
	t.RawInputSchema = describeInput[0]
	if slices.Contains(info.DescribeParams, "symbol") {
		t.RawInputSchema = describeInput[1]
	}
	t.RawOutputSchema = docOutputSchema
	return t
}

// describeInput are the describe tools' input schemas: they depend only
// on whether the provider takes symbol=, so every ecosystem's describe
// tool shares one of the two. [0] without symbol, [1] with. They are the
// bytes mcp-go encodes for the parameters describe_test.go declares with
// mcp.NewTool (TestDescribeInputSchemas compares them), written out so
// that a start encodes nothing: encoding them with mcp-go's reflection-
// driven JSON took about 0.4% of a start's CPU time (perf) on the path to
// the first tools/list.
var describeInput = [2]json.RawMessage{
	json.RawMessage(`{"additionalProperties":false,"properties":{"allSymbols":{"description":"structuredContent: every symbol, with signature","type":"boolean"},"cursor":{"description":"nextCursor of the previous page","type":"string"},"maxLength":{"description":"Text+structuredContent characters (default 36000)","minimum":1000,"type":"number"},"package":{"description":"Name as the ecosystem spells it","type":"string"},"projectPath":{"description":"Absolute project directory (lockfile, installs)","type":"string"},"version":{"description":"Version, range or tag (default: project's, else latest)","type":"string"}},"required":["package"],"type":"object"}`),
	json.RawMessage(`{"additionalProperties":false,"properties":{"allSymbols":{"description":"structuredContent: every symbol, with signature","type":"boolean"},"cursor":{"description":"nextCursor of the previous page","type":"string"},"maxLength":{"description":"Text+structuredContent characters (default 36000)","minimum":1000,"type":"number"},"package":{"description":"Name as the ecosystem spells it","type":"string"},"projectPath":{"description":"Absolute project directory (lockfile, installs)","type":"string"},"symbol":{"description":"One symbol in full (Name or Type.Method)","type":"string"},"version":{"description":"Version, range or tag (default: project's, else latest)","type":"string"}},"required":["package"],"type":"object"}`),
}

func (g *Gateway) describeHandler(p *supervise.Provider) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		info := p.Info()
		ref, err := g.refArgs(ctx, req, info.Ecosystem)
		if err != nil {
			return toolError(err), nil
		}
		maxLen := req.GetInt("maxLength", 0)
		symbol := strings.TrimSpace(req.GetString("symbol", ""))
		cursor := strings.TrimSpace(req.GetString("cursor", ""))
		all := req.GetBool("allSymbols", false)
		ctx, cancel := context.WithTimeout(ctx, g.opt.CallTimeout)
		defer cancel()
		var doc *sdk.Document
		var pg *page
		var key pageKey
		cn := g.notes(ctx, req)
		cn.run(fmt.Sprintf("describe %s %s", info.Ecosystem, ref.Name), func() {
			var a cachedAnswer
			a, err = g.describeAnswer(ctx, p, ref, symbol)
			if err != nil {
				err = g.settleSymbolMiss(ctx, p, ref, symbol, err)
				return
			}
			key = pageKey{provider: p.Name, build: p.BuildID(), name: ref.Name, project: ref.ProjectPath,
				symbol: symbol, cursor: cursor, maxLen: maxLen, all: all, doc: docHash(a.value), docLen: len(a.value)}
			if a.note == "" { // a stale answer's page carries its age: never reused
				pg = g.pages.get(key, a.value)
			}
			if pg == nil {
				doc, err = decodeDocument(a)
				if err != nil {
					return
				}
				if a.note == "" {
					pg = &page{src: a.value, version: doc.Version, notes: doc.Notes}
				}
			}
			notes := pg.notesOf()
			if doc != nil {
				notes = doc.Notes
			}
			for _, n := range notes {
				cn.warn("provider/"+p.Name, n)
			}
		})
		if err == nil && cursor != "" && ref.Version != "" {
			version := ""
			if doc != nil {
				version = doc.Version
			} else {
				version = pg.version
			}
			if !sameVersion(ref.Version, version) {
				err = sdk.InvalidArgument("a cursor needs the exact version it was made for (%s), as the follow-up call in the previous answer gives it", version)
			}
		}
		if err != nil && symbol != "" {
			return symbolError(err), nil
		}
		if err != nil {
			return toolError(err), nil
		}
		if doc == nil { // a rendered page for this very document
			return pg.result(), nil
		}
		res, err := g.renderDescribe(doc, info, ref, symbol, cursor, maxLen, all)
		if err != nil {
			return toolError(err), nil
		}
		if pg != nil {
			pg.text, pg.structured = res.text, res.structured
			g.pages.put(key, pg)
		}
		return (&page{text: res.text, structured: res.structured}).result(), nil
	}
}

type renderedPage struct {
	text       string
	structured json.RawMessage
}

// renderDescribe renders a describe answer's page for the budget and
// cursor: the Markdown and the structured content, encoded. maxLen (0:
// the default) bounds both together (see answerBudgets); all asks for
// every symbol in the structured content, beyond its budget.
func (g *Gateway) renderDescribe(doc *sdk.Document, info sdk.RemoteInfo, ref sdk.PackageRef, symbol, cursor string, maxLen int, all bool) (renderedPage, error) {
	textLen, structuredLen := answerBudgets(maxLen, g.opt.StructuredBudget, metadataLen(doc, info.Ecosystem))
	toolName := DescribeToolName(info.Ecosystem)
	more := ""
	if symbol == "" && len(info.DescribeParams) > 0 {
		more = fmt.Sprintf("%s with \"symbol\" for one symbol in full, or %s with a query", toolName, toolSearch)
	} else {
		more = toolSearch + " with a query"
	}
	budget := maxLen
	if budget == 0 {
		budget = defaultAnswerLength
	}
	pg, err := answer.RenderPage(doc, answer.RenderOptions{Ecosystem: info.Ecosystem, MaxLength: textLen, Budget: budget, More: more,
		Continue: func(cursor string) string {
			next := map[string]any{"package": ref.Name, "version": doc.Version, "cursor": cursor}
			if symbol != "" {
				next["symbol"] = symbol
			}
			if ref.ProjectPath != "" {
				// The same version read from the project (a local
				// install) can differ from the registry's.
				next["projectPath"] = ref.ProjectPath
			}
			if maxLen != 0 {
				next["maxLength"] = maxLen
			}
			if all {
				next["allSymbols"] = true
			}
			b, _ := json.Marshal(next)
			return fmt.Sprintf("call %s with %s", toolName, b)
		}}, cursor)
	if err != nil {
		return renderedPage{}, err
	}
	// The text's header line and follow-up call are never cut, so at a
	// small maxLength the text can take more than its share: the
	// structured part gets what is left of the whole budget (its notes
	// shorten first), so that text and structured part stay within
	// maxLength whenever their uncuttable parts fit.
	if over := len(pg.Text) - textLen; over > 0 {
		structuredLen = max(structuredLen-over, 0)
	}
	st, err := json.Marshal(docToStructured(doc, info.Ecosystem, pg.Next, structuredLen, cursor != "", all))
	if err != nil {
		return renderedPage{}, fmt.Errorf("encode structured content: %w", err)
	}
	return renderedPage{text: pg.Text, structured: st}, nil
}

// article is the indefinite article an ecosystem id takes in a title, by how
// it is read aloud: "an npm package", "a go package", "an opam package".
// An id without vowels is spelled out letter by letter (npm, rpm), so it
// takes "an" when its first letter's name starts with a vowel sound.
func article(eco string) string {
	if eco == "" {
		return "a"
	}
	if strings.ContainsAny(eco[:1], "aeiou") {
		return "an"
	}
	if !strings.ContainsAny(eco, "aeiouy") && strings.ContainsAny(eco[:1], "fhlmnrsx") {
		return "an"
	}
	return "a"
}

// describe returns a package document, through the cache.
func (g *Gateway) describe(ctx context.Context, p *supervise.Provider, ref sdk.PackageRef, symbol string) (*sdk.Document, error) {
	a, err := g.describeAnswer(ctx, p, ref, symbol)
	if err != nil {
		return nil, err
	}
	return decodeDocument(a)
}

// describeAnswer returns a package document as the cache holds it
// (encoded), asking the provider when the cache cannot answer.
func (g *Gateway) describeAnswer(ctx context.Context, p *supervise.Provider, ref sdk.PackageRef, symbol string) (cachedAnswer, error) {
	return g.cached(ctx, p, "describe", describeArgs(ref, symbol), describeFetch(p, ref, symbol))
}

func describeArgs(ref sdk.PackageRef, symbol string) map[string]any {
	args := refCacheArgs(ref)
	if symbol != "" {
		args["symbol"] = symbol
	}
	return args
}

// describeFetch asks p to describe ref (symbol: one symbol of it).
func describeFetch(p *supervise.Provider, ref sdk.PackageRef, symbol string) fetchFunc {
	return func(ctx context.Context) (fetched, error) {
		var doc *sdk.Document
		err := p.Do(ctx, func(r *serve.Remote) error {
			var err error
			doc, err = r.Describe(ctx, sdk.DescribeRequest{Package: ref, Symbol: symbol})
			return err
		})
		if err != nil {
			return fetched{}, err
		}
		b, err := serve.MarshalDocument(doc)
		return fetched{value: b, version: doc.Version, registry: doc.Source.Registry, decoded: doc}, err
	}
}

// decodeDocument decodes a cached describe answer, with its stale note
// first among the document's notes.
func decodeDocument(a cachedAnswer) (*sdk.Document, error) {
	doc, err := documentOf(a)
	if err != nil {
		return nil, err
	}
	if a.note != "" {
		doc.Notes = append([]string{a.note}, doc.Notes...)
	}
	return doc, nil
}

// documentOf is a describe answer's document: the provider's own when
// the answer is this call's fetch, else decoded from the cache's bytes.
func documentOf(a cachedAnswer) (*sdk.Document, error) {
	if doc, ok := a.decoded.(*sdk.Document); ok {
		return doc, nil
	}
	return serve.UnmarshalDocument(a.value)
}
