package pyapi

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// python3-peewee (trimmed): Select's query builders are decorated with
// Node.copy, a staticmethod that returns inner(self, *args, **kwargs)
// without functools.wraps. The line keeps the source's parameters (what
// inner passes on); the doc says what inspect.signature reports.
func TestWrapperWithoutWraps(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "peewee"))}).Read("peewee")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range o.Symbols {
		switch s.Name {
		case "Select.lateral", "Select.__init__", "Node.clone":
			note := ""
			if i := strings.Index(s.Doc, "At run time"); i >= 0 {
				note = s.Doc[i:]
			}
			got[s.Name] = s.Signature + " | " + note
		}
	}
	want := map[string]string{
		"Select.lateral":  "def lateral(self, lateral=True) | At run time @Node.copy replaces it by a wrapper that does not copy its signature: inspect.signature and help() report `(self, *args, **kwargs)`.",
		"Select.__init__": "def __init__(\n    self,\n    from_list=None,\n    columns=None,\n    group_by=None,\n    having=None,\n    distinct=None,\n    windows=None,\n    for_update=None,\n    for_update_of=None,\n    nowait=None,\n    lateral=None,\n    **kwargs,\n) | ",
		"Node.clone":      "def clone(self) | ",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestWrapperParams(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"nil", "", ""},
		{"a wrapper", "def deco(f):\n    def inner(*a, **k):\n        return f(*a, **k)\n    return inner\n", "(*a, **k)"},
		{"annotated", "def deco(f: F) -> F:\n    async def run(self: 'C', x: int) -> T:\n        pass\n    run.__name__ = f.__name__\n    return run\n", "(self: 'C', x: int) -> T"},
		{"functools.wraps", "def deco(f):\n    @functools.wraps(f)\n    def inner(*a, **k):\n        return f(*a, **k)\n    return inner\n", ""},
		{"update_wrapper", "def deco(f):\n    def inner(*a, **k):\n        return f(*a, **k)\n    return update_wrapper(inner, f)\n", ""},
		{"__wrapped__ set", "def deco(f):\n    def inner(*a, **k):\n        return f(*a, **k)\n    inner.__wrapped__ = f\n    return inner\n", ""},
		{"returns its argument", "def register(f):\n    def unused():\n        pass\n    return f\n", ""},
		{"a factory's parameters", "def deco(f, n=1):\n    def inner(*a):\n        pass\n    return inner\n", ""},
		{"the return not last", "def deco(f):\n    def inner(*a):\n        pass\n    if f:\n        return inner\n    return f\n", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := ""
			for _, d := range Parse([]byte(tc.src)).Defs {
				if d.Name == "deco" || d.Name == "register" {
					got = d.Wrapper
				}
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("wrapper (-want +got):\n%s", diff)
			}
		})
	}
}
