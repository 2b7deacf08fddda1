package golang

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// secretMarker stands for a credential in a file outside the project.
const secretMarker = "hunter2-secret-marker"

// hostileProject lays out a project whose files link out of it (and to
// secrets inside it), as a cloned repository could, and returns the
// project directory.
func hostileProject(t *testing.T) string {
	t.Helper()
	base := t.TempDir()
	write := func(rel, data string) {
		t.Helper()
		fp := filepath.Join(base, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(fp), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(fp, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	link := func(target, rel string) {
		t.Helper()
		fp := filepath.Join(base, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(fp), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(target, fp); err != nil {
			if runtime.GOOS == "windows" {
				t.Skipf("symlinks need privileges here: %v", err)
			}
			t.Fatal(err)
		}
	}
	secretGo := "// Package secret says " + secretMarker + ".\npackage m\n\n// Leaked is " + secretMarker + ".\nfunc Leaked() {}\n"
	write("outside/netrc", "machine example.com login me password "+secretMarker+"\n")
	write("outside/secret.go", secretGo)
	write("outside/pkg/pkg.go", strings.Replace(secretGo, "package m", "package pkg", 1))
	write("outside/notes.md", "# notes\n\n"+secretMarker+"\n")
	write("outside/vmod/v.go", strings.Replace(secretGo, "package m", "package v", 1))
	write("outside/go.mod", "module example.com/outside\n")

	write("proj/go.mod", "module example.com/m\n\ngo 1.22\n\nrequire (\n\texample.com/dep v0.0.0\n\texample.com/home v0.0.0\n\texample.com/v v1.0.0\n)\n\nreplace example.com/dep => ../dep\n\nreplace example.com/home => ../nomod\n")
	write("proj/m.go", "// Package m does things.\npackage m\n\n// F is a func.\nfunc F() {}\n")
	write("proj/.env", "TOKEN="+secretMarker+"\n")
	write("proj/vendor/modules.txt", "# example.com/v v1.0.0\n## explicit\nexample.com/v\n")
	link("../outside/netrc", "proj/README.md")
	link(filepath.Join(base, "outside", "secret.go"), "proj/leak.go")
	link("../outside/pkg", "proj/sub")
	link(".env", "proj/env.md")
	link("../outside", "proj/docs")
	link("../../../outside/vmod", "proj/vendor/example.com/v")
	if _, err := os.Stat("/proc/self/environ"); err == nil {
		link("/proc/self/environ", "proj/environ.txt")
	}

	write("dep/go.mod", "module example.com/dep\n")
	write("dep/dep.go", "// Package dep is a replacement.\npackage dep\n\n// D is d.\nfunc D() {}\n")
	link("../outside/notes.md", "dep/README.md")
	write("nomod/notes.md", secretMarker+"\n")
	write("nomod/x.go", "package home\n")
	return filepath.Join(base, "proj")
}

// TestLocalTreeSymlinksNotFollowed checks that no link in a local
// project, replace directory or vendor/ brings a file from outside (or a
// linked secret inside) into an answer.
func TestLocalTreeSymlinksNotFollowed(t *testing.T) {
	proj := hostileProject(t)
	p := New(Config{Env: &goenv.Env{GOPROXY: "off", GOMODCACHE: t.TempDir(), GOWORK: "off"}})
	ctx := context.Background()
	tests := map[string]struct {
		pkg     string
		getPath string // GetDoc path; empty means Describe
		code    codes.Code
		symbols []string // must be among the described symbols
		absent  []string // must not be
	}{
		"README linked out is skipped":      {pkg: "example.com/m", symbols: []string{"F"}, absent: []string{"Leaked"}},
		"GetDoc of a README linked out":     {pkg: "example.com/m", getPath: "README.md", code: codes.FailedPrecondition},
		"GetDoc of a link to /proc":         {pkg: "example.com/m", getPath: "environ.txt", code: codes.FailedPrecondition},
		"GetDoc of a link to a secret":      {pkg: "example.com/m", getPath: "env.md", code: codes.FailedPrecondition},
		"GetDoc through a linked directory": {pkg: "example.com/m", getPath: "docs/notes.md", code: codes.FailedPrecondition},
		"GetDoc of a linked Go file":        {pkg: "example.com/m", getPath: "leak.go", code: codes.FailedPrecondition},
		"package directory linked out":      {pkg: "example.com/m/sub", code: codes.FailedPrecondition},
		"replace directory README linked":   {pkg: "example.com/dep", symbols: []string{"D"}},
		"replace directory without go.mod":  {pkg: "example.com/home", code: codes.FailedPrecondition},
		"vendored module linked out":        {pkg: "example.com/v", code: codes.FailedPrecondition},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if strings.HasSuffix(tc.getPath, "environ.txt") {
				if _, err := os.Lstat(filepath.Join(proj, "environ.txt")); err != nil {
					t.Skip("no /proc/self/environ")
				}
			}
			r := sdk.PackageRef{Ecosystem: "go", Name: tc.pkg, ProjectPath: proj}
			var out any
			var err error
			if tc.getPath != "" {
				out, err = p.GetDoc(ctx, sdk.GetDocRequest{Package: r, Path: tc.getPath})
			} else {
				out, err = p.Describe(ctx, sdk.DescribeRequest{Package: r})
			}
			if sdk.Code(err) != tc.code {
				t.Fatalf("err = %v, want code %v", err, tc.code)
			}
			js, _ := json.Marshal(out)
			all := string(js)
			if err != nil {
				all += err.Error()
			}
			for _, leak := range []string{secretMarker, "PATH="} {
				if strings.Contains(all, leak) {
					t.Errorf("answer holds %q from a linked file:\n%s", leak, all)
				}
			}
			if d, ok := out.(*sdk.Document); ok && d != nil {
				got := strings.Join(symbolNames(d), " ")
				for _, s := range tc.symbols {
					if !strings.Contains(" "+got+" ", " "+s+" ") {
						t.Errorf("symbols %q lack %s", got, s)
					}
				}
				if d.Readme != "" {
					t.Errorf("Readme = %q, want none (the README is a link)", d.Readme)
				}
			}
		})
	}
}
