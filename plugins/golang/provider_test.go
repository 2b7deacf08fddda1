package golang

import (
	"archive/zip"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/mod/module"
	modzip "golang.org/x/mod/zip"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
)

// memFile is a file for golang.org/x/mod/zip.Create.
type memFile struct{ path, data string }

func (f memFile) Path() string                 { return f.path }
func (f memFile) Lstat() (os.FileInfo, error)  { return memInfo(f), nil }
func (f memFile) Open() (io.ReadCloser, error) { return io.NopCloser(strings.NewReader(f.data)), nil }

type memInfo memFile

func (f memInfo) Name() string       { return filepath.Base(f.path) }
func (f memInfo) Size() int64        { return int64(len(f.data)) }
func (f memInfo) Mode() fs.FileMode  { return 0o644 }
func (f memInfo) ModTime() time.Time { return time.Time{} }
func (f memInfo) IsDir() bool        { return false }
func (f memInfo) Sys() any           { return nil }

func buildZip(t *testing.T, mod, version string, files map[string]string) []byte {
	t.Helper()
	var list []modzip.File
	for p, d := range files {
		list = append(list, memFile{p, d})
	}
	var buf bytes.Buffer
	if err := modzip.Create(&buf, module.Version{Path: mod, Version: version}, list); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// fakeProxy is an httptest GOPROXY. Modules are built in the test with
// golang.org/x/mod/zip, so the zips are exactly what the go command makes.
type fakeProxy struct {
	files    map[string][]byte
	requests atomic.Int64
	srv      *httptest.Server
}

func (f *fakeProxy) add(t *testing.T, mod, version, gomod string, files map[string]string, info bool) {
	t.Helper()
	esc, _ := module.EscapePath(mod)
	if files == nil {
		files = map[string]string{}
	}
	files["go.mod"] = gomod
	f.files["/"+esc+"/@v/"+version+".zip"] = buildZip(t, mod, version, files)
	f.files["/"+esc+"/@v/"+version+".mod"] = []byte(gomod)
	if info {
		f.files["/"+esc+"/@v/"+version+".info"] = []byte(`{"Version":"` + version + `","Time":"2024-01-01T00:00:00Z"}`)
	}
	f.files["/"+esc+"/@v/list"] = append(f.files["/"+esc+"/@v/list"], []byte(version+"\n")...)
}

func newFakeProxy(t *testing.T) *fakeProxy {
	f := &fakeProxy{files: map[string][]byte{}}
	f.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.requests.Add(1)
		body, ok := f.files[r.URL.Path]
		if !ok {
			http.Error(w, "not found: "+r.URL.Path, http.StatusNotFound)
			return
		}
		w.Write(body)
	}))
	t.Cleanup(f.srv.Close)
	return f
}

const uuidSrc = `// Package uuid makes identifiers.
package uuid

// UUID is an identifier.
type UUID [16]byte

// New returns a random UUID.
func New() UUID { return UUID{} }

// String formats u.
func (u UUID) String() string { return "" }

// Parse reads s.
//
// Deprecated: use MustParse.
func Parse(s string) (UUID, error) { return UUID{}, nil }
`

const uuidTest = `package uuid_test

import (
	"fmt"

	"example.com/uuid"
)

func ExampleNew() {
	fmt.Println(len(uuid.New().String()))
	// Output: 0
}
`

const readmeMD = `# uuid

[![build](https://img.shields.io/badge/build-passing-green.svg)](https://ci.invalid)

## Install

    go get example.com/uuid

## Usage

Call New.

## License

MIT
`

// world builds a proxy with the modules the tests use.
func world(t *testing.T) *fakeProxy {
	f := newFakeProxy(t)
	// example.com/uuid: v1.0.0, v1.1.0, v1.2.0 (retracted by v1.3.0-pre's
	// go.mod? no: by v1.2.0 itself), a pre-release and a pseudo-version.
	for _, v := range []string{"v1.0.0", "v1.1.0"} {
		f.add(t, "example.com/uuid", v, "module example.com/uuid\n", map[string]string{"uuid.go": uuidSrc, "example_test.go": uuidTest, "README.md": readmeMD, "sub/sub.go": "// Package sub is nested.\npackage sub\n"}, true)
	}
	f.add(t, "example.com/uuid", "v1.2.0", "module example.com/uuid\n\nretract v1.2.0 // broken build\n", map[string]string{"uuid.go": uuidSrc}, true)
	f.add(t, "example.com/uuid", "v1.3.0-rc.1", "module example.com/uuid\n", map[string]string{"uuid.go": uuidSrc}, true)
	f.add(t, "example.com/uuid", "v1.3.1-0.20240101000000-abcdefabcdef", "module example.com/uuid\n", map[string]string{"uuid.go": uuidSrc}, true)
	// A /v2 module.
	f.add(t, "example.com/uuid/v2", "v2.0.0", "// Deprecated: use example.com/id.\nmodule example.com/uuid/v2\n", map[string]string{"uuid.go": strings.Replace(uuidSrc, "func New()", "func NewV2()", 1)}, true)
	// A module whose @latest 404s (our fake never serves @latest) and
	// whose list holds only a pseudo-version: nothing else exists.
	f.add(t, "example.com/pseudo", "v0.0.0-20240101000000-abcdefabcdef", "module example.com/pseudo\n", map[string]string{"p.go": "// Package pseudo has no tags.\npackage pseudo\n"}, true)
	// golang.org/x-style module with packages only below the root.
	f.add(t, "example.com/x/sync", "v0.7.0", "module example.com/x/sync\n", map[string]string{
		"errgroup/errgroup.go": "// Package errgroup groups goroutines.\npackage errgroup\n\n// Group is a group.\ntype Group struct{}\n\n// Go runs f.\nfunc (g *Group) Go(f func() error) {}\n",
		"semaphore/s.go":       "// Package semaphore limits.\npackage semaphore\n",
		"internal/x/x.go":      "package x\n",
	}, true)
	f.add(t, "example.com/fork", "v1.0.1", "module example.com/fork\n", map[string]string{"f.go": "// Package fork is the fork.\npackage fork\n\n// Forked says so.\nfunc Forked() {}\n"}, true)
	// Hostile zips.
	esc := "example.com/evil"
	f.files["/"+esc+"/@v/list"] = []byte("v1.0.0\n")
	f.files["/"+esc+"/@v/v1.0.0.mod"] = []byte("module example.com/evil\n")
	f.files["/"+esc+"/@v/v1.0.0.zip"] = rawZip(t, "example.com/evil@v1.0.0/go.mod", "example.com/evil@v1.0.0/../../../etc/evil.go")
	// A zip over the cap whose files outside testdata are over it too
	// (hex digits, which compress to half, so the zip is over it as well).
	var huge strings.Builder
	for sum := sha256.Sum256(nil); huge.Len() < 8192; sum = sha256.Sum256(sum[:]) {
		huge.WriteString(hex.EncodeToString(sum[:]))
	}
	f.add(t, "example.com/huge", "v1.0.0", "module example.com/huge\n", map[string]string{"huge.go": "// Package huge is big.\npackage huge\n\n// " + huge.String() + "\n"}, true)
	return f
}

func rawZip(t *testing.T, names ...string) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, n := range names {
		w, err := zw.Create(n)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte("package evil\n"))
	}
	zw.Close()
	return buf.Bytes()
}

func goroot(t *testing.T) string {
	t.Helper()
	if r := os.Getenv("GOROOT"); r != "" {
		return r
	}
	if out, err := exec.Command("go", "env", "GOROOT").Output(); err == nil {
		return strings.TrimSpace(string(out))
	}
	return ""
}

func newProvider(t *testing.T, f *fakeProxy, modcache string) *Provider {
	t.Helper()
	if modcache == "" {
		modcache = t.TempDir()
	}
	return New(Config{
		Env: &goenv.Env{
			GOPROXY:    f.srv.URL,
			GOMODCACHE: modcache,
			GOROOT:     goroot(t),
			GOWORK:     "off",
		},
		MaxZipBytes: 2048,
		Logger:      nil,
	})
}

func ref(name, version, project string) sdk.PackageRef {
	return sdk.PackageRef{Ecosystem: "go", Name: name, Version: version, ProjectPath: project}
}

func symbolNames(d *sdk.Document) []string {
	var out []string
	for _, s := range d.Symbols {
		out = append(out, s.Name)
	}
	return out
}

func TestDescribe(t *testing.T) {
	f := world(t)
	p := newProvider(t, f, "")
	ctx := context.Background()
	tests := map[string]struct {
		ref        sdk.PackageRef
		symbol     string
		version    string
		latest     string
		symbols    []string
		notes      []string
		deprecated string
		subpkgs    []string
		code       codes.Code
	}{
		"latest skips retracted, pre-release, pseudo": {ref: ref("example.com/uuid", "", ""), version: "v1.1.0", latest: "v1.1.0",
			symbols: []string{"New", "UUID", "UUID.String", "Parse"}, subpkgs: []string{"example.com/uuid/sub"}},
		"explicit retracted version is flagged": {ref: ref("example.com/uuid", "v1.2.0", ""), version: "v1.2.0", latest: "v1.1.0",
			symbols: []string{"New", "UUID", "UUID.String", "Parse"},
			notes:   []string{"example.com/uuid@v1.2.0 is retracted by the module author: broken build; latest is v1.1.0"}},
		"name@version":                {ref: ref("example.com/uuid@v1.0.0", "", ""), version: "v1.0.0", latest: "v1.1.0", symbols: []string{"New", "UUID", "UUID.String", "Parse"}, subpkgs: []string{"example.com/uuid/sub"}},
		"semver prefix query":         {ref: ref("example.com/uuid", "v1.0", ""), version: "v1.0.0", latest: "v1.1.0", symbols: []string{"New", "UUID", "UUID.String", "Parse"}, subpkgs: []string{"example.com/uuid/sub"}},
		"comparison query":            {ref: ref("example.com/uuid", "<v1.1.0", ""), version: "v1.0.0", latest: "v1.1.0", symbols: []string{"New", "UUID", "UUID.String", "Parse"}, subpkgs: []string{"example.com/uuid/sub"}},
		"v2 module":                   {ref: ref("example.com/uuid/v2", "", ""), version: "v2.0.0", latest: "v2.0.0", symbols: []string{"NewV2", "UUID", "UUID.String", "Parse"}, deprecated: "module example.com/uuid/v2: use example.com/id."},
		"package in module":           {ref: ref("example.com/x/sync/errgroup", "", ""), version: "v0.7.0", latest: "v0.7.0", symbols: []string{"Group", "Group.Go"}},
		"module without root package": {ref: ref("example.com/x/sync", "", ""), version: "v0.7.0", latest: "v0.7.0", subpkgs: []string{"example.com/x/sync/errgroup", "example.com/x/sync/semaphore"}},
		"latest 404, pseudo only": {ref: ref("example.com/pseudo", "", ""), version: "v0.0.0-20240101000000-abcdefabcdef", latest: "v0.0.0-20240101000000-abcdefabcdef",
			notes: []string{`example.com/pseudo declares no exported names on any platform: there is nothing to call, and a program that wants it imports it for its side effects (import _ "example.com/pseudo").`}},
		"symbol":               {ref: ref("example.com/uuid", "", ""), symbol: "UUID", version: "v1.1.0", latest: "v1.1.0", symbols: []string{"UUID", "New", "Parse", "UUID.String"}},
		"method symbol":        {ref: ref("example.com/uuid", "", ""), symbol: "uuid.string", version: "v1.1.0", latest: "v1.1.0", symbols: []string{"UUID.String"}},
		"missing symbol":       {ref: ref("example.com/uuid", "", ""), symbol: "Nope", code: codes.NotFound},
		"missing package":      {ref: ref("example.com/uuid/nope", "", ""), code: codes.NotFound},
		"missing module":       {ref: ref("example.com/none/pkg", "", ""), code: codes.NotFound},
		"missing version":      {ref: ref("example.com/uuid", "v1.9.0", ""), code: codes.NotFound},
		"no matching query":    {ref: ref("example.com/uuid", "v1.9", ""), code: codes.NotFound},
		"invalid path":         {ref: ref("example.com/a b", "", ""), code: codes.InvalidArgument},
		"dotdot path":          {ref: ref("../../etc/passwd", "", ""), code: codes.InvalidArgument},
		"empty":                {ref: ref("", "", ""), code: codes.InvalidArgument},
		"pattern":              {ref: ref("example.com/uuid/...", "", ""), code: codes.InvalidArgument},
		"bad version":          {ref: ref("example.com/uuid", "-x", ""), code: codes.InvalidArgument},
		"conflicting versions": {ref: ref("example.com/uuid@v1.0.0", "v1.1.0", ""), code: codes.InvalidArgument},
		"wrong major":          {ref: ref("example.com/uuid", "v2.0.0", ""), code: codes.InvalidArgument},
		"zip escaping root":    {ref: ref("example.com/evil", "", ""), code: codes.FailedPrecondition},
		"zip over cap":         {ref: ref("example.com/huge", "", ""), code: codes.ResourceExhausted},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			d, err := p.Describe(ctx, sdk.DescribeRequest{Package: tc.ref, Symbol: tc.symbol})
			if sdk.Code(err) != tc.code {
				t.Fatalf("Describe err = %v, want %v", err, tc.code)
			}
			if err != nil {
				return
			}
			if d.Version != tc.version || d.LatestVersion != tc.latest {
				t.Errorf("version = %q latest = %q, want %q %q", d.Version, d.LatestVersion, tc.version, tc.latest)
			}
			if diff := cmp.Diff(tc.symbols, symbolNames(d)); diff != "" {
				t.Errorf("symbols (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.notes, d.Notes); diff != "" {
				t.Errorf("notes (-want +got):\n%s", diff)
			}
			if d.Deprecated != tc.deprecated {
				t.Errorf("deprecated = %q, want %q", d.Deprecated, tc.deprecated)
			}
			var subs []string
			for _, s := range d.Subpackages {
				subs = append(subs, s.Path)
			}
			if diff := cmp.Diff(tc.subpkgs, subs); diff != "" {
				t.Errorf("subpackages (-want +got):\n%s", diff)
			}
			if d.Source.Kind != sdk.SourceRegistry || d.Source.Detail != f.srv.URL {
				t.Errorf("source = %+v", d.Source)
			}
		})
	}
}

func TestDescribeContent(t *testing.T) {
	f := world(t)
	p := newProvider(t, f, "")
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref("example.com/uuid", "", "")})
	if err != nil {
		t.Fatal(err)
	}
	if d.Summary != "Package uuid makes identifiers." {
		t.Errorf("summary = %q", d.Summary)
	}
	wantSig := map[string]string{"New": "func New() UUID", "UUID.String": "func (u UUID) String() string", "UUID": "type UUID [16]byte"}
	for _, s := range d.Symbols {
		if w, ok := wantSig[s.Name]; ok && s.Signature != w {
			t.Errorf("%s signature = %q, want %q", s.Name, s.Signature, w)
		}
		if s.Name == "Parse" && s.Deprecated != "use MustParse." {
			t.Errorf("Parse deprecated = %q", s.Deprecated)
		}
		if s.Name == "UUID.String" && s.Parent != "UUID" {
			t.Errorf("method parent = %q", s.Parent)
		}
	}
	// A whole-program example (external test package): the code keeps its
	// imports so an agent can run it.
	if len(d.Examples) != 1 || !strings.Contains(d.Examples[0].Code, "\"example.com/uuid\"") || !strings.Contains(d.Examples[0].Code, "fmt.Println(len(uuid.New().String()))") || d.Examples[0].Output != "0\n" {
		t.Errorf("examples = %+v", d.Examples)
	}
	if !strings.Contains(d.Readme, "## Usage") || strings.Contains(d.Readme, "shields.io") || strings.Contains(d.Readme, "## License") {
		t.Errorf("README not filtered:\n%s", d.Readme)
	}
	if got := answer.RenderDocument(d, answer.RenderOptions{Ecosystem: "go"}); !strings.HasPrefix(got, "# example.com/uuid@v1.1.0 (go)") {
		t.Errorf("rendered first line: %q", strings.SplitN(got, "\n", 2)[0])
	}
}

func TestProjectResolution(t *testing.T) {
	f := world(t)
	p := newProvider(t, f, "")
	root := t.TempDir()
	write := func(rel, data string) {
		fp := filepath.Join(root, filepath.FromSlash(rel))
		os.MkdirAll(filepath.Dir(fp), 0o755)
		if err := os.WriteFile(fp, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("app/go.mod", "module example.com/app\n\ngo 1.22\n\nrequire (\n\texample.com/uuid v1.0.0\n\texample.com/local v0.0.0\n\texample.com/orig v1.0.0\n)\n\nreplace example.com/local => ../local\n\nreplace example.com/orig => example.com/fork v1.0.1\n")
	write("app/main.go", "package main\n")
	write("app/lib/lib.go", "// Package lib is the app's own.\npackage lib\n\n// Hello greets.\nfunc Hello() {}\n")
	write("local/go.mod", "module example.com/local\n")
	write("local/local.go", "// Package local is replaced by a directory.\npackage local\n\n// Here is local.\nfunc Here() {}\n")
	write("vend/go.mod", "module example.com/vend\n\ngo 1.22\n\nrequire example.com/uuid v1.0.0\n")
	write("vend/vendor/modules.txt", "# example.com/uuid v1.0.0\n## explicit\nexample.com/uuid\n")
	write("vend/vendor/example.com/uuid/uuid.go", "// Package uuid is vendored.\npackage uuid\n\n// Vendored marks it.\nfunc Vendored() {}\n")
	// Replaced by another version when vendored: vendor/ holds that
	// version, and modules.txt ends with the replace directive again
	// (as `go mod vendor` writes it).
	write("vrep/go.mod", "module example.com/vrep\n\ngo 1.22\n\nrequire example.com/uuid v1.1.0\n\nreplace example.com/uuid => example.com/uuid v1.0.0\n")
	write("vrep/vendor/modules.txt", "# example.com/uuid v1.1.0 => example.com/uuid v1.0.0\n## explicit\nexample.com/uuid\n# example.com/uuid => example.com/uuid v1.0.0\n")
	write("vrep/vendor/example.com/uuid/uuid.go", "// Package uuid is vendored.\npackage uuid\n\n// Vendored marks it.\nfunc Vendored() {}\n")
	// go.mod dropped the requirement after go mod vendor: vendor/ still
	// marks it explicit, and the go command refuses to build.
	write("stale/go.mod", "module example.com/stale\n\ngo 1.22\n")
	write("stale/vendor/modules.txt", "# example.com/uuid v1.0.0\n## explicit\nexample.com/uuid\n")
	write("stale/vendor/example.com/uuid/uuid.go", "// Package uuid is vendored.\npackage uuid\n\n// Vendored marks it.\nfunc Vendored() {}\n")
	// A monorepo whose root has no go.mod: a service and a tools module
	// below it, requiring different versions.
	write("mono/package.json", `{"name":"mono","private":true}`)
	write("mono/services/api/go.mod", "module example.com/mono/api\n\ngo 1.22\n\nrequire example.com/uuid v1.1.0\n")
	write("mono/tools/go.mod", "module example.com/mono/tools\n\ngo 1.22\n\nrequire example.com/uuid v1.0.0\n")
	write("mono/node_modules/dep/go.mod", "module example.com/dep\n\nrequire example.com/x/sync v0.7.0\n")
	mono := filepath.Join(root, "mono")
	app := filepath.Join(root, "app")
	tests := map[string]struct {
		ref     sdk.PackageRef
		version string
		kind    sdk.SourceKind
		symbols []string
		note    string
		code    codes.Code
		latest  string // checked when set
	}{
		"go.mod require": {ref: ref("example.com/uuid", "", app), version: "v1.0.0", kind: sdk.SourceManifest, symbols: []string{"New", "UUID", "UUID.String", "Parse"}},
		"explicit wins":  {ref: ref("example.com/uuid", "v1.1.0", app), version: "v1.1.0", kind: sdk.SourceRegistry, symbols: []string{"New", "UUID", "UUID.String", "Parse"}},
		// The version the project builds with, asked for (the follow-up
		// call of a paged answer names it): the project's answer again.
		"project's version asked": {ref: ref("example.com/uuid", "v1.0.0", app), version: "v1.0.0", kind: sdk.SourceManifest, symbols: []string{"New", "UUID", "UUID.String", "Parse"}},
		"main module's (local)":   {ref: ref("example.com/app/lib", "(local)", app), version: "(local)", kind: sdk.SourceLocalFolder, symbols: []string{"Hello"}},
		"replacement's version":   {ref: ref("example.com/orig", "v1.0.1", app), version: "v1.0.1", kind: sdk.SourceManifest, symbols: []string{"Forked"}},
		// From a directory with no go.mod (a monorepo's root, a client's
		// root over many modules) a version asked for is not looked for
		// in the modules below it.
		"version asked, modules below": {ref: ref("example.com/uuid", "v1.0.0", mono), version: "v1.0.0", kind: sdk.SourceRegistry, symbols: []string{"New", "UUID", "UUID.String", "Parse"}},
		"vendored version asked":       {ref: ref("example.com/uuid", "v1.0.0", filepath.Join(root, "vend")), version: "v1.0.0", kind: sdk.SourceLocalInstall, symbols: []string{"Vendored"}},
		"local replace":                {ref: ref("example.com/local", "", app), version: "v0.0.0", kind: sdk.SourceLocalFolder, symbols: []string{"Here"}},
		"versioned replace":            {ref: ref("example.com/orig", "", app), version: "v1.0.1", kind: sdk.SourceManifest, symbols: []string{"Forked"}},
		"main module":                  {ref: ref("example.com/app/lib", "", app), version: "(local)", kind: sdk.SourceLocalFolder, symbols: []string{"Hello"}},
		"vendor":                       {ref: ref("example.com/uuid", "", filepath.Join(root, "vend")), version: "v1.0.0", kind: sdk.SourceLocalInstall, symbols: []string{"Vendored"}, latest: "v1.1.0"},
		"vendor replaced":              {ref: ref("example.com/uuid", "", filepath.Join(root, "vrep")), version: "v1.0.0", kind: sdk.SourceLocalInstall, symbols: []string{"Vendored"}},
		"vendor go.mod dropped":        {ref: ref("example.com/uuid", "", filepath.Join(root, "stale")), version: "v1.0.0", kind: sdk.SourceLocalInstall, symbols: []string{"Vendored"}, note: "no longer requires it: vendor/ is out of date"},
		"not required":                 {ref: ref("example.com/uuid/v2", "", app), version: "v2.0.0", kind: sdk.SourceRegistry, symbols: []string{"NewV2", "UUID", "UUID.String", "Parse"}, note: "has no package example.com/uuid/v2"},
		"no project there":             {ref: ref("example.com/uuid", "", filepath.Join(root, "nope")), code: codes.InvalidArgument},
		"module below":                 {ref: ref("example.com/uuid", "", mono), version: "v1.0.0", kind: sdk.SourceManifest, symbols: []string{"New", "UUID", "UUID.String", "Parse"}, note: "tools/go.mod requires (the nearest Go module below it that does)"},
		"other module below":           {ref: ref("example.com/uuid", "", mono), version: "v1.0.0", kind: sdk.SourceManifest, symbols: []string{"New", "UUID", "UUID.String", "Parse"}, note: "services/api/go.mod (require v1.1.0)"},
		"none below requires it":       {ref: ref("example.com/x/sync/errgroup", "", mono), version: "v0.7.0", kind: sdk.SourceRegistry, symbols: []string{"Group", "Group.Go"}, note: "none of the 2 Go modules below it requires"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: tc.ref})
			if sdk.Code(err) != tc.code {
				t.Fatalf("Describe err = %v, want %v", err, tc.code)
			}
			if err != nil {
				return
			}
			if d.Version != tc.version || d.Source.Kind != tc.kind {
				t.Errorf("version %q source %v, want %q %v", d.Version, d.Source.Kind, tc.version, tc.kind)
			}
			if diff := cmp.Diff(tc.symbols, symbolNames(d)); diff != "" {
				t.Errorf("symbols (-want +got):\n%s", diff)
			}
			if tc.note != "" && !strings.Contains(strings.Join(d.Notes, "\n"), tc.note) {
				t.Errorf("notes %q lack %q", d.Notes, tc.note)
			}
			if tc.latest != "" && d.LatestVersion != tc.latest {
				t.Errorf("latest %q, want %q", d.LatestVersion, tc.latest)
			}
		})
	}
}

// TestModuleCache answers from a module cache fixture with the proxy off.
func TestModuleCache(t *testing.T) {
	cache := t.TempDir()
	write := func(rel, data string) {
		fp := filepath.Join(cache, filepath.FromSlash(rel))
		os.MkdirAll(filepath.Dir(fp), 0o755)
		os.WriteFile(fp, []byte(data), 0o644)
	}
	// Extracted directory (note the case-escaped path).
	write("example.com/!cached@v1.0.0/go.mod", "module example.com/Cached\n")
	write("example.com/!cached@v1.0.0/c.go", "// Package cached is in the cache.\npackage cached\n\n// C is cached.\nconst C = 1\n")
	write("cache/download/example.com/!cached/@v/list", "v1.0.0\n")
	// Zip only, no extracted directory.
	zipData := buildZip(t, "example.com/zipped", "v0.3.0", map[string]string{"go.mod": "module example.com/zipped\n", "z.go": "// Package zipped is a cached zip.\npackage zipped\n\n// Z is zipped.\nvar Z int\n"})
	write("cache/download/example.com/zipped/@v/v0.3.0.zip", string(zipData))
	write("cache/download/example.com/zipped/@v/v0.3.0.info", `{"Version":"v0.3.0"}`)
	p := New(Config{Env: &goenv.Env{GOPROXY: "off", GOMODCACHE: cache, GOWORK: "off"}})
	tests := map[string]struct {
		name    string
		version string
		symbols []string
		code    codes.Code
	}{
		"extracted dir":     {name: "example.com/Cached", version: "v1.0.0", symbols: []string{"C"}},
		"zip":               {name: "example.com/zipped", version: "v0.3.0", symbols: []string{"Z"}},
		"explicit in cache": {name: "example.com/zipped@v0.3.0", version: "v0.3.0", symbols: []string{"Z"}},
		"not cached, off":   {name: "example.com/absent", code: codes.FailedPrecondition},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref(tc.name, "", "")})
			if sdk.Code(err) != tc.code {
				t.Fatalf("Describe err = %v, want %v", err, tc.code)
			}
			if err != nil {
				if !strings.Contains(err.Error(), "GOPROXY=off") {
					t.Errorf("error does not explain GOPROXY=off: %v", err)
				}
				return
			}
			// No project chose the version: the module cache's files are
			// a cache's, not the project's install.
			if d.Version != tc.version || d.Source.Kind != sdk.SourceCache {
				t.Errorf("version %q source %+v, want %s from the module cache (no project)", d.Version, d.Source, tc.version)
			}
			if diff := cmp.Diff(tc.symbols, symbolNames(d)); diff != "" {
				t.Errorf("symbols (-want +got):\n%s", diff)
			}
		})
	}
}

func TestStdlib(t *testing.T) {
	if goroot(t) == "" {
		t.Skip("no Go toolchain")
	}
	f := world(t)
	p := newProvider(t, f, "")
	ctx := context.Background()
	d, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref("net/http", "", "")})
	if err != nil {
		t.Fatal(err)
	}
	if d.Source.Kind != sdk.SourceToolchain || !strings.HasPrefix(d.Version, "go") {
		t.Errorf("source %v version %q", d.Source.Kind, d.Version)
	}
	// The whole API with full declarations, whatever the budget (the
	// host pages it): struct fields included, nothing abbreviated, and
	// deprecated declarations last.
	index := map[string]int{}
	seenDeprecated := false
	for i, s := range d.Symbols {
		index[s.Name] = i
		if strings.Contains(s.Signature, "{ ... }") {
			t.Errorf("%s abbreviated: %s", s.Name, s.Signature)
		}
		if s.Deprecated != "" {
			seenDeprecated = true
		} else if seenDeprecated {
			t.Errorf("%s (not deprecated) comes after a deprecated declaration", s.Name)
		}
	}
	for _, n := range []string{"Client", "Client.Do", "NewRequest", "ListenAndServe", "Server.Shutdown", "StatusText", "ConnState.String"} {
		if _, ok := index[n]; !ok {
			t.Errorf("outline lacks %s", n)
		}
	}
	if i, ok := index["Client"]; !ok || !strings.Contains(d.Symbols[i].Signature, "Timeout time.Duration") {
		t.Errorf("Client's fields are not in the outline")
	}
	// The host's pager fits it: page one names every exported symbol
	// (with its signature, or in the index of names), within the budget.
	out := answer.RenderDocument(d, answer.RenderOptions{Ecosystem: "go"})
	if len(out) > sdk.DefaultMaxLength+400 {
		t.Errorf("net/http page one rendered to %d characters, over the budget", len(out))
	}
	for _, s := range d.Symbols {
		short := s.Name[strings.LastIndex(s.Name, ".")+1:]
		if !strings.Contains(out, short) {
			t.Errorf("page one lacks %s", s.Name)
		}
	}
	if index["NewRequest"] > index["StatusText"] {
		t.Errorf("constructor NewRequest (%d) after StatusText (%d)", index["NewRequest"], index["StatusText"])
	}
	if f.requests.Load() != 0 {
		t.Errorf("stdlib lookup made %d proxy requests", f.requests.Load())
	}
	if _, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref("net/http", "go1.1", "")}); sdk.Code(err) != codes.NotFound {
		t.Errorf("old stdlib version err = %v, want NotFound", err)
	}
	if _, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref("nosuchstd/pkg", "", "")}); sdk.Code(err) != codes.NotFound {
		t.Errorf("missing std package err = %v, want NotFound", err)
	}
	full, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref("net/http", "", ""), Symbol: "Client"})
	if err != nil {
		t.Fatal(err)
	}
	if full.Focus != "Client" || !strings.Contains(full.Symbols[0].Signature, "Timeout time.Duration") {
		t.Errorf("Client focus = %q, signature %q", full.Focus, full.Symbols[0].Signature)
	}
}

func TestWarmCacheAvoidsNetwork(t *testing.T) {
	f := world(t)
	p := newProvider(t, f, "")
	ctx := context.Background()
	if _, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref("example.com/uuid", "", "")}); err != nil {
		t.Fatal(err)
	}
	cold := f.requests.Load()
	if _, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref("example.com/uuid", "", ""), Symbol: "New"}); err != nil {
		t.Fatal(err)
	}
	if warm := f.requests.Load() - cold; warm != 0 {
		t.Errorf("warm describe made %d requests", warm)
	}
	if p.BytesDownloaded() == 0 {
		t.Error("BytesDownloaded = 0 after a cold describe")
	}
}

func TestSearchGetDocCompleteTool(t *testing.T) {
	f := world(t)
	p := newProvider(t, f, "")
	ctx := context.Background()
	sr, err := p.Search(ctx, sdk.SearchRequest{Package: ref("example.com/uuid", "", ""), Query: "format string", Limit: 3})
	if err != nil {
		t.Fatal(err)
	}
	if len(sr.Hits) == 0 || sr.Hits[0].Locator.Symbol != "UUID.String" {
		t.Errorf("search hits = %+v", sr.Hits)
	}
	if _, err := p.Search(ctx, sdk.SearchRequest{Package: ref("example.com/uuid", "", ""), Query: " "}); sdk.Code(err) != codes.InvalidArgument {
		t.Errorf("empty query err = %v", err)
	}

	doc, err := p.GetDoc(ctx, sdk.GetDocRequest{Package: ref("example.com/uuid", "", ""), Symbol: "UUID"})
	if err != nil || !strings.Contains(doc.Content, "func (u UUID) String() string") || !strings.Contains(doc.Content, "Example New") {
		t.Errorf("GetDoc symbol = %+v, %v", doc, err)
	}
	doc, err = p.GetDoc(ctx, sdk.GetDocRequest{Package: ref("example.com/uuid", "", ""), Section: "usage"})
	if err != nil || !strings.Contains(doc.Content, "Call New.") {
		t.Errorf("GetDoc section = %+v, %v", doc, err)
	}
	if _, err := p.GetDoc(ctx, sdk.GetDocRequest{Package: ref("example.com/uuid", "", ""), Section: "nope"}); sdk.Code(err) != codes.NotFound {
		t.Errorf("missing section err = %v", err)
	}
	doc, err = p.GetDoc(ctx, sdk.GetDocRequest{Package: ref("example.com/uuid", "", ""), Path: "README.md"})
	if err != nil || !strings.Contains(doc.Content, "## License") {
		t.Errorf("GetDoc path = %+v, %v", doc, err)
	}
	// A section of a doc file, as a search hit's locator gives it.
	doc, err = p.GetDoc(ctx, sdk.GetDocRequest{Package: ref("example.com/uuid", "", ""), Path: "README.md", Section: "Usage"})
	if err != nil || strings.TrimSpace(doc.Content) != "## Usage\n\nCall New." {
		t.Errorf("GetDoc path+section = %+v, %v", doc, err)
	}
	if _, err := p.GetDoc(ctx, sdk.GetDocRequest{Package: ref("example.com/uuid", "", ""), Path: "README.md", Section: "Nope"}); sdk.Code(err) != codes.NotFound {
		t.Errorf("GetDoc path+missing section err = %v", err)
	}
	for _, bad := range []string{"../etc/passwd", "go.sum.exe", "."} {
		if _, err := p.GetDoc(ctx, sdk.GetDocRequest{Package: ref("example.com/uuid", "", ""), Path: bad}); sdk.Code(err) != codes.InvalidArgument {
			t.Errorf("GetDoc path %q err = %v", bad, err)
		}
	}

	c, err := p.Complete(ctx, sdk.CompleteRequest{Argument: "package", Prefix: "net/ht", Limit: 5})
	if err != nil {
		t.Fatal(err)
	}
	if goroot(t) != "" && (len(c.Values) == 0 || c.Values[0] != "net/http") {
		t.Errorf("Complete = %+v", c)
	}

	res, err := p.CallTool(ctx, "list_go_packages", json.RawMessage(`{"module":"example.com/x/sync/errgroup"}`))
	if err != nil {
		t.Fatal(err)
	}
	var lr listResult
	if err := json.Unmarshal(res.Structured, &lr); err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, pk := range lr.Packages {
		paths = append(paths, pk.Path)
	}
	if diff := cmp.Diff([]string{"example.com/x/sync/errgroup", "example.com/x/sync/semaphore"}, paths); diff != "" || lr.Version != "v0.7.0" {
		t.Errorf("list_go_packages %s (-want +got):\n%s", lr.Version, diff)
	}
	if _, err := p.CallTool(ctx, "list_go_packages", json.RawMessage(`{"module":"x","bogus":1}`)); sdk.Code(err) != codes.InvalidArgument {
		t.Errorf("unknown argument err = %v", err)
	}
	if _, err := p.CallTool(ctx, "nope", nil); sdk.Code(err) != codes.NotFound {
		t.Errorf("unknown tool err = %v", err)
	}
	if err := sdk.ValidateInfo(p.Info()); err != nil {
		t.Errorf("Info invalid: %v", err)
	}
}

func TestCancelled(t *testing.T) {
	f := world(t)
	p := newProvider(t, f, "")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref("example.com/uuid", "", "")}); sdk.Code(err) != codes.Canceled {
		t.Errorf("err = %v, want Canceled", err)
	}
}

// TestProxyRefusal checks how a proxy's 403 for a module it will not
// serve (public proxies answer "This module version is not available"
// for nonexistent repositories) reaches the user: NotFound when we sent
// no credentials, PermissionDenied when netrc credentials were sent.
// GOAUTH=off (go help goauth) sends none, though the netrc has the host.
func TestProxyRefusal(t *testing.T) {
	f := world(t)
	files := f.srv.Config.Handler
	f.srv.Config.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/example.com/nonexistent") {
			http.Error(w, "not found: This module version is not available", http.StatusForbidden)
			return
		}
		files.ServeHTTP(w, r)
	})
	netrc := filepath.Join(t.TempDir(), "netrc")
	host := strings.Split(strings.TrimPrefix(f.srv.URL, "http://"), ":")[0]
	if err := os.WriteFile(netrc, []byte("machine "+host+" login u password pw\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := map[string]struct {
		netrc, goauth string
		code          codes.Code
		msg           string
	}{
		"no credentials":       {code: codes.NotFound, msg: "the proxy refused it or does not have it"},
		"netrc credentials":    {netrc: netrc, code: codes.PermissionDenied, msg: "forbidden with the credentials sent"},
		"GOAUTH lists netrc":   {netrc: netrc, goauth: "git /nonexistent; netrc", code: codes.PermissionDenied, msg: "forbidden with the credentials sent"},
		"GOAUTH=off":           {netrc: netrc, goauth: "off", code: codes.NotFound, msg: "the proxy refused it or does not have it"},
		"GOAUTH without netrc": {netrc: netrc, goauth: "git /nonexistent", code: codes.NotFound, msg: "the proxy refused it or does not have it"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			p := New(Config{Env: &goenv.Env{GOPROXY: f.srv.URL, GOMODCACHE: t.TempDir(), GOWORK: "off", NETRC: tc.netrc, GOAUTH: tc.goauth}})
			_, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref("example.com/nonexistent/pkg", "", "")})
			if sdk.Code(err) != tc.code {
				t.Fatalf("err = %v, want code %v", err, tc.code)
			}
			if !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("error %q lacks %q", err, tc.msg)
			}
			// The other modules of the proxy are unaffected.
			if _, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref("example.com/uuid", "", "")}); err != nil {
				t.Errorf("example.com/uuid: %v", err)
			}
		})
	}
}
