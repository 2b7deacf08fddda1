package rank

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/build"
	"go/doc"
	"go/parser"
	"go/printer"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// loadCorpus reads a testdata/*.json array of Docs.
func loadCorpus(tb testing.TB, name string) []Doc {
	tb.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		tb.Fatal(err)
	}
	var docs []Doc
	if err := json.Unmarshal(b, &docs); err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	return docs
}

// stdlibDocs builds a real API corpus from the installed Go toolchain's
// sources (go/doc, as the golang provider will): one Doc per func, type,
// method, const and var, plus the package overview. No network, and real
// doc comments rather than invented text.
func stdlibDocs(tb testing.TB, pkgs ...string) []Doc {
	tb.Helper()
	var docs []Doc
	for _, path := range pkgs {
		bp, err := build.Import(path, "", 0)
		if err != nil {
			tb.Skipf("standard library sources not available: %v", err)
		}
		fset := token.NewFileSet()
		var files []*ast.File
		for _, f := range bp.GoFiles {
			af, err := parser.ParseFile(fset, filepath.Join(bp.Dir, f), nil, parser.ParseComments)
			if err != nil {
				tb.Fatal(err)
			}
			files = append(files, af)
		}
		p, err := doc.NewFromFiles(fset, files, path)
		if err != nil {
			tb.Fatal(err)
		}
		qual := func(s string) string { return s }
		sig := func(d ast.Decl) string {
			if fd, ok := d.(*ast.FuncDecl); ok {
				c := *fd
				c.Body, c.Doc = nil, nil
				d = &c
			}
			var b bytes.Buffer
			_ = printer.Fprint(&b, fset, d)
			s := b.String()
			if len(s) > 300 {
				s = s[:300]
			}
			return s
		}
		docs = append(docs, Doc{ID: path, Kind: "package", Title: "package " + p.Name, Text: p.Doc})
		values := func(vs []*doc.Value, kind string) {
			for _, v := range vs {
				for _, n := range v.Names {
					docs = append(docs, Doc{ID: path + "." + n, Kind: kind, Title: kind + " " + n, Symbol: qual(n), Text: v.Doc})
				}
			}
		}
		funcs := func(fs []*doc.Func, recv string) {
			for _, f := range fs {
				name := f.Name
				if recv != "" && f.Recv != "" {
					name = recv + "." + f.Name
				}
				docs = append(docs, Doc{ID: path + "." + name, Kind: "func", Title: sig(f.Decl), Symbol: name, Text: f.Doc})
			}
		}
		values(p.Consts, "const")
		values(p.Vars, "var")
		funcs(p.Funcs, "")
		for _, t := range p.Types {
			docs = append(docs, Doc{ID: path + "." + t.Name, Kind: "type", Title: "type " + t.Name, Symbol: t.Name, Text: t.Doc})
			values(t.Consts, "const")
			values(t.Vars, "var")
			funcs(t.Funcs, "")
			funcs(t.Methods, t.Name)
		}
	}
	return docs
}

// bigCorpus is about n docs from the standard library, repeated with a
// package prefix when the packages run out.
func bigCorpus(tb testing.TB, n int) []Doc {
	base := stdlibDocs(tb, "net/http", "os", "strings", "bytes", "io", "fmt", "time", "context",
		"encoding/json", "net/url", "net", "sync", "sort", "strconv", "path/filepath", "regexp",
		"bufio", "errors", "crypto/tls", "database/sql", "text/template", "reflect", "math/big",
		"archive/tar", "archive/zip", "compress/gzip", "go/ast", "go/types", "image", "log/slog", "testing")
	var docs []Doc
	for round := 0; len(docs) < n; round++ {
		for _, d := range base {
			if len(docs) == n {
				break
			}
			if round > 0 {
				d.ID = strings.Repeat("v", round) + "/" + d.ID
			}
			docs = append(docs, d)
		}
	}
	return docs
}
