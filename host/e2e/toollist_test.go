package e2e

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

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
			// initialize. A pipe that sends both at once may have
			// tools/list read before the session knows its protocol
			// version, which is part of the key: the answer is the same
			// bytes, remembered under another key.
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

// listLine runs serve with in piped (input ending after it) and returns
// its answer to request 2.
func listLine(t *testing.T, pluginsDir, cacheDir, in string) string {
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
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), `{"jsonrpc":"2.0","id":2,`) {
			return sc.Text()
		}
	}
	t.Fatalf("no answer to tools/list: %.500s", out)
	return ""
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
