package eval

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Shapes of real modules (Babel's babel/core.py, websocket-client's
// websocket/_abnf.py, tenacity's tenacity/_utils.py), trimmed.
const (
	babelCore = `import os

LOCALE_ALIASES = {
    'ar': 'ar_SY', 'bg': 'bg_BG', 'is': 'is_IS',  # 'is' is no operator
    'uk': 'uk_UA',
}


def default_locale(category=None, aliases=LOCALE_ALIASES):
    x = 1
`
	websocketABNF = `class ABNF:
    """frame"""
    OPCODE_CONT = 0x0
    OPCODE_TEXT = 0x1

    def __init__(self, opcode=OPCODE_TEXT):
        OPCODE_BINARY = 2
`
	tenacityUtils = `import sys
MAX_WAIT = sys.maxsize / 2
PY3 = True
if sys.version_info < (3,):
    PY3 = False
WRAPPED = MAX_WAIT
`
)

func TestPyConstants(t *testing.T) {
	proj := t.TempDir()
	site := filepath.Join(proj, ".venv", "lib", "python3.11", "site-packages")
	for path, src := range map[string]string{
		"babel/__init__.py":                    "",
		"babel/core.py":                        babelCore,
		"websocket/_abnf.py":                   websocketABNF,
		"websocket/_utils.py":                  tenacityUtils,
		"other/core.py":                        "LOCALE_ALIASES = {}\n",
		"Babel-2.10.3.dist-info/top_level.txt": "babel\nwebsocket\n",
	} {
		p := filepath.Join(site, path)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got := PyConstants(&Truth{Package: "Babel", Project: proj})
	want := map[string]string{
		"LOCALE_ALIASES":      "{ 'ar': 'ar_SY', 'bg': 'bg_BG', 'is': 'is_IS', 'uk': 'uk_UA'}",
		"core.LOCALE_ALIASES": "{ 'ar': 'ar_SY', 'bg': 'bg_BG', 'is': 'is_IS', 'uk': 'uk_UA'}",
		"ABNF.OPCODE_CONT":    "0x0",
		"ABNF.OPCODE_TEXT":    "0x1",
		// a name bound to a name: followed when expanding
		"WRAPPED":        "MAX_WAIT",
		"_utils.WRAPPED": "MAX_WAIT",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("PyConstants (-want +got):\n%s", diff)
	}
	for _, tt := range []struct{ truth, answer string }{
		{"(category=None, aliases={'ar': 'ar_SY', 'bg': 'bg_BG', 'is': 'is_IS', 'uk': 'uk_UA'})", "def default_locale(category=None, aliases=LOCALE_ALIASES)"},
		{"(self, payload, opcode=1)", "def send(self, payload, opcode=ABNF.OPCODE_TEXT)"},
		{"(self, payload, opcode=1)", "def send(self, payload, opcode=websocket.ABNF.OPCODE_TEXT)"},
	} {
		if w := NormSig(PySigNorm(tt.truth)); !SigContains(NormSig(PySigNorm(PyExpandDefaults(tt.answer, got))), w) {
			t.Errorf("%q expanded to %q, does not hold %q", tt.answer, PyExpandDefaults(tt.answer, got), w)
		}
	}
	// A parameter named like a constant, and a constant not used as a
	// default, stay.
	if s := "def f(LOCALE_ALIASES=None) -> LOCALE_ALIASES"; PyExpandDefaults(s, got) != s {
		t.Errorf("PyExpandDefaults(%q) = %q", s, PyExpandDefaults(s, got))
	}
}
