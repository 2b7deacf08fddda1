package pyapi

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestTypeComments(t *testing.T) {
	for _, tc := range []struct{ name, src, want string }{
		{
			name: "function comment",
			src:  "def f(a, b=1):\n    # type: (str, int) -> bool\n    pass\n",
			want: "def f(a: str, b: int = 1) -> bool",
		},
		{
			name: "function comment on the header line",
			src:  "def f(a):  # type: (List[int]) -> None\n    pass\n",
			want: "def f(a: List[int]) -> None",
		},
		{
			name: "method comment leaves self out",
			src:  "class C:\n    def m(self, x, *args, **kw):\n        # type: (int, *str, **Any) -> Dict[str, int]\n        pass\n",
			want: "def m(self, x: int, *args: str, **kw: Any) -> Dict[str, int]",
		},
		{
			name: "per-argument comments",
			src: "def dump(self,\n         fd=None,          # type: Optional[IO[str]]\n" +
				"         encoding=None,    # type: Optional[str]\n         text_mode=False   # type: bool\n         ):\n" +
				"    # type: (...) -> Optional[str]\n    \"\"\"Dump.\"\"\"\n",
			want: "def dump(\n    self,\n    fd: Optional[IO[str]] = None,\n    encoding: Optional[str] = None,\n    text_mode: bool = False,\n) -> Optional[str]",
		},
		{
			name: "annotations win over comments",
			src:  "def f(a: int) -> int:\n    # type: (str) -> str\n    pass\n",
			want: "def f(a: int) -> int",
		},
		{
			name: "a count that fits no parameter list types none",
			src:  "def f(a, b, c):\n    # type: (int) -> None\n    pass\n",
			want: "def f(a, b, c) -> None",
		},
		{
			name: "type: ignore and other comments are not types",
			src:  "def f(a,  # type: ignore\n      b):  # noqa: E501\n    pass\n",
			want: "def f(a, b)",
		},
		{
			name: "an assignment's type comment",
			src:  "TIMEOUT = None  # type: Optional[float]\n",
			want: "TIMEOUT: Optional[float] = None",
		},
		{
			name: "a class attribute's type comment",
			src:  "class C:\n    gpg_info = None  # type: Optional[GpgInfo]\n",
			want: "gpg_info: Optional[GpgInfo] = None",
		},
		{
			name: "a comment under the body's first statement is not the function's",
			src:  "def f(a):\n    x = 1\n    # type: (int) -> int\n",
			want: "def f(a)",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := Parse([]byte(tc.src))
			var got string
			for _, d := range m.Defs {
				got = d.Signature
				for _, mem := range d.Members {
					got = mem.Signature
				}
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("signature (-want +got):\n%s", diff)
			}
		})
	}
}

// TestTypeCommentsPackage reads a trimmed python-debian 0.1.49
// (testdata/typecomment/README), typed only by PEP 484 type comments:
// before, its signatures had no types, and dump's four overloads read as
// the same line twice and "def dump(self)" thrice over.
func TestTypeCommentsPackage(t *testing.T) {
	p := &Package{FS: os.DirFS(filepath.Join("testdata", "typecomment"))}
	o, err := p.Read("deb822")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range o.Symbols {
		if s.Parent != "" {
			got = append(got, s.Name+": "+strings.ReplaceAll(s.Signature, "\n", ""))
		}
	}
	want := []string{
		"Deb822.__init__: def __init__(    self,    sequence: Optional[Union[InputDataType, Deb822Mapping]] = None,    fields: Optional[List[str]] = None,    _parsed: Optional[Union[Deb822, TagSectionWrapper]] = None,    encoding: str = 'utf-8',    strict: Optional[Dict[str, bool]] = None,) -> None",
		"Deb822.iter_paragraphs: def iter_paragraphs(    cls: Type[T_Deb822],    sequence: InputDataType,    fields: Optional[List[str]] = None,    use_apt_pkg: bool = False,    shared_storage: bool = False,    encoding: str = 'utf-8',    strict: Optional[Dict[str, bool]] = None,) -> Iterator[T_Deb822]",
		"Deb822.dump: def dump(self) -> str",
		"Deb822.dump: def dump(self, fd: IO[bytes], encoding: Optional[str] = None, text_mode: Literal[False] = False) -> None",
		"Deb822.dump: def dump(self, fd: IO[str], encoding: Optional[str] = None, text_mode: Literal[True] = True) -> None",
		"Deb822.dump: def dump(self, fd: Literal[None] = None, encoding: Literal[None] = None, text_mode: bool = False) -> str",
		"Deb822.dump: def dump(    self,    fd: Optional[Union[IO[str], IO[bytes]]] = None,    encoding: Optional[str] = None,    text_mode: bool = False,) -> Optional[str]",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("members (-want +got):\n%s", diff)
	}
}
