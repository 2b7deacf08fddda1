package rank

import (
	_ "embed"
	"sync"
)

// verbs.txt relates the words programmers use for one another's, as the
// corpora's docs show them: the word a symbol's name opens with and the
// word its doc's first sentence opens with both say what it does
// ("Delete removes the named file", "MakeDir creates…", "Close shuts
// down…"), so across many packages they pair delete with remove, make
// with create, close with shut. A general thesaurus lacks most of these.
// It is learned by TestGenerateRelated (gen_related_test.go) from the
// same documented symbols as related.txt and shipped as data: nothing is
// fetched at query time and no entry names a package.
//
//go:embed verbs.txt
var verbsData string

// verbWeight scales a verb's weight: a doc or name that uses the word
// programmers pair with a query word counts for less than one using the
// word, and for more than a synonym of general English (synonymWeight).
const verbWeight = 0.5

var (
	verbsOnce sync.Once
	verbsMap  map[string][]relatedTerm
)

// verbTerms are the words paired with stemmed query term t, with weights
// in (0, verbWeight].
func verbTerms(t string) []relatedTerm {
	verbsOnce.Do(func() { verbsMap = parseTable(verbsData, verbWeight) })
	return verbsMap[t]
}
