package jsapi

import (
	"fmt"
	"strings"
	"testing"
)

// TestJSONKeysBound: a JSON module's keys are listed up to maxJSONKeys,
// not the 5,000 symbols a JavaScript outline is cut at: @tabler/icons
// 3.52.0's icons.json, its main entry, has 5,491 top-level keys (one an
// icon), and past the 5,000th a check could not see the rest.
func TestJSONKeysBound(t *testing.T) {
	const keys = 5491
	var b strings.Builder
	b.WriteString("{")
	for i := range keys {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `"icon-%d":{"name":"icon-%d"}`, i, i)
	}
	b.WriteString("}")
	s := &Scanner{Files: map[string][]byte{"icons.json": []byte(b.String())}}
	res := s.Scan("icons.json")
	if len(res.Symbols) != keys || res.Truncated {
		t.Errorf("got %d symbols (truncated %v), want %d whole", len(res.Symbols), res.Truncated, keys)
	}
	s = &Scanner{Files: map[string][]byte{"icons.json": []byte(b.String())}, MaxSymbols: 10}
	if res := s.Scan("icons.json"); len(res.Symbols) != 10 || !res.Truncated {
		t.Errorf("MaxSymbols 10: got %d symbols (truncated %v), want 10, truncated", len(res.Symbols), res.Truncated)
	}
}
