package e2e

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

// TestToolListRemembered: serve over stdio answers tools/list from the
// result an earlier start remembered, byte for byte what mcp-go writes, in
// both protocol eras; a list with a cursor, or of another tool set, is
// not answered from it.
func TestToolListRemembered(t *testing.T) {
	initialize := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"e2e","version":"1"}}}` + "\n" +
		`{"jsonrpc":"2.0","method":"notifications/initialized"}` + "\n"
	eras := map[string]string{
		"2025-06-18": initialize + `{"jsonrpc":"2.0","id":2,"method":"tools/list"}` + "\n",
		"2026-07-28": `{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{` + modernMeta + `}}` + "\n",
	}
	dir := plugins(t, "mdfolder")
	cache := t.TempDir()
	memo := filepath.Join(cache, "manifests", "tools-list")
	for era, in := range eras {
		t.Run(era, func(t *testing.T) {
			// Asked as a client asks: tools/list after the answer to
			// initialize. Pipes that send both at once are
			// TestToolListPiped's.
			fresh := listAfterInitialize(t, dir, t.TempDir(), in) // what mcp-go writes
			first := listAfterInitialize(t, dir, cache, in)       // written by mcp-go and remembered
			second := listAfterInitialize(t, dir, cache, in)      // from memory
			if piped := listLine(t, dir, t.TempDir(), in); piped != fresh {
				t.Errorf("piped at once, the answer differs:\npiped %.300s\nfresh %.300s", piped, fresh)
			}
			if first != fresh || second != fresh {
				t.Errorf("answers differ:\nfresh  %.300s\nfirst  %.300s\nsecond %.300s", fresh, first, second)
			}
			b, err := os.ReadFile(memo)
			if err != nil {
				t.Fatalf("nothing remembered: %v", err)
			}
			if !bytes.Contains(b, []byte(resultOf(t, fresh))) {
				t.Errorf("%s does not hold the result written", memo)
			}
		})
	}

	// The remembered results are what is served: changed in place (same
	// length), the change shows.
	b, err := os.ReadFile(memo)
	if err != nil {
		t.Fatal(err)
	}
	const real, changed = "Docs of", "DOCS OF"
	if !bytes.Contains(b, []byte(real)) {
		t.Fatalf("remembered results lack %q", real)
	}
	if err := os.WriteFile(memo, bytes.ReplaceAll(b, []byte(real), []byte(changed)), 0o600); err != nil {
		t.Fatal(err)
	}
	for era, in := range eras {
		if got := listAfterInitialize(t, dir, cache, in); !strings.Contains(got, changed) {
			t.Errorf("%s: the remembered result was not served: %.300s", era, got)
		}
	}

	// Not served: a page after a cursor, and another tool set.
	cursor := base64.StdEncoding.EncodeToString([]byte("check_package_api"))
	paged := initialize + `{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"cursor":"` + cursor + `"}}` + "\n"
	if got := listLine(t, dir, cache, paged); strings.Contains(got, changed) {
		t.Errorf("a page after a cursor was served from memory: %.300s", got)
	}
	more := plugins(t, "mdfolder", "extra")
	for era, in := range eras {
		fresh := listLine(t, more, t.TempDir(), in)
		if got := listLine(t, more, cache, in); got != fresh {
			t.Errorf("%s: another tool set:\ngot  %.300s\nwant %.300s", era, got, fresh)
		}
		if !strings.Contains(fresh, "describe_extra_package") {
			t.Errorf("%s: the added provider's tool is not listed: %.300s", era, fresh)
		}
	}
}

// TestToolListPiped: a tools/list piped to serve together with the rest of
// a session (`printf ... | pkgdocs serve`, as scripts send it), in
// whatever order and with or without initialize, is answered with the
// full tool set from the list a client remembered, without starting a
// provider. mcp-go serves each piped request on a goroutine of its own, so
// such a tools/list may be served before initialize has set the
// session's protocol version, which the remembered list's key once held
// (a miss in 1 to 3 runs of 10 of the first pipe; every run of the
// last two).
func TestToolListPiped(t *testing.T) {
	initialize := func(version string) string {
		return `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"` + version + `","capabilities":{},"clientInfo":{"name":"e2e","version":"1"}}}` + "\n"
	}
	const (
		initialized = `{"jsonrpc":"2.0","method":"notifications/initialized"}` + "\n"
		list        = `{"jsonrpc":"2.0","id":2,"method":"tools/list"}` + "\n"
		providers   = `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"list_providers","arguments":{}}}` + "\n"
	)
	dir := plugins(t, "mdfolder", "extra")
	cache := t.TempDir()
	memo := filepath.Join(cache, "manifests", "tools-list")
	// Remembered as a client asks (tools/list after initialize's answer),
	// then changed in place, so that what is served from it shows.
	fresh := listAfterInitialize(t, dir, cache, initialize("2025-06-18")+initialized+list)
	for _, tool := range []string{`"describe_mdfolder_package"`, `"describe_extra_package"`} {
		if !strings.Contains(fresh, tool) {
			t.Fatalf("the tool list lacks %s: %.300s", tool, fresh)
		}
	}
	b, err := os.ReadFile(memo)
	if err != nil {
		t.Fatalf("nothing remembered: %v", err)
	}
	const real, changed = "Docs of", "DOCS OF"
	if !bytes.Contains(b, []byte(real)) {
		t.Fatalf("remembered results lack %q", real)
	}
	if err := os.WriteFile(memo, bytes.ReplaceAll(b, []byte(real), []byte(changed)), 0o600); err != nil {
		t.Fatal(err)
	}
	want := strings.ReplaceAll(fresh, real, changed)

	pipes := map[string]string{
		"initialize, initialized, list":  initialize("2025-06-18") + initialized + list,
		"list, initialize, initialized":  list + initialize("2025-06-18") + initialized,
		"list alone":                     list,
		"initialize 2025-03-26, list":    initialize("2025-03-26") + initialized + list,
		"initialize, list, no newline":   initialize("2025-06-18") + initialized + strings.TrimSuffix(list, "\n"),
		"initialize, list, providers":    initialize("2025-06-18") + initialized + list + providers,
		"initialize, providers and list": initialize("2025-06-18") + initialized + providers + list,
	}
	for name, in := range pipes {
		t.Run(name, func(t *testing.T) {
			// Which request mcp-go serves first varies from run to run.
			for range 3 {
				got := pipeAnswers(t, dir, cache, in)
				if got["2"] != want {
					t.Errorf("tools/list not answered from the remembered list:\ngot  %.300s\nwant %.300s", got["2"], want)
				}
				if strings.Contains(in, "list_providers") {
					var res struct {
						StructuredContent struct {
							Providers []struct{ Name, State string }
						}
					}
					if err := json.Unmarshal([]byte(resultOf(t, got["3"])), &res); err != nil || len(res.StructuredContent.Providers) != 2 {
						t.Fatalf("list_providers: %v: %.300s", err, got["3"])
					}
					for _, p := range res.StructuredContent.Providers {
						if p.State != "not started" {
							t.Errorf("provider %s is %q: a provider was started to answer", p.Name, p.State)
						}
					}
				}
			}
		})
	}
}

// TestToolListLegacyVersions: mcp-go writes the answer to a legacy
// tools/list (no version in its _meta) byte for byte the same whatever
// protocol version the session negotiated, or none: what lets the
// remembered list's key leave that version out (see host/gateway's
// toolLists). Each answer is written by mcp-go (nothing remembered).
func TestToolListLegacyVersions(t *testing.T) {
	dir := plugins(t, "mdfolder")
	list := `{"jsonrpc":"2.0","id":2,"method":"tools/list"}` + "\n"
	want := listLine(t, dir, t.TempDir(), list)
	versions := []string{"1999-01-01"} // unknown: the server's own is negotiated
	for _, v := range mcp.ValidProtocolVersions {
		if !mcp.IsModernProtocol(v) {
			versions = append(versions, v)
		}
	}
	if len(versions) < 3 {
		t.Fatalf("legacy versions %v: mcp-go lists fewer than this test expects", versions)
	}
	for _, v := range versions {
		in := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"` + v + `","capabilities":{},"clientInfo":{"name":"e2e","version":"1"}}}` + "\n"
		if got := listAfterInitialize(t, dir, t.TempDir(), in+list); got != want {
			t.Errorf("negotiated %s: the answer differs from one without initialize:\ngot  %.300s\nwant %.300s", v, got, want)
		}
	}
}

// listLine runs serve with in piped (input ending after it) and returns
// its answer to request 2.
func listLine(t *testing.T, pluginsDir, cacheDir, in string) string {
	t.Helper()
	got := pipeAnswers(t, pluginsDir, cacheDir, in)
	if got["2"] == "" {
		t.Fatalf("no answer to tools/list: %v", got)
	}
	return got["2"]
}

// pipeAnswers runs serve with in piped (input ending after it) and returns
// its answers (whole lines) by id.
func pipeAnswers(t *testing.T, pluginsDir, cacheDir, in string) map[string]string {
	t.Helper()
	cmd := exec.CommandContext(waitfor.Context(t), binHost, "serve")
	cmd.Env = append(append(os.Environ(), hostEnv(pluginsDir)...), "PKGDOCS_CACHE_DIR="+cacheDir)
	cmd.Stdin = strings.NewReader(in)
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
			ID json.RawMessage `json:"id"`
		}
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("not JSON-RPC on stdout: %.300s", sc.Text())
		}
		if len(m.ID) > 0 {
			got[string(m.ID)] = sc.Text()
		}
	}
	return got
}

// listAfterInitialize runs serve and sends in's lines up to and with
// the initialize request, waits for its answer, then sends the rest and
// ends the input; it returns the answer to request 2. An input without
// initialize (the 2026-07-28 era) is sent whole.
func listAfterInitialize(t *testing.T, pluginsDir, cacheDir, in string) string {
	t.Helper()
	first, rest, ok := strings.Cut(in, "\n")
	if !ok || !strings.Contains(first, `"method":"initialize"`) {
		return listLine(t, pluginsDir, cacheDir, in)
	}
	cmd := exec.CommandContext(waitfor.Context(t), binHost, "serve")
	cmd.Env = append(append(os.Environ(), hostEnv(pluginsDir)...), "PKGDOCS_CACHE_DIR="+cacheDir)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		stdin.Close()
		_ = cmd.Wait()
	}()
	if _, err := io.WriteString(stdin, first+"\n"); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(stdout)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	sent := false
	for sc.Scan() {
		line := sc.Text()
		if !sent && strings.HasPrefix(line, `{"jsonrpc":"2.0","id":1,`) {
			if _, err := io.WriteString(stdin, rest); err != nil {
				t.Fatal(err)
			}
			sent = true
		}
		if strings.HasPrefix(line, `{"jsonrpc":"2.0","id":2,`) {
			return line
		}
	}
	t.Fatalf("no answer to tools/list; stderr: %s", stderr.String())
	return ""
}

// resultOf is the text of a response's result: what follows "result":
// up to the envelope's closing brace.
func resultOf(t *testing.T, line string) string {
	t.Helper()
	i := strings.Index(line, `"result":`)
	if i < 0 || !strings.HasSuffix(line, "}") {
		t.Fatalf("not a result: %.300s", line)
	}
	return line[i+len(`"result":`) : len(line)-1]
}
