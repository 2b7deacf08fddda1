package golang

import (
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/golang/apidoc"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestPageOneNamesClientOperations: in a package built around one client
// type (github.com/aws/aws-sdk-go-v2/service/s3 v1.114.10, its exported
// declarations for 23 of its 112 operations in testdata/awsclient: a
// Client that New returns, one method per operation, beside an Input and
// an Output type per operation and paginators), page one names every
// operation of the client, although the types and their members do not
// all fit its index, and the index stays within its share of the page.
func TestPageOneNamesClientOperations(t *testing.T) {
	const path = "github.com/aws/aws-sdk-go-v2/service/s3"
	pkg, err := apidoc.Load(os.DirFS("testdata/awsclient"), ".", path, apidoc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	syms, _ := outline(pkg, usageCode(pkg, nil, nil), nil)
	doc := &sdk.Document{Name: path, Version: "v1.114.10", Summary: pkg.Synopsis, Overview: pkg.Doc, Symbols: syms}
	const limit = 6000
	page, err := answer.RenderPage(doc, answer.RenderOptions{Ecosystem: "go", MaxLength: limit}, "")
	if err != nil {
		t.Fatal(err)
	}
	var ops []string
	for _, d := range pkg.Decls {
		if d.Kind == apidoc.KindMethod && strings.HasPrefix(d.Name, "Client.") {
			ops = append(ops, strings.TrimPrefix(d.Name, "Client."))
		}
	}
	if len(ops) != 24 { // the 23 operations and Options
		t.Fatalf("testdata: %d methods of Client, want 24", len(ops))
	}
	for _, op := range ops {
		if !strings.Contains(page.Text, op+",") && !strings.Contains(page.Text, op+"\n") && !strings.Contains(page.Text, ") "+op+"(") {
			t.Errorf("page one does not name Client.%s", op)
		}
	}
	// The index is cut: names of other groups are left to the next pages.
	i := strings.Index(page.Text, "**Also in this package**")
	if i < 0 || !strings.Contains(page.Text[i:], "more not spelled out") {
		t.Fatalf("page one's index is not cut at %d characters; the test no longer shows the shape", limit)
	}
	index := page.Text[i : strings.Index(page.Text[i:], "\n\n")+i]
	if 100*len(index) > 35*len(page.Text) {
		t.Errorf("index %d of %d characters, over 35%%", len(index), len(page.Text))
	}
	golden := "testdata/awsclient-page1.golden"
	if *update {
		if err := os.WriteFile(golden, []byte(page.Text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(string(want), page.Text); d != "" {
		t.Errorf("page one (-want +got):\n%s", d)
	}
}

// TestPageTwoNamesWhatPageOneCut: page one of the same client package
// (testdata/awsclient) cuts its index; page two opens with an index that
// spells every top-level name page one did not show with its signature,
// so each of them is a name an agent can ask for after one more call.
func TestPageTwoNamesWhatPageOneCut(t *testing.T) {
	const path = "github.com/aws/aws-sdk-go-v2/service/s3"
	pkg, err := apidoc.Load(os.DirFS("testdata/awsclient"), ".", path, apidoc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	syms, _ := outline(pkg, usageCode(pkg, nil, nil), nil)
	doc := &sdk.Document{Name: path, Version: "v1.114.10", Summary: pkg.Synopsis, Overview: pkg.Doc, Symbols: syms}
	opt := answer.RenderOptions{Ecosystem: "go", MaxLength: 6000}
	one, err := answer.RenderPage(doc, opt, "")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(one.Text, "more not spelled out") || one.Next == "" {
		t.Fatal("page one's index is not cut; the test no longer shows the shape")
	}
	var index strings.Builder
	for cursor := one.Next; cursor != ""; {
		p, err := answer.RenderPage(doc, opt, cursor)
		if err != nil {
			t.Fatal(err)
		}
		text := p.Text
		if index.Len() == 0 {
			i := strings.Index(text, "**Every name page one did not show with its signature**")
			if i < 0 {
				t.Fatalf("page two does not open with the index of names:\n%.600s", text)
			}
			text = text[i:]
		}
		if j := strings.Index(text, "\n### "); j >= 0 {
			index.WriteString(text[:j])
			break
		}
		index.WriteString(text)
		cursor = p.Next
	}
	names := map[string]bool{}
	for _, n := range strings.FieldsFunc(index.String(), func(r rune) bool { return r == ' ' || r == ',' || r == '\n' || r == '`' }) {
		names[n] = true
	}
	var missing []string
	for _, d := range pkg.Decls {
		if d.Kind == apidoc.KindMethod || strings.Contains(one.Text, "`"+d.Signature+"`") || strings.Contains(one.Text, d.Signature+"\n```") {
			continue
		}
		if !names[d.Name] {
			missing = append(missing, d.Name)
		}
	}
	if len(missing) > 0 {
		t.Errorf("top-level names on neither page one with a signature nor page two's index: %v", missing)
	}
}
