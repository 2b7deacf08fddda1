//go:build docderived

package rank_test

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/eval"
	"github.com/pkgdocs/pkgdocs/sdk/rank"
)

// TestDocDerived scores doc-derived queries (eval.DocQuery: a symbol's
// first doc sentence with its own name masked, as make eval asks them)
// over the recorded search documents of the packages of the intent tuning
// set (testdata/intent/tuning.txt; never the held-out set's), in process:
// a quick loop for tuning the ranking between runs of make eval, which
// measures the same queries through the host on packages nobody chose.
// Every documented symbol whose query is unique in its package is asked.
//
//	go test -tags docderived -run TestDocDerived -v ./sdk/rank
//
// PKGDOCS_DOCDERIVED_MISSES=1 lists the misses.
func TestDocDerived(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "intent", "tuning.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	type pkg struct{ eco, name string }
	seen := map[pkg]bool{}
	var pkgs []pkg
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fs := strings.Split(sc.Text(), "|")
		if len(fs) == 4 && !seen[pkg{fs[0], fs[1]}] {
			seen[pkg{fs[0], fs[1]}] = true
			pkgs = append(pkgs, pkg{fs[0], fs[1]})
		}
	}
	type score struct {
		n, top1, top3 int
		rr            float64
	}
	scores := map[string]*score{}
	var misses []string
	unsafe := regexp.MustCompile(`[^A-Za-z0-9._-]+`)
	for _, p := range pkgs {
		name := p.eco + "-" + strings.Trim(unsafe.ReplaceAllString(p.name, "_"), "_") + ".json.gz"
		docs, err := readDocs(filepath.Join("testdata", "intent", "docs", name))
		if err != nil {
			t.Logf("%s %s: %v", p.eco, p.name, err)
			continue
		}
		ix := rank.NewPackageIndex(p.name, docs)
		sep := "."
		if p.eco == "rust" {
			sep = "::"
		}
		count := map[string]int{}
		var items []eval.Item
		done := map[string]bool{}
		for _, d := range docs {
			if d.Symbol == "" || d.Kind == "section" || d.Kind == "example" || done[d.Symbol] {
				continue
			}
			done[d.Symbol] = true
			it := eval.Item{Name: d.Symbol, Doc: firstSentence(d.Text)}
			if i := strings.LastIndex(d.Symbol, sep); i > 0 {
				it.Parent, it.Member = d.Symbol[:i], d.Symbol[i+len(sep):]
			}
			if q := eval.DocQuery(it); q != "" {
				count[strings.ToLower(q)]++
				items = append(items, it)
			}
		}
		for _, it := range items {
			q := eval.DocQuery(it)
			if count[strings.ToLower(q)] != 1 {
				continue
			}
			hits := ix.Search(q, 10, true)
			r := 0
			for i, h := range hits {
				if h.Doc.Locator.Symbol == it.Name {
					r = i + 1
					break
				}
			}
			for _, k := range []string{p.eco, "all"} {
				s := scores[k]
				if s == nil {
					s = &score{}
					scores[k] = s
				}
				s.n++
				if r == 1 {
					s.top1++
				}
				if r >= 1 && r <= 3 {
					s.top3++
				}
				if r > 0 {
					s.rr += 1 / float64(r)
				}
			}
			if r == 0 || r > 3 {
				var got []string
				for _, h := range hits[:min(3, len(hits))] {
					got = append(got, h.Doc.Locator.Symbol+h.Doc.Locator.Section)
				}
				misses = append(misses, fmt.Sprintf("%s %s %q: rank %d, want %s; got %v", p.eco, p.name, q, r, it.Name, got))
			}
		}
	}
	var keys []string
	for k := range scores {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		s := scores[k]
		n := float64(s.n)
		t.Logf("doc-derived %-6s top-1 %.3f, top-3 %.3f (%d/%d), MRR %.3f", k, float64(s.top1)/n, float64(s.top3)/n, s.top3, s.n, s.rr/n)
	}
	if os.Getenv("PKGDOCS_DOCDERIVED_MISSES") == "1" {
		for _, m := range misses {
			t.Log("miss: " + m)
		}
	}
}

// firstSentence is a doc's first sentence, as the ground truth of make
// eval keeps it: up to the first ". " or blank line.
func firstSentence(text string) string {
	text = strings.TrimSpace(text)
	if i := strings.Index(text, "\n\n"); i >= 0 {
		text = text[:i]
	}
	if i := strings.Index(text, ". "); i >= 0 {
		text = text[:i+1]
	}
	return strings.Join(strings.Fields(text), " ")
}

func readDocs(path string) ([]rank.Doc, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	var docs []rank.Doc
	err = json.NewDecoder(zr).Decode(&docs)
	return docs, err
}
