package rank

import (
	"sort"
	"strings"
	"unicode"
)

// Symbol-match tiers. They sit far above any BM25 score (a few points to a
// few tens), so the kind of symbol match decides the order and BM25 breaks
// ties within a tier.
//
// A match on the full name ("fs.readFile") beats one on its last component
// (fsPromises.readFile's "readFile") by lastPenalty.
const (
	tierExact   = 1000 // symbol as written
	tierLower   = 900  // ignoring case
	tierFolded  = 800  // ignoring case and separators: readfile = read_file = readFile
	tierFuzzy   = 600  // minus fuzzyStep per edit
	fuzzyStep   = 150
	lastPenalty = 50
	tierPrefix  = 300 // plus up to 100 for how much of the name the query covers
	// fuzzyTermWeight scales BM25 for a text term reached by a typo.
	fuzzyTermWeight = 0.5
	// maxExpansions bounds how many vocabulary terms one unknown query
	// term expands to under fuzzy search.
	maxExpansions = 3
)

// stopwords are left out of symbol matching in multi-word queries, so that
// "how to use the cache" does not rank lodash's _.to or React's use*
// hooks first. They still count in BM25 (where their IDF is small).
var stopwords = map[string]bool{
	"a": true, "an": true, "the": true, "to": true, "of": true, "in": true, "on": true, "at": true,
	"for": true, "how": true, "is": true, "it": true, "with": true, "and": true, "or": true, "by": true,
	"from": true, "as": true, "be": true, "this": true, "that": true, "what": true, "when": true,
	"where": true, "why": true, "which": true, "i": true, "my": true, "me": true, "we": true, "do": true,
	"does": true, "can": true, "should": true, "into": true, "your": true, "use": true, "using": true,
	"not": true, "no": true, "are": true, "if": true, "get": true, "set": true, "new": true, "all": true,
}

// candidate is one identifier from the query to match against symbol names.
type candidate struct {
	raw   string
	loose bool // prefix and fuzzy matching allowed
}

// identLike reports whether a word of a multi-word query was written as an
// identifier (useEffect, fs.readFile, read_file, `read`, Client.Do()) rather
// than as an English word, which BM25 handles: "read file" must not rank
// fs.read first.
func identLike(w string, first bool) bool {
	if strings.ContainsAny(w, "`._:#()$") {
		return true
	}
	for i, r := range w {
		if unicode.IsUpper(r) && (i > 0 || !first) {
			return true
		}
	}
	return false
}

func symbolCandidates(q string) []candidate {
	fields := strings.Fields(q)
	var out []candidate
	seen := map[string]bool{}
	add := func(s string, loose bool) {
		if s == "" || seen[s] {
			return
		}
		seen[s] = true
		out = append(out, candidate{s, loose})
		if last := lastComponent(s); last != s && !seen[last] {
			seen[last] = true
			out = append(out, candidate{last, loose})
		}
	}
	if len(fields) == 1 {
		t := trimIdent(fields[0])
		add(t, len(fold(t)) >= 2)
		return out
	}
	var joined strings.Builder
	for i, f := range fields {
		t := trimIdent(f)
		joined.WriteString(t)
		if t == "" || stopwords[strings.ToLower(t)] || !identLike(f, i == 0) {
			continue
		}
		add(t, len(fold(t)) >= 4)
	}
	if len(fields) <= 3 {
		// "read file" → readFile, "new cleint" → NewClient.
		add(joined.String(), len(fold(joined.String())) >= 4)
	}
	return out
}

// queryTerms are the distinct BM25 terms of a query.
func queryTerms(q string) []string {
	var out []string
	seen := map[string]bool{}
	textTerms(q, func(t string) {
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	})
	return out
}

// Search returns up to limit docs best matching query (every matching doc
// when limit <= 0: a request without a limit gets sdk.DefaultSearchLimit,
// which the caller applies), best first; ties keep index order. With fuzzy set, symbol
// names and text words within a few typos of the query match too. An empty
// query finds nothing.
func (ix *Index) Search(query string, limit int, fuzzy bool) []Hit {
	query = strings.TrimSpace(query)
	if query == "" || len(ix.docs) == 0 {
		return nil
	}
	if limit <= 0 {
		limit = len(ix.docs)
	}
	s := searcher{ix: ix, scores: make([]float64, len(ix.docs)), sym: make([]float64, len(ix.docs)), terms: map[string]bool{}}
	for _, t := range queryTerms(query) {
		s.terms[t] = true
		if id, ok := ix.termID[t]; ok {
			s.bm25(id, 1)
			continue
		}
		if fuzzy {
			for _, e := range ix.expand(t, &s.buf) {
				s.terms[ix.termStr[e]] = true
				s.bm25(e, fuzzyTermWeight)
			}
		}
	}
	for _, c := range symbolCandidates(query) {
		s.symbols(c, fuzzy)
	}
	return s.top(limit)
}

type searcher struct {
	ix     *Index
	scores []float64
	sym    []float64 // best symbol tier per doc
	terms  map[string]bool
	buf    []int
}

func (s *searcher) bm25(id int32, w float64) {
	ix := s.ix
	ps := ix.postings[id]
	idf := ix.idf(len(ps))
	for _, p := range ps {
		tf := float64(p.tf)
		norm := k1 * (1 - b + b*float64(ix.docLen[p.doc])/ix.avgLen)
		s.scores[p.doc] += w * idf * tf * (k1 + 1) / (tf + norm)
	}
}

func (s *searcher) bump(refs []symRef, score float64) {
	for _, r := range refs {
		sc := score
		if !r.full {
			sc -= lastPenalty
		}
		if sc > s.sym[r.doc] {
			s.sym[r.doc] = sc
		}
	}
}

func (s *searcher) symbols(c candidate, fuzzy bool) {
	ix := s.ix
	s.bump(ix.exact[c.raw], tierExact)
	s.bump(ix.lower[strings.ToLower(c.raw)], tierLower)
	f := fold(c.raw)
	if f == "" {
		return
	}
	s.bump(ix.folded[f], tierFolded)
	s.terms[f] = true
	if !c.loose {
		return
	}
	// Prefix: "readFi" → readFile, readFileSync; shorter names first.
	i := sort.SearchStrings(ix.foldedKeys, f)
	for ; i < len(ix.foldedKeys) && strings.HasPrefix(ix.foldedKeys[i], f); i++ {
		k := ix.foldedKeys[i]
		if k == f {
			continue
		}
		for _, r := range ix.folded[k] {
			cover := float64(len(f)) / float64(max(len(k), ix.symLen[r.doc], 1))
			if sc := tierPrefix + 100*min(cover, 1); sc > s.sym[r.doc] {
				s.sym[r.doc] = sc
			}
		}
	}
	if !fuzzy {
		return
	}
	maxd := maxTypos(len(f))
	for l := len(f) - maxd; l <= len(f)+maxd; l++ {
		if l <= 0 || l >= len(ix.foldedByLen) {
			continue
		}
		for _, k := range ix.foldedByLen[l] {
			if k == f {
				continue
			}
			// Allow fewer typos against shorter names: "cleint" must not
			// match every five-letter word.
			d := distance(f, k, min(maxd, maxTypos(len(k))), &s.buf)
			if d <= min(maxd, maxTypos(len(k))) {
				s.bump(ix.folded[k], float64(tierFuzzy-fuzzyStep*d))
				s.terms[k] = true
			}
		}
	}
}

// expand returns up to maxExpansions vocabulary terms closest to t within
// maxTypos(len(t)) edits, nearest first.
func (ix *Index) expand(t string, buf *[]int) []int32 {
	maxd := maxTypos(len(t))
	if maxd == 0 {
		return nil
	}
	type cand struct {
		id int32
		d  int
	}
	var found []cand
	for l := len(t) - maxd; l <= len(t)+maxd; l++ {
		if l <= 0 || l >= len(ix.byLen) {
			continue
		}
		for _, id := range ix.byLen[l] {
			if d := distance(t, ix.termStr[id], maxd, buf); d <= maxd {
				found = append(found, cand{id, d})
			}
		}
	}
	sort.SliceStable(found, func(i, j int) bool {
		if found[i].d != found[j].d {
			return found[i].d < found[j].d
		}
		// Commoner words are likelier what was meant.
		return len(ix.postings[found[i].id]) > len(ix.postings[found[j].id])
	})
	out := make([]int32, 0, maxExpansions)
	for i := 0; i < len(found) && i < maxExpansions; i++ {
		out = append(out, found[i].id)
	}
	return out
}

// top picks the best limit docs and makes their snippets.
func (s *searcher) top(limit int) []Hit {
	type scored struct {
		doc   int32
		score float64
	}
	var best []scored // sorted, best first
	for d := range s.scores {
		sc := s.scores[d] + s.sym[d]
		if sc <= 0 {
			continue
		}
		if len(best) == limit && sc <= best[len(best)-1].score {
			continue
		}
		i := sort.Search(len(best), func(i int) bool { return best[i].score < sc })
		if len(best) < limit {
			best = append(best, scored{})
		}
		copy(best[i+1:], best[i:len(best)-1])
		best[i] = scored{int32(d), sc}
	}
	hits := make([]Hit, len(best))
	for i, c := range best {
		d := s.ix.docs[c.doc]
		text := d.Text
		if strings.TrimSpace(text) == "" {
			text = d.Title
		}
		hits[i] = Hit{Doc: d, Score: c.score, Snippet: snippet(text, s.terms, snippetWidth)}
	}
	return hits
}
