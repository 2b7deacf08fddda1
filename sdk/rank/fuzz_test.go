package rank

import (
	"testing"
	"unicode/utf8"
)

// FuzzSearch: any query (and any doc text) is searched without panic, hits
// are sorted and bounded, and snippets are valid UTF-8 when the text is.
func FuzzSearch(f *testing.F) {
	docs := loadCorpus(f, "react.json")
	for _, q := range []string{"useEfect", "read file", "`useRef()`", "Client.Do", "ファイル", "a", "__", "x::y#z", "\xff\xfe"} {
		f.Add(q, "some text with useEffect inside", true)
	}
	f.Fuzz(func(t *testing.T, q, text string, fuzzy bool) {
		ix := NewIndex(append(docs[:len(docs):len(docs)], Doc{ID: "fuzz", Symbol: q, Title: text, Text: text + " " + q}))
		hits := ix.Search(q, 5, fuzzy)
		if len(hits) > 5 {
			t.Fatalf("%d hits", len(hits))
		}
		for i, h := range hits {
			if i > 0 && h.Score > hits[i-1].Score {
				t.Fatalf("not sorted")
			}
			if utf8.ValidString(h.Doc.Text) && utf8.ValidString(h.Doc.Title) && !utf8.ValidString(h.Snippet) {
				t.Fatalf("invalid UTF-8 snippet %q", h.Snippet)
			}
		}
	})
}
