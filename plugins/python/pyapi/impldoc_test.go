package pyapi

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
)

// python3-more-itertools (trimmed): inline .pyi stubs without docstrings
// beside the .py modules that have them; the stub's signatures stay, the
// docs come from the implementation, overloads show it once.
func TestStubDocsFromImplementation(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "more_itertools"))}).Read("more_itertools")
	if err != nil {
		t.Fatal(err)
	}
	type row struct{ Name, Signature, Summary string }
	var got []row
	for _, s := range o.Symbols {
		sum, _, _ := cutLine(s.Doc)
		got = append(got, row{s.Name, firstLine(s.Signature), sum})
	}
	want := []row{
		{"chunked", "def chunked(iterable: Iterable[_T], n: Optional[int], strict: bool = ...) -> Iterator[List[_T]]", "Break *iterable* into lists of length *n*:"},
		{"peekable", "class peekable(Generic[_T], Iterator[_T])", "Wrap an iterator to allow lookahead and prepending elements."},
		{"peekable.__init__", "def __init__(self, iterable: Iterable[_T]) -> None", ""},
		{"peekable.peek", "def peek(self) -> _T", "Return the item that will be next returned from ``next()``."},
		{"peekable.peek", "def peek(self, default: _U) -> Union[_T, _U]", ""},
		{"peekable.prepend", "def prepend(self, *items: _T) -> None", "Stack up items to be the next ones returned from ``next()`` or"},
		{"take", "def take(n: int, iterable: Iterable[_T]) -> List[_T]", "Return first *n* items of the iterable as a list."},
		{"more", "import more_itertools.more", "Stubs for more_itertools.more"},
		{"recipes", "import more_itertools.recipes", "Stubs for more_itertools.recipes"},
	}
	if len(got) > len(want) {
		got = got[:len(want)]
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("outline (-want +got):\n%s", diff)
	}
	// What runs differs from the stub in a default ("strict: bool =
	// ..." is strict=False), in being one def for the overloads or in a
	// class's bases: the doc says so after its summary. take differs only in annotations:
	// nothing to say.
	runtime := map[string]string{}
	for _, s := range o.Symbols {
		if _, note, ok := strings.Cut(s.Doc, "defines::\n\n    "); ok {
			note, _, _ = strings.Cut(note, "\n\n")
			runtime[s.Name+" "+firstLine(s.Signature)] = note
		}
	}
	wantRuntime := map[string]string{
		"chunked def chunked(iterable: Iterable[_T], n: Optional[int], strict: bool = ...) -> Iterator[List[_T]]": "def chunked(iterable, n, strict=False)",
		"peekable.peek def peek(self) -> _T": "def peek(self, default=_marker)",
		// The stub's Iterator base is for type checkers: the class
		// derives from none at run time.
		"peekable class peekable(Generic[_T], Iterator[_T])": "class peekable",
	}
	if diff := cmp.Diff(wantRuntime, runtime); diff != "" {
		t.Errorf("runtime signatures (-want +got):\n%s", diff)
	}
}

// The implementation is followed through its imports, and a stub-only
// distribution ("<top>-stubs") takes its docs from the package it types;
// a .py module's own empty docstrings stay empty.
func TestStubDocsFollowImports(t *testing.T) {
	src := fstest.MapFS{
		"pkg/__init__.py": {Data: []byte("from ._impl import f as f\n\ndef g():\n    pass\n")},
		"pkg/_impl.py":    {Data: []byte("def f(x):\n    \"\"\"Frobnicate x.\"\"\"\n")},
	}
	stubs := fstest.MapFS{"pkg-stubs/__init__.pyi": {Data: []byte("def f(x: int) -> int: ...\ndef g() -> None: ...\n")}}
	o, err := (&Package{FS: src, Stubs: stubs}).Read("pkg")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range o.Symbols {
		got = append(got, s.Name+": "+s.Doc)
	}
	if diff := cmp.Diff([]string{"f: Frobnicate x.", "g: "}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// The implementation's class beside a stub's: what runs and what
// inspect.signature reports. python3-numpy (trimmed): the stub's class
// is defined two star imports below the .py module of the stub
// ("from .core import *", then "from .defchararray import chararray"),
// where its overloads' one def and the argsort it overrides (the stub
// lets the public base declare it) are found. python3-iniconfig
// (trimmed): the stub leaves ParseError's __init__ out ("Private
// __init__."), the implementation defines it.
func TestStubImplementationClass(t *testing.T) {
	tests := []struct {
		pkg  string
		want map[string]string // member: its signature, then the doc's runtime def or note
	}{
		{"numpy", map[string]string{
			"chararray.count":   "def count(self: _CharArray[str_], sub: _ArrayLikeStr_co, start: _ArrayLikeInt_co = ..., end: None | _ArrayLikeInt_co = ...) -> NDArray[int_] | def count(self, sub, start=0, end=None)",
			"chararray.decode":  "def decode(self: _CharArray[bytes_], encoding: None | str = ..., errors: None | str = ...) -> _CharArray[str_] | def decode(self, encoding=None, errors=None)",
			"chararray.argsort": "def argsort(self, axis=-1, kind=None, order=None) | " + implOnlyNote,
		}},
		{"iniconfig", map[string]string{
			"ParseError.__init__": "def __init__(self, path, lineno, msg) | " + implOnlyNote,
			"IniConfig.__init__":  "def __init__(self, path: str, data: Optional[str] = None) | ",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.pkg, func(t *testing.T) {
			o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", tt.pkg))}).Read(tt.pkg)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]string{}
			for _, s := range o.Symbols {
				if _, ok := tt.want[s.Name]; !ok || got[s.Name] != "" {
					continue // the first overload carries the doc
				}
				sig := strings.NewReplacer("( ", "(", ", )", ")").Replace(strings.Join(strings.Fields(s.Signature), " "))
				note := ""
				if _, def, ok := strings.Cut(s.Doc, "defines::\n\n    "); ok {
					note, _, _ = strings.Cut(def, "\n\n")
				} else if strings.Contains(s.Doc, implOnlyNote) {
					note = implOnlyNote
				}
				got[s.Name] = sig + " | " + note
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("members (-want +got):\n%s", diff)
			}
		})
	}
}

// python3-numpy (trimmed): zeros and ndarray.reshape are compiled, typed
// by the stub and documented by add_newdoc calls in a .py module the
// package imports; their docstrings are those (a computed placeholder
// line left out), the stub's other declarations keep none.
func TestStubDocsFromAddNewdoc(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "numpy"))}).Read("numpy")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range o.Symbols {
		if _, ok := got[s.Name]; !ok {
			got[s.Name] = s.Doc // the first overload carries the doc
		}
	}
	want := map[string]string{
		"zeros":           "zeros(shape, dtype=float, order='C', *, like=None)\n\nReturn a new array of given shape and type, filled with zeros.\n\nParameters\n----------\nshape : int or tuple of ints\n    Shape of the new array, e.g., ``(2, 3)`` or ``2``.\ndtype : data-type, optional\n    The desired data-type for the array, e.g., `numpy.int8`.  Default is\n    `numpy.float64`.\norder : {'C', 'F'}, optional, default: 'C'\n    Whether to store multi-dimensional data in row-major\n    (C-style) or column-major (Fortran-style) order in\n    memory.",
		"ndarray.reshape": "a.reshape(shape, order='C')\n\nReturns an array containing the same data with a new shape.",
		"ndarray.size":    "",
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			delete(got, k)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("docs (-want +got):\n%s", diff)
	}
}

func TestAddedDocCall(t *testing.T) {
	tests := []struct {
		src  string
		want []AddedDoc
	}{
		{"", nil},
		{"add_newdoc('pkg.mod', 'f', 'Doc.')\n", []AddedDoc{{Module: "pkg.mod", Name: "f", Doc: "Doc."}}},
		{"add_newdoc('pkg.mod', 'C', [('a', 'A.'), ('b', 'B.'),])\n", []AddedDoc{{Module: "pkg.mod", Name: "C", Member: "a", Doc: "A."}, {Module: "pkg.mod", Name: "C", Member: "b", Doc: "B."}}},
		{"add_newdoc('pkg.mod', 'f', DOC)\n", nil},                      // computed: not read
		{"add_newdoc('pkg.mod', 'f', 'x'.format(y))\n", nil},            // computed
		{"add_newdoc('ArrayLike', 'typing.Union[int]', 'Doc.')\n", nil}, // no object name
		{"def f():\n    add_newdoc('pkg.mod', 'f', 'Doc.')\n", nil},     // not at module level
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, Parse([]byte(tt.src)).AddedDocs); diff != "" {
			t.Errorf("Parse(%q).AddedDocs (-want +got):\n%s", tt.src, diff)
		}
	}
}

func cutLine(s string) (string, string, bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

func firstLine(s string) string { l, _, _ := cutLine(s); return l }
