package golang

import (
	"context"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// BenchmarkSearchWarm reports the median and 90th percentile of a warm
// search_package_docs on net/http (about a thousand symbols, read from
// the local GOROOT) for queries of every kind; the first search, which
// builds the index, is not counted (issue 28's goal: p50 at most 5 ms).
func BenchmarkSearchWarm(b *testing.B) {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		b.Skipf("go env GOROOT: %v", err)
	}
	root := strings.TrimSpace(string(out))
	p := New(Config{Env: &goenv.Env{GOROOT: root, GOPROXY: "off", GOMODCACHE: b.TempDir(), GOWORK: "off"}})
	ctx := context.Background()
	pkg := sdk.PackageRef{Ecosystem: "go", Name: "net/http"}
	queries := []string{"ListenAndServe", "NewReqest", "how to set a timeout on a client request", "readfile",
		"Client.Do", "shut the server down without dropping connections", "serve files from a directory", "cookie jar"}
	if _, err := p.Search(ctx, sdk.SearchRequest{Package: pkg, Query: "warm up", Fuzzy: true}); err != nil {
		b.Fatal(err)
	}
	var times []time.Duration
	for b.Loop() {
		for _, q := range queries {
			start := time.Now()
			if _, err := p.Search(ctx, sdk.SearchRequest{Package: pkg, Query: q, Limit: 10, Fuzzy: true}); err != nil {
				b.Fatal(err)
			}
			times = append(times, time.Since(start))
		}
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(times[len(times)*9/10].Microseconds())/1000, "p90-ms")
}
