package npm

import (
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/npm/registry"
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
