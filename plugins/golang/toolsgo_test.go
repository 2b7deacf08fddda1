package golang

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestToolsGoIsNoPackage: entgo.io/contrib v0.7.0 (its root's files in
// testdata/toolsgo/entgo-contrib) has at its root only a tools.go, built
// with -tags tools, that imports a tool for its side effect so that go.mod
// records it. Described at the root, that is the module's answer (its
// README and packages) with a note saying what the file is; main
// documented it as a package "for linux/amd64 -tags tools (`go build -tags
// tools`)" that "a program that wants it imports for its side effects",
// which nobody does with a tools.go.
func TestToolsGoIsNoPackage(t *testing.T) {
	const mod, version = "entgo.io/contrib", "v0.7.0"
	files := map[string]string{}
	for _, name := range []string{"tools.go", "LICENSE", "README.md"} {
		b, err := os.ReadFile(filepath.Join("testdata/toolsgo/entgo-contrib", name))
		if err != nil {
			t.Fatal(err)
		}
		files[name] = string(b)
	}
	f := newFakeProxy(t)
	f.add(t, mod, version, "module "+mod+"\n\ngo 1.22\n", files, true)
	p := New(Config{Env: &goenv.Env{GOPROXY: f.srv.URL, GOMODCACHE: t.TempDir(), GOROOT: goroot(t), GOWORK: "off"}})
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref(mod, version, "")})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(d.Summary, "Module entgo.io/contrib has no package at its root") {
		t.Errorf("summary %q, want the module's answer", d.Summary)
	}
	if d.Readme == "" {
		t.Error("no README")
	}
	notes := strings.Join(d.Notes, "\n")
	if !strings.Contains(notes, "is no package to import") || !strings.Contains(notes, "github.com/google/addlicense") {
		t.Errorf("notes do not say what tools.go is: %q", d.Notes)
	}
	for _, wrong := range []string{"side effects (import _", "go build -tags"} {
		if strings.Contains(notes, wrong) {
			t.Errorf("notes tell an agent to do what nobody does with a tools.go (%q): %q", wrong, d.Notes)
		}
	}
}
