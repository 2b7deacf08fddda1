package rank

import (
	_ "embed"
	"sync"
)

//go:generate go test -tags generate -run TestGenerateRelated .

// related.txt relates query words to the name parts of the symbols whose
// docs use them ("copy" → clone when Clone's doc says "returns a copy"):
// an agent asks in the words of docs, while names are abbreviations and
// terms of art. It is learned from the first doc sentences of the
// packages that testdata/vocab/inputs.txt pins (package@version, in four
// ecosystems, none of the intent evaluation) by TestGenerateRelated
// (gen_related_test.go; the statistic in learn_test.go) and shipped as
// data: nothing is fetched at query time and no table names a package.
//
//go:embed related.txt
var relatedData string

// relatedWeight scales a related name part's weight: a name made of a
// word's related parts counts for less than one made of the word.
const relatedWeight = 0.6

type relatedTerm struct {
	term   string
	weight float64
}

var (
	relatedOnce sync.Once
	relatedMap  map[string][]relatedTerm
)

// relatedTerms are the name parts related to stemmed query term t, with
// weights in (0, relatedWeight].
func relatedTerms(t string) []relatedTerm {
	relatedOnce.Do(func() { relatedMap = parseTable(relatedData, relatedWeight) })
	return relatedMap[t]
}
