package golang

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestGOPATHMode: GO111MODULE=off and a project in GOPATH/src with no
// go.mod, as Go projects were laid out before modules: the go command
// builds golang.org/x/mod/semver (a real package, copied from the module
// this repository builds with) from the project's vendor/ directories,
// else the first GOPATH entry's src holding it. Main answered the proxy's
// latest release instead (under GOPROXY=off, an error). The answer is
// that directory, at no version, from the first page to the follow-up.
func TestGOPATHMode(t *testing.T) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "golang.org/x/mod").Output()
	if err != nil {
		t.Skipf("golang.org/x/mod not in the module cache: %v", err)
	}
	semverSrc := filepath.Join(strings.TrimSpace(string(out)), "semver")
	copyPkg := func(t *testing.T, to string) {
		t.Helper()
		if err := os.MkdirAll(to, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, f := range []string{"semver.go"} {
			b, err := os.ReadFile(filepath.Join(semverSrc, f))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(to, f), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	const pkg = "golang.org/x/mod/semver"
	for _, tc := range []struct {
		name   string
		off    bool
		places []string // where copies go, relative to the temp dir
		want   string   // the copy answered; "" for not the GOPATH's
	}{
		{name: "first GOPATH entry", off: true, places: []string{"gp1/src/" + pkg}, want: "gp1/src/" + pkg},
		{name: "second GOPATH entry", off: true, places: []string{"gp2/src/" + pkg}, want: "gp2/src/" + pkg},
		{name: "vendor above the project", off: true, places: []string{"gp1/src/example.com/vendor/" + pkg, "gp1/src/" + pkg}, want: "gp1/src/example.com/vendor/" + pkg},
		{name: "module mode", places: []string{"gp1/src/" + pkg}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			project := filepath.Join(root, "gp1", "src", "example.com", "app")
			if err := os.MkdirAll(project, 0o755); err != nil {
				t.Fatal(err)
			}
			os.WriteFile(filepath.Join(project, "main.go"), []byte("package main\n\nimport _ \""+pkg+"\"\n\nfunc main() {}\n"), 0o644)
			for _, p := range tc.places {
				copyPkg(t, filepath.Join(root, filepath.FromSlash(p)))
			}
			env := &goenv.Env{GOPROXY: "off", GOMODCACHE: t.TempDir(), GOROOT: goroot(t), GOWORK: "off",
				GOPATH: filepath.Join(root, "gp1") + string(os.PathListSeparator) + filepath.Join(root, "gp2")}
			if tc.off {
				env.GO111MODULE = "off"
			}
			p := New(Config{Env: env})
			doc, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: ref(pkg, "", project), MaxLength: 1500})
			if tc.want == "" {
				if err == nil && strings.HasPrefix(doc.Source.Detail, root) {
					t.Errorf("module mode answered the GOPATH copy %s", doc.Source.Detail)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			want := filepath.Join(root, filepath.FromSlash(tc.want))
			if doc.Version != "(local)" || doc.Source.Kind != sdk.SourceLocalFolder || doc.Source.Detail != want {
				t.Errorf("answered %s from %+v; want (local) from %s", doc.Version, doc.Source, want)
			}
			if !slices.Contains(symbolNames(doc), "Compare") {
				t.Errorf("symbols %v lack Compare", symbolNames(doc))
			}
			// the follow-up call names the answer's version
			again, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: ref(pkg, doc.Version, project), MaxLength: 1500})
			if err != nil || again.Source.Detail != want {
				t.Errorf("follow-up: %v %+v", err, again)
			}
		})
	}
}
