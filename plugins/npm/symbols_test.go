package npm

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// A default export declared under a local name (ansi-styles 6.2.3:
// "declare const ansiStyles: {...}; export default ansiStyles") is read
// by that name, as code imports it.
func TestResolveDefaultLocalName(t *testing.T) {
	syms := []sdk.Symbol{
		{Name: "default", Kind: "const", Signature: "declare const ansiStyles: { readonly modifier: Modifier; } & ForegroundColor; export default ansiStyles"},
		{Name: "default.red", Kind: "property", Parent: "default", Signature: "readonly red: CSPair"},
		{Name: "colorNames", Kind: "const", Signature: "export const colorNames: readonly ColorName[]"},
	}
	for q, want := range map[string]string{
		"ansiStyles":     "default",
		"ansiStyles.red": "default.red",
		"default.red":    "default.red",
		"colorNames":     "colorNames",
		"ansiStyles.zzz": "",
	} {
		got, ok := resolveSymbol("some-styles", syms, q)
		if got != want || ok != (want != "") {
			t.Errorf("resolveSymbol(%q) = %q, %v; want %q", q, got, ok, want)
		}
	}
}

// A member whose name is a quoted key (a CSS properties interface's
// "-moz-outline") is asked for as code or the index writes it.
func TestResolveQuotedKey(t *testing.T) {
	syms := []sdk.Symbol{
		{Name: "Props", Kind: "interface", Signature: "interface Props"},
		{Name: "Props.-moz-outline", Kind: "property", Parent: "Props", Signature: `"-moz-outline"?: string`},
	}
	for q, want := range map[string]string{
		`Props["-moz-outline"]`: "Props.-moz-outline",
		`Props['-moz-outline']`: "Props.-moz-outline",
		`Props."-moz-outline"`:  "Props.-moz-outline",
		`Props.-moz-outline`:    "Props.-moz-outline",
		`Props["-moz-outline"`:  "",
		`Props["-moz-nothing"]`: "",
	} {
		got, ok := resolveSymbol("css-types", syms, q)
		if got != want || ok != (want != "") {
			t.Errorf("resolveSymbol(%q) = %q, %v; want %q", q, got, ok, want)
		}
	}
}

// A name exported under another (flat-cache 6.1.23: "export {
// FlatCacheDefault as default }") is asked for by its own name too.
func TestResolveDeclaredName(t *testing.T) {
	syms := []sdk.Symbol{
		{Name: "default", Kind: "class", Signature: "class FlatCacheDefault // exported as default"},
		{Name: "default.create", Kind: "property", Parent: "default", Signature: "static create: typeof create"},
		{Name: "create", Kind: "function", Signature: "function create(options?: FlatCacheOptions): FlatCache"},
		{Name: "Cache", Kind: "class", Signature: "declare class FlatCache extends Hookified // exported as Cache"},
		{Name: "FlatCacheEvents", Kind: "enum", Signature: "enum FlatCacheEvents"},
	}
	for q, want := range map[string]string{
		"FlatCacheDefault":        "default",
		"FlatCacheDefault.create": "default.create",
		"FlatCache":               "Cache",
		"FlatCacheEvents":         "FlatCacheEvents",
		"FlatCacheDefault.zzz":    "",
	} {
		got, ok := resolveSymbol("flat-cache", syms, q)
		if got != want || ok != (want != "") {
			t.Errorf("resolveSymbol(%q) = %q, %v; want %q", q, got, ok, want)
		}
	}
}

// The same on the installed package (testdata/aliasdefault, flat-cache
// 6.1.23 trimmed): symbol=FlatCacheDefault.create is the default
// export's create.
func TestDescribeDeclaredName(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "flat-cache", ProjectPath: filepath.Join("testdata", "aliasdefault")}
	for q, want := range map[string]string{"FlatCacheDefault": "default", "FlatCacheDefault.create": "default.create"} {
		d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: q})
		if err != nil {
			t.Errorf("%s: %v", q, err)
			continue
		}
		if d.Focus != want {
			t.Errorf("%s: focus %q, want %q", q, d.Focus, want)
		}
	}
}

// A package whose module.exports is one function (@types/express 4:
// "declare function e(): core.Express; export = e") is asked for by the
// name code imports it as: default, the package's name.
func TestResolveExportAssignedRoot(t *testing.T) {
	syms := []sdk.Symbol{
		{Name: "e", Kind: "function", Signature: "export = function e(): core.Express"},
		{Name: "e.Router", Kind: "function", Parent: "e", Signature: "function Router(options?: RouterOptions): core.Router"},
		{Name: "e.json", Kind: "var", Parent: "e", Signature: "var json: typeof bodyParser.json"},
	}
	for q, want := range map[string]string{
		"default":        "e",
		"express":        "e",
		"e":              "e",
		"default.Router": "e.Router",
		"express.json":   "e.json",
		"Router":         "e.Router",
		"defaults":       "",
		"default.zzz":    "",
	} {
		got, ok := resolveSymbol("express", syms, q)
		if got != want || ok != (want != "") {
			t.Errorf("resolveSymbol(%q) = %q, %v; want %q", q, got, ok, want)
		}
	}
}

// The module's own export leads page one wherever the declarations put
// it (ioredis 5's index.d.ts re-exports ReplyError and declares print
// before its default client class); members and the rest keep their order.
func TestOwnExportFirst(t *testing.T) {
	syms := []sdk.Symbol{
		{Name: "ReplyError", Kind: "const", Signature: "const ReplyError: any"},
		{Name: "print", Kind: "function", Signature: "function print(err: Error | null, reply?: any): void"},
		{Name: "default", Kind: "class", Signature: "class Redis extends Commander implements DataHandledable // exported as default"},
		{Name: "default.connect", Kind: "method", Parent: "default", Signature: "connect(callback?: Callback<void>): Promise<void>"},
		{Name: "Cluster", Kind: "class", Signature: "class Cluster extends Commander"},
	}
	var got []string
	for _, s := range ownExportFirst(syms) {
		got = append(got, s.Name)
	}
	want := []string{"default", "ReplyError", "print", "default.connect", "Cluster"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("order (-want +got):\n%s", diff)
	}
	// Already first, or no own export: the same slice.
	if out := ownExportFirst(syms[2:]); &out[0] != &syms[2] {
		t.Error("an outline that opens with its own export was copied")
	}
	if out := ownExportFirst(syms[:2]); len(out) != 2 || out[0].Name != "ReplyError" {
		t.Errorf("an outline without an own export was reordered: %v", out)
	}
}
