package symbolgraph

import (
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/plugins/swift/swiftsrc"
)

func read(t *testing.T, name string) *Graph {
	t.Helper()
	f, err := os.Open("../testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := Read(f)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestRead(t *testing.T) {
	tests := []struct {
		file, module, format string
		symbols              int
		some                 swiftsrc.Decl
	}{
		{"GeometricalShapes.symbols.json", "GeometricalShapes", "0.6.0", 13,
			swiftsrc.Decl{Kind: "var", Name: "isNull", Path: "Circle.isNull", Parent: "Circle", Title: "isNull", Signature: "var isNull: Bool { get }"}},
		{"FancyProtocol.symbols.json", "FancyProtocol", "0.5.3", 17,
			swiftsrc.Decl{Kind: "func", Name: "<", Path: "SomeClass.<", Parent: "SomeClass", Title: "<(_:_:)", Signature: "static func < (lhs: SomeClass, rhs: SomeClass) -> Bool"}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			g := read(t, tt.file)
			if g.Module.Name != tt.module || g.Format() != tt.format {
				t.Errorf("module %q format %s, want %q %s", g.Module.Name, g.Format(), tt.module, tt.format)
			}
			decls := g.Decls()
			if len(decls) != tt.symbols {
				t.Errorf("%d public declarations, want %d", len(decls), tt.symbols)
			}
			found := false
			for _, d := range decls {
				if d.Path == tt.some.Path && d.Signature == tt.some.Signature {
					found = true
					d.Doc = "" // checked in TestConformancesAndDocs
					if diff := cmp.Diff(tt.some, d); diff != "" {
						t.Errorf("%s (-want +got):\n%s", d.Path, diff)
					}
				}
			}
			if !found {
				t.Errorf("%s not found", tt.some.Path)
			}
		})
	}
}

func TestConformancesAndDocs(t *testing.T) {
	decls := read(t, "FancyProtocol.symbols.json").Decls()
	for _, d := range decls {
		switch d.Path {
		case "SomeClass":
			if diff := cmp.Diff([]string{"Swift.Equatable", "Swift.Comparable", "FancyProtocol"}, d.Inherits); diff != "" {
				t.Errorf("SomeClass conformances (-want +got):\n%s", diff)
			}
		case "FancyProtocol":
			if d.Doc != "woah, fancy protocol over here" {
				t.Errorf("FancyProtocol doc = %q", d.Doc)
			}
		}
	}
}

func TestReadRejects(t *testing.T) {
	for name, in := range map[string]string{
		"empty":     "",
		"not json":  "{",
		"format 1":  `{"metadata":{"formatVersion":{"major":1}},"module":{"name":"M"}}`,
		"no module": `{"metadata":{"formatVersion":{"major":0,"minor":6}}}`,
	} {
		if _, err := Read(strings.NewReader(in)); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}
