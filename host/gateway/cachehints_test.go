package gateway

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk"
)

func TestReadHint(t *testing.T) {
	reg := sdk.Source{Kind: sdk.SourceRegistry}
	tests := map[string]struct {
		uri     string
		project string
		version string
		src     sdk.Source
		want    time.Duration
	}{
		"exact, registry":  {"pkgdocs://npm/zod@3.23.8", "", "3.23.8", reg, exactTTL},
		"exact, v prefix":  {"pkgdocs://go/golang.org%2Fx%2Fmod@v0.20.0", "", "v0.20.0", reg, exactTTL},
		"exact, toolchain": {"pkgdocs://go/net%2Fhttp@go1.26.8", "", "go1.26.8", sdk.Source{Kind: sdk.SourceToolchain}, exactTTL},
		"exact symbol":     {"pkgdocs://npm/zod@3.23.8/symbol/z.string", "", "3.23.8", reg, exactTTL},
		"range":            {"pkgdocs://npm/zod@%5E3", "", "3.23.8", reg, 0},
		"latest":           {"pkgdocs://npm/zod", "", "3.23.8", reg, 0},
		"project":          {"pkgdocs://npm/zod@3.23.8", "/work/app", "3.23.8", reg, 0},
		"local install":    {"pkgdocs://npm/zod@3.23.8", "", "3.23.8", sdk.Source{Kind: sdk.SourceLocalInstall}, 0},
		"answered another": {"pkgdocs://npm/zod@3.23.8", "", "3.23.9", reg, 0},
		"zero source":      {"pkgdocs://npm/zod@3.23.8", "", "3.23.8", sdk.Source{}, 0},
	}
	for name, tc := range tests {
		u, err := ParseResourceURI(tc.uri)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		ref := u.Ref(tc.project)
		if got := readHint(u, ref, tc.version, tc.src); got != tc.want {
			t.Errorf("%s: readHint = %v, want %v", name, got, tc.want)
		}
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
