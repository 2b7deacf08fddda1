package pyapi

import (
	"fmt"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
)

// A class or function a try body defines and its "except ImportError:"
// handler defines again: the try body's holds when the trees read hold
// what it imports (a module of the package, another tree's, the standard
// library's), the handler's stand-in when one of them is not there.
func TestTryBodyDefinitionHolds(t *testing.T) {
	const mod = "try:\n    import %s as types\n\n    class AsaList(types.Base):\n        impl = 1\n\n        def process_bind_param(self, value, dialect):\n            return value\n\nexcept ImportError:\n\n    class AsaList:\n        pass\n"
	tests := []struct {
		name string
		fs   fstest.MapFS
		want []string
	}{
		{"another tree's module, held", fstest.MapFS{
			"fs/__init__.py":      {Data: []byte(fmt.Sprintf(mod, "sqlalchemy.types"))},
			"sqlalchemy/types.py": {Data: []byte("class Base:\n    pass\n")},
		}, []string{"AsaList", "AsaList.impl", "AsaList.process_bind_param"}},
		{"a module of the package", fstest.MapFS{
			"fs/__init__.py": {Data: []byte(fmt.Sprintf(mod, "fs.types"))},
			"fs/types.py":    {Data: []byte("class Base:\n    pass\n")},
		}, []string{"AsaList", "AsaList.impl", "AsaList.process_bind_param", "types", "types.Base"}},
		{"a module not there", fstest.MapFS{
			"fs/__init__.py": {Data: []byte(fmt.Sprintf(mod, "sqlalchemy.types"))},
		}, []string{"AsaList"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := (&Package{FS: tt.fs}).Read("fs")
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, s := range o.Symbols {
				got = append(got, s.Name)
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("symbols (-want +got):\n%s", d)
			}
		})
	}
}
