package rank

import (
	"math"
	"slices"
	"sort"
	"strings"
	"unicode"
)

// A query is either one identifier ("useEffect", "fs.readFile",
// "ListenAndServ", "NewCleint") or words ("bind JSON request body").
//
// One identifier is matched against symbol names in tiers that sit far
// above any BM25 score (a few points to a few tens), so the kind of match
// decides the order and BM25 breaks ties within a tier. A match on the
// full name ("fs.readFile") beats one on its last component
// (fsPromises.readFile's "readFile") by lastPenalty. Typos are tried only
// when the identifier matches no name exactly (in any case or spelling).
//
// Words are scored in units of the best BM25 score: BM25 over titles, the
// words of symbol names and the text (doc comments), normalised to [0,1];
// plus how much of the query the symbol's name covers (nameWeight); plus
// a bonus when a word written as an identifier (useEffect, Client.Do,
// `read`) or the words joined (read file → readFile) name a symbol.
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

	// nameWeight is what a symbol name covering the whole query adds, in
	// units of the best BM25 score: as much as the best text match, so
	// that a name made of the query's words (BindJSON for "bind JSON")
	// beats a doc that only repeats them, and the text decides among
	// names that cover the query alike.
	nameWeight = 1.0
	// ownerWeight is how much a query word counts when it names the
	// symbol's owner (Context in Context.Query) rather than the symbol.
	ownerWeight = 0.3
	// identBonus is what a word written as an identifier adds when it
	// names a symbol exactly: more than the other signals can add up to,
	// so "useEffect cleanup" finds useEffect first (in a longer query it
	// counts less: identWords). Lower spellings get less, by the same
	// ratios as the tiers.
	identBonus = 3.0
	// joinedBonus is what the query's words joined ("read file" →
	// readFile, "new cleint" → NewClient) add when they name a symbol:
	// one signal among the others.
	joinedBonus = 1.0
	// summaryWeight is what a first doc sentence covering the whole query
	// adds: half of what a name made of the query's words adds, so that a
	// symbol whose doc says what the query asks ("Creates a
	// duplicate-free version of an array") is not buried under names
	// that merely contain one of its words, nor under long docs that
	// repeat them. It is a symbol's: a section's first sentence is not a
	// summary of it, its title is.
	summaryWeight = 0.5
	// proseWeight scales the text score of a doc without a symbol (a
	// README section, a doc file): a passage says many things and
	// repeats the query's words more often than a symbol's doc, which
	// says one; an agent asking what to call is answered by the symbol
	// whose doc says it does that.
	proseWeight = 0.6
	// titleWeight scales nameWeight for the title of a section or file:
	// a title names a whole passage, which says many things, a symbol's
	// name one; a title that merely repeats the query's words must not
	// outrank the symbol whose doc says it does what was asked.
	titleWeight = 0.7
	// capitalsBonus is what a word in capitals (GET, JSON) adds when it is
	// a symbol's name as written, or joined with a neighbouring word
	// names one (bind JSON → BindJSON): an acronym is read as a word, but
	// one that spells a name is likely that name: as much as a summary
	// covering the query (RouterGroup.GET for "register a GET route",
	// not RouterGroup.Any, whose doc "registers a route").
	capitalsBonus = 1.0
	// mainBonus is what a top-level symbol named like the package adds
	// to a query of words it answers at all but does not name: the
	// package's main function or class (ms, tqdm, tempfile) does what the
	// package is for, which is what an agent asking in words most often
	// wants.
	mainBonus = 0.3
	// wordNameBonus is what a plain word of the query adds when it is
	// the whole name of a top-level symbol (retry, Sort, Exit): one
	// signal among the others, less than a summary covering the query.
	wordNameBonus = 0.3
	// versionBonus is what a changelog section titled with a version the
	// query names adds, in units of the best BM25 score.
	versionBonus = 1.0
	// identWords is the number of content words up to which a word
	// written as an identifier gets all of identBonus; in a longer query
	// it gets identBonus × identWords / content words. In a sentence
	// ("Creates a `DataRequest` from a `URLRequest`…") an identifier names
	// what the answer works with more often than the answer itself.
	identWords = 1.0
	// privateDemotion scales the score of a symbol named as not public
	// (privateLooking): with the same evidence, the public name is the
	// one to use. A name asked for as an identifier keeps its tier.
	privateDemotion = 0.9
)

// functionWords never say what a query is about: they are left out of
// matching symbol names ("how to use the cache" must not rank lodash's
// _.to first). They still count in BM25, where their IDF is small.
var functionWords = map[string]bool{
	"a": true, "an": true, "the": true, "to": true, "of": true, "in": true, "on": true, "at": true,
	"for": true, "how": true, "is": true, "it": true, "with": true, "and": true, "or": true, "by": true,
	"from": true, "as": true, "be": true, "this": true, "that": true, "what": true, "when": true,
	"where": true, "why": true, "which": true, "i": true, "my": true, "me": true, "we": true, "do": true,
	"does": true, "can": true, "should": true, "into": true, "your": true, "are": true, "if": true,
	"not": true, "no": true, "its": true, "some": true, "any": true, "there": true, "than": true,
}

// auxWords are the verbs that, before a participle ("has expired"), only
// mark its tense: the participle says what is asked. (was, were and been
// are left out: a doc sentence "was called" reads better with them.)
var auxWords = map[string]bool{"has": true, "have": true, "had": true}

// auxiliaries returns the byte offsets in q of its auxiliary verbs: a word
// of auxWords followed by a participle (a word of five letters or more
// ending in -ed or -en), as in "the token has expired", which asks about
// expiry, not for has_crypto.
func auxiliaries(q string) map[int]bool {
	var out map[int]bool
	prev := -1
	words(q, func(w word) {
		l := strings.ToLower(w.text)
		if prev >= 0 && len(l) > 4 && (strings.HasSuffix(l, "ed") || strings.HasSuffix(l, "en")) {
			if out == nil {
				out = map[int]bool{}
			}
			out[prev] = true
		}
		prev = -1
		if auxWords[l] {
			prev = w.start
		}
	})
	return out
}

// candidate is one identifier from the query to match against symbol names.
type candidate struct {
	raw   string
	loose bool // prefix and fuzzy matching allowed
}

// identLike reports whether a word of a multi-word query was written as an
// identifier rather than as an English word: with a case change inside
// (useEffect, NewClient, ETag), a separator inside (fs.readFile,
// read_file, Vec::new), backticks or call parentheses, or capitalised
// after the first word ("set Cookie"). An acronym in capitals (JSON, GET)
// is a word: "bind JSON request body" is not a search for a symbol named
// JSON.
func identLike(w string, first bool) bool {
	if strings.ContainsAny(w, "`()$") {
		return true
	}
	t := trimIdent(w)
	if strings.ContainsAny(t, "._:#") {
		return true
	}
	rs := []rune(t)
	for i := 1; i < len(rs); i++ {
		if unicode.IsUpper(rs[i]) && unicode.IsLower(rs[i-1]) {
			return true // useEffect
		}
		if i+1 < len(rs) && unicode.IsUpper(rs[i-1]) && unicode.IsUpper(rs[i]) && unicode.IsLower(rs[i+1]) {
			return true // HTTPServer
		}
	}
	if !first && len(rs) > 1 && unicode.IsUpper(rs[0]) {
		for _, r := range rs[1:] {
			if !unicode.IsLower(r) && !unicode.IsDigit(r) {
				return false
			}
		}
		return true // Cookie
	}
	return false
}

// slot is one distinct term of the query and the vocabulary terms it
// reached: itself, or under fuzzy search its nearest spellings (at
// fuzzyTermWeight).
type slot struct {
	term    string
	raw     string // the query word it comes from, lowercased
	ids     []int32
	weights []float64
	idf     float64 // of its best-known spelling
	content bool    // not a function word
	// rel are vocabulary terms related to the term (relatedTerms), with
	// their weights: they count towards covering the query, not in BM25.
	rel  []int32
	relW []float64
	// syn are vocabulary terms that are synonyms of the term (or of a
	// phrase it opens or closes: "throw away" → discard), with their
	// weights (synonyms): they count in BM25, the summary and the name at
	// those weights.
	syn  []int32
	synW []float64
}

// Search returns up to limit docs best matching query (every matching doc
// when limit <= 0: a request without a limit gets sdk.DefaultSearchLimit,
// which the caller applies), best first; ties keep index order. With fuzzy set, symbol
// names and query words that match nothing exactly are also matched
// within a few typos. An empty query finds nothing.
func (ix *Index) Search(query string, limit int, fuzzy bool) []Hit {
	return ix.search(query, limit, fuzzy, nil)
}

// search is Search; explain, when not nil, gets each scored component of
// a query of several words per doc (for tests that say why a doc ranks).
func (ix *Index) search(query string, limit int, fuzzy bool, explain map[string][]float64) []Hit {
	query = strings.TrimSpace(query)
	if query == "" || len(ix.docs) == 0 {
		return nil
	}
	if limit <= 0 {
		limit = len(ix.docs)
	}
	s := searcher{ix: ix, fuzzy: fuzzy, bm: make([]float64, len(ix.docs)), sym: make([]float64, len(ix.docs)), terms: map[string]bool{}, explain: explain}
	s.slots = s.querySlots(query)
	for _, sl := range s.slots {
		for i, id := range sl.ids {
			s.bm25(id, sl.weights[i])
		}
		for i, id := range sl.syn {
			s.bm25(id, sl.synW[i]*synonymBM25)
		}
	}
	fields := strings.Fields(query)
	changes, versions := aboutChanges(query)
	final := make([]float64, len(ix.docs))
	if len(fields) == 1 {
		t := trimIdent(fields[0])
		if t != "" {
			c := candidate{t, len(fold(t)) >= 2}
			s.symbols(c)
			if last := lastComponent(t); last != t {
				s.symbols(candidate{last, c.loose})
			}
		}
		for d := range final {
			bm := s.bm[d]
			if ix.private[d] {
				bm *= privateDemotion
			}
			final[d] = bm + s.sym[d]
		}
	} else {
		s.words(fields, final)
	}
	if len(ix.makers) > 0 && asksToMake(fields) {
		liftMakers(ix.makers, final)
	}
	maxBM := 0.0
	for _, v := range s.bm {
		maxBM = max(maxBM, v)
	}
	unit := 1.0
	if len(fields) == 1 {
		unit = max(maxBM, 1)
	}
	for d := range final {
		if !ix.changelog[d] || final[d] <= 0 {
			continue
		}
		if !changes {
			final[d] *= changelogDemotion
			continue
		}
		for _, v := range versions {
			if namesVersion(ix.docs[d].Title, v) {
				final[d] += versionBonus * unit
				break
			}
		}
	}
	return s.top(final, limit)
}

// querySlots are the query's distinct terms with the vocabulary terms
// each reaches.
func (s *searcher) querySlots(q string) []slot {
	ix := s.ix
	var out []slot
	seen := map[string]bool{}
	aux := auxiliaries(q)
	words(q, func(w word) {
		terms(w.text, func(t string) {
			if seen[t] {
				return
			}
			seen[t] = true
			s.terms[t] = true
			sl := slot{term: t, raw: strings.ToLower(w.text), content: !functionWords[t] && !aux[w.start]}
			if id, ok := ix.termID[t]; ok {
				sl.ids, sl.weights = []int32{id}, []float64{1}
			} else if s.fuzzy {
				for _, e := range ix.expand(t, &s.buf) {
					s.terms[ix.termStr[e]] = true
					sl.ids = append(sl.ids, e)
					sl.weights = append(sl.weights, fuzzyTermWeight)
				}
			}
			for _, id := range sl.ids {
				sl.idf = max(sl.idf, ix.idf(len(ix.postings[id])))
			}
			// A package whose names use the query's word speaks it: the
			// name parts other packages' docs relate to the word (match →
			// glob) would only compete with its own names, as with
			// verbTerms.
			if sl.content && !s.namesSay(sl) {
				for _, r := range relatedTerms(t) {
					if id, ok := ix.termID[r.term]; ok {
						sl.rel = append(sl.rel, id)
						sl.relW = append(sl.relW, r.weight)
						if len(sl.ids) == 0 {
							// A word no doc uses is as specific as its
							// rarest related term.
							sl.idf = max(sl.idf, ix.idf(len(ix.postings[id])))
						}
					}
				}
			}
			out = append(out, sl)
		})
	})
	s.addSynonyms(out)
	s.addAcronyms(out)
	// A name part that is itself a word of the query answers that word:
	// it must not count again as related to another ("request body" in
	// "bind JSON request body" relates to json, which the query names).
	asked := map[int32]bool{}
	for _, sl := range out {
		for _, id := range sl.ids {
			asked[id] = true
		}
	}
	for i := range out {
		sl := &out[i]
		for j := 0; j < len(sl.rel); j++ {
			if asked[sl.rel[j]] {
				sl.rel = slices.Delete(sl.rel, j, j+1)
				sl.relW = slices.Delete(sl.relW, j, j+1)
				j--
			}
		}
	}
	return out
}

// synonymBM25 scales a synonym's weight in BM25, where a common synonym
// (take, go) of a word would otherwise match docs by the hundred.
const synonymBM25 = 0.5

// compoundWeight is what two query words written as one word of the docs
// count for in each of the two: together about one word ("time zone" in a
// query must not count twice for each doc saying timezone).
const compoundWeight = 0.5

// addSynonyms gives each content slot the vocabulary terms its word, or a
// phrase of it and a neighbouring content word ("throw away"), is a
// synonym of (synonyms), but the query's own terms.
func (s *searcher) addSynonyms(slots []slot) {
	ix := s.ix
	asked := map[int32]bool{}
	for _, sl := range slots {
		for _, id := range sl.ids {
			asked[id] = true
		}
	}
	add := func(sl *slot, rs []relatedTerm) {
		for _, r := range rs {
			id, ok := ix.termID[r.term]
			if !ok || asked[id] {
				continue
			}
			if i := slices.Index(sl.syn, id); i >= 0 {
				sl.synW[i] = max(sl.synW[i], r.weight)
				continue
			}
			sl.syn = append(sl.syn, id)
			sl.synW = append(sl.synW, r.weight)
			s.terms[r.term] = true
			if len(sl.ids) == 0 {
				sl.idf = max(sl.idf, ix.idf(len(ix.postings[id])))
			}
		}
	}
	for i := range slots {
		if !slots[i].content {
			continue
		}
		add(&slots[i], synonyms(slots[i].term))
		if !s.namesSay(slots[i]) {
			// A package whose names use the query's word speaks it: its
			// programmers' word for it is no help there (split, slice).
			add(&slots[i], verbTerms(slots[i].term))
		}
		if i+1 < len(slots) && slots[i+1].content {
			// Two words a doc writes as one ("progress bar" →
			// progressbar, "look up" → lookup).
			if id, ok := ix.termID[stem(slots[i].raw+slots[i+1].raw)]; ok && !asked[id] {
				for _, j := range []int{i, i + 1} {
					slots[j].syn = append(slots[j].syn, id)
					slots[j].synW = append(slots[j].synW, compoundWeight)
				}
				s.terms[ix.termStr[id]] = true
			}
		}
		if i+1 < len(slots) {
			phrase := slots[i].term + "_" + slots[i+1].term
			add(&slots[i], synonyms(phrase))
			add(&slots[i+1], synonyms(phrase))
		}
	}
}

// words scores a query of several words into final: normalised BM25, name
// coverage, and identifier bonuses (see the constants).
func (s *searcher) words(fields []string, final []float64) {
	ix := s.ix
	maxBM := 0.0
	for _, v := range s.bm {
		maxBM = max(maxBM, v)
	}
	if maxBM == 0 {
		maxBM = 1
	}
	var total float64
	for _, sl := range s.slots {
		if sl.content && (len(sl.ids) > 0 || len(sl.rel) > 0 || len(sl.syn) > 0) {
			total += sl.idf
		}
	}
	// Identifiers written as such, and the words joined.
	var joined strings.Builder
	for i, f := range fields {
		t := trimIdent(f)
		joined.WriteString(t)
		if t == "" || functionWords[strings.ToLower(t)] || !identLike(f, i == 0) {
			continue
		}
		s.symbols(candidate{t, len(fold(t)) >= 4})
		if last := lastComponent(t); last != t {
			s.symbols(candidate{last, len(fold(last)) >= 4})
		}
	}
	ident := s.sym
	s.sym = make([]float64, len(ix.docs))
	// A plain word of the query that is the whole name of a top-level
	// symbol (retry, Sort, Exit) names what the package calls the thing
	// asked for, however common the word is in its docs (wordNameBonus).
	// An identifier written as such is counted above; a member's name
	// (Client.Close for "close") is a word of too many sentences.
	wordNames := make([]bool, len(ix.docs))
	for i, f := range fields {
		t := trimIdent(f)
		if len(t) < 4 || functionWords[strings.ToLower(t)] || identLike(f, i == 0) {
			continue
		}
		for _, r := range ix.folded[fold(t)] {
			// Top-level: Complex, not its operator Complex./, which
			// folds alike.
			if r.full && !strings.ContainsAny(strings.TrimSpace(ix.docs[r.doc].Symbol), ".:#/") {
				wordNames[r.doc] = true
			}
		}
	}
	if len(fields) <= 3 {
		if j := joined.String(); len(fold(j)) >= 4 {
			s.symbols(candidate{j, false})
		}
	}
	// A word in capitals (GET, JSON, URL) is read as a word, but joined
	// with a neighbouring content word it may name a symbol (bind JSON →
	// BindJSON), in a query of any length; and when it does not, a symbol
	// named exactly that word as written (RouterGroup.GET) is one of those
	// meant (capitalsBonus). The joined reading, more specific, wins: then
	// Context.JSON is no answer to "bind JSON request body".
	caps := make([]float64, len(ix.docs))
	for i, f := range fields {
		t := trimIdent(f)
		if !isCapitals(t) {
			continue
		}
		named := false
		for _, j := range []int{i - 1, i + 1} {
			if j < 0 || j >= len(fields) {
				continue
			}
			n := trimIdent(fields[j])
			if n == "" || functionWords[strings.ToLower(n)] {
				continue
			}
			joined := n + t
			if j > i {
				joined = t + n
			}
			if len(fold(joined)) >= 6 && len(ix.folded[fold(joined)]) > 0 {
				s.bump(ix.folded[fold(joined)], tierFolded)
				named = true
			}
		}
		if !named {
			for _, r := range ix.exact[t] {
				caps[r.doc] = max(caps[r.doc], tierExact)
			}
		}
	}
	// The names the query says: each word, and two neighbours joined
	// (temp file), folded.
	said := map[string]bool{}
	for i, f := range fields {
		said[fold(trimIdent(f))] = true
		if i+1 < len(fields) {
			said[fold(trimIdent(f)+trimIdent(fields[i+1]))] = true
		}
	}
	// Two words of a long query name a symbol by chance ("a destination
	// URL" in a sentence); they say less of what is asked the more other
	// words there are.
	pairs := s.sym
	s.sym = make([]float64, len(ix.docs))
	content := 0
	for _, sl := range s.slots {
		if sl.content {
			content++
		}
	}
	act := asksToAct(fields)
	head := s.headSlot(fields)
	pairWeight := joinedBonus * min(1, 3/float64(max(content, 1)))
	identWeight := identBonus * min(1, identWords/float64(max(content, 1)))
	for d := range final {
		sc := s.bm[d] / maxBM
		if ix.docs[d].Symbol == "" {
			sc *= proseWeight
		}
		s.note("bm25", d, sc)
		if total > 0 && len(ix.nameTerms[d]) > 0 {
			w := nameWeight
			if ix.docs[d].Symbol == "" {
				w *= titleWeight
			}
			v := w * s.nameCover(int32(d), total)
			s.note("name", d, v)
			sc += v
		}
		if total > 0 && len(ix.summaryTerms[d]) > 0 && ix.docs[d].Symbol != "" {
			v := summaryWeight * s.summaryCover(int32(d), total)
			s.note("summary", d, v)
			sc += v
		}
		if v := headWeight * s.headMatch(int32(d), head); v > 0 {
			s.note("head", d, v)
			sc += v
		}
		if ident[d] > 0 {
			s.note("ident", d, identWeight*ident[d]/tierExact)
			sc += identWeight * ident[d] / tierExact
		}
		if s.sym[d] > 0 {
			s.note("joined", d, joinedBonus*s.sym[d]/tierExact)
			sc += joinedBonus * s.sym[d] / tierExact
		}
		if wordNames[d] {
			s.note("word", d, wordNameBonus)
			sc += wordNameBonus
		}
		if pairs[d] > 0 {
			s.note("pairs", d, pairWeight*pairs[d]/tierExact)
			sc += pairWeight * pairs[d] / tierExact
		}
		if caps[d] > 0 {
			s.note("caps", d, capitalsBonus*caps[d]/tierExact)
			sc += capitalsBonus * caps[d] / tierExact
		}
		if ix.main != nil && ix.main[d] && sc > 0 && !said[fold(lastComponent(ix.docs[d].Symbol))] {
			// A query naming the package ("the default seccomp profile")
			// asks about it, not for its main symbol, which its name
			// match already counts. Words that only share parts with
			// the name (temporary file, tempfile) do not name it.
			s.note("main", d, mainBonus)
			sc += mainBonus
		}
		if act && valueKinds[strings.ToLower(ix.docs[d].Kind)] {
			s.note("value", d, sc*(valueWeight-1))
			sc *= valueWeight
		}
		if ix.private[d] {
			sc *= privateDemotion
		}
		final[d] = sc
	}
}

// headWeight is what a symbol's first sentence opening with the query's
// verb adds ("Skips the current directory." for "skip a directory while
// walking", "Enables a debug mode by namespaces." for "enable logging for
// some namespaces"): the query says what the agent wants done, the
// sentence's first word what the symbol does; less when many of the
// package's sentences open with it (headMatch).
const headWeight = 0.3

// headSlot is the index of the slot of the query's first content word
// after a lead-in ("how do I"), -1 when none: the verb of a request
// ("skip a directory…") or of a description ("Returns the current
// directory"), whose common words (returns) headMatch weighs little.
func (s *searcher) headSlot(fields []string) int {
	for _, f := range fields {
		w := strings.ToLower(strings.Trim(f, ".,;:!?\"'`()"))
		if leadIns[w] || functionWords[w] {
			continue
		}
		for i, sl := range s.slots {
			if sl.raw == w && sl.content {
				return i
			}
		}
		return -1
	}
	return -1
}

// headMatch is how well the word doc's first sentence opens with answers
// the query's verb (slot h): 1 for the verb itself, its synonyms' and
// related words' weights for theirs; times the square of how rare the
// word is as an opening among the package's symbols (its IDF over theirs,
// as a share of the highest), since a verb most sentences open with
// ("Convert…" in a crate of case conversions) tells none apart.
func (s *searcher) headMatch(doc int32, h int) float64 {
	if h < 0 || s.ix.head[doc] < 0 {
		return 0
	}
	t := s.ix.head[doc]
	sl := s.slots[h]
	best := 0.0
	for i, id := range sl.ids {
		if id == t {
			best = max(best, sl.weights[i])
		}
	}
	for i, id := range sl.syn {
		if id == t {
			best = max(best, sl.synW[i])
		}
	}
	for i, id := range sl.rel {
		if id == t {
			best = max(best, sl.relW[i])
		}
	}
	if best == 0 {
		return 0
	}
	r := s.ix.idf(s.ix.headCount[t]) / s.ix.idf(1)
	return best * r * r
}

// nameCover is how much of the query (by IDF) doc's name covers, times
// how much of the name the query covers: 1 when the name is made of
// exactly the query's words, so that for "bind JSON request body" BindJSON
// (every part asked for) beats ShouldBindBodyWithJSON (two parts not
// asked for), though the latter covers one more query word. A name part that abbreviates a query
// word (param for parameter, config for configuration) counts at
// abbrevWeight.
func (s *searcher) nameCover(doc int32, total float64) float64 {
	v := s.cover(s.ix.nameTerms[doc], s.ix.ownerTerms[doc], total)
	if s.ix.glued != nil && s.ix.glued[doc] != nil {
		// tempfile read as temp file: the better reading counts.
		v = max(v, s.cover(s.ix.glued[doc], s.ix.ownerTerms[doc], total))
	}
	return v
}

// cover is nameCover for a name of the given parts and owner parts.
func (s *searcher) cover(name, owner []int32, total float64) float64 {
	var covered float64
	hit := make([]bool, len(name))
	for _, sl := range s.slots {
		if !sl.content {
			continue
		}
		best := 0.0
		for i, id := range sl.ids {
			for j, n := range name {
				if w := s.partMatch(n, id) * sl.weights[i]; w > 0 {
					hit[j] = true
					if slices.Contains(owner, n) {
						// A member's name part that repeats its owner's
						// (Reachability in
						// NetworkReachabilityManager.NetworkReachabilityStatus)
						// names the owner: it answers as the owner's name
						// does.
						w *= ownerWeight
					}
					best = max(best, w)
				}
			}
			for _, n := range owner {
				best = max(best, ownerWeight*s.partMatch(n, id)*sl.weights[i])
			}
		}
		for i, id := range sl.rel {
			for j, n := range name {
				if n == id {
					hit[j] = true
					best = max(best, sl.relW[i])
				}
			}
		}
		for i, id := range sl.syn {
			for j, n := range name {
				if w := s.partMatch(n, id) * sl.synW[i]; w > 0 {
					hit[j] = true
					best = max(best, w)
				}
			}
		}
		covered += best * sl.idf
	}
	n := 0
	for _, h := range hit {
		if h {
			n++
		}
	}
	precision := float64(n) / float64(len(name))
	return covered / total * precision
}

// summaryCover is how much of the query (by IDF) the doc's first sentence
// covers: the query says what the agent wants done, a summary what the
// symbol does. A query word reaches the sentence as it reaches names: as
// itself, its synonyms, and the name parts its docs relate it to
// (related.txt: over → iter for "Decorate an iterable object…"), which
// are the words the sentence uses for it.
func (s *searcher) summaryCover(doc int32, total float64) float64 {
	sum := s.ix.summaryTerms[doc]
	var covered float64
	matched := 0
	for _, sl := range s.slots {
		if !sl.content {
			continue
		}
		best := 0.0
		for i, id := range sl.ids {
			if _, ok := slices.BinarySearch(sum, id); ok {
				best = max(best, sl.weights[i])
			}
		}
		for i, id := range sl.syn {
			if _, ok := slices.BinarySearch(sum, id); ok {
				best = max(best, sl.synW[i])
			}
		}
		for i, id := range sl.rel {
			if _, ok := slices.BinarySearch(sum, id); ok && !s.sameStem(sl, id) {
				best = max(best, sl.relW[i])
			}
		}
		if best > 0 {
			matched++
		}
		covered += best * sl.idf
	}
	// A long summary covers words by chance; one mostly made of the
	// query's words says what was asked.
	precision := math.Sqrt(float64(matched) / float64(len(sum)))
	return covered / total * min(1, 2*precision)
}

// sameStem reports whether vocabulary term id shortens or extends one of
// sl's own terms (param for parameter, reader for read): in a first
// sentence such a word is a name the doc cites (Params "is a
// Param-slice"), not the word for what the symbol does.
func (s *searcher) sameStem(sl slot, id int32) bool {
	r := s.ix.termStr[id]
	for _, q := range sl.ids {
		t := s.ix.termStr[q]
		if strings.HasPrefix(r, t) || strings.HasPrefix(t, r) {
			return true
		}
	}
	return strings.HasPrefix(r, sl.term) || strings.HasPrefix(sl.term, r)
}

// abbrevWeight is how much a name part counts when it is an abbreviation
// (a prefix of at least 3 letters) of a query word, or the other way
// round: identifiers shorten words (param, config, req, env, dir).
const abbrevWeight = 0.7

// partMatch is 1 when name part n is query term q, abbrevWeight when one
// abbreviates the other, else 0.
func (s *searcher) partMatch(n, q int32) float64 {
	if n == q {
		return 1
	}
	a, b := s.ix.termStr[n], s.ix.termStr[q]
	if len(a) > len(b) {
		a, b = b, a
	}
	if len(a) >= 3 && strings.HasPrefix(b, a) && !isDigit(a[0]) {
		return abbrevWeight
	}
	return 0
}

type searcher struct {
	ix    *Index
	fuzzy bool
	slots []slot
	bm    []float64 // BM25 per doc
	sym   []float64 // best symbol tier per doc
	terms map[string]bool
	buf   []int
	// explain, when not nil, gets each component of a words score per
	// doc, by name.
	explain map[string][]float64
}

// note records component name's value v for doc d when explaining.
func (s *searcher) note(name string, d int, v float64) {
	if s.explain == nil || v == 0 {
		return
	}
	if s.explain[name] == nil {
		s.explain[name] = make([]float64, len(s.ix.docs))
	}
	s.explain[name][d] = v
}

// ownerBM25 scales what a query term adds to a member's BM25 when it
// names the member's owner (complex in Complex.normalized, retry in
// BaseRetrying.wraps): a member's doc repeats its type's name, and the
// word asks for the type rather than for each of its members. A word
// the member's own name has too (command in Command.AddCommand) keeps
// its weight.
const ownerBM25 = 0.5

func (s *searcher) bm25(id int32, w float64) {
	ix := s.ix
	ps := ix.postings[id]
	idf := ix.idf(len(ps))
	for _, p := range ps {
		tf := float64(p.tf)
		norm := k1 * (1 - b + b*float64(ix.docLen[p.doc])/ix.avgLen)
		v := w * idf * tf * (k1 + 1) / (tf + norm)
		if slices.Contains(ix.ownerTerms[p.doc], id) && !slices.Contains(ix.nameTerms[p.doc], id) {
			v *= ownerBM25
		}
		s.bm[p.doc] += v
	}
}

// bump raises the symbol tier of refs' docs to score, and reports whether
// there were any.
func (s *searcher) bump(refs []symRef, score float64) bool {
	for _, r := range refs {
		sc := score
		if !r.full {
			sc -= lastPenalty
		}
		if sc > s.sym[r.doc] {
			s.sym[r.doc] = sc
		}
	}
	return len(refs) > 0
}

func (s *searcher) symbols(c candidate) {
	ix := s.ix
	exact := s.bump(ix.exact[c.raw], tierExact)
	exact = s.bump(ix.lower[strings.ToLower(c.raw)], tierLower) || exact
	f := fold(c.raw)
	if f == "" {
		return
	}
	exact = s.bump(ix.folded[f], tierFolded) || exact
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
	if !s.fuzzy || exact {
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

// top picks the best limit docs by score and makes their snippets. Docs
// that give the same answer count once, the best scored standing for the
// rest: two read through one locator (overloads of a symbol), or two
// symbols of one name, declaration and doc (one function reached through
// several owners: _.before, _.LoDashStatic.before).
func (s *searcher) top(score []float64, limit int) []Hit {
	type scored struct {
		doc   int32
		score float64
	}
	var cands []scored
	for d, sc := range score {
		if sc > 0 && (s.ix.redundant == nil || !s.ix.redundant[d]) {
			cands = append(cands, scored{int32(d), sc})
		}
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].score > cands[j].score })
	type sameDoc struct{ name, signature, text string }
	// An example read through its symbol's locator (a Go Example func)
	// is that symbol's answer: where the symbol's own doc matched too, the
	// symbol is shown in the example's place, with its doc line, rather
	// than the example's code standing for it.
	own := map[Locator]int32{}
	for _, c := range cands {
		d := &s.ix.docs[c.doc]
		if d.Kind != "example" && d.Symbol != "" && d.Locator != (Locator{}) {
			if _, ok := own[d.Locator]; !ok {
				own[d.Locator] = c.doc
			}
		}
	}
	seenLoc := map[Locator]bool{}
	// A symbol and its aliases are one answer, placed by the best scored;
	// an alias is shown when it leads by more than aliasTie.
	seenAlias := map[int32]bool{}
	seenDoc := map[sameDoc]bool{}
	var best []scored
	for _, c := range cands {
		if len(best) == limit {
			break
		}
		if len(s.ix.alias) > 0 {
			g := c.doc
			if j, ok := s.ix.alias[int(c.doc)]; ok {
				g = int32(j)
			}
			if seenAlias[g] {
				continue
			}
			seenAlias[g] = true
			if g != c.doc && score[g] >= aliasTie*c.score {
				// The alias leads by words it borrowed from its target:
				// the target is the answer.
				c.doc = g
			}
		}
		d := &s.ix.docs[c.doc]
		if d.Kind == "example" {
			if o, ok := own[d.Locator]; ok && !seenLoc[d.Locator] {
				c.doc = o
				d = &s.ix.docs[o]
			}
		}
		if d.Locator != (Locator{}) {
			if seenLoc[d.Locator] {
				continue
			}
			seenLoc[d.Locator] = true
		}
		text := d.Text
		if strings.TrimSpace(text) == "" {
			// Undocumented members of one name and declaration under
			// several owners (debug.log, debug.Debug.log) that borrow the
			// same prose lines are told apart by nothing.
			text = s.ix.lent[int(c.doc)]
		}
		if d.Symbol != "" && strings.TrimSpace(text) != "" {
			k := sameDoc{lastComponent(d.Symbol), d.Signature, text}
			if seenDoc[k] {
				continue
			}
			seenDoc[k] = true
		}
		best = append(best, c)
	}
	hits := make([]Hit, len(best))
	for i, c := range best {
		d := s.ix.docs[c.doc]
		text := d.Text
		if strings.TrimSpace(text) == "" {
			text = d.Signature
		}
		if strings.TrimSpace(text) == "" {
			text = d.Title
		}
		hits[i] = Hit{Doc: d, Score: c.score, Snippet: snippet(text, s.terms, snippetWidth, s.ix.eachTerm)}
	}
	return hits
}

// isCapitals reports whether w is a word of two or more capital letters.
func isCapitals(w string) bool {
	if len(w) < 2 {
		return false
	}
	for _, r := range w {
		if r < 'A' || r > 'Z' {
			return false
		}
	}
	return true
}

// namesSay reports whether a term sl reaches is a part of a symbol's name
// in the package.
func (s *searcher) namesSay(sl slot) bool {
	for _, id := range sl.ids {
		if s.ix.namePart[id] {
			return true
		}
	}
	return false
}

// acronymWeight is what a name part or doc word counts for in each of
// the query's words whose initials it spells (lru for "least recently
// used", rng for "random number generator"): names abbreviate terms of
// art so.
const acronymWeight = 0.8

// minAcronym and maxAcronym bound the length of an acronym read from the
// query's words: two letters spell a word by chance.
const (
	minAcronym = 3
	maxAcronym = 5
)

// addAcronyms gives each run of minAcronym to maxAcronym consecutive
// content words of the query the vocabulary term their initials spell,
// when the package uses it and the query does not, as a synonym of each
// word of the run at acronymWeight.
func (s *searcher) addAcronyms(slots []slot) {
	ix := s.ix
	var content []int
	for i, sl := range slots {
		if sl.content && sl.raw != "" {
			content = append(content, i)
		}
	}
	if len(content) < minAcronym {
		return
	}
	asked := map[int32]bool{}
	for _, sl := range slots {
		for _, id := range sl.ids {
			asked[id] = true
		}
	}
	buf := make([]byte, 0, maxAcronym)
	for n := minAcronym; n <= maxAcronym && n <= len(content); n++ {
		for i := 0; i+n <= len(content); i++ {
			run := content[i : i+n]
			buf = buf[:0]
			for _, j := range run {
				buf = append(buf, slots[j].raw[0])
			}
			id, ok := ix.termID[string(buf)]
			if !ok || asked[id] {
				continue
			}
			for _, j := range run {
				slots[j].syn = append(slots[j].syn, id)
				slots[j].synW = append(slots[j].synW, acronymWeight)
			}
			s.terms[ix.termStr[id]] = true
		}
	}
}

// aliasTie is how close to an alias's score its target's must come for a
// hit to show the target: an alias scores by its target's doc, which it
// borrows, and by its own name; it is shown when its own name makes the
// difference (chrono's Local, a crate root's re-export of offset::Local,
// for "current local time").
const aliasTie = 0.8
