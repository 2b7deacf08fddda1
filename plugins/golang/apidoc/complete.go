package apidoc

import (
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"io/fs"
	"path"
	"slices"
)

// Whole API: Load documents the files one build context selects (the
// running GOOS/GOARCH, cgo setting and no custom tags), so a name that only
// a file for another system, architecture, cgo setting or build tag
// declares (syscall's per-system constants) is not in Decls. Package.Complete
// says when no such name exists: every source file the context left out was
// read too, and none declares an exported name the documented files lack.

// leftOutComplete reports whether the source files of bp that its build
// context left out (bp.IgnoredGoFiles, tests aside) declare no exported
// name that files, the documented ones, lack. It reads them through read
// (which counts them against Load's size bound) and answers false when one
// cannot be read or parsed (it might declare anything), when read fails,
// or when go/build found files it could not use (bp.InvalidGoFiles). A
// left-out file with another package clause (a `package main` generator
// kept under //go:build ignore) is no part of the package on any platform
// and is passed over; one with the package's own clause counts even when
// no platform builds it (//go:build ignore), which may say false where the
// answer was true, never the other way round.
func leftOutComplete(bp *build.Package, files []*ast.File, read func(name string) ([]byte, error)) bool {
	if len(bp.InvalidGoFiles) > 0 {
		return false
	}
	var have map[string]bool
	names := slices.Clone(bp.IgnoredGoFiles)
	slices.Sort(names)
	fset := token.NewFileSet()
	for _, name := range names {
		if !isSource(name) {
			continue
		}
		src, err := read(name)
		if err != nil {
			return false
		}
		f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
		if err != nil {
			return false
		}
		if f.Name.Name != bp.Name {
			continue
		}
		if have == nil {
			have = map[string]bool{}
			for _, df := range files {
				exportedNames(df, func(n string) { have[n] = true })
			}
		}
		missing := false
		exportedNames(f, func(n string) { missing = missing || !have[n] })
		if missing {
			return false
		}
	}
	return true
}

// exportedNames calls add with every exported name f declares at top
// level ("Client", "StatusOK"), each exported method of an exported type
// ("Client.Do"), and each named exported field or interface method of an
// exported type ("Header.Get", "Request.Method"): what an agent may write
// after the package's name.
func exportedNames(f *ast.File, add func(string)) {
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if !d.Name.IsExported() {
				continue
			}
			if d.Recv == nil || len(d.Recv.List) == 0 {
				add(d.Name.Name)
				continue
			}
			if recv := receiverName(d.Recv.List[0].Type); token.IsExported(recv) {
				add(recv + "." + d.Name.Name)
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					if !s.Name.IsExported() {
						continue
					}
					add(s.Name.Name)
					memberNames(s.Name.Name, s.Type, add)
				case *ast.ValueSpec:
					for _, n := range s.Names {
						if n.IsExported() {
							add(n.Name)
						}
					}
				}
			}
		}
	}
}

// memberNames adds typ's exported fields or interface methods, prefixed
// with the type's name; an embedded field is named by its type.
func memberNames(typeName string, typ ast.Expr, add func(string)) {
	var fields *ast.FieldList
	switch t := typ.(type) {
	case *ast.StructType:
		fields = t.Fields
	case *ast.InterfaceType:
		fields = t.Methods
	}
	if fields == nil {
		return
	}
	for _, fld := range fields.List {
		if len(fld.Names) == 0 {
			if n := receiverName(fld.Type); token.IsExported(n) {
				add(typeName + "." + n)
			}
			continue
		}
		for _, n := range fld.Names {
			if n.IsExported() {
				add(typeName + "." + n.Name)
			}
		}
	}
}

// receiverName is the type name of a receiver or embedded field: T for
// T, *T, T[P], *pkg.T (the selector's name), parenthesised or not.
func receiverName(e ast.Expr) string { return typeName(e, true) }

// readLeftOut reads a left-out file of dir for leftOutComplete, counting
// it in total against opt's bound.
func readLeftOut(fsys fs.FS, dir string, opt Options, total *int64) func(string) ([]byte, error) {
	return func(name string) ([]byte, error) {
		src, err := readFile(fsys, path.Join(dir, name), opt.maxFile())
		if err != nil {
			return nil, err
		}
		*total += int64(len(src))
		if *total > opt.maxTotal() {
			return nil, ErrTooLarge
		}
		return src, nil
	}
}
