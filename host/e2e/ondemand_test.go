package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

// providerStates returns provider name -> state from list_providers.
func (h *rawHost) providerStates() map[string]string {
	h.t.Helper()
	r := h.call("tools/call", map[string]any{"name": "list_providers", "arguments": map[string]any{}})
	sc := r["result"].(map[string]any)["structuredContent"].(map[string]any)
	out := map[string]string{}
	for _, p := range sc["providers"].([]any) {
		m := p.(map[string]any)
		out[m["name"].(string)], _ = m["state"].(string)
	}
	return out
}

// stop closes the host's stdin and waits for it to exit.
func (h *rawHost) stop() {
	h.in.Close()
	select {
	case <-h.done:
	case <-time.After(5 * time.Second):
		h.cmd.Process.Kill()
		<-h.done
	}
	h.cmd.Wait()
}

// waitListChanged waits for a tools/list_changed notification.
func (h *rawHost) waitListChanged(what string) {
	h.t.Helper()
	deadline := time.Now().Add(waitfor.Left(h.t))
	for {
		h.mu.Lock()
		for _, n := range h.notes {
			if n["method"] == "notifications/tools/list_changed" {
				h.notes = nil
				h.mu.Unlock()
				return
			}
		}
		h.mu.Unlock()
		if time.Now().After(deadline) {
			h.t.Fatalf("no notifications/tools/list_changed after %s", what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// With the manifests a first run stored, a second host lists every tool
// without starting a provider, starts one on its first call, and still
// announces providers added and removed while it serves.
func TestManifestsAndOnDemandProviders(t *testing.T) {
	dir := plugins(t, "mdfolder")
	cache := t.TempDir()
	first := startRaw(t, dir, "--cache-dir", cache)
	first.initialize()
	first.call("tools/list", map[string]any{})
	if st := first.providerStates()["mdfolder"]; st != "running" {
		t.Errorf("first host: mdfolder %q, want running (started to learn its manifest)", st)
	}
	first.stop()

	h := startRaw(t, dir, "--cache-dir", cache, "--provider-idle", "1s")
	h.initialize()
	r := h.call("tools/list", map[string]any{})
	b, _ := json.Marshal(r)
	if !strings.Contains(string(b), "describe_mdfolder_package") {
		t.Fatalf("tools/list from the manifest lacks describe_mdfolder_package: %.300s", b)
	}
	if st := h.providerStates()["mdfolder"]; st != "not started" {
		t.Errorf("after tools/list: mdfolder %q, want not started", st)
	}
	if text, isErr := h.tool("describe_mdfolder_package", map[string]any{"package": "acme-widgets"}); isErr {
		t.Fatalf("first call: %q", text)
	}
	if st := h.providerStates()["mdfolder"]; st != "running" {
		t.Errorf("after a call: mdfolder %q, want running", st)
	}
	deadline := time.Now().Add(waitfor.Left(t))
	for h.providerStates()["mdfolder"] != "idle-stopped" {
		if time.Now().After(deadline) {
			t.Fatalf("mdfolder never idle-stopped after its last call with --provider-idle 1s: %q", h.providerStates()["mdfolder"])
		}
		time.Sleep(200 * time.Millisecond)
	}
	if text, isErr := h.tool("describe_mdfolder_package", map[string]any{"package": "acme-widgets", "maxLength": 2000}); isErr {
		t.Fatalf("call after idle stop: %q", text)
	}

	h.mu.Lock()
	h.notes = nil
	h.mu.Unlock()
	added := filepath.Join(dir, "pkgdocs-provider-crashy")
	install(t, binFixture, added, 0o755)
	h.waitListChanged("a provider was added")
	if b, _ := json.Marshal(h.call("tools/list", map[string]any{})); !strings.Contains(string(b), "describe_crashy_package") {
		t.Errorf("tools/list after adding crashy lacks describe_crashy_package")
	}
	if err := os.Remove(added); err != nil {
		t.Fatal(err)
	}
	h.waitListChanged("a provider was removed")
	if b, _ := json.Marshal(h.call("tools/list", map[string]any{})); strings.Contains(string(b), "describe_crashy_package") {
		t.Errorf("tools/list after removing crashy still has describe_crashy_package")
	}
}
