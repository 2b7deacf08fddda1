package rank

import (
	"math"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"
)

// Locator says where a hit is read in full: by symbol (the describe tool's
// symbol argument), or by doc file path and/or README section (GetDoc). It
// is the same type as sdk.Locator, so a hit's locator goes into an sdk.Hit
// as it is.
type Locator struct {
	Symbol  string `json:"symbol,omitempty"`
	Path    string `json:"path,omitempty"`
	Section string `json:"section,omitempty"`
}

// Doc is one searchable unit: a README section, a symbol, a doc file.
type Doc struct {
	// Locator is where the doc is read in full; returned untouched in its
	// Hit.
	Locator Locator
	// ID is an optional key of the caller's (to tell docs apart, for
	// example to drop duplicates); returned untouched. Put where the doc
	// is read in Locator, not in ID.
	ID string
	// Kind is the caller's category ("section", "func", "class"...);
	// returned untouched.
	Kind string
	// Title is weighted above Text (TitleBoost).
	Title string
	// Symbol is the API name this doc documents ("Client.Do",
	// "fs.readFile", "useEffect"); empty for prose. It is matched as an
	// identifier (see the package doc) and also indexed like Title.
	Symbol string
	// Signature is a symbol's declaration. Its words are indexed at
	// SignatureWeight: parameter names and types say little about what
	// the symbol does, and must not outweigh its doc.
	Signature string
	// Text is the body: a symbol's doc comment, a section's Markdown. Its
	// first sentence (the summary a doc comment opens with) is indexed
	// again at SummaryBoost.
	Text string
}

// Hit is one search result.
type Hit struct {
	Doc   Doc
	Score float64
	// Snippet is about 200 characters of Text (or Title when Text is
	// empty) around the query's words, whitespace collapsed, "…" where
	// cut.
	Snippet string
}

// BM25 parameters: the usual Okapi defaults.
const (
	k1 = 1.2
	b  = 0.75
	// TitleBoost is how many times a title or symbol word counts against
	// a text word.
	TitleBoost = 3
	// SummaryBoost is how much more a word of a doc's first sentence
	// counts: a doc comment opens by saying what the symbol does.
	SummaryBoost = 0.5
	// SignatureWeight is how much a word of a symbol's declaration counts.
	SignatureWeight = 0.3
)

// symRef is a doc whose symbol matches a key, and whether the key is the
// full name ("fs.readFile") or only its last component ("readFile").
type symRef struct {
	doc  int32
	full bool
}

type posting struct {
	doc int32
	tf  float32
}

// Index is an immutable search index over a set of docs.
type Index struct {
	docs     []Doc
	termID   map[string]int32
	termStr  []string
	postings [][]posting
	docLen   []float32
	avgLen   float64
	// byLen[n] lists term ids of n-byte terms, for fuzzy expansion.
	byLen [][]int32

	// Symbol lookup: each doc's full symbol name and its last component,
	// in three spellings.
	exact  map[string][]symRef // as written
	lower  map[string][]symRef // lowercased
	folded map[string][]symRef // fold(): lowercased, separators dropped
	// foldedKeys are folded's keys sorted, for prefix search, and bucketed
	// by length in foldedByLen for fuzzy search.
	foldedKeys  []string
	foldedByLen [][]string
	// symLen is each doc's folded last component's length (0: no symbol),
	// so a prefix match on a shorter name ranks higher.
	symLen []int
	// nameTerms are the term ids of each doc's symbol name: the parts of
	// its last component ("ShouldBindJSON": should, bind, json), and
	// ownerTerms those of the components before it ("Context").
	nameTerms, ownerTerms [][]int32
	// namePart holds the term ids that are a part of some symbol's name.
	namePart map[int32]bool
	// glued are the two words of a symbol name of one part that glues
	// them (splitGlued), read as a name of two parts as well; nil when
	// no name is.
	glued [][]int32
	// wordTerms are the term ids of every word indexed, so that snippets
	// need not stem again.
	wordTerms map[string][]int32
	// summaryTerms are the distinct content term ids of each doc's first
	// sentence, sorted: what the doc says the symbol does.
	summaryTerms [][]int32
	// head is the term of the word each symbol's first sentence opens
	// with (without the symbol's own name), -1 when none: the verb a doc
	// comment says what the symbol does with ("Removes a file…"); and
	// headCount counts the symbols that open with each.
	head      []int32
	headCount map[int32]int
	// main marks the top-level symbols named like the package.
	main []bool
	// private marks symbols named as not public (privateLooking).
	private []bool
	// changelog marks release notes and history files, which rank below
	// the rest unless the query is about versions or changes.
	changelog []bool
	// lent holds the prose lines each undocumented symbol borrows
	// (proseAbout), by doc index.
	lent map[int]string
	// alias maps a symbol declared as another one of the package (pub
	// use, X = Y, typealias, import * as) to that one's doc; the two are
	// one answer (top).
	alias map[int]int
	// redundant marks prose docs that another doc of the same title
	// contains (an example cut from a README section, a section repeated
	// in a doc file): a hit on them would only repeat that one.
	redundant []bool
	// makers maps a type's doc to the docs of what makes one
	// (makers.go), which a query asking to make something ranks above
	// it.
	makers map[int][]int
}

// NewIndex indexes docs. It never fails; an empty Index finds nothing.
func NewIndex(docs []Doc) *Index { return NewPackageIndex("", docs) }

// NewPackageIndex indexes the docs of the package named pkg ("ms",
// "github.com/cenkalti/backoff/v4", "@scope/name", "apple/swift-system"):
// a top-level symbol named like the package (ms, tqdm, tempfile) is what
// the package is for, and leads among docs that answer a query alike
// (mainBonus). An empty pkg is NewIndex.
func NewPackageIndex(pkg string, docs []Doc) *Index {
	ix := &Index{
		docs:   docs,
		termID: make(map[string]int32),
		docLen: make([]float32, len(docs)),
		exact:  make(map[string][]symRef),
		lower:  make(map[string][]symRef),
		folded: make(map[string][]symRef),
		symLen: make([]int, len(docs)),

		nameTerms:  make([][]int32, len(docs)),
		ownerTerms: make([][]int32, len(docs)),
		changelog:  make([]bool, len(docs)),

		summaryTerms: make([][]int32, len(docs)),
		head:         make([]int32, len(docs)),
		headCount:    map[int32]int{},
		private:      make([]bool, len(docs)),
	}
	// Words repeat across docs, so each distinct word is split into terms
	// once; tf is indexed by term id, touched lists the ids to reset.
	memo := make(map[string][]int32)
	ix.wordTerms = memo
	var tf []float32
	var touched []int32
	var total float64
	var n float32
	termsOf := func(w string) []int32 {
		if ids, ok := memo[w]; ok {
			return ids
		}
		var ids []int32
		terms(w, func(t string) {
			id, ok := ix.termID[t]
			if !ok {
				id = int32(len(ix.termStr))
				ix.termID[t] = id
				ix.termStr = append(ix.termStr, t)
				ix.postings = append(ix.postings, nil)
				tf = append(tf, 0)
			}
			ids = append(ids, id)
		})
		memo[strings.Clone(w)] = ids
		return ids
	}
	add := func(text string, weight float32) {
		words(text, func(w word) {
			for _, id := range termsOf(w.text) {
				if tf[id] == 0 {
					touched = append(touched, id)
				}
				tf[id] += weight
				n += weight
			}
		})
	}
	borrowed := proseAbout(docs)
	ix.lent = borrowed
	captions := captionsOf(docs)
	shared := membersSay(docs)
	memberNames := memberNamesOf(docs)
	ix.alias = aliasTargets(docs)
	ix.makers = makers(docs)
	likes := likeTargets(docs)
	for i, d := range docs {
		n = 0
		add(d.Title, TitleBoost)
		if d.Symbol != "" && d.Symbol != d.Title {
			add(d.Symbol, TitleBoost)
		}
		add(d.Signature, SignatureWeight)
		add(d.Text, 1)
		first := summary(d.Text)
		sum := withoutName(first, d.Symbol)
		if b := borrowed[i]; b != "" {
			// An undocumented symbol is described by what the prose says
			// of it.
			add(b, 1)
			sum = b
		}
		add(sum, SummaryBoost)
		if j, ok := ix.alias[i]; ok {
			// A name declared as another's (a re-export, an assignment,
			// a type alias) is what that one's doc says it is.
			add(docs[j].Text, 1)
			if sum == "" || borrowed[i] != "" {
				sum = withoutName(summary(docs[j].Text), docs[j].Symbol)
			} else {
				sum += "\n" + withoutName(summary(docs[j].Text), docs[j].Symbol)
			}
		}
		if j, ok := likes[i]; ok {
			// "Like X but…", "The same as X, except…": what X's doc says
			// it does, this one does too. Not in its summary: a query of
			// X's own first sentence asks for X.
			add(withoutName(summary(docs[j].Text), docs[j].Symbol), 1)
		}
		if m := shared[i]; m != "" {
			// An undocumented type is what its members' docs say
			// alike.
			add(m, 1)
			sum += "\n" + m
		}
		if m := memberNames[i]; m != "" {
			// A type of a few members (an options struct) is what its
			// fields and methods are named.
			add(m, memberNameWeight)
		}
		if c := captions[i]; c != "" {
			// The titles of the sections and examples that use a symbol
			// say what it is used for.
			add(c, 1)
			sum += "\n" + c
		}
		for _, id := range touched {
			ix.postings[id] = append(ix.postings[id], posting{int32(i), tf[id]})
			tf[id] = 0
		}
		touched = touched[:0]
		ix.docLen[i] = n
		total += float64(n)
		ix.addSymbol(int32(i), d.Symbol)
		if d.Symbol != "" {
			ix.nameTerms[i], ix.ownerTerms[i] = ix.symbolTerms(d.Symbol)
		} else {
			// A section's or file's title is its name.
			ix.nameTerms[i] = ix.titleTerms(d.Title)
		}
		ix.private[i] = privateLooking(d.Symbol)
		ix.changelog[i] = isChangelog(d)
		ix.summaryTerms[i] = ix.contentTerms(sum, termsOf)
		ix.head[i] = -1
		if d.Symbol != "" {
			own, sym := first, d.Symbol
			if j, ok := ix.alias[i]; ok && strings.TrimSpace(own) == "" {
				own, sym = summary(docs[j].Text), docs[j].Symbol
			}
			if j, ok := likes[i]; ok {
				own, sym = summary(docs[j].Text), docs[j].Symbol
			}
			if ix.head[i] = ix.headTerm(own, sym, termsOf); ix.head[i] >= 0 {
				ix.headCount[ix.head[i]]++
			}
		}
	}
	if len(docs) > 0 {
		ix.avgLen = total / float64(len(docs))
	}
	for i, d := range docs {
		if d.Symbol != "" && len(ix.nameTerms[i]) == 1 {
			if a, b, ok := ix.splitGlued(strings.ToLower(lastComponent(strings.TrimSpace(d.Symbol)))); ok {
				if ix.glued == nil {
					ix.glued = make([][]int32, len(docs))
				}
				ix.glued[i] = []int32{a, b}
			}
		}
	}
	ix.namePart = map[int32]bool{}
	for i, d := range docs {
		if d.Symbol != "" {
			for _, id := range ix.nameTerms[i] {
				ix.namePart[id] = true
			}
		}
	}
	ix.redundant = redundantDocs(docs)
	ix.main = mainSymbols(pkg, docs)
	for id, t := range ix.termStr {
		for len(ix.byLen) <= len(t) {
			ix.byLen = append(ix.byLen, nil)
		}
		ix.byLen[len(t)] = append(ix.byLen[len(t)], int32(id))
	}
	for k := range ix.folded {
		ix.foldedKeys = append(ix.foldedKeys, k)
	}
	sort.Strings(ix.foldedKeys)
	for _, k := range ix.foldedKeys {
		for len(ix.foldedByLen) <= len(k) {
			ix.foldedByLen = append(ix.foldedByLen, nil)
		}
		ix.foldedByLen[len(k)] = append(ix.foldedByLen[len(k)], k)
	}
	return ix
}

func (ix *Index) addSymbol(doc int32, sym string) {
	sym = strings.TrimSpace(sym)
	if sym == "" {
		return
	}
	last := lastComponent(sym)
	ix.symLen[doc] = len(fold(last))
	for _, m := range []struct {
		m    map[string][]symRef
		norm func(string) string
	}{
		{ix.exact, func(s string) string { return s }},
		{ix.lower, strings.ToLower},
		{ix.folded, fold},
	} {
		full := m.norm(sym)
		if full == "" {
			continue
		}
		m.m[full] = append(m.m[full], symRef{doc, true})
		if l := m.norm(last); l != full && l != "" {
			m.m[l] = append(m.m[l], symRef{doc, false})
		}
	}
}

// privateLooking reports whether a component of sym starts with an
// underscore, as names do that a package exports but does not mean for
// its users (Swift's _AsyncBytesBuffer, Python's _helper): not a bare
// "_" (lodash's _.chunk) nor a dunder (__init__, which is public API).
func privateLooking(sym string) bool {
	for _, c := range strings.FieldsFunc(sym, func(r rune) bool { return strings.ContainsRune(".:#/", r) }) {
		if len(c) > 1 && c[0] == '_' && !(strings.HasPrefix(c, "__") && strings.HasSuffix(c, "__")) {
			return true
		}
	}
	return false
}

// symbolTerms returns the distinct term ids of the parts of sym's last
// component, and of its other components. Every one is in the vocabulary:
// Symbol is indexed.
func (ix *Index) symbolTerms(sym string) (name, owner []int32) {
	sym = strings.TrimSpace(sym)
	if sym == "" {
		return nil, nil
	}
	last := lastComponent(sym)
	collect := func(s string, out []int32) []int32 {
		words(s, func(w word) {
			ps := parts(w.text)
			if len(ps) < 2 {
				ps = []string{w.text}
			}
			for _, p := range ps {
				id, ok := ix.termID[stem(strings.ToLower(p))]
				if ok && !slices.Contains(out, id) {
					out = append(out, id)
				}
			}
		})
		return out
	}
	name = collect(last, nil)
	if owner := strings.TrimSuffix(sym[:len(sym)-len(last)], "."); owner != "" {
		return name, collect(owner, nil)
	}
	return name, nil
}

// minGlued is the shortest name part split into two words, and minPiece
// the shortest word of the two: shorter pieces (a, in, re) split names by
// chance.
const (
	minGlued = 7
	minPiece = 3
)

// splitGlued splits a name of one part that glues two words without case
// or separator (tempfile, readlines, listdir, progressbar) into the
// two words, when both are words of the package's docs: the name says
// them both, as TempFile would. Of several splits the most even wins.
func (ix *Index) splitGlued(w string) (a, b int32, ok bool) {
	if len(w) < minGlued || !isASCII(w) || len(parts(w)) != 1 {
		return 0, 0, false
	}
	// A piece must be a word the docs write (wordTerms, no stemming
	// again): that is cheaper, and stricter.
	word := func(p string) (int32, bool) {
		ids := ix.wordTerms[p]
		if len(ids) != 1 || functionWords[ix.termStr[ids[0]]] {
			return 0, false
		}
		return ids[0], true
	}
	best := 0
	for i := minPiece; i <= len(w)-minPiece; i++ {
		x, okx := word(w[:i])
		y, oky := word(w[i:])
		if !okx || !oky {
			continue
		}
		if m := min(i, len(w)-i); m > best {
			best, a, b, ok = m, x, y, true
		}
	}
	return a, b, ok
}

// titleTerms returns the distinct term ids of a title's words, without
// function words.
func (ix *Index) titleTerms(title string) []int32 {
	var out []int32
	textTerms(title, func(t string) {
		if id, ok := ix.termID[t]; ok && !functionWords[t] && !slices.Contains(out, id) {
			out = append(out, id)
		}
	})
	return out
}

// headTerm is the term of the word first sentence s of symbol sym opens
// with, when that is one term and no function word (a sentence such as
// "A named temporary file" opens with none), else -1. A sentence opening
// with the symbol's name says what it does with the next word ("Getwd
// returns…"), unless that is a function word: then the name is the verb
// ("Parse a duration string…" of parse).
func (ix *Index) headTerm(s, sym string, termsOf func(string) []int32) int32 {
	var ws [2]string
	n := 0
	words(s, func(w word) {
		if n < len(ws) {
			ws[n] = w.text
			n++
		}
	})
	if n == 0 {
		return -1
	}
	w := ws[0]
	if n == 2 && strings.EqualFold(w, lastComponent(sym)) && !functionWords[strings.ToLower(ws[1])] {
		w = ws[1]
	}
	if ids := termsOf(w); len(ids) == 1 && !functionWords[ix.termStr[ids[0]]] {
		return ids[0]
	}
	return -1
}

// maxBorrowed bounds the prose lines an undocumented symbol borrows, and
// maxLine their length.
const (
	maxBorrowed = 2
	maxLine     = 300
)

// proseAbout finds, for each symbol without a doc, the lines of the
// package's prose (sections, files: docs without a symbol) that mention
// it as code: `name`, name( or .name, as READMEs document an API whose
// declarations carry no doc comments (type declarations without JSDoc,
// stubs without docstrings). A section titled with the name lends its
// first sentence. Keyed by doc index; at most maxBorrowed lines each.
func proseAbout(docs []Doc) map[int]string {
	want := map[string][]int{}
	for i, d := range docs {
		if d.Symbol != "" && strings.TrimSpace(d.Text) == "" {
			if last := lastComponent(d.Symbol); len(last) >= 2 {
				want[last] = append(want[last], i)
			}
		}
	}
	if len(want) == 0 {
		return nil
	}
	out := map[int]string{}
	lines := map[int]int{}
	lend := func(name, line string) {
		line = strings.TrimSpace(line)
		if len(line) > maxLine {
			line = line[:maxLine]
			for len(line) > 0 && !utf8.RuneStart(line[len(line)-1]) {
				line = line[:len(line)-1]
			}
		}
		for _, i := range want[name] {
			if lines[i] < maxBorrowed && !strings.Contains(out[i], line) {
				if out[i] != "" {
					out[i] += "\n"
				}
				out[i] += line
				lines[i]++
			}
		}
	}
	for _, d := range docs {
		if d.Symbol != "" {
			continue
		}
		if t := trimIdent(strings.TrimPrefix(d.Title, "README: ")); want[t] != nil {
			lend(t, summary(d.Text))
		}
		inFence := false
		for _, line := range strings.Split(d.Text, "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "```") {
				inFence = !inFence
				continue
			}
			if inFence || len(line) < 8 {
				continue
			}
			words(line, func(w word) {
				if want[w.text] == nil {
					return
				}
				before, after := byte(' '), byte(' ')
				if w.start > 0 {
					before = line[w.start-1]
				}
				if w.end < len(line) {
					after = line[w.end]
				}
				if before == '`' || before == '.' || after == '(' {
					lend(w.text, line)
				}
			})
		}
	}
	return out
}

// maxCaptions bounds the section titles a symbol gets; a section whose
// code uses more than maxUsed distinct symbols is a reference listing,
// whose title says nothing about each.
const (
	maxCaptions = 3
	maxUsed     = 6
)

// captionsOf finds, for each symbol, the titles of the sections and
// examples (docs without a symbol) whose text calls it (name( or
// .name, in prose or code), joined by newlines; keyed by doc index.
func captionsOf(docs []Doc) map[int]string {
	byName := map[string][]int{}
	for i, d := range docs {
		if d.Symbol != "" && d.Kind != "example" {
			if last := lastComponent(d.Symbol); len(last) >= 3 {
				byName[last] = append(byName[last], i)
			}
		}
	}
	out := map[int]string{}
	count := map[int]int{}
	var used []string
	for _, d := range docs {
		if d.Symbol != "" || d.Title == "" || isChangelog(d) {
			continue
		}
		used = used[:0]
		text := d.Text
		words(text, func(w word) {
			if byName[w.text] == nil || slices.Contains(used, w.text) {
				return
			}
			if (w.start > 0 && text[w.start-1] == '.') || (w.end < len(text) && text[w.end] == '(') {
				used = append(used, w.text)
			}
		})
		if len(used) == 0 || len(used) > maxUsed {
			continue
		}
		for _, name := range used {
			for _, i := range byName[name] {
				if count[i] < maxCaptions {
					if out[i] != "" {
						out[i] += "\n"
					}
					out[i] += strings.TrimPrefix(d.Title, "README: ")
					count[i]++
				}
			}
		}
	}
	return out
}

// withoutName drops from a symbol's summary the words that spell its own
// name, or a qualified name ending in it: doc comments open with it
// ("JSON serializes…"), and counting it again in the summary would boost
// the name, not what the doc says.
func withoutName(sum, sym string) string {
	if sym == "" {
		return sum
	}
	name := fold(lastComponent(sym))
	var b strings.Builder
	last := 0
	words(sum, func(w word) {
		if fold(w.text) == name {
			b.WriteString(sum[last:w.start])
			last = w.end
		}
	})
	if last == 0 {
		return sum
	}
	b.WriteString(sum[last:])
	return b.String()
}

// contentTerms returns the distinct term ids of s's words without
// function words, sorted; termsOf gives a word's term ids.
func (ix *Index) contentTerms(s string, termsOf func(string) []int32) []int32 {
	var out []int32
	words(s, func(w word) {
		for _, id := range termsOf(w.text) {
			if !functionWords[ix.termStr[id]] {
				out = append(out, id)
			}
		}
	})
	slices.Sort(out)
	return slices.Compact(out)
}

// summary is the first sentence of a doc's text: up to the first period
// followed by a space or line end, or the first blank line, at most
// maxSummary bytes; Markdown headings and fences before it are skipped,
// and the addresses of links in it dropped (withoutURLs).
func summary(text string) string {
	const maxSummary = 300
	text = withoutFields(strings.TrimSpace(text))
	for strings.HasPrefix(text, "#") || strings.HasPrefix(text, "```") {
		i := strings.IndexByte(text, '\n')
		if i < 0 {
			return ""
		}
		if strings.HasPrefix(text, "```") {
			if j := strings.Index(text[i:], "```"); j >= 0 {
				i += j + 3
			}
		}
		text = strings.TrimSpace(text[i:])
	}
	end := len(text)
	if i := strings.Index(text, "\n\n"); i >= 0 {
		end = i
	}
	for i := 0; i+1 < end; i++ {
		if text[i] == '.' && (text[i+1] == ' ' || text[i+1] == '\n') {
			end = i + 1
			break
		}
	}
	if end > maxSummary {
		end = maxSummary
		for end > 0 && !utf8.RuneStart(text[end]) {
			end--
		}
	}
	return withoutURLs(text[:end])
}

// withoutURLs drops the addresses from s: a Markdown link's target
// ([`SameValueZero`](http://…)), an autolink, a bare URL. Their words
// (http, ecma, org, 262) say nothing of what a symbol does, and in a
// first sentence they would count as words the query did not cover.
func withoutURLs(s string) string {
	if !strings.Contains(s, "://") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.Index(s, "://")
		if i < 0 {
			break
		}
		start := i
		for start > 0 && isSchemeByte(s[start-1]) {
			start--
		}
		end := i + 3
		for end < len(s) && !strings.ContainsRune(" \t\n)>\"'", rune(s[end])) {
			end++
		}
		b.WriteString(s[:start])
		s = s[end:]
	}
	b.WriteString(s)
	return b.String()
}

// isSchemeByte reports whether c may be part of a URL scheme.
func isSchemeByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c) || c == '+' || c == '-' || c == '.'
}

// eachTerm calls fn for every term of word w.
func (ix *Index) eachTerm(w string, fn func(t string)) {
	if ids, ok := ix.wordTerms[w]; ok {
		for _, id := range ids {
			fn(ix.termStr[id])
		}
		return
	}
	terms(w, fn)
}

// Len is the number of indexed docs.
func (ix *Index) Len() int { return len(ix.docs) }

// idf is BM25's inverse document frequency, never negative.
func (ix *Index) idf(df int) float64 {
	n := float64(len(ix.docs))
	return math.Log(1 + (n-float64(df)+0.5)/(float64(df)+0.5))
}

// redundantDocs marks each prose doc (no symbol) whose text, whitespace
// aside, is inside the text of another prose doc of the same title; of
// two equal ones the later is marked.
func redundantDocs(docs []Doc) []bool {
	byTitle := map[string][]int{}
	for i, d := range docs {
		if d.Symbol == "" && d.Title != "" {
			t := strings.TrimPrefix(d.Title, "README: ")
			byTitle[t] = append(byTitle[t], i)
		}
	}
	var out []bool
	for _, group := range byTitle {
		if len(group) < 2 {
			continue
		}
		norm := make([]string, len(group))
		for j, i := range group {
			norm[j] = strings.Join(strings.Fields(docs[i].Text), " ")
		}
		for j, i := range group {
			for k := range group {
				if k == j || norm[j] == "" || !strings.Contains(norm[k], norm[j]) || norm[k] == norm[j] && k > j {
					continue
				}
				if out == nil {
					out = make([]bool, len(docs))
				}
				out[i] = true
				break
			}
		}
	}
	return out
}

// withoutFields drops the reST field list a docstring may open with
// (":param x: ...", ":type x: ...", as Sphinx-style docstrings of
// functions that only forward to a method do): what follows it is the
// summary, or, when nothing does, what its ":return:" field says
// (":return: config directory tied to the user").
func withoutFields(text string) string {
	if !strings.HasPrefix(text, ":") {
		return text
	}
	if !strings.Contains(text, "\n") {
		// One line, as a docstring whose lines were joined.
		for _, tag := range []string{":returns:", ":return:"} {
			if _, after, ok := strings.Cut(text, tag); ok {
				after, _, _ = strings.Cut(after, " :")
				return strings.TrimSpace(after)
			}
		}
	}
	returns := ""
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		line := strings.TrimSpace(lines[i])
		name, body, ok := field(line)
		if !ok {
			if line == "" || strings.HasPrefix(lines[i], " ") || strings.HasPrefix(lines[i], "\t") {
				continue // a blank line, or a field's continuation
			}
			return strings.TrimSpace(strings.Join(lines[i:], "\n"))
		}
		if (name == "return" || name == "returns") && returns == "" {
			returns = body
		}
	}
	return returns
}

// field splits a reST field line ":name arg: body" into its name and body.
func field(line string) (name, body string, ok bool) {
	if !strings.HasPrefix(line, ":") {
		return "", "", false
	}
	end := strings.Index(line[1:], ":")
	if end <= 0 {
		return "", "", false
	}
	name, _, _ = strings.Cut(line[1:1+end], " ")
	for _, r := range name {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '_') {
			return "", "", false
		}
	}
	return strings.ToLower(name), strings.TrimSpace(line[2+end:]), true
}

// minSharing is how many of an undocumented type's members' first
// sentences must use a word for the type to borrow it.
const minSharing = 2

// maxShared bounds the words a type borrows from its members.
const maxShared = 6

// membersSay finds, for each symbol without a doc, the content words
// that at least minSharing of its members' first sentences use (Complex's
// members: "the complex number…"): what they say alike is what the type
// is. Keyed by doc index; at most maxShared words, the most said first.
func membersSay(docs []Doc) map[int]string {
	bare := map[string]int{}
	for i, d := range docs {
		if sym := strings.TrimSpace(d.Symbol); sym != "" && strings.TrimSpace(d.Text) == "" {
			if _, ok := bare[sym]; !ok {
				bare[sym] = i
			}
		}
	}
	if len(bare) == 0 {
		return nil
	}
	type tally struct {
		order []string
		n     map[string]int
		seen  map[string]bool // members counted, by symbol
	}
	tallies := map[int]*tally{}
	for _, d := range docs {
		sym := strings.TrimSpace(d.Symbol)
		last := lastComponent(sym)
		if sym == "" || last == sym || strings.TrimSpace(d.Text) == "" {
			continue
		}
		owner := strings.TrimRight(sym[:len(sym)-len(last)], ".:#/")
		i, ok := bare[owner]
		if !ok {
			continue
		}
		t := tallies[i]
		if t == nil {
			t = &tally{n: map[string]int{}, seen: map[string]bool{}}
			tallies[i] = t
		}
		if t.seen[sym] {
			continue
		}
		t.seen[sym] = true
		var ws []string
		words(withoutName(summary(d.Text), sym), func(w word) {
			l := strings.ToLower(w.text)
			if len(l) < 3 || functionWords[l] || slices.Contains(ws, l) {
				return
			}
			ws = append(ws, l)
		})
		for _, w := range ws {
			if t.n[w] == 0 {
				t.order = append(t.order, w)
			}
			t.n[w]++
		}
	}
	out := map[int]string{}
	for i, t := range tallies {
		var keep []string
		for _, w := range t.order {
			if t.n[w] >= minSharing {
				keep = append(keep, w)
			}
		}
		// The words most members say; a namespace of hundreds of
		// functions (lodash's _) shares many words by chance.
		slices.SortStableFunc(keep, func(a, b string) int { return t.n[b] - t.n[a] })
		keep = keep[:min(len(keep), maxShared)]
		if len(keep) > 0 {
			out[i] = strings.Join(keep, " ")
		}
	}
	return out
}

// aliasDecl matches a declaration that names another symbol: a Rust
// re-export (pub use crate::offset::Local; … as Name;), a Python
// assignment of a name (FileLock = UnixFileLock), a Swift type alias to a
// named type. The target is the first non-empty group. (A TypeScript
// namespace import, import * as inc, is not one: its member of its name
// answers, inc.inc.) Compiled on first use: it was most of this package's
// initialisation, paid at every start of every process that links it.
var aliasDecl = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:pub(?:\([a-z]+\))?\s+use\s+(?:crate::|self::)?([A-Za-z_][\w:]*)(?:\s+as\s+\w+)?\s*;$|[A-Za-z_]\w*\s*=\s*([A-Za-z_][\w.]*)$|(?:public\s+)?typealias\s+\w+\s*=\s*([A-Za-z_][\w.]*)$)`)
})

// aliasTargets maps each symbol whose declaration names another symbol of
// the package (aliasDecl) to the doc of that one, when it has a doc: by
// its full name, or for a Python assignment by a name ending in it
// (api.Thing for Thing) when one doc alone does. Keyed and valued by doc
// index.
func aliasTargets(docs []Doc) map[int]int {
	var out map[int]int
	var bySym map[string]int
	for i, d := range docs {
		m := aliasDecl().FindStringSubmatch(strings.TrimSpace(d.Signature))
		if m == nil || d.Symbol == "" {
			continue
		}
		if bySym == nil {
			bySym = map[string]int{}
			for j, e := range docs {
				if _, ok := bySym[e.Symbol]; e.Symbol != "" && strings.TrimSpace(e.Text) != "" && !ok {
					bySym[e.Symbol] = j
				}
			}
		}
		var target string
		switch {
		case m[1] != "":
			target = m[1]
		case m[2] != "":
			target = m[2]
		default:
			target = m[3]
		}
		j, ok := bySym[target]
		if !ok && m[2] != "" {
			// A module's assignment names a sibling by its short name.
			found := -1
			for s, k := range bySym {
				if strings.HasSuffix(s, "."+target) {
					if found >= 0 {
						found = -2
						break
					}
					found = k
				}
			}
			j, ok = found, found >= 0
		}
		if !ok || j == i {
			continue
		}
		if out == nil {
			out = map[int]int{}
		}
		out[i] = j
	}
	return out
}

// likeDecl matches a first sentence that says what a symbol does by
// another's name: "Like {@link LRUCache#get} but…", "CompactFunc is like
// [Compact] but…" (the symbol's own name dropped), "The same as
// [`each`]{@link …} but…", "Same as {@link load}, but…", "This method is
// like `_.uniq` except…". The name is the first group. Compiled on first
// use, as aliasDecl.
var likeDecl = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile("(?i)^\\s*(?:this (?:method|function) )?(?:is )?(?:almost |exactly )?(?:the )?(?:same as|like|similar to|equivalent to)\\s*[\\[`{(*]*\\s*(?:@link\\s+)?([A-Za-z_$][\\w$]*(?:(?:\\.|#|::)[A-Za-z_$][\\w$]*)*)")
})

// mayBeLike reports whether text's opening may say it is like another
// (likeDecl), cheaply: most docs do not.
func mayBeLike(text string) bool {
	head := text[:min(len(text), maxLikeOpening)]
	for _, k := range []string{"ike", "ame as", "imilar to", "quivalent to"} {
		if strings.Contains(head, k) {
			return true
		}
	}
	return false
}

// maxLikeOpening is how far into a doc mayBeLike looks: past a symbol's
// name and "This method is".
const maxLikeOpening = 120

// likeTargets maps each symbol whose first sentence says it is like
// another of the package (likeDecl) to that one's doc, when it has a
// doc: by its full name, by the name under the same owner, or as the one
// symbol of that last component. Keyed and valued by doc index.
func likeTargets(docs []Doc) map[int]int {
	var out map[int]int
	var bySym, byLast map[string]int
	for i, d := range docs {
		sym := strings.TrimSpace(d.Symbol)
		if sym == "" || !mayBeLike(d.Text) {
			continue
		}
		m := likeDecl().FindStringSubmatch(withoutName(summary(d.Text), sym))
		if m == nil {
			continue
		}
		if bySym == nil {
			bySym, byLast = map[string]int{}, map[string]int{}
			for j, e := range docs {
				es := strings.TrimSpace(e.Symbol)
				if es == "" || strings.TrimSpace(e.Text) == "" || e.Kind == "example" || e.Kind == "section" {
					continue
				}
				if _, ok := bySym[es]; !ok {
					bySym[es] = j
				}
				l := lastComponent(es)
				if k, ok := byLast[l]; !ok {
					byLast[l] = j
				} else if k >= 0 && strings.TrimSpace(docs[k].Symbol) != es {
					byLast[l] = -1 // two symbols of that name
				}
			}
		}
		ref := strings.ReplaceAll(m[1], "#", ".")
		j, ok := bySym[ref]
		if !ok {
			j, ok = bySym[sym[:len(sym)-len(lastComponent(sym))]+ref]
		}
		if !ok {
			j, ok = byLast[lastComponent(ref)]
			ok = ok && j >= 0
		}
		if !ok || strings.TrimSpace(docs[j].Symbol) == sym {
			continue
		}
		if out == nil {
			out = map[int]int{}
		}
		out[i] = j
	}
	return out
}

// memberNameWeight is how much a word of a member's name counts in its
// owner's text: less than the owner's own doc, which says what the type
// is, more than its declaration.
const memberNameWeight = 0.5

// maxNamedMembers bounds the members of an owner that is described by
// their names: an options struct or a small protocol is what its fields
// are named (MatchOptions: case_sensitive, require_literal_separator…),
// a class of dozens of methods does everything they say. Intent tuning
// gains the same from 8 to 20.
const maxNamedMembers = 12

// memberNamesOf joins, for each owner of at most maxNamedMembers
// distinct members (docs whose symbol is the owner's and one more
// component), their last components, keyed by the owner's doc index.
func memberNamesOf(docs []Doc) map[int]string {
	bySym := map[string]int{}
	for i, d := range docs {
		if sym := strings.TrimSpace(d.Symbol); sym != "" {
			if _, ok := bySym[sym]; !ok {
				bySym[sym] = i
			}
		}
	}
	names := map[int][]string{}
	for _, d := range docs {
		sym := strings.TrimSpace(d.Symbol)
		last := lastComponent(sym)
		if sym == "" || last == sym {
			continue
		}
		o, ok := bySym[strings.TrimRight(sym[:len(sym)-len(last)], ".:#/")]
		if !ok || slices.Contains(names[o], last) {
			continue
		}
		names[o] = append(names[o], last)
	}
	out := map[int]string{}
	for o, ns := range names {
		if len(ns) <= maxNamedMembers {
			out[o] = strings.Join(ns, " ")
		}
	}
	return out
}
