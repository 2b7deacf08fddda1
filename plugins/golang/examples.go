package golang

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/golang/apidoc"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

// Bounds of the example scan: example folders can hold whole
// applications.
const (
	maxExampleFiles = 10
	maxExampleBytes = 64 << 10
	maxExampleDepth = 3
)

// exampleDirs are the module folders whose package main files show a
// package in use.
var exampleDirs = []string{"example", "examples", "_examples"}

func examples(exs []apidoc.Example) []sdk.Example {
	out := make([]sdk.Example, 0, len(exs))
	for _, e := range exs {
		title := e.Title()
		if e.Doc != "" {
			title += ": " + strings.TrimSpace(strings.SplitN(e.Doc, "\n", 2)[0])
		}
		out = append(out, sdk.Example{
			Title:    title,
			Language: "go",
			Code:     e.Code,
			Output:   e.Output,
			Source:   e.File,
		})
	}
	return out
}

// readmeExamples are the README's Go code blocks, titled with the section
// they are under and marked as coming from the README. Blocks that are
// shell commands in a go fence (go get ...) are left out, and so are the
// blocks shown, the filtered README the document carries: page one would
// print them twice (gorilla/handlers' one example, twice in a row).
func readmeExamples(rd []byte, readmePath, shown string) []sdk.Example {
	var out []sdk.Example
	for _, b := range readme.CodeBlocks(rd) {
		if b.Lang != "go" && b.Lang != "golang" || strings.TrimSpace(b.Code) != "" && strings.Contains(shown, b.Code) {
			continue
		}
		first := strings.TrimSpace(strings.SplitN(strings.TrimSpace(b.Code), "\n", 2)[0])
		if first == "" || strings.HasPrefix(first, "go get") || strings.HasPrefix(first, "go install") || strings.HasPrefix(first, "$ ") {
			continue
		}
		title := "README"
		if b.Section != "" {
			title += ": " + b.Section
		}
		out = append(out, sdk.Example{Title: title, Language: "go", Code: b.Code,
			Source: readmePath + ":" + strconv.Itoa(b.Line) + " (README code block)"})
	}
	return out
}

// dirExamples are the package main files under the module's example
// folders that import pkg, each marked with its path.
func dirExamples(fsys fs.FS, modRoot, pkg string) []sdk.Example {
	var files []string
	for _, dir := range exampleDirs {
		root := path.Join(modRoot, dir)
		_ = fs.WalkDir(fsys, root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return fs.SkipDir
			}
			if d.IsDir() {
				if strings.Count(strings.TrimPrefix(p, root), "/") > maxExampleDepth {
					return fs.SkipDir
				}
				return nil
			}
			if d.Type().IsRegular() && strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") {
				files = append(files, p)
			}
			return nil
		})
	}
	sort.Strings(files)
	var out []sdk.Example
	for _, f := range files {
		if len(out) == maxExampleFiles {
			break
		}
		data, err := localfile.ReadFS(fsys, f, maxExampleBytes)
		if err != nil || !mainImporting(data, pkg) {
			continue
		}
		rel := relDir(modRoot, f)
		out = append(out, sdk.Example{Title: rel, Language: "go", Code: string(data), Source: rel + " (example program in the module)"})
	}
	return out
}

// mainImporting reports whether Go source src is package main and imports
// pkg.
func mainImporting(src []byte, pkg string) bool {
	f, err := parser.ParseFile(token.NewFileSet(), "", src, parser.ImportsOnly)
	if err != nil || f.Name.Name != "main" {
		return false
	}
	for _, imp := range f.Imports {
		if p, err := strconv.Unquote(imp.Path.Value); err == nil && p == pkg {
			return true
		}
	}
	return false
}
