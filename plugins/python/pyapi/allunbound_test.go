package pyapi

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestAllNameUnbound: m3u8 0.8.0's __all__ (testdata/m3u8, Debian's
// python3-m3u8) writes 'PreloadHint' 'DateRange' without a comma, which
// Python reads as one name, PreloadHintDateRange, that nothing binds:
// `from m3u8 import *` fails on it. The outline listed it as a variable
// (and the check said it exists); now it is an unlisted name, which the
// check cannot tell about, saying why. A module whose star import this
// reader cannot follow keeps such a name listed: it may come from there.
func TestAllNameUnbound(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "m3u8"))}).Read("m3u8")
	if err != nil {
		t.Fatal(err)
	}
	var unlisted []string
	for _, s := range o.Symbols {
		if s.Kind == KindUnlisted {
			unlisted = append(unlisted, s.Name)
		} else if s.Name == "PreloadHintDateRange" {
			t.Errorf("PreloadHintDateRange listed as %s %q", s.Kind, s.Signature)
		}
	}
	if diff := cmp.Diff([]string{"PreloadHintDateRange"}, unlisted); diff != "" {
		t.Errorf("unlisted (-want +got):\n%s", diff)
	}
	if !slices.ContainsFunc(o.Symbols, func(s sdk.Symbol) bool { return s.Name == "loads" && s.Kind == "func" }) {
		t.Errorf("loads, which the module defines, is not listed")
	}
}

// TestAllNameUnpacked: a name __all__ lists that a module-level
// unpacking of a computed value binds (defusedxml.ElementTree's "parse,
// iterparse, fromstring = _generate_etree_functions(...)", which the
// outline does not list as definitions) is bound: it stays listed. A
// name nothing binds beside it is unlisted.
func TestAllNameUnpacked(t *testing.T) {
	fsys := fstest.MapFS{"m.py": {Data: []byte("parse, fromstring = _make()\n__all__ = ['parse', 'fromstring', 'missing']\n")}}
	o, err := (&Package{FS: fsys}).Read("m")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range o.Symbols {
		got[s.Name] = s.Kind
	}
	want := map[string]string{"parse": "var", "fromstring": "var", "missing": KindUnlisted}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("kinds (-want +got):\n%s", diff)
	}
}
