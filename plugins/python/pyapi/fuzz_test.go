package pyapi

import (
	"testing"
	"testing/fstest"
	"time"
)

// FuzzParse: any input parses, without panic, in bounded time.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"def f(a, /, b=1, *c, d: int = 2, **e) -> X: ...",
		"class C(B, metaclass=M):\n    '''doc'''\n    x: int = 1\n    @property\n    def p(self): ...\n",
		"__all__ = ['a'] + b.__all__\n__all__ += ('c',)\n",
		"s = '''unterminated\n", "def (", "class", "@", "if TYPE_CHECKING:\n    from x import y\n",
		"x = f'{a!r:>{w}}' \\\n  + rb'\\\\'\n", "type T[X] = list[X]\n", "\tdef\tf():\n\t\tpass\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		start := time.Now()
		m := Parse([]byte(src))
		if m == nil {
			t.Fatal("nil module")
		}
		o, err := (&Package{FS: fstest.MapFS{"p/__init__.py": {Data: []byte(src)}}}).Read("p")
		if err != nil || o == nil {
			t.Fatalf("Read: %v", err)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Fatalf("took %v", d)
		}
	})
}

func TestStubsPreferred(t *testing.T) {
	src := fstest.MapFS{"pkg/__init__.py": {Data: []byte("def f(x, y=None): ...\n")}}
	stubs := fstest.MapFS{"pkg-stubs/__init__.pyi": {Data: []byte("def f(x: int, y: str | None = ...) -> bytes: ...\n")}}
	o, err := (&Package{FS: src, Stubs: stubs}).Read("pkg")
	if err != nil {
		t.Fatal(err)
	}
	if len(o.Symbols) != 1 || o.Symbols[0].Signature != "def f(x: int, y: str | None = ...) -> bytes" {
		t.Errorf("got %+v, want the stub's signature", o.Symbols)
	}
}
