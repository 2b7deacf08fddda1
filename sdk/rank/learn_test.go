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
// parts it occurs with more often than chance (cooccurrence.each), the
// best maxRelated parts of a word, weighted relative to the word's best
// one.
func learnRelated(docs []namedDoc) map[string][]relatedPart {
	co := cooccur(docs)
	cands := map[string][]relatedPart{}
	co.each(func(w, p string, score float64) {
		cands[w] = append(cands[w], relatedPart{p, score})
	})
	return bestOf(cands, maxRelated)
}

const (
	// minTogether is the least evidence for a pair: symbols that use
	// both, at most perSource of them from one package.
	minTogether = 3
	// minSources is the least number of packages a pair must occur in:
	// one project's jargon ("check" for its constructs) says nothing of
	// how docs speak.
	minSources = 3
	// perSource caps one package's evidence for a pair: a package that
	// documents fifty setters alike is one voice, not fifty.
	perSource = 3
	// minG2 is the least log-likelihood ratio (Dunning's G²) of a pair's
	// 2×2 table: 10.83 is chance at p < 0.001 with one degree of freedom.
	minG2      = 15.13
	maxRelated = 4
	minScore   = 0.05
	// smoothing shrinks the share for rare name parts, whose few
	// docs make any word look characteristic.
	smoothing = 8
)

// cooccurrence counts, over distinct (name, summary) pairs, the docs each
// stemmed summary word and each name part occur in, alone and together
// (at most perSource of a package), and the packages they occur together
// in.
type cooccurrence struct {
	n      float64
	nw, np map[string]int
	nwp    map[[2]string]int
	srcs   map[[2]string]int
}

// proseWords are the stemmed words of a summary written as prose: the
// symbol's own name is left out, and so is a word written as an
// identifier (AddParseTree, max_len, utf8), which names code rather than
// saying what it does; a query never asks for "appendbinary".
func proseWords(d namedDoc, fn func(w string)) {
	words(withoutName(d.summary, d.name), func(w word) {
		l := strings.ToLower(w.text)
		if len(parts(w.text)) != 1 || strings.ContainsAny(w.text, "_0123456789") || grammarWords[l] {
			return
		}
		fn(stem(l))
	})
}

// lightVerbs are the verbs English uses with a noun for an action
// (make a copy, take a snapshot, do the work, give up), and those that
// say what a thing is rather than what it does (a type's doc: Represents
// a, Implements the, Defines the, Describes a, Specifies the), stemmed.
var lightVerbs = map[string]bool{"make": true, "take": true, "do": true, "give": true, "get": true, "have": true,
	"repres": true, "implement": true, "defin": true, "describ": true, "specifi": true}

// grammarWords are English words that serve the grammar of a sentence
// (auxiliaries, determiners, pronouns, connectives) and never name what
// an API does, beyond the function words Search ignores: docs use them
// everywhere, so they co-occur with any name part by chance of volume.
var grammarWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`have has had having may might must will would could shall
		those these such via also only just other others each every either neither both very
		given using used uses use its itself they them their there here then thus hence
		whether while within without unless don doesn isn won wasn aren cannot`) {
		grammarWords[w] = true
	}
}

// namePartsOf are the stemmed parts of a name, once each, but function
// words, numbers and single letters.
func namePartsOf(name string) []string {
	var ps []string
	for _, p := range parts(name) {
		p = stem(strings.ToLower(p))
		if len(p) >= 2 && !functionWords[p] && !isDigit(p[0]) && !slices.Contains(ps, p) {
			ps = append(ps, p)
		}
	}
	return ps
}

func cooccur(docs []namedDoc) *cooccurrence {
	nw := map[string]int{}
	np := map[string]int{}
	nwp := map[[2]string]int{}
	// srcs counts the distinct packages a word and a part occur together
	// in, perPair the pair's symbols in the current one (a package's docs
	// come together, so a change of package is a new one).
	srcs := map[[2]string]int{}
	lastSrc := map[[2]string]string{}
	perPair := map[[2]string]int{}
	// A declaration repeated with its doc (TypeScript's lib declares each
	// typed array's methods again, a trait's methods recur in every
	// crate that re-exports it) is one piece of evidence, not many.
	seen := map[[2]string]bool{}
	n := 0
	for _, d := range docs {
		if seen[[2]string{d.name, d.summary}] {
			continue
		}
		seen[[2]string{d.name, d.summary}] = true
		n++
		ps := namePartsOf(d.name)
		var ws []string
		proseWords(d, func(w string) {
			if len(w) >= 3 && !functionWords[w] && !slices.Contains(ws, w) && !slices.Contains(ps, w) {
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
				if lastSrc[k] != d.src || srcs[k] == 0 {
					lastSrc[k] = d.src
					srcs[k]++
					perPair[k] = 0
				}
				if perPair[k] < perSource {
					perPair[k]++
					nwp[k]++
				}
			}
		}
	}
	return &cooccurrence{n: float64(n), nw: nw, np: np, nwp: nwp, srcs: srcs}
}

// each calls fn for every summary word w and name part p that occur
// together more often than chance, with their score, Ochiai's
// coefficient n(w,p)/sqrt(n(w)·n(p)) with both counts smoothed (one way
// only, a word every doc uses, current or size, would relate to whichever
// rare part happens to have it in each of its docs). A pair is kept when
//   - it occurs in at least minTogether symbols of at least minSources
//     packages, at most perSource of a package counted;
//   - its log-likelihood ratio G² is at least minG2 and its PMI positive:
//     the association is no accident of the counts;
//   - neither abbreviates the other (address, addr; argument, arg):
//     Search matches a name part that is a prefix of a query word
//     already, and a word is never related to itself;
//   - its score is at least minScore.
func (co *cooccurrence) each(fn func(w, p string, score float64)) {
	for k, c := range co.nwp {
		if c < minTogether || co.srcs[k] < minSources || k[0] == k[1] || abbreviates(k[0], k[1]) {
			continue
		}
		w, p := float64(co.nw[k[0]]), float64(co.np[k[1]])
		if math.Log(float64(c)*co.n/(w*p)) <= 0 || g2(float64(c), w, p, co.n) < minG2 {
			continue
		}
		score := float64(c) / math.Sqrt((p+smoothing)*(w+smoothing))
		if score < minScore {
			continue
		}
		fn(k[0], k[1], score)
	}
}

// abbreviates reports whether the shorter of a and b, of at least 3
// letters, begins the other.
func abbreviates(a, b string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	return len(a) >= 3 && strings.HasPrefix(b, a)
}

// g2 is Dunning's log-likelihood ratio of the 2×2 table of a word in nw
// of n docs, a part in np, both in c.
func g2(c, nw, np, n float64) float64 {
	obs := [4]float64{c, nw - c, np - c, n - nw - np + c}
	exp := [4]float64{nw * np / n, nw * (n - np) / n, (n - nw) * np / n, (n - nw) * (n - np) / n}
	var s float64
	for i := range obs {
		if obs[i] > 0 && exp[i] > 0 {
			s += obs[i] * math.Log(obs[i]/exp[i])
		}
	}
	return 2 * s
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

// particles are the adverbs that make a phrasal verb of the verb
// before them (turn off, set up, look up, give in).
var particles = map[string]bool{"off": true, "on": true, "up": true, "down": true, "out": true,
	"in": true, "over": true, "back": true, "away": true}

// usesAgain reports whether word v, as written (any case), is a word of
// sum after stemmed opening word o: "Locks with shared read access" for
// read; another form of it ("Connect establishes a connection") is the
// object of the action, and says nothing against the pair.
func usesAgain(sum, o, v string) bool {
	after, found := false, false
	words(sum, func(w word) {
		if after && strings.EqualFold(w.text, v) {
			found = true
		}
		after = after || stem(strings.ToLower(w.text)) == o
	})
	return found
}

// learnVerbs relates the word a symbol's name opens with (Delete, join,
// make) and the word its doc's first sentence opens with, its own name
// left out ("Delete removes the named file", "join: Concatenates…",
// "MakeDir creates…", a verb in the third person): both say what the symbol does, so across many
// packages they are the words programmers use for one another's, which a
// general thesaurus lacks (delete, remove; make, create; close, shut).
// A pair counts once per package and must recur in minSources of them;
// it scores Ochiai's coefficient over packages, smoothed, and is kept
// both ways round, the best maxVerbs per word. A word that opens the docs
// of most packages (returns: more than maxOpeningShare of all the
// packages documented) says nothing of a name and is left out, as are
// function words; a light verb opening a doc (Makes a copy) pairs with
// no name.
func learnVerbs(docs []namedDoc) map[string][]relatedPart {
	const (
		maxVerbs        = 4
		minVerbScore    = 0.05
		maxOpeningShare = 0.5
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
		srcs[d.src] = true // the packages documented, for maxOpeningShare
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
		in(names, v, d.src)
		in(sums, o, d.src)
		if lightVerbs[o] {
			// A doc opening with a light verb says what the symbol
			// does in the words after it ("Makes a copy", "Takes a
			// snapshot"): the verb pairs with no name.
			continue
		}
		// A name opening with a phrasal verb (TurnOff, SetUp, LookUp)
		// means what the phrase means: turn is not stop.
		if len(ps) > 1 && particles[strings.ToLower(ps[1])] {
			continue // counted above, paired with nothing
		}
		// A doc that uses the name's word again after its opening verb
		// ("Locks this lock with shared read access" for read) says
		// what kind of that action the name is, not that the two words
		// mean one thing: read is not lock.
		if usesAgain(d.summary, o, ps[0]) {
			continue // counted above, paired with nothing
		}
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
