package golang

import (
	"cmp"
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"golang.org/x/mod/module"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// recordedProxy serves testdata/proxywalk: real modules as the proxy
// serves them (version list, .info and .mod recorded; each zip trimmed to
// a few packages, under zip/<module>@<version>, and built here as the go
// command builds it). Every other path is a 404, as for a path that is no
// module. golang.org/x/sync@v0.25.0 keeps errgroup; golang.org/x/net@v0.62.0
// keeps lif, whose files are all for solaris; golang.org/x/tools@v0.52.0
// keeps go/ast/astutil's util.go.
func recordedProxy(t *testing.T) *fakeProxy {
	t.Helper()
	return recordedProxyAt(t, filepath.Join("testdata", "proxywalk"))
}

// recordedProxyAt serves root laid out as testdata/proxywalk is: what the
// proxy answers under proxy/, trimmed module trees under zip/.
func recordedProxyAt(t *testing.T, root string) *fakeProxy {
	t.Helper()
	f := newFakeProxy(t)
	err := filepath.WalkDir(filepath.Join(root, "proxy"), func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		rel, _ := filepath.Rel(filepath.Join(root, "proxy"), p)
		f.files["/"+filepath.ToSlash(rel)] = data
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	zips := filepath.Join(root, "zip")
	err = filepath.WalkDir(zips, func(src string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() || !strings.Contains(d.Name(), "@") {
			return err
		}
		rel, _ := filepath.Rel(zips, src)
		mod, version, _ := strings.Cut(filepath.ToSlash(rel), "@")
		files := map[string]string{}
		err = filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			data, err := os.ReadFile(p)
			rel, _ := filepath.Rel(src, p)
			files[filepath.ToSlash(rel)] = string(data)
			return err
		})
		esc, escErr := module.EscapePath(mod) // the proxy protocol's case-encoding (!azure)
		if escErr != nil {
			t.Fatal(escErr)
		}
		f.files["/"+esc+"/@v/"+version+".zip"] = buildZip(t, mod, version, files)
		if err == nil {
			err = fs.SkipDir
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// unreachableGo is a go command on a network without access to the
// repositories: every direct fetch fails with the error the real one
// gives, and each run is recorded in the returned log file.
func unreachableGo(t *testing.T) (goCmd, log string) {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("the stand-in go command is a shell script")
	}
	dir := t.TempDir()
	log = filepath.Join(dir, "runs.log")
	goCmd = filepath.Join(dir, "go")
	script := "#!/bin/sh\necho \"$@\" >> '" + log + "'\n" +
		"for a; do last=$a; done\n" +
		"echo \"go: unrecognized import path \\\"$last\\\": https fetch: dial tcp: lookup host.invalid: no such host\" >&2\nexit 1\n"
	if err := os.WriteFile(goCmd, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return goCmd, log
}

// TestPackageInModuleDirectUnreachable: under the go command's default
// GOPROXY list, "<proxy>,direct", with direct unreachable, a package path
// inside a module on a host that is not GitHub is served by the proxy
// that holds its module: the longer prefixes the proxy does not know are
// not then looked up directly (the go command's TryProxies over
// queryPrefixModules). A path no prefix of which the proxy knows cannot
// be told missing without direct, so it stays Unavailable; so does a
// branch or commit the proxy does not resolve in a module it has, which
// the go command goes on to ask the repository for.
func TestPackageInModuleDirectUnreachable(t *testing.T) {
	f := recordedProxy(t)
	goCmd, log := unreachableGo(t)
	p := New(Config{Env: &goenv.Env{GOPROXY: f.srv.URL + ",direct", GOMODCACHE: t.TempDir(), GOROOT: goroot(t), GOWORK: "off", GoCmd: goCmd},
		// The stand-in go command counts only direct lookups.
		DefaultGOPROXY: func(context.Context) (string, error) { return f.srv.URL + ",direct", nil }})
	tests := map[string]struct {
		name, version string
		code          codes.Code
		wantVersion   string
		directRuns    bool
		wantSymbol    string // "" WithContext
		errHas        string
	}{
		"package in the module":          {name: "golang.org/x/sync/errgroup", wantVersion: "v0.25.0"},
		"package three levels down":      {name: "golang.org/x/tools/go/ast/astutil", wantVersion: "v0.52.0", wantSymbol: "Unparen"},
		"package at an exact version":    {name: "golang.org/x/sync/errgroup", version: "v0.25.0", wantVersion: "v0.25.0"},
		"package at a version range":     {name: "golang.org/x/sync/errgroup", version: "<v0.26.0", wantVersion: "v0.25.0"},
		"module without that package":    {name: "golang.org/x/sync/nosuch", code: codes.NotFound},
		"module without that version":    {name: "golang.org/x/sync/errgroup", version: "v0.99.0", code: codes.NotFound},
		"no prefix known to the proxy":   {name: "example.com/nosuch/pkg", code: codes.Unavailable, directRuns: true},
		"package path under a known one": {name: "golang.org/x/sync/errgroup/nosuch", code: codes.NotFound},
		"package at a branch":            {name: "golang.org/x/sync/errgroup", version: "master", code: codes.Unavailable, directRuns: true, errHas: "golang.org/x/sync has no version master that the proxy resolves"},
		"package at a commit":            {name: "golang.org/x/sync/errgroup", version: "1a2b3c4d5e6f", code: codes.Unavailable, directRuns: true, errHas: "GOPROXY's fallback, direct, could not be asked either"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			os.Remove(log)
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref(tc.name, tc.version, "")})
			if sdk.Code(err) != tc.code {
				t.Fatalf("Describe(%s@%s) err = %v, want code %v", tc.name, tc.version, err, tc.code)
			}
			if err != nil && !strings.Contains(err.Error(), tc.errHas) {
				t.Errorf("Describe(%s@%s) err = %v, want it to say %q", tc.name, tc.version, err, tc.errHas)
			}
			sym := cmp.Or(tc.wantSymbol, "WithContext")
			if err == nil && (d.Version != tc.wantVersion || !slices.Contains(symbolNames(d), sym)) {
				t.Errorf("Describe(%s) = version %q, symbols %v; want %s with %s", tc.name, d.Version, symbolNames(d), tc.wantVersion, sym)
			}
			runs, _ := os.ReadFile(log)
			if got := len(runs) > 0; got != tc.directRuns {
				t.Errorf("direct lookups: %q, want any: %v", runs, tc.directRuns)
			}
		})
	}
}
