package rank

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
)

// TestExplain says why docs rank as they do for one query over a
// package's recorded search documents (testdata/intent/docs): the top
// hits and the docs named, with each component of their score. It runs
// only when PKGDOCS_EXPLAIN is set, to "eco|package|query|symbol ...":
//
//	PKGDOCS_EXPLAIN='go|sync|wait until every worker is done|WaitGroup.Wait' go test -run TestExplain -v ./sdk/rank
func TestExplain(t *testing.T) {
	spec := os.Getenv("PKGDOCS_EXPLAIN")
	if spec == "" {
		t.Skip("set PKGDOCS_EXPLAIN=eco|package|query|symbol ...")
	}
	fs := strings.Split(spec, "|")
	if len(fs) < 3 {
		t.Fatalf("PKGDOCS_EXPLAIN=%q: want eco|package|query|symbol ...", spec)
	}
	ix := NewPackageIndex(fs[1], intentDocs(t, fs[0], fs[1]))
	explain := map[string][]float64{}
	hits := ix.search(fs[2], 0, true, explain)
	var want []string
	if len(fs) > 3 {
		want = strings.Fields(fs[3])
	}
	var names []string
	for k := range explain {
		names = append(names, k)
	}
	sort.Strings(names)
	byDoc := map[Doc]int{}
	for i, d := range ix.docs {
		if _, ok := byDoc[d]; !ok {
			byDoc[d] = i
		}
	}
	line := func(rank int, h Hit) string {
		d := byDoc[h.Doc]
		var b strings.Builder
		fmt.Fprintf(&b, "%3d %-40s %.3f", rank, cmpOr(h.Doc.Locator.Symbol, h.Doc.Title), h.Score)
		for _, n := range names {
			if v := explain[n][d]; v != 0 {
				fmt.Fprintf(&b, " %s=%.3f", n, v)
			}
		}
		return b.String()
	}
	for i, h := range hits {
		if i < 8 {
			t.Log(line(i+1, h))
			continue
		}
		for _, w := range want {
			if h.Doc.Locator.Symbol == w {
				t.Log(line(i+1, h))
			}
		}
	}
	for _, w := range want {
		for i, d := range ix.docs {
			if d.Symbol == w {
				t.Logf("%s: summary %q; name terms %v", w, summary(d.Text), ix.termNames(ix.nameTerms[i]))
				break
			}
		}
	}
}

func (ix *Index) termNames(ids []int32) []string {
	var out []string
	for _, id := range ids {
		out = append(out, ix.termStr[id])
	}
	return out
}
