package dts

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSelfReferenceThroughExports: ohash 2.0.12 (testdata/selfref/ohash,
// its declarations whole) re-exports digest from "ohash/crypto", its own
// subpath, which its exports map gives as {"node":
// "./dist/crypto/node/index.mjs", "default": "./dist/crypto/js/index.mjs"}.
// The scanner looked for a file named crypto, found none, and listed
// digest as a bare re-export with no signature; the compiler resolves a
// package's import of itself through its exports map.
func TestSelfReferenceThroughExports(t *testing.T) {
	s := &Scanner{Files: readTree(t, "testdata/selfref/ohash"), Package: "ohash"}
	res := s.Scan([]string{"dist/index.d.mts"})
	got := map[string]string{}
	for _, sym := range res.Symbols {
		got[sym.Name] = sym.Signature
	}
	want := map[string]string{
		"digest":    "function digest(data: string): string",
		"hash":      "function hash(input: any): string",
		"isEqual":   "function isEqual(object1: any, object2: any): boolean",
		"serialize": "function serialize(input: any): string",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
}
