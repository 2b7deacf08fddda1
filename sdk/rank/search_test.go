package rank

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// TestSearchQuality checks that the doc an agent meant comes first, for
// exact names, names in the wrong case or spelling, typos, prefixes and
// plain-language questions. want lists every acceptable first hit (for
// example fs.readFile and fsPromises.readFile are both right for
// "readfile").
func TestSearchQuality(t *testing.T) {
	corpora := map[string][]Doc{
		"react":    loadCorpus(t, "react.json"),
		"nodefs":   loadCorpus(t, "nodefs.json"),
		"goclient": loadCorpus(t, "goclient.json"),
		"net/http": stdlibDocs(t, "net/http"),
	}
	indexes := map[string]*Index{}
	for name, docs := range corpora {
		indexes[name] = NewIndex(docs)
	}
	tests := []struct {
		corpus, query string
		fuzzy         bool
		want          []string
	}{
		// exact and near-exact names
		{"react", "useEffect", false, []string{"useEffect"}},
		{"react", "useeffect", false, []string{"useEffect"}},
		{"react", "use_effect", false, []string{"useEffect"}},
		{"react", "memo", false, []string{"memo"}},
		{"react", "use", false, []string{"use"}},
		{"react", "`useRef()`", false, []string{"useRef"}},
		{"react", "Suspense", false, []string{"Suspense"}},
		// typos
		{"react", "useEfect", true, []string{"useEffect"}},
		{"react", "useCallbak", true, []string{"useCallback"}},
		{"react", "usMemo", true, []string{"useMemo"}},
		{"react", "useRedcuer", true, []string{"useReducer"}},
		// prefixes
		{"react", "useLayout", false, []string{"useLayoutEffect"}},
		{"react", "useSync", false, []string{"useSyncExternalStore"}},
		// words
		{"react", "useEffect cleanup", true, []string{"useEffect"}},
		{"react", "rules of hooks", true, []string{"section:rules-of-hooks"}},
		{"react", "cache a function between renders", true, []string{"useCallback"}},
		{"react", "display a fallback while loading", true, []string{"Suspense"}},
		{"react", "skip re-rendering when props are unchanged", true, []string{"memo"}},

		{"nodefs", "readfile", false, []string{"fs.readFile", "fsPromises.readFile"}},
		{"nodefs", "readFile", false, []string{"fs.readFile", "fsPromises.readFile"}},
		{"nodefs", "fs.readFile", false, []string{"fs.readFile"}},
		{"nodefs", "readFileSync", false, []string{"fs.readFileSync"}},
		{"nodefs", "read file", true, []string{"fs.readFile", "fsPromises.readFile"}},
		{"nodefs", "redFile", true, []string{"fs.readFile", "fsPromises.readFile"}},
		{"nodefs", "createReadStrem", true, []string{"fs.createReadStream"}},
		{"nodefs", "existsync", true, []string{"fs.existsSync"}},
		{"nodefs", "list the files in a directory", true, []string{"fs.readdir", "fs.readdirSync"}},
		{"nodefs", "check if a file exists", true, []string{"fs.existsSync", "fs.access"}},
		{"nodefs", "remove directory", true, []string{"fs.rm", "fs.rmdir"}},
		{"nodefs", "mkdir recursive", true, []string{"fs.mkdir"}},
		{"nodefs", "temporary directory", true, []string{"fs.mkdtemp"}},
		{"nodefs", "read a symbolic link", true, []string{"fs.readlink"}},

		{"goclient", "NewClient", false, []string{"NewClient"}},
		{"goclient", "newclient", false, []string{"NewClient"}},
		{"goclient", "NewCleint", true, []string{"NewClient"}},
		{"goclient", "new cleint", true, []string{"NewClient"}},
		{"goclient", "Do", false, []string{"Client.Do"}},
		{"goclient", "Client.Do", false, []string{"Client.Do"}},
		{"goclient", "WithAuthTokn", true, []string{"Client.WithAuthToken"}},
		{"goclient", "pagination", true, []string{"section:pagination"}},
		{"goclient", "secondary rate limit", true, []string{"AbuseRateLimitError"}},
		{"goclient", "merge a pull request", true, []string{"PullRequestsService.Merge"}},
		{"goclient", "ETag caching", true, []string{"section:conditional-requests"}},

		{"net/http", "ListenAndServe", false, []string{"net/http.ListenAndServe", "net/http.Server.ListenAndServe"}},
		{"net/http", "listenandserve", false, []string{"net/http.ListenAndServe", "net/http.Server.ListenAndServe"}},
		{"net/http", "ListenAndSrve", true, []string{"net/http.ListenAndServe", "net/http.Server.ListenAndServe"}},
		{"net/http", "ListenAndServ", false, []string{"net/http.ListenAndServe", "net/http.Server.ListenAndServe"}},
		{"net/http", "NewRequest", false, []string{"net/http.NewRequest"}},
		{"net/http", "NewReqest", true, []string{"net/http.NewRequest"}},
		{"net/http", "NewRequestWithContext", false, []string{"net/http.NewRequestWithContext"}},
		{"net/http", "set cookie", true, []string{"net/http.SetCookie"}},
		{"net/http", "Cookie", false, []string{"net/http.Cookie"}},
		{"net/http", "StatusNotFound", false, []string{"net/http.StatusNotFound"}},
		{"net/http", "timeout handler", true, []string{"net/http.TimeoutHandler"}},
		{"net/http", "Client.Do", false, []string{"net/http.Client.Do"}},
		{"net/http", "serve files from a directory", true, []string{"net/http.FileServer", "net/http.ServeFile", "net/http.Dir", "net/http.FileServerFS", "net/http.ServeFileFS"}},
	}
	for _, tc := range tests {
		name := fmt.Sprintf("%s/%s/fuzzy=%v", tc.corpus, tc.query, tc.fuzzy)
		t.Run(name, func(t *testing.T) {
			hits := indexes[tc.corpus].Search(tc.query, 5, tc.fuzzy)
			if len(hits) == 0 {
				t.Fatalf("no hits")
			}
			got := hits[0].Doc.ID
			for _, w := range tc.want {
				if got == w {
					return
				}
			}
			var top []string
			for _, h := range hits {
				top = append(top, fmt.Sprintf("%s(%.1f)", h.Doc.ID, h.Score))
			}
			t.Errorf("first hit %s, want one of %v; top: %s", got, tc.want, strings.Join(top, " "))
		})
	}
}

func TestSearchExactFirst(t *testing.T) {
	// An exact name beats a doc that repeats the query many times.
	docs := []Doc{
		{ID: "spam", Title: "Parse parse parse", Text: strings.Repeat("parse Parse ", 50)},
		{ID: "ParseInt", Symbol: "ParseInt", Text: "converts"},
		{ID: "Parse", Symbol: "Parse", Text: "parses a URL"},
		{ID: "parse", Symbol: "parse", Text: "lowercase variant"},
	}
	hits := NewIndex(docs).Search("Parse", 4, true)
	var ids []string
	for _, h := range hits {
		ids = append(ids, h.Doc.ID)
	}
	want := []string{"Parse", "parse", "ParseInt", "spam"}
	if diff := cmp.Diff(want, ids); diff != "" {
		t.Errorf("order (-want +got):\n%s", diff)
	}
}

func TestSearchEdgeCases(t *testing.T) {
	react := NewIndex(loadCorpus(t, "react.json"))
	tests := []struct {
		name  string
		ix    *Index
		query string
		limit int
		want  int // number of hits
	}{
		{"nil docs", NewIndex(nil), "x", 10, 0},
		{"empty docs", NewIndex([]Doc{}), "x", 10, 0},
		{"empty query", react, "", 10, 0},
		{"blank query", react, " \t\n", 10, 0},
		{"punctuation only", react, "()!?", 10, 0},
		{"no match", react, "zzzqqqxxx", 10, 0},
		{"limit respected", react, "use", 3, 3},
		{"zero limit: every match", react, "use", 0, len(react.Search("use", react.Len(), true))},
		{"negative limit: every match", react, "use", -1, len(react.Search("use", react.Len(), true))},
		{"unicode query", react, "Ünïcödé ファイル", 10, 0},
		{"empty doc fields", NewIndex([]Doc{{}, {ID: "x"}}), "x", 10, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			hits := tc.ix.Search(tc.query, tc.limit, true)
			if len(hits) != tc.want {
				t.Errorf("got %d hits, want %d", len(hits), tc.want)
			}
			for i := 1; i < len(hits); i++ {
				if hits[i].Score > hits[i-1].Score {
					t.Errorf("hits not sorted: %v > %v", hits[i].Score, hits[i-1].Score)
				}
			}
		})
	}
}

func TestHitsCarryLocators(t *testing.T) {
	docs := []Doc{
		{Locator: Locator{Symbol: "Client.Do"}, Kind: "method", Title: "Client.Do", Symbol: "Client.Do", Text: "sends a request"},
		{Locator: Locator{Path: "docs/guide.md", Section: "retries"}, Kind: "section", Title: "Retries", Text: "how requests are retried"},
		{Locator: Locator{Section: "install"}, Kind: "section", Title: "Install", Text: "go get"},
	}
	var got []Locator
	for _, h := range NewIndex(docs).Search("request", 0, false) {
		got = append(got, h.Doc.Locator)
	}
	want := []Locator{{Symbol: "Client.Do"}, {Path: "docs/guide.md", Section: "retries"}}
	if diff := cmp.Diff(want, got, cmpopts.SortSlices(func(a, b Locator) bool { return a.Symbol+a.Path < b.Symbol+b.Path })); diff != "" {
		t.Errorf("locators of hits (-want +got):\n%s", diff)
	}
}

func TestSearchDeterministicAndConcurrent(t *testing.T) {
	ix := NewIndex(loadCorpus(t, "nodefs.json"))
	want := ix.Search("file", 10, true)
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 20 {
				if diff := cmp.Diff(want, ix.Search("file", 10, true)); diff != "" {
					t.Errorf("results differ between runs (-first +now):\n%s", diff)
					return
				}
			}
		}()
	}
	wg.Wait()
}

func TestFuzzyOff(t *testing.T) {
	ix := NewIndex(loadCorpus(t, "react.json"))
	for _, h := range ix.Search("useEfect", 10, false) {
		if h.Doc.ID == "useEffect" && h.Score >= tierFuzzy-fuzzyStep {
			t.Errorf("fuzzy=false still matched useEffect by typo (score %v)", h.Score)
		}
	}
}

// TestSummaryRelated checks that a query word reaches a first sentence
// through the name parts its docs relate it to (related.txt: over →
// iter), as it reaches names: tqdm's doc ("Decorate an iterable object,
// returning an iterator…", trimmed from tqdm 4) says what "loop over
// rows" asks, in the words names use for it; the word alone, with nothing
// related, reaches no first sentence of these docs; nor does a related
// term that merely shortens the query word.
func TestSummaryRelated(t *testing.T) {
	ix := NewPackageIndex("tqdm", loadCorpus(t, "shapes/python-tqdm.json"))
	summaryOf := func(query, sym string) float64 {
		explain := map[string][]float64{}
		ix.search(query, 0, true, explain)
		for i, d := range ix.docs {
			if d.Symbol == sym && explain["summary"] != nil {
				return explain["summary"][i]
			}
		}
		return 0
	}
	if got := summaryOf("go over rows", "tqdm"); got <= 0 {
		t.Errorf(`"go over rows": tqdm's first sentence counts %v, want more than 0 (over → iter)`, got)
	}
	if got := summaryOf("go above rows", "tqdm"); got != 0 {
		t.Errorf(`"go above rows": tqdm's first sentence counts %v, want 0`, got)
	}
	// A related term that abbreviates the query word (param for
	// parameter) is a name the sentence cites: gin's Params "is a
	// Param-slice".
	gin := NewIndex(loadCorpus(t, "go-gin.json"))
	explain := map[string][]float64{}
	gin.search("read a query string parameter", 0, true, explain)
	for i, d := range gin.docs {
		if d.Symbol == "Params" && explain["summary"] != nil && explain["summary"][i] != 0 {
			t.Errorf(`"read a query string parameter": Params' first sentence counts %v, want 0`, explain["summary"][i])
		}
	}
}

// TestExampleStandsForItsSymbol: an example read through its symbol's
// locator, scored above the symbol's own doc, gives its place to the
// symbol (kind, title and doc line), and the symbol is not listed twice.
func TestExampleStandsForItsSymbol(t *testing.T) {
	docs := []Doc{
		{ID: "ex", Locator: Locator{Symbol: "ListenAndServe"}, Kind: "example", Title: "Example ListenAndServe", Symbol: "ListenAndServe",
			Text: "ListenAndServe: a hello world web server\nhttp.HandleFunc(\"/hello\", h)\nlog.Fatal(http.ListenAndServe(\":8080\", nil))"},
		{ID: "method", Locator: Locator{Symbol: "Server.ListenAndServe"}, Kind: "method", Title: "Server.ListenAndServe", Symbol: "Server.ListenAndServe",
			Text: "ListenAndServe listens on the TCP network address s.Addr and then calls Serve."},
		{ID: "func", Locator: Locator{Symbol: "ListenAndServe"}, Kind: "func", Title: "ListenAndServe", Symbol: "ListenAndServe",
			Text: "ListenAndServe listens on the TCP network address addr and then calls Serve with handler to handle requests on incoming connections. Accepted connections are configured to enable TCP keep-alives. The handler is typically nil, in which case DefaultServeMux is used. ListenAndServe always returns a non-nil error."},
		{ID: "other", Locator: Locator{Symbol: "FileServer"}, Kind: "example", Title: "Example FileServer", Symbol: "FileServer",
			Text: "log.Fatal(http.ListenAndServe(\":8080\", http.FileServer(http.Dir(\"/usr/share/doc\"))))"},
	}
	var got []string
	for _, h := range NewIndex(docs).Search("ListenAndServe", 0, false) {
		got = append(got, h.Doc.ID)
	}
	// The example of a symbol with no doc of its own stays an example.
	if diff := cmp.Diff([]string{"func", "method", "other"}, got); diff != "" {
		t.Errorf("hits (-want +got):\n%s", diff)
	}
}
