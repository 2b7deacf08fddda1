package rank

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Docs that give one answer are one hit: an example cut from the README
// section of the same title, overloads read through one locator, one
// function reached through several owners; different functions with one
// doc stay apart.
func TestOneHitPerAnswer(t *testing.T) {
	docs := []Doc{
		{Locator: Locator{Section: "file-size"}, Title: "File size", Text: "### File size\n\n```\n>>> naturalsize(3000)\n'3.0 kB'\n```"},
		{Locator: Locator{Path: "README"}, Kind: "example", Title: "File size", Text: ">>> naturalsize(3000)\n'3.0 kB'"},
		{Locator: Locator{Symbol: "naturalsize"}, Symbol: "naturalsize", Signature: "def naturalsize(value)", Text: "Format a size in bytes as a human readable file size."},
		{Locator: Locator{Symbol: "naturalsize"}, Symbol: "naturalsize", Signature: "def naturalsize(value, binary)", Text: "Format a size in bytes as a human readable file size."},
		{Locator: Locator{Symbol: "_.size"}, Symbol: "_.size", Signature: "size(c): number", Text: "Gets the size of a collection as a file count."},
		{Locator: Locator{Symbol: "_.LoDashStatic.size"}, Symbol: "_.LoDashStatic.size", Signature: "size(c): number", Text: "Gets the size of a collection as a file count."},
		{Locator: Locator{Symbol: "Reader.size"}, Symbol: "Reader.size", Signature: "func (r *Reader) size() int", Text: "Returns the file size."},
		{Locator: Locator{Symbol: "Writer.size"}, Symbol: "Writer.size", Signature: "func (w *Writer) size() int", Text: "Returns the file size."},
	}
	var got []string
	for _, h := range NewIndex(docs).Search("file size", 10, false) {
		got = append(got, cmpOr(h.Doc.Locator.Symbol, h.Doc.Locator.Section+h.Doc.Locator.Path))
	}
	want := map[string]int{"file-size": 1, "naturalsize": 1, "Reader.size": 1, "Writer.size": 1}
	count := map[string]int{}
	lodash := 0
	for _, g := range got {
		if g == "_.size" || g == "_.LoDashStatic.size" {
			lodash++
			continue
		}
		count[g]++
	}
	if diff := cmp.Diff(want, count); diff != "" || lodash != 1 {
		t.Errorf("hits %v (-want +got):\n%s; lodash's size %d times, want once", got, diff, lodash)
	}
}

func TestWithoutFields(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"Plain summary. More.", "Plain summary. More."},
		{":param appname: See appname.\n:param version: The version.\n:returns: config directory tied to the user", "config directory tied to the user"},
		{":param appname: See `appname`. :param roaming: See roaming. :returns: data directory tied to the user", "data directory tied to the user"},
		{":param x: the value\n    continued\n\nCompute the thing.", "Compute the thing."},
		{":return: path to the lock file", "path to the lock file"},
		{":not a field", ":not a field"},
	} {
		if got := withoutFields(c.in); got != c.want {
			t.Errorf("withoutFields(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// A word in capitals that is a symbol's name as written finds it
// (gin's RouterGroup.GET, which Engine.Routes and RouterGroup.Any
// buried); joined with its neighbour into a symbol's name, that name wins
// instead (TestIntentOverNameEcho: BindJSON, not Context.JSON).
func TestCapitalsNameASymbol(t *testing.T) {
	hits := NewIndex(loadCorpus(t, "go-gin.json")).Search("register a GET route", 3, true)
	for _, h := range hits {
		if h.Doc.Symbol == "RouterGroup.GET" {
			return
		}
	}
	t.Errorf("RouterGroup.GET not in the top three: %v", hits)
}

// In a sentence, two words that join into a name ("a destination URL":
// AFError.destinationURL) say little of what is asked: a doc-derived
// query of Alamofire's DownloadRequest.Validation, its name masked, finds
// it first.
func TestJoinedPairInSentence(t *testing.T) {
	ix := NewIndex(intentDocs(t, "swift", "Alamofire/Alamofire"))
	q := "A closure used to validate a that takes a URL a URL response, a temporary URL and a destination URL, and returns whether the was valid."
	if hits := ix.Search(q, 3, true); len(hits) == 0 || hits[0].Doc.Symbol != "DownloadRequest.Validation" {
		t.Errorf("first hit %v, want DownloadRequest.Validation", hits)
	}
}

// In a sentence, a name written as code is what the answer works with,
// not the answer: doc-derived queries of Alamofire's API, their own names
// masked, find the symbol described first, not the types they mention.
func TestIdentifierInSentence(t *testing.T) {
	ix := NewIndex(intentDocs(t, "swift", "Alamofire/Alamofire"))
	for _, c := range []struct{ query, want string }{
		{"Creates a `DataRequest` from a `URLRequest` created using the passed components and a", "Session.request"},
		{"`RequestInterceptor` used for all `Request` created by the instance.", "Session.interceptor"},
		{"`DataStreamSerializer` which performs no serialization on incoming `Data`.", "PassthroughStreamSerializer"},
	} {
		hits := ix.Search(c.query, 3, true)
		var got []string
		for _, h := range hits {
			got = append(got, h.Doc.Symbol)
		}
		if !slices.Contains(got, c.want) {
			t.Errorf("%q: top three %v, want %s among them", c.query, got, c.want)
		}
	}
	// A short query naming an identifier still leads with it (or its
	// member the other word names).
	if hits := ix.Search("`URLRequest` headers", 1, true); len(hits) == 0 || !strings.HasPrefix(hits[0].Doc.Symbol+".", "URLRequest.") {
		t.Errorf("`URLRequest` headers: first hit %v, want URLRequest or a member", hits)
	}
}

// With the same evidence, a name that looks private (a component opening
// with an underscore) ranks below the public one; asked for by name it is
// found first.
func TestPrivateLookingNamesBelow(t *testing.T) {
	docs := []Doc{
		{Locator: Locator{Symbol: "_AsyncBuffer"}, Symbol: "_AsyncBuffer", Text: "A buffer of elements of an asynchronous sequence."},
		{Locator: Locator{Symbol: "AsyncBuffer"}, Symbol: "AsyncBuffer", Text: "A buffer of elements of an asynchronous sequence."},
		{Locator: Locator{Symbol: "Chain.__init__"}, Symbol: "Chain.__init__", Text: "Chains sequences."},
		{Locator: Locator{Symbol: "_.chunk"}, Symbol: "_.chunk", Text: "Splits an array into groups."},
	}
	ix := NewIndex(docs)
	for _, c := range []struct{ query, want string }{
		{"buffer of elements", "AsyncBuffer"},
		{"asyncbuffer", "AsyncBuffer"},
		{"_AsyncBuffer", "_AsyncBuffer"},
	} {
		if hits := ix.Search(c.query, 1, true); len(hits) == 0 || hits[0].Doc.Symbol != c.want {
			t.Errorf("%q: first hit %v, want %s", c.query, hits, c.want)
		}
	}
	for _, c := range []struct {
		sym  string
		want bool
	}{{"_AsyncBuffer", true}, {"Foo._bar", true}, {"Chain.__init__", false}, {"_.chunk", false}, {"_", false}, {"AsyncBuffer", false}} {
		if got := privateLooking(c.sym); got != c.want {
			t.Errorf("privateLooking(%q) = %v, want %v", c.sym, got, c.want)
		}
	}
}

// TestAcronymNamesWords checks that a name abbreviating the query's words
// by their initials (LRUCache for "least recently used") answers them:
// without the reading, the members whose docs repeat the words lead.
func TestAcronymNamesWords(t *testing.T) {
	docs := []Doc{
		{Symbol: "LRUCache", Locator: Locator{Symbol: "LRUCache"}, Text: "Least Recently Used (LRU) cache implementation."},
		{Symbol: "Cache.popitem", Locator: Locator{Symbol: "Cache.popitem"}, Text: "Remove and return the entry least recently used; entries are evicted so."},
		{Symbol: "Cache.touch", Locator: Locator{Symbol: "Cache.touch"}, Text: "Mark an item as used."},
		{Symbol: "FIFOCache", Locator: Locator{Symbol: "FIFOCache"}, Text: "A cache of a fixed maximum size."},
		{Symbol: "TTLCache", Locator: Locator{Symbol: "TTLCache"}, Text: "A cache whose entries expire."},
	}
	hits := NewIndex(docs).Search("cache that evicts least recently used entries", 3, true)
	if len(hits) == 0 || hits[0].Doc.Symbol != "LRUCache" {
		t.Errorf("got %v, want LRUCache first", symbolsOf(hits))
	}
}

// TestWordNamesTopLevelSymbol checks that a plain word of the query that
// is a top-level symbol's whole name (a decorator, retry) adds
// wordNameBonus to that symbol, and to no member of that name, nor for a
// word written as an identifier (counted as one) or a function word.
func TestWordNamesTopLevelSymbol(t *testing.T) {
	docs := []Doc{
		{Symbol: "retry", Locator: Locator{Symbol: "retry"}, Text: "Wrap a function with a retry policy."},
		{Symbol: "TryAgain", Locator: Locator{Symbol: "TryAgain"}, Text: "Raise this exception to retry."},
		{Symbol: "Retrying.retry", Locator: Locator{Symbol: "Retrying.retry"}, Text: "Retry the call."},
		{Symbol: "when", Locator: Locator{Symbol: "when"}, Text: "Wait for a condition."},
		{Symbol: "retry./", Locator: Locator{Symbol: "retry./"}, Text: "An operator that folds like retry."},
	}
	ix := NewIndex(docs)
	for _, tt := range []struct {
		query string
		want  []float64 // the word component per doc
	}{
		{"retry a function when it raises", []float64{wordNameBonus, 0, 0, 0, 0}},
		{"call `retry` when it raises", []float64{0, 0, 0, 0, 0}},
	} {
		explain := map[string][]float64{}
		ix.search(tt.query, 0, true, explain)
		got := explain["word"]
		if got == nil {
			got = make([]float64, len(docs))
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%q: word bonus per doc (-want +got):\n%s", tt.query, diff)
		}
	}
}

func symbolsOf(hits []Hit) []string {
	var out []string
	for _, h := range hits {
		out = append(out, h.Doc.Symbol)
	}
	return out
}
