package jsapi

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestTypedefs(t *testing.T) {
	tests := map[string]struct {
		src  string
		want []typedef
	}{
		"typed":    {"/** @typedef {{a: number}} Opts */\nmodule.exports = {};", []typedef{{"Opts", "{a: number}"}}},
		"shape":    {"/**\n * @typedef Point\n * @property {number} x\n */", []typedef{{"Point", "object"}}},
		"callback": {"/** @callback Done\n * @param {Error} err */", []typedef{{"Done", "function"}}},
		"two in one comment, multi-line type": {"/**\n * @typedef {string} A;\n * @typedef {A & {\n *   b?: string;\n * }} B;\n */",
			[]typedef{{"A", "string"}, {"B", "A & { b?: string; }"}}},
		"in a function body: local":   {"function f() {\n  /** @typedef {string} Local */\n}\n/** @typedef {number} Top */", []typedef{{"Top", "number"}}},
		"after a template":            {"const s = `${x}`;\n/** @typedef {number} T */", []typedef{{"T", "number"}}},
		"not a tag at a line's start": {"/** see @typedef {string} X in the docs */", nil},
		"unclosed type":               {"/** @typedef {string X */", nil},
	}
	for name, tt := range tests {
		if diff := cmp.Diff(tt.want, typedefs([]byte(tt.src)), cmp.AllowUnexported(typedef{})); diff != "" {
			t.Errorf("%s (-want +got):\n%s", name, diff)
		}
	}
}
