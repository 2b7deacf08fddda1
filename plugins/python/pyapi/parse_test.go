package pyapi

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// sig is what the tests compare: name, kind, signature, first paragraph.
type sig struct{ Name, Kind, Sig, Doc string }

func flatten(ds []*Def, prefix string) []sig {
	var out []sig
	for _, d := range ds {
		out = append(out, sig{prefix + d.Name, d.Kind, d.Signature, FirstParagraph(d.Doc)})
		out = append(out, flatten(d.Members, prefix+d.Name+".")...)
	}
	return out
}

func TestParse(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []sig
	}{
		{name: "empty", src: "", want: nil},
		{name: "function forms", src: `
def f(a, b=1, /, c: int = 2, *args: str, d, e: "X" = None, **kw) -> dict[str, int]:
    """Does f.

    More."""
async def g(x=-1, y=(1,), z={'a': 1}, w=lambda q: q + 1): pass
def h(*, key: str = "v", cb=print) -> None: ...
`, want: []sig{
			{"f", "func", "def f(a, b=1, /, c: int = 2, *args: str, d, e: 'X' = None, **kw) -> dict[str, int]", "Does f."},
			{"g", "func", "async def g(x=-1, y=(1,), z={'a': 1}, w=lambda q: q + 1)", ""},
			{"h", "func", "def h(*, key: str = 'v', cb=print) -> None", ""},
		}},
		{name: "strings comments continuations", src: "X = 'a # not a comment' \\\n    + \"b\"  # comment\ns = '''\ndef fake(): pass\n'''\ndef real(a,  # c\n         b): pass\n",
			want: []sig{{"X", "const", "X = 'a # not a comment' + 'b'", ""}, {"s", "var", "s = '''\ndef fake(): pass\n'''", ""}, {"real", "func", "def real(a, b)", ""}}},
		{name: "class kinds", src: `
import enum
from dataclasses import dataclass
from typing import overload, TypeAlias

@dataclass(frozen=True)
class Point:
    """A point."""
    x: int
    y: int = 0
    """The y."""
    _hidden: int = 1

class Color(enum.Enum):
    RED = 1
    GREEN = "g"

class C(Base, metaclass=ABCMeta):
    attr = 3
    @property
    def p(self) -> int:
        return 1
    @p.setter
    def p(self, v): ...
    @classmethod
    def make(cls) -> "C": ...
    @staticmethod
    def util(x): ...
    @overload
    def get(self, k: int) -> int: ...
    @overload
    def get(self, k: str) -> str: ...
    def get(self, k): return k

Alias: TypeAlias = "int | str"
type Pair[T] = tuple[T, T]
`, want: []sig{
			{"Point", "class", "class Point", "A point."},
			{"Point.x", "field", "x: int", ""},
			{"Point.y", "field", "y: int = 0", "The y."},
			{"Point._hidden", "field", "_hidden: int = 1", ""},
			{"Color", "enum", "class Color(enum.Enum)", ""},
			{"Color.RED", "member", "RED = 1", ""},
			{"Color.GREEN", "member", "GREEN = 'g'", ""},
			{"C", "class", "class C(Base, metaclass=ABCMeta)", ""},
			{"C.attr", "var", "attr = 3", ""},
			{"C.p", "property", "def p(self) -> int", ""},
			{"C.make", "classmethod", "def make(cls) -> 'C'", ""},
			{"C.util", "staticmethod", "def util(x)", ""},
			{"C.get", "method", "def get(self, k: int) -> int", ""},
			{"C.get", "method", "def get(self, k: str) -> str", ""},
			{"Alias", "alias", "Alias: TypeAlias = 'int | str'", ""},
			{"Pair", "alias", "type Pair[T] = tuple[T, T]", ""},
		}},
		{name: "conditional definitions", src: `
import sys
try:
    from fast import speedup
except ImportError:
    def speedup(x):
        """Slow path."""
if sys.version_info >= (3, 8):
    def compat(): """New."""
else:
    def compat(): pass
`, want: []sig{{"speedup", "func", "def speedup(x)", "Slow path."}, {"compat", "func", "def compat()", "New."}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := Parse([]byte(tt.src))
			if diff := cmp.Diff(tt.want, flatten(m.Defs, "")); diff != "" {
				t.Errorf("defs (-want +got):\n%s", diff)
			}
		})
	}
}

func TestParseAllAndImports(t *testing.T) {
	m := Parse([]byte(`"""Pkg doc."""
from __future__ import annotations
from typing import TYPE_CHECKING
from . import api as api
from .sessions import Session, session as make_session
from .models import *
if TYPE_CHECKING:
    from .types import T
__all__ = ["Session", 'get'] + sessions.__all__
__all__ += ("more",)
__all__.extend(["ext"])
__all__.append("app")
`))
	if m.Doc != "Pkg doc." || !m.FutureAnnotations || !m.HasAll {
		t.Errorf("doc %q future %v hasAll %v", m.Doc, m.FutureAnnotations, m.HasAll)
	}
	if diff := cmp.Diff([]string{"Session", "get", "more", "ext", "app"}, m.All); diff != "" {
		t.Errorf("__all__ (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"sessions"}, m.AllFrom); diff != "" {
		t.Errorf("AllFrom: %s", diff)
	}
	want := []Import{
		{Module: "typing", Name: "TYPE_CHECKING", As: "TYPE_CHECKING"},
		{Module: ".", Name: "api", As: "api", Explicit: true},
		{Module: ".sessions", Name: "Session", As: "Session"},
		{Module: ".sessions", Name: "session", As: "make_session"},
		{Module: ".models", Star: true},
		{Module: ".types", Name: "T", As: "T", TypeChecking: true},
	}
	if diff := cmp.Diff(want, m.Imports); diff != "" {
		t.Errorf("imports (-want +got):\n%s", diff)
	}
}

func TestPackageReexports(t *testing.T) {
	fsys := fstest.MapFS{
		"pkg/__init__.py":     {Data: []byte("\"\"\"The pkg.\"\"\"\nfrom .core import Client, helper as assist\nfrom ._impl import *\nfrom os import path\nfrom pkg.abs import *\nVERSION = '1'\n")},
		"pkg/abs.py":          {Data: []byte("def absolute_star(): ...\n")},
		"pkg/core.py":         {Data: []byte("class Client:\n    def get(self, url, **kw): ...\n    def _private(self): ...\ndef helper(x): ...\n")},
		"pkg/_impl.py":        {Data: []byte("__all__ = ['fast']\ndef fast(): ...\ndef slow(): ...\n")},
		"pkg/sub/__init__.py": {Data: []byte("from .deep import thing\n")},
		"pkg/sub/deep.py":     {Data: []byte("def thing(): ...\nimport sys\n")},
		"pkg/core.pyi":        {Data: []byte("class Client:\n    def get(self, url: str, **kw: object) -> bytes: ...\ndef helper(x: int) -> int: ...\n")},
		"pkg/tests/test_x.py": {Data: []byte("def test_x(): ...\n")},
	}
	o, err := (&Package{FS: fsys}).Read("pkg")
	if err != nil {
		t.Fatal(err)
	}
	var got []sig
	for _, s := range o.Symbols {
		got = append(got, sig{s.Name, s.Kind, s.Signature, ""})
	}
	want := []sig{
		{"VERSION", "const", "VERSION = '1'", ""},
		{"Client", "class", "class Client", ""},
		{"Client.get", "method", "def get(self, url: str, **kw: object) -> bytes", ""},
		{"assist", "func", "assist = helper  # def helper(x: int) -> int", ""},
		{"fast", "func", "def fast()", ""},
		{"absolute_star", "func", "def absolute_star()", ""},
		{"abs", "module", "import pkg.abs", ""},
		{"core", "module", "import pkg.core", ""}, // a public module; its names are listed above
		{"sub", "module", "import pkg.sub", ""},
		{"sub.thing", "func", "def thing()", ""},
		{"sub.deep", "module", "import pkg.sub.deep", ""},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("outline (-want +got):\n%s", diff)
	}
	if _, err := (&Package{FS: fsys}).Read("nope"); err != ErrNoModule {
		t.Errorf("missing module: %v", err)
	}
}

// TestPackageComputedAllAndPrivateBases reads a trimmed copy of Debian's
// python3-scipy: subpackages that star-import private modules and compute
// __all__ from dir() ("[s for s in dir() if not s.startswith('_')]"), and
// public classes whose methods come from private base classes.
func TestPackageComputedAllAndPrivateBases(t *testing.T) {
	p := &Package{FS: os.DirFS(filepath.Join("testdata", "scipy"))}
	o, err := p.Read("scipy")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range o.Symbols {
		got = append(got, s.Name+" "+s.Kind)
	}
	want := []string{
		"signal module",
		"signal.butter func", "signal.buttord func", "signal.get_window func",
		"signal.windows module", "signal.windows.hann func",
		"sparse module",
		"sparse.spmatrix class", "sparse.spmatrix.asformat method", "sparse.spmatrix.toarray method",
		"sparse.isspmatrix func", "sparse.issparse func", // issparse = isspmatrix
		"sparse.csr_matrix class", "sparse.csr_matrix.format var", "sparse.csr_matrix.tocsr method",
		// From the private bases, nearest first: _cs_matrix, then
		// _data_matrix and _minmax_mixin; spmatrix is public and listed
		// on its own.
		"sparse.csr_matrix.toarray method", "sparse.csr_matrix.power method", "sparse.csr_matrix.max method",
		"sparse.isspmatrix_csr func",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("outline (-want +got):\n%s", diff)
	}
}

func TestComputedAll(t *testing.T) {
	tests := []struct {
		name, src string
		hasAll    bool
		all       []string
		publicAt  *Bound
	}{
		{"literal", "__all__ = ['a', 'b']\n", true, []string{"a", "b"}, nil},
		{"comprehension over dir", "import x\ndef f(): ...\n__all__ = [s for s in dir() if not s.startswith('_')]\ndef g(): ...\n", false, nil, &Bound{Defs: 1, Imports: 1}},
		{"filter over globals", "__all__ = list(filter(lambda n: n[0] != '_', globals()))\n", false, nil, &Bound{}},
		{"annotated comprehension", "__all__: list[str] = [n for n in ('a', 'b')]\n", false, nil, &Bound{}},
		{"none", "def f(): ...\n", false, nil, nil},
		{"a variable's list", "def f(): ...\n_names = collect()\n__all__ = _names + ['rv_histogram']\n", false, nil, &Bound{Defs: 2}},
		{"another module's list of its names", "__all__ = ['a']\n__all__ += _impl._names\n", true, []string{"a"}, nil},
		{"other modules' __all__", "__all__ = sub.__all__ + list(a.b.__all__) + ['x']\n", true, []string{"x"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := Parse([]byte(tt.src))
			if m.HasAll != tt.hasAll || !cmp.Equal(m.All, tt.all) || !cmp.Equal(m.PublicAt, tt.publicAt) {
				t.Errorf("HasAll %v All %q PublicAt %+v", m.HasAll, m.All, m.PublicAt)
			}
		})
	}
}

// TestExportedModules reads a trimmed copy of Debian's python3-dateutil,
// whose __init__ exports nothing but its submodules, by name in __all__.
func TestExportedModules(t *testing.T) {
	tests := []struct {
		name string
		fsys fs.FS
		root string
		want []string
	}{
		{"modules in __all__", os.DirFS(filepath.Join("testdata", "dateutil")), "dateutil", []string{"easter", "parser", "relativedelta", "rrule", "tz", "utils", "zoneinfo"}},
		{"no __all__", os.DirFS(filepath.Join("testdata", "scipy")), "scipy", nil},
		{"a function shadows its module", fstest.MapFS{
			"p/__init__.py": {Data: []byte("from .run import run\nfrom . import sub\n__all__ = ['run', 'sub']\n")},
			"p/run.py":      {Data: []byte("def run(): ...\n")},
			"p/sub.py":      {Data: []byte("X = 1\n")},
		}, "p", []string{"sub"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := (&Package{FS: tt.fsys}).Read(tt.root)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, o.ExportedModules); diff != "" {
				t.Errorf("ExportedModules (-want +got):\n%s", diff)
			}
		})
	}
}

// TestReshapingDecorator: a function wrapped by a decorator that changes
// its parameters at run time says so (scipy.stats' tests get axis,
// nan_policy and keepdims from _axis_nan_policy_factory).
func TestReshapingDecorator(t *testing.T) {
	fsys := fstest.MapFS{"m.py": {Data: []byte(`import functools

@_axis_nan_policy_factory(TtestResult, n_samples=2)
def ttest_ind(a, b, axis=0, equal_var=True):
    """Calculate the T-test for the means of two independent samples."""

@functools.lru_cache(maxsize=None)
def cached(x):
    """Cached."""

@_api.make_keyword_only("3.6", "pilimg")
def imsave(fname, arr):
    pass
`)}}
	o, err := (&Package{FS: fsys}).Read("m")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range o.Symbols {
		got = append(got, s.Name+": "+FirstParagraph(s.Doc))
	}
	want := []string{
		"ttest_ind: Calculate the T-test for the means of two independent samples. (The parameters at run time may differ from this signature: @_axis_nan_policy_factory changes them.)",
		"cached: Cached.",
		"imsave: The parameters at run time may differ from this signature: @_api.make_keyword_only changes them.",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestDynamicNames(t *testing.T) {
	tests := []struct {
		name, src string
		want      []Dynamic
	}{
		{"none", "import sys\nx = globals().get('y')\n_g = globals()\n__all__ = [n for n in globals() if n[0] != '_']\n", nil},
		{"globals kept and written in a loop under a prefix test", "if LINUX:\n    _globals = globals()\n    for _name in dir(_ext):\n        if _name.startswith('RLIM') and _name.isupper():\n            _globals[_name] = getattr(_ext, _name)\n",
			[]Dynamic{{Statement: "_globals[_name] = getattr(_ext, _name)", Prefixes: []string{"RLIM"}}}},
		{"a negated test is no prefix", "for n in dir(_ext):\n    if not n.startswith('_'):\n        globals()[n] = getattr(_ext, n)\n",
			[]Dynamic{{Statement: "globals()[n] = getattr(_ext, n)"}}},
		{"a test that skips is no prefix", "for n in dir(_ext):\n    if n.startswith('_'):\n        continue\n    globals()[n] = getattr(_ext, n)\n",
			[]Dynamic{{Statement: "globals()[n] = getattr(_ext, n)"}}},
		{"subscript write", "for n in NAMES:\n    globals()[n] = make(n)\n", []Dynamic{{Statement: "globals()[n] = make(n)"}}},
		{"update", "globals().update(_consts)\n", []Dynamic{{Statement: "globals().update(_consts)"}}},
		{"setattr on the module", "import sys\nsetattr(sys.modules[__name__], 'x', 1)\n", []Dynamic{{Statement: "setattr(sys.modules[__name__], 'x', 1)"}}},
		{"inside a function is not module level", "def f():\n    globals()['x'] = 1\n", nil},
		{"inside a class is not module level", "class C:\n    vars()['x'] = 1\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, Parse([]byte(tt.src)).Dynamic); diff != "" {
				t.Errorf("Dynamic (-want +got):\n%s", diff)
			}
		})
	}
}

// TestUnlistedNames: a module whose names are partly bound at run time
// (a trimmed copy of Debian's python3-psutil, which copies RLIM*
// constants from a compiled module through globals()) or star-imported
// from a module with no source or stub gets an unlisted symbol saying so,
// where check_package_api answers "cannot tell".
func TestUnlistedNames(t *testing.T) {
	tests := []struct {
		name string
		fsys fs.FS
		root string
		want []sdk.Symbol
	}{
		{"names bound through globals()", os.DirFS(filepath.Join("testdata", "psutil")), "psutil", []sdk.Symbol{
			unlistedSymbol("", "RLIM", "names bound at run time: _globals[_name] = getattr(_psutil_posix, _name)"),
		}},
		{"star import from a compiled module", fstest.MapFS{
			"p/__init__.py":                          {Data: []byte("from ._ext import *\nfrom .sub import f\n")},
			"p/_ext.cpython-311-x86_64-linux-gnu.so": {Data: []byte("\x7fELF")},
			"p/sub.py":                               {Data: []byte("from ._impl import *\ndef f(): ...\n")},
			"p/_impl.py":                             {Data: []byte("globals().update(TABLE)\n")},
		}, "p", []sdk.Symbol{
			Unlisted("", "from ._ext import *, which has no Python source or .pyi stub here (a compiled module?)"),
			Unlisted("sub", "through from ._impl import *: names bound at run time: globals().update(TABLE)"),
		}},
		{"__all__ governs star imports", fstest.MapFS{
			"p/__init__.py": {Data: []byte("from ._ext import *\n__all__ = ['a']\n")},
		}, "p", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := (&Package{FS: tt.fsys}).Read(tt.root)
			if err != nil {
				t.Fatal(err)
			}
			var got []sdk.Symbol
			for _, s := range o.Symbols {
				if s.Kind == KindUnlisted {
					got = append(got, s)
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("unlisted (-want +got):\n%s", diff)
			}
		})
	}
}

// TestUnlistedCheck: on psutil's outline, check_package_api cannot tell
// about a name the loop over globals() may bind (RLIMIT_AS is one, any
// RLIM* name could be), and still says a name the loop cannot bind, or a
// made-up member of a class it reads whole, does not exist.
func TestUnlistedCheck(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "psutil"))}).Read("psutil")
	if err != nil {
		t.Fatal(err)
	}
	ix := apicheck.NewIndex("python", "psutil", o.Symbols)
	for _, tt := range []struct {
		name string
		want sdk.Verdict
	}{
		{"RLIMIT_AS", sdk.VerdictOutOfReach},
		{"psutil.RLIMIT_NOFILE", sdk.VerdictOutOfReach},
		{"RLIMITS_MADE_UP", sdk.VerdictOutOfReach}, // could be: the loop binds any RLIM* name
		{"STATU_SDEAD", sdk.VerdictMissing},        // a misspelling the loop cannot bind
		{"pid_exists", sdk.VerdictExists},
		{"Process.no_such_method", sdk.VerdictMissing},
	} {
		if got := ix.Check(apicheck.Ref{Query: tt.name}); got.Verdict != tt.want {
			t.Errorf("%s: verdict %v (%s), want %v", tt.name, got.Verdict, got.Note, tt.want)
		}
	}
}

// TestSlots: __slots__ names are instance attributes the class has
// (msgpack's Timestamp declares seconds and nanoseconds so).
func TestSlots(t *testing.T) {
	tests := []struct {
		name, src string
		want      []sig
	}{
		{"list", "class Timestamp(object):\n    __slots__ = [\"seconds\", \"nanoseconds\"]\n\n    def __init__(self, seconds, nanoseconds=0):\n        pass\n", []sig{
			{"Timestamp", "class", "class Timestamp(object)", ""},
			{"Timestamp.seconds", "field", "seconds", ""},
			{"Timestamp.nanoseconds", "field", "nanoseconds", ""},
			{"Timestamp.__init__", "method", "def __init__(self, seconds, nanoseconds=0)", ""},
		}},
		{"one string", "class P:\n    __slots__ = 'x'\n", []sig{{"P", "class", "class P", ""}, {"P.x", "field", "x", ""}}},
		{"declared too", "class P:\n    x: int\n    __slots__ = ('x', '_y')\n", []sig{{"P", "class", "class P", ""}, {"P.x", "field", "x: int", ""}, {"P._y", "field", "_y", ""}}},
		{"computed", "class P:\n    __slots__ = tuple(FIELDS)\n", []sig{{"P", "class", "class P", ""}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, flatten(Parse([]byte(tt.src)).Defs, "")); diff != "" {
				t.Errorf("defs (-want +got):\n%s", diff)
			}
		})
	}
}

// TestAliasAssignment: "dumps = packb" (msgpack) binds the function
// itself: listed with its signature under the alias, not as a variable.
func TestAliasAssignment(t *testing.T) {
	fsys := fstest.MapFS{
		"m/__init__.py": {Data: []byte("from .fallback import Packer\n\ndef packb(o, **kwargs):\n    \"\"\"Pack o.\"\"\"\n\nUNSET = None\nP = Packer\ndumps = packb\nloads = undefined_name\n")},
		"m/fallback.py": {Data: []byte("class Packer:\n    def pack(self, obj): ...\n")},
	}
	o, err := (&Package{FS: fsys}).Read("m")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range o.Symbols {
		got = append(got, s.Name+" "+s.Kind+" "+s.Signature)
	}
	want := []string{
		"packb func def packb(o, **kwargs)",
		"UNSET const UNSET = None",
		"P class P = Packer  # class Packer",
		"P.pack method def pack(self, obj)",
		"dumps func dumps = packb  # def packb(o, **kwargs)",
		"loads var loads = undefined_name",
		"Packer class class Packer",
		"Packer.pack method def pack(self, obj)",
		"fallback module import m.fallback",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("outline (-want +got):\n%s", diff)
	}
}

// A star import re-exports whatever module it is in and wherever it
// imports from, as the interpreter binds it (GitPython's git.exc does
// "from gitdb.exc import *", and git's __init__ "from git.exc import *");
// other imports of another package are not the module's API.
func TestStarReexportFromAnotherPackage(t *testing.T) {
	fsys := fstest.MapFS{
		"git/__init__.py":   {Data: []byte("from git.exc import *\n")},
		"git/exc.py":        {Data: []byte("from gitdb.exc import *\nfrom os import path\nclass GitError(Exception): ...\n")},
		"gitdb/__init__.py": {Data: []byte("")},
		"gitdb/exc.py":      {Data: []byte("class ODBError(Exception): ...\nclass BadName(ODBError): ...\n")},
	}
	o, err := (&Package{FS: fsys}).Read("git")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range o.Symbols {
		got = append(got, s.Name+" "+s.Kind)
	}
	want := []string{"GitError class", "ODBError class", "BadName class", "exc module"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("outline (-want +got):\n%s", diff)
	}
}
