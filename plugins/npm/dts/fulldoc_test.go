package dts

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
)

func TestFullDoc(t *testing.T) {
	tests := map[string]struct{ raw, want string }{
		"zero":        {"", ""},
		"one line":    {"/** Does a thing. */", "Does a thing."},
		"no spaces":   {"/**Does it.*/", "Does it."},
		"tags kept":   {"/**\n * Parses. Then more.\n *\n * @param a - x\n * @returns y\n */", "Parses. Then more.\n\n@param a - x\n@returns y"},
		"blank runs":  {"/**\n * a\n *\n *\n *\n * b\n */", "a\n\nb"},
		"indent kept": {"/**\n * @example\n * if (x) {\n *   y()\n * }\n */", "@example\nif (x) {\n  y()\n}"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if d := cmp.Diff(tc.want, fullDoc(tc.raw)); d != "" {
				t.Errorf("-want +got\n%s", d)
			}
		})
	}
	long := fullDoc("/**\n" + strings.Repeat(" * wörd wörd wörd\n", 1000) + " */")
	if len(long) > maxFullDoc+8 || !strings.HasSuffix(long, "…") || !utf8.ValidString(long) {
		t.Errorf("long doc: %d bytes, ends %q", len(long), long[len(long)-10:])
	}
}
