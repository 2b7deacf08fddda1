package mdfolder_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/example/mdfolder"
	"github.com/pkgdocs/pkgdocs/sdk/providertest"
	"google.golang.org/grpc/codes"
)

// docs is the example documentation folder.
const docs = "testdata/docs"

func ref(name string) sdk.PackageRef { return sdk.PackageRef{Ecosystem: "mdfolder", Name: name} }

// source is what the provider reports for package name in dir.
func source(t *testing.T, dir, name string) sdk.Source {
	t.Helper()
	st, err := os.Stat(filepath.Join(dir, name, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	return sdk.Source{Kind: sdk.SourceLocalFolder, Detail: filepath.Join(dir, name), FetchedAt: st.ModTime()}
}

func readme(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(docs, name, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

var (
	gauge = sdk.Symbol{Name: "gauge", Kind: "symbol", Signature: "function gauge(opts: GaugeOptions): Gauge",
		Doc: "Creates a gauge that shows one value between 0 and 100."}
	sparkline = sdk.Symbol{Name: "sparkline", Kind: "symbol", Signature: "function sparkline(values: number[], width?: number): string",
		Doc: "Renders values as a one-line sparkline."}
)

// wantCode checks err's contract code; it reports whether err was nil.
func wantCode(t *testing.T, err error, want codes.Code) bool {
	t.Helper()
	if got := sdk.Code(err); got != want {
		t.Fatalf("error %v: code %s, want %s", err, got, want)
	}
	return err == nil
}

func TestDescribe(t *testing.T) {
	p := mdfolder.New(mdfolder.Config{Dir: docs})
	widgets := &sdk.Document{
		Name: "acme-widgets", Version: "1.4.2", Summary: "Widgets for rendering dashboards in the terminal.",
		Readme: readme(t, "acme-widgets"), Symbols: []sdk.Symbol{gauge, sparkline},
		DocFiles: []sdk.DocFile{{Path: "guides/theming.md", Title: "guides/theming.md", Size: 58}},
		Source:   source(t, docs, "acme-widgets"),
	}
	gaugeFull := gauge
	gaugeFull.Doc = "Creates a gauge that shows one value between 0 and 100." // the signature block is not repeated
	tests := []struct {
		name string
		req  sdk.DescribeRequest
		want *sdk.Document
		code codes.Code
	}{
		{name: "package", req: sdk.DescribeRequest{Package: ref("acme-widgets")}, want: widgets},
		{name: "exact version", req: sdk.DescribeRequest{Package: sdk.PackageRef{Name: "acme-widgets", Version: "1.4.2"}}, want: widgets},
		{name: "latest", req: sdk.DescribeRequest{Package: sdk.PackageRef{Name: "acme-widgets", Version: "latest"}}, want: widgets},
		{name: "other version", req: sdk.DescribeRequest{Package: sdk.PackageRef{Name: "acme-widgets", Version: "9.9.9"}}, code: codes.NotFound},
		{name: "no VERSION file, no API, no doc files", req: sdk.DescribeRequest{Package: ref("tiny")}, want: &sdk.Document{
			Name: "tiny", Version: "local", Summary: "A tiny package with no API section.",
			Readme: readme(t, "tiny"), Source: source(t, docs, "tiny"),
		}},
		{name: "symbol", req: sdk.DescribeRequest{Package: ref("acme-widgets"), Symbol: "gauge"}, want: &sdk.Document{
			Name: "acme-widgets", Version: "1.4.2", Summary: widgets.Summary, Focus: "gauge",
			Symbols: []sdk.Symbol{gaugeFull}, Source: widgets.Source,
		}},
		{name: "unknown symbol", req: sdk.DescribeRequest{Package: ref("acme-widgets"), Symbol: "Gauge"}, code: codes.NotFound},
		{name: "unknown package", req: sdk.DescribeRequest{Package: ref("no-such-package")}, code: codes.NotFound},
		{name: "zero request", req: sdk.DescribeRequest{}, code: codes.InvalidArgument},
		{name: "parent dir", req: sdk.DescribeRequest{Package: ref("..")}, code: codes.InvalidArgument},
		{name: "traversal", req: sdk.DescribeRequest{Package: ref("../../etc")}, code: codes.InvalidArgument},
		{name: "slash", req: sdk.DescribeRequest{Package: ref("acme-widgets/guides")}, code: codes.InvalidArgument},
		{name: "upper case", req: sdk.DescribeRequest{Package: ref("Acme-Widgets")}, code: codes.InvalidArgument},
		{name: "hidden", req: sdk.DescribeRequest{Package: ref(".git")}, code: codes.InvalidArgument},
		{name: "too long", req: sdk.DescribeRequest{Package: ref(strings.Repeat("a", 101))}, code: codes.InvalidArgument},
		{name: "longest", req: sdk.DescribeRequest{Package: ref(strings.Repeat("a", 100))}, code: codes.NotFound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := p.Describe(t.Context(), tt.req)
			if !wantCode(t, err, tt.code) {
				return
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Describe (-want +got):\n%s", diff)
			}
		})
	}
}

func TestDescribeFolder(t *testing.T) {
	t.Run("from environment", func(t *testing.T) {
		t.Setenv(mdfolder.DirEnv, docs)
		doc, err := mdfolder.New(mdfolder.Config{Version: "1.0.0"}).Describe(t.Context(), sdk.DescribeRequest{Package: ref("tiny")})
		if err != nil {
			t.Fatal(err)
		}
		if doc.Name != "tiny" {
			t.Errorf("Name = %q, want tiny", doc.Name)
		}
	})
	t.Run("not configured", func(t *testing.T) {
		t.Setenv(mdfolder.DirEnv, "")
		_, err := mdfolder.New(mdfolder.Config{Version: "1.0.0"}).Describe(t.Context(), sdk.DescribeRequest{Package: ref("tiny")})
		wantCode(t, err, codes.FailedPrecondition)
	})
	t.Run("cancelled", func(t *testing.T) {
		ctx, cancel := context.WithCancel(t.Context())
		cancel()
		_, err := mdfolder.New(mdfolder.Config{Dir: docs}).Describe(ctx, sdk.DescribeRequest{Package: ref("tiny")})
		wantCode(t, err, codes.Canceled)
	})
}

// linkedFolder is a docs folder whose package "pkg" holds symlinks to a
// secret outside it: secret.md (a file link), linked/ (a directory link)
// and inside.md (a link to a file inside the package).
func linkedFolder(t *testing.T) string {
	t.Helper()
	base := t.TempDir()
	outside := filepath.Join(base, "outside")
	pkg := filepath.Join(base, "docs", "pkg")
	for _, d := range []string{outside, filepath.Join(pkg, "guides")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	files := map[string]string{
		filepath.Join(outside, "secret.md"):   "SECRET\n",
		filepath.Join(pkg, "README.md"):       "# pkg\n\nA package.\n",
		filepath.Join(pkg, "guides", "ok.md"): "# OK\n",
	}
	for name, text := range files {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	links := map[string]string{
		filepath.Join(pkg, "secret.md"):   filepath.Join(outside, "secret.md"),
		filepath.Join(pkg, "linked"):      outside,
		filepath.Join(pkg, "relative.md"): filepath.Join("..", "..", "outside", "secret.md"),
		filepath.Join(pkg, "inside.md"):   filepath.Join(pkg, "guides", "ok.md"),
	}
	for name, target := range links {
		if err := os.Symlink(target, name); err != nil {
			t.Skipf("symlinks unsupported: %v", err)
		}
	}
	return filepath.Join(base, "docs")
}

func TestGetDoc(t *testing.T) {
	p := mdfolder.New(mdfolder.Config{Dir: docs})
	widgets := source(t, docs, "acme-widgets")
	tests := []struct {
		name string
		req  sdk.GetDocRequest
		want *sdk.Doc
		code codes.Code
	}{
		{name: "readme by default", req: sdk.GetDocRequest{Package: ref("acme-widgets")}, want: &sdk.Doc{
			Name: "acme-widgets", Version: "1.4.2", Title: "README.md", Path: "README.md", Content: readme(t, "acme-widgets"), Source: widgets,
		}},
		{name: "doc file", req: sdk.GetDocRequest{Package: ref("acme-widgets"), Path: "guides/theming.md"}, want: &sdk.Doc{
			Name: "acme-widgets", Version: "1.4.2", Title: "guides/theming.md", Path: "guides/theming.md",
			Content: "# Theming\n\nSet `ACME_THEME=dark` to use the dark palette.\n", Source: widgets,
		}},
		{name: "doc file, unclean path", req: sdk.GetDocRequest{Package: ref("acme-widgets"), Path: "guides/./x/../theming.md"}, want: &sdk.Doc{
			Name: "acme-widgets", Version: "1.4.2", Title: "guides/theming.md", Path: "guides/theming.md",
			Content: "# Theming\n\nSet `ACME_THEME=dark` to use the dark palette.\n", Source: widgets,
		}},
		{name: "section, any case", req: sdk.GetDocRequest{Package: ref("acme-widgets"), Section: "usage"}, want: &sdk.Doc{
			Name: "acme-widgets", Version: "1.4.2", Title: "Usage", Path: "README.md#Usage",
			Content: "```js\nconst w = widgets.gauge({ label: \"CPU\" });\nw.set(42);\n```", Source: widgets,
		}},
		{name: "unknown section", req: sdk.GetDocRequest{Package: ref("acme-widgets"), Section: "Changelog"}, code: codes.NotFound},
		{name: "unknown doc file", req: sdk.GetDocRequest{Package: ref("acme-widgets"), Path: "guides/nope.md"}, code: codes.NotFound},
		{name: "unknown package", req: sdk.GetDocRequest{Package: ref("no-such-package")}, code: codes.NotFound},
		{name: "invalid package", req: sdk.GetDocRequest{Package: ref("../docs")}, code: codes.InvalidArgument},
		{name: "zero request", req: sdk.GetDocRequest{}, code: codes.InvalidArgument},
		{name: "traversal", req: sdk.GetDocRequest{Package: ref("acme-widgets"), Path: "../../etc/passwd"}, code: codes.InvalidArgument},
		{name: "traversal to a sibling package", req: sdk.GetDocRequest{Package: ref("acme-widgets"), Path: "../tiny/README.md"}, code: codes.InvalidArgument},
		{name: "traversal after a dir", req: sdk.GetDocRequest{Package: ref("acme-widgets"), Path: "guides/../../tiny/README.md"}, code: codes.InvalidArgument},
		{name: "absolute", req: sdk.GetDocRequest{Package: ref("acme-widgets"), Path: "/etc/passwd.md"}, code: codes.InvalidArgument},
		{name: "not markdown", req: sdk.GetDocRequest{Package: ref("acme-widgets"), Path: "VERSION"}, code: codes.InvalidArgument},
		{name: "directory", req: sdk.GetDocRequest{Package: ref("acme-widgets"), Path: "guides"}, code: codes.InvalidArgument},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := p.GetDoc(t.Context(), tt.req)
			if !wantCode(t, err, tt.code) {
				return
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("GetDoc (-want +got):\n%s", diff)
			}
		})
	}
}

func TestSymlinksNotFollowed(t *testing.T) {
	dir := linkedFolder(t)
	p := mdfolder.New(mdfolder.Config{Dir: dir})
	for _, path := range []string{"secret.md", "relative.md", "linked/secret.md", "inside.md"} {
		t.Run(path, func(t *testing.T) {
			d, err := p.GetDoc(t.Context(), sdk.GetDocRequest{Package: ref("pkg"), Path: path})
			if err == nil {
				t.Fatalf("GetDoc(%s) = %q, want an error", path, d.Content)
			}
			wantCode(t, err, codes.NotFound)
			if strings.Contains(err.Error(), "SECRET") {
				t.Errorf("error leaks the file: %v", err)
			}
		})
	}
	t.Run("not listed", func(t *testing.T) {
		doc, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: ref("pkg")})
		if err != nil {
			t.Fatal(err)
		}
		want := []sdk.DocFile{{Path: "guides/ok.md", Title: "guides/ok.md", Size: 5}}
		if diff := cmp.Diff(want, doc.DocFiles); diff != "" {
			t.Errorf("DocFiles (-want +got):\n%s", diff)
		}
	})
	t.Run("regular file still served", func(t *testing.T) {
		d, err := p.GetDoc(t.Context(), sdk.GetDocRequest{Package: ref("pkg"), Path: "guides/ok.md"})
		if err != nil {
			t.Fatal(err)
		}
		if d.Content != "# OK\n" {
			t.Errorf("Content = %q", d.Content)
		}
	})
}

func TestComplete(t *testing.T) {
	// A folder with entries Complete must skip: no README, a name the
	// provider would reject, a plain file.
	dir := t.TempDir()
	for name, readme := range map[string]bool{"alpha": true, "alpine": true, "beta": true, "no-readme": false, "Upper": true} {
		if err := os.MkdirAll(filepath.Join(dir, name), 0o755); err != nil {
			t.Fatal(err)
		}
		if readme {
			if err := os.WriteFile(filepath.Join(dir, name, "README.md"), []byte("# "+name+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "file"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		dir  string
		req  sdk.CompleteRequest
		want *sdk.Completion
		code codes.Code
	}{
		{name: "all", dir: docs, req: sdk.CompleteRequest{Argument: "package"}, want: &sdk.Completion{Values: []string{"acme-widgets", "tiny"}, Total: 2}},
		{name: "prefix", dir: docs, req: sdk.CompleteRequest{Prefix: "ac"}, want: &sdk.Completion{Values: []string{"acme-widgets"}, Total: 1}},
		{name: "no match", dir: docs, req: sdk.CompleteRequest{Prefix: "zzz"}, want: &sdk.Completion{}},
		{name: "skips what is not a package", dir: dir, req: sdk.CompleteRequest{}, want: &sdk.Completion{Values: []string{"alpha", "alpine", "beta"}, Total: 3}},
		{name: "limit", dir: dir, req: sdk.CompleteRequest{Prefix: "al", Limit: 1}, want: &sdk.Completion{Values: []string{"alpha"}, Total: 2, HasMore: true}},
		{name: "missing folder", dir: filepath.Join(dir, "missing"), req: sdk.CompleteRequest{}, code: codes.FailedPrecondition},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := mdfolder.New(mdfolder.Config{Dir: tt.dir}).Complete(t.Context(), tt.req)
			if !wantCode(t, err, tt.code) {
				return
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Complete (-want +got):\n%s", diff)
			}
		})
	}
}

func TestCallTool(t *testing.T) {
	p := mdfolder.New(mdfolder.Config{Dir: docs})
	tests := []struct {
		name string
		tool string
		args string
		want *sdk.ToolResult
		code codes.Code
	}{
		{name: "all", tool: "list_mdfolder_packages", args: `{}`, want: &sdk.ToolResult{
			Text:       "- acme-widgets: Widgets for rendering dashboards in the terminal.\n- tiny: A tiny package with no API section.\n",
			Structured: json.RawMessage(`{"packages":[{"name":"acme-widgets","summary":"Widgets for rendering dashboards in the terminal."},{"name":"tiny","summary":"A tiny package with no API section."}]}`),
		}},
		{name: "prefix", tool: "list_mdfolder_packages", args: `{"prefix":"t"}`, want: &sdk.ToolResult{
			Text:       "- tiny: A tiny package with no API section.\n",
			Structured: json.RawMessage(`{"packages":[{"name":"tiny","summary":"A tiny package with no API section."}]}`),
		}},
		{name: "none", tool: "list_mdfolder_packages", args: `{"prefix":"zzz"}`, want: &sdk.ToolResult{
			Text: "No packages found.\n", Structured: json.RawMessage(`{"packages":[]}`),
		}},
		{name: "null arguments", tool: "list_mdfolder_packages", args: `null`, want: &sdk.ToolResult{
			Text:       "- acme-widgets: Widgets for rendering dashboards in the terminal.\n- tiny: A tiny package with no API section.\n",
			Structured: json.RawMessage(`{"packages":[{"name":"acme-widgets","summary":"Widgets for rendering dashboards in the terminal."},{"name":"tiny","summary":"A tiny package with no API section."}]}`),
		}},
		{name: "arguments not an object", tool: "list_mdfolder_packages", args: `[]`, code: codes.InvalidArgument},
		{name: "prefix not a string", tool: "list_mdfolder_packages", args: `{"prefix":1}`, code: codes.InvalidArgument},
		{name: "unknown tool", tool: "delete_everything", args: `{}`, code: codes.NotFound},
		{name: "zero", code: codes.NotFound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := p.CallTool(t.Context(), tt.tool, json.RawMessage(tt.args))
			if !wantCode(t, err, tt.code) {
				return
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("CallTool (-want +got):\n%s", diff)
			}
		})
	}
}

// TestSearch: each hit carries the locator it is read with in full.
func TestSearch(t *testing.T) {
	p := mdfolder.New(mdfolder.Config{Dir: docs})
	tests := []struct {
		query string
		want  sdk.Locator // of the first hit
		code  codes.Code
	}{
		{query: "gauge", want: sdk.Locator{Symbol: "gauge"}},
		{query: "sparklin", want: sdk.Locator{Symbol: "sparkline"}},
		{query: "dark palette", want: sdk.Locator{Path: "guides/theming.md"}},
		{query: "install", want: sdk.Locator{Section: "Install"}},
		{query: " ", code: codes.InvalidArgument},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			res, err := p.Search(t.Context(), sdk.SearchRequest{Package: ref("acme-widgets"), Query: tt.query, Fuzzy: true})
			if !wantCode(t, err, tt.code) {
				return
			}
			if len(res.Hits) == 0 {
				t.Fatalf("no hits")
			}
			if diff := cmp.Diff(tt.want, res.Hits[0].Locator); diff != "" {
				t.Errorf("first hit %q locator (-want +got):\n%s", res.Hits[0].Title, diff)
			}
			if len(res.Hits) > sdk.DefaultSearchLimit {
				t.Errorf("%d hits, over the default limit", len(res.Hits))
			}
		})
	}
}

func TestInfo(t *testing.T) {
	if err := sdk.ValidateInfo(mdfolder.New(mdfolder.Config{}).Info()); err != nil {
		t.Fatal(err)
	}
	if v := mdfolder.New(mdfolder.Config{}).Info().Version; v != "dev" {
		t.Errorf("zero Version reported as %q, want dev", v)
	}
}

var contract = providertest.Config{
	Known:   sdk.PackageRef{Name: "acme-widgets"},
	Unknown: sdk.PackageRef{Name: "no-such-package"},
	Invalid: sdk.PackageRef{Name: "../etc"},
}

func TestContract(t *testing.T) {
	providertest.Run(t, mdfolder.New(mdfolder.Config{Dir: docs}), contract)
}

func TestContractBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	abs, err := filepath.Abs(docs)
	if err != nil {
		t.Fatal(err)
	}
	cfg := contract
	cfg.Env = []string{mdfolder.DirEnv + "=" + abs}
	providertest.RunBinary(t, providertest.BuildBinary(t, "./cmd/pkgdocs-provider-mdfolder"), cfg)
}
