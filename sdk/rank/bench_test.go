package rank

import (
	"fmt"
	"slices"
	"testing"
	"time"
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
	{"wait until calls stop before running", true},
	{"retry failed requests", true},
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
		// Recorded search documents of real packages with about a
		// thousand symbols and more (testdata/intent/docs).
		{"Alamofire", intentDocs(b, "swift", "Alamofire/Alamofire")},
		{"lodash", intentDocs(b, "npm", "lodash")},
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

// BenchmarkNewIndexLodash measures index construction for a real
// package of 2,799 search documents: the first search of a package pays
// it once.
func BenchmarkNewIndexLodash(b *testing.B) {
	docs := intentDocs(b, "npm", "lodash")
	b.ReportAllocs()
	for b.Loop() {
		NewIndex(docs)
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

// BenchmarkSearchP50 reports the median time of one warm search over
// every intent query's words (testdata/intent/tuning.txt) on Alamofire's
// recorded search documents: 1,006 docs, a thousand symbols (the goal:
// at most 5 ms).
func BenchmarkSearchP50(b *testing.B) {
	ix := NewPackageIndex("Alamofire/Alamofire", intentDocs(b, "swift", "Alamofire/Alamofire"))
	var queries []string
	for _, c := range loadIntent(b, "tuning.txt") {
		queries = append(queries, c.query)
	}
	var times []time.Duration
	for b.Loop() {
		for _, q := range queries {
			start := time.Now()
			ix.Search(q, 10, true)
			times = append(times, time.Since(start))
		}
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(times[len(times)*9/10].Microseconds())/1000, "p90-ms")
}
