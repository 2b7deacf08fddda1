package eval

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestPyUntyped: the rule applies to a truth without annotations only,
// and then drops every annotation of the answer's defs (real answers:
// yarl's and more-itertools' .pyi stubs, whose .py runtimes have none).
func TestPyUntyped(t *testing.T) {
	tests := []struct {
		name, truth, answer string
		want                bool // the truth is found in the answer read without annotations
	}{
		{"method", "(self, url)", "def join(self, url: URL) -> URL", true},
		{"function, comment after", "(n, iterable)", "- `def distribute(n: int, iterable: Iterable[_T]) -> List[Iterator[_T]]` — Distribute", true},
		{"broken one a line", "(iterable, sizes)", "def split_into(\n    iterable: Iterable[_T],\n    sizes: Iterable[Optional[int]],\n) -> Iterator[List[_T]]", true},
		{"defaults kept", "(self, path, data=None)", "def __init__(self, path: str, data: Optional[str] = None)", true},
		{"star and keyword-only", "(a, *args, key=None, **kw)", "def f(a: int, *args: Any, key: Callable[[int], bool] | None = None, **kw: Any) -> None", true},
		{"a stub's '...' default is no default", "(self, axis=None)", "def squeeze(\n    self,\n    axis: None | SupportsIndex | tuple[SupportsIndex, ...] = ...,\n) -> ndarray[Any, _DType_co]", false},
		{"names still differ", "(self, host)", "def with_host(self, name: str) -> URL", false},
		{"typed truth: no rule", "(self, host: str) -> URL", "def with_host(self, host) -> URL", false},
		{"return annotation in truth: no rule", "(self) -> dict", "def close(self) -> ResultDict", false},
		{"class line: no rule", "class A(B)", "class A(B[T])", false},
		{"empty", "", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := false
			if drop := PyUntyped(tt.truth); drop != nil {
				got = SigContains(NormSig(PySigNorm(drop(tt.answer))), NormSig(PySigNorm(tt.truth)))
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("PyUntyped(%q) on %q (-want +got):\n%s", tt.truth, tt.answer, diff)
			}
		})
	}
}

func TestPyDropAnnotations(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"no def here: x", "no def here: x"},
		{"def f(a: int = 1, *b: str, c: Dict[str, int] = {'k': 1}) -> None  # C", "def f(a=1, *b, c={'k': 1})# C"},
		{"def f(x: 'A' = '=') -> 'A'\ndef g(y: int): ...", "def f(x='=')\ndef g(y): ..."},
		{"def f(a, /, b, *, c: bool = a == b)", "def f(a, /, b, *, c=a == b)"},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, PyDropAnnotations(tt.in)); diff != "" {
			t.Errorf("PyDropAnnotations(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}
