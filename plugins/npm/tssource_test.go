package npm

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/npm/registry"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// TestTSSourcePackage: astro-seo 1.2.0 (testdata/tssource, trimmed) is
// published as its TypeScript sources ("exports": "./index.ts", no .d.ts,
// no JavaScript) and re-exports an Astro component (export { default as
// SEO } from "./SEO.astro"; export * from "./SEO.astro"), which no
// declarations describe. Its outline is read from the sources, as the
// compiler reads them; a name the outline lacks cannot be said not to
// exist, since the component's export * may give it.
func TestTSSourcePackage(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "astro-seo", ProjectPath: filepath.Join("testdata", "tssource")}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range d.Symbols {
		got = append(got, s.Name+" ["+s.Kind+"]")
	}
	want := []string{"SEO [alias]", "(export * from './SEO.astro') [" + apicheck.KindUnlisted + "]", "SEOProps [type]"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
	var types string
	for _, f := range d.Facts {
		if f.Label == "Types" {
			types = f.Value
		}
	}
	if !strings.HasPrefix(types, "its TypeScript sources (index.ts)") {
		t.Errorf("Types = %q, want it to name the sources", types)
	}
	ix := apicheck.NewIndex("npm", "astro-seo", d.Symbols)
	for q, want := range map[string]sdk.Verdict{"SEO": sdk.VerdictExists, "SEOProps": sdk.VerdictExists, "SOE": sdk.VerdictOutOfReach} {
		if got := ix.Check(apicheck.Ref{Query: q}); got.Verdict != want {
			t.Errorf("Check(%s) = %v (%s), want %v", q, got.Verdict, got.Note, want)
		}
	}
}

func TestTSSourceEntry(t *testing.T) {
	tests := map[string]struct {
		m    *registry.Manifest
		want bool
	}{
		"nil":                 {nil, false},
		"exports string":      {&registry.Manifest{Exports: []byte(`"./index.ts"`)}, true},
		"exports conditions":  {&registry.Manifest{Exports: []byte(`{".": {"import": "./src/index.mts"}, "./x": "./x.js"}`)}, true},
		"declarations":        {&registry.Manifest{Types: "dist/index.d.ts", Main: "dist/index.js"}, false},
		"main":                {&registry.Manifest{Main: "lib/index.ts"}, true},
		"subpath only source": {&registry.Manifest{Exports: []byte(`{".": "./index.js", "./src": "./src/index.ts"}`)}, false},
	}
	for name, tt := range tests {
		if got := tsSourceEntry(tt.m); got != tt.want {
			t.Errorf("%s: tsSourceEntry = %v, want %v", name, got, tt.want)
		}
	}
}
