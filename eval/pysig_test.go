package eval

import (
	"testing"
)

func TestPySigNorm(t *testing.T) {
	tests := []struct{ truth, source string }{
		{"(string: Union[str, bytes]) -> tomlkit.toml_document.TOMLDocument", "def loads(string: Union[str, bytes]) -> TOMLDocument"},
		{"(type=typing.Any, name=None)", "def Arg(type=Any, name=None)"},
		{"(self, file: str) -> Optional[ForwardRef('RegexMatchResult')]", "def match_file(self, file: str) -> Optional['RegexMatchResult']"},
		{"(self, fn: ~WrappedFn) -> ~WrappedFn", "def wraps(self, fn: WrappedFn) -> WrappedFn"},
		{"(fp: <class 'BinaryIO'>, steps: int = 5)", "def from_fp(fp: BinaryIO, steps: int = 5)"},
		{"(x: Optional[NoneType])", "def f(x: Optional[None])"},
		{"(path: os.PathLike, ratio: float = 1.5)", "def f(path: PathLike, ratio: float = 1.5)"},
		{"class Schema(SchemaABC)", "class Schema(base.SchemaABC, metaclass=SchemaMeta)"},
		{"class Box(Base)", "class Box(Base[_T], Generic[_T])"},
		{"(self, markup='', **kwargs)", "def __init__(\n    self,\n    markup='',\n    **kwargs,\n)  # bs4.BeautifulSoup"},
		{"(cache, key=<function methodkey at 0x7f5400130d60>, lock=None)", "def cachedmethod(cache, key=keys.methodkey, lock=None)"},
		{"(self, maxsize, ttl, timer=<built-in function monotonic>)", "def __init__(self, maxsize, ttl, timer=time.monotonic)"},
		{"(self, maxsize, choice=<bound method Random.choice of <random.Random object at 0x1222bf30>>)", "def __init__(self, maxsize, choice=random.choice)"},
		{"(self, s, idx=0, _w=<built-in method match of re.Pattern object at 0x7f0cb641f100>)", "def raw_decode(self, s, idx=0, _w=WHITESPACE.match)"},
		{"(xml_input, expat=<module 'xml.parsers.expat' from '/usr/lib/python3.11/xml/parsers/expat.py'>)", "def parse(xml_input, expat=expat)"},
		{"(self, lang_filter: chardet.enums.LanguageFilter = <LanguageFilter.ALL: 31>)", "def __init__(self, lang_filter: LanguageFilter = LanguageFilter.ALL)"},
		{"(self, keep_tz=<no_default>, index=None)", "def to_series(self, keep_tz=lib.no_default, index=None)"},
		{"(self, total=None, connect=<object object at 0x7fd32f3acfc0>)", "def __init__(self, total=None, connect=_Default)"},
		{"(self, path: str, *, response_model: Any = <fastapi.datastructures.DefaultPlaceholder object at 0x7f12>)", "def delete(self, path: str, *, response_model: Any = Default(None))"},
		{"(self, path, mode=511)", "def mkdir(self, path, mode=0o777)"},
		{"(threshold: float = 0.2, rtol=1e-05, n=1000)", "def f(threshold: float = 0.20, rtol=1e-5, n=1_000)"},
		{"(a, b, rtol=1e-05, atol=1e-08, x=1.0)", "def isclose(a, b, rtol=1.e-5, atol=1.e-8, x=1.)"},
		{"class ReloadError(OSError)", "class ReloadError(IOError)"},
		{"class PushInfo(IterableObj)", "class PushInfo(IterableObj, object)"},
		{"class URL(tuple)", "class URL(NamedTuple)"},
		{"(cls, dt: datetime.datetime, tzinfo: Union[datetime.tzinfo, str, NoneType] = None) -> Arrow", "def fromdatetime(cls, dt: datetime, tzinfo: Optional[Union[tzinfo, str]] = None) -> 'Arrow'"},
		{"(self, tz: Optional[datetime.tzinfo]) -> datetime.datetime", "def astimezone(self, tz: Union[tzinfo, None]) -> datetime"},
		{"(path: os.PathLike[Any], steps: int = 5) -> SelectorList[_SelectorType]", "def from_path(path: 'PathLike[Any]', steps: int = 5) -> \"SelectorList[_SelectorType]\""},
		{"class DiffIndex(list)", "class DiffIndex(List[T_Diff])"},
		{"class TypeVarTuple(TypeVarTuple, _DefaultMixin)", "class TypeVarTuple(typing.TypeVarTuple, _DefaultMixin, _root=True)"},
		{"(self, sig: signal.Signals, frame: frame) -> None", "def handle_exit(self, sig: signal.Signals, frame: FrameType) -> None"},
		{"(self, tb: Optional[traceback], m: module)", "def f(self, tb: Optional[types.TracebackType], m: ModuleType)"},
		{"class SequenceView(collections.abc.Sequence)", "class SequenceView(Generic[_T], Sequence[_T])"},
		{"class Protocol(Generic)", "class Protocol(metaclass=_ProtocolMeta)"},
		{"class VersionInfo(VersionInfo)", "class VersionInfo(namedtuple('VersionInfo', 'major minor micro'))"},
		{"(origin: Union[str, yarl.URL, List[Union[str, yarl.URL]], NoneType] = None)", "def f(origin: Union[Union[str, URL], List[Union[str, URL]], None] = None)"},
		// hypothesis 6.36: a covariant TypeVar, and types.EllipsisType
		{"(specifier: hypothesis.strategies.SearchStrategy[+Ex], condition: Callable[[Any], bool]) -> +Ex", "def find(specifier: SearchStrategy[Ex], condition: Callable[[Any], bool]) -> Ex"},
		{"(*_given_arguments: Union[hypothesis.strategies.SearchStrategy[Any], ellipsis])", "def given(*_given_arguments: Union[SearchStrategy[Any], EllipsisType])"},
		{"(f: Callable[[-T_contra], None], n=-1)", "def f(f: Callable[[T_contra], None], n=-1)"},
		// pydantic 1.10: a union of one member is the member
		{"(cls, value: str) -> str", "def validate(cls, value: Union[str]) -> str"},
		{"(x: Optional[int])", "def f(x: Union[int, None, None])"},
	}
	for _, tt := range tests {
		if got, want := NormSig(PySigNorm(tt.source)), NormSig(PySigNorm(tt.truth)); !SigContains(got, want) {
			t.Errorf("%q normalised to %q, does not hold %q", tt.source, got, want)
		}
	}
	// Not printing: a different name, default or base stays different.
	for _, tt := range []struct{ truth, source string }{
		{"(x, y=1)", "def f(x, y=2)"},
		{"(n=-1)", "def f(n=1)"},
		{"(x: Union[int, str])", "def f(x: Union[int])"},
		{"class CIMultiDict(MultiDict)", "class CIMultiDict(MutableMultiMapping[_T], Generic[_T])"},
		{"(a: int, /)", "def f(a: int)"},
		{"(mode=511)", "def f(mode=0o776)"},
		{"(x=1.5)", "def f(x=1.05)"},
		{"(x=v1.encode)", "def f(x=v1.0encode)"},
		{"class A(OSError)", "class A(ValueError)"},
		{"(f: function)", "def g(f: MethodType)"},
		{"class A(list)", "class A(Sequence[T])"},
		{"class A(Base)", "class A(namedtuple('Other', 'x y'))"},
		{"(x: 'A[int]' = 'A[int]')", "def f(x: A[int] = A[int])"},
		{"(x: Union[int, str, NoneType] = None)", "def f(x: Optional[Union[int, bytes]] = None)"},
		{"(x: Optional[int] = None)", "def f(x: int = None)"},
		// a one-element tuple keeps its comma
		{"(types=(int,))", "def f(types=(int))"},
		// another function, and a literal where the truth has an object
		{"(key=<function methodkey at 0x7f5400130d60>)", "def f(key=keys.hashkey)"},
		{"(connect=<object object at 0x7fd32f3acfc0>)", "def f(connect=None)"},
		{"(connect=<object object at 0x7fd32f3acfc0>)", "def f(connect='x')"},
	} {
		if got, want := NormSig(PySigNorm(tt.source)), NormSig(PySigNorm(tt.truth)); SigContains(got, want) {
			t.Errorf("%q normalised to %q, holds %q", tt.source, got, want)
		}
	}
}
