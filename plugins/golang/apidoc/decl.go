package apidoc

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/doc"
	"go/format"
	"go/printer"
	"go/token"
	"regexp"
	"strings"
	"sync"
)

// declBuilder turns a go/doc package into Decls in `go doc -all` order. The
// selection and trimming rules follow cmd/go/internal/doc (pkg.go:
// packageDoc, valueDoc, typeDoc, trimUnexportedElems).
type declBuilder struct {
	pkg  *Package
	fset *token.FileSet
	doc  *doc.Package
}

func (b *declBuilder) build() {
	d := b.doc
	// Examples first: the AST surgery below does not touch them.
	b.collectExamples()

	typedValue := map[*doc.Value]bool{}
	constructor := map[*doc.Func]bool{}
	consts := append([]*doc.Value(nil), d.Consts...)
	vars := append([]*doc.Value(nil), d.Vars...)
	funcs := append([]*doc.Func(nil), d.Funcs...)
	for _, typ := range d.Types {
		// go/doc files typed constants and constructors under their type,
		// even an unexported one; `go doc` lists those of unexported types
		// at top level.
		consts = append(consts, typ.Consts...)
		vars = append(vars, typ.Vars...)
		funcs = append(funcs, typ.Funcs...)
		if isExported(typ.Name) {
			for _, v := range typ.Consts {
				typedValue[v] = true
			}
			for _, v := range typ.Vars {
				typedValue[v] = true
			}
			for _, f := range typ.Funcs {
				constructor[f] = true
			}
		}
	}

	printed := map[*ast.GenDecl]bool{}
	for _, v := range consts {
		if hasExported(v.Names) && !typedValue[v] {
			b.value(KindConst, "", v, printed)
		}
	}
	for _, v := range vars {
		if hasExported(v.Names) && !typedValue[v] {
			b.value(KindVar, "", v, printed)
		}
	}
	for _, f := range funcs {
		if isExported(f.Name) && !constructor[f] {
			b.fn("", f)
		}
	}
	for _, typ := range d.Types {
		if isExported(typ.Name) {
			b.typ(typ)
		}
	}
}

func hasExported(names []string) bool {
	for _, n := range names {
		if isExported(n) {
			return true
		}
	}
	return false
}

func (b *declBuilder) add(dc Decl, node ast.Node, docText string) {
	dc.Signature = b.format(node)
	dc.Doc = docText
	dc.Synopsis = b.doc.Synopsis(docText)
	dc.Deprecated = deprecation(b.doc, docText)
	if node != nil {
		pos := b.fset.Position(node.Pos())
		dc.Pos = fmt.Sprintf("%s:%d", pos.Filename, pos.Line)
	}
	for i, ex := range b.pkg.Examples {
		if ex.Symbol == dc.Name {
			dc.Examples = append(dc.Examples, i)
		}
	}
	b.pkg.Decls = append(b.pkg.Decls, dc)
}

func (b *declBuilder) format(node ast.Node) string {
	var buf bytes.Buffer
	if err := format.Node(&buf, b.fset, node); err != nil {
		// format.Node fails only on ASTs it cannot print; go/doc produces
		// none, but say so rather than hide the declaration.
		return fmt.Sprintf("/* cannot print declaration: %v */", err)
	}
	return buf.String()
}

// value records a const or var group, printing only specs with an exported
// name (cmd/go/internal/doc valueDoc).
func (b *declBuilder) value(kind, typeName string, value *doc.Value, printed map[*ast.GenDecl]bool) {
	if printed[value.Decl] {
		return
	}
	specs := make([]ast.Spec, 0, len(value.Decl.Specs))
	var typ ast.Expr
	var names []string
	var members []Member
	// The last explicit type and values, which implicit specs repeat
	// (const groups only).
	var lastType, lastValues string
	for _, spec := range value.Decl.Specs {
		vspec := spec.(*ast.ValueSpec)
		members = append(members, b.members(kind, vspec, &lastType, &lastValues)...)
		// The type name may carry over from a previous specification in the
		// case of constants and iota.
		if vspec.Type != nil {
			typ = vspec.Type
		}
		for _, ident := range vspec.Names {
			if isExported(ident.Name) {
				if vspec.Type == nil && vspec.Values == nil && typ != nil {
					// A standalone identifier, as with iota: show the type
					// carried over from the previous spec.
					vspec.Type = &ast.Ident{
						Name:    oneLineNode(b.fset, typ),
						NamePos: vspec.End() - 1,
					}
				}
				specs = append(specs, vspec)
				typ = nil // only inject the type on the first exported identifier
				break
			}
		}
		for _, ident := range vspec.Names {
			if isExported(ident.Name) {
				names = append(names, ident.Name)
			}
		}
	}
	if len(specs) == 0 {
		return
	}
	value.Decl.Specs = specs
	printed[value.Decl] = true
	dc := Decl{Kind: kind, Name: names[0], Names: names, Type: typeName}
	if len(names) > 1 {
		dc.Members = members
	}
	b.add(dc, value.Decl, value.Doc)
}

// members declares each exported name of one spec on its own line. It
// runs before the spec is changed for printing, and carries the const
// group's implicit type and values in lastType and lastValues.
func (b *declBuilder) members(kind string, vspec *ast.ValueSpec, lastType, lastValues *string) []Member {
	typ, values := "", ""
	if vspec.Type != nil {
		typ = oneLineNode(b.fset, vspec.Type)
	}
	var valueOf []string
	for _, v := range vspec.Values {
		valueOf = append(valueOf, oneLineNode(b.fset, v))
	}
	implicit := kind == KindConst && vspec.Type == nil && len(vspec.Values) == 0
	if kind == KindConst {
		if implicit {
			typ, values = *lastType, *lastValues
		} else {
			*lastType, *lastValues = typ, strings.Join(valueOf, ", ")
		}
	}
	comment := ""
	if vspec.Comment != nil {
		comment = strings.TrimSpace(vspec.Comment.Text())
	}
	var out []Member
	for i, ident := range vspec.Names {
		if !isExported(ident.Name) {
			continue
		}
		sig := kind + " " + ident.Name
		if typ != "" {
			sig += " " + typ
		}
		m := Member{Name: ident.Name, Comment: comment}
		switch {
		case implicit && values != "":
			m.Comment = strings.TrimSpace("= " + values + " (implicit, continuing the group) " + comment)
		case len(valueOf) == len(vspec.Names):
			sig += " = " + valueOf[i]
		case len(valueOf) > 0:
			sig += " = " + strings.Join(valueOf, ", ") // a multi-value call
		}
		m.Signature = sig
		out = append(out, m)
	}
	return out
}

func (b *declBuilder) fn(typeName string, f *doc.Func) {
	dc := Decl{Kind: KindFunc, Name: f.Name, Names: []string{f.Name}, Type: typeName}
	if f.Recv != "" {
		dc.Kind = KindMethod
		dc.Name = typeName + "." + f.Name
	}
	b.add(dc, f.Decl, f.Doc)
}

func (b *declBuilder) typ(typ *doc.Type) {
	decl := typ.Decl
	spec := findTypeSpec(decl, typ.Name)
	if spec != nil {
		trimUnexportedElems(spec)
		if len(decl.Specs) > 1 {
			decl.Specs = []ast.Spec{spec}
		}
	}
	b.add(Decl{Kind: KindType, Name: typ.Name, Names: []string{typ.Name}}, decl, typ.Doc)
	printed := map[*ast.GenDecl]bool{}
	for _, v := range typ.Consts {
		if hasExported(v.Names) {
			b.value(KindConst, typ.Name, v, printed)
		}
	}
	for _, v := range typ.Vars {
		if hasExported(v.Names) {
			b.value(KindVar, typ.Name, v, printed)
		}
	}
	for _, f := range typ.Funcs {
		if isExported(f.Name) {
			b.fn(typ.Name, f)
		}
	}
	for _, m := range typ.Methods {
		if isExported(m.Name) {
			b.fn(typ.Name, m)
		}
	}
}

func findTypeSpec(decl *ast.GenDecl, name string) *ast.TypeSpec {
	for _, spec := range decl.Specs {
		if ts, ok := spec.(*ast.TypeSpec); ok && ts.Name.Name == name {
			return ts
		}
	}
	return nil
}

// trimUnexportedElems elides unexported fields from structs and methods
// from interfaces, in place.
func trimUnexportedElems(spec *ast.TypeSpec) {
	switch typ := spec.Type.(type) {
	case *ast.StructType:
		typ.Fields = trimUnexportedFields(typ.Fields, false)
	case *ast.InterfaceType:
		typ.Methods = trimUnexportedFields(typ.Methods, true)
	}
}

// trimUnexportedFields returns the field list without unexported fields,
// ending with a "// Has unexported fields." marker when it dropped any.
func trimUnexportedFields(fields *ast.FieldList, isInterface bool) *ast.FieldList {
	what := "methods"
	if !isInterface {
		what = "fields"
	}
	trimmed := false
	list := make([]*ast.Field, 0, len(fields.List))
	for _, field := range fields.List {
		// go/format prints the AST's comments, not go/doc's field.Doc text
		// (which drops directives); rewrite the comment to the doc text so
		// the output matches `go doc` (Go issue 56592).
		if field.Doc != nil {
			cg := field.Doc
			text := cg.Text()
			trailingBlankLine := len(cg.List[len(cg.List)-1].Text) == 2
			if !trailingBlankLine {
				text = strings.TrimSuffix(text, "\n")
			}
			start := cg.List[0].Slash
			cg.List = cg.List[:0]
			for line := range strings.SplitSeq(text, "\n") {
				prefix := "// "
				if len(line) > 0 && line[0] == '\t' {
					prefix = "//"
				}
				cg.List = append(cg.List, &ast.Comment{Text: prefix + line})
			}
			cg.List[0].Slash = start
		}
		names := field.Names
		if len(names) == 0 {
			// Embedded type: its name is the field's.
			ty := field.Type
			if se, ok := field.Type.(*ast.StarExpr); !isInterface && ok {
				ty = se.X
			}
			switch ident := ty.(type) {
			case *ast.Ident:
				if isInterface && (ident.Name == "error" || ident.Name == "comparable") {
					// The predeclared error and comparable are always shown.
					list = append(list, field)
					continue
				}
				names = []*ast.Ident{ident}
			case *ast.SelectorExpr:
				names = []*ast.Ident{ident.Sel}
			}
			// Otherwise a constraint (union, approximation) or an
			// instantiated generic type: kept, as `go doc` does.
		}
		ok := true
		for _, name := range names {
			if !isExported(name.Name) {
				trimmed = true
				ok = false
				break
			}
		}
		if ok {
			list = append(list, field)
		}
	}
	if !trimmed {
		return fields
	}
	unexportedField := &ast.Field{
		// The printer treats this as a field with a named type; Name "" at
		// Closing-1 places it right before the closing brace.
		Type: &ast.Ident{Name: "", NamePos: fields.Closing - 1},
		Comment: &ast.CommentGroup{
			List: []*ast.Comment{{Text: fmt.Sprintf("// Has unexported %s.\n", what)}},
		},
	}
	return &ast.FieldList{
		Opening: fields.Opening,
		List:    append(list, unexportedField),
		Closing: fields.Closing,
	}
}

// oneLineNode is the short form `go doc` injects as the carried-over type
// of iota constants: an identifier or qualified name, else "...".
func oneLineNode(fset *token.FileSet, node ast.Node) string {
	switch n := node.(type) {
	case *ast.Ident:
		return n.Name
	case *ast.StarExpr:
		return "*" + oneLineNode(fset, n.X)
	}
	var buf strings.Builder
	if err := format.Node(&buf, fset, node); err != nil || strings.Contains(buf.String(), "\n") {
		return "..."
	}
	return buf.String()
}

var outputComment = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?is)\n?[ \t]*//[ \t]*(unordered )?output:.*$`) })

func (b *declBuilder) collectExamples() {
	d := b.doc
	add := func(symbol string, exs []*doc.Example) {
		for _, ex := range exs {
			b.pkg.Examples = append(b.pkg.Examples, b.example(symbol, ex))
		}
	}
	add("", d.Examples)
	for _, f := range d.Funcs {
		add(f.Name, f.Examples)
	}
	for _, t := range d.Types {
		add(t.Name, t.Examples)
		for _, f := range t.Funcs {
			add(f.Name, f.Examples)
		}
		for _, m := range t.Methods {
			add(t.Name+"."+m.Name, m.Examples)
		}
	}
}

func (b *declBuilder) example(symbol string, ex *doc.Example) Example {
	e := Example{
		Symbol:    symbol,
		Suffix:    ex.Suffix,
		Doc:       ex.Doc,
		Output:    ex.Output,
		Unordered: ex.Unordered,
		HasOutput: ex.Output != "" || ex.EmptyOutput,
	}
	var buf bytes.Buffer
	cfg := printer.Config{Mode: printer.UseSpaces | printer.TabIndent, Tabwidth: 8}
	if ex.Play != nil {
		if err := format.Node(&buf, b.fset, ex.Play); err == nil {
			e.Code = buf.String()
		}
	} else if ex.Code != nil {
		if err := cfg.Fprint(&buf, b.fset, &printer.CommentedNode{Node: ex.Code, Comments: ex.Comments}); err == nil {
			e.Code = exampleBody(buf.String())
		}
	}
	e.Code = strings.TrimSpace(outputComment().ReplaceAllString(e.Code, ""))
	if ex.Code != nil {
		e.File = b.fset.Position(ex.Code.Pos()).Filename
	}
	return e
}

// exampleBody strips the braces of a printed block and one level of
// indentation.
func exampleBody(s string) string {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "{") && strings.HasSuffix(s, "}") {
		s = s[1 : len(s)-1]
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimPrefix(l, "\t")
	}
	return strings.Trim(strings.Join(lines, "\n"), "\n")
}
