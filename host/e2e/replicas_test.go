package e2e

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/host/cache/redistest"

	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

// Issue 25's goal "two replicas with different local cache paths share
// answers on Redis": two hosts with the real Go provider, the same
// registry configuration (GOPROXY, the user's home) and one Redis, but
// each with its own answer cache (PKGDOCS_CACHE_DIR), module cache
// (GOMODCACHE), build cache (GOCACHE) and temp directory. Those paths are
// machine-local, not what decides the registry, so the second replica
// answers from the first one's answer with no request to the proxy.
func TestReplicasWithOwnCachePathsShareAnswers(t *testing.T) {
	unsetenv(t, "GOPROXY", "GOFLAGS", "GONOPROXY", "GOPRIVATE", "GOENV", "GOMODCACHE", "GOCACHE", "PKGDOCS_NO_CACHE")
	rds := redistest.Start(t)
	proxy := newLabelledServer(t, "goproxy", false, "the loopback proxy")
	home := t.TempDir()
	shared := []string{"HOME=" + home, "GOPROXY=" + proxy.URL, "GOWORK=off", "GOSUMDB=off", "GOTOOLCHAIN=local",
		"PKGDOCS_CACHE_URL=" + rds.URL(5)}
	replica := func(name string) []string {
		local := filepath.Join(t.TempDir(), name)
		return append(append([]string(nil), shared...),
			"PKGDOCS_CACHE_DIR="+filepath.Join(local, "answers"), "GOMODCACHE="+filepath.Join(local, "modcache"),
			"GOCACHE="+filepath.Join(local, "gocache"), "TMPDIR="+t.TempDir())
	}
	plugins := realProviders(t)
	args := map[string]any{"package": "github.com/google/uuid", "version": "v1.3.0"}

	first := newSession(t, plugins, nil, replica("a"))
	answer := sessionCall(t, first, "describe_go_package", args)
	if !strings.HasPrefix(answer, "# github.com/google/uuid@v1.3.0") || !strings.Contains(answer, "Served by the loopback proxy") {
		t.Fatalf("first replica's answer is not uuid v1.3.0 from the loopback proxy:\n%.600s", answer)
	}
	if proxy.requests.Load() == 0 {
		t.Fatal("the first replica answered without asking the proxy")
	}
	// The first replica writes to Redis in the background: wait for the
	// entry to be there, as the shared tier reports it.
	waitRedisEntries(t, replica("stats"), 1)

	before := proxy.requests.Load()
	second := newSession(t, plugins, nil, replica("b"))
	got := sessionCall(t, second, "describe_go_package", args)
	if n := proxy.requests.Load() - before; n != 0 {
		t.Errorf("second replica: %d requests to the proxy, want 0 (the first replica's answer, from Redis)", n)
	}
	if firstLines(got, 1) != firstLines(answer, 1) || !strings.Contains(got, "Served by the loopback proxy") {
		t.Errorf("second replica's answer differs from the first's:\n%.400s\nwant:\n%.400s", got, answer)
	}
}

var redisEntriesRE = regexp.MustCompile(`"redisEntries": (\d+)`)

// waitRedisEntries runs `pkgdocs cache stats --json` with env until the
// shared tier holds at least n entries.
func waitRedisEntries(t *testing.T, env []string, n int) {
	t.Helper()
	deadline := time.Now().Add(waitfor.Left(t))
	for {
		cmd := exec.Command(binHost, "cache", "stats", "--json")
		cmd.Env = append(cmd.Environ(), env...)
		out, err := cmd.Output()
		if m := redisEntriesRE.FindSubmatch(out); err == nil && m != nil {
			if got, _ := strconv.Atoi(string(m[1])); got >= n {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("Redis did not get %d entries: %v\n%s", n, err, out)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
