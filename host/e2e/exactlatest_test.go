package e2e

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// An exact-version request made after a latest request for the same
// package is served the answer the latest request stored under its exact
// version, with the real Go provider and github.com/google/uuid recorded
// behind a placeholder proxy. That answer said "Version from: latest
// release", which tells of the request that chose the version: asked for
// v1.6.0 by name, the agent read that its version had been replaced by
// the latest. The exact request now reads as one made first: the same
// API, no "Version from" line, and no call to the provider.
func TestExactAfterLatestSaysNoLatest(t *testing.T) {
	unsetenv(t, "GOPROXY", "GOFLAGS", "GONOPROXY", "GOPRIVATE", "GOENV")
	proxy := newLabelledServer(t, "goproxy", false, "proxy A")
	home := t.TempDir()
	env := []string{"HOME=" + home, "GOPROXY=" + proxy.URL, "GOMODCACHE=" + filepath.Join(home, "modcache"), "GOWORK=off", "GOSUMDB=off",
		"GOTOOLCHAIN=local", "PKGDOCS_CACHE_DIR=" + t.TempDir()}
	const from = "- Version from: "
	fresh := newSession(t, realProviders(t), nil, env[:len(env)-1:len(env)-1], "--no-cache")
	first := sessionCall(t, fresh, "describe_go_package", map[string]any{"package": "github.com/google/uuid", "version": "v1.6.0"})
	fresh.Close()
	if strings.Contains(first, from) {
		t.Fatalf("an exact request made first says how its version was chosen:\n%s", firstLines(first, 10))
	}

	s := newSession(t, realProviders(t), nil, env)
	defer s.Close()
	latest := sessionCall(t, s, "describe_go_package", map[string]any{"package": "github.com/google/uuid"})
	if !strings.Contains(firstLines(latest, 1), "@v1.6.0") || !strings.Contains(latest, from+"latest release") {
		t.Fatalf("the latest answer is not v1.6.0's with its \"Version from\":\n%s", firstLines(latest, 10))
	}
	before := proxy.requests.Load()
	exact := sessionCall(t, s, "describe_go_package", map[string]any{"package": "github.com/google/uuid", "version": "v1.6.0"})
	if n := proxy.requests.Load() - before; n != 0 {
		t.Errorf("%d requests to the proxy for the exact request, want the answer the latest request stored", n)
	}
	if strings.Contains(exact, from) {
		t.Errorf("the exact request after a latest one says how the latest request chose its version:\n%s", firstLines(exact, 10))
	}
	if d := cmp.Diff(dropLine(first, from), dropLine(exact, from)); d != "" {
		t.Errorf("the exact request after a latest one differs from one made first (-first +after latest):\n%s", d)
	}
}

// dropLine is text without its lines starting with prefix.
func dropLine(text, prefix string) string {
	var kept []string
	for _, l := range strings.Split(text, "\n") {
		if !strings.HasPrefix(l, prefix) {
			kept = append(kept, l)
		}
	}
	return strings.Join(kept, "\n")
}
