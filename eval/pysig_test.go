package eval

import (
	"strings"
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
	}
	for _, tt := range tests {
		if got, want := NormSig(PySigNorm(tt.source)), NormSig(PySigNorm(tt.truth)); !strings.Contains(got, want) {
			t.Errorf("%q normalised to %q, does not hold %q", tt.source, got, want)
		}
	}
	// Not printing: a different name, default or base stays different.
	for _, tt := range []struct{ truth, source string }{
		{"(x, y=1)", "def f(x, y=2)"},
		{"class CIMultiDict(MultiDict)", "class CIMultiDict(MutableMultiMapping[_T], Generic[_T])"},
		{"(a: int, /)", "def f(a: int)"},
	} {
		if got, want := NormSig(PySigNorm(tt.source)), NormSig(PySigNorm(tt.truth)); strings.Contains(got, want) {
			t.Errorf("%q normalised to %q, holds %q", tt.source, got, want)
		}
	}
}
