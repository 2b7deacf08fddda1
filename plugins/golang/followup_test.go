package golang

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
)

// TestFollowUpCallKeepsTheProjectsAnswer: a package described from a
// project whose answer runs to more pages than the host's answer cache
// keeps (an answer over its value bound, the cache off, an entry expired)
// is described again for each page by the follow-up call page one ends
// with, which names the answer's version beside its projectPath. That call
// must get page one's document back: the project's files and "Version
// from", not the same version answered as one asked for, whose header
// differs, so that the pager refused the cursor ("the document has changed
// since") and no page after the first could be read. The module is
// github.com/aws/aws-sdk-go-v2/service/s3 v1.114.10 as recorded in
// testdata/awsclient, served by a proxy on a placeholder host.
func TestFollowUpCallKeepsTheProjectsAnswer(t *testing.T) {
	const mod, version = "github.com/aws/aws-sdk-go-v2/service/s3", "v1.114.10"
	files := map[string]string{}
	ents, err := os.ReadDir("testdata/awsclient")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join("testdata/awsclient", e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		files[e.Name()] = string(b)
	}
	f := newFakeProxy(t)
	f.add(t, mod, version, "module "+mod+"\n\ngo 1.22\n", files, true)
	p := New(Config{Env: &goenv.Env{GOPROXY: f.srv.URL, GOMODCACHE: t.TempDir(), GOROOT: goroot(t), GOWORK: "off"}})
	project := t.TempDir()
	if err := os.WriteFile(filepath.Join(project, "go.mod"), []byte("module example.com/app\n\ngo 1.22\n\nrequire "+mod+" "+version+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	first, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref(mod, "", project)})
	if err != nil {
		t.Fatal(err)
	}
	if first.Version != version {
		t.Fatalf("version %q, want the project's %s", first.Version, version)
	}
	opt := answer.RenderOptions{Ecosystem: "go", MaxLength: 6000}
	one, err := answer.RenderPage(first, opt, "")
	if err != nil {
		t.Fatal(err)
	}
	if one.Next == "" {
		t.Fatal("one page: the test no longer shows the shape")
	}
	// The follow-up call: the same package, projectPath and the version
	// page one answered.
	again, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref(mod, first.Version, project)})
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(first, again, cmpopts.IgnoreFields(sdk.Source{}, "FetchedAt")); d != "" {
		t.Errorf("the follow-up call's document differs from page one's (-first +again):\n%s", d)
	}
	if _, err := answer.RenderPage(again, opt, one.Next); err != nil {
		t.Errorf("page two: %v", err)
	}
}

// TestSourceIsEachCallers: the module files fetched from GOPROXY are
// remembered once per module version, but what they are (the project's
// go.mod's version, or a version asked for) is each call's. Kept from the
// first call, a project's answer said "registry" after a call naming the
// version, and a version asked for said "project manifest" after a
// project's call; an answer and its follow-up could differ by which came
// first.
func TestSourceIsEachCallers(t *testing.T) {
	p := newProvider(t, world(t), "")
	app := t.TempDir()
	if err := os.WriteFile(filepath.Join(app, "go.mod"), []byte("module example.com/app\n\ngo 1.22\n\nrequire example.com/uuid v1.0.0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		ref  sdk.PackageRef
		kind sdk.SourceKind
	}{
		{ref("example.com/uuid", "v1.0.0", ""), sdk.SourceRegistry},
		{ref("example.com/uuid", "", app), sdk.SourceManifest},
		{ref("example.com/uuid", "v1.0.0", ""), sdk.SourceRegistry},
	}
	for i, s := range steps {
		d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: s.ref})
		if err != nil {
			t.Fatal(err)
		}
		if d.Source.Kind != s.kind {
			t.Errorf("call %d (%+v): source %v, want %v", i+1, s.ref, d.Source.Kind, s.kind)
		}
	}
}

// TestLatestReleaseSourceIsTheProxys: the latest release of a module whose
// files the module cache already holds was labelled "source: cache", as
// if the cache had chosen the version, while the proxy's list did; and the
// follow-up call page one gives (the version it answered) got the cache's
// answer, whose header differed, so with the answer cache off the pager
// refused the cursor. Now the latest release is the proxy's answer,
// wherever its files are read; only when the proxy's list cannot be read
// is the version the module cache's newest, and the answer says so. The
// module is github.com/aws/aws-sdk-go-v2/service/s3 v1.114.10 as recorded
// in testdata/awsclient, extracted in a module cache, listed by a proxy on
// a placeholder host.
func TestLatestReleaseSourceIsTheProxys(t *testing.T) {
	const mod, version = "github.com/aws/aws-sdk-go-v2/service/s3", "v1.114.10"
	const gomod = "module " + mod + "\n\ngo 1.22\n"
	files := map[string]string{}
	ents, err := os.ReadDir("testdata/awsclient")
	if err != nil {
		t.Fatal(err)
	}
	modcache := t.TempDir()
	dir := filepath.Join(modcache, filepath.FromSlash(mod)+"@"+version)
	dl := filepath.Join(modcache, "cache", "download", filepath.FromSlash(mod), "@v")
	for _, d := range []string{dir, dl} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join("testdata/awsclient", e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		files[e.Name()] = string(b)
		if err := os.WriteFile(filepath.Join(dir, e.Name()), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for name, body := range map[string]string{
		filepath.Join(dir, "go.mod"):       gomod,
		filepath.Join(dl, version+".mod"):  gomod,
		filepath.Join(dl, version+".info"): `{"Version":"` + version + `","Time":"2025-01-01T00:00:00Z"}`,
		filepath.Join(dl, "list"):          version + "\n",
	} {
		if err := os.WriteFile(name, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f := newFakeProxy(t)
	f.add(t, mod, version, gomod, files, true)
	for _, tc := range []struct {
		name, goproxy string
		want          sdk.Source
		versionFrom   string
		wantNote      bool
	}{
		{name: "proxy lists the versions", goproxy: f.srv.URL,
			want:        sdk.Source{Kind: sdk.SourceRegistry, Detail: f.srv.URL, Registry: sdk.RegistryID(f.srv.URL)},
			versionFrom: "latest release"},
		{name: "no proxy", goproxy: "off",
			want:        sdk.Source{Kind: sdk.SourceCache, Detail: dir},
			versionFrom: "newest version in the module cache", wantNote: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := New(Config{Env: &goenv.Env{GOPROXY: tc.goproxy, GOMODCACHE: modcache, GOROOT: goroot(t), GOWORK: "off"}})
			ctx := context.Background()
			first, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref(mod, "", "")})
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tc.want, first.Source, cmpopts.IgnoreFields(sdk.Source{}, "FetchedAt")); d != "" {
				t.Errorf("source (-want +got):\n%s", d)
			}
			var from string
			for _, fact := range first.Facts {
				if fact.Label == sdk.FactVersionFrom {
					from = fact.Value
				}
			}
			if from != tc.versionFrom {
				t.Errorf("Version from %q, want %q", from, tc.versionFrom)
			}
			noted := false
			for _, n := range first.Notes {
				noted = noted || strings.Contains(n, "newest version of "+mod+" in the module cache")
			}
			if noted != tc.wantNote {
				t.Errorf("note on the module cache's newest version: %v, want %v (notes %q)", noted, tc.wantNote, first.Notes)
			}
			opt := answer.RenderOptions{Ecosystem: "go", MaxLength: 6000}
			one, err := answer.RenderPage(first, opt, "")
			if err != nil {
				t.Fatal(err)
			}
			if one.Next == "" {
				t.Fatal("one page: the test no longer shows the shape")
			}
			again, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref(mod, first.Version, "")})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := answer.RenderPage(again, opt, one.Next); err != nil {
				t.Errorf("page two from the follow-up call: %v", err)
			}
		})
	}
}
