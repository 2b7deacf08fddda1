package rank

import (
	"testing"
)

// TestIntentSignals checks, one recorded package each, the signals that
// read a query as an agent means it, by the first hit they make:
//   - a member's name part repeating its owner's names the owner
//     (NetworkReachabilityStatus of NetworkReachabilityManager), so the
//     owner answers "watch network reachability";
//   - an auxiliary verb before a participle ("has expired") is no content
//     word: has_crypto is no answer.
func TestIntentSignals(t *testing.T) {
	for _, tc := range []struct{ eco, pkg, query, want string }{
		{"swift", "Alamofire/Alamofire", "watch network reachability", "NetworkReachabilityManager"},
		{"python", "PyJWT", "the token has expired", "ExpiredSignatureError"},
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
