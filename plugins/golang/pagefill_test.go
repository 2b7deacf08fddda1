package golang

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/golang/apidoc"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
)

// TestPagesAfterALargeDeclarationCarryIt: a package whose API holds one
// declaration longer than a page (github.com/klippa-app/go-pdfium
// v1.21.4's Pdfium interface, trimmed to 74 of its 485 methods in
// testdata/bigiface) behind a README that fills page one: the pages
// after page one each carry a page's worth of the declaration, cut
// between its lines, and it is on them in full. Before, page two ended at
// the declaration's start, as it ends between two declarations, and
// carried only the API's heading: a call that gave the agent nothing.
func TestPagesAfterALargeDeclarationCarryIt(t *testing.T) {
	pkg, err := apidoc.Load(os.DirFS("testdata/bigiface"), ".", "github.com/klippa-app/go-pdfium", apidoc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	syms, _ := outline(pkg, usageCode(pkg, nil, nil), nil)
	var decl string
	for _, s := range syms {
		if s.Name == "Pdfium" {
			decl = s.Signature
		}
	}
	const readme = "go-pdfium is an easy to use PDFium library for Go.\n\n"
	doc := &sdk.Document{Name: pkg.ImportPath, Version: "v1.21.4", Summary: pkg.Synopsis, Overview: pkg.Doc, Symbols: syms,
		Readme: strings.Repeat(readme, 200)}
	for _, limit := range []int{6000, 9000} {
		t.Run(fmt.Sprint(limit), func(t *testing.T) {
			if len(decl) < 2*limit {
				t.Fatalf("testdata: Pdfium's declaration is %d characters, not longer than two pages of %d", len(decl), limit)
			}
			var pages []string
			for cursor := ""; len(pages) < 100; {
				p, err := answer.RenderPage(doc, answer.RenderOptions{Ecosystem: "go", MaxLength: limit}, cursor)
				if err != nil {
					t.Fatal(err)
				}
				pages = append(pages, p.Text)
				if p.Next == "" {
					break
				}
				cursor = p.Next
			}
			if !strings.Contains(pages[0], "`type Pdfium interface { …`") {
				t.Fatalf("page one does not leave Pdfium's declaration to the next pages: the test no longer has the shape:\n%s", pages[0])
			}
			// Every page but the first and the last is at least half full.
			for i := 1; i < len(pages)-1; i++ {
				if 2*len(pages[i]) < limit {
					t.Errorf("page %d of %d is %d characters of a %d budget:\n%s", i+1, len(pages), len(pages[i]), limit, pages[i])
				}
			}
			all := strings.Join(pages, "\n")
			for line := range strings.SplitSeq(decl, "\n") {
				if !strings.Contains(all, line) {
					t.Fatalf("line %q of Pdfium's declaration is on no page", line)
				}
			}
		})
	}
}
