package apidoc

import (
	"go/ast"
	"go/build"
	"go/doc"
	"go/doc/comment"
	"go/token"
	"strconv"
	"strings"
)

// Kinds of Decl.
const (
	KindConst  = "const"
	KindVar    = "var"
	KindFunc   = "func"
	KindType   = "type"
	KindMethod = "method"
)

// Package is one documented Go package.
type Package struct {
	ImportPath string
	Name       string // package name; "main" for commands
	// ImportComment is the path in a `package x // import "path"` comment.
	ImportComment string
	Synopsis      string // first sentence of the package doc
	Doc           string // package doc comment text (go/doc syntax)
	Deprecated    string // text of the package doc's "Deprecated:" paragraph
	// Decls are the exported declarations in `go doc -all` order: constants,
	// variables, functions, then each type followed by its constants,
	// variables, constructors and methods.
	Decls    []Decl
	Examples []Example
	Bugs     []string
	// Files are the source files documented (not tests).
	Files []string
	// Platform is the GOOS/GOARCH the files were selected for.
	Platform Platform
	// OtherPlatform reports that Options.Context selects no file of the
	// package and Platform is the first other platform (or cgo setting)
	// that builds it (Options.AnyPlatform).
	OtherPlatform bool
	// CgoOnly is set when the package builds only with cgo on Platform:
	// without it (CGO_ENABLED=0, the go command's default where it finds
	// no C compiler, and in cross builds) no file is left to build. Nil
	// for every other package, one with pure-Go fallbacks among them.
	CgoOnly *CgoNeeds
	// Complete reports that Decls hold every exported name the package
	// declares on any platform, cgo setting or build tag: each source file
	// the build context left out was read and declares no exported name
	// (nor field or method of an exported type) that the documented files
	// lack. False when one could not be read or parsed, or was over the
	// size bound; see leftOutComplete.
	Complete bool
	// Imports are the imports of Files, each once per file: what a
	// qualified name in a declaration (an embedded net.Conn) refers to in
	// the declaration's file (two files may give one name to two paths).
	Imports []Import

	doc *doc.Package
}

// CgoNeeds is what building a cgo-only package takes besides the Go
// toolchain, as its files' #cgo lines and file list say.
type CgoNeeds struct {
	// CXX reports C++ sources (.cc, .cpp, .cxx): a C++ compiler too.
	CXX bool
	// PkgConfig are the #cgo pkg-config packages (C libraries whose
	// development files must be installed where it is built).
	PkgConfig []string
	// Libs are the libraries #cgo LDFLAGS link with -l.
	Libs []string
	// Off reports that the build context documented has cgo off
	// (CGO_ENABLED=0): the package's names are those of its files
	// without cgo, and it does not build there.
	Off bool
}

// Import is one import of a package's files: Name is the name it is
// given in the import declaration, "" when it keeps the package's own.
type Import struct {
	Name string
	Path string
	File string // the file that imports it, as Decl.Pos names it
}

// Decl is one exported declaration: a func, a method, a type, or a group of
// constants or variables declared together.
type Decl struct {
	Kind string
	// Name is how the symbol is written: "Do", "Client", "Client.Do"; for a
	// const or var group, its first exported name.
	Name string
	// Names are all exported names a const/var group declares; for other
	// kinds just the bare name ("Do" for "Client.Do").
	Names []string
	// Type is the type a method, constructor or typed const/var belongs to.
	Type string
	// Signature is the declaration as `go doc` prints it: gofmt output,
	// function bodies stripped, unexported fields and methods elided.
	Signature string
	Doc       string // full doc comment text (go/doc syntax)
	// Synopsis is the first sentence of Doc.
	Synopsis   string
	Deprecated string // text of the "Deprecated:" paragraph, if any
	// Examples index Package.Examples.
	Examples []int
	// Pos is "file.go:line" of the declaration.
	Pos string
	// Members are the names of a const or var group one by one, each with
	// its own one-line declaration, so that a name is compared by name and
	// kind whether it stands alone or in a group. Nil for other kinds and
	// for a group of one name.
	Members []Member
}

// Member is one exported name of a const or var group.
type Member struct {
	Name string
	// Signature declares the name alone: "const StatusOK = 200",
	// "const Monday Weekday" (its value continues the group's iota
	// expression, given in Comment), "var ErrX = errors.New(\"x\")".
	Signature string
	// Comment is the name's line comment, or how its value is implied.
	Comment string
}

// Example is an Example function from a _test.go file.
type Example struct {
	// Symbol is the documented symbol ("", "Client", "Client.Do").
	Symbol string
	Suffix string // the part after the symbol, lower case ("basic")
	Doc    string
	// Code is the example body, or the whole program for whole-file examples.
	Code      string
	Output    string
	Unordered bool // output may come in any order
	HasOutput bool // an "Output:" comment is present (possibly empty)
	File      string
}

// Title is a readable example name: "Client.Do (basic)".
func (e Example) Title() string {
	t := e.Symbol
	if t == "" {
		t = "package"
	}
	if e.Suffix != "" {
		t += " (" + e.Suffix + ")"
	}
	return t
}

func newPackage(fset *token.FileSet, bp *build.Package, files, testFiles []*ast.File, importPath string) (*Package, error) {
	d, err := newDocPackage(fset, files, testFiles, importPath)
	if err != nil {
		return nil, err
	}
	p := &Package{
		ImportPath:    importPath,
		Name:          d.Name,
		ImportComment: bp.ImportComment,
		Doc:           d.Doc,
		Synopsis:      d.Synopsis(d.Doc),
		Files:         append(append([]string(nil), bp.GoFiles...), bp.CgoFiles...),
		doc:           d,
	}
	p.Deprecated = deprecation(d, d.Doc)
	p.Imports = imports(fset, files)
	for _, n := range d.Notes["BUG"] {
		p.Bugs = append(p.Bugs, n.Body)
	}
	b := &declBuilder{pkg: p, fset: fset, doc: d}
	b.build()
	return p, nil
}

// deprecation returns the text of the first paragraph of text that starts
// with "Deprecated: ", the convention tools and pkg.go.dev recognise.
func deprecation(d *doc.Package, text string) string {
	if !strings.Contains(text, "Deprecated: ") {
		return ""
	}
	parsed := d.Parser().Parse(text)
	for _, blk := range parsed.Content {
		para, ok := blk.(*comment.Paragraph)
		if !ok {
			continue
		}
		var sb strings.Builder
		plainText(&sb, para.Text)
		s := sb.String()
		if rest, ok := strings.CutPrefix(s, "Deprecated: "); ok {
			return strings.Join(strings.Fields(rest), " ")
		}
	}
	return ""
}

func plainText(sb *strings.Builder, texts []comment.Text) {
	for _, t := range texts {
		switch t := t.(type) {
		case comment.Plain:
			sb.WriteString(string(t))
		case comment.Italic:
			sb.WriteString(string(t))
		case *comment.Link:
			plainText(sb, t.Text)
		case *comment.DocLink:
			plainText(sb, t.Text)
		}
	}
}

// Markdown renders doc comment text (as found in Doc fields) as Markdown:
// code blocks fenced as go, links to other symbols as plain text, headings
// starting at headingLevel (0 means 3, so they nest under a document's
// sections) without anchor ids.
func (p *Package) Markdown(text string, headingLevel int) string {
	if headingLevel == 0 {
		headingLevel = 3
	}
	pr := p.doc.Printer()
	pr.HeadingLevel = headingLevel
	pr.DocLinkURL = func(*comment.DocLink) string { return "" }
	pr.HeadingID = func(*comment.Heading) string { return "" }
	parsed := p.doc.Parser().Parse(text)
	var sb strings.Builder
	for _, blk := range parsed.Content {
		if sb.Len() > 0 {
			sb.WriteString("\n\n")
		}
		if code, ok := blk.(*comment.Code); ok {
			fence := "```"
			for strings.Contains(code.Text, fence) {
				fence += "`"
			}
			sb.WriteString(fence + "go\n" + strings.TrimRight(code.Text, "\n") + "\n" + fence)
			continue
		}
		one := &comment.Doc{Content: []comment.Block{blk}, Links: parsed.Links}
		sb.WriteString(dedent(strings.Trim(string(pr.Markdown(one)), "\n")))
	}
	return sb.String()
}

// dedent removes the indentation every line of a block shares: go/doc
// writes a list's items as "  - item", and trimming only the block's
// first line left the second and later items indented under the first,
// read as a list nested in it.
func dedent(block string) string {
	lines := strings.Split(block, "\n")
	common := -1
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if n := len(l) - len(strings.TrimLeft(l, " ")); common < 0 || n < common {
			common = n
		}
	}
	if common <= 0 {
		return strings.TrimSpace(block)
	}
	for i, l := range lines {
		lines[i] = strings.TrimRight(l[min(common, len(l)-len(strings.TrimLeft(l, " "))):], " ")
	}
	return strings.Join(lines, "\n")
}

// Text renders doc comment text the way `go doc` does, every line
// prefixed with prefix (code blocks with codePrefix).
func (p *Package) Text(text, prefix, codePrefix string) string {
	pr := p.doc.Printer()
	pr.TextPrefix = prefix
	pr.TextCodePrefix = codePrefix
	return string(pr.Text(p.doc.Parser().Parse(text)))
}

// FirstSentence returns the first sentence of doc comment text, the way
// go/doc computes a package synopsis.
func (p *Package) FirstSentence(text string) string { return p.doc.Synopsis(text) }

// imports lists the imports of files, each once per file, in order.
func imports(fset *token.FileSet, files []*ast.File) []Import {
	var out []Import
	seen := map[Import]bool{}
	for _, f := range files {
		file := fset.Position(f.Package).Filename
		for _, is := range f.Imports {
			path, err := strconv.Unquote(is.Path.Value)
			if err != nil {
				continue
			}
			imp := Import{Path: path, File: file}
			if is.Name != nil {
				imp.Name = is.Name.Name
			}
			if !seen[imp] {
				seen[imp] = true
				out = append(out, imp)
			}
		}
	}
	return out
}
