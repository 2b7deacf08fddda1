package e2e

import (
	"strings"
	"testing"
)

// TestHTTPFirstRequest: over streamable HTTP, on a first run (an empty
// cache directory: no remembered manifests, so the providers' tools are
// not known before the providers start), the very first request a fresh
// host gets is answered with the full tool set, in both protocol eras: a
// tools/call naming a provider's tool, and a tools/list right after
// initialize (or alone, in 2026-07-28, which has no handshake). The host
// is started per case so that each request is the first one it gets.
func TestHTTPFirstRequest(t *testing.T) {
	call := `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"describe_mdfolder_package","arguments":{"package":"tiny"}%s}}`
	list := `{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{%s}}`
	legacy := map[string]string{"Mcp-Protocol-Version": "2025-06-18"}
	// 2026-07-28 repeats the method, and a tool call's name, in headers.
	modernCall := map[string]string{"Mcp-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/call", "Mcp-Name": "describe_mdfolder_package"}
	modernList := map[string]string{"Mcp-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/list"}
	tests := map[string]struct {
		args       []string
		initialize bool // initialize first (2025-06-18, with a session)
		body       string
		headers    map[string]string
		want       string
	}{
		"call, 2025-06-18, stateless":  {args: []string{"--stateless"}, body: strings.ReplaceAll(call, "%s", ""), headers: legacy, want: "tiny@"},
		"initialize, list, 2025-06-18": {initialize: true, body: strings.ReplaceAll(list, "%s", ""), headers: legacy, want: `"describe_mdfolder_package"`},
		"call, 2026-07-28":             {body: strings.ReplaceAll(call, "%s", ","+modernMeta), headers: modernCall, want: "tiny@"},
		"list, 2026-07-28":             {body: strings.ReplaceAll(list, "%s", modernMeta), headers: modernList, want: `"describe_mdfolder_package"`},
	}
	pluginsDir := plugins(t, "mdfolder")
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			h := startHTTP(t, pluginsDir, []string{"PKGDOCS_CACHE_DIR=" + t.TempDir()}, tc.args...)
			headers := map[string]string{}
			for k, v := range tc.headers {
				headers[k] = v
			}
			if tc.initialize {
				resp, body := rawPost(t, h.url, initBody, nil)
				if resp.StatusCode != 200 {
					t.Fatalf("initialize: %d %.300s", resp.StatusCode, body)
				}
				headers["Mcp-Session-Id"] = resp.Header.Get("Mcp-Session-Id")
				if resp, body := rawPost(t, h.url, `{"jsonrpc":"2.0","method":"notifications/initialized"}`, headers); resp.StatusCode/100 != 2 {
					t.Fatalf("initialized: %d %.300s", resp.StatusCode, body)
				}
			}
			resp, body := rawPost(t, h.url, tc.body, headers)
			if resp.StatusCode != 200 || !strings.Contains(body, tc.want) || strings.Contains(body, `"isError":true`) || strings.Contains(body, `"error"`) {
				t.Errorf("first request: %d, want %s in %.500s", resp.StatusCode, tc.want, body)
			}
		})
	}
}
