package golang

import (
	"context"
	"os"
	"path/filepath"
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
