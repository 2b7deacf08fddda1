package apidoc

import (
	"go/build"
	"testing"
	"testing/fstest"
)

// TestLoadComplete: Package.Complete holds when the files the build
// context left out declare no exported name the documented ones lack
// (runtime/race's shape: a doc file here, a cgo file and per-system files
// that export nothing), and fails for a name, field or method that only
// another system, cgo setting or tag adds, for a left-out file it cannot
// parse or that is over the size bound, and, conservatively, for one of
// the package's own under //go:build ignore.
func TestLoadComplete(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]string
		opt   Options
		want  bool
	}{
		{"one file", map[string]string{"a.go": "package p\n\nfunc A() {}\n"}, Options{}, true},
		{"exports nothing, nor do its left-out files", map[string]string{
			"doc.go":            "// Package p is linked in for its side effects.\npackage p\n",
			"p_cgo.go":          "//go:build race\n\npackage p\n\n// void f(void);\nimport \"C\"\n",
			"p_darwin_amd64.go": "package p\n\n//go:cgo_import_dynamic f f \"/usr/lib/libSystem.B.dylib\"\n",
			"p_test.go":         "package p\n\nfunc TestOnlyHere() {}\n",
		}, Options{}, true},
		{"the same names on every system", map[string]string{
			"f_unix.go":    "//go:build unix\n\npackage p\n\n// File is a file.\ntype File struct{ Name string }\n\nfunc (f *File) Close() error { return nil }\n\nconst DevNull = \"/dev/null\"\n",
			"f_windows.go": "package p\n\ntype File struct {\n\tName string\n\th    uintptr\n}\n\nfunc (f *File) Close() error { return nil }\n\nconst DevNull = \"NUL\"\n",
		}, Options{}, true},
		{"another system adds a function", map[string]string{
			"a.go":         "package p\n\nfunc A() {}\n",
			"a_windows.go": "package p\n\nfunc OnlyWindows() {}\n",
		}, Options{}, false},
		{"another system adds a constant", map[string]string{
			"a.go":        "package p\n\nconst A = 1\n",
			"z_darwin.go": "package p\n\nconst (\n\tA = 1\n\tMADV_ZERO = 2\n)\n",
		}, Options{}, false},
		{"another system adds a field", map[string]string{
			"s_linux.go":  "package p\n\ntype Stat struct{ Size int64 }\n",
			"s_darwin.go": "package p\n\ntype Stat struct {\n\tSize  int64\n\tFlags uint32\n}\n",
		}, Options{}, false},
		{"another system adds a method", map[string]string{
			"t.go":         "package p\n\ntype T[E any] struct{}\n",
			"t_windows.go": "package p\n\nfunc (t *T[E]) Handle() uintptr { return 0 }\n",
		}, Options{}, false},
		{"cgo off leaves out a name", map[string]string{
			"a.go":     "package p\n\nfunc A() {}\n",
			"a_cgo.go": "package p\n\nimport \"C\"\n\nfunc WithC() {}\n",
		}, Options{Context: withoutCgo()}, false},
		{"a tag of its own adds a name", map[string]string{
			"a.go":      "package p\n\nfunc A() {}\n",
			"a_json.go": "//go:build goexperiment.jsonv2\n\npackage p\n\nfunc V2() {}\n",
		}, Options{}, false},
		{"a generator of another package", map[string]string{
			"a.go":   "package p\n\nfunc A() {}\n",
			"gen.go": "//go:build ignore\n\npackage main\n\nfunc Exported() {}\n\nfunc main() {}\n",
		}, Options{}, true},
		{"the package's own file built nowhere", map[string]string{
			"a.go":   "package p\n\nfunc A() {}\n",
			"old.go": "//go:build ignore\n\npackage p\n\nfunc Old() {}\n",
		}, Options{}, false},
		{"a left-out file that does not parse", map[string]string{
			"a.go":         "package p\n\nfunc A() {}\n",
			"a_windows.go": "package p\n\nfunc {\n",
		}, Options{}, false},
		{"left-out files over the size bound", map[string]string{
			"a.go":         "package p\n\nfunc A() {}\n",
			"a_windows.go": "package p\n\n// A comment that takes the package past its bound.\n",
		}, Options{MaxTotalBytes: 40}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{}
			for name, src := range tt.files {
				fsys["p/"+name] = &fstest.MapFile{Data: []byte(src)}
			}
			opt := tt.opt
			if opt.Context == nil {
				opt.Context = linuxAMD64()
			}
			p, err := Load(fsys, "p", "example.com/p", opt)
			if err != nil {
				t.Fatal(err)
			}
			if p.Complete != tt.want {
				t.Errorf("Complete = %v, want %v", p.Complete, tt.want)
			}
		})
	}
}

func withoutCgo() *build.Context {
	c := linuxAMD64()
	c.CgoEnabled = false
	return c
}
