package apidoc

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
)

// Kinds of Field.
const (
	KindField    = "field"    // a struct field
	KindEmbedded = "embedded" // an embedded struct field or interface
)

// Field is one line of a struct or interface declaration as Decl.Signature
// prints it: an exported field (or a list of them on one line), an
// interface method, or an embedded type.
type Field struct {
	// Name is the field's, the method's or, embedded, the type's name;
	// the first one of a list ("ReadBufferSize, WriteBufferSize int").
	Name string
	// Names are every name the line declares.
	Names []string
	// Kind is KindField, KindMethod (of an interface) or KindEmbedded.
	Kind string
	// Signature is the line without its comments, as go doc prints it:
	// "OpenDocument(request *requests.OpenDocument) (*responses.OpenDocument, error)",
	// "Boxes []Box `xml:\"box\"`".
	Signature string
	// Doc is its doc comment, then its line comment (go/doc syntax).
	Doc string
}

// Fields lists the fields, or interface methods, of a struct or interface
// type's printed declaration in their order; nil for any other
// declaration. It reads Signature, so it lists what go doc shows
// (unexported fields are elided there).
func (d Decl) Fields() []Field {
	if d.Kind != KindType || !strings.Contains(d.Signature, "\n") {
		return nil
	}
	src := "package p\n" + d.Signature
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", src, parser.ParseComments)
	if err != nil || len(f.Decls) != 1 {
		return nil
	}
	gd, ok := f.Decls[0].(*ast.GenDecl)
	if !ok || len(gd.Specs) != 1 {
		return nil
	}
	var list *ast.FieldList
	iface := false
	switch t := gd.Specs[0].(*ast.TypeSpec).Type.(type) {
	case *ast.StructType:
		list = t.Fields
	case *ast.InterfaceType:
		list, iface = t.Methods, true
	default:
		return nil
	}
	text := func(n ast.Node) string {
		return src[fset.Position(n.Pos()).Offset:fset.Position(n.End()).Offset]
	}
	var out []Field
	for _, fl := range list.List {
		fd := Field{Signature: text(fl.Type), Doc: joinDoc(fl.Doc, fl.Comment)}
		switch {
		case len(fl.Names) > 0:
			for _, n := range fl.Names {
				fd.Names = append(fd.Names, n.Name)
			}
			fd.Kind = KindField
			if iface {
				fd.Kind = KindMethod
			}
			end := fl.Type.End()
			if fl.Tag != nil {
				end = fl.Tag.End()
			}
			fd.Signature = src[fset.Position(fl.Pos()).Offset:fset.Position(end).Offset]
		default:
			name := embeddedName(fl.Type)
			if name == "" {
				continue // a type-set term (~int | ~string): no name to ask for
			}
			fd.Names, fd.Kind = []string{name}, KindEmbedded
			if fl.Tag != nil {
				fd.Signature = src[fset.Position(fl.Pos()).Offset:fset.Position(fl.Tag.End()).Offset]
			}
		}
		fd.Name = fd.Names[0]
		out = append(out, fd)
	}
	return out
}

// Field returns the line of d's declaration that declares name (exactly
// as spelled there), false when none does.
func (d Decl) Field(name string) (Field, bool) {
	for _, f := range d.Fields() {
		for _, n := range f.Names {
			if n == name {
				return f, true
			}
		}
	}
	return Field{}, false
}

// embeddedName is the name an embedded type is reached by: T for T, *T,
// pkg.T and T[P]; "" for a type-set term.
func embeddedName(t ast.Expr) string { return typeName(t, false) }

// typeName is the name of the named type t writes (T for T, *T, pkg.T,
// T[P]), looking through parentheses when parens is set; "" for any
// other type.
func typeName(t ast.Expr, parens bool) string {
	for {
		switch x := t.(type) {
		case *ast.StarExpr:
			t = x.X
		case *ast.ParenExpr:
			if !parens {
				return ""
			}
			t = x.X
		case *ast.IndexExpr:
			t = x.X
		case *ast.IndexListExpr:
			t = x.X
		case *ast.SelectorExpr:
			return x.Sel.Name
		case *ast.Ident:
			return x.Name
		default:
			return ""
		}
	}
}

// joinDoc is a field's doc comment and line comment as one text.
func joinDoc(groups ...*ast.CommentGroup) string {
	var parts []string
	for _, g := range groups {
		if t := strings.TrimSpace(g.Text()); t != "" {
			parts = append(parts, t)
		}
	}
	return strings.Join(parts, "\n\n")
}
