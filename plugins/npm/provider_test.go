package npm

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha512"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/plugins/npm/registry/registrytest"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
)

// env is a test world: a fake registry fed from testdata, a home directory
// and an environment pointing npm at the registry.
type env struct {
	t    *testing.T
	srv  *registrytest.Server
	home string
	vars []string
}

func newEnv(t *testing.T) *env {
	t.Helper()
	srv := registrytest.New(t, "testdata/registry")
	home := t.TempDir()
	return &env{t: t, srv: srv, home: home, vars: []string{
		"npm_config_registry=" + srv.RegistryURL(),
		"npm_config_globalconfig=" + filepath.Join(home, "no-global-npmrc"),
	}}
}

func (e *env) provider() *Provider {
	return New(Config{
		Environ: e.vars,
		Home:    e.home,
		AskNPM:  func(context.Context, string) (string, error) { return "", errors.New("npm must not be asked in tests") },
		// No node is asked either: @types/node, when a builtin's
		// declarations are wanted, is the fixture registry's latest.
		NodeMajor: func(context.Context) (int, error) { return 0, errors.New("node must not be asked in tests") },
	})
}

// synthetic registers a package built in the test (not recorded: the
// registry this project can reach strips fields such as "deprecated", and
// some cases, like a path-escaping tarball, exist on no registry).
func (e *env) synthetic(name, version string, manifest map[string]any, tgz []byte) {
	e.t.Helper()
	sum := sha512.Sum512(tgz)
	base := name[strings.LastIndex(name, "/")+1:]
	tarPath := "/" + name + "/-/" + base + "-" + version + ".tgz"
	m := map[string]any{"name": name, "version": version, "dist": map[string]any{
		"tarball":   registrytest.Placeholder + tarPath,
		"integrity": "sha512-" + base64.StdEncoding.EncodeToString(sum[:]),
	}}
	for k, v := range manifest {
		m[k] = v
	}
	data, err := json.Marshal(m)
	if err != nil {
		e.t.Fatal(err)
	}
	esc := strings.Replace(name, "/", "%2f", 1)
	e.srv.Extra["/"+esc+"/"+version] = data
	e.srv.Extra["/"+esc+"/latest"] = data
	e.srv.Extra[tarPath] = tgz
}

type tarEntry struct {
	name, body, link string
	typ              byte
}

func makeTarball(t testing.TB, entries ...tarEntry) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	for _, e := range entries {
		typ := e.typ
		if typ == 0 {
			typ = tar.TypeReg
		}
		h := &tar.Header{Name: e.name, Typeflag: typ, Mode: 0o644, Linkname: e.link}
		if typ == tar.TypeReg {
			h.Size = int64(len(e.body))
		}
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		if typ == tar.TypeReg {
			if _, err := io.WriteString(tw, e.body); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func symbolNames(d *sdk.Document) map[string]bool {
	out := map[string]bool{}
	for _, s := range d.Symbols {
		out[s.Name] = true
	}
	return out
}

func TestDescribeRegistry(t *testing.T) {
	e := newEnv(t)
	p := e.provider()
	ctx := context.Background()

	t.Run("types only in @types", func(t *testing.T) {
		d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number"}})
		if err != nil {
			t.Fatal(err)
		}
		if d.Name != "is-number" || d.Version != "7.0.0" || d.LatestVersion != "7.0.0" {
			t.Errorf("got %s@%s latest %q (want 7.0.0, known though the same)", d.Name, d.Version, d.LatestVersion)
		}
		if !symbolNames(d)["is_number"] {
			t.Errorf("symbols %v lack is_number from @types/is-number", d.Symbols)
		}
		if got := fact(d, "Types"); !strings.Contains(got, "@types/is-number@7.0.5") {
			t.Errorf("Types fact %q", got)
		}
		if d.Source.Kind != sdk.SourceRegistry || strings.Contains(d.Source.Detail, "registry.invalid") {
			t.Errorf("source %+v", d.Source)
		}
		if !strings.Contains(d.Readme, "## Usage") || strings.Contains(d.Readme, "## Contributors") || strings.Contains(d.Readme, "## License") {
			t.Errorf("README not filtered as expected:\n%s", d.Readme)
		}
		for _, ex := range d.Examples {
			if strings.Contains(d.Readme, ex.Code) {
				t.Errorf("example %q repeats the README", ex.Title)
			}
		}
		if d.License != "MIT" || d.Summary == "" || len(d.Install) != 4 || d.Install[3] != "npm install -D @types/is-number" {
			t.Errorf("header: license %q summary %q install %v", d.License, d.Summary, d.Install)
		}
		if got := fact(d, "Module"); !strings.HasPrefix(got, "CommonJS") {
			t.Errorf("Module fact %q", got)
		}
		if got := fact(d, "Engines"); got != "node >=0.12.0" {
			t.Errorf("Engines fact %q", got)
		}
	})

	t.Run("scoped range below latest, own types", func(t *testing.T) {
		before := len(e.srv.Requests())
		d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "@sindresorhus/is", Version: "^4.2"}})
		if err != nil {
			t.Fatal(err)
		}
		if d.Version != "4.6.0" || d.LatestVersion != "8.1.0" {
			t.Errorf("got %s latest %s", d.Version, d.LatestVersion)
		}
		names := symbolNames(d)
		for _, want := range []string{"is", "is.string", "assert", "assert.string", "TypeName", "Primitive", "AssertionTypeDescription"} {
			if !names[want] {
				t.Errorf("missing symbol %s", want)
			}
		}
		if got := fact(d, "Types"); got != "bundled (dist/index.d.ts)" {
			t.Errorf("Types fact %q", got)
		}
		if got := d.Install[0]; got != "npm install @sindresorhus/is@4.6.0" {
			t.Errorf("install %q", got)
		}
		var paths []string
		for _, r := range e.srv.Requests()[before:] {
			paths = append(paths, r.Path)
		}
		want := "/@sindresorhus%2fis /@sindresorhus%2fis/4.6.0 /@sindresorhus/is/-/is-4.6.0.tgz"
		if strings.Join(paths, " ") != want {
			t.Errorf("requests %v, want %s", paths, want)
		}
	})

	t.Run("warm describe makes no request", func(t *testing.T) {
		before := len(e.srv.Requests())
		if _, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "@sindresorhus/is", Version: "4.6.0"}}); err != nil {
			t.Fatal(err)
		}
		if got := e.srv.Requests()[before:]; len(got) != 0 {
			t.Errorf("warm describe made requests: %v", got)
		}
	})

	t.Run("symbol focus", func(t *testing.T) {
		d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "@sindresorhus/is", Version: "4.6.0"}, Symbol: "assert"})
		if err != nil {
			t.Fatal(err)
		}
		if d.Focus != "assert" || len(d.Symbols) < 10 {
			t.Errorf("focus %q with %d symbols", d.Focus, len(d.Symbols))
		}
		// About the symbol, not the package: no README, examples or doc
		// files, and only the symbol and what is under it.
		if d.Readme != "" || len(d.Examples) != 0 || len(d.DocFiles) != 0 || len(d.Subpackages) != 0 {
			t.Errorf("focused document carries package content: README %d bytes, %d examples, %d doc files, %d subpackages",
				len(d.Readme), len(d.Examples), len(d.DocFiles), len(d.Subpackages))
		}
		for _, s := range d.Symbols {
			if s.Name != "assert" && s.Parent != "assert" && !strings.HasPrefix(s.Parent, "assert.") {
				t.Errorf("symbol %s (parent %q) is not under assert", s.Name, s.Parent)
			}
		}
		if d.Name != "@sindresorhus/is" || d.Version != "4.6.0" || len(d.Install) == 0 {
			t.Errorf("header: %s@%s install %v", d.Name, d.Version, d.Install)
		}
		_, err = p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "@sindresorhus/is", Version: "4.6.0"}, Symbol: "nope"})
		if sdk.Code(err) != codes.NotFound {
			t.Errorf("unknown symbol: %v", err)
		}
	})
}

func fact(d *sdk.Document, label string) string {
	for _, f := range d.Facts {
		if f.Label == label {
			return f.Value
		}
	}
	return ""
}

func TestDescribeErrors(t *testing.T) {
	e := newEnv(t)
	p := e.provider()
	ctx := context.Background()
	tests := map[string]struct {
		ref  sdk.PackageRef
		code codes.Code
	}{
		"zero":            {sdk.PackageRef{}, codes.InvalidArgument},
		"bad name":        {sdk.PackageRef{Name: "../etc/passwd"}, codes.InvalidArgument},
		"bad scope":       {sdk.PackageRef{Name: "@../x"}, codes.InvalidArgument},
		"other ecosystem": {sdk.PackageRef{Ecosystem: "go", Name: "is-number"}, codes.InvalidArgument},
		"bad range":       {sdk.PackageRef{Name: "is-number", Version: ">=x y"}, codes.InvalidArgument},
		"unknown package": {sdk.PackageRef{Name: "no-such-package-here"}, codes.NotFound},
		"unknown version": {sdk.PackageRef{Name: "is-number", Version: "99.0.0"}, codes.NotFound},
		"unknown tag":     {sdk.PackageRef{Name: "is-number", Version: "canary"}, codes.NotFound},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			_, err := p.Describe(ctx, sdk.DescribeRequest{Package: tc.ref})
			if got := sdk.Code(err); got != tc.code {
				t.Fatalf("code %v (%v), want %v", got, err, tc.code)
			}
		})
	}
	t.Run("no registry configured", func(t *testing.T) {
		p := New(Config{Environ: []string{"npm_config_globalconfig=/nonexistent"}, Home: t.TempDir(),
			AskNPM: func(context.Context, string) (string, error) { return "", errors.New("npm not installed") }})
		_, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number"}})
		if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), "npm_config_registry") {
			t.Fatalf("err %v", err)
		}
	})
	t.Run("cancelled", func(t *testing.T) {
		ctx, cancel := context.WithCancel(ctx)
		cancel()
		_, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "left-pad"}})
		if code := sdk.Code(err); code != codes.Canceled {
			t.Fatalf("code %v (%v)", code, err)
		}
	})
}

func TestSyntheticPackages(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	e.synthetic("old-thing", "1.0.0", map[string]any{"deprecated": "Use new-thing instead", "license": "ISC"},
		makeTarball(t, tarEntry{name: "package/package.json", body: `{"name":"old-thing","version":"1.0.0","types":"index.d.ts"}`},
			tarEntry{name: "package/README.md", body: "# old-thing\n\nDoes old things.\n"},
			tarEntry{name: "package/index.d.ts", body: "export declare function old(): void;"}))
	e.synthetic("no-readme", "1.0.0", nil,
		makeTarball(t, tarEntry{name: "package/package.json", body: `{"name":"no-readme","version":"1.0.0"}`},
			tarEntry{name: "package/index.js", body: "module.exports = 1"}))
	huge := "# huge\n\n## Usage\n\n```js\nhuge()\n```\n\n" + strings.Repeat("## Section\n\nSome words about it.\n\n", 150_000)
	e.synthetic("huge-readme", "1.0.0", nil,
		makeTarball(t, tarEntry{name: "package/package.json", body: `{"name":"huge-readme","version":"1.0.0"}`},
			tarEntry{name: "package/README.md", body: huge}))
	e.synthetic("with-examples", "1.0.0", nil,
		makeTarball(t, tarEntry{name: "package/package.json", body: `{"name":"with-examples","version":"1.0.0"}`},
			tarEntry{name: "package/README.md", body: "# with-examples\n\n## Usage\n\n```js\nuse()\n```\n\n## Changelog\n\n```js\nold()\n```\n"},
			tarEntry{name: "package/examples/basic.js", body: "require('with-examples')()\n"},
			tarEntry{name: "package/docs/guide.md", body: "# The guide\n\n## Advanced setup\n\n```js\nsetup()\n```\n"}))
	tooBig := strings.Repeat("x", 9<<20)
	e.synthetic("oversized-readme", "1.0.0", nil,
		makeTarball(t, tarEntry{name: "package/package.json", body: `{"name":"oversized-readme","version":"1.0.0"}`},
			tarEntry{name: "package/README.md", body: tooBig}))
	e.synthetic("escaping", "1.0.0", nil, makeTarball(t, tarEntry{name: "package/../../evil", body: "x"}))
	e.synthetic("symlinked", "1.0.0", nil, makeTarball(t, tarEntry{name: "package/README.md", link: "../../../etc/passwd", typ: tar.TypeSymlink}))
	e.synthetic("corrupt", "1.0.0", nil, []byte("this is not gzip"))
	good := makeTarball(t, tarEntry{name: "package/README.md", body: "# x"})
	e.synthetic("tampered", "1.0.0", nil, good)
	e.srv.Extra["/tampered/-/tampered-1.0.0.tgz"] = makeTarball(t, tarEntry{name: "package/README.md", body: "# evil"})
	p := e.provider()

	t.Run("deprecated", func(t *testing.T) {
		d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "old-thing"}})
		if err != nil {
			t.Fatal(err)
		}
		if d.Deprecated != "Use new-thing instead" || d.License != "ISC" && d.License != "" {
			t.Errorf("deprecated %q license %q", d.Deprecated, d.License)
		}
		if !symbolNames(d)["old"] {
			t.Errorf("symbols %v", d.Symbols)
		}
	})
	t.Run("no README", func(t *testing.T) {
		d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "no-readme"}})
		if err != nil {
			t.Fatal(err)
		}
		if d.Readme != "" || !hasNote(d, "no README") || !hasNote(d, "@types/no-readme") {
			t.Errorf("readme %q notes %v", d.Readme, d.Notes)
		}
		_, err = p.GetDoc(ctx, sdk.GetDocRequest{Package: sdk.PackageRef{Name: "no-readme"}})
		if sdk.Code(err) != codes.NotFound {
			t.Errorf("GetDoc without README: %v", err)
		}
	})
	t.Run("examples from examples/ and dropped README sections", func(t *testing.T) {
		d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "with-examples"}})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, ex := range d.Examples {
			got = append(got, ex.Source)
		}
		if strings.Join(got, ";") != "README § Changelog;examples/basic.js" {
			t.Errorf("examples from %v", got)
		}
		if len(d.DocFiles) != 2 || d.DocFiles[0].Path != "docs/guide.md" || d.DocFiles[0].Title != "The guide" {
			t.Errorf("doc files %+v", d.DocFiles)
		}
		doc, err := p.GetDoc(ctx, sdk.GetDocRequest{Package: sdk.PackageRef{Name: "with-examples"}, Section: "Advanced setup"})
		if err != nil || !strings.Contains(doc.Content, "setup(") || doc.Path != "docs/guide.md#advanced-setup" {
			t.Errorf("section from a doc file: %+v %v", doc, err)
		}
	})
	t.Run("huge README", func(t *testing.T) {
		d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "huge-readme"}})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(d.Readme, "huge()") {
			t.Errorf("usage lost from a huge README")
		}
		doc, err := p.GetDoc(ctx, sdk.GetDocRequest{Package: sdk.PackageRef{Name: "huge-readme"}, MaxLength: 1000})
		if err != nil || len(doc.Content) > 1100 {
			t.Errorf("GetDoc maxLength: %d chars, %v", len(doc.Content), err)
		}
	})
	t.Run("README over the file cap", func(t *testing.T) {
		d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "oversized-readme"}})
		if err != nil {
			t.Fatal(err)
		}
		if d.Readme != "" || !hasNote(d, "README.md") {
			t.Errorf("notes %v", d.Notes)
		}
	})
	for name, code := range map[string]codes.Code{"escaping": codes.Internal, "symlinked": codes.Internal,
		"corrupt": codes.Internal, "tampered": codes.DataLoss} {
		t.Run(name+" tarball", func(t *testing.T) {
			_, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: name}})
			if sdk.Code(err) != code {
				t.Fatalf("code %v (%v), want %v", sdk.Code(err), err, code)
			}
		})
	}
}

func hasNote(d *sdk.Document, s string) bool {
	for _, n := range d.Notes {
		if strings.Contains(n, s) {
			return true
		}
	}
	return false
}

// TestPrivateRegistry: a registry under a path with a path-scoped token in
// the project's .npmrc, serving a scoped package whose tarball lives on
// another host. The token reaches the registry and nothing else.
func TestPrivateRegistry(t *testing.T) {
	cdn := registrytest.New(t, "testdata/registry")
	reg := registrytest.New(t, "testdata/registry")
	reg.Prefix = "/artifactory/api/npm/npm-private"
	reg.Token = "s3cret-token"
	manifest, err := os.ReadFile("testdata/registry/@sindresorhus%2fis/4.6.0.json")
	if err != nil {
		t.Fatal(err)
	}
	reg.Extra["/@corp%2fis/4.6.0"] = []byte(strings.ReplaceAll(strings.Replace(string(manifest), `"@sindresorhus/is"`, `"@corp/is"`, 1),
		registrytest.Placeholder, "http://CDN.invalid"))
	reg.Replace["http://CDN.invalid"] = cdn.URL

	project := t.TempDir()
	rc := "@corp:registry=" + reg.RegistryURL() + "\n" +
		"//" + strings.TrimPrefix(reg.RegistryURL(), "http://") + ":_authToken=${CORP_TOKEN}\n"
	if err := os.WriteFile(filepath.Join(project, ".npmrc"), []byte(rc), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(project, "package.json"), []byte(`{"dependencies":{"@corp/is":"4.6.0"}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	p := New(Config{
		Environ: []string{"CORP_TOKEN=s3cret-token", "npm_config_registry=" + cdn.URL + "/", "npm_config_globalconfig=/nonexistent"},
		Home:    home,
	})
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "@corp/is", ProjectPath: project, ProjectTrusted: true}})
	if err != nil {
		t.Fatal(err)
	}
	if d.Version != "4.6.0" || d.Source.Kind != sdk.SourceManifest {
		t.Errorf("got %s from %v", d.Version, d.Source)
	}
	for _, r := range reg.Requests() {
		if r.Authorization != "Bearer s3cret-token" {
			t.Errorf("registry request without the token: %+v", r)
		}
	}
	if len(cdn.Requests()) == 0 {
		t.Fatal("tarball not fetched from the CDN host")
	}
	for _, r := range cdn.Requests() {
		if r.Authorization != "" {
			t.Errorf("token sent to another host: %+v", r)
		}
	}
	out := answer.RenderDocument(d, answer.RenderOptions{})
	if strings.Contains(out, "s3cret") || strings.Contains(strings.Join(d.Notes, " "), "s3cret") {
		t.Error("token in output")
	}
}

// TestUntrustedProjectNpmrc: a project the user did not choose (an
// agent's projectPath outside the roots) whose .npmrc names another host,
// with a credential taken from the environment, sends nothing to that
// host: the registry comes from the user's configuration, the version
// still from the project, and a Note says the .npmrc was left out. The
// same project trusted uses that host, with the credential.
func TestUntrustedProjectNpmrc(t *testing.T) {
	good := registrytest.New(t, "testdata/registry")
	evil := registrytest.New(t, "testdata/registry")
	project := t.TempDir()
	rc := "registry=" + evil.URL + "/\n//" + strings.TrimPrefix(evil.URL, "http://") + "/:_authToken=${SECRET}\n"
	if err := os.WriteFile(filepath.Join(project, ".npmrc"), []byte(rc), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(project, "package.json"), []byte(`{"dependencies":{"is-number":"7.0.0"}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	home := t.TempDir() // the user's ~/.npmrc names the user's registry
	if err := os.WriteFile(filepath.Join(home, ".npmrc"), []byte("registry="+good.URL+"/\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	env := []string{"SECRET=aws-s3cret", "npm_config_globalconfig=/nonexistent"}
	p := New(Config{Environ: env, Home: home})
	// Its .npmrc sends every name to another registry: the name is asked
	// of no registry at all (the user's could document another package
	// of that name), and the error names the file and how to trust it.
	_, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", ProjectPath: project}})
	if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(fmt.Sprint(err), filepath.Join(project, ".npmrc")) || !strings.Contains(fmt.Sprint(err), "--project") {
		t.Errorf("untrusted project mapping the name elsewhere: err = %v", err)
	}
	if n := len(evil.Requests()) + len(good.Requests()); n != 0 {
		t.Errorf("untrusted project mapping the name elsewhere: %d requests (the project's registry: %+v; the user's: %+v)", n, evil.Requests(), good.Requests())
	}

	// An .npmrc that maps nothing (a credential only) is left out with a
	// note naming it, and the user's registry answers.
	if err := os.WriteFile(filepath.Join(project, ".npmrc"), []byte("//"+strings.TrimPrefix(evil.URL, "http://")+"/:_authToken=${SECRET}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", ProjectPath: project}})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(evil.Requests()); n != 0 {
		t.Errorf("untrusted project: %d requests to the host its .npmrc names: %+v", n, evil.Requests())
	}
	if d.Version != "7.0.0" || d.Source.Kind != sdk.SourceManifest || len(good.Requests()) == 0 {
		t.Errorf("untrusted project: got %s from %v, %d requests to the user's registry", d.Version, d.Source, len(good.Requests()))
	}
	if !slices.ContainsFunc(d.Notes, func(n string) bool { return strings.Contains(n, filepath.Join(project, ".npmrc")+" was not used") }) {
		t.Errorf("no note naming the ignored .npmrc: %q", d.Notes)
	}
	if err := os.WriteFile(filepath.Join(project, ".npmrc"), []byte(rc), 0o600); err != nil {
		t.Fatal(err)
	}

	// The user chose it: its registry and credential are used.
	p = New(Config{Environ: env, Home: home})
	if _, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", ProjectPath: project, ProjectTrusted: true}}); err != nil {
		t.Fatal(err)
	}
	if len(evil.Requests()) == 0 {
		t.Fatal("trusted project: its .npmrc registry was not used")
	}
	for _, r := range evil.Requests() {
		if r.Authorization != "Bearer aws-s3cret" {
			t.Errorf("trusted project: request without its credential: %+v", r)
		}
	}
}

// TestProjectVersions: the version a project uses, from each lockfile
// format (recorded by the real tools: @sindresorhus/is 4.6.0 while the
// registry's latest is 8.1.0), from package.json alone, and from a
// node_modules install read without any network.
func TestProjectVersions(t *testing.T) {
	e := newEnv(t)
	p := e.provider()
	ctx := context.Background()
	for _, dir := range []string{"npm1", "npm2", "npm3", "pnpm7", "pnpm8", "pnpm9", "yarn1", "berry"} {
		t.Run("lockfile "+dir, func(t *testing.T) {
			d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "@sindresorhus/is", ProjectPath: filepath.Join("lockfile/testdata", dir)}})
			if err != nil {
				t.Fatal(err)
			}
			if d.Version != "4.6.0" || d.Source.Kind != sdk.SourceLockfile || d.LatestVersion != "8.1.0" {
				t.Fatalf("got %s (latest %s) from %v", d.Version, d.LatestVersion, d.Source)
			}
		})
	}
	t.Run("lockfile out of date", func(t *testing.T) {
		// package.json was edited to ^5 without an install: the lock
		// still holds 4.6.0, the answer says the lockfile is stale.
		project := t.TempDir()
		lock, err := os.ReadFile("lockfile/testdata/npm3/package-lock.json")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(project, "package-lock.json"), lock, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(project, "package.json"), []byte(`{"dependencies":{"@sindresorhus/is":"^5.0.0"}}`), 0o644); err != nil {
			t.Fatal(err)
		}
		d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "@sindresorhus/is", ProjectPath: project}})
		if err != nil {
			t.Fatal(err)
		}
		if d.Version != "4.6.0" || d.Source.Kind != sdk.SourceLockfile {
			t.Fatalf("got %s from %v", d.Version, d.Source)
		}
		if !slices.ContainsFunc(d.Notes, func(n string) bool {
			return strings.Contains(n, `asks for @sindresorhus/is "^5.0.0"`) && strings.Contains(n, "out of date")
		}) {
			t.Errorf("no note that the lockfile is out of date: %q", d.Notes)
		}
	})
	t.Run("override without a lockfile", func(t *testing.T) {
		// is-number comes only through is-odd (which asks ^6); the
		// project forces 6.0.0 everywhere. No lockfile, nothing
		// installed: the override is the project's version, not the
		// registry's latest 7.0.0.
		project := t.TempDir()
		if err := os.WriteFile(filepath.Join(project, "package.json"), []byte(`{"dependencies":{"is-odd":"^3.0.1"},"overrides":{"is-number":"6.0.0"}}`), 0o644); err != nil {
			t.Fatal(err)
		}
		d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", ProjectPath: project}})
		if err != nil {
			t.Fatal(err)
		}
		if d.Version != "6.0.0" || d.Source.Kind != sdk.SourceManifest {
			t.Fatalf("got %s from %v", d.Version, d.Source)
		}
		if !slices.ContainsFunc(d.Notes, func(n string) bool { return strings.Contains(n, `overrides ("is-number": "6.0.0")`) }) {
			t.Errorf("no note naming the override: %q", d.Notes)
		}
	})
	t.Run("lockfile alias", func(t *testing.T) {
		_, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "strip", ProjectPath: "lockfile/testdata/npm3"}})
		// strip-ansi is not recorded: the alias must be resolved to it.
		if sdk.Code(err) != codes.NotFound || !strings.Contains(err.Error(), "strip-ansi") {
			t.Fatalf("alias: %v", err)
		}
	})
	t.Run("package.json range", func(t *testing.T) {
		project := t.TempDir()
		if err := os.WriteFile(filepath.Join(project, "package.json"), []byte(`{"devDependencies":{"@sindresorhus/is":"^4.2.0"}}`), 0o644); err != nil {
			t.Fatal(err)
		}
		d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "@sindresorhus/is", ProjectPath: filepath.Join(project)}})
		if err != nil {
			t.Fatal(err)
		}
		if d.Version != "4.6.0" || d.Source.Kind != sdk.SourceManifest {
			t.Fatalf("got %s from %v", d.Version, d.Source)
		}
	})
	t.Run("git and tarball dependencies are said, not the registry's", func(t *testing.T) {
		// Lockfiles the package managers wrote (lockfile/testdata/origins):
		// ms from a git repository, semver from a tarball URL, neither
		// installed. The registry's release of the same number may be
		// another package; main answered it, or the registry's latest.
		for _, dir := range []string{"npm1", "npm3", "pnpm9", "yarn1", "berry", "bun"} {
			project := filepath.Join("lockfile", "testdata", "origins", dir)
			for name, want := range map[string]string{"ms": "from the git repository ", "semver": "from the tarball http://127.0.0.1:8765/semver-6.3.1.tgz"} {
				_, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: name, ProjectPath: project}})
				if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), want) {
					t.Errorf("%s %s: err = %v, want FailedPrecondition saying %q", dir, name, err, want)
				}
			}
		}
		// Without a lockfile, package.json's range says it.
		project := t.TempDir()
		if err := os.WriteFile(filepath.Join(project, "package.json"), []byte(`{"dependencies":{"is-number":"github:jonschlinkert/is-number#98e8ff1"}}`), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", ProjectPath: project}})
		if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), "the git repository github:jonschlinkert/is-number#98e8ff1") {
			t.Errorf("package.json only: err = %v", err)
		}
	})
	t.Run("Yarn Plug'n'Play install", func(t *testing.T) {
		// pnp/testdata/berry4: no node_modules; the packages are in
		// .yarn/cache zips where .pnp.cjs puts them. Main answered from
		// yarn.lock through the registry, and the registry's latest for
		// the git dependency.
		root := filepath.Join("pnp", "testdata", "berry4")
		type got struct{ Name, Version, Source string }
		for _, tc := range []struct {
			dir, name string
			want      got
		}{
			{".", "is-number", got{"is-number", "7.0.0", "is-number-npm-7.0.0-060086935c-6a6c3383f6.zip/node_modules/is-number"}},
			{"packages/app", "is-number", got{"is-number", "6.0.0", "is-number-npm-6.0.0-30881e83e6-8668b49747.zip/node_modules/is-number"}},
			{".", "ms", got{"ms", "2.0.0", "ms-http-38f098b075-6c2ca2281b.zip/node_modules/ms"}},
			{".", "strip", got{"strip-ansi", "6.0.1", "strip-ansi-npm-6.0.1-caddc7cb40-ae3b5436d3.zip/node_modules/strip-ansi"}},
		} {
			d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: tc.name, ProjectPath: filepath.Join(root, tc.dir)}})
			if err != nil {
				t.Fatalf("%s in %s: %v", tc.name, tc.dir, err)
			}
			if d.Source.Kind != sdk.SourceLocalInstall {
				t.Errorf("%s in %s: source %v", tc.name, tc.dir, d.Source)
			}
			if diff := cmp.Diff(tc.want, got{d.Name, d.Version, filepath.Base(filepath.Dir(filepath.Dir(d.Source.Detail))) + "/node_modules/" + filepath.Base(d.Source.Detail)}); diff != "" {
				t.Errorf("%s in %s: -want +got\n%s", tc.name, tc.dir, diff)
			}
			if d.Readme == "" {
				t.Errorf("%s in %s: no README read from the archive", tc.name, tc.dir)
			}
			if tc.name == "ms" {
				// From git: its install line is the git one, not the
				// registry's 2.0.0 (main's).
				if len(d.Install) == 0 || d.Install[0] != "yarn add ms@http://127.0.0.1:8765/ms.git#v2.0.0" || !hasNote(d, "installs ms from http://127.0.0.1:8765/ms.git#v2.0.0, not from a registry") {
					t.Errorf("ms from git: install %q notes %q", d.Install, d.Notes)
				}
			}
		}
	})
	t.Run("file: tarball read from the project", func(t *testing.T) {
		// "file:is-number-7.0.0.tgz" (npm pack's output, kept in the
		// project), not installed: main refused it (main before this
		// branch: the registry's latest).
		project := t.TempDir()
		tgz, err := os.ReadFile(filepath.Join("testdata", "registry", "is-number", "-", "is-number-7.0.0.tgz"))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(project, "is-number-7.0.0.tgz"), tgz, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(project, "package.json"), []byte(`{"dependencies":{"is-number":"file:is-number-7.0.0.tgz"}}`), 0o644); err != nil {
			t.Fatal(err)
		}
		d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", ProjectPath: project}})
		if err != nil {
			t.Fatal(err)
		}
		if d.Version != "7.0.0" || d.Source.Kind != sdk.SourceLocalFolder || d.Source.Detail != filepath.Join(project, "is-number-7.0.0.tgz") || d.Readme == "" {
			t.Errorf("got %s from %+v (readme %d bytes)", d.Version, d.Source, len(d.Readme))
		}
	})
	t.Run("JSR packages are said, not asked of the npm registry", func(t *testing.T) {
		// package.json's jsr: protocol (pnpm 10.9, Yarn 4.9) and a Deno
		// project's jsr: import, not installed. Main asked the npm
		// registry for the name: not found, or another package.
		for file, content := range map[string]string{
			"package.json": `{"dependencies":{"is-number":"jsr:^7.0.0"}}`,
			"deno.json":    `{"imports":{"is-number":"jsr:@std/is-number@^7.0.0"}}`,
		} {
			project := t.TempDir()
			if err := os.WriteFile(filepath.Join(project, file), []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", ProjectPath: project}})
			if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), "a package of JSR") {
				t.Errorf("%s: err = %v, want FailedPrecondition naming JSR", file, err)
			}
		}
	})
	t.Run("bun.lockb is said to be unread", func(t *testing.T) {
		d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", ProjectPath: filepath.Join("lockfile", "testdata", "bunb")}})
		if err != nil {
			t.Fatal(err)
		}
		if d.Source.Kind != sdk.SourceManifest || !hasNote(d, "bun.lockb, Bun's binary lockfile, pins the version of is-number, but pkgdocs does not read it") {
			t.Fatalf("source %v notes %v", d.Source, d.Notes)
		}
	})
	t.Run("workspace spec found nowhere is said, not the registry's latest", func(t *testing.T) {
		// No workspace package of that name: the registry's package of
		// the name is a stranger's, not the project's.
		project := t.TempDir()
		if err := os.WriteFile(filepath.Join(project, "package.json"), []byte(`{"dependencies":{"is-number":"workspace:*"}}`), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", ProjectPath: project}})
		if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), `"workspace:*"`) {
			t.Fatalf("err = %v, want FailedPrecondition naming the range", err)
		}
	})
	t.Run("node_modules install, no network", func(t *testing.T) {
		project := t.TempDir()
		sub := filepath.Join(project, "packages", "app")
		if err := os.MkdirAll(sub, 0o755); err != nil {
			t.Fatal(err)
		}
		extract(t, "testdata/registry/@sindresorhus/is/-/is-4.6.0.tgz", filepath.Join(project, "node_modules", "@sindresorhus", "is"))
		// A symlink inside the install pointing out of it is not followed.
		if err := os.Symlink("/etc/passwd", filepath.Join(project, "node_modules", "@sindresorhus", "is", "HISTORY.md")); err != nil {
			t.Fatal(err)
		}
		before := len(e.srv.Requests())
		q := New(Config{Environ: []string{}, Home: t.TempDir(),
			AskNPM: func(context.Context, string) (string, error) { return "", errors.New("no npm") }})
		d, err := q.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "@sindresorhus/is", ProjectPath: sub}})
		if err != nil {
			t.Fatal(err)
		}
		if d.Version != "4.6.0" || d.Source.Kind != sdk.SourceLocalInstall || !symbolNames(d)["is.string"] {
			t.Fatalf("got %s from %v, %d symbols", d.Version, d.Source, len(d.Symbols))
		}
		for _, f := range d.DocFiles {
			if f.Path == "HISTORY.md" {
				t.Error("symlink followed")
			}
		}
		if got := e.srv.Requests()[before:]; len(got) != 0 {
			t.Fatalf("installed package caused requests: %v", got)
		}
	})
}

// extract unpacks a recorded tarball into dir (tests only; the provider
// never extracts).
func extract(t *testing.T, tgz, dir string) {
	t.Helper()
	f, err := os.Open(tgz)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		_, rel, _ := strings.Cut(h.Name, "/")
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(tr)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestGetDocSearchComplete(t *testing.T) {
	e := newEnv(t)
	p := e.provider()
	ctx := context.Background()
	ref := sdk.PackageRef{Name: "is-number"}

	tests := map[string]struct {
		req      sdk.GetDocRequest
		contains string
		code     codes.Code
	}{
		"whole README":        {sdk.GetDocRequest{}, "## Release history", codes.OK},
		"section by title":    {sdk.GetDocRequest{Section: "usage"}, "require('is-number')", codes.OK},
		"dropped section":     {sdk.GetDocRequest{Section: "Release history"}, "### 7.0.0", codes.OK},
		"section by slug":     {sdk.GetDocRequest{Section: "why-is-this-needed"}, "edge cases", codes.OK},
		"file by path":        {sdk.GetDocRequest{Path: "package.json"}, `"name": "is-number"`, codes.OK},
		"unknown section":     {sdk.GetDocRequest{Section: "Nope"}, "", codes.NotFound},
		"unknown path":        {sdk.GetDocRequest{Path: "../../etc/passwd"}, "", codes.NotFound},
		"query":               {sdk.GetDocRequest{Query: "edge cases casting"}, "Why is this needed", codes.OK},
		"symbol":              {sdk.GetDocRequest{Symbol: "is_number"}, "function is_number", codes.OK},
		"query with no match": {sdk.GetDocRequest{Query: "zzzqqq"}, "", codes.NotFound},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			tc.req.Package = ref
			d, err := p.GetDoc(ctx, tc.req)
			if sdk.Code(err) != tc.code {
				t.Fatalf("code %v (%v), want %v", sdk.Code(err), err, tc.code)
			}
			if err == nil && !strings.Contains(d.Content, tc.contains) {
				t.Fatalf("content lacks %q:\n%s", tc.contains, d.Content)
			}
		})
	}

	t.Run("CallTool", func(t *testing.T) {
		r, err := p.CallTool(ctx, ToolGetDoc, json.RawMessage(`{"package":"is-number","section":"Usage","maxLength":200}`))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(r.Text, "is-number") || len(r.Structured) == 0 {
			t.Fatalf("result %+v", r)
		}
		for name, args := range map[string]string{"zero": ``, "unknown field": `{"package":"is-number","x":1}`,
			"no package": `{}`, "negative": `{"package":"is-number","maxLength":-1}`} {
			if _, err := p.CallTool(ctx, ToolGetDoc, json.RawMessage(args)); sdk.Code(err) != codes.InvalidArgument {
				t.Errorf("%s: %v", name, err)
			}
		}
		if _, err := p.CallTool(ctx, "nope", nil); sdk.Code(err) != codes.NotFound {
			t.Errorf("unknown tool: %v", err)
		}
	})

	t.Run("Search", func(t *testing.T) {
		r, err := p.Search(ctx, sdk.SearchRequest{Package: sdk.PackageRef{Name: "@sindresorhus/is", Version: "4.6.0"}, Query: "typedArray", Fuzzy: true})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Hits) == 0 || r.Hits[0].Locator.Symbol == "" || !strings.Contains(strings.ToLower(r.Hits[0].Title), "typedarray") {
			t.Fatalf("hits %+v", r.Hits)
		}
		if _, err := p.Search(ctx, sdk.SearchRequest{Package: ref}); sdk.Code(err) != codes.InvalidArgument {
			t.Errorf("empty query: %v", err)
		}
	})

	t.Run("Complete", func(t *testing.T) {
		project := t.TempDir()
		if err := os.WriteFile(filepath.Join(project, "package.json"), []byte(`{"dependencies":{"is-odd":"1","isarray":"2","react":"18"}}`), 0o644); err != nil {
			t.Fatal(err)
		}
		e.srv.Extra["/-/v1/search"] = []byte(`{"total":2,"objects":[{"package":{"name":"is-number"}},{"package":{"name":"is-odd"}}]}`)
		c, err := p.Complete(ctx, sdk.CompleteRequest{Argument: "package", Prefix: "is", ProjectPath: project})
		if err != nil {
			t.Fatal(err)
		}
		if strings.Join(c.Values, " ") != "is-odd isarray is-number" {
			t.Fatalf("values %v", c.Values)
		}
		c, err = p.Complete(ctx, sdk.CompleteRequest{Argument: "version", Prefix: "1"})
		if err != nil || len(c.Values) != 0 {
			t.Fatalf("other argument: %v %v", c, err)
		}
	})
}

func TestInfo(t *testing.T) {
	info := New(Config{Version: "test"}).Info()
	if err := sdk.ValidateInfo(info); err != nil {
		t.Fatal(err)
	}
	if info.Name != "npm" || info.Ecosystem != "npm" || len(info.Tools) != 1 || info.Tools[0].Name != ToolGetDoc {
		t.Fatalf("info %+v", info)
	}
}

// TestGetDocSectionByListedTitle: every title a not-found error lists as
// available is accepted as it is written, in any case, and by its slug
// ("7.0.0" was refused while its slug "700" worked).
func TestGetDocSectionByListedTitle(t *testing.T) {
	e := newEnv(t)
	p := e.provider()
	ctx := context.Background()
	ref := sdk.PackageRef{Name: "is-number"}
	for name, section := range map[string]string{"exact": "7.0.0", "other case": "release HISTORY", "slug": "700", "slug with #": "#release-history"} {
		t.Run(name, func(t *testing.T) {
			d, err := p.GetDoc(ctx, sdk.GetDocRequest{Package: ref, Section: section})
			if err != nil {
				t.Fatal(err)
			}
			if !strings.EqualFold(d.Title, section) && !strings.Contains(d.Path, strings.TrimPrefix(section, "#")) {
				t.Errorf("section %q gave %q (%s)", section, d.Title, d.Path)
			}
		})
	}
	_, err := p.GetDoc(ctx, sdk.GetDocRequest{Package: ref, Section: "no such section"})
	msg := fmt.Sprint(err)
	_, list, ok := strings.Cut(msg, "available: ")
	if !ok {
		t.Fatalf("error lists nothing available: %v", err)
	}
	titles := strings.Split(list, "; ")
	if !slices.Contains(titles, "7.0.0") {
		t.Fatalf("available list %q lacks 7.0.0", titles)
	}
	for _, title := range titles {
		d, err := p.GetDoc(ctx, sdk.GetDocRequest{Package: ref, Section: title})
		if err != nil {
			t.Errorf("listed title %q refused: %v", title, err)
			continue
		}
		if d.Title != title && d.Path != title {
			t.Errorf("listed title %q gave %q (%s)", title, d.Title, d.Path)
		}
		r, err := p.CallTool(ctx, ToolGetDoc, json.RawMessage(fmt.Sprintf(`{"package":"is-number","section":%q}`, title)))
		if err != nil || r.Text == "" {
			t.Errorf("tool refused listed title %q: %v", title, err)
		}
	}
}

// TestAliasInstallLines: a project that depends on is-number under another
// name ("isnum": "npm:is-number@…") imports "isnum", so the install lines
// keep that name; adding is-number under its own name would be a second,
// unused dependency.
func TestAliasInstallLines(t *testing.T) {
	e := newEnv(t)
	p := e.provider()
	tests := []struct {
		name  string
		files map[string]string
		want  []string
	}{
		{name: "lockfile", files: map[string]string{
			"package.json":      `{"name":"app","dependencies":{"isnum":"npm:is-number@^7.0.0"}}`,
			"package-lock.json": `{"name":"app","lockfileVersion":3,"packages":{"":{"dependencies":{"isnum":"npm:is-number@^7.0.0"}},"node_modules/isnum":{"name":"is-number","version":"7.0.0"}}}`,
		}, want: []string{"npm install isnum@npm:is-number@7.0.0", "npm install -D @types/is-number"}},
		{name: "package.json only", files: map[string]string{
			"package.json": `{"name":"app","dependencies":{"isnum":"npm:is-number@7.0.0"}}`,
		}, want: []string{"npm install isnum@npm:is-number@7.0.0", "pnpm add isnum@npm:is-number@7.0.0", "yarn add isnum@npm:is-number@7.0.0"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFiles(t, dir, tc.files)
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "isnum", ProjectPath: dir}})
			if err != nil {
				t.Fatal(err)
			}
			if d.Name != "is-number" || d.Version != "7.0.0" {
				t.Errorf("got %s@%s, want is-number@7.0.0", d.Name, d.Version)
			}
			if diff := cmp.Diff(tc.want, d.Install[:min(len(d.Install), 3)]); diff != "" {
				t.Errorf("install lines (-want +got):\n%s", diff)
			}
		})
	}
}

// TestInstallLinesFollowTheProjectManager: a Yarn, pnpm, Bun or Deno
// project is told its own package manager's command, found as the lockfile
// reader finds it (packageManager, the manager's config or install state,
// the one lockfile, at or above the project); a project that says nothing
// gets every manager's line. 7.0.0 is the latest: the lines do not pin it.
func TestInstallLinesFollowTheProjectManager(t *testing.T) {
	e := newEnv(t)
	p := e.provider()
	pj := `{"name":"app","dependencies":{"is-number":"7.0.0"}}`
	tests := map[string]struct {
		files map[string]string
		dir   string
		want  []string
	}{
		"nothing says": {files: map[string]string{"package.json": pj},
			want: []string{"npm install is-number", "pnpm add is-number", "yarn add is-number", "npm install -D @types/is-number"}},
		"yarn.lock": {files: map[string]string{"package.json": pj, "yarn.lock": "__metadata:\n  version: 8\n"},
			want: []string{"yarn add is-number", "yarn add -D @types/is-number"}},
		"pnpm workspace member": {files: map[string]string{"pnpm-workspace.yaml": "packages: ['apps/*']\n", "package.json": `{"name":"root"}`, "apps/web/package.json": pj},
			dir: "apps/web", want: []string{"pnpm add is-number", "pnpm add -D @types/is-number"}},
		"packageManager bun": {files: map[string]string{"package.json": `{"name":"app","packageManager":"bun@1.2.0","dependencies":{"is-number":"7.0.0"}}`},
			want: []string{"bun add is-number", "bun add -d @types/is-number"}},
		"deno.json": {files: map[string]string{"package.json": pj, "deno.json": "{}"},
			want: []string{"deno add npm:is-number", "deno add --dev npm:@types/is-number"}},
		"two lockfiles, nothing picks": {files: map[string]string{"package.json": pj, "yarn.lock": "# yarn v1\n", "pnpm-lock.yaml": "lockfileVersion: '9.0'\n"},
			want: []string{"npm install is-number", "pnpm add is-number", "yarn add is-number", "npm install -D @types/is-number"}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			writeFiles(t, dir, tc.files)
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", Version: "7.0.0", ProjectPath: filepath.Join(dir, tc.dir)}})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, d.Install); diff != "" {
				t.Errorf("install lines (-want +got):\n%s", diff)
			}
		})
	}
}

// TestLockDrift: node_modules holds pretty-format 30.5.1 but
// package-lock.json locks 30.2.0 (a lockfile pulled without npm install).
// The installed copy, which the code imports, is answered, with a note
// naming both; without a lockfile there is no such note.
func TestLockDrift(t *testing.T) {
	e := newEnv(t)
	p := e.provider()
	tests := []struct {
		dir, note string
	}{
		{dir: "testdata/lockdrift", note: "locks pretty-format 30.2.0, but"},
		{dir: "testdata/installed/default-also-named"},
	}
	for _, tc := range tests {
		t.Run(tc.dir, func(t *testing.T) {
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "pretty-format", ProjectPath: tc.dir}})
			if err != nil {
				t.Fatal(err)
			}
			if d.Version != "30.5.1" || d.Source.Kind != sdk.SourceLocalInstall {
				t.Errorf("got %s from %+v, want the installed 30.5.1", d.Version, d.Source)
			}
			got := slices.ContainsFunc(d.Notes, func(n string) bool { return strings.Contains(n, "locks pretty-format") })
			if want := tc.note != ""; got != want || want && !slices.ContainsFunc(d.Notes, func(n string) bool { return strings.Contains(n, tc.note) }) {
				t.Errorf("notes %q, want a note with %q", d.Notes, tc.note)
			}
		})
	}
}
