package rank

import (
	"strings"
	"testing"
)

func TestAsksToAct(t *testing.T) {
	tests := []struct {
		query string
		want  bool
	}{
		{"close the socket immediately", true},
		{"how do I parse a version", true},
		{"Returns the bound address", false},     // a doc's first sentence
		{"used to resolve implicit tags", false}, // a participle
		{"the closing state", false},             // no verb
		{"close", false},                         // one word: a name
	}
	for _, tt := range tests {
		if got := asksToAct(strings.Fields(tt.query)); got != tt.want {
			t.Errorf("asksToAct(%q) = %v, want %v", tt.query, got, tt.want)
		}
	}
}

// A query asking for an action finds the method that does it above the
// constant whose name repeats its words (recorded ws 8: WebSocket.CLOSING
// ranked first for "close the socket immediately"); asked for the
// state, the constant stays in the first three.
func TestValuesUnderActions(t *testing.T) {
	ix := NewIndex(intentDocs(t, "npm", "ws"))
	rank := func(query, sym string) int {
		for i, h := range ix.Search(query, 10, false) {
			if h.Doc.Symbol == sym {
				return i + 1
			}
		}
		return 0
	}
	if r, c := rank("close the socket immediately", "WebSocket.terminate"), rank("close the socket immediately", "WebSocket.CLOSING"); r == 0 || c > 0 && c < r {
		t.Errorf("close the socket immediately: terminate at %d, CLOSING at %d; want terminate above", r, c)
	}
	if c := rank("the closing state of a socket", "WebSocket.CLOSING"); c == 0 || c > 3 {
		t.Errorf("the closing state of a socket: CLOSING at %d, want in the first three", c)
	}
}
