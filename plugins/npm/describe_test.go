package npm

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/plugins/npm/registry"
	"github.com/pkgdocs/pkgdocs/sdk"
)

type registryManifest = registry.Manifest

func TestCompactAPI(t *testing.T) {
	long := strings.Repeat("x", 300)
	tests := map[string]struct {
		syms     []sdk.Symbol
		budget   int
		want     []string // names kept
		wantNote bool
		sigMax   int
	}{
		"zero":      {nil, 100, nil, false, 0},
		"unlimited": {[]sdk.Symbol{{Name: "a", Signature: long}, {Name: "a.b", Parent: "a", Signature: long}}, -1, []string{"a", "a.b"}, false, 300},
		"fits":      {[]sdk.Symbol{{Name: "a", Signature: "a()"}, {Name: "a.b", Parent: "a", Signature: "b"}}, 100, []string{"a", "a.b"}, false, 3},
		"members dropped": {[]sdk.Symbol{{Name: "a", Signature: "class a"}, {Name: "a.b", Parent: "a", Signature: long}}, 100,
			[]string{"a"}, true, 7},
		"namespace contents are exports": {[]sdk.Symbol{{Name: "ns", Kind: "namespace", Signature: "namespace ns"},
			{Name: "ns.f", Kind: "function", Parent: "ns", Signature: "function f()"},
			{Name: "ns.C", Kind: "class", Parent: "ns", Signature: "class C"},
			{Name: "ns.C.m", Kind: "method", Parent: "ns.C", Signature: long}}, 100,
			[]string{"ns", "ns.f", "ns.C"}, true, 12},
		"namespace contents dropped last": {[]sdk.Symbol{{Name: "ns", Kind: "namespace", Signature: "namespace ns"},
			{Name: "ns.f", Kind: "function", Parent: "ns", Signature: long}}, 100,
			[]string{"ns", "ns.f"}, true, 12}, // ns.f listed by name only, at the end
		"top-level listed by name when nothing else fits": {[]sdk.Symbol{{Name: "a", Signature: long}, {Name: "b", Signature: long}}, 50,
			[]string{"a", "b"}, true, 0},
		"overloads collapsed": {[]sdk.Symbol{{Name: "f", Kind: "function", Signature: long}, {Name: "f", Kind: "function", Signature: long},
			{Name: "g", Kind: "function", Signature: "g()"}}, 400,
			[]string{"f", "g"}, true, maxOutlineSig + len(" …")},
		"default value members": {[]sdk.Symbol{{Name: "_", Kind: "const", Signature: "export = const _: _.LoDashStatic"},
			{Name: "_.chunk", Kind: "method", Parent: "_", Signature: "chunk()"},
			{Name: "I", Kind: "interface", Signature: "interface I"},
			{Name: "I.x", Kind: "property", Parent: "I", Signature: long}}, 100,
			[]string{"_", "I", "_.chunk"}, true, 32},
		"signatures shortened": {[]sdk.Symbol{{Name: "a", Signature: long}, {Name: "b", Signature: long}}, 400,
			[]string{"a", "b"}, true, maxOutlineSig + len(" …")},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			doc := &sdk.Document{Symbols: append([]sdk.Symbol(nil), tc.syms...)}
			note := compactAPI(doc, tc.budget)
			var got []string
			maxSig := 0
			for _, s := range doc.Symbols {
				got = append(got, s.Name)
				maxSig = max(maxSig, len(s.Signature))
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("kept -want +got\n%s", d)
			}
			if (note != "") != tc.wantNote {
				t.Errorf("note %q", note)
			}
			if maxSig != tc.sigMax {
				t.Errorf("longest signature %d, want %d", maxSig, tc.sigMax)
			}
		})
	}
}

func TestModuleKind(t *testing.T) {
	tests := map[string]struct {
		typ, main, module, exports string
		want                       string
	}{
		"zero":             {"", "", "", "", "CommonJS"},
		"type module":      {"module", "index.js", "", "", "ESM only"},
		"dual conditions":  {"", "", "", `{".":{"import":"./a.mjs","require":"./a.cjs"}}`, "ESM and CommonJS"},
		"module field":     {"", "index.js", "index.mjs", "", "ESM and CommonJS"},
		"mjs main":         {"", "index.mjs", "", "", "ESM only"},
		"exports cjs only": {"", "", "", `"./index.js"`, "CommonJS"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			m := manifestFor(tc.typ, tc.main, tc.module, tc.exports)
			if got := moduleKind(m); !strings.HasPrefix(got, tc.want) {
				t.Fatalf("moduleKind = %q, want prefix %q", got, tc.want)
			}
		})
	}
}

func manifestFor(typ, main, module, exports string) *registryManifest {
	m := &registryManifest{Type: typ, Main: main, Module: module}
	if exports != "" {
		m.Exports = []byte(exports)
	}
	return m
}
