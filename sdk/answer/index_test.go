package answer

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestPageOneTeachesFirst: on a recorded package with thousands of names
// (a schema library whose namespace re-exports every top-level name, and
// classes with dozens of members each), page one keeps the README and
// signatures, its index takes at most indexShare of the page, the
// re-exports are collapsed into one line, every top-level name that is
// not a re-export is named, and every name is still on the pages.
func TestPageOneTeachesFirst(t *testing.T) {
	t.Parallel() // the package's costly tests share the cores; each reads only its own documents
	d := loadDoc(t, "zod.json")
	if n := len(d.Symbols); n < 1500 {
		t.Fatalf("the recorded document has %d symbols, want its whole API", n)
	}
	top := map[string]bool{}
	for _, s := range d.Symbols {
		if s.Parent == "" {
			top[s.Name] = true
		}
	}
	for _, limit := range []int{0, 8000} {
		t.Run(fmt.Sprint(limit), func(t *testing.T) {
			t.Parallel()
			pages, err := CheckReachable(d, RenderOptions{Ecosystem: "npm", MaxLength: limit})
			if err != nil {
				t.Error(err)
			}
			p1 := pages[0].Text
			// indexShare of the budget, with a margin for a page one
			// that is not full: 35% of the page is the goal.
			if share := indexLenOf(p1) * 100 / len(p1); share > 35 {
				t.Errorf("the index takes %d%% of page one, over 35%%", share)
			}
			if !strings.Contains(p1, "## README") {
				t.Error("page one has no README")
			}
			if !strings.Contains(p1, leadHeading+"- `") {
				t.Error("page one does not start the API with signatures")
			}
			if !strings.Contains(p1, "- `z.…` (") {
				t.Error("the namespace's re-exports are not collapsed into one line")
			}
			index := p1[strings.Index(p1, indexIntro):]
			index = index[:indexLenOf(index)]
			index = regexp.MustCompile("(?m)^- `z.…` .*$").ReplaceAllString(index, "") // its example names one
			for _, s := range d.Symbols {
				if i, n := nameSep(s.Name); i > 0 && top[s.Name[i+n:]] && namesSymbol(index, s.Name) {
					t.Errorf("the index spells out the re-export %s", s.Name)
					break
				}
			}
			if limit != 0 {
				return
			}
			for name := range top {
				if i, n := nameSep(name); i > 0 && top[name[i+n:]] {
					continue
				}
				if !namesSymbol(p1, name) {
					t.Errorf("page one does not name the top-level %s", name)
				}
			}
		})
	}
}

// TestCompactGroups: the index groups top-level names by kind (each once),
// namespaced ones under their prefix, members under their parent, and
// re-exports of top-level names, with their members, on one line.
func TestCompactGroups(t *testing.T) {
	tests := []struct {
		name string
		syms []string // name:kind[:parent]
		want []string
	}{
		{"nil", nil, nil},
		{"kinds", []string{"a:function", "b:function", "b:function", "C:class"},
			[]string{"- Functions (2): a, b\n", "- Classes (1): C\n"}},
		{"members", []string{"C:class", "C.m:method:C", "C.n:method:C"},
			[]string{"- Classes (1): C\n", "- Members (2, of 1 types; each under its type on the next pages): C (2)\n"}},
		{"namespaced", []string{"mod.f:function", "mod.g:function"},
			[]string{"- `mod.` (2): f, g\n"}},
		{"re-exports", []string{"f:function", "C:class", "ns:namespace", "ns.f:function:ns", "ns.C:class:ns", "ns.C.m:method:ns.C"},
			[]string{"- Functions (1): f\n", "- Classes (1): C\n", "- Namespaces (1): ns\n", "- `ns.…` (3, with members) repeat top-level names: `ns.f` is `f`\n"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := docOf(tt.syms)
			es := outlineEntries(d)
			var got []string
			for _, g := range compactGroups(es, es) {
				g.shown = len(g.names)
				got = append(got, g.line())
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("groups (-want +got):\n%s", diff)
			}
		})
	}
}

// TestCompactIndexFitsItsRoom: at every room the compact index fits, or
// is empty, and says how many names it did not spell out.
func TestCompactIndexFitsItsRoom(t *testing.T) {
	es := outlineEntries(loadDoc(t, "zod.json"))
	for room := 0; room < 12000; room += 97 {
		s := compactIndex(es, es, room)
		if s == "" {
			continue
		}
		if len(s) > room {
			t.Fatalf("room %d: %d characters", room, len(s))
		}
		if leftOutSaid(s) == 0 {
			t.Fatalf("room %d: does not say how many it left out:\n%s", room, s)
		}
	}
}

// docOf builds a document from "name:kind[:parent]" specs.
func docOf(specs []string) *sdk.Document {
	d := &sdk.Document{}
	for _, sp := range specs {
		f := strings.Split(sp, ":")
		s := sdk.Symbol{Name: f[0], Kind: f[1]}
		if len(f) > 2 {
			s.Parent = f[2]
		}
		d.Symbols = append(d.Symbols, s)
	}
	return d
}
