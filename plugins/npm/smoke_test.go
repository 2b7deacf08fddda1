//go:build smoke

package npm

// The smoke test talks to the registry the machine's npm is configured for
// and checks the provider against npm itself. Opt-in: go test -tags smoke.

import (
	"context"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
)

var smokePackages = []string{"express", "react", "zod", "lodash", "axios"}

func npmView(t *testing.T, name string) string {
	t.Helper()
	out, err := exec.Command("npm", "view", "--", name, "version").Output()
	if err != nil {
		t.Fatalf("npm view %s: %v", name, err)
	}
	lines := strings.Fields(strings.TrimSpace(string(out)))
	return lines[len(lines)-1]
}

func TestSmoke(t *testing.T) {
	ctx := context.Background()
	p := New(Config{Version: "smoke"})
	// Warm npm config get registry once so per-package figures are about
	// the registry, and report what it cost.
	start := time.Now()
	if _, err := p.config(ctx, sdk.PackageRef{}); err != nil {
		t.Fatal(err)
	}
	t.Logf("npm config get registry: %v", time.Since(start).Round(time.Millisecond))
	for _, name := range smokePackages {
		t.Run(name, func(t *testing.T) {
			want := npmView(t, name)
			start := time.Now()
			l, err := p.load(ctx, sdk.PackageRef{Name: name})
			if err != nil {
				t.Fatal(err)
			}
			doc := p.document(l)
			cold := time.Since(start)
			if doc.Version != want {
				t.Errorf("version %s, npm view says %s", doc.Version, want)
			}
			start = time.Now()
			if _, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: name}}); err != nil {
				t.Fatal(err)
			}
			warm := time.Since(start)

			_, raw := l.readmeFile()
			out := answer.RenderDocument(doc, answer.RenderOptions{Ecosystem: "npm"})
			full := answer.RenderDocument(doc, answer.RenderOptions{Ecosystem: "npm", MaxLength: -1})
			top, topIn, all, allIn, root, rootIn := 0, 0, 0, 0, 0, 0
			kinds := map[string]string{}
			for _, s := range l.api.Symbols {
				kinds[s.Name] = s.Kind
				if strings.HasPrefix(s.Signature, "export =") || strings.HasPrefix(s.Signature, "export default") {
					kinds[s.Name] = "namespace"
				}
			}
			seen := map[string]bool{}
			for _, s := range l.api.Symbols {
				short := s.Name[strings.LastIndex(s.Name, ".")+1:]
				in := strings.Contains(out, short)
				all++
				if in {
					allIn++
				}
				if s.Parent == "" && !seen["\x00"+s.Name] {
					seen["\x00"+s.Name] = true
					root++
					if in {
						rootIn++
					}
				}
				if (s.Parent == "" || kinds[s.Parent] == "namespace") && !seen[s.Name] {
					seen[s.Name] = true
					top++
					if in {
						topIn++
					}
				}
			}
			t.Logf("%s@%s cold %v warm %v | downloaded %d B (tarball %d B) | README %d → %d tokens | output %d tokens (unbudgeted %d) | exports (top-level, namespace contents, default-value members; distinct) named in output %d/%d (top-level %d/%d), all symbols incl. members %d/%d | types: %s",
				doc.Name, doc.Version, cold.Round(time.Millisecond), warm.Round(time.Microsecond), l.bytes, l.tarballBytes,
				len(raw)/4, len(doc.Readme)/4, len(out)/4, len(full)/4, topIn, top, rootIn, root, allIn, all, fact(doc, "Types"))
		})
	}
}
