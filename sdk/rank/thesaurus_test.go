package rank

import (
	"slices"
	"testing"
)

// TestSynonyms checks the shipped thesaurus: phrases and words reach
// their synonyms below a word's own weight, and words docs use
// everywhere (return, type) are not widened.
func TestSynonyms(t *testing.T) {
	tests := []struct {
		term string
		want string // a synonym it must reach; "" for none at all
	}{
		{"throw_away", "discard"},
		{"give_up", "abandon"},
		{"return", ""},
		{"type", ""},
		{"", ""},
	}
	for _, tt := range tests {
		got := synonyms(tt.term)
		if tt.want == "" {
			if len(got) != 0 {
				t.Errorf("synonyms(%q) = %v, want none", tt.term, got)
			}
			continue
		}
		if !slices.ContainsFunc(got, func(r relatedTerm) bool { return r.term == tt.want }) {
			t.Errorf("synonyms(%q) = %v, want %s among them", tt.term, got, tt.want)
		}
		for _, r := range got {
			if r.weight <= 0 || r.weight > synonymWeight {
				t.Errorf("synonyms(%q): %s weighs %v, want (0, %v]", tt.term, r.term, r.weight, synonymWeight)
			}
		}
	}
}

// TestSearchWordsApart checks two readings that bridge a query's words
// and a package's: a synonym of a phrase (throw away → Discard, whose doc
// never says it) and two words a doc writes as one (progress bar →
// progressbar). Each fails without its reading.
func TestSearchWordsApart(t *testing.T) {
	docs := []Doc{
		{Symbol: "Discard", Locator: Locator{Symbol: "Discard"}, Text: "Discard is a Writer on which all Write calls succeed without doing anything."},
		{Symbol: "Writer", Locator: Locator{Symbol: "Writer"}, Text: "Writer wraps the basic Write method."},
		{Symbol: "Copy", Locator: Locator{Symbol: "Copy"}, Text: "Copy copies everything from src to dst."},
		{Symbol: "Bar", Locator: Locator{Symbol: "Bar"}, Text: "Bar prints a dynamically updating progressbar over an iterable."},
		{Symbol: "Meter", Locator: Locator{Symbol: "Meter"}, Text: "Meter formats the progress of a bar as a string."},
		{Symbol: "Status", Locator: Locator{Symbol: "Status"}, Text: "Status reports the progress of a task."},
	}
	ix := NewIndex(docs)
	for _, tt := range []struct{ query, want string }{
		{"throw away everything written", "Discard"},
		{"show a progress bar", "Bar"},
	} {
		hits := ix.Search(tt.query, 3, true)
		var got []string
		for _, h := range hits {
			got = append(got, h.Doc.Locator.Symbol)
		}
		if len(got) == 0 || got[0] != tt.want {
			t.Errorf("Search(%q) = %v, want %s first", tt.query, got, tt.want)
		}
	}
	if NewIndex(nil).Search("throw away", 3, true) != nil {
		t.Error("an empty index found something")
	}
}
