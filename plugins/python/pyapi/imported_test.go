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

// TestImportedAs: the names pwiz binds by importing (peewee 3.14's pwiz),
// which its outline leaves out as other modules' API, and what does not
// count: a star import, a name it does not import, a private one it
// imports under another name.
func TestImportedAs(t *testing.T) {
	p := &Package{FS: os.DirFS(filepath.Join("testdata", "peewee"))}
	tests := []struct {
		name, want string
		ok         bool
	}{
		{"os", "import os", true},
		{"getpass", "from getpass import getpass", true},
		{"OptionParser", "from optparse import OptionParser", true},
		{"peewee_version", "from peewee import __version__ as peewee_version", true},
		{"CockroachDatabase", "from playhouse.cockroachdb import CockroachDatabase", true},
		{"Model", "", false}, // only through "from peewee import *"
		{"urllib3", "", false},
		{"__version__", "", false},
	}
	for _, tt := range tests {
		_, got, ok := p.ImportedAs("pwiz", tt.name)
		if d := cmp.Diff([]any{tt.want, tt.ok}, []any{got, ok}); d != "" {
			t.Errorf("ImportedAs(pwiz, %q) (-want +got):\n%s", tt.name, d)
		}
	}
	if _, _, ok := p.ImportedAs("nosuchmodule", "os"); ok {
		t.Error("ImportedAs answered on a module that is not there")
	}
}
