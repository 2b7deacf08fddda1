package npm

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"google.golang.org/grpc/codes"

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
	if got := fact(d, "Types"); got != "from @types/is-number@7.0.5 (not installed)" {
		t.Errorf("Types fact %q", got)
	}
	if !slices.Contains(d.Install, "npm install -D @types/is-number") {
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
	if got := fact(d, "Types"); got != "from @types/is-number@7.0.1 (installed)" {
		t.Errorf("Types fact %q", got)
	}
	if len(d.Install) != 3 {
		t.Errorf("install lines %v", d.Install)
	}
}

// An installed package without declarations anywhere: the outline from its
// JavaScript, and no contradicting "no API outline" note.
func TestInstalledNoTypesAnywhere(t *testing.T) {
	proj := t.TempDir()
	writeFiles(t, proj, map[string]string{
		"node_modules/unpipe/package.json": `{"name":"unpipe","version":"1.0.0"}`,
		"node_modules/unpipe/index.js":     "/**\n * Unpipe a stream.\n * @param {object} stream\n */\nmodule.exports = function unpipe(stream) {};\n",
	})
	d, err := newEnv(t).provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "unpipe", ProjectPath: proj}})
	if err != nil {
		t.Fatal(err)
	}
	if !symbolNames(d)["unpipe"] || hasNote(d, "no API outline") || !hasNote(d, "inferred from its JavaScript") {
		t.Errorf("symbols %v notes %v", d.Symbols, d.Notes)
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

// Every name the outline shows resolves as a symbol in the forms code
// writes it; a miss names the closest symbols. lodash (recorded, types
// from @types/lodash: export = _ with const _: _.LoDashStatic) and a
// minimal express-like shape (export = e, with e.Router in a namespace).
func TestSymbolForms(t *testing.T) {
	e := newEnv(t)
	e.synthetic("exp-like", "1.0.0", map[string]any{"types": "index.d.ts"},
		makeTarball(t, tarEntry{name: "package/package.json", body: `{"name":"exp-like","version":"1.0.0","types":"index.d.ts"}`},
			tarEntry{name: "package/index.d.ts", body: "declare function e(): e.App;\ndeclare namespace e {\n  interface App { listen(port: number): void }\n  function Router(): App;\n  var json: () => void;\n}\nexport = e;\n"}))
	// ky 0.33.3 (trimmed, in dts/testdata): a default export typed by an
	// imported interface the package does not export.
	var ky []tarEntry
	for _, f := range []string{"package.json", "distribution/index.d.ts", "distribution/types/ky.d.ts", "distribution/types/ResponsePromise.d.ts", "distribution/errors/HTTPError.d.ts"} {
		data, err := os.ReadFile(filepath.Join("dts", "testdata", "defaultimported", f))
		if err != nil {
			t.Fatal(err)
		}
		ky = append(ky, tarEntry{name: "package/" + f, body: string(data)})
	}
	e.synthetic("ky", "0.33.3", map[string]any{"types": "./distribution/index.d.ts"}, makeTarball(t, ky...))
	p := e.provider()
	ctx := context.Background()
	tests := []struct{ pkg, sym, want string }{
		{"ky", "ky.create", "default.create"},
		{"ky", "get", "default.get"},
		{"ky", "HTTPError", "HTTPError"},
		{"lodash", "debounce", "_.debounce"},
		{"lodash", "_.debounce", "_.debounce"},
		{"lodash", "lodash.debounce", "_.debounce"},
		{"lodash", "debounce()", "_.debounce"},
		{"exp-like", "Router", "e.Router"},
		{"exp-like", "expLike.Router", "e.Router"},
		{"exp-like", "exp-like.json", "e.json"},
		{"exp-like", "e.Router", "e.Router"},
		{"unpipe", "unpipe", "unpipe"},
	}
	for _, tt := range tests {
		d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: tt.pkg}, Symbol: tt.sym})
		if err != nil {
			t.Errorf("%s %s: %v", tt.pkg, tt.sym, err)
			continue
		}
		if d.Focus != tt.want {
			t.Errorf("%s %s: focus %q, want %q", tt.pkg, tt.sym, d.Focus, tt.want)
		}
	}
	_, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "lodash"}, Symbol: "debounse"})
	if err == nil || !strings.Contains(err.Error(), "closest: debounce") {
		t.Errorf("miss: %v", err)
	}
	// Every name of the whole outline resolves.
	for _, name := range []string{"lodash", "exp-like", "ky", "ucontent", "unpipe"} {
		l, err := p.load(ctx, sdk.PackageRef{Name: name})
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range l.api.Symbols {
			if _, err := focusDocument(l, s.Name); err != nil {
				t.Errorf("%s: %s does not resolve: %v", name, s.Name, err)
			}
		}
	}
}

// export = with a merged namespace (recorded fastify): the types the
// namespace re-exports from the file's imports are listed, the overloads
// come first with the namespace's contents under them and no namespace
// line, and names the namespace does not export are not listed.
func TestExportEqualsMergedNamespace(t *testing.T) {
	p := newEnv(t).provider()
	l, err := p.load(context.Background(), sdk.PackageRef{Name: "fastify", Version: "5.12.8"})
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]int{}
	for _, s := range l.api.Symbols {
		names[s.Name]++
		if s.Kind == "namespace" && s.Name == "fastify" {
			t.Errorf("namespace line: %+v", s)
		}
	}
	if first := l.api.Symbols[0]; first.Name != "fastify" || first.Kind != "function" {
		t.Errorf("first symbol %+v", first)
	}
	for _, want := range []string{"fastify.FastifyRequest", "fastify.FastifyReply", "fastify.FastifyInstance", "fastify.RouteOptions",
		"fastify.DoneFuncWithErrOrRes", "fastify.errorCodes", "fastify.LogController", "fastify.FastifyError", "fastify.default"} {
		if names[want] == 0 {
			t.Errorf("missing %s", want)
		}
	}
	for _, bad := range []string{"fastify.FindMyWayVersion", "fastify.TrustProxyFunction", "Fastify", "fastify.Fastify"} {
		if names[bad] > 0 {
			t.Errorf("%s listed but not exported", bad)
		}
	}
	if names["fastify"] != 4 {
		t.Errorf("fastify listed %d times, want its 4 overloads", names["fastify"])
	}
}

// export = of a const typed by an intersection (recorded chalk 4): the
// members of every part are the value's API.
func TestExportEqualsIntersection(t *testing.T) {
	p := newEnv(t).provider()
	l, err := p.load(context.Background(), sdk.PackageRef{Name: "chalk", Version: "4.1.2"})
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, s := range l.api.Symbols {
		names[s.Name] = true
	}
	for _, want := range []string{"chalk.red", "chalk.bgBlue", "chalk.Instance", "chalk.supportsColor", "chalk.stderr", "chalk.ForegroundColor", "chalk.Options"} {
		if !names[want] {
			t.Errorf("missing %s", want)
		}
	}
	if _, err := focusDocument(l, "red"); err != nil {
		t.Error(err)
	}
}

// A package name followed by a subpath of its exports map is a valid
// request: the answer is that entry point's API (recorded nanoid, and a
// minimal package whose subpath has only JavaScript).
func TestSubpathExports(t *testing.T) {
	e := newEnv(t)
	e.synthetic("subby", "1.0.0", map[string]any{"exports": map[string]any{".": "./index.js", "./util": map[string]any{"import": "./lib/util.mjs"}}},
		makeTarball(t, tarEntry{name: "package/package.json", body: `{"name":"subby","version":"1.0.0","exports":{".":"./index.js","./util":{"import":"./lib/util.mjs"}}}`},
			tarEntry{name: "package/index.js", body: "exports.main = function main() {}"},
			tarEntry{name: "package/lib/util.mjs", body: "export function helper(a, b) {}"}))
	p := e.provider()
	ctx := context.Background()
	tests := []struct{ name, want, install string }{
		{"nanoid/non-secure", "customAlphabet", "npm install nanoid"},
		{"nanoid/non-secure@6.0.2", "nanoid", "npm install nanoid"},
		{"subby/util", "helper", "npm install subby"},
	}
	for _, tt := range tests {
		d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: tt.name}})
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if !symbolNames(d)[tt.want] || d.Install[0] != tt.install {
			t.Errorf("%s: symbols %v install %v", tt.name, d.Symbols, d.Install)
		}
		if sdk.Code(err) != 0 {
			t.Error(err)
		}
	}
	_, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "nanoid/nope"}})
	if sdk.Code(err) != codes.NotFound || !strings.Contains(err.Error(), "nanoid/non-secure") {
		t.Errorf("unknown subpath: %v", err)
	}
	for _, bad := range []string{"nanoid/../x", "nanoid//x", "nanoid/a b"} {
		if _, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: bad}}); sdk.Code(err) != codes.InvalidArgument {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// A capitalised name is a legacy package; the answer says so and names
// the lowercase one.
func TestCapitalisedName(t *testing.T) {
	e := newEnv(t)
	e.synthetic("Express", "3.0.1", nil, makeTarball(t, tarEntry{name: "package/package.json", body: `{"name":"Express","version":"3.0.1"}`}))
	d, err := e.provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "Express"}})
	if err != nil {
		t.Fatal(err)
	}
	if !hasNote(d, "If you meant express") || hasNote(d, "@types/Express") {
		t.Errorf("notes %v", d.Notes)
	}
}

// A README section read on its own carries no link definitions it does not
// use: the badge definitions at the end of a README are not part of its
// last section (the shape of express's and body-parser's READMEs).
func TestSectionWithoutBadgeDefs(t *testing.T) {
	e := newEnv(t)
	e.synthetic("badgey", "1.0.0", nil, makeTarball(t, tarEntry{name: "package/package.json", body: `{"name":"badgey","version":"1.0.0"}`},
		tarEntry{name: "package/README.md", body: "# badgey\n\n[![npm][npm-image]][npm-url]\n\n## Usage\n\nx\n\n## License\n\n[MIT](LICENSE)\n\n[npm-image]: https://img.shields.io/npm/v/badgey.svg\n[npm-url]: https://example.invalid/badgey\n"}))
	d, err := e.provider().GetDoc(context.Background(), sdk.GetDocRequest{Package: sdk.PackageRef{Name: "badgey"}, Section: "License"})
	if err != nil {
		t.Fatal(err)
	}
	if want := "## License\n\n[MIT](LICENSE)\n"; d.Content != want {
		t.Errorf("content %q, want %q", d.Content, want)
	}
}

// default asked of an export = module (recorded chalk 4) answers the
// module itself, and says that default is no export of it, as
// check_package_api reports: the two answers read alike.
func TestExportEqualsDefaultInterop(t *testing.T) {
	p := newEnv(t).provider()
	l, err := p.load(context.Background(), sdk.PackageRef{Name: "chalk", Version: "4.1.2"})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		asked, focus string
		note         bool
	}{
		{"default", "chalk", true},
		{"default.red", "chalk.red", true},
		{"red", "chalk.red", false},
		{"chalk", "chalk", false},
	} {
		d, err := focusDocument(l, tt.asked)
		if err != nil {
			t.Errorf("%s: %v", tt.asked, err)
			continue
		}
		note := slices.ContainsFunc(d.Notes, func(n string) bool {
			return strings.Contains(n, "chalk has no export named default") && strings.Contains(n, "esModuleInterop")
		})
		if d.Focus != tt.focus || note != tt.note {
			t.Errorf("%s: focus %q, interop note %v; want %q, %v (notes %q)", tt.asked, d.Focus, note, tt.focus, tt.note, d.Notes)
		}
	}
}
