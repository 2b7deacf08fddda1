package rank

import (
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
