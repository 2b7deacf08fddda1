package pyapi

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// python3-typing-extensions (trimmed) on the standard library of
// CPython 3.11 (trimmed): "if hasattr(typing, 'TypeVarTuple')" holds
// there, so the class is the first branch's and reveal_type is
// typing's own; with no runtime known, every branch is read and the
// last binding shows, as before.
func TestRuntimeBranches(t *testing.T) {
	dir := filepath.Join("testdata", "typing_extensions")
	for _, tc := range []struct {
		name string
		rt   *Runtime
		want map[string]string
	}{
		{"no runtime", nil, map[string]string{
			"TypeVarTuple": "class TypeVarTuple(_DefaultMixin)",
			"reveal_type":  "def reveal_type(__obj: T) -> T",
		}},
		{"zero runtime", &Runtime{}, map[string]string{
			"TypeVarTuple": "class TypeVarTuple(_DefaultMixin)",
			"reveal_type":  "def reveal_type(__obj: T) -> T",
		}},
		{"3.11", &Runtime{Version: "3.11.2", Stdlib: os.DirFS(filepath.Join(dir, "stdlib"))}, map[string]string{
			"TypeVarTuple": "class TypeVarTuple(typing.TypeVarTuple, _DefaultMixin, _root=True)",
			"reveal_type":  "def reveal_type(obj: T, /) -> T",
			// an alias of that alias
			"runtime": "runtime = runtime_checkable  # def runtime_checkable(cls)",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o, err := (&Package{FS: os.DirFS(filepath.Join(dir, "site")), Runtime: tc.rt}).Read("typing_extensions")
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]string{}
			for _, s := range o.Symbols {
				if _, ok := tc.want[s.Name]; ok {
					got[s.Name] = s.Signature
				}
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestRuntimeTest(t *testing.T) {
	stdlib := os.DirFS(filepath.Join("testdata", "typing_extensions", "stdlib"))
	rt := &Runtime{Version: "3.11.2", Stdlib: stdlib}
	for _, tc := range []struct {
		name, src string
		rt        *Runtime
		want      int
	}{
		{"nil runtime", "import typing\nif hasattr(typing, 'reveal_type'):\n    pass\n", nil, 0},
		{"has", "import typing\nif hasattr(typing, 'reveal_type'):\n    pass\n", rt, 1},
		{"has not", "import typing\nif hasattr(typing, \"Nope\"):\n    pass\n", rt, -1},
		{"not has", "import typing\nif not hasattr(typing, 'Nope'):\n    pass\n", rt, 1},
		{"module not imported", "if hasattr(typing, 'reveal_type'):\n    pass\n", rt, 0},
		{"bound by a from-import", "from compat import typing\nif hasattr(typing, 'reveal_type'):\n    pass\n", rt, 0},
		{"no such stdlib module", "import ctypes\nif hasattr(ctypes, 'x'):\n    pass\n", rt, 0},
		{">= older", "import sys\nif sys.version_info >= (3, 10):\n    pass\n", rt, 1},
		{">= same", "if sys.version_info >= (3, 11):\n    pass\n", rt, 1},
		{">= newer", "if sys.version_info >= (3, 12):\n    pass\n", rt, -1},
		{"< same", "if sys.version_info < (3, 11):\n    pass\n", rt, -1},
		{"[:2] <= same", "if sys.version_info[:2] <= (3, 11):\n    pass\n", rt, 1},
		{"> same", "if sys.version_info > (3, 11):\n    pass\n", rt, 1},
		{"[:2] > same", "if sys.version_info[:2] > (3, 11):\n    pass\n", rt, -1},
		{"with a comment", "if sys.version_info >= (3, 8):  # 3.8+\n    pass\n", rt, 1},
		{"three parts", "if sys.version_info >= (3, 11, 4):\n    pass\n", rt, 0},
		{"unknown version", "if sys.version_info >= (3, 8):\n    pass\n", &Runtime{Stdlib: stdlib}, 0},
		{"another test", "if PY311:\n    pass\n", rt, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stmts := tokenize(tc.src)
			p := &parser{m: &Module{}, rt: tc.rt}
			got := 0
			for _, s := range stmts {
				if s.toks[0].text == "if" {
					got = p.runtimeTest(s.toks)
					break
				}
				p.imports(s.toks, false)
			}
			if got != tc.want {
				t.Errorf("runtimeTest = %d, want %d", got, tc.want)
			}
		})
	}
}

// A standard-library module that itself tests the interpreter is read
// once, without deciding its own tests through the runtime reading it
// (which would wait on itself).
func TestRuntimeModuleReadOnce(t *testing.T) {
	rt := &Runtime{Version: "3.11", Stdlib: os.DirFS(filepath.Join("testdata", "typing_extensions", "stdlib"))}
	for range 2 {
		if has, known := rt.hasAttr("typing", "reveal_type"); !has || !known {
			t.Fatalf("hasAttr(typing, reveal_type) = %v, %v; want true, true", has, known)
		}
	}
	if has, known := rt.hasAttr("nosuchmodule", "x"); has || known {
		t.Errorf("hasAttr(nosuchmodule, x) = %v, %v; want false, false", has, known)
	}
}
