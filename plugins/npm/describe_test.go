package npm

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/npm/registry"
	"github.com/pkgdocs/pkgdocs/sdk"
)

type registryManifest = registry.Manifest

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

// TestInheritedStubs: a type's inherited members are listed by name in
// its focused answer, in their bases' order, without declarations or
// docs, the first from each base naming it for the check; the note
// counts them per base and says how to read one.
func TestInheritedStubs(t *testing.T) {
	inh := []sdk.Symbol{
		{Name: "CombinedStream.pipe", Kind: "method", Parent: "CombinedStream", Signature: "pipe<T extends NodeJS.WritableStream>(destination: T, options?: Stream.PipeOptions): T", Doc: "Inherited from Stream (stream)."},
		{Name: "CombinedStream.on", Kind: "method", Parent: "CombinedStream", Signature: "on<E extends string | symbol>(eventName: EventNames<T, E>, listener: Listener<T, E>): this", Doc: "Adds the listener. (inherited from NodeJS.EventEmitter)"},
		{Name: "CombinedStream.defaultMaxListeners", Kind: "let", Parent: "CombinedStream", Signature: "let defaultMaxListeners: number", Doc: "Inherited from EventEmitter."},
		{Name: "CombinedStream.once", Kind: "method", Parent: "CombinedStream", Signature: "once(eventName: string | symbol, listener: (...args: any[]) => void): this", Doc: "Inherited from EventEmitter."},
	}
	tests := map[string]struct {
		inh        []sdk.Symbol
		incomplete bool
		want       []sdk.Symbol
		note       string
	}{
		"nil": {nil, false, []sdk.Symbol{}, ""},
		// A base of the chain was not found: no member claims its base
		// is listed whole, so a check keeps "cannot tell".
		"unseen base": {inh[:2], true, []sdk.Symbol{
			{Name: "CombinedStream.pipe", Kind: "method", Parent: "CombinedStream", Signature: "pipe(…)"},
			{Name: "CombinedStream.on", Kind: "method", Parent: "CombinedStream", Signature: "on(…)"},
		}, "CombinedStream inherits 2 members, listed by name (1 from Stream (stream), 1 from NodeJS.EventEmitter); describe with symbol=CombinedStream.NAME for one in full."},
		"bases": {inh, false, []sdk.Symbol{
			{Name: "CombinedStream.pipe", Kind: "method", Parent: "CombinedStream", Signature: "pipe(…) // inherited from Stream (stream)"},
			{Name: "CombinedStream.on", Kind: "method", Parent: "CombinedStream", Signature: "on(…) // inherited from NodeJS.EventEmitter"},
			{Name: "CombinedStream.defaultMaxListeners", Kind: "let", Parent: "CombinedStream", Signature: "defaultMaxListeners // inherited from EventEmitter"},
			{Name: "CombinedStream.once", Kind: "method", Parent: "CombinedStream", Signature: "once(…)"},
		}, "CombinedStream inherits 4 members, listed by name (1 from Stream (stream), 1 from NodeJS.EventEmitter, 2 from EventEmitter); describe with symbol=CombinedStream.NAME for one in full."},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if d := cmp.Diff(tc.want, inheritedStubs(tc.inh, !tc.incomplete)); d != "" {
				t.Errorf("stubs (-want +got):\n%s", d)
			}
			if got := inheritedNote("CombinedStream", tc.inh); got != tc.note {
				t.Errorf("note = %q, want %q", got, tc.note)
			}
		})
	}
}
