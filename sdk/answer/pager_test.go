package answer

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// wideDoc is a package with n functions, n/8 types each with three methods
// and a constructor, every fifth type with a long multi-line body, and a
// block of constants: several hundred symbols in the shapes providers
// return, with names that are no prefix of one another.
func wideDoc(n int) *sdk.Document {
	d := &sdk.Document{Name: "wide", Version: "1.2.3", Summary: "A package with a wide API.", Source: sdk.Source{Kind: sdk.SourceRegistry},
		Readme: strings.Repeat("Some README prose about the package.\n\n", 60)}
	for i := range 12 {
		d.Symbols = append(d.Symbols, sdk.Symbol{Name: fmt.Sprintf("Const%04dX", i), Kind: "const", Signature: fmt.Sprintf("const Const%04dX = %d", i, i)})
	}
	for i := range n {
		d.Symbols = append(d.Symbols, sdk.Symbol{Name: fmt.Sprintf("Func%04dX", i), Kind: "func",
			Signature: fmt.Sprintf("func Func%04dX(ctx context.Context, name string, opts ...Option) (*Result, error)", i),
			Doc:       fmt.Sprintf("Func%04dX does thing number %d.", i, i)})
	}
	for i := range n / 8 {
		typ := fmt.Sprintf("Type%04dX", i)
		sig := "type " + typ + " struct{ ... }"
		if i%5 == 0 {
			var b strings.Builder
			b.WriteString("type " + typ + " struct {\n")
			for f := range 40 {
				fmt.Fprintf(&b, "\tField%02d string // field number %d of %s\n", f, f, typ)
			}
			b.WriteString("}")
			sig = b.String()
		}
		d.Symbols = append(d.Symbols, sdk.Symbol{Name: typ, Kind: "type", Signature: sig, Doc: typ + " is a type."})
		d.Symbols = append(d.Symbols, sdk.Symbol{Name: "New" + typ, Kind: "func", Parent: typ, Signature: "func New" + typ + "() *" + typ})
		for m := range 3 {
			name := fmt.Sprintf("%s.Method%dX", typ, m)
			d.Symbols = append(d.Symbols, sdk.Symbol{Name: name, Kind: "method", Parent: typ,
				Signature: fmt.Sprintf("func (t *%s) Method%dX(x int) error", typ, m), Doc: "Method does a thing."})
		}
	}
	return d
}

// allPages pages d at limit from page one to the last page, checking each
// page's size and that the same cursor always gives the same page.
func allPages(t *testing.T, d *sdk.Document, limit int) []Page {
	t.Helper()
	var pages []Page
	cursor := ""
	for i := 0; ; i++ {
		if i > 2000 {
			t.Fatal("paging does not end")
		}
		p, err := RenderPage(d, RenderOptions{Ecosystem: "go", MaxLength: limit}, cursor)
		if err != nil {
			t.Fatalf("page %d: %v", i+1, err)
		}
		again, err := RenderPage(d, RenderOptions{Ecosystem: "go", MaxLength: limit}, cursor)
		if err != nil || again.Text != p.Text || again.Next != p.Next {
			t.Fatalf("page %d differs when asked again with the same cursor (err %v)", i+1, err)
		}
		if limit > 0 && len(p.Text) > limit {
			t.Errorf("page %d is %d characters, over the %d budget", i+1, len(p.Text), limit)
		}
		if !fencesBalanced(p.Text) || openMarker(p.Text) != "" {
			t.Errorf("page %d leaves a fence or marker open", i+1)
		}
		pages = append(pages, p)
		if p.Next == "" {
			return pages
		}
		cursor = p.Next
	}
}

// named reports whether page text names sym: in its signature, or as an
// item of the index. A name is there whole: not after a letter, digit or
// dot, nor before a letter or digit. (A regexp per symbol said the same
// and was most of the test's time under -race.)
func named(text string, s sdk.Symbol) bool {
	for i := 0; i <= len(text); {
		j := strings.Index(text[i:], s.Name)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(s.Name)
		if (j == 0 || !nameByte(text[j-1], true)) && (end == len(text) || !nameByte(text[end], false)) {
			return true
		}
		i = j + 1
	}
	return false
}

// nameByte reports whether c continues a name: an ASCII letter or digit,
// or with dot a dot.
func nameByte(c byte, dot bool) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || dot && c == '.'
}

// TestPageOneNamesOrCountsEverySymbol: page one names every symbol or
// says how many it leaves to the next pages (which carry each with its
// signature: TestPagesCarryEverySignatureOnce), its index takes at most
// indexShare of the page, and at the default budget a package of several
// hundred names has them all on page one with its README.
func TestPageOneNamesOrCountsEverySymbol(t *testing.T) {
	t.Parallel() // the package's costly tests share the cores; each reads only its own documents
	d := wideDoc(400)
	if n := len(d.Symbols); n < 500 {
		t.Fatalf("test document has %d symbols, want several hundred", n)
	}
	for _, limit := range []int{0, 16000, 8000, 4000, 2000} {
		t.Run(fmt.Sprint(limit), func(t *testing.T) {
			t.Parallel()
			p, err := RenderPage(d, RenderOptions{Ecosystem: "go", MaxLength: limit}, "")
			if err != nil {
				t.Fatal(err)
			}
			missing := 0
			indexed := map[string]bool{}
			for _, n := range IndexNames(p.Text) {
				indexed[n] = true
			}
			for _, s := range d.Symbols {
				if !named(p.Text, s) && !indexed[s.Name] {
					missing++
				}
			}
			if said := leftOutSaid(p.Text); said < missing {
				t.Errorf("page one names %d of %d symbols and says it left out %d", len(d.Symbols)-missing, len(d.Symbols), said)
			}
			if limit == 0 && missing > 0 {
				t.Errorf("at the default budget page one left out %d names", missing)
			}
			if limit == 0 && !strings.Contains(p.Text, "## README") {
				t.Error("page one has no README left")
			}
			if share := indexLenOf(p.Text) * 100 / len(p.Text); share > indexShare {
				t.Errorf("the index takes %d%% of page one, over %d%%", share, indexShare)
			}
		})
	}
}

// indexLenOf is the length of page one's index: from its opening line to
// the end of the API section.
func indexLenOf(text string) int {
	i := strings.Index(text, indexIntro)
	if i < 0 {
		return 0
	}
	rest := text[i:]
	if j := strings.Index(rest, "\n\n"); j >= 0 {
		rest = rest[:j+1]
	}
	return len(rest)
}

func TestPagesCarryEverySignatureOnce(t *testing.T) {
	t.Parallel() // the package's costly tests share the cores; each reads only its own documents
	d := wideDoc(400)
	es := outlineEntries(d)
	for _, limit := range []int{0, 8000, 4000, 2000, 1000} {
		t.Run(fmt.Sprint(limit), func(t *testing.T) {
			t.Parallel()
			pages := allPages(t, d, limit)
			var all strings.Builder
			for _, p := range pages {
				all.WriteString(p.Text)
			}
			text := all.String()
			for _, e := range es {
				full := entryText(e.sym, false)
				if limit > 0 && len(full) > limit/2 {
					// Longer than a page can hold: cut between lines.
					for _, line := range strings.Split(full, "\n") {
						if !strings.Contains(text, line) {
							t.Fatalf("line %q of %s is on no page", line, e.sym.Name)
						}
					}
					continue
				}
				if n := strings.Count(text, full); n != 1 {
					t.Fatalf("the full entry of %s is on the pages %d times, want once:\n%s", e.sym.Name, n, full)
				}
			}
			// After page one, signatures come in the outline's order,
			// members right after their parent when both are there.
			rest := strings.Join(func() []string {
				var out []string
				for _, p := range pages[1:] {
					out = append(out, p.Text)
				}
				return out
			}(), "")
			last := -1
			for _, e := range es {
				i := strings.Index(rest, entryText(e.sym, false))
				if i < 0 {
					continue // on page one
				}
				if i < last {
					t.Fatalf("%s comes before the symbol listed ahead of it in the outline", e.sym.Name)
				}
				last = i
			}
			t.Logf("limit %d: %d pages", limit, len(pages))
		})
	}
}

func TestCheckReachable(t *testing.T) {
	t.Parallel() // the package's costly tests share the cores; each reads only its own documents
	d := wideDoc(400)
	for _, limit := range []int{0, 3000, 1000} {
		t.Run(fmt.Sprint(limit), func(t *testing.T) {
			t.Parallel()
			pages, err := CheckReachable(d, RenderOptions{Ecosystem: "go", MaxLength: limit})
			if err != nil {
				t.Errorf("limit %d: %v", limit, err)
			}
			t.Logf("limit %d: %d pages", limit, len(pages))
		})
	}
	// A signature carried twice fails the check: here the README repeats one.
	dup := *d
	dup.Readme = entryText(d.Symbols[20], false)
	if _, err := CheckReachable(&dup, RenderOptions{MaxLength: 3000}); err == nil || !strings.Contains(err.Error(), d.Symbols[20].Name+" is in full on the pages 2 times") {
		t.Errorf("a signature on two pages passes the check: %v", err)
	}
}

func TestPageOneWholeAPIWhenItFits(t *testing.T) {
	d := wideDoc(16)
	p, err := RenderPage(d, RenderOptions{MaxLength: -1}, "")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(p.Text, indexIntro) || strings.Contains(p.Text, "full declaration on the next pages") {
		t.Error("an unlimited page abbreviates or indexes")
	}
}

// TestMembersStayUnderTheirParent checks the outline's order: members
// follow their parent, also nested ones, and a parent cycle loses nothing.
func TestMembersStayUnderTheirParent(t *testing.T) {
	d := &sdk.Document{Symbols: []sdk.Symbol{
		{Name: "A.m", Kind: "method", Parent: "A"},
		{Name: "f", Kind: "func"},
		{Name: "A", Kind: "class"},
		{Name: "A.inner", Kind: "class", Parent: "A"},
		{Name: "A.inner.x", Kind: "property", Parent: "A.inner"},
		{Name: "loop1", Kind: "x", Parent: "loop2"},
		{Name: "loop2", Kind: "x", Parent: "loop1"},
	}}
	var got []string
	for _, e := range outlineEntries(d) {
		got = append(got, e.sym.Name)
	}
	want := "f A A.m A.inner A.inner.x loop1 loop2"
	if strings.Join(got, " ") != want {
		t.Errorf("outline order %v, want %s", got, want)
	}
}

func TestSplitAcross(t *testing.T) {
	var b strings.Builder
	for i := range 80 {
		fmt.Fprintf(&b, "w%03d ", i)
	}
	long := b.String()
	tests := []struct {
		name  string
		lines []string
		want  bool
	}{
		{"two pieces", []string{"x", long[:150], "…", "y", long[150:]}, true},
		{"three pieces", []string{long[:120], "…", long[120:250], "…", long[250:]}, true},
		{"rest before its start", []string{long[150:], long[:150]}, false},
		{"a piece missing", []string{long[:120], long[250:]}, false},
		{"a short prefix is no piece", []string{long[:10], long[10:]}, false},
	}
	for _, tt := range tests {
		if got := splitAcross(long, tt.lines, 0); got != tt.want {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}
