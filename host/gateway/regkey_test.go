package gateway

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/host/cache"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// regWorld is a provider that declares ~/.npmrc and the project's .npmrc
// (contract minor 5) and a fake fetch that answers from the registry the
// effective .npmrc names, counting requests per registry.
type regWorld struct {
	t             *testing.T
	home, project string
	g             *Gateway
	p             *supervise.Provider
	asked         map[string]int
	down          bool // every registry unreachable
	note          string
}

func newRegWorld(t *testing.T, declare bool) *regWorld {
	t.Helper()
	w := &regWorld{t: t, home: t.TempDir(), project: t.TempDir(), asked: map[string]int{}}
	c := cache.New(cache.Options{NoDisk: true})
	t.Cleanup(func() { c.Close() })
	w.g = &Gateway{opt: Options{Cache: c}}
	info := sdk.RemoteInfo{Info: sdk.Info{Name: "npm", Ecosystem: "npm", Version: "1.0.0"}, ContractMinor: sdk.ContractMinor}
	if declare {
		info.ConfigInputs = &sdk.ConfigInputs{Env: []string{"NPM_CONFIG_*"}, Files: []sdk.ConfigFile{
			{Path: "~/.npmrc"}, {Path: ".npmrc", Project: true, SearchAncestors: true},
		}}
	}
	w.p = supervise.NewDeclared("npm", filepath.Join(t.TempDir(), "absent"), info, supervise.Options{Env: []string{"HOME=" + w.home}})
	w.setUser("r1")
	return w
}

func (w *regWorld) write(dir, registry string) {
	w.t.Helper()
	if err := os.WriteFile(filepath.Join(dir, ".npmrc"), []byte("registry=http://"+registry+".invalid/\n"), 0o644); err != nil {
		w.t.Fatal(err)
	}
}

func (w *regWorld) setUser(registry string) { w.write(w.home, registry) }

// registry is what the provider would resolve: the trusted project's
// .npmrc, else the user's.
func (w *regWorld) registry(trusted bool) string {
	for _, dir := range []string{w.project, w.home} {
		if dir == w.project && !trusted {
			continue
		}
		if b, err := os.ReadFile(filepath.Join(dir, ".npmrc")); err == nil {
			return strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(string(b)), "registry="), "/")
		}
	}
	return ""
}

// describe asks for pkg@version and returns the registry the answer came
// from and whether the cache answered.
func (w *regWorld) describe(version string, project string, trusted bool) (from string, hit bool) {
	w.t.Helper()
	ref := sdk.PackageRef{Ecosystem: "npm", Name: "pkg", Version: version, ProjectPath: project, ProjectTrusted: trusted}
	fetch := func(context.Context) (fetched, error) {
		reg := w.registry(trusted)
		w.asked[reg]++
		if w.down {
			return fetched{}, sdk.Unavailable("%s is down", reg)
		}
		doc := &sdk.Document{Name: "pkg", Version: version, Summary: "from " + reg, Source: sdk.Source{Kind: sdk.SourceRegistry, Registry: reg}}
		b, err := serve.MarshalDocument(doc)
		return fetched{value: b, version: version, registry: reg, decoded: doc}, err
	}
	a, err := w.g.cached(context.Background(), w.p, "describe", describeArgs(ref, ""), fetch)
	if err != nil {
		w.t.Fatal(err)
	}
	doc, err := decodeDocument(a)
	if err != nil {
		w.t.Fatal(err)
	}
	w.note = a.note
	return strings.TrimPrefix(doc.Summary, "from "), a.hit
}

// An exact-version answer follows the registry configured: after the
// user's .npmrc points elsewhere the other registry is asked, and when it
// points back the first answer is served from the cache without asking
// anyone. Configurations that resolve to one registry share its entries.
func TestCacheKeyFollowsRegistry(t *testing.T) {
	w := newRegWorld(t, true)
	const r1, r2 = "http://r1.invalid", "http://r2.invalid"
	steps := []struct {
		name     string
		change   func()
		version  string
		wantFrom string
		wantHit  bool
	}{
		{"first", nil, "1.0.0", r1, false},
		{"again", nil, "1.0.0", r1, true},
		{"another version", nil, "2.0.0", r1, false},
		{"switched to r2", func() { w.setUser("r2") }, "1.0.0", r2, false},
		{"r2 again", nil, "1.0.0", r2, true},
		{"switched back", func() { w.setUser("r1") }, "1.0.0", r1, true},
		// Another file that resolves to r1 again: one request learns where
		// it points...
		{"same registry, other config", func() {
			os.WriteFile(filepath.Join(w.home, ".npmrc"), []byte("registry=http://r1.invalid/\n\n"), 0o644)
		}, "1.0.0", r1, false},
		// ...then r1's entries are shared.
		{"shared entry", nil, "2.0.0", r1, true},
	}
	for _, s := range steps {
		if s.change != nil {
			s.change()
		}
		before := w.asked[s.wantFrom]
		from, hit := w.describe(s.version, "", false)
		if from != s.wantFrom || hit != s.wantHit {
			t.Errorf("%s: answer from %s (hit %v), want %s (hit %v)", s.name, from, hit, s.wantFrom, s.wantHit)
		}
		if hit && w.asked[s.wantFrom] != before {
			t.Errorf("%s: a cache hit asked the registry", s.name)
		}
	}
	if w.asked[r1] != 3 || w.asked[r2] != 1 {
		t.Errorf("registries asked %v, want r1 three times and r2 once", w.asked)
	}
}

// A trusted project's .npmrc counts, an untrusted one's does not (the
// provider ignores it too).
func TestCacheKeyProjectTrust(t *testing.T) {
	w := newRegWorld(t, true)
	const r1, rp = "http://r1.invalid", "http://rp.invalid"
	if from, _ := w.describe("1.0.0", w.project, true); from != r1 {
		t.Fatalf("no project .npmrc: from %s", from)
	}
	w.write(w.project, "rp")
	if from, hit := w.describe("1.0.0", w.project, true); from != rp || hit {
		t.Errorf("trusted project .npmrc added: from %s (hit %v), want %s asked", from, hit, rp)
	}
	if from, _ := w.describe("1.0.0", w.project, false); from != r1 {
		t.Errorf("untrusted: from %s, want %s", from, r1)
	}
	w.write(w.project, "rq")
	if from, hit := w.describe("1.0.0", w.project, false); from != r1 || !hit {
		t.Errorf("untrusted project .npmrc changed: from %s (hit %v), want %s from the cache", from, hit, r1)
	}
}

// A provider that declares nothing (before contract minor 5) keeps the
// old keys: the cache cannot see a registry switch, and says nothing
// about it.
func TestCacheKeyUndeclared(t *testing.T) {
	w := newRegWorld(t, false)
	w.describe("1.0.0", "", false)
	w.setUser("r2")
	if from, hit := w.describe("1.0.0", "", false); from != "http://r1.invalid" || !hit {
		t.Errorf("undeclared provider: from %s (hit %v), want the old keying's cached r1 answer", from, hit)
	}
}

// Offline under a configuration never asked about the package (a cache
// carried elsewhere, a registry switched while it is down): the answer
// last learned, from whichever registry, with a note naming it.
func TestCacheKeyOfflineOtherConfig(t *testing.T) {
	w := newRegWorld(t, true)
	w.describe("1.0.0", "", false)
	w.setUser("r2")
	w.down = true
	from, hit := w.describe("1.0.0", "", false)
	if from != "http://r1.invalid" || !hit {
		t.Fatalf("offline: from %s (hit %v), want r1's cached answer", from, hit)
	}
	if !strings.Contains(w.note, "as http://r1.invalid answered it") || !strings.Contains(w.note, "r2.invalid is down") {
		t.Errorf("note %q does not say where the answer came from and why", w.note)
	}
	// Online again, the configured registry answers.
	w.down = false
	if from, _ := w.describe("1.0.0", "", false); from != "http://r2.invalid" || w.note != "" {
		t.Errorf("online: from %s, note %q; want r2 and no note", from, w.note)
	}
}

// The trusted mark in a provider tool's cache arguments is the host's: an
// agent that sends it (a JSON key may hold a NUL) does not get it.
func TestToolKeyArgsTrustMark(t *testing.T) {
	for _, tt := range []struct {
		name    string
		args    map[string]any
		trusted bool
		want    map[string]any
	}{
		{"untrusted", map[string]any{"q": "x"}, false, map[string]any{"q": "x"}},
		{"trusted", map[string]any{"q": "x"}, true, map[string]any{"q": "x", trustedArg: true}},
		{"spoofed, untrusted", map[string]any{"q": "x", trustedArg: true}, false, map[string]any{"q": "x"}},
		{"spoofed false, trusted", map[string]any{"q": "x", trustedArg: false}, true, map[string]any{"q": "x", trustedArg: true}},
	} {
		if diff := cmp.Diff(tt.want, toolKeyArgs(tt.args, tt.trusted)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
	}
}
