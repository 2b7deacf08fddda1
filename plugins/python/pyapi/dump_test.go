package pyapi

import (
	"fmt"
	"os"
	"testing"
)

func TestDumpFile(t *testing.T) {
	f := os.Getenv("PYAPI_DUMP")
	if f == "" {
		t.Skip("set PYAPI_DUMP to a .py file to print what Parse reads")
	}
	b, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	m := Parse(b)
	fmt.Printf("doc: %.80q all=%v %v from=%v\n", m.Doc, m.HasAll, m.All, m.AllFrom)
	for _, i := range m.Imports {
		fmt.Printf("import %+v\n", i)
	}
	var pr func(ds []*Def, ind string)
	pr = func(ds []*Def, ind string) {
		for _, d := range ds {
			fmt.Printf("%s%s [%s] %s  -- %.60q\n", ind, d.Name, d.Kind, d.Signature, FirstParagraph(d.Doc))
			pr(d.Members, ind+"  ")
		}
	}
	pr(m.Defs, "")
}

func TestDumpPackage(t *testing.T) {
	dir, root := os.Getenv("PYAPI_DIR"), os.Getenv("PYAPI_ROOT")
	if dir == "" {
		t.Skip("set PYAPI_DIR and PYAPI_ROOT to print a package outline")
	}
	p := &Package{FS: os.DirFS(dir)}
	o, err := p.Read(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range o.Symbols {
		fmt.Printf("%s [%s] %s | %.50q\n", s.Name, s.Kind, s.Signature, FirstParagraph(s.Doc))
	}
	fmt.Println(len(o.Symbols), o.Files, o.Truncated)
}
