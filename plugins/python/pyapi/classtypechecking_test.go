package pyapi

import (
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
)

// A type variable a class body declares under "if TYPE_CHECKING:" is never
// bound at run time: python-debian 0.1.49's Deb822 (debian/deb822.py,
// trimmed) declares T_Deb822 there for its type comments, and
// Deb822.T_Deb822 raises AttributeError. It is no member; the
// annotations beside it (attributes type checkers are told of) and the
// methods after it still are.
func TestClassTypeCheckingTypeVar(t *testing.T) {
	const src = `from typing import TYPE_CHECKING, TypeVar


class Deb822(dict):
    """A deb822 paragraph."""

    def __init__(self, sequence=None):
        self.gpg_info = None  # type: Optional[GpgInfo]

    if TYPE_CHECKING:
        T_Deb822 = TypeVar('T_Deb822', bound='Deb822')
        encoding: str

    @classmethod
    def iter_paragraphs(cls,  # type: Type[T_Deb822]
                        sequence,  # type: InputDataType
                        ):
        # type: (...) -> Iterator[T_Deb822]
        """Generator that yields a Deb822 object for each paragraph."""
        return iter([])
`
	o, err := (&Package{FS: fstest.MapFS{"debian/deb822.py": {Data: []byte(src)}, "debian/__init__.py": {Data: nil}}}).Read("debian")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range o.Symbols {
		got = append(got, s.Name)
	}
	want := []string{"deb822", "deb822.Deb822", "deb822.Deb822.__init__", "deb822.Deb822.encoding", "deb822.Deb822.iter_paragraphs"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("symbols (-want +got):\n%s", d)
	}
}
