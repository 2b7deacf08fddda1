package gateway

import (
	"bytes"
	"encoding/json"
	"hash/maphash"
	"sync"

	"github.com/hashicorp/golang-lru/v2/simplelru"
	"github.com/mark3labs/mcp-go/mcp"
)

// pageCache keeps rendered describe answers, as the client receives them
// (the page's Markdown and its structuredContent, already encoded), for
// each cached document, budget, cursor and follow-up arguments. A warm
// describe is then a cache lookup and a write: no decoding of the
// document, no rendering, no building of the structured content.
//
// A page is only ever served for the very document it was rendered from:
// its key holds a hash of the cached document's bytes, and a hit is
// checked against those bytes, so an answer that expired and was fetched
// again, or a stale answer served with a note, is rendered afresh.
type pageCache struct {
	mu    sync.Mutex
	lru   *simplelru.LRU[pageKey, *page]
	bytes int // sum of the pages' sizes
}

// maxPages and maxPageBytes bound pageCache. A page is a budget's worth of
// text (tens of KB) plus its structured content, and keeps its document
// (usually shared with the answer cache's memory tier, but kept alive
// here after that evicts it): a few hundred KB for a large package.
const (
	maxPages     = 64
	maxPageBytes = 8 << 20
)

// pageSeed hashes documents for page keys; any seed will do within one
// process.
var pageSeed = maphash.MakeSeed()

// pageKey is everything a rendered describe page depends on besides the
// document: what the follow-up call it suggests repeats (name, project,
// symbol, budget) and the cursor.
type pageKey struct {
	provider, build string
	name, project   string
	symbol, cursor  string
	maxLen          int
	all             bool   // allSymbols
	doc             uint64 // maphash of the cached document
	docLen          int
}

type page struct {
	src        []byte // the cached document the page was rendered from
	version    string // the document's version, for the cursor check
	notes      []string
	text       string
	structured json.RawMessage
}

func (c *pageCache) get(k pageKey, src []byte) *page {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.lru == nil {
		return nil
	}
	pg, ok := c.lru.Get(k)
	if !ok || !sameBytes(pg.src, src) {
		return nil
	}
	return pg
}

func (c *pageCache) put(k pageKey, pg *page) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.lru == nil {
		c.lru, _ = simplelru.NewLRU[pageKey, *page](maxPages, func(_ pageKey, old *page) { c.bytes -= old.size() })
	}
	if pg.size() > maxPageBytes {
		return
	}
	if old, ok := c.lru.Peek(k); ok {
		c.bytes -= old.size()
	}
	c.lru.Add(k, pg)
	c.bytes += pg.size()
	for c.bytes > maxPageBytes {
		c.lru.RemoveOldest()
	}
}

func (pg *page) size() int { return len(pg.src) + len(pg.text) + len(pg.structured) }

// sameBytes is bytes.Equal with a shortcut for the usual case: the memory
// cache hands out the very slice the page was rendered from.
func sameBytes(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	if len(a) == 0 || &a[0] == &b[0] {
		return true
	}
	return bytes.Equal(a, b)
}

func docHash(b []byte) uint64 { return maphash.Bytes(pageSeed, b) }

// notesOf is the page's notes; none for a nil page.
func (pg *page) notesOf() []string {
	if pg == nil {
		return nil
	}
	return pg.notes
}

// result is the page as a tool result. The result is fresh (mcp-go and
// middleware may set fields on it); its content is shared and read-only.
func (pg *page) result() *mcp.CallToolResult {
	return &mcp.CallToolResult{
		Content:           []mcp.Content{mcp.NewTextContent(pg.text)},
		StructuredContent: pg.structured,
	}
}
