package golang

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// fakeGOROOT is a toolchain directory that says which Go it is, and
// nothing more: what a non-standard package's answer reads of GOROOT.
func fakeGOROOT(t *testing.T, goVersion string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "VERSION"), []byte(goVersion+"\ntime 2026-11-01T00:00:00Z\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestGoLineNewerThanToolchain: github.com/ardanlabs/jinja v1.12.0, its
// latest release, says go 1.27.0 in its go.mod; the Go here is 1.26.8,
// with GOTOOLCHAIN=local, so `go get` of it fails ("requires go >=
// 1.27.0"), and with GOTOOLCHAIN=auto it switches toolchains and raises
// the project's go line. The answer's Install line said `go get …@v1.12.0`
// and nothing else. Its list, the go.mod files of v1.8.0 to v1.12.0 (go
// 1.26.0, then go 1.27.0) and a zip trimmed to go.mod and template.go are
// recorded in testdata/proxywalk as the proxy serves them.
func TestGoLineNewerThanToolchain(t *testing.T) {
	f := recordedProxy(t)
	project := func(goLine string) string {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/app\n\ngo "+goLine+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	const jinja = "github.com/ardanlabs/jinja@v1.12.0's go.mod says go 1.27.0: with a Go toolchain older than that, `go get github.com/ardanlabs/jinja@v1.12.0` fails under GOTOOLCHAIN=local (requires go >= 1.27.0), and otherwise switches to a go 1.27.0 or newer toolchain, downloading it, and raises the project's go line to 1.27.0, so every build of the project then needs Go 1.27.0 or newer. The newest earlier release whose go line go1.26.8 meets: v1.8.0 (go 1.26.0; `go get github.com/ardanlabs/jinja@v1.8.0`)."
	app126 := project("1.26.0")
	tests := map[string]struct {
		toolchain, version, project string
		want                        []string
	}{
		"latest, local":             {toolchain: "local", want: []string{jinja}},
		"latest, auto":              {toolchain: "auto", want: []string{jinja}},
		"latest, toolchain unknown": {want: []string{jinja}},
		"asked for":                 {toolchain: "local", version: "v1.12.0", want: []string{jinja}},
		"older project, older Go":   {toolchain: "local", project: app126, want: []string{jinja}},
		"toolchain named":           {toolchain: "go1.27.3"},
		"project already needs it":  {toolchain: "auto", project: project("1.27.1")},
		"project older than the module": {toolchain: "go1.27.3", project: app126, want: []string{
			"github.com/ardanlabs/jinja@v1.12.0's go.mod says go 1.27.0, newer than the go 1.26.0 of " + filepath.Join(app126, "go.mod") + ": `go get github.com/ardanlabs/jinja@v1.12.0` raises that go line to 1.27.0, so every build of the project then needs Go 1.27.0 or newer. The newest earlier release whose go line go1.26.0 meets: v1.8.0 (go 1.26.0; `go get github.com/ardanlabs/jinja@v1.8.0`).",
		}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			p := New(Config{Env: &goenv.Env{GOPROXY: f.srv.URL, GOMODCACHE: t.TempDir(), GOROOT: fakeGOROOT(t, "go1.26.8"), GOWORK: "off", GOTOOLCHAIN: tc.toolchain}})
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref("github.com/ardanlabs/jinja", tc.version, tc.project)})
			if err != nil {
				t.Fatal(err)
			}
			if d.Version != "v1.12.0" {
				t.Fatalf("version %s, want v1.12.0", d.Version)
			}
			var got []string
			for _, n := range d.Notes {
				if strings.Contains(n, "go.mod says go") {
					got = append(got, n)
				}
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("go line notes (-want +got):\n%s", diff)
			}
		})
	}
}

func TestToolchainGo(t *testing.T) {
	tests := map[string]struct{ setting, local, want string }{
		"empty":          {local: "go1.26.8", want: "go1.26.8"},
		"local":          {setting: "local", local: "go1.26.8", want: "go1.26.8"},
		"auto":           {setting: "auto", local: "go1.26.8", want: "go1.26.8"},
		"path":           {setting: "path", local: "go1.26.8", want: "go1.26.8"},
		"local+auto":     {setting: "local+auto", local: "go1.26.8", want: "go1.26.8"},
		"version":        {setting: "go1.27.3", local: "go1.26.8", want: "go1.27.3"},
		"version+auto":   {setting: "go1.27.3+auto", local: "go1.26.8", want: "go1.27.3"},
		"devel":          {setting: "local", local: "devel"},
		"not a version":  {setting: "go1.x", local: "go1.26.8"},
		"unknown prefix": {setting: "newest", local: "go1.26.8"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, toolchainGo(tc.setting, tc.local)); diff != "" {
				t.Errorf("toolchainGo(%q, %q) (-want +got):\n%s", tc.setting, tc.local, diff)
			}
		})
	}
}

// TestGoLineNoteCommand: a command is installed with `go install
// pkg@version`, which changes no project's go.mod; `go get -tool` does.
func TestGoLineNoteCommand(t *testing.T) {
	tests := map[string]struct {
		gap  *goLineGap
		want string
	}{
		"nil": {},
		"toolchain": {gap: &goLineGap{modVersion: "golang.org/x/tools/gopls@v0.24.0", need: "go1.27.0", meet: "go1.26.8", older: "v0.23.0", olderGo: "go1.25.0", read: 1},
			want: "golang.org/x/tools/gopls@v0.24.0's go.mod says go 1.27.0: with a Go toolchain older than that, `go install golang.org/x/tools/gopls@v0.24.0` fails under GOTOOLCHAIN=local (requires go >= 1.27.0), and otherwise switches to a go 1.27.0 or newer toolchain, downloading it. The newest earlier release whose go line go1.26.8 meets: v0.23.0 (go 1.25.0; `go install golang.org/x/tools/gopls@v0.23.0`)."},
		"none older": {gap: &goLineGap{modVersion: "golang.org/x/tools/gopls@v0.24.0", need: "go1.27.0", meet: "go1.26.8", read: 8},
			want: "golang.org/x/tools/gopls@v0.24.0's go.mod says go 1.27.0: with a Go toolchain older than that, `go install golang.org/x/tools/gopls@v0.24.0` fails under GOTOOLCHAIN=local (requires go >= 1.27.0), and otherwise switches to a go 1.27.0 or newer toolchain, downloading it. None of the 8 releases before it that were read has a go line go1.26.8 meets."},
		"older without go line": {gap: &goLineGap{modVersion: "golang.org/x/tools/gopls@v0.24.0", need: "go1.27.0", meet: "go1.26.8", older: "v0.1.0", read: 3},
			want: "golang.org/x/tools/gopls@v0.24.0's go.mod says go 1.27.0: with a Go toolchain older than that, `go install golang.org/x/tools/gopls@v0.24.0` fails under GOTOOLCHAIN=local (requires go >= 1.27.0), and otherwise switches to a go 1.27.0 or newer toolchain, downloading it. The newest earlier release whose go line go1.26.8 meets: v0.1.0 (no go line; `go install golang.org/x/tools/gopls@v0.1.0`)."},
		"project": {gap: &goLineGap{modVersion: "golang.org/x/tools/gopls@v0.24.0", need: "go1.27.0", meet: "go1.25.0", projGo: "go1.25.0", projFile: "/app/go.mod"},
			want: "golang.org/x/tools/gopls@v0.24.0's go.mod says go 1.27.0, newer than the go 1.25.0 of /app/go.mod: `go get -tool golang.org/x/tools/gopls@v0.24.0` raises that go line to 1.27.0, so every build of the project then needs Go 1.27.0 or newer."},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, tc.gap.note("golang.org/x/tools/gopls", true)); diff != "" {
				t.Errorf("note (-want +got):\n%s", diff)
			}
		})
	}
}
