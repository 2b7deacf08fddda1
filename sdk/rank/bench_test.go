package rank

import (
	"fmt"
	"testing"
)

var benchQueries = []struct {
	q     string
	fuzzy bool
}{
	{"ListenAndServe", false},
	{"NewReqest", true},
	{"how to set a timeout on a client request", true},
	{"readfile", true},
	{"Client.Do", true},
	{"json decoder stream", false},
}

// BenchmarkSearch measures one search on a net/http-sized package (its real
// go/doc output, ~1,000 docs) and on 5,000 docs of standard library API.
func BenchmarkSearch(b *testing.B) {
	for _, size := range []struct {
		name string
		docs []Doc
	}{
		{"net/http", stdlibDocs(b, "net/http")},
		{"5000", bigCorpus(b, 5000)},
	} {
		ix := NewIndex(size.docs)
		for _, q := range benchQueries {
			b.Run(fmt.Sprintf("%s/%d docs/%q/fuzzy=%v", size.name, len(size.docs), q.q, q.fuzzy), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					ix.Search(q.q, 10, q.fuzzy)
				}
			})
		}
	}
}

// BenchmarkNewIndex measures index construction for 5,000 docs.
func BenchmarkNewIndex(b *testing.B) {
	docs := bigCorpus(b, 5000)
	b.ReportAllocs()
	for b.Loop() {
		NewIndex(docs)
	}
}
