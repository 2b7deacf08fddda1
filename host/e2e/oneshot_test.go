package e2e

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

// modernMeta is the _meta a request of protocol 2026-07-28 carries (no
// initialize handshake in that era).
const modernMeta = `"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}`

// TestOneShotPipe: requests piped to `pkgdocs serve` with the input ending
// right after them, on a first run (an empty cache directory: no
// remembered manifests, so the providers' tools are not known before the
// providers start), are answered with the full tool set in both protocol
// eras, and serve exits once they are answered. A one-line tools/call is
// what scripts and command-line MCP clients send; a last line without a
// newline counts.
func TestOneShotPipe(t *testing.T) {
	call := `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"describe_mdfolder_package","arguments":{"package":"tiny"}%s}}`
	list := `{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{%s}}`
	initialize := `{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"e2e","version":"1"}}}` + "\n" +
		`{"jsonrpc":"2.0","method":"notifications/initialized"}` + "\n"
	tests := map[string]struct {
		in   string
		want map[string]string // response id -> text its result must hold
	}{
		"call alone":                 {in: strings.ReplaceAll(call, "%s", "") + "\n", want: map[string]string{"1": "tiny@"}},
		"call alone, no newline":     {in: strings.ReplaceAll(call, "%s", ""), want: map[string]string{"1": "tiny@"}},
		"call alone, 2026-07-28":     {in: strings.ReplaceAll(call, "%s", ","+modernMeta) + "\n", want: map[string]string{"1": "tiny@"}},
		"initialize, list":           {in: initialize + strings.ReplaceAll(list, "%s", "") + "\n", want: map[string]string{"0": `"pkgdocs"`, "2": `"describe_mdfolder_package"`}},
		"list alone, 2026-07-28":     {in: strings.ReplaceAll(list, "%s", modernMeta) + "\n", want: map[string]string{"2": `"describe_mdfolder_package"`}},
		"initialize, call, list":     {in: initialize + strings.ReplaceAll(call, "%s", "") + "\n" + strings.ReplaceAll(list, "%s", ""), want: map[string]string{"0": `"pkgdocs"`, "1": "tiny@", "2": `"describe_mdfolder_package"`}},
		"call alone, no newline, 26": {in: strings.ReplaceAll(call, "%s", ","+modernMeta), want: map[string]string{"1": "tiny@"}},
	}
	pluginsDir := plugins(t, "mdfolder")
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(waitfor.Context(t))
			defer cancel()
			cmd := exec.CommandContext(ctx, binHost, "serve")
			// A fresh cache directory per run: nothing remembered.
			cmd.Env = append(append(os.Environ(), hostEnv(pluginsDir)...), "PKGDOCS_CACHE_DIR="+t.TempDir())
			cmd.Stdin = strings.NewReader(tc.in)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("serve: %v; stderr: %s", err, stderr.String())
			}
			got := map[string]string{}
			sc := bufio.NewScanner(bytes.NewReader(out))
			sc.Buffer(make([]byte, 1<<20), 16<<20)
			for sc.Scan() {
				var m struct {
					ID     json.RawMessage `json:"id"`
					Result json.RawMessage `json:"result"`
					Error  json.RawMessage `json:"error"`
				}
				if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
					t.Fatalf("not JSON-RPC on stdout: %q", sc.Text())
				}
				if len(m.ID) == 0 {
					continue // a notification
				}
				if len(m.Error) > 0 {
					t.Errorf("request %s: error %s", m.ID, m.Error)
				}
				got[string(m.ID)] = string(m.Result)
			}
			for id, want := range tc.want {
				res, ok := got[id]
				switch {
				case !ok:
					t.Errorf("request %s: no answer; stdout: %.500s", id, out)
				case !strings.Contains(res, want):
					t.Errorf("request %s: answer lacks %s: %.500s", id, want, res)
				case strings.Contains(res, `"isError":true`):
					t.Errorf("request %s: tool error: %.500s", id, res)
				}
			}
			if len(got) != len(tc.want) {
				t.Errorf("%d answers, want %d: %.500s", len(got), len(tc.want), out)
			}
		})
	}
}
