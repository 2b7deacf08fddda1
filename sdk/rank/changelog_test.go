package rank

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestIsChangelog(t *testing.T) {
	tests := []struct {
		doc  Doc
		want bool
	}{
		{Doc{}, false},
		{Doc{ID: "History.md#4212--2024-11-06", Title: "4.21.2 / 2024-11-06"}, true},
		{Doc{ID: "CHANGELOG.md#security", Title: "Security"}, true},
		{Doc{ID: "file:docs/RELEASE-NOTES.md", Title: "Release notes"}, true},
		{Doc{ID: "changes.txt", Title: "changes.txt"}, true},
		{Doc{Locator: Locator{Path: "docs/CHANGELOG.md", Section: "Added"}, Title: "Added"}, true},
		{Doc{Locator: Locator{Path: "docs/guide.md", Section: "History"}, Title: "History"}, false},
		{Doc{ID: "README.md#installation", Title: "Installation"}, false},
		{Doc{ID: "section:v2", Title: "v2.0.0 (2021-01-01)"}, true},
		{Doc{ID: "section:v2", Title: "[1.7.9](https://x/compare/v1.7.8...v1.7.9) (2024-12-04)"}, true},
		{Doc{ID: "symbol:V1", Title: "1.0", Symbol: "V1"}, false},
		{Doc{ID: "MIGRATION_GUIDE.md#0xx---110", Title: "0.x.x -> 1.1.0"}, false},
		{Doc{ID: "section:overview", Title: "HTTP/2 support"}, false},
	}
	for _, tc := range tests {
		if got := isChangelog(tc.doc); got != tc.want {
			t.Errorf("isChangelog(%+v) = %v, want %v", tc.doc, got, tc.want)
		}
	}
}

func TestAboutChanges(t *testing.T) {
	tests := []struct {
		query    string
		want     bool
		versions []string
	}{
		{"", false, nil},
		{"static files", false, nil},
		{"what changed in 4.21.2", true, []string{"4.21.2"}},
		{"v1.7", true, []string{"1.7"}},
		{"breaking changes", true, nil},
		{"changelog?", true, nil},
		{"release mode", true, nil},
		{"bind JSON request body", false, nil},
	}
	for _, tc := range tests {
		got, versions := aboutChanges(tc.query)
		if got != tc.want {
			t.Errorf("aboutChanges(%q) = %v, want %v", tc.query, got, tc.want)
		}
		if diff := cmp.Diff(tc.versions, versions); diff != "" {
			t.Errorf("aboutChanges(%q) versions (-want +got):\n%s", tc.query, diff)
		}
	}
}

func TestNamesVersion(t *testing.T) {
	tests := []struct {
		title, v string
		want     bool
	}{
		{"4.21.2 / 2024-11-06", "4.21.2", true},
		{"4.21.2 / 2024-11-06", "4.21", false},
		{"4.21.20 / 2030-01-01", "4.21.2", false},
		{"14.21.2", "4.21.2", false},
		{"v4.21.2", "4.21.2", true},
		{"Release 4.21.2.", "4.21.2", true},
		{"", "1.0", false},
	}
	for _, tc := range tests {
		if got := namesVersion(tc.title, tc.v); got != tc.want {
			t.Errorf("namesVersion(%q, %q) = %v, want %v", tc.title, tc.v, got, tc.want)
		}
	}
}

// TestChangelogBelowDocs: release notes that mention a word many times
// rank below the README and API that document it, unless the query is
// about a version or a change (issue 13, item 10).
func TestChangelogBelowDocs(t *testing.T) {
	ix := NewIndex(loadCorpus(t, "npm-express.json"))
	for _, q := range []string{"midleware", "static files", "error handling middleware", "router", "query parser"} {
		hits := ix.Search(q, 3, true)
		if len(hits) == 0 {
			t.Errorf("%q: no hits", q)
			continue
		}
		if isChangelog(hits[0].Doc) {
			t.Errorf("%q: first hit is release notes %s", q, hits[0].Doc.ID)
		}
	}
	hits := ix.Search("what changed in 4.21.2", 3, true)
	if len(hits) == 0 || hits[0].Doc.ID != "History.md#4212--2024-11-06" {
		t.Errorf("a version query does not lead with that version's notes: %v", hits)
	}
}

// TestIntentOverNameEcho is the failure issue 14 reported: "bind JSON
// request body" ranked Context.JSON, Error.JSON, JSONP and a fuzzy BSON
// above ShouldBindJSON and BindJSON.
func TestIntentOverNameEcho(t *testing.T) {
	ix := NewIndex(loadCorpus(t, "go-gin.json"))
	hits := ix.Search("bind JSON request body", 3, true)
	found := 0
	for _, h := range hits {
		switch h.Doc.ID {
		case "symbol:Context.ShouldBindJSON", "symbol:Context.BindJSON":
			found++
		case "symbol:Context.JSON", "symbol:Error.JSON", "symbol:Context.JSONP", "symbol:Context.BSON":
			t.Errorf("%s in the top three", h.Doc.ID)
		}
	}
	if found == 0 {
		t.Errorf("neither ShouldBindJSON nor BindJSON in the top three: %v", hits)
	}
}
