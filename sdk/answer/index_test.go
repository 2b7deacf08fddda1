package answer

import (
	"fmt"
	"regexp"
	"slices"
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
				if !namesSymbol(p1, name) && !slices.Contains(IndexNames(p1), name) {
					t.Errorf("page one does not name the top-level %s", name)
				}
			}
		})
	}
}

// TestIndexLines: the index names top-level names by kind (each once),
// namespaced ones after their prefix written once, a namespace's
// re-exports of top-level names after theirs, members after their type's
// name, a constructor listed under its type among the functions, and a
// namespace repeating every top-level name on one line; IndexNames reads
// the prefixed names back whole.
func TestIndexLines(t *testing.T) {
	var roots, mirror []string
	for i := range mirrorMin {
		roots = append(roots, fmt.Sprintf("f%d:function", i))
		mirror = append(mirror, fmt.Sprintf("z.f%d:function:z", i))
	}
	tests := []struct {
		name  string
		syms  []string // name:kind[:parent[:disabled]]
		want  string
		names []string // IndexNames
	}{
		{"nil", nil, "", nil},
		{"kinds", []string{"a:function", "b:function", "b:function", "C:class"},
			"- Functions: a, b\n- Classes: C\n", nil},
		{"members", []string{"C:class", "C.m:method:C", "C.n:method:C", "NewC:func:C", "C.k:const:C", "other:field:C"},
			"- Classes: C\n- Funcs: NewC\n- `C.`: m, n, k\n- `C` members: other\n", []string{"C.m", "C.n", "C.k"}},
		{"quoted keys", []string{"Props:interface", "Props.-moz-outline:property:Props", "Props.color:property:Props", "Props.--:property:Props"},
			"- Interfaces: Props\n- `Props.`: \"-moz-outline\", color, --\n", []string{"Props.-moz-outline", "Props.color", "Props.--"}},
		{"namespaced", []string{"mod:module", "mod.f:function", "mod.g:function", "a␣b␣T:struct", "a␣b␣U:struct"},
			"- Modules: mod\n- `a::b::`: T, U\n- `mod.`: f, g\n", []string{"a::b::T", "a::b::U", "mod.f", "mod.g"}},
		// A distribution of several roots (peewee and pwiz): a prefix that
		// names no symbol is a root, spelled with the top-level names,
		// before the modules' names.
		{"several roots", []string{"pwiz.main:function", "peewee.Model:class", "peewee.sub:module", "peewee.sub.f:function"},
			"- `peewee.`: Model, sub\n- `pwiz.`: main\n- `peewee.sub.`: f\n", []string{"peewee.Model", "peewee.sub", "pwiz.main", "peewee.sub.f"}},
		{"re-exports", []string{"f:function", "C:class", "ns:namespace", "ns.f:function:ns", "ns.C:class:ns", "ns.C.m:method:ns.C"},
			"- Functions: f\n- Classes: C\n- Namespaces: ns\n- `ns.` re-exports: f, C\n- `ns.C.`: m\n", []string{"ns.f", "ns.C", "ns.C.m"}},
		// A crate whose module fold, a module of visit's, a function and
		// a method a feature gates (syn's fold and visit): their names
		// come after every name the build has, on lines that say so.
		{"disabled", []string{"fold:module::f", "fold␣Fold:trait::f", "parse:module", "parse␣Parser:trait", "visit:module", "visit␣Visit:trait", "visit␣visit_file:fn::v",
			"parse␣Parser␣parse:method:parse␣Parser", "parse␣Parser␣parse2:method:parse␣Parser:f", "parse_str:fn", "parse_file:fn::f"},
			"- Modules: parse, visit\n- Fns: parse_str\n- `parse::`: Parser\n- `visit::`: Visit\n- `parse::Parser::`: parse\n" +
				"- Modules (not enabled): fold\n- Fns (not enabled): parse_file\n- `fold::` (not enabled): Fold\n- `visit::` (not enabled): visit_file\n- `parse::Parser::` (not enabled): parse2\n",
			[]string{"parse::Parser", "visit::Visit", "parse::Parser::parse", "fold::Fold", "visit::visit_file", "parse::Parser::parse2"}},
		{"a provider's note is counted, not spelled", []string{"f:function", "(m! { x }):unlisted"},
			"- Functions: f\n- … and 1 more not spelled out (named on the next pages, then with signatures, or ask for one by name)\n", nil},
		{"mirror", append(append([]string{"z:namespace"}, roots...), mirror...),
			"- Functions: " + strings.Join(strings.Split(strings.ReplaceAll(strings.Join(roots, ","), ":function", ""), ","), ", ") + "\n- Namespaces: z\n" +
				fmt.Sprintf("- `z.…` (%d, with members) repeat top-level names: `z.f0` is `f0`\n- … and %d more not spelled out (named on the next pages, then with signatures, or ask for one by name)\n", mirrorMin, mirrorMin), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := docOf(tt.syms)
			for i := range d.Symbols { // Rust paths: "a␣b␣T" is a::b::T
				d.Symbols[i].Name = strings.ReplaceAll(d.Symbols[i].Name, "␣", "::")
				d.Symbols[i].Parent = strings.ReplaceAll(d.Symbols[i].Parent, "␣", "::")
			}
			es := outlineEntries(d)
			var left []int
			for i := range es {
				left = append(left, i)
			}
			plan := newIndexPlan(es)
			got := plan.indexText(left, 1<<20)
			// Page one plans its room with the index's size: an
			// estimate under the index's length leaves it no room
			// (a note's or a mirror's closing line was not counted).
			if est := newIndexSize(plan).full(); est < len(got) {
				t.Errorf("estimated index size %d, under its length %d", est, len(got))
			}
			want := ""
			if tt.want != "" {
				want = indexIntro + tt.want
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("index (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.names, IndexNames(got)); diff != "" {
				t.Errorf("IndexNames (-want +got):\n%s", diff)
			}
		})
	}
}

// TestIndexFitsItsRoom: at every room the index fits, or is empty; it
// says exactly how many names it did not spell out; it spells the
// top-level names before any member; and the lines of the tier it cuts
// are cut evenly.
func TestIndexFitsItsRoom(t *testing.T) {
	es := outlineEntries(loadDoc(t, "zod.json"))
	p := newIndexPlan(es)
	var left []int
	for i := range es {
		left = append(left, i)
	}
	for room := 0; room < 40000; room += 997 {
		s := p.indexText(left, room)
		if s == "" {
			continue
		}
		if len(s) > room {
			t.Fatalf("room %d: %d characters", room, len(s))
		}
		spelled := spelledNames(s)
		missing, topMissing, members := 0, 0, 0
		for _, e := range es {
			if spelled[e.sym.Name] {
				if e.parent >= 0 && !isNamespace(es[e.parent].sym.Kind) && strings.HasPrefix(e.sym.Name, es[e.parent].sym.Name+".") {
					members++
				}
				continue
			}
			missing++
			if i, _ := nameSep(e.sym.Name); e.parent < 0 && i < 0 {
				topMissing++
			}
		}
		if said := leftOutSaid(s); said < missing {
			t.Fatalf("room %d: says it left out %d, left out %d:\n%s", room, said, missing, s)
		}
		if members > 0 && topMissing > 0 {
			t.Fatalf("room %d: spells %d members but leaves out %d top-level names", room, members, topMissing)
		}
		// A cut tier is cut evenly: every line it cuts spells the same
		// number of names, or one more.
		lo, hi := -1, -1
		for _, c := range regexp.MustCompile(`(?m)^- .*?: (.*), … \(\d+ more\)$`).FindAllStringSubmatch(s, -1) {
			n := len(strings.Split(c[1], ", "))
			if lo < 0 || n < lo {
				lo = n
			}
			hi = max(hi, n)
		}
		if hi > lo+1 {
			t.Fatalf("room %d: the cut lines spell from %d to %d names:\n%s", room, lo, hi, s)
		}
	}
}

// spelledNames are the names an index spells: whole on a kind's line,
// after the prefix on a prefix's.
func spelledNames(index string) map[string]bool {
	out := map[string]bool{}
	for _, n := range IndexNames(index) {
		out[n] = true
	}
	for _, line := range strings.Split(index, "\n") {
		if !strings.HasPrefix(line, "- ") || strings.HasPrefix(line, "- `") && !strings.Contains(line, "` members: ") {
			continue
		}
		_, names, ok := strings.Cut(line, ": ")
		if !ok {
			continue
		}
		for _, n := range strings.Split(names, ", ") {
			out[n] = true
		}
	}
	return out
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
		if len(f) > 3 {
			s.Disabled = f[3]
		}
		d.Symbols = append(d.Symbols, s)
	}
	return d
}

// TestFillLeadShare: the lead type's members are spelled first, but in at
// most leadShare of the room, so the top-level names keep the rest.
func TestFillLeadShare(t *testing.T) {
	names := func(prefix string, n int) []string {
		var out []string
		for i := range n {
			out = append(out, fmt.Sprintf("%s%02d", prefix, i))
		}
		return out
	}
	for _, tc := range []struct {
		name               string
		lead, root         int // names in each group
		avail              int
		wantLead, wantRoot int
	}{
		{"all fit", 5, 5, 1000, 5, 5},
		{"lead whole, root cut", 10, 100, 300, 10, 34},
		{"lead capped", 100, 100, 300, 20, 21},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lead := &lineGroup{g: indexGroup{head: "`Client.`", tier: tierLead}, names: names("Op", tc.lead)}
			root := &lineGroup{g: indexGroup{head: "Types", tier: tierRoot}, names: names("Ty", tc.root)}
			fill([]*lineGroup{lead, root}, tc.avail)
			got := [2]int{lead.shown, root.shown}
			if d := cmp.Diff([2]int{tc.wantLead, tc.wantRoot}, got); d != "" {
				t.Errorf("shown (lead, root) (-want +got):\n%s", d)
			}
			if lead.shown < tc.lead && lead.cost(lead.shown) > tc.avail*leadShare/100 {
				t.Errorf("the lead line costs %d, over %d%% of %d", lead.cost(lead.shown), leadShare, tc.avail)
			}
		})
	}
}

// TestIndexSpellsDisabledLast: at every room, the index spells no name
// of a symbol the build leaves off while it leaves out a name of one it
// has, members included.
func TestIndexSpellsDisabledLast(t *testing.T) {
	var specs []string
	for i := range 60 {
		specs = append(specs, fmt.Sprintf("off%02d:fn::f", i), fmt.Sprintf("m%02d:module", i), fmt.Sprintf("m%02d␣T:struct", i),
			fmt.Sprintf("m%02d␣T␣new:method:m%02d␣T", i, i), fmt.Sprintf("m%02d␣Gated:struct::f", i))
	}
	d := docOf(specs)
	for i := range d.Symbols {
		d.Symbols[i].Name = strings.ReplaceAll(d.Symbols[i].Name, "␣", "::")
		d.Symbols[i].Parent = strings.ReplaceAll(d.Symbols[i].Parent, "␣", "::")
	}
	es := outlineEntries(d)
	p := newIndexPlan(es)
	var left []int
	for i := range es {
		left = append(left, i)
	}
	checked := 0
	for room := 0; room < 12000; room += 211 {
		s := p.indexText(left, room)
		if s == "" {
			continue
		}
		spelled := spelledNames(s)
		var on, off []string
		for _, e := range es {
			if spelled[e.sym.Name] || spelled[lastNamePart(e.sym.Name)] && e.parent < 0 && !strings.Contains(e.sym.Name, "::") {
				continue
			}
			if e.sym.Disabled != "" {
				off = append(off, e.sym.Name)
			} else {
				on = append(on, e.sym.Name)
			}
		}
		if len(on) > 0 && len(off) < 120 {
			t.Fatalf("room %d: spells %d names of disabled symbols but leaves out %v:\n%s", room, 120-len(off), on, s)
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("no room wrote an index")
	}
}
