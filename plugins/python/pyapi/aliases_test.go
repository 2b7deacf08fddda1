package pyapi

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
)

// python3-arrow (trimmed): annotations name a module-level type alias
// (TZ_EXPR = Union[dt_tzinfo, str]) and classes imported under other
// names (datetime as dt_datetime): the outline writes them as
// inspect.signature does, expanded and by their own names; a long alias
// (the Literal of eighteen frame names) keeps its name, and forward
// references stay as written.
func TestAnnotationAliasesExpanded(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "arrow"))}).Read("arrow")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range o.Symbols {
		got[s.Name] = s.Signature
	}
	want := map[string]string{
		"Arrow":              "class Arrow",
		"Arrow.now":          "def now(cls, tzinfo: Optional[tzinfo] = None) -> 'Arrow'",
		"Arrow.fromdatetime": "def fromdatetime(cls, dt: datetime, tzinfo: Optional[Union[tzinfo, str]] = None) -> 'Arrow'",
		"Arrow.range": "def range(\n    cls,\n    frame: _T_FRAMES,\n    start: Union['Arrow', datetime],\n    end: Union['Arrow', datetime, None] = None,\n" +
			"    tz: Optional[Union[tzinfo, str]] = None,\n    limit: Optional[int] = None,\n) -> Generator['Arrow', None, None]",
		"Arrow.astimezone": "def astimezone(self, tz: Optional[tzinfo]) -> datetime",
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			delete(got, k)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("signatures (-want +got):\n%s", diff)
	}
}

// python3-mdurl (trimmed): a default naming a module-level constant of
// the package is its value, as inspect.signature prints it; the constant
// is imported into __init__ from a private module.
func TestConstantDefaultsWritten(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "mdurl"))}).Read("mdurl")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range o.Symbols {
		if s.Kind == "func" {
			got[s.Name] = s.Signature
		}
	}
	want := map[string]string{
		"decode": "def decode(string: str, exclude: str = ';/?:@&=+$,#') -> str",
		"encode": `def encode(string: str, exclude: str = ";/?:@&=+$,-_.!~*'()#", *, keep_escaped: bool = True) -> str`,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("signatures (-want +got):\n%s", diff)
	}
}

// A constant bound twice (a fallback) or to a computed value keeps its
// name: which value holds is for run time.
func TestConstantDefaultsLeftAsNames(t *testing.T) {
	src := fstest.MapFS{"pkg/__init__.py": {Data: []byte("TIMEOUT = 10\ntry:\n    import fast\n    TIMEOUT = 1\nexcept ImportError:\n    pass\nSEP = ':'.join('ab')\n\ndef f(t=TIMEOUT, s=SEP):\n    pass\n")}}
	o, err := (&Package{FS: src}).Read("pkg")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range o.Symbols {
		if s.Name == "f" && s.Signature != "def f(t=TIMEOUT, s=SEP)" {
			t.Errorf("f = %q, want the names", s.Signature)
		}
	}
}

// python3-natsort (trimmed): overloads in a .py module, whose
// implementation after them is what runs and what inspect.signature
// reports; its aliases (NatsortInType, a union of eight types nested in
// Iterable) are too long for the outline line, so the doc writes the
// implementation's signature with them expanded, and the overloads get
// its docstring.
func TestOverloadImplementationWritten(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "natsort"))}).Read("natsort")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range o.Symbols {
		if s.Name == "humansorted" {
			got = append(got, s.Doc)
		}
	}
	impl := "The implementation after the overloads (what runs, and what inspect.signature reports) defines::\n\n" +
		"    def humansorted(\n" +
		"        seq: Iterable[Any],\n" +
		"        key: Optional[Callable[[Any], Union[Optional[Union[str, bytes, float, int, PurePath]], Iterable[Union[Optional[Union[str, bytes, float, int, PurePath]], Iterable[Any]]]]]] = None,\n" +
		"        reverse: bool = False,\n" +
		"        alg: typing.Union[ns, int] = ns.DEFAULT,\n" +
		"    ) -> List[Any]"
	want := []string{ // the two overloads' docs
		"Convenience function to properly sort non-numeric characters.\n\n" + impl + "\n\nThis is a wrapper around ``natsorted(seq, alg=ns.LOCALE)``.",
		"",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("humansorted (-want +got):\n%s", diff)
	}
}

// python3-tenacity (trimmed): annotations name an alias through the
// module that binds it ("_utils.time_unit_type", after "from tenacity
// import _utils"): written out as through a bare name; a computed
// default (_utils.MAX_WAIT = sys.maxsize / 2) stays as written.
func TestModuleQualifiedAliasExpanded(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "tenacity"))}).Read("tenacity")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range o.Symbols {
		got[s.Name] = s.Signature
	}
	want := map[string]string{
		"wait_random.__init__": "def __init__(\n    self,\n    min: typing.Union[int, float, timedelta] = 0,\n    max: typing.Union[int, float, timedelta] = 1,\n) -> None",
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			delete(got, k)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("signatures (-want +got):\n%s", diff)
	}
}

// python3-structlog (trimmed): a module that postpones its annotations
// (from __future__ import annotations) keeps them as written, which is
// what inspect.signature prints; the written-out aliases follow in the
// doc, saying so; a default is still its constant's value.
func TestPostponedAnnotationsAsWritten(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "structlog"))}).Read("structlog")
	if err != nil {
		t.Fatal(err)
	}
	var got sdkSymbol
	for _, s := range o.Symbols {
		if s.Name == "configure" {
			got = sdkSymbol{s.Signature, s.Doc}
		}
	}
	want := sdkSymbol{
		Signature: "def configure(\n    wrapper_class: type | None = None,\n    context_class: type[Context] | None = None,\n" +
			"    logger_factory: Callable[..., WrappedLogger] | None = None,\n    cache_logger_on_first_use: bool | None = None,\n) -> None",
		Doc: "Configures the **global** defaults.\n\nWith its type aliases written out (its module postpones annotations, so inspect.signature prints them as the line above writes them)::\n\n" +
			"    def configure(\n        wrapper_class: type | None = None,\n        context_class: type[Union[Dict[str, Any], Dict[Any, Any]]] | None = None,\n" +
			"        logger_factory: Callable[..., WrappedLogger] | None = None,\n        cache_logger_on_first_use: bool | None = None,\n    ) -> None",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("configure (-want +got):\n%s", diff)
	}
}

type sdkSymbol struct{ Signature, Doc string }

// python3-chardet (trimmed): ResultDict is a TypedDict for type checkers
// and dict at run time ("if TYPE_CHECKING: class ResultDict(TypedDict)
// ... else: ResultDict = dict"). The line keeps the name type checkers
// read; the written-out form, what inspect.signature prints, has dict.
func TestTypeCheckingClassBoundAtRunTime(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "chardet"))}).Read("chardet")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range o.Symbols {
		if s.Name == "detect" {
			_, full, _ := strings.Cut(s.Doc, "as inspect.signature prints it::\n\n    ")
			full, _, _ = strings.Cut(full, "\n")
			got = append(got, s.Signature, full)
		}
	}
	want := []string{
		"def detect(byte_str: Union[bytes, bytearray], should_rename_legacy: bool = False) -> ResultDict",
		"def detect(byte_str: Union[bytes, bytearray], should_rename_legacy: bool = False) -> dict",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("detect (-want +got):\n%s", diff)
	}
}

// python3-msgpack (trimmed): ExtraData's base is written through a
// module-level alias (UnpackValueError = ValueError); its doc gives the
// class line as __bases__ reports it. A base by its own name is left
// alone.
func TestBasesByTheirOwnNames(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "msgpack"))}).Read("msgpack")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range o.Symbols {
		if s.Name == "ExtraData" || s.Name == "FormatError" {
			_, named, _ := strings.Cut(s.Doc, "report them::\n\n    ")
			named, _, _ = strings.Cut(named, "\n")
			got[s.Name] = s.Signature + " | " + named
		}
	}
	want := map[string]string{
		"ExtraData":   "class ExtraData(UnpackValueError) | class ExtraData(ValueError)",
		"FormatError": "class FormatError(ValueError, UnpackException) | ",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
