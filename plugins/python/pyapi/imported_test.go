package pyapi

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestImportedValue: a module without __all__ has as its own attribute
// a value it imports from another top-level module (peewee 3.14's pwiz:
// "from peewee import __version__ as peewee_version"), which the
// interpreter lists with its public names; the classes and functions it
// imports from elsewhere (getpass, OptionParser) stay another module's.
func TestImportedValue(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "peewee"))}).Read("pwiz")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range o.Symbols {
		got[s.Name] = s.Kind
	}
	want := map[string]string{"peewee_version": "var", "print_header": "func"}
	for _, n := range []string{"getpass", "OptionParser", "os", "CockroachDatabase"} {
		if _, ok := got[n]; ok {
			t.Errorf("%s is listed: %v", n, got)
		}
	}
	for n := range got {
		if _, ok := want[n]; !ok {
			delete(got, n)
		}
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("symbols (-want +got):\n%s", d)
	}
}

func TestLiteralValueText(t *testing.T) {
	for v, want := range map[string]bool{
		"'3.14.10'": true, `b"x"`: true, `rb'x'`: true, "4": true, "-1": true, "(1, 2)": true, "[]": true, "{}": true,
		"None": true, "True": true, "": false, "str": false, "typing.overload": false, "HTTPSConnection": false,
		"getattr(builtins, 'print')": false, "bar": false, "f(x)": false, "rb": false,
	} {
		if got := literalValueText(v); got != want {
			t.Errorf("literalValueText(%q) = %v, want %v", v, got, want)
		}
	}
}
