package dts

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestNameHeadingDoc: @ethersproject/networks 5.8.0 (testdata/nameheading)
// documents getNetwork as every ethers v5 export is documented, the name
// first as a heading: "/**\n *  getNetwork\n *\n *  Converts a named
// common networks or chain ID ...". Its summary was "getNetwork"; it is
// the paragraph after the heading.
func TestNameHeadingDoc(t *testing.T) {
	res := (&Scanner{Files: readTree(t, "testdata/nameheading"), Package: "@ethersproject/networks"}).Scan([]string{"lib/index.d.ts"})
	got := map[string]string{}
	for _, s := range res.Symbols {
		got[s.Name] = s.Doc
	}
	want := map[string]string{
		"getNetwork": "Converts a named common networks or chain ID (network ID) to a Network and verifies a network is a valid Network..",
		"Network":    "",
		"Networkish": "",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("docs: -want +got\n%s", d)
	}
}

func TestDropHeading(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"/** only */", "/** only */"},
		{"/**\n * name\n *\n * What it does.\n */", "/** *\n * What it does.\n */"},
		{"/**\n * name\n */", "/**\n * name\n */"},
	}
	for _, tt := range tests {
		if got := dropHeading(tt.in); got != tt.want {
			t.Errorf("dropHeading(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
