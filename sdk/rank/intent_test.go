package rank

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
)

// intentCase is one hand-written intent query (testdata/intent/*.txt):
// what an agent asks of one package, and the symbols that answer it.
type intentCase struct {
	eco, pkg, query string
	want            []string
}

// loadIntent reads a query file: ecosystem|package|query|symbol ...
func loadIntent(tb testing.TB, name string) []intentCase {
	tb.Helper()
	f, err := os.Open(filepath.Join("testdata", "intent", name))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []intentCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fs := strings.Split(line, "|")
		if len(fs) != 4 || len(strings.Fields(fs[3])) == 0 {
			tb.Fatalf("%s:%d: want ecosystem|package|query|symbols, got %q", name, n, line)
		}
		out = append(out, intentCase{fs[0], fs[1], fs[2], strings.Fields(fs[3])})
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

var unsafeName = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// intentDocs are a package's recorded search documents: what pkgdocs'
// search indexes for it (recorded by plugins/golang's and plugins/npm's
// record-tagged tests and testdata/intent/record).
func intentDocs(tb testing.TB, eco, pkg string) []Doc {
	tb.Helper()
	name := eco + "-" + strings.Trim(unsafeName.ReplaceAllString(pkg, "_"), "_") + ".json.gz"
	f, err := os.Open(filepath.Join("testdata", "intent", "docs", name))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	var docs []Doc
	if err := json.NewDecoder(zr).Decode(&docs); err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	return docs
}

// intentScore is one ecosystem's figures over a query set.
type intentScore struct {
	n, top1, top3 int
	rr            float64
	misses        []string
	// ranks has a line per query: the rank of its first expected symbol
	// (0: not in the first ten), the query, and the first hit.
	ranks []string
}

func (s intentScore) String() string {
	if s.n == 0 {
		return "no queries"
	}
	n := float64(s.n)
	return fmt.Sprintf("top-1 %.3f (%d/%d), top-3 %.3f (%d/%d), MRR %.3f", float64(s.top1)/n, s.top1, s.n, float64(s.top3)/n, s.top3, s.n, s.rr/n)
}

// scoreIntent runs cases through the search path (an Index over the
// package's recorded documents, fuzzy on as search_package_docs
// defaults) and scores them per ecosystem ("all" for the total). A hit
// counts when its locator's symbol names one of the expected symbols
// (namesSymbol), or is a member of a value declared of a named type that
// is that type's member of one signature (typedAliases: default.hex is
// ChalkInstance.hex).
func scoreIntent(tb testing.TB, cases []intentCase) map[string]*intentScore {
	tb.Helper()
	indexes := map[string]*Index{}
	aliases := map[string]map[string]string{}
	scores := map[string]*intentScore{"all": {}}
	for _, c := range cases {
		key := c.eco + "\x00" + c.pkg
		if indexes[key] == nil {
			indexes[key] = NewPackageIndex(c.pkg, intentDocs(tb, c.eco, c.pkg))
		}
		if aliases[key] == nil {
			aliases[key] = typedAliases(intentDocs(tb, c.eco, c.pkg))
		}
		hits := indexes[key].Search(c.query, 10, true)
		rank := 0
		for i, h := range hits {
			if slices.ContainsFunc(c.want, func(w string) bool {
				loc := h.Doc.Locator.Symbol
				return namesSymbol(loc, w) || aliases[key][loc] != "" && namesSymbol(aliases[key][loc], w)
			}) {
				rank = i + 1
				break
			}
		}
		if scores[c.eco] == nil {
			scores[c.eco] = &intentScore{}
		}
		for _, s := range []*intentScore{scores[c.eco], scores["all"]} {
			s.n++
			if rank == 1 {
				s.top1++
			}
			if rank >= 1 && rank <= 3 {
				s.top3++
			}
			if rank > 0 {
				s.rr += 1 / float64(rank)
			}
			first := ""
			if len(hits) > 0 {
				first = cmpOr(hits[0].Doc.Locator.Symbol, hits[0].Doc.Title)
			}
			s.ranks = append(s.ranks, fmt.Sprintf("%d\t%s %s %q\tfirst %s", rank, c.eco, c.pkg, c.query, first))
			if rank == 0 || rank > 3 {
				var got []string
				for _, h := range hits[:min(len(hits), 3)] {
					got = append(got, cmpOr(h.Doc.Locator.Symbol, h.Doc.Title))
				}
				s.misses = append(s.misses, fmt.Sprintf("%s %s %q: rank %d, want %v; got %v", c.eco, c.pkg, c.query, rank, c.want, got))
			}
		}
	}
	return scores
}

// namesSymbol reports whether locator symbol loc names want: as written,
// or qualified by a module path (offset::Local::now for Local::now,
// arrow.Arrow.utcnow for Arrow.utcnow), as make eval's doc-derived
// queries count a hit (eval's symbolMatches): a provider may list an item
// at its defining module's path and at a re-export's.
func namesSymbol(loc, want string) bool {
	return loc == want || strings.HasSuffix(loc, "::"+want) || strings.HasSuffix(loc, "."+want)
}

// typedDecl is a declaration of a value of a named type, as TypeScript
// declares a package's instance (declare const chalk: ChalkInstance).
var typedDecl = regexp.MustCompile(`\b(?:const|let|var)\s+[\w$]+\s*:\s*([A-Za-z_$][\w$.]*)\s*(?:;|$)`)

// typedAliases maps a member of a value declared of a named type to the
// type's member of the same name and signature (default.hex →
// ChalkInstance.hex): the same thing under the name a package exports,
// one answer, not two. A member whose signature differs is not mapped.
func typedAliases(docs []Doc) map[string]string {
	sig := map[string]string{}
	for _, d := range docs {
		if d.Symbol != "" {
			sig[d.Symbol] = d.Signature
		}
	}
	out := map[string]string{}
	for _, d := range docs {
		m := typedDecl.FindStringSubmatch(d.Signature)
		if d.Symbol == "" || m == nil {
			continue
		}
		if _, ok := sig[m[1]]; !ok {
			continue
		}
		prefix := d.Symbol + "."
		for _, e := range docs {
			rest, ok := strings.CutPrefix(e.Symbol, prefix)
			if !ok {
				continue
			}
			if s, ok := sig[m[1]+"."+rest]; ok && s == e.Signature {
				out[e.Symbol] = m[1] + "." + rest
			}
		}
	}
	return out
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func logIntent(t *testing.T, set string, scores map[string]*intentScore) {
	var ecos []string
	for e := range scores {
		ecos = append(ecos, e)
	}
	sort.Strings(ecos)
	for _, e := range ecos {
		t.Logf("%s %-6s %s", set, e, scores[e])
	}
	if os.Getenv("PKGDOCS_INTENT_MISSES") == "1" && set != "held-out" {
		for _, m := range scores["all"].misses {
			t.Log("miss: " + m)
		}
	}
	if os.Getenv("PKGDOCS_INTENT_RANKS") == "1" && set != "held-out" {
		// Every query's rank, one line each, to diff two rankings
		// query by query: a change that moves one query up and another
		// down shows the same totals.
		for _, r := range scores["all"].ranks {
			t.Log("rank: " + r)
		}
	}
}

// intentFloor is what the tuning set must keep (per ecosystem, top-3 and
// MRR): the figures reached when the ranking was last tuned, less a
// margin, so that a change which loses intent queries fails here. Set
// when first-sentence and prose weights were retuned (summaryWeight,
// proseWeight): every ecosystem rose but Swift, which lost one query to a
// tie between two members of one name and doc on sibling types
// (DataRequest's and DownloadRequest's responseDecodable). npm and
// Python raised when related.txt was learned from the corpora's ground
// truth and a package's main symbol led (npm .619/.540, Python
// .667/.576). Go and Python raised when query words reached their
// synonyms (thesaurus.txt), words a doc writes as one and names gluing
// two words (Go .851/.738, Python .697/.606). Go, npm and Python raised
// when query words reached programmers' pairs (verbs.txt), the initials
// of several words an acronym (LRUCache) and a plain word a top-level
// symbol of its name (Go .851/.761, npm .643/.571, Python .727/.632).
// npm rose when a query word naming only a member's owner counted half
// in the member's BM25 and a typed value's member counted as its type's
// (npm .690/.598; Rust lost one to top-4, .708/.621). Rust and Swift
// rose when an undocumented type borrowed its members' shared words and
// an alias its target's doc (Rust .750/.631, Swift .737/.669). Rust
// rose when a type of a few members was described by their names
// (MatchOptions for "match case insensitively"; Rust .792/.659), and
// when a package's own function led unless the query said its name, not
// merely shared parts with it (tempfile for "temporary file"; Rust
// .833/.663). MRR rose in every ecosystem when the verb a first sentence
// opens with answered the query's, a doc like another borrowed its
// words, a member's name part repeating its owner's counted as the
// owner's and "has" before a participle stopped counting (Go .851/.806,
// npm .762/.673, Python .758/.705, Rust .833/.696, Swift .737/.702).
var intentFloor = map[string][2]float64{
	"go": {0.82, 0.77}, "npm": {0.73, 0.64}, "python": {0.72, 0.67}, "rust": {0.81, 0.66}, "swift": {0.72, 0.67},
}

// TestIntentTuning scores the hand-written intent queries used while
// tuning the ranking (testdata/intent/tuning.txt). Run with -v for the
// figures, PKGDOCS_INTENT_MISSES=1 for the misses and
// PKGDOCS_INTENT_RANKS=1 for every query's rank (neither is listed for
// the held-out set).
func TestIntentTuning(t *testing.T) {
	cases := loadIntent(t, "tuning.txt")
	scores := scoreIntent(t, cases)
	logIntent(t, "tuning", scores)
	for eco, f := range intentFloor {
		s := scores[eco]
		if s == nil || s.n == 0 {
			t.Errorf("%s: no tuning queries", eco)
			continue
		}
		if top3, mrr := float64(s.top3)/float64(s.n), s.rr/float64(s.n); top3 < f[0] || mrr < f[1] {
			t.Errorf("%s: top-3 %.3f, MRR %.3f: below the floor %.2f, %.2f", eco, top3, mrr, f[0], f[1])
		}
	}
}

// TestIntentHeldOut scores the held-out intent queries
// (testdata/intent/heldout.txt), which were never looked at while tuning.
// It runs only when PKGDOCS_INTENT_HELDOUT=1, so that tuning does not
// peek at them by accident; `make eval` sets it.
func TestIntentHeldOut(t *testing.T) {
	cases := loadIntent(t, "heldout.txt")
	if os.Getenv("PKGDOCS_INTENT_HELDOUT") != "1" {
		t.Skipf("%d held-out queries: set PKGDOCS_INTENT_HELDOUT=1 to score them", len(cases))
	}
	logIntent(t, "held-out", scoreIntent(t, cases))
}
