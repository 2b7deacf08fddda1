package gateway

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/host/supervise"
)

// TestLightRegistration: with Options.LightRegistration mcp-go holds each
// tool with the placeholder schema (so its registration check reads 17
// bytes a tool), yet tools/list in both eras is byte for byte what a full
// registration lists, arguments are still validated against the declared
// schema, and a host tool whose schema has projectPath still takes the
// project.
func TestLightRegistration(t *testing.T) {
	sup, err := supervise.New(supervise.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer sup.Close()
	full := New(sup, Options{})
	light := New(sup, Options{LightRegistration: true})

	for _, name := range []string{toolSearch, toolList, toolCheck} {
		st := light.srv.GetTool(name)
		if st == nil {
			t.Fatalf("%s not registered", name)
		}
		if raw := st.Tool.RawInputSchema; len(raw) == 0 || &raw[0] != &placeholder[0] {
			t.Errorf("%s: mcp-go holds %.80s, want the placeholder", name, raw)
		}
		if fs := full.srv.GetTool(name).Tool.RawInputSchema; string(fs) == string(placeholder) {
			t.Errorf("%s: a full registration holds the placeholder", name)
		}
	}

	modern := `"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}`
	ask := func(g *Gateway, msg string) string {
		t.Helper()
		b, err := json.Marshal(g.srv.HandleMessage(context.Background(), json.RawMessage(msg)))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	for name, msg := range map[string]string{
		"tools/list 2025-06-18": `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}}`,
		"tools/list 2026-07-28": `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{` + modern + `}}`,
		"call with a bad argument": `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"` + toolSearch +
			`","arguments":{"package":"p","query":5}}}`,
	} {
		want, got := ask(full, msg), ask(light, msg)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: light differs from full (-full +light):\n%s", name, diff)
		}
		if strings.Contains(got, `"inputSchema":{"type":"object"}`) {
			t.Errorf("%s: the placeholder was listed: %.300s", name, got)
		}
		if strings.HasPrefix(name, "call") && !strings.Contains(got, "argument query: got number, want string") {
			t.Errorf("%s: not refused by the declared schema: %.300s", name, got)
		}
	}

	for name, want := range map[string]bool{toolSearch: true, toolCheck: true, toolList: false} {
		if got := light.takesProject(name); got != want {
			t.Errorf("takesProject(%s) = %v, want %v", name, got, want)
		}
	}
}
