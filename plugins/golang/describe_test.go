package golang

import (
	"context"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/golang/apidoc"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
)

// TestFocusLargeType: a type whose declaration is larger than page one
// (github.com/klippa-app/go-pdfium v1.21.4's Pdfium interface, trimmed to
// 74 of its 485 methods in testdata/bigiface) answers symbol=Pdfium with
// every method a member of its own, and symbol=Pdfium.M with that method's
// signature and doc; a small type (Pool) keeps its declaration whole.
func TestFocusLargeType(t *testing.T) {
	pkg, err := apidoc.Load(os.DirFS("testdata/bigiface"), ".", "github.com/klippa-app/go-pdfium", apidoc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("testdata/bigiface/pdfium.go")
	if err != nil {
		t.Fatal(err)
	}
	// The methods of Pdfium as the source declares them, one a line.
	var want []string
	body := string(src[strings.Index(string(src), "type Pdfium interface {"):])
	for line := range strings.SplitSeq(body, "\n") {
		if m := strings.TrimPrefix(line, "\t"); m != line && len(m) > 0 && m[0] >= 'A' && m[0] <= 'Z' && strings.Contains(m, "(") {
			want = append(want, m)
		}
	}
	if len(want) != 74 {
		t.Fatalf("testdata: %d methods of Pdfium, want 74", len(want))
	}
	focus := func(symbol string) []sdk.Symbol {
		t.Helper()
		f, err := pkg.Lookup(symbol)
		if err != nil {
			t.Fatal(err)
		}
		return focusSymbols(pkg, f)
	}
	type brief struct{ Name, Kind, Parent, Signature string }
	briefs := func(syms []sdk.Symbol) []brief {
		var out []brief
		for _, s := range syms {
			out = append(out, brief{s.Name, s.Kind, s.Parent, s.Signature})
		}
		return out
	}

	t.Run("large type", func(t *testing.T) {
		got := focus("Pdfium")
		wantB := []brief{{"Pdfium", "type", "", "type Pdfium interface{ ... }"}}
		for _, m := range want {
			name, _, _ := strings.Cut(m, "(")
			wantB = append(wantB, brief{"Pdfium." + name, "method", "Pdfium", m})
		}
		if d := cmp.Diff(wantB, briefs(got)); d != "" {
			t.Errorf("symbol=Pdfium (-want +got):\n%s", d)
		}
		if !strings.HasPrefix(got[2].Doc, "Close closes the instance.") {
			t.Errorf("Pdfium.Close doc = %q", got[2].Doc)
		}
		// Page one at the default budget names every method.
		doc := &sdk.Document{Name: pkg.ImportPath, Version: "v1.21.4", Focus: "Pdfium", Symbols: got}
		page, err := answer.RenderPage(doc, answer.RenderOptions{Ecosystem: "go"}, "")
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range want {
			name, _, _ := strings.Cut(m, "(")
			if !strings.Contains(page.Text, name) {
				t.Errorf("page one does not name %s", name)
			}
		}
	})
	t.Run("method of a large type", func(t *testing.T) {
		got := focus("Pdfium.FPDF_MovePages")
		wantB := []brief{
			{"Pdfium", "type", "", "type Pdfium interface{ ... }"},
			{"Pdfium.FPDF_MovePages", "method", "Pdfium", "FPDF_MovePages(request *requests.FPDF_MovePages) (*responses.FPDF_MovePages, error)"},
		}
		if d := cmp.Diff(wantB, briefs(got)); d != "" {
			t.Errorf("symbol=Pdfium.FPDF_MovePages (-want +got):\n%s", d)
		}
		if len(got) == 2 && !strings.Contains(got[1].Doc, "Move the given pages to a new index position.") {
			t.Errorf("doc = %q", got[1].Doc)
		}
	})
	t.Run("small type", func(t *testing.T) {
		got := focus("Pool")
		if len(got) != 1 || !strings.HasPrefix(got[0].Signature, "type Pool interface {\n") || !strings.Contains(got[0].Signature, "\tClose() error\n") {
			t.Errorf("symbol=Pool = %+v, want its whole declaration", briefs(got))
		}
	})
	t.Run("method of a small type, folded case", func(t *testing.T) {
		got := focus("Pool.close")
		wantB := []brief{
			{"Pool", "type", "", "type Pool interface{ ... }"},
			{"Pool.Close", "method", "Pool", "Close() error"},
		}
		if d := cmp.Diff(wantB, briefs(got)); d != "" {
			t.Errorf("symbol=Pool.close (-want +got):\n%s", d)
		}
	})
	t.Run("struct field with line comment", func(t *testing.T) {
		got := focus("LibraryConfig.UserFontPaths")
		if len(got) != 2 || got[1].Kind != "field" || got[1].Signature != "UserFontPaths []string" || !strings.HasPrefix(got[1].Doc, "Array of paths to scan") {
			t.Errorf("symbol=LibraryConfig.UserFontPaths = %+v", got)
		}
	})
}

// TestInternalNote: a package with an "internal" element says who may
// import it: the tree at the parent of the last such element (the
// toolchain's internal/abi: the standard library).
func TestInternalNote(t *testing.T) {
	tests := []struct {
		name, path string
		std        bool
		want       string
	}{
		{"zero", "", false, ""},
		{"no internal element", "example.com/a/b", false, ""},
		{"an element that only starts so", "example.com/internals/b", false, ""},
		{"module's internal", "example.com/a/internal/b", false,
			"example.com/a/internal/b is an internal package: only packages in example.com/a and below can import it (the go command refuses the import anywhere else)"},
		{"the last internal counts", "example.com/a/internal/b/internal", false,
			"example.com/a/internal/b/internal is an internal package: only packages in example.com/a/internal/b and below can import it (the go command refuses the import anywhere else)"},
		{"standard library's", "internal/abi", true, "internal/abi is an internal package of the standard library: only the standard library can import it"},
		{"standard library's under a package", "net/internal/socktest", true,
			"net/internal/socktest is an internal package: only packages in net and below can import it (the go command refuses the import anywhere else)"},
	}
	for _, tt := range tests {
		if got := internalNote(tt.path, tt.std); got != tt.want {
			t.Errorf("%s: internalNote(%q) = %q, want %q", tt.name, tt.path, got, tt.want)
		}
	}
	if goroot(t) == "" {
		t.Skip("no Go toolchain")
	}
	p := newProvider(t, world(t), "")
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref("internal/abi", "", "")})
	if err != nil {
		t.Fatal(err)
	}
	if want := tests[5].want; !slices.Contains(d.Notes, want) {
		t.Errorf("notes %q lack %q", d.Notes, want)
	}
}
