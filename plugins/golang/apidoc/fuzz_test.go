package apidoc

import (
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"
)

// FuzzLoad feeds arbitrary source to Load: it may reject it, never panic.
func FuzzLoad(f *testing.F) {
	for _, name := range []string{"fixture.go", "example_test.go", "sub/sub.go"} {
		src, err := os.ReadFile(filepath.Join(fixtureDir, name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src, []byte("package p_test\nfunc ExampleX() {}\n"))
	}
	f.Add([]byte("package p\ntype T struct{ a, B int; _ [0]func() }\nconst (A = iota; b; C)"), []byte(""))
	f.Fuzz(func(t *testing.T, src, test []byte) {
		fsys := fstest.MapFS{"p.go": {Data: src}, "p_test.go": {Data: test}}
		p, err := Load(fsys, ".", "example.com/p", Options{})
		if err != nil {
			return
		}
		_ = p.RenderAll()
		for _, d := range p.Decls {
			_, _ = p.Lookup(d.Name)
		}
	})
}

func BenchmarkLoadNetHTTP(b *testing.B) {
	root := os.Getenv("GOROOT")
	if root == "" {
		b.Skip("GOROOT not set")
	}
	fsys := os.DirFS(filepath.Join(root, "src"))
	for b.Loop() {
		if _, err := Load(fsys, "net/http", "net/http", Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
