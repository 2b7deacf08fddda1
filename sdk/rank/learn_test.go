package rank

import (
	"math"
	"slices"
	"sort"
	"strings"
)

// The learners of the generated tables (related.txt, verbs.txt), apart
// from the corpus walk of gen_related_test.go so that their rules are
// tested on small inputs (learn_rules_test.go).

// namedDoc is a documented symbol: its name, its doc's first sentence,
// and the package (or file) it comes from.
type namedDoc struct{ name, summary, src string }

// relatedPart is a term a table relates to another, and its weight.
type relatedPart struct {
	part   string
	weight float64
}

// learnRelated relates each stemmed word of the summaries to the name
// parts it occurs with more often than chance: for a word w and a part p,
// Ochiai's coefficient n(w,p)/sqrt(n(w)·n(p)), both counts smoothed,
// over distinct (name, summary) pairs; kept when w and p occur together
// in at least minTogether symbols of at least minSources packages (one
// project's jargon, "check" for its constructs, says nothing of how
// docs speak) and their PMI is positive. The best
// maxRelated parts of a word are kept, weighted relative to the word's
// best one. A word is never related to itself (it matches itself
// already) nor to a function word.
func learnRelated(docs []namedDoc) map[string][]relatedPart {
	co := cooccur(docs)
	cands := map[string][]relatedPart{}
	co.each(func(w, p string, score float64) {
		cands[w] = append(cands[w], relatedPart{p, score})
	})
	return bestOf(cands, maxRelated)
}

const (
	minTogether = 3
	minSources  = 3
	maxRelated  = 4
	minScore    = 0.1
	// smoothing shrinks the share for rare name parts, whose few
	// docs make any word look characteristic.
	smoothing = 8
)

// cooccurrence counts, over distinct (name, summary) pairs, the docs each
// stemmed summary word and each name part occur in, alone and together,
// and the packages they occur together in.
type cooccurrence struct {
	n      float64
	nw, np map[string]int
	nwp    map[[2]string]int
	srcs   map[[2]string]int
}

func cooccur(docs []namedDoc) *cooccurrence {
	nw := map[string]int{}
	np := map[string]int{}
	nwp := map[[2]string]int{}
	// srcs counts the distinct packages a word and a part occur together
	// in (a package's docs come together, so a change of package is a
	// new one): one package's jargon is no evidence of how docs speak.
	srcs := map[[2]string]int{}
	lastSrc := map[[2]string]string{}
	// A declaration repeated with its doc (TypeScript's lib declares each
	// typed array's methods again, a trait's methods recur in every
	// crate that re-exports it) is one piece of evidence, not many.
	seen := map[[2]string]bool{}
	for _, d := range docs {
		if seen[[2]string{d.name, d.summary}] {
			continue
		}
		seen[[2]string{d.name, d.summary}] = true
		var ps []string
		for _, p := range parts(d.name) {
			p = stem(strings.ToLower(p))
			if len(p) >= 2 && !functionWords[p] && !isDigit(p[0]) && !slices.Contains(ps, p) {
				ps = append(ps, p)
			}
		}
		var ws []string
		textTerms(d.summary, func(w string) {
			if len(w) >= 3 && !functionWords[w] && !isDigit(w[0]) && !slices.Contains(ws, w) && !slices.Contains(ps, w) {
				ws = append(ws, w)
			}
		})
		for _, p := range ps {
			np[p]++
		}
		for _, w := range ws {
			nw[w]++
			for _, p := range ps {
				k := [2]string{w, p}
				nwp[k]++
				if lastSrc[k] != d.src || srcs[k] == 0 {
					lastSrc[k] = d.src
					srcs[k]++
				}
			}
		}
	}
	return &cooccurrence{n: float64(len(docs)), nw: nw, np: np, nwp: nwp, srcs: srcs}
}

// each calls fn for every summary word w and name part p that occur
// together more often than chance: Ochiai's coefficient
// n(w,p)/sqrt(n(w)·n(p)), both counts smoothed, at least minScore; in at
// least minTogether symbols of at least minSources packages (one
// project's jargon, "check" for its constructs, says nothing of how docs
// speak), with a positive PMI.
func (co *cooccurrence) each(fn func(w, p string, score float64)) {
	for k, c := range co.nwp {
		if c < minTogether || co.srcs[k] < minSources || k[0] == k[1] {
			continue
		}
		w, p := float64(co.nw[k[0]]), float64(co.np[k[1]])
		if math.Log(float64(c)*co.n/(w*p)) <= 0 {
			continue
		}
		// Both ways: the share of p's docs that use w and the share of
		// w's docs that are p's (Ochiai's coefficient), smoothed. One
		// way only, a word every doc uses (current, size) relates to
		// whichever rare part happens to have it in each of its docs.
		score := float64(c) / math.Sqrt((p+smoothing)*(w+smoothing))
		if score < minScore {
			continue
		}
		fn(k[0], k[1], score)
	}
}

// bestOf keeps each key's best max entries, weighted relative to its
// best one.
func bestOf(cands map[string][]relatedPart, max int) map[string][]relatedPart {
	out := map[string][]relatedPart{}
	for w, rs := range cands {
		sort.Slice(rs, func(i, j int) bool {
			if rs[i].weight != rs[j].weight {
				return rs[i].weight > rs[j].weight
			}
			return rs[i].part < rs[j].part
		})
		rs = rs[:min(len(rs), max)]
		best := rs[0].weight
		for i := range rs {
			rs[i].weight = math.Round(100*rs[i].weight/best) / 100
		}
		out[w] = rs
	}
	return out
}

// learnVerbs relates the word a symbol's name opens with (Delete, join,
// make) and the word its doc's first sentence opens with, its own name
// left out ("Delete removes the named file", "join: Concatenates…",
// "MakeDir creates…", a verb in the third person): both say what the symbol does, so across many
// packages they are the words programmers use for one another's, which a
// general thesaurus lacks (delete, remove; make, create; close, shut).
// A pair counts once per package and must recur in minSources of them;
// it scores Ochiai's coefficient over packages, smoothed, and is kept
// both ways round, the best maxVerbs per word. A word most docs open
// with (returns) says nothing of a name and is left out
// (maxOpeningShare), as are function words.
func learnVerbs(docs []namedDoc) map[string][]relatedPart {
	const (
		maxVerbs        = 4
		minVerbScore    = 0.05
		maxOpeningShare = 0.4
	)
	// The packages each word opens a name, a summary, both, in.
	names, sums := map[string]map[string]bool{}, map[string]map[string]bool{}
	both := map[[2]string]map[string]bool{}
	in := func(m map[string]map[string]bool, k, src string) {
		if m[k] == nil {
			m[k] = map[string]bool{}
		}
		m[k][src] = true
	}
	opening := func(d namedDoc) string {
		first := ""
		words(withoutName(d.summary, d.name), func(w word) {
			if first == "" {
				first = w.text
			}
		})
		return first
	}
	// A verb in the third person (removes, creates) says what a symbol
	// does; a doc opening with a noun (bytes, a word) names no action.
	// An imperative ("Remove the item", as docstrings write) counts when
	// the word opens other docs in the third person.
	thirdPerson := func(w string) bool { return strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") }
	verbs := map[string]bool{}
	for _, d := range docs {
		if w := opening(d); thirdPerson(w) {
			verbs[stem(strings.ToLower(w))] = true
		}
	}
	srcs := map[string]bool{}
	seen := map[[2]string]bool{}
	for _, d := range docs {
		if seen[[2]string{d.name, d.summary}] {
			continue
		}
		seen[[2]string{d.name, d.summary}] = true
		ps := parts(d.name)
		if len(ps) == 0 {
			continue
		}
		first := opening(d)
		if !thirdPerson(first) && !verbs[stem(strings.ToLower(first))] {
			continue
		}
		v, o := stem(strings.ToLower(ps[0])), stem(strings.ToLower(first))
		if len(v) < 3 || len(o) < 3 || isDigit(v[0]) || isDigit(o[0]) || functionWords[v] || functionWords[o] {
			continue
		}
		// A doc opening with a word of the name names what the symbol
		// works on (GetKeys: "Keys of the map"), not what it does.
		if slices.ContainsFunc(ps[1:], func(p string) bool { return stem(strings.ToLower(p)) == o }) {
			continue
		}
		srcs[d.src] = true
		in(names, v, d.src)
		in(sums, o, d.src)
		k := [2]string{v, o}
		if both[k] == nil {
			both[k] = map[string]bool{}
		}
		both[k][d.src] = true
	}
	cands := map[string][]relatedPart{}
	for k, ss := range both {
		v, o := k[0], k[1]
		// A name may open with a noun (keys: "Gets the keys"): the word
		// must open docs as a verb too.
		if v == o || len(ss) < minSources || len(sums[v]) < minSources || float64(len(sums[o])) > maxOpeningShare*float64(len(srcs)) {
			continue
		}
		score := float64(len(ss)) / math.Sqrt(float64(len(names[v])+smoothing)*float64(len(sums[o])+smoothing))
		if score < minVerbScore {
			continue
		}
		cands[v] = append(cands[v], relatedPart{o, score})
		cands[o] = append(cands[o], relatedPart{v, score})
	}
	// A pair found both ways round (delete → remove, remove → delete)
	// counts once, at its better score.
	for w, rs := range cands {
		sort.Slice(rs, func(i, j int) bool {
			if rs[i].part != rs[j].part {
				return rs[i].part < rs[j].part
			}
			return rs[i].weight > rs[j].weight
		})
		cands[w] = slices.CompactFunc(rs, func(a, b relatedPart) bool { return a.part == b.part })
	}
	return bestOf(cands, maxVerbs)
}
