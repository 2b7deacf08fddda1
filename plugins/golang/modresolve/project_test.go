package modresolve

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/mod/module"

	"github.com/pkgdocs/pkgdocs/sdk/localtree"
)

func writeFiles(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for rel, data := range files {
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

const appMod = `module example.com/app

go 1.22

require (
	golang.org/x/sync v0.7.0
	github.com/google/uuid v1.6.0
	example.com/forked v1.0.0
	example.com/local v0.0.0
)

replace example.com/local => ../local
replace example.com/forked v1.0.0 => example.com/fork v1.0.1
`

func TestProjectFind(t *testing.T) {
	root := t.TempDir()
	writeFiles(t, root, map[string]string{
		"app/go.mod":                  appMod,
		"app/cmd/x/main.go":           "package main\n",
		"local/go.mod":                "module example.com/local\n",
		"vendored/go.mod":             "module example.com/v\n\ngo 1.22\n\nrequire golang.org/x/sync v0.6.0\n",
		"vendored/vendor/modules.txt": "# golang.org/x/sync v0.6.0\n## explicit; go 1.18\ngolang.org/x/sync/errgroup\n",
		"work/go.work":                "go 1.22\n\nuse (\n\t./a\n\t./b\n)\n\nreplace golang.org/x/sync => ./sync\n",
		"work/a/go.mod":               "module example.com/a\n\nrequire golang.org/x/sync v0.5.0\n",
		"work/b/go.mod":               "module example.com/b\n\nrequire golang.org/x/sync v0.8.0\n",
		// GOFLAGS=-modfile=go.dev.mod: go 1.26 lists golang.org/x/crypto
		// v0.56.0 (the named file's), not go.mod's v0.17.0, with the
		// path relative to where it runs; its replace paths are the
		// module root's.
		"alt/go.mod":     "module example.com/alt\n\ngo 1.26\n\nrequire golang.org/x/crypto v0.17.0\n",
		"alt/go.dev.mod": "module example.com/alt\n\ngo 1.26\n\nrequire (\n\tgolang.org/x/crypto v0.56.0\n\texample.com/local v0.0.0\n)\n\nreplace example.com/local => ../local\n",
	})
	app := filepath.Join(root, "app")
	tests := map[string]struct {
		dir  string
		opt  ProjectOptions
		pkg  string
		want *Hit
	}{
		"require package in module": {dir: filepath.Join(app, "cmd", "x"), pkg: "golang.org/x/sync/errgroup",
			want: &Hit{How: HowRequire, Module: "golang.org/x/sync", Version: "v0.7.0", File: filepath.Join(app, "go.mod")}},
		"require root": {dir: app, pkg: "github.com/google/uuid",
			want: &Hit{How: HowRequire, Module: "github.com/google/uuid", Version: "v1.6.0", File: filepath.Join(app, "go.mod")}},
		"main module": {dir: app, pkg: "example.com/app/cmd/x",
			want: &Hit{How: HowMain, Module: "example.com/app", Dir: app, File: filepath.Join(app, "go.mod")}},
		"local replace": {dir: app, pkg: "example.com/local/sub",
			want: &Hit{How: HowReplaceDir, Module: "example.com/local", Version: "v0.0.0", Dir: filepath.Join(root, "local"), File: filepath.Join(app, "go.mod")}},
		"versioned replace": {dir: app, pkg: "example.com/forked",
			want: &Hit{How: HowReplaceVersion, Module: "example.com/forked", Version: "v1.0.0", Replacement: module.Version{Path: "example.com/fork", Version: "v1.0.1"}, File: filepath.Join(app, "go.mod")}},
		"not required":                {dir: app, pkg: "example.com/other", want: nil},
		"prefix is not a path prefix": {dir: app, pkg: "golang.org/x/syncx", want: nil},
		"vendor": {dir: filepath.Join(root, "vendored"), pkg: "golang.org/x/sync/errgroup",
			want: &Hit{How: HowVendor, Module: "golang.org/x/sync", Version: "v0.6.0", Dir: filepath.Join(root, "vendored", "vendor", "golang.org", "x", "sync"), File: filepath.Join(root, "vendored", "vendor", "modules.txt")}},
		"vendor off with -mod=mod": {dir: filepath.Join(root, "vendored"), opt: ProjectOptions{ModFlag: "mod"}, pkg: "golang.org/x/sync/errgroup",
			want: &Hit{How: HowRequire, Module: "golang.org/x/sync", Version: "v0.6.0", File: filepath.Join(root, "vendored", "go.mod")}},
		"workspace module": {dir: filepath.Join(root, "work", "a"), pkg: "example.com/b/x",
			want: &Hit{How: HowMain, Module: "example.com/b", Dir: filepath.Join(root, "work", "b"), File: filepath.Join(root, "work", "b", "go.mod")}},
		"workspace replace, highest require": {dir: filepath.Join(root, "work"), pkg: "golang.org/x/sync",
			want: &Hit{How: HowReplaceDir, Module: "golang.org/x/sync", Version: "v0.8.0", Dir: filepath.Join(root, "work", "sync"), File: filepath.Join(root, "work", "go.work")}},
		"GOFLAGS -modfile": {dir: filepath.Join(root, "alt"), opt: ProjectOptions{ModFile: "go.dev.mod"}, pkg: "golang.org/x/crypto/sha3",
			want: &Hit{How: HowRequire, Module: "golang.org/x/crypto", Version: "v0.56.0", File: filepath.Join(root, "alt", "go.dev.mod")}},
		"GOFLAGS -modfile, a replace in it": {dir: filepath.Join(root, "alt"), opt: ProjectOptions{ModFile: "go.dev.mod"}, pkg: "example.com/local",
			want: &Hit{How: HowReplaceDir, Module: "example.com/local", Version: "v0.0.0", Dir: filepath.Join(root, "local"), File: filepath.Join(root, "alt", "go.dev.mod")}},
		"GOWORK=off": {dir: filepath.Join(root, "work", "a"), opt: ProjectOptions{GOWORK: "off"}, pkg: "golang.org/x/sync",
			want: &Hit{How: HowRequire, Module: "golang.org/x/sync", Version: "v0.5.0", File: filepath.Join(root, "work", "a", "go.mod")}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			p, err := LoadProject(tc.dir, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			got, ok := p.Find(tc.pkg)
			if ok != (tc.want != nil) {
				t.Fatalf("Find(%q) ok = %v", tc.pkg, ok)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("Find(%q) (-want +got):\n%s", tc.pkg, diff)
			}
		})
	}
}

func TestLoadProjectErrors(t *testing.T) {
	root := t.TempDir()
	writeFiles(t, root, map[string]string{"bad/go.mod": "modul x\n", "nomod/go.mod": "go 1.22\n"})
	if _, err := LoadProject(filepath.Join(root, "missing"), ProjectOptions{}); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing dir err = %v", err)
	}
	if _, err := LoadProject(filepath.Join(root, "bad"), ProjectOptions{GOWORK: "off"}); err == nil {
		t.Error("broken go.mod accepted")
	}
	if _, err := LoadProject(filepath.Join(root, "nomod"), ProjectOptions{GOWORK: "off"}); err == nil {
		t.Error("go.mod without module accepted")
	}
	if _, err := LoadProject(root, ProjectOptions{GOWORK: "off"}); !errors.Is(err, ErrNoProject) && err != nil {
		// A go.mod above the temp dir is possible on odd machines; only a
		// wrong error kind fails.
		t.Errorf("no project err = %v", err)
	}
}

// TestLoadProjectLinkedManifest checks that a go.mod, go.work or
// modules.txt that is a symbolic link is not read: a parse error would
// quote the linked file ("unknown directive: TOKEN=...").
func TestLoadProjectLinkedManifest(t *testing.T) {
	const secret = "TOKEN=hunter2"
	tests := map[string]struct {
		files  map[string]string
		link   string // made a link to .env
		opt    ProjectOptions
		vendor bool // the project loads, without its vendor list
	}{
		"go.mod":      {files: map[string]string{}, link: "go.mod", opt: ProjectOptions{GOWORK: "off"}},
		"go.work":     {files: map[string]string{"go.mod": "module example.com/m\n"}, link: "go.work"},
		"modules.txt": {files: map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n", "vendor/x": ""}, link: "vendor/modules.txt", opt: ProjectOptions{GOWORK: "off"}, vendor: true},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			root := t.TempDir()
			tc.files[".env"] = secret + "\n"
			writeFiles(t, root, tc.files)
			target := ".env"
			if strings.Contains(tc.link, "/") {
				target = "../.env"
			}
			if err := os.Symlink(target, filepath.Join(root, filepath.FromSlash(tc.link))); err != nil {
				t.Skipf("symlinks unavailable: %v", err)
			}
			p, err := LoadProject(root, tc.opt)
			if tc.vendor {
				if err != nil {
					t.Fatal(err)
				}
				if p.Vendor != nil {
					t.Errorf("Vendor = %v, want nil: modules.txt is a link", p.Vendor)
				}
				return
			}
			if err == nil {
				t.Fatalf("LoadProject read the linked %s", tc.link)
			}
			if !errors.Is(err, localtree.ErrSymlink) {
				t.Errorf("error %v, want ErrSymlink", err)
			}
			if strings.Contains(err.Error(), secret) {
				t.Errorf("error quotes the linked file: %v", err)
			}
		})
	}
}

// TestFindStaleVendor: go.mod was raised (cenkalti/backoff/v4 v4.1.3 to
// v4.2.1) after `go mod vendor`; the go command refuses to build until
// vendor/ is remade, so vendor/'s copy is not the project's and go.mod's
// version is answered, with a note saying why.
func TestFindStaleVendor(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("testdata", "stalevendor"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := LoadProject(dir, ProjectOptions{GOWORK: "off"})
	if err != nil {
		t.Fatal(err)
	}
	got, ok := p.Find("github.com/cenkalti/backoff/v4")
	if !ok {
		t.Fatal("not found")
	}
	if !strings.Contains(got.Note, "vendor/ is out of date") || !strings.Contains(got.Note, "has v4.1.3") {
		t.Errorf("note %q", got.Note)
	}
	got.Note = ""
	want := &Hit{How: HowRequire, Module: "github.com/cenkalti/backoff/v4", Version: "v4.2.1", File: filepath.Join(dir, "go.mod")}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Find (-want +got):\n%s", diff)
	}
}

// TestFindReplacedVendor: vendor/modules.txt as `go mod vendor` (Go 1.26)
// writes it for a module replaced by another version and one replaced by
// a directory (testdata/replacedvendor): each module's line names its
// replacement, and the list ends with every replace directive again
// ("# path => new"). Main took those last lines for modules of version
// "=>", called vendor/ out of date and fetched go.mod's version.
func TestFindReplacedVendor(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("testdata", "replacedvendor"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := LoadProject(dir, ProjectOptions{GOWORK: "off"})
	if err != nil {
		t.Fatal(err)
	}
	vendor := filepath.Join(dir, "vendor")
	for pkg, want := range map[string]*Hit{
		"golang.org/x/text/language": {How: HowVendor, Module: "golang.org/x/text", Version: "v0.14.0",
			Replacement: module.Version{Path: "golang.org/x/text", Version: "v0.13.0"},
			Dir:         filepath.Join(vendor, "golang.org", "x", "text"), File: filepath.Join(vendor, "modules.txt")},
		"example.com/lib": {How: HowVendor, Module: "example.com/lib", Version: "v0.0.0",
			Replacement: module.Version{Path: "../lib"},
			Dir:         filepath.Join(vendor, "example.com", "lib"), File: filepath.Join(vendor, "modules.txt")},
	} {
		got, ok := p.Find(pkg)
		if !ok {
			t.Fatalf("%s: not found", pkg)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("Find(%q) (-want +got):\n%s", pkg, diff)
		}
	}
}

// TestProjectFindSum: a Go 1.16 module (testdata/go116, written by go mod
// tidy -go=1.16) requires testify only; the versions its dependencies
// build at are go.sum's, as `go list -m` reports them (go-spew v1.1.0,
// yaml.v3 v3.0.0-20200313102051-9f266ea9e77c), not the latest release. A
// module whose go.mod only go.sum records (objx) is the highest there.
func TestProjectFindSum(t *testing.T) {
	dir, _ := filepath.Abs(filepath.Join("testdata", "go116"))
	p, err := LoadProject(dir, ProjectOptions{})
	if err != nil {
		t.Fatal(err)
	}
	sum := filepath.Join(dir, "go.sum")
	tests := map[string]struct {
		pkg, module, version string
		how                  How
		note                 string
	}{
		"required":       {pkg: "github.com/stretchr/testify/assert", module: "github.com/stretchr/testify", version: "v1.7.0", how: HowRequire},
		"dependency's":   {pkg: "github.com/davecgh/go-spew/spew", module: "github.com/davecgh/go-spew", version: "v1.1.0", how: HowSum, note: "the version the build downloads"},
		"pseudo-version": {pkg: "gopkg.in/yaml.v3", module: "gopkg.in/yaml.v3", version: "v3.0.0-20200313102051-9f266ea9e77c", how: HowSum, note: "the version the build downloads"},
		"go.mod only":    {pkg: "github.com/stretchr/objx", module: "github.com/stretchr/objx", version: "v0.1.0", how: HowSum, note: "records only go.mod files"},
		"in no file":     {pkg: "golang.org/x/text/language"},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			hit, ok := p.Find(tt.pkg)
			if tt.module == "" {
				if ok {
					t.Fatalf("Find = %+v, want none", hit)
				}
				return
			}
			if !ok || hit.Module != tt.module || hit.Version != tt.version || hit.How != tt.how {
				t.Fatalf("Find = %+v, %v; want %s@%s by %s", hit, ok, tt.module, tt.version, tt.how)
			}
			if tt.how == HowSum && (hit.File != sum || !strings.Contains(hit.Note, tt.note)) {
				t.Errorf("file %s, note %q; want %s and a note with %q", hit.File, hit.Note, sum, tt.note)
			}
		})
	}
}

// TestFindUnvendoredRequire: go.mod gained github.com/google/uuid after
// `go mod vendor` (vendor/modules.txt lists backoff only); the go command
// refuses to build until vendor/ is remade, so go.mod's version is
// answered with a note, and the vendored module stays vendor/'s.
func TestFindUnvendoredRequire(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("testdata", "unvendored"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := LoadProject(dir, ProjectOptions{GOWORK: "off"})
	if err != nil {
		t.Fatal(err)
	}
	got, ok := p.Find("github.com/google/uuid")
	if !ok {
		t.Fatal("not found")
	}
	if !strings.Contains(got.Note, "does not list it") || !strings.Contains(got.Note, "go mod vendor") {
		t.Errorf("note %q", got.Note)
	}
	got.Note = ""
	want := &Hit{How: HowRequire, Module: "github.com/google/uuid", Version: "v1.6.0", File: filepath.Join(dir, "go.mod")}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Find (-want +got):\n%s", diff)
	}
	vend, ok := p.Find("github.com/cenkalti/backoff/v4")
	if !ok || vend.How != HowVendor || vend.Note != "" {
		t.Errorf("vendored module: %+v", vend)
	}
	// The other way: vendor/ still lists a module as explicitly
	// required that go.mod dropped since (the go command refuses to
	// build); a module vendor/ lists without "## explicit" (an indirect
	// one an older go.mod did not name) is no such case.
	dropped, ok := p.Find("github.com/pkg/errors")
	if !ok || dropped.How != HowVendor || !strings.Contains(dropped.Note, "no longer requires it") || !strings.Contains(dropped.Note, "go mod vendor") {
		t.Errorf("module go.mod dropped: %+v", dropped)
	}
	indirect, ok := p.Find("golang.org/x/sys/unix")
	if !ok || indirect.How != HowVendor || indirect.Note != "" {
		t.Errorf("indirect vendored module: %+v", indirect)
	}
}
