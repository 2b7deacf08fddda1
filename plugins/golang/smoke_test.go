//go:build smoke

package golang

import (
	"context"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
)

// TestSmoke describes real packages through the user's GOPROXY (live
// network; run with -tags smoke) and measures latency, bytes downloaded,
// output size and exported-name coverage against `go doc -all`.
func TestSmoke(t *testing.T) {
	pkgs := []string{"github.com/google/uuid", "golang.org/x/sync/errgroup", "gopkg.in/yaml.v3", "net/http", "github.com/hashicorp/go-plugin"}
	p := New(Config{})
	ctx := context.Background()
	for _, name := range pkgs {
		t.Run(name, func(t *testing.T) {
			before := p.BytesDownloaded()
			start := time.Now()
			d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Ecosystem: "go", Name: name}})
			if err != nil {
				t.Fatal(err)
			}
			cold := time.Since(start)
			start = time.Now()
			if _, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Ecosystem: "go", Name: name}}); err != nil {
				t.Fatal(err)
			}
			warm := time.Since(start)
			out := answer.RenderDocument(d, answer.RenderOptions{Ecosystem: "go"})
			cov, total, missing := coverage(t, name, d.Version, out)
			t.Logf("%s@%s: cold %v, warm %v, %d bytes downloaded, %d chars out (~%d tokens), coverage %d/%d %v",
				name, d.Version, cold.Round(time.Millisecond), warm.Round(time.Microsecond), p.BytesDownloaded()-before, len(out), len(out)/4, cov, total, missing)
			if cov != total {
				t.Errorf("outline misses %v", missing)
			}
		})
	}
}

var declName = regexp.MustCompile(`^(?:func (?:\([^)]*\) )?|type |const |var )([A-Z]\w*)|^\t([A-Z]\w*)\b.*=|^\t([A-Z]\w*)$`)

// coverage counts the exported names `go doc -all` prints at top level
// (declarations and const/var group members) that the rendered outline
// mentions.
func coverage(t *testing.T, name, version, out string) (int, int, []string) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go command needed for coverage")
	}
	arg := name
	dir := t.TempDir()
	if !isStd(name) {
		// go doc needs the module in a module graph.
		mod := name
		c := exec.Command(goCmd, "mod", "init", "smoke.invalid/x")
		c.Dir = dir
		c.Run()
		c = exec.Command(goCmd, "get", mod+"@"+version)
		c.Dir = dir
		if b, err := c.CombinedOutput(); err != nil {
			t.Skipf("go get %s: %v %s", mod, err, b)
		}
	}
	c := exec.Command(goCmd, "doc", "-all", arg)
	c.Dir = dir
	doc, err := c.Output()
	if err != nil {
		t.Skipf("go doc: %v", err)
	}
	seen := map[string]bool{}
	var total, found int
	var missing []string
	inGroup := false
	for _, line := range strings.Split(string(doc), "\n") {
		if strings.HasPrefix(line, "const (") || strings.HasPrefix(line, "var (") {
			inGroup = true
			continue
		}
		if line == ")" {
			inGroup = false
			continue
		}
		if strings.HasPrefix(line, "\t") && !inGroup {
			continue
		}
		m := declName.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		n := m[1] + m[2] + m[3]
		if strings.HasPrefix(line, "func (") {
			n = "M:" + n
		}
		if seen[n] {
			continue
		}
		seen[n] = true
		total++
		if strings.Contains(out, strings.TrimPrefix(n, "M:")) {
			found++
		} else {
			missing = append(missing, n)
		}
	}
	return found, total, missing
}
