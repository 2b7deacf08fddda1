package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

// bundleBin builds the first-party providers' shared binary once.
var bundleBin = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "pkgdocs-e2e-bundle-")
	if err != nil {
		return "", err
	}
	out := filepath.Join(dir, "pkgdocs-providers")
	cmd := exec.Command("go", "build", "-tags", "grpcnotrace", "-o", out, "./plugins/cmd/pkgdocs-providers")
	cmd.Dir = moduleRoot()
	if b, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("build the providers' binary: %v\n%s", err, b)
	}
	return out, nil
})

// The first-party providers as make install lays them out, one binary
// hard-linked under each name, run in one process: every describe tool
// reaches its own provider, list_providers shows one pid for all of them,
// each shared with the other four, and nothing outlives the host.
func TestFirstPartyProvidersShareOneProcess(t *testing.T) {
	src, err := bundleBin()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	names := []string{"golang", "npm", "python", "rust", "swift"}
	first := filepath.Join(dir, "pkgdocs-provider-"+names[0])
	install(t, src, first, 0o755)
	for _, n := range names[1:] {
		if err := os.Link(first, filepath.Join(dir, "pkgdocs-provider-"+n)); err != nil {
			t.Fatal(err)
		}
	}
	// Nothing leaves the machine: every upstream fails at once.
	closed := "http://127.0.0.1:9/"
	for k, v := range map[string]string{"npm_config_registry": closed, "GOPROXY": "off", "GOFLAGS": "-mod=mod",
		"HTTPS_PROXY": closed, "HTTP_PROXY": closed, "https_proxy": closed, "http_proxy": closed, "NO_PROXY": "", "no_proxy": ""} {
		t.Setenv(k, v)
	}
	h := startRaw(t, dir)
	h.initialize()

	// The Go provider answers from GOROOT: its own answer, through the
	// shared process.
	text, isErr := h.tool("describe_go_package", map[string]any{"package": "strings"})
	if isErr || !strings.Contains(text, "func Contains(s, substr string) bool") {
		t.Fatalf("describe_go_package strings: isError=%v %.300q", isErr, text)
	}
	// Each of the others is reached (an absent package is its own error).
	for _, eco := range []string{"npm", "python", "rust", "swift"} {
		text, isErr := h.tool("describe_"+eco+"_package", map[string]any{"package": "pkgdocs-e2e-absent"})
		if !isErr || strings.Contains(text, "could not be started") || strings.Contains(text, "this process serves providers") {
			t.Errorf("describe_%s_package: isError=%v %.300q", eco, isErr, text)
		}
	}

	r := h.call("tools/call", map[string]any{"name": "list_providers", "arguments": map[string]any{}})
	sc := r["result"].(map[string]any)["structuredContent"].(map[string]any)
	pids := map[int]bool{}
	for _, p := range sc["providers"].([]any) {
		m := p.(map[string]any)
		name := m["name"].(string)
		pid, _ := m["pid"].(float64)
		if m["state"] != "running" || pid == 0 {
			t.Errorf("%s: state %v pid %v, want running", name, m["state"], m["pid"])
			continue
		}
		pids[int(pid)] = true
		var with []string
		for _, w := range m["sharedWith"].([]any) {
			with = append(with, w.(string))
		}
		want := slices.DeleteFunc(slices.Clone(names), func(n string) bool { return n == name })
		if d := cmp.Diff(want, with); d != "" {
			t.Errorf("%s: sharedWith (-want +got):\n%s", name, d)
		}
	}
	if len(pids) != 1 {
		t.Fatalf("five providers of one file in %d processes, want 1", len(pids))
	}
	h.in.Close()
	select {
	case <-h.done:
	case <-time.After(waitfor.Left(t)):
		t.Fatal("host did not exit on stdin EOF")
	}
	for pid := range pids {
		deadline := time.Now().Add(waitfor.Left(t))
		for alive(pid) {
			if time.Now().After(deadline) {
				t.Fatalf("shared provider process %d outlived the host", pid)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
}
