package rank

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestIntentSignals checks, one recorded package each, the signals that
// read a query as an agent means it, by the first hit they make:
//   - a member's name part repeating its owner's names the owner
//     (NetworkReachabilityStatus of NetworkReachabilityManager), so the
//     owner answers "watch network reachability";
//   - an auxiliary verb before a participle ("has expired") is no content
//     word: has_crypto is no answer;
//   - the verb a first sentence opens with ("Skips the current
//     directory.", "Enables a debug mode…") answers the query's verb.
func TestIntentSignals(t *testing.T) {
	for _, tc := range []struct{ eco, pkg, query, want string }{
		{"swift", "Alamofire/Alamofire", "watch network reachability", "NetworkReachabilityManager"},
		{"python", "PyJWT", "the token has expired", "ExpiredSignatureError"},
		{"rust", "walkdir", "skip a directory while walking", "IntoIter::skip_current_dir"},
		{"npm", "debug", "enable logging for some namespaces", "debug.enable"},
	} {
		hits := NewPackageIndex(tc.pkg, intentDocs(t, tc.eco, tc.pkg)).Search(tc.query, 3, true)
		if len(hits) == 0 || hits[0].Doc.Locator.Symbol != tc.want {
			var got []string
			for _, h := range hits {
				got = append(got, h.Doc.Locator.Symbol)
			}
			t.Errorf("%s %s %q: got %v, want %s first", tc.eco, tc.pkg, tc.query, got, tc.want)
		}
	}
}

// TestLikeTargets checks which docs say they are like another, and which
// one, on recorded packages of each way of saying it: "Same as {@link
// load}, but…" (js-yaml), "Like {@link LRUCache#get} but…" (lru-cache),
// "CompactFunc is like [Compact] but…" (slices), "The same as
// [`parallel`]{@link …} but…" (async); none for a doc like one without a
// doc (eachSeries: each has none) or naming no symbol of the package
// ("This is like the uniq command…").
func TestLikeTargets(t *testing.T) {
	for _, tc := range []struct {
		eco, pkg string
		want     map[string]string
	}{
		{"npm", "js-yaml", map[string]string{"loadAll": "load"}},
		{"npm", "lru-cache", map[string]string{"LRUCache.peek": "LRUCache.get"}},
		{"go", "slices", map[string]string{"CompactFunc": "Compact", "CompareFunc": "Compare"}},
		{"npm", "async", map[string]string{"parallelLimit": "parallel", "QueueObject.pushAsync": "QueueObject.push", "eachSeries": ""}},
	} {
		docs := intentDocs(t, tc.eco, tc.pkg)
		got := map[string]string{}
		like := likeTargets(docs)
		for i, d := range docs {
			if _, ok := tc.want[d.Symbol]; ok && got[d.Symbol] == "" {
				got[d.Symbol] = ""
				if j, ok := like[i]; ok {
					got[d.Symbol] = docs[j].Symbol
				}
			}
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s %s: likeTargets (-want +got):\n%s", tc.eco, tc.pkg, diff)
		}
	}
	if got := likeTargets([]Doc{{Symbol: "Compact", Text: "Compact replaces runs. This is like the uniq command found on Unix."}, {Symbol: "A", Text: "Like B but faster."}}); len(got) != 0 {
		t.Errorf("likeTargets without a named sibling = %v, want none", got)
	}
}
