package gateway

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/mcp"
)

func TestPageCache(t *testing.T) {
	doc := []byte(`{"name":"zod","version":"3.23.8"}`)
	same := append([]byte(nil), doc...)                  // equal bytes, another slice
	other := []byte(`{"name":"zod","version":"3.23.9"}`) // same length, other bytes
	key := func(src []byte, cursor string) pageKey {
		return pageKey{provider: "npm", build: "1+2.3", name: "zod", cursor: cursor, doc: docHash(src), docLen: len(src)}
	}
	var c pageCache
	if c.get(key(doc, ""), doc) != nil {
		t.Fatal("hit in an empty cache")
	}
	pg := &page{src: doc, version: "3.23.8", text: "# zod@3.23.8", structured: json.RawMessage(`{"name":"zod"}`)}
	c.put(key(doc, ""), pg)
	tests := []struct {
		name string
		key  pageKey
		src  []byte
		hit  bool
	}{
		{"same slice", key(doc, ""), doc, true},
		{"equal bytes", key(same, ""), same, true},
		{"other cursor", key(doc, "c1"), doc, false},
		{"other document", key(other, ""), other, false},
		// A key that collides but whose bytes differ is a miss.
		{"colliding key, other bytes", key(doc, ""), other, false},
		{"nil document", key(nil, ""), nil, false},
	}
	for _, tt := range tests {
		if got := c.get(tt.key, tt.src) != nil; got != tt.hit {
			t.Errorf("%s: hit = %v, want %v", tt.name, got, tt.hit)
		}
	}
	res := pg.result()
	want := &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("# zod@3.23.8")}, StructuredContent: json.RawMessage(`{"name":"zod"}`)}
	if diff := cmp.Diff(want, res); diff != "" {
		t.Errorf("result (-want +got):\n%s", diff)
	}
	if pg.result() == res {
		t.Error("result shares the *CallToolResult between calls")
	}

	// Bounded: the oldest pages go.
	for i := range maxPages + 10 {
		src := []byte(fmt.Sprint(i))
		c.put(key(src, ""), &page{src: src})
	}
	if c.get(key(doc, ""), doc) != nil {
		t.Error("oldest page kept past maxPages")
	}
	if n := c.lru.Len(); n != maxPages {
		t.Errorf("pages = %d, want %d", n, maxPages)
	}

	// And bounded in bytes: large documents push the oldest out.
	big := make([]byte, maxPageBytes/3)
	for i := range 5 {
		src := append([]byte(fmt.Sprint(i)), big...)
		c.put(key(src, ""), &page{src: src})
	}
	if c.bytes > maxPageBytes {
		t.Errorf("bytes = %d, want at most %d", c.bytes, maxPageBytes)
	}
	total := 0
	for _, k := range c.lru.Keys() {
		pg, _ := c.lru.Peek(k)
		total += pg.size()
	}
	if total != c.bytes {
		t.Errorf("bytes = %d, but the pages hold %d", c.bytes, total)
	}
	huge := make([]byte, maxPageBytes+1)
	c.put(key(huge, ""), &page{src: huge})
	if c.get(key(huge, ""), huge) != nil {
		t.Error("a page larger than the whole bound was kept")
	}
}
