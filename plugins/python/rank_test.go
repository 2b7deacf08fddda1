package python

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/python/pyapi"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/grpc/codes"
)

func TestRank(t *testing.T) {
	// The head of requests' outline in source order (requests has no
	// __all__): module-level helpers first, the entry points after.
	in := []sdk.Symbol{
		{Name: "chardet_version", Kind: "var", Signature: "chardet_version = None"},
		{Name: "check_compatibility", Kind: "func", Signature: "def check_compatibility(urllib3_version, chardet_version, charset_normalizer_version)"},
		{Name: "RequestsDependencyWarning", Kind: "class", Signature: "class RequestsDependencyWarning(RequestsWarning)", Doc: "An imported dependency doesn't match the expected version range."},
		{Name: "get", Kind: "func", Signature: "def get(url, params=None, **kwargs)", Doc: "Sends a GET request."},
		{Name: "HTTPError", Kind: "class", Signature: "class HTTPError(RequestException)", Doc: "An HTTP error occurred."},
		{Name: "Session", Kind: "class", Signature: "class Session(SessionRedirectMixin)", Doc: "A Requests session."},
		{Name: "Session.get", Kind: "method", Parent: "Session", Signature: "def get(self, url, **kwargs)"},
		{Name: "compat.is_py3", Kind: "var", Signature: "is_py3 = True"},
		{Name: "adapters.HTTPAdapter", Kind: "class", Signature: "class HTTPAdapter(BaseAdapter)", Doc: "The built-in HTTP Adapter for urllib3."},
		{Name: "adapters.HTTPAdapter.send", Kind: "method", Parent: "adapters.HTTPAdapter", Signature: "def send(self, request)"},
		{Name: "_internal_utils.to_native_string", Kind: "func", Signature: "def to_native_string(string, encoding='ascii')"},
	}
	readme := "```python\n>>> r = requests.get('https://api.github.com/user', auth=('user', 'pass'))\n>>> s = requests.Session()\n```\n"
	var got []string
	for _, s := range rank(in, nil, nil, "", readme, nil) {
		got = append(got, s.Name)
	}
	want := []string{
		"get", "Session", "Session.get", // used by the README
		"RequestsDependencyWarning", "HTTPError", "check_compatibility", // root: exceptions in source order, then undocumented
		"chardet_version",                                   // root variables
		"adapters.HTTPAdapter", "adapters.HTTPAdapter.send", // submodules
		"_internal_utils.to_native_string", "compat.is_py3", // internals last
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("rank (-want +got):\n%s", diff)
	}
	// setuptools installs pkg_resources beside it: its own names first,
	// then the other root's, then its deeper modules'.
	several := []sdk.Symbol{
		{Name: "pkg_resources.require", Kind: "func", Signature: "def require(*requirements)", Doc: "Ensure that distributions matching `requirements` are activated."},
		{Name: "setuptools.command.build_py.build_py", Kind: "class", Signature: "class build_py(orig.build_py)", Doc: "Enhanced 'build_py' command."},
		{Name: "setuptools.setup", Kind: "func", Signature: "def setup(**attrs)", Doc: "The gateway to the Distutils."},
		{Name: "setuptools.find_packages", Kind: "func", Signature: "def find_packages(where='.', exclude=(), include=('*',))"},
	}
	got = nil
	for _, s := range rank(several, nil, []string{"pkg_resources", "setuptools"}, namesake("setuptools", []string{"pkg_resources", "setuptools"}), "", nil) {
		got = append(got, s.Name)
	}
	want = []string{"setuptools.setup", "setuptools.find_packages", "pkg_resources.require", "setuptools.command.build_py.build_py"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("rank of several roots (-want +got):\n%s", diff)
	}
	// A class most of the API is annotated with (numpy's ndarray, sympy's
	// Expr) comes before a documented helper nothing names; prose that
	// merely says the word does not count.
	refd := []sdk.Symbol{
		{Name: "show_config", Kind: "func", Signature: "def show_config() -> None", Doc: "Show libraries in the system."},
		{Name: "Expr", Kind: "class", Signature: "class Expr(Basic)", Doc: "Base class for algebraic expressions."},
		{Name: "Word", Kind: "class", Signature: "class Word", Doc: "A word."},
	}
	for i := range 2 * refsPerPoint {
		refd = append(refd, sdk.Symbol{Name: fmt.Sprintf("f%d", i), Kind: "func", Signature: fmt.Sprintf("def f%d(e: Expr) -> Expr", i), Doc: "Take the Word of one."})
	}
	got = nil
	for _, s := range rank(refd, nil, nil, "", "", nil)[:3] {
		got = append(got, s.Name)
	}
	if diff := cmp.Diff([]string{"Expr", "show_config", "Word"}, got); diff != "" {
		t.Errorf("rank by references (-want +got):\n%s", diff)
	}
	// A parameter's own name is no reference ("shape" names a parameter
	// of many functions, not the function shape), and the whole
	// docstrings count where the outline carries summaries: the
	// constructor every example calls (numpy's array) comes first, then
	// the one many call, then one that names half the API's parameters.
	params := []sdk.Symbol{
		{Name: "shape", Kind: "func", Signature: "def shape(a: ArrayLike) -> _Shape", Doc: "Return the shape of an array."},
		{Name: "zeros", Kind: "func", Signature: "def zeros(shape: _ShapeLike, dtype: None = ...) -> NDArray[float64]", Doc: "Return a new array of zeros."},
		{Name: "array", Kind: "func", Signature: "def array(object: _ArrayLike, dtype: None = ...) -> NDArray[Any]", Doc: "Create an array."},
	}
	full := append([]sdk.Symbol(nil), params...)
	for i := range 20 * refsPerPoint {
		sig := fmt.Sprintf("def f%d(a: ArrayLike, shape: _ShapeLike = ...) -> NDArray[Any]", i)
		params = append(params, sdk.Symbol{Name: fmt.Sprintf("f%d", i), Kind: "func", Signature: sig, Doc: "Compute."})
		doc := "Compute.\n\n>>> np.f(np.array([1, 2]))"
		if i%4 == 0 {
			doc += "\n>>> np.zeros(2)"
		}
		full = append(full, sdk.Symbol{Name: fmt.Sprintf("f%d", i), Kind: "func", Signature: sig, Doc: doc})
	}
	got = nil
	for _, s := range rank(params, full, nil, "", "", nil)[:3] {
		got = append(got, s.Name)
	}
	if diff := cmp.Diff([]string{"array", "zeros", "shape"}, got); diff != "" {
		t.Errorf("rank by references in whole docs (-want +got):\n%s", diff)
	}
	for _, tt := range []struct {
		name string
		in   []sdk.Symbol
	}{{"nil", nil}, {"one", []sdk.Symbol{{Name: "x"}}}} {
		if got := rank(tt.in, nil, nil, "", "", nil); len(got) != len(tt.in) {
			t.Errorf("%s: %v", tt.name, got)
		}
	}
}

func TestBuiltAtRunTime(t *testing.T) {
	full := []sdk.Symbol{
		{Name: "Point", Kind: "var", Signature: "Point = namedtuple('Point', ['x', 'y'])"},
		{Name: "stats.norm", Kind: "var", Signature: "norm = norm_gen(name='norm')"},
		{Name: "VERSION", Kind: "const", Signature: "VERSION = (1, 1, 0)"},
		{Name: "Session", Kind: "class", Signature: "class Session"},
	}
	tests := []struct {
		sym, want string // want: the call named, "" for no explanation
	}{
		{"Point.x", "namedtuple"},
		{"norm.pdf", "norm_gen"},
		{"stats.norm.pdf", "norm_gen"},
		{"VERSION.major", ""},
		{"Session.nothing", ""},
		{"Point", ""},
		{"", ""},
	}
	for _, tt := range tests {
		got := builtAtRunTime(full, tt.sym)
		if tt.want == "" && got != "" || tt.want != "" && !strings.Contains(got, "built at run time by "+tt.want+"(...)") {
			t.Errorf("builtAtRunTime(%q) = %q, want the call %q", tt.sym, got, tt.want)
		}
	}
}

// A member of a class a factory picks when the module runs
// (platformdirs 2.6's PlatformDirs = _set_platform_dir_class()) is
// "cannot tell statically" in a symbol focus, not "not found".
func TestFocusBuiltAtRunTime(t *testing.T) {
	full := []sdk.Symbol{
		{Name: "PlatformDirs", Kind: "var", Signature: "PlatformDirs = _set_platform_dir_class()"},
		{Name: "unix.Unix", Kind: "class", Signature: "class Unix(PlatformDirsABC)"},
		{Name: "unix.Unix.user_data_dir", Kind: "property", Parent: "unix.Unix", Signature: "def user_data_dir(self) -> str"},
	}
	doc := &sdk.Document{Name: "platformdirs", Version: "2.6.0", Symbols: full}
	_, err := focus(doc, full, "PlatformDirs.user_data_dir", []string{"platformdirs"})
	if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), "cannot tell statically") || !strings.Contains(err.Error(), "_set_platform_dir_class(...)") {
		t.Errorf("focus error = %v, want it to say the class is built at run time", err)
	}
}

// A path through a submodule that re-exports a class the root lists
// (Werkzeug 2.2.2: wrappers/__init__.py has "from .response import
// Response as Response"; the outline lists the class as Response) is
// focused on the class, and a member through it on the member, as the
// interpreter reaches them; a misspelt member is still not found.
func TestFocusThroughReexport(t *testing.T) {
	o, err := (&pyapi.Package{FS: os.DirFS(filepath.Join("pyapi", "testdata", "werkzeug"))}).Read("werkzeug")
	if err != nil {
		t.Fatal(err)
	}
	full := append(o.Symbols[:len(o.Symbols):len(o.Symbols)], o.Reexports...)
	doc := &sdk.Document{Name: "Werkzeug", Version: "2.2.2", Symbols: o.Symbols}
	tests := []struct{ sym, focus, first string }{
		{"werkzeug.wrappers.Response", "Response", "class Response("},
		{"wrappers.Response.set_cookie", "Response.set_cookie", "def set_cookie("},
		{"wrappers.Response.set_cokie", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.sym, func(t *testing.T) {
			d, err := focus(doc, full, tt.sym, []string{"werkzeug"})
			if tt.focus == "" {
				if err == nil {
					t.Fatalf("focus(%q) = %s, want not found", tt.sym, d.Focus)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if d.Focus != tt.focus || len(d.Symbols) == 0 || !strings.HasPrefix(d.Symbols[0].Signature, tt.first) {
				first := ""
				if len(d.Symbols) > 0 {
					first = d.Symbols[0].Signature
				}
				t.Errorf("focus(%q) = %s, first %q; want %s, %q…", tt.sym, d.Focus, first, tt.focus, tt.first)
			}
		})
	}
}

// A name bound to the class a function returns (platformdirs 2.6's
// PlatformDirs = _set_platform_dir_class() -> type[PlatformDirsABC], and
// AppDirs = PlatformDirs) is focused with the annotated class's members,
// and a member through it on that class's member, as check_package_api
// finds it; a member none of the classes declares is not found, naming
// the classes looked at.
func TestFocusBoundClass(t *testing.T) {
	o, err := (&pyapi.Package{FS: os.DirFS(filepath.Join("pyapi", "testdata", "platformdirs"))}).Read("platformdirs")
	if err != nil {
		t.Fatal(err)
	}
	doc := &sdk.Document{Name: "platformdirs", Version: "2.6.0", Symbols: o.Symbols}
	tests := []struct {
		sym     string
		members []string // the focus's symbols, by signature's first line
		err     string
	}{
		{sym: "PlatformDirs", members: []string{"PlatformDirs = _set_platform_dir_class()", "def user_data_dir(self) -> str"}},
		{sym: "AppDirs", members: []string{"AppDirs = PlatformDirs", "def user_data_dir(self) -> str"}},
		{sym: "PlatformDirs.user_data_dir", members: []string{"def user_data_dir(self) -> str"}},
		{sym: "platformdirs.AppDirs.user_data_dir", members: []string{"def user_data_dir(self) -> str"}},
		{sym: "PlatformDirs.user_data_dri", err: "None of PlatformDirsABC, "},
	}
	for _, tt := range tests {
		t.Run(tt.sym, func(t *testing.T) {
			d, err := focus(doc, o.Symbols, tt.sym, []string{"platformdirs"})
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("focus(%q) error = %v, want %q", tt.sym, err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, s := range d.Symbols {
				got = append(got, s.Signature)
			}
			for _, want := range tt.members {
				if !slices.ContainsFunc(got, func(g string) bool { return strings.HasPrefix(g, want) }) {
					t.Errorf("focus(%q) symbols lack %q:\n%s", tt.sym, want, strings.Join(got, "\n"))
				}
			}
			if tt.sym == "PlatformDirs" {
				// A member's docstring that is only ":return: ...".
				for _, s := range d.Symbols {
					if s.Name == "PlatformDirsABC.user_data_dir" && s.Doc != "Returns: data directory tied to the user" {
						t.Errorf("user_data_dir's summary = %q, want the :return: field's text", s.Doc)
					}
				}
			}
			if !strings.Contains(strings.Join(d.Notes, "\n"), "_set_platform_dir_class() returns") {
				t.Errorf("focus(%q) notes %q do not say what the name is", tt.sym, d.Notes)
			}
		})
	}
}

// TestRankVersion: tornado 6.2's root binds only version and
// version_info; its submodules' API, and their variables, come before
// them on page one, which states the version in its header.
func TestRankVersion(t *testing.T) {
	in := []sdk.Symbol{
		{Name: "version", Kind: "var", Signature: "version = '6.2'"},
		{Name: "version_info", Kind: "var", Signature: "version_info = (6, 2, 0, 0)"},
		{Name: "__version__", Kind: "const", Signature: "__version__ = '1.0'"},
		{Name: "web.RequestHandler", Kind: "class", Signature: "class RequestHandler(object)", Doc: "Base class for HTTP request handlers."},
		{Name: "ioloop.IOLoop", Kind: "class", Signature: "class IOLoop(Configurable)", Doc: "An I/O event loop."},
		{Name: "gen.is_coroutine_function", Kind: "func", Signature: "def is_coroutine_function(func: Any) -> bool"},
		{Name: "web.MIN_SUPPORTED_SIGNED_VALUE_VERSION", Kind: "var", Signature: "MIN_SUPPORTED_SIGNED_VALUE_VERSION = 1"},
		{Name: "version_of", Kind: "func", Signature: "def version_of(name)"}, // a function named so stays API
	}
	var got []string
	for _, s := range rank(in, nil, nil, "", "Tornado's version 6.2: `tornado.version`", nil) {
		got = append(got, s.Name)
	}
	want := []string{
		"version_of", "web.RequestHandler", "ioloop.IOLoop", "gen.is_coroutine_function",
		"web.MIN_SUPPORTED_SIGNED_VALUE_VERSION", "version", "version_info", "__version__",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("rank (-want +got):\n%s", diff)
	}
}
