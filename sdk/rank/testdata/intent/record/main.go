// Command record writes the search documents of real Python, Rust and
// Swift packages to sdk/rank/testdata/intent/docs, where the intent
// evaluation (sdk/rank's intent_test.go) reads them offline. It asks the
// providers in process for each package's document, as the host does for
// search_package_docs, and cuts it into rank documents with answer.Parts,
// the same code the host's search uses for these providers. Go and npm
// packages, whose providers search with their own documents, are recorded
// by the record-tagged tests in plugins/golang and plugins/npm.
//
//	go run ./sdk/rank/testdata/intent/record ECO PROJECT PACKAGE...
//
// PROJECT is a directory laid out as a user's project (a Python project
// with .venv, a Cargo project, a SwiftPM project with Package.resolved).
// (testdata is ignored by ./..., so this tool is not part of any build.)
package main

import (
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/python"
	"github.com/pkgdocs/pkgdocs/plugins/rust"
	"github.com/pkgdocs/pkgdocs/plugins/swift"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
)

type describer interface {
	Describe(context.Context, sdk.DescribeRequest) (*sdk.Document, error)
}

// searchDocumenter is a provider whose Search ranks a document of its
// own (plugins/rust: every member in full), which is what to record.
type searchDocumenter interface {
	SearchDocument(context.Context, sdk.PackageRef) (*sdk.Document, error)
}

func main() {
	if len(os.Args) < 4 {
		fmt.Fprintln(os.Stderr, "usage: record python|rust|swift PROJECT PACKAGE...")
		os.Exit(2)
	}
	eco, project := os.Args[1], os.Args[2]
	var p describer
	switch eco {
	case "python":
		p = python.New(python.Config{})
	case "rust":
		p = rust.New(rust.Config{})
	case "swift":
		p = swift.New(swift.Config{})
	default:
		fmt.Fprintf(os.Stderr, "ecosystem %q: want python, rust or swift\n", eco)
		os.Exit(2)
	}
	failed := false
	for _, name := range os.Args[3:] {
		if err := record(p, eco, project, name); err != nil {
			fmt.Fprintf(os.Stderr, "%s %s: %v\n", eco, name, err)
			failed = true
		}
	}
	if failed {
		os.Exit(1)
	}
}

func record(p describer, eco, project, name string) error {
	abs, err := filepath.Abs(project)
	if err != nil {
		return err
	}
	ref := sdk.PackageRef{Ecosystem: eco, Name: name, ProjectPath: abs, ProjectTrusted: true}
	var doc *sdk.Document
	if sp, ok := p.(searchDocumenter); ok {
		// A provider that searches with its own document.
		doc, err = sp.SearchDocument(context.Background(), ref)
	} else {
		doc, err = p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, MaxLength: -1})
	}
	if err != nil {
		return fmt.Errorf("describe: %w", err)
	}
	docs := answer.Parts(doc)
	out := filepath.Join("sdk", "rank", "testdata", "intent", "docs", eco+"-"+Slug(name)+".json.gz")
	if err := WriteDocs(out, docs); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "%s %s@%s: %d docs → %s\n", eco, name, doc.Version, len(docs), out)
	return nil
}

var unsafe = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// Slug is a package name as a file name.
func Slug(name string) string { return strings.Trim(unsafe.ReplaceAllString(name, "_"), "_") }

// WriteDocs writes docs as gzipped JSON, the machine's home directory
// replaced by a placeholder.
func WriteDocs(path string, docs any) error {
	b, err := json.Marshal(docs)
	if err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	zw, _ := gzip.NewWriterLevel(f, gzip.BestCompression)
	if _, err := zw.Write(b); err != nil {
		f.Close()
		return err
	}
	if err := zw.Close(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
