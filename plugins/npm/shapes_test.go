package npm

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// Old manifests: lodash's packument has versions whose engines is an
// array; a range must still resolve (recorded from the registry).
func TestOldManifestRange(t *testing.T) {
	p := newEnv(t).provider()
	for _, v := range []string{"^4.17.0", "~4.18", "4.x"} {
		d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "lodash", Version: v}})
		if err != nil {
			t.Fatalf("lodash@%s: %v", v, err)
		}
		if d.Version != "4.18.1" || d.License != "MIT" {
			t.Errorf("lodash@%s: version %s license %q", v, d.Version, d.License)
		}
	}
}

// writeFiles creates files under dir.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		f := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(f), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// An installed package without bundled types gets its API from the
// matching @types version: installed when it is, else from the registry
// (recorded @types/is-number), as for a package that is not installed.
func TestInstalledWithoutTypes(t *testing.T) {
	e := newEnv(t)
	p := e.provider()
	ctx := context.Background()
	proj := t.TempDir()
	writeFiles(t, proj, map[string]string{
		"package.json":                        `{"dependencies":{"is-number":"^7.0.0"}}`,
		"node_modules/is-number/package.json": `{"name":"is-number","version":"7.0.0","main":"index.js","license":"MIT"}`,
		"node_modules/is-number/index.js":     "module.exports = function(num) { return true; };\n",
	})
	d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", ProjectPath: proj}})
	if err != nil {
		t.Fatal(err)
	}
	if d.Source.Kind != sdk.SourceLocalInstall || !symbolNames(d)["is_number"] {
		t.Fatalf("source %v, symbols %v", d.Source.Kind, d.Symbols)
	}
	if got := fact(d, "Types"); got != "from @types/is-number@7.0.5 (install it alongside as a dev dependency)" {
		t.Errorf("Types fact %q", got)
	}
	if !slices.Contains(d.Install, "npm install is-number && npm install -D @types/is-number") {
		t.Errorf("install lines %v", d.Install)
	}
	for _, n := range d.Notes {
		if strings.Contains(n, "pass a version") || strings.Contains(n, "no API outline") {
			t.Errorf("wrong hint: %s", n)
		}
	}

	// With @types installed, the installed one, and no install hint.
	writeFiles(t, proj, map[string]string{
		"node_modules/@types/is-number/package.json": `{"name":"@types/is-number","version":"7.0.1","types":"index.d.ts"}`,
		"node_modules/@types/is-number/index.d.ts":   "declare function isNumber(num: unknown): boolean;\nexport = isNumber;\n",
	})
	d, err = p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", ProjectPath: proj}})
	if err != nil {
		t.Fatal(err)
	}
	if got := fact(d, "Types"); got != "from @types/is-number@7.0.1 (installed in the project)" {
		t.Errorf("Types fact %q", got)
	}
	if d.Install[0] != "npm install is-number" {
		t.Errorf("install lines %v", d.Install)
	}
}

// Packages with no declarations anywhere get an outline inferred from
// their JavaScript, marked as such (recorded: unpipe is CommonJS,
// ucontent ESM with JSDoc and re-exports).
func TestNoTypesAnywhere(t *testing.T) {
	p := newEnv(t).provider()
	tests := map[string]struct {
		entry string
		want  []string // "name | signature"
	}{
		"unpipe": {entry: "index.js", want: []string{"unpipe | module.exports = function unpipe(stream: object)"}},
		"ucontent": {entry: "esm/index.js", want: []string{
			"css | function css(template: string|string[]|CSS, ...values: any[]): CSS",
			"html | const html",
			"render | function render(where: object|function, what: CSS|HTML|JS|Raw|function): function|object",
		}},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: name}})
			if err != nil {
				t.Fatal(err)
			}
			if got, want := fact(d, "Types"), "none; the outline is inferred from the JavaScript ("+tt.entry+")"; got != want {
				t.Errorf("Types fact %q, want %q", got, want)
			}
			have := map[string]bool{}
			for _, s := range d.Symbols {
				have[s.Name+" | "+s.Signature] = true
			}
			for _, w := range tt.want {
				if !have[w] {
					t.Errorf("missing %q in %v", w, d.Symbols)
				}
			}
			if !hasNote(d, "inferred from its JavaScript") {
				t.Errorf("notes %v", d.Notes)
			}
			for _, f := range d.DocFiles {
				if strings.HasSuffix(f.Path, ".js") {
					t.Errorf("JavaScript source listed as a doc file: %s", f.Path)
				}
			}
		})
	}
}
