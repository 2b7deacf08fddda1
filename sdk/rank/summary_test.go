package rank

import "testing"

// TestSummary checks a doc's first sentence as the index reads it: up to
// the first period, without the addresses of links, whose words (http,
// ecma, org, 262) would count as words of what the symbol does
// (lodash 4's _.uniq, from @types/lodash).
func TestSummary(t *testing.T) {
	tests := []struct{ text, want string }{
		{
			"Creates a duplicate-free version of an array, using [`SameValueZero`](http://ecma-international.org/ecma-262/6.0/#sec-samevaluezero) for equality comparisons, in which only the first occurrence of each element is kept.\n\n@param array The array to inspect.",
			"Creates a duplicate-free version of an array, using [`SameValueZero`]() for equality comparisons, in which only the first occurrence of each element is kept.",
		},
		{"See <https://example.org/a.b> for the rules. More.", "See <> for the rules."},
		{"Fetches https://example.org/x?y=1 and returns the body.", "Fetches  and returns the body."},
		{"Returns the value. Then more.", "Returns the value."},
		{"", ""},
	}
	for _, tc := range tests {
		if got := summary(tc.text); got != tc.want {
			t.Errorf("summary(%q)\n got %q\nwant %q", tc.text, got, tc.want)
		}
	}
}
