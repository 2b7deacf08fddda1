package e2e

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/pkgdocs/pkgdocs/host/cache/redistest"

	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

var (
	buildUpstream    sync.Once
	binUpstream      string
	buildUpstreamErr error
)

// upstreamPlugins makes a plugins dir with the upstream fixture provider,
// which fetches every package from $PKGDOCS_FIXTURE_UPSTREAM.
func upstreamPlugins(t *testing.T) string {
	t.Helper()
	buildUpstream.Do(func() {
		binUpstream = filepath.Join(filepath.Dir(cacheDir), "upstreamprovider")
		cmd := exec.Command("go", "build", "-o", binUpstream, "./host/e2e/testdata/upstreamprovider")
		cmd.Dir = moduleRoot()
		if out, err := cmd.CombinedOutput(); err != nil {
			buildUpstreamErr = fmt.Errorf("build upstreamprovider: %v\n%s", err, out)
		}
	})
	if buildUpstreamErr != nil {
		t.Fatal(buildUpstreamErr)
	}
	dir := t.TempDir()
	install(t, binUpstream, filepath.Join(dir, "pkgdocs-provider-upstream"), 0o755)
	return dir
}

// registry is a fake upstream that counts the requests for each package
// and answers slowly, as a real registry on a cold package does, so
// concurrent misses overlap.
type registry struct {
	*httptest.Server
	mu     sync.Mutex
	counts map[string]int
}

func newRegistry(t *testing.T, delay time.Duration) *registry {
	r := &registry{counts: map[string]int{}}
	r.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		name := strings.TrimPrefix(req.URL.Path, "/")
		r.mu.Lock()
		r.counts[name]++
		r.mu.Unlock()
		time.Sleep(delay)
		fmt.Fprintf(w, "docs of %s\n", name)
	}))
	t.Cleanup(r.Close)
	return r
}

func (r *registry) count(name string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.counts[name]
}

// fleet starts n `serve --http --stateless` replicas sharing one Redis.
func startFleet(t *testing.T, n int, pluginsDir string, env []string) []*httpHost {
	var hosts []*httpHost
	for range n {
		h := startHTTP(t, pluginsDir, env, "--stateless", "--rate-limit", "0", "--metrics-public")
		waitReady(t, h.base)
		hosts = append(hosts, h)
	}
	return hosts
}

// askAll has clients clients, spread over the hosts, each describe every
// package (in its own order), and fails the test on any error.
func askAll(t *testing.T, hosts []*httpHost, clients int, pkgs []string) (latencies []time.Duration) {
	t.Helper()
	var mu sync.Mutex
	var wg sync.WaitGroup
	cls := make([]*client.Client, clients)
	for i := range clients {
		cls[i] = httpClient(t, hosts[i%len(hosts)].url, "", nil)
	}
	// A hang guard, not a latency check: 64 clients on a loaded 2-core
	// machine can wait their turn for a long time.
	ctx := waitfor.Context(t)
	for i := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range pkgs {
				p := pkgs[(i+j)%len(pkgs)]
				t0 := time.Now()
				res, err := cls[i].CallTool(ctx, toolReq("describe_upstream_package", map[string]any{"package": p}))
				d := time.Since(t0)
				if err != nil || res.IsError {
					t.Errorf("client %d, %s: err %v, result %+v", i, p, err, res)
					continue
				}
				text := res.Content[0].(mcp.TextContent).Text
				if !strings.Contains(text, "docs of "+p) {
					t.Errorf("client %d, %s: %.200q", i, p, text)
				}
				mu.Lock()
				latencies = append(latencies, d)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return latencies
}

var metricLine = regexp.MustCompile(`(?m)^(\S+) (\S+)$`)

// scrapeSum sums a metric series (name with labels, exactly as printed)
// over the hosts' /metrics.
func scrapeSum(t *testing.T, hosts []*httpHost, series string) float64 {
	t.Helper()
	var sum float64
	for _, h := range hosts {
		code, body := httpGet(t, h.base+"/metrics")
		if code != 200 {
			t.Fatalf("/metrics: %d %.200s", code, body)
		}
		for _, m := range metricLine.FindAllStringSubmatch(body, -1) {
			if m[1] == series {
				v, _ := strconv.ParseFloat(m[2], 64)
				sum += v
			}
		}
	}
	return sum
}

func fetchesPer(r *registry, pkgs []string) []int {
	var out []int
	for _, p := range pkgs {
		out = append(out, r.count(p))
	}
	return out
}

func p99(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	return ds[(len(ds)*99)/100]
}

// TestFleetOneFetchPerColdPackage: 64 clients over three stateless
// replicas sharing one Redis ask for the same cold packages; the
// registry sees one fetch per package. Then: a restarted replica answers
// warm; Redis killed mid-run, every call still succeeds; Redis back, the
// shared tier is used again; the metrics moved with the calls.
func TestFleetOneFetchPerColdPackage(t *testing.T) {
	rds := redistest.Start(t)
	reg := newRegistry(t, 300*time.Millisecond)
	pluginsDir := upstreamPlugins(t)
	// What is counted is fetches, not latency: a Redis answer that is
	// merely late (a loaded machine) must not count as a failure, which
	// makes a replica fetch without a lease; nor may a lease holder slow
	// to fetch make the others give up on it. The defaults (50 ms, 15 s)
	// are for a healthy production fleet.
	env := []string{"PKGDOCS_CACHE_URL=" + rds.URL(0), "PKGDOCS_FIXTURE_UPSTREAM=" + reg.URL,
		"PKGDOCS_CACHE_TIMEOUT=1m", "PKGDOCS_CACHE_LEASE_WAIT=5m"}

	// One replica first, on its own packages: the baseline.
	one := startFleet(t, 1, pluginsDir, append(env, "PKGDOCS_CACHE_PREFIX=solo:"))
	solo := []string{"solo-a", "solo-b", "solo-c", "solo-d"}
	askAll(t, one, 16, solo)
	t.Logf("1 replica, 16 clients: upstream fetches per cold package %v", fetchesPer(reg, solo))
	for _, p := range solo {
		if n := reg.count(p); n != 1 {
			t.Errorf("1 replica: %s fetched %d times, want 1", p, n)
		}
	}
	t0 := time.Now()
	warm1 := askAll(t, one, 64, solo)
	t.Logf("1 replica, warm: %d calls in %v (%.0f calls/s), p99 %v", len(warm1), time.Since(t0).Round(time.Millisecond),
		float64(len(warm1))/time.Since(t0).Seconds(), p99(warm1))
	one[0].stop(15 * time.Second)

	hosts := startFleet(t, 3, pluginsDir, env)
	pkgs := []string{"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"}
	t0 = time.Now()
	cold := askAll(t, hosts, 64, pkgs)
	t.Logf("3 replicas, 64 clients, %d cold packages: %d calls in %v, p99 %v; upstream fetches per package %v",
		len(pkgs), len(cold), time.Since(t0).Round(time.Millisecond), p99(cold), fetchesPer(reg, pkgs))
	t.Logf("fleet leases: won %v, waited %v, timeout %v; redis errors %v",
		scrapeSum(t, hosts, `pkgdocs_cache_fleet_leases_total{result="won"}`), scrapeSum(t, hosts, `pkgdocs_cache_fleet_leases_total{result="waited"}`),
		scrapeSum(t, hosts, `pkgdocs_cache_fleet_leases_total{result="timeout"}`), scrapeSum(t, hosts, `pkgdocs_cache_redis_errors_total`))
	for _, p := range pkgs {
		if n := reg.count(p); n != 1 {
			t.Errorf("3 replicas: %s fetched %d times, want 1", p, n)
		}
	}
	calls := float64(64 * len(pkgs))
	if got := scrapeSum(t, hosts, `pkgdocs_tool_calls_total{outcome="ok",tool="describe_upstream_package"}`); got != calls {
		t.Errorf("metrics: %v ok calls over the fleet, want %v", got, calls)
	}
	if got := scrapeSum(t, hosts, `pkgdocs_upstream_fetches_total{provider="upstream"}`); got != float64(len(pkgs)) {
		t.Errorf("metrics: %v upstream fetches over the fleet, want %d", got, len(pkgs))
	}
	if got := scrapeSum(t, hosts, `pkgdocs_cache_redis_up`); got != 3 {
		t.Errorf("metrics: redis up on %v replicas, want 3", got)
	}

	// Warm: the same again.
	t0 = time.Now()
	warm := askAll(t, hosts, 64, pkgs)
	t.Logf("3 replicas, warm: %d calls in %v (%.0f calls/s), p99 %v", len(warm), time.Since(t0).Round(time.Millisecond),
		float64(len(warm))/time.Since(t0).Seconds(), p99(warm))

	// A replica restarted answers warm from Redis.
	hosts[0].stop(15 * time.Second)
	hosts[0] = startFleet(t, 1, pluginsDir, env)[0]
	askAll(t, hosts[:1], 2, pkgs)
	if got := fetchesPer(reg, pkgs); fmt.Sprint(got) != fmt.Sprint([]int{1, 1, 1, 1, 1, 1, 1, 1}) {
		t.Errorf("after a replica restart: fetches %v, want all 1 (answered from redis)", got)
	}
	if got := scrapeSum(t, hosts[:1], `pkgdocs_cache_hits_total{tier="redis"}`); got < float64(len(pkgs)) {
		t.Errorf("restarted replica: %v redis hits, want ≥ %d", got, len(pkgs))
	}

	// Redis killed mid-run: every call still succeeds.
	rds.Kill()
	down := []string{"india", "juliet"}
	askAll(t, hosts, 6, down)
	t.Logf("redis down, 3 replicas: upstream fetches per cold package %v", fetchesPer(reg, down))
	if got := scrapeSum(t, hosts, `pkgdocs_cache_redis_up`); got != 0 {
		t.Errorf("metrics: redis up on %v replicas while it is down", got)
	}

	// Redis back: used again without a restart (the replicas ping it
	// every half second). Waited for as the replicas report it, up to go
	// test's deadline.
	rds.Restart()
	waitfor.Cond(t, "Redis up on all 3 replicas", func() bool { return scrapeSum(t, hosts, `pkgdocs_cache_redis_up`) == 3 })
	askAll(t, hosts[1:2], 1, []string{"kilo"})
	askAll(t, hosts[2:3], 1, []string{"kilo"})
	if n := reg.count("kilo"); n != 1 {
		t.Errorf("after redis came back: kilo fetched %d times by two replicas, want 1 (shared again)", n)
	}
}

// TestPrefetchWarmsTheSharedCache: `pkgdocs prefetch --project DIR`
// describes the project's direct dependencies into Redis, and says so.
func TestPrefetchWarmsTheSharedCache(t *testing.T) {
	rds := redistest.Start(t)
	dir := project(t, "widget 1.0.0", "gadget 0.2.0")
	env := append(hostEnv(plugins(t, "versioned")), "PKGDOCS_CACHE_URL="+rds.URL(3))
	run := func(args ...string) (string, string, int) {
		cmd := exec.Command(binHost, args...)
		cmd.Env = append(cmd.Environ(), env...)
		var out, errb strings.Builder
		cmd.Stdout, cmd.Stderr = &out, &errb
		_ = cmd.Run()
		return out.String(), errb.String(), cmd.ProcessState.ExitCode()
	}
	out, errOut, code := run("prefetch", "--project", dir)
	if code != 0 || !strings.Contains(out, "2 dependencies, 2 described into the cache, 0 failed") {
		t.Fatalf("prefetch: exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
	out, errOut, code = run("cache", "stats", "--json")
	if code != 0 || !regexp.MustCompile(`"redisEntries": [2-9]`).MatchString(out) {
		t.Fatalf("cache stats after prefetch: exit %d\n%s\n%s", code, out, errOut)
	}
	// A package the provider does not know: reported, exit 1.
	bad := project(t, "widget 1.0.0", "nosuch 1.0.0")
	out, errOut, code = run("prefetch", "--project", bad, "--ecosystem", "versioned")
	if code != 1 || !strings.Contains(out, "1 failed") || !strings.Contains(errOut, "failed versioned nosuch") {
		t.Errorf("prefetch with an unknown dependency: exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
}

// TestExportImportOffline: prefetch a project's dependencies, export the
// cache, import the bundle into an empty cache on a "machine" whose
// registry is dead: every prefetched package is answered (from the cache,
// with the note saying so).
func TestExportImportOffline(t *testing.T) {
	reg := newRegistry(t, 0)
	pluginsDir := upstreamPlugins(t)
	proj := t.TempDir()
	pkgs := []string{"lima", "mike", "november"}
	if err := os.WriteFile(filepath.Join(proj, "upstream.deps"), []byte(strings.Join(pkgs, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(cacheDir string, args ...string) (string, string, int) {
		cmd := exec.Command(binHost, args...)
		cmd.Env = append(cmd.Environ(), "PKGDOCS_PLUGINS_DIR="+pluginsDir, "PKGDOCS_CACHE_DIR="+cacheDir, "PKGDOCS_FIXTURE_UPSTREAM="+reg.URL)
		var out, errb strings.Builder
		cmd.Stdout, cmd.Stderr = &out, &errb
		_ = cmd.Run()
		return out.String(), errb.String(), cmd.ProcessState.ExitCode()
	}
	online, offline := t.TempDir(), t.TempDir()
	if out, errOut, code := run(online, "prefetch", "--project", proj); code != 0 || !strings.Contains(out, "3 dependencies, 3 described") {
		t.Fatalf("prefetch: exit %d\n%s\n%s", code, out, errOut)
	}
	bundle := filepath.Join(t.TempDir(), "docs.bundle")
	if out, errOut, code := run(online, "cache", "export", bundle); code != 0 || !strings.Contains(out, "answers exported") {
		t.Fatalf("export: exit %d\n%s\n%s", code, out, errOut)
	}
	reg.Close() // the registry is gone
	if out, errOut, code := run(offline, "cache", "import", bundle); code != 0 || !strings.Contains(out, "imported, 0 skipped") {
		t.Fatalf("import: exit %d\n%s\n%s", code, out, errOut)
	}
	for _, p := range pkgs {
		out, errOut, code := run(offline, "describe", "upstream", p, "--project", proj)
		if code != 0 || !strings.Contains(out, "docs of "+p) {
			t.Errorf("offline describe %s: exit %d\n%s\n%s", p, code, out, errOut)
		}
	}
	// Importing again changes nothing.
	if out, _, code := run(offline, "cache", "import", bundle); code != 0 || !strings.Contains(out, "0 answers imported") {
		t.Errorf("second import: exit %d %s", code, out)
	}
}
