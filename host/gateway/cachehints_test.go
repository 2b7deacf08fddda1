package gateway

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk"
)

func TestReadHint(t *testing.T) {
	reg := sdk.Source{Kind: sdk.SourceRegistry}
	pub := sdk.Source{Kind: sdk.SourceRegistry, Public: true}
	private := cacheHint{exactTTL, mcp.CacheScopePrivate}
	public := cacheHint{exactTTL, mcp.CacheScopePublic}
	tests := map[string]struct {
		uri     string
		project string
		version string
		src     sdk.Source
		want    cacheHint
	}{
		"exact, registry":           {"pkgdocs://npm/zod@3.23.8", "", "3.23.8", reg, private},
		"exact, public registry":    {"pkgdocs://npm/zod@3.23.8", "", "3.23.8", pub, public},
		"exact, v prefix":           {"pkgdocs://go/golang.org%2Fx%2Fmod@v0.20.0", "", "v0.20.0", reg, private},
		"exact, v prefix, public":   {"pkgdocs://go/golang.org%2Fx%2Fmod@v0.20.0", "", "v0.20.0", pub, public},
		"exact, toolchain":          {"pkgdocs://go/net%2Fhttp@go1.26.8", "", "go1.26.8", sdk.Source{Kind: sdk.SourceToolchain}, private},
		"exact, toolchain, public":  {"pkgdocs://go/net%2Fhttp@go1.26.8", "", "go1.26.8", sdk.Source{Kind: sdk.SourceToolchain, Public: true}, public},
		"exact symbol":              {"pkgdocs://npm/zod@3.23.8/symbol/z.string", "", "3.23.8", pub, public},
		"range":                     {"pkgdocs://npm/zod@%5E3", "", "3.23.8", pub, noHint},
		"latest":                    {"pkgdocs://npm/zod", "", "3.23.8", pub, noHint},
		"project":                   {"pkgdocs://npm/zod@3.23.8", "/work/app", "3.23.8", pub, noHint},
		"local install":             {"pkgdocs://npm/zod@3.23.8", "", "3.23.8", sdk.Source{Kind: sdk.SourceLocalInstall}, noHint},
		"local install says public": {"pkgdocs://npm/zod@3.23.8", "", "3.23.8", sdk.Source{Kind: sdk.SourceLocalInstall, Public: true}, noHint},
		"answered another":          {"pkgdocs://npm/zod@3.23.8", "", "3.23.9", pub, noHint},
		"zero source":               {"pkgdocs://npm/zod@3.23.8", "", "3.23.8", sdk.Source{}, noHint},
	}
	for name, tc := range tests {
		u, err := ParseResourceURI(tc.uri)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		ref := u.Ref(tc.project)
		if got := readHint(u, ref, tc.version, tc.src); got != tc.want {
			t.Errorf("%s: readHint = %+v, want %+v", name, got, tc.want)
		}
	}
}

// TestReadResultHints: the hint a read's outcome carries is what the
// result says on the wire, ttlMs and cacheScope; a failed read says
// nothing of its own.
func TestReadResultHints(t *testing.T) {
	g := &Gateway{}
	day := exactTTL.Milliseconds()
	zero := int64(0)
	type hints struct {
		TTL   *int64 `json:"ttlMs"`
		Scope string `json:"cacheScope"`
	}
	tests := map[string]struct {
		outcome *readOutcome
		want    hints
	}{
		"public exact":  {&readOutcome{hint: cacheHint{exactTTL, mcp.CacheScopePublic}}, hints{&day, "public"}},
		"private exact": {&readOutcome{hint: cacheHint{exactTTL, mcp.CacheScopePrivate}}, hints{&day, "private"}},
		"none":          {&readOutcome{hint: noHint}, hints{&zero, "private"}},
		"failed":        {&readOutcome{hint: cacheHint{exactTTL, mcp.CacheScopePublic}, err: errors.New("boom")}, hints{}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			req := &mcp.ReadResourceRequest{}
			req.Params.Meta = &mcp.Meta{AdditionalFields: map[string]any{readStashKey: tc.outcome}}
			res := &mcp.ReadResourceResult{}
			g.afterReadResource(context.Background(), nil, req, res)
			b, err := json.Marshal(res)
			if err != nil {
				t.Fatal(err)
			}
			var got hints
			if err := json.Unmarshal(b, &got); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("hints (-want +got):\n%s\n%s", diff, b)
			}
		})
	}
}

// TestListCacheHints: under protocol 2026-07-28 the lists that are the
// same for every client say so for an hour; the project's resources and
// reads stay private; the legacy era gets no hints.
func TestListCacheHints(t *testing.T) {
	sup, err := supervise.New(supervise.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer sup.Close()
	g := New(sup, Options{})
	modern := `"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}`
	type hints struct {
		TTL   *int64 `json:"ttlMs"`
		Scope string `json:"cacheScope"`
	}
	hour := time.Hour.Milliseconds()
	zero := int64(0)
	tests := map[string]struct {
		msg  string
		want hints
	}{
		"tools/list":               {`{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{` + modern + `}}`, hints{&hour, "public"}},
		"prompts/list":             {`{"jsonrpc":"2.0","id":1,"method":"prompts/list","params":{` + modern + `}}`, hints{&hour, "public"}},
		"resources/templates/list": {`{"jsonrpc":"2.0","id":1,"method":"resources/templates/list","params":{` + modern + `}}`, hints{&hour, "public"}},
		"resources/list":           {`{"jsonrpc":"2.0","id":1,"method":"resources/list","params":{` + modern + `}}`, hints{&zero, "private"}},
		"legacy tools/list":        {`{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}}`, hints{}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			resp := g.srv.HandleMessage(context.Background(), json.RawMessage(tc.msg))
			b, err := json.Marshal(resp)
			if err != nil {
				t.Fatal(err)
			}
			var got struct {
				Result hints `json:"result"`
			}
			if err := json.Unmarshal(b, &got); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, got.Result); diff != "" {
				t.Errorf("hints (-want +got):\n%s\n%s", diff, b)
			}
		})
	}
}
