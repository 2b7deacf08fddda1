package gateway

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash"
	"hash/fnv"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/pkgdocs/pkgdocs/internal/atomicfile"
	"github.com/pkgdocs/pkgdocs/internal/jsonrpcfix"
)

// toolLists remembers, across starts, the result of tools/list exactly as
// mcp-go wrote it, and answers a later tools/list for the same tools from
// it: writing the list (mcp-go's Tool.MarshalJSON builds a map and
// compacts each raw schema, then the response compacts each tool again)
// was about 2.2 M instructions of a 36.6 M start, a sixth of what the host
// does beyond the floor.
//
// A remembered result is known by a 64-bit FNV-1a of everything Tool.MarshalJSON
// reads of the tools mcp-go is about to list (taken in a tool filter, from
// the list itself, after registration, session tools and pagination's
// input), the protocol era of the request and, in the 2026-07-28 era, its
// version, and the build of the host (Options.Build: mcp-go's encoding and
// the decoration of modern results are its code). Anything else that
// changes the bytes changes one of those, so a remembered result is never
// stale: a different key is a miss, and a miss is answered by mcp-go as
// before and remembered.
//
// A legacy request (no version in its _meta) is keyed without the
// version its session negotiated: mcp-go writes a legacy answer the same
// whatever that version (it decorates modern results only; e2e's
// TestToolListLegacyVersions checks every version this build accepts),
// while that version is session state that a pipelined initialize may not
// have set yet. mcp-go's stdio server serves each request on a goroutine
// of its own, so a tools/list piped right behind initialize (scripts,
// printf into serve) was keyed before initialize set the version in 1 to
// 3 runs of 10: keyed with it, such a pipe missed the list a client had
// remembered, had mcp-go write it again (2.7 M instructions of a 34 M
// start) and remembered a second copy under an empty version.
//
// Only a first page (no cursor) of a list mcp-go writes whole is
// remembered or served. FNV, not SHA-256, because the key is taken at
// every start and SHA-256 of the 12 KB of declarations cost 0.4 M
// instructions (FNV-1a about a fifth of that); the key tells apart lists
// this machine made (at most maxToolLists), not adversaries: a provider
// that could make its declarations collide could declare whatever it
// likes anyway.
//
// Serving needs the transport: the filter hands mcp-go an empty list,
// cheap to write, and the transport's writer (Writer) puts the
// remembered result in its place. The stdio transport is the only one
// that sets Options.ToolListFile, since a start is what it pays for.
type toolLists struct {
	path  string
	build string

	load   sync.Once
	mu     sync.Mutex
	byKey  map[string][]byte    // remembered results by key
	order  []string             // keys, newest first
	marked map[any]*listPlan    // by request context: tools/list requests in flight
	due    map[string]*listPlan // by response id (jsonrpcfix.IDKey): what the writer does
	served int                  // results answered from memory, for tests
}

// listPlan is what becomes of one tools/list answer: served from memory
// (result set) or remembered (key set, result nil).
type listPlan struct {
	key    string
	result []byte
}

// maxToolLists bounds the results remembered (one per era and version a
// client uses, times the tool sets seen) and maxToolListFile the bytes
// read.
const (
	maxToolLists    = 8
	maxToolListFile = 4 << 20
	toolListHeader  = "pkgdocs tools/list 1\n"
	keyLen          = 16 // hex of a 64-bit FNV-1a
)

func newToolLists(path, build string) *toolLists {
	return &toolLists{path: path, build: build, byKey: map[string][]byte{}, marked: map[any]*listPlan{}, due: map[string]*listPlan{}}
}

// hooks wires the lists into mcp-go: a tools/list without a cursor is
// marked before it is handled, planned in the filter, and handed to the
// writer by its id after.
func (l *toolLists) hooks(h *server.Hooks) server.ServerOption {
	h.AddBeforeListTools(func(ctx context.Context, _ any, req *mcp.ListToolsRequest) {
		if req.Params.Cursor != "" {
			return
		}
		l.mu.Lock()
		l.marked[ctx] = nil
		l.mu.Unlock()
	})
	h.AddAfterListTools(func(ctx context.Context, id any, _ *mcp.ListToolsRequest, res *mcp.ListToolsResult) {
		l.mu.Lock()
		plan := l.marked[ctx]
		delete(l.marked, ctx)
		l.mu.Unlock()
		if plan == nil || res == nil {
			return
		}
		if plan.result == nil && res.NextCursor != "" {
			return // a page, not the list
		}
		b, err := json.Marshal(mcp.NewRequestId(id))
		if err != nil {
			return
		}
		l.mu.Lock()
		l.due[jsonrpcfix.IDKey(b)] = plan
		l.mu.Unlock()
	})
	h.AddOnError(func(ctx context.Context, _ any, method mcp.MCPMethod, _ any, _ error) {
		if method == mcp.MethodToolsList {
			l.mu.Lock()
			delete(l.marked, ctx)
			l.mu.Unlock()
		}
	})
	return server.WithToolFilter(l.filter)
}

// filter plans a marked request's answer from the tools mcp-go is about
// to list: a remembered result is served (mcp-go writes an empty list the
// writer replaces), else what mcp-go writes is remembered.
func (l *toolLists) filter(ctx context.Context, tools []mcp.Tool) []mcp.Tool {
	l.mu.Lock()
	_, marked := l.marked[ctx]
	l.mu.Unlock()
	if !marked {
		return tools
	}
	key, ok := l.key(ctx, tools)
	if !ok {
		return tools
	}
	l.load.Do(l.read)
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, still := l.marked[ctx]; !still {
		return tools
	}
	if r, ok := l.byKey[key]; ok {
		l.marked[ctx] = &listPlan{key: key, result: r}
		return []mcp.Tool{}
	}
	l.marked[ctx] = &listPlan{key: key}
	return tools
}

// key identifies what mcp-go writes for tools in this request. ok is
// false when a tool uses a field the key does not cover (a typed schema,
// _meta, icons, execution): such a list is neither served nor remembered.
func (l *toolLists) key(ctx context.Context, tools []mcp.Tool) (string, bool) {
	h := fnv.New64a()
	var n [binary.MaxVarintLen64]byte
	str := func(s string) {
		h.Write(n[:binary.PutUvarint(n[:], uint64(len(s)))])
		h.Write([]byte(s))
	}
	str(l.build)
	modern := server.IsModernRequest(ctx)
	str(strconv.FormatBool(modern))
	if modern {
		// The request's own _meta names its version. A legacy request's
		// version is the session's, which a pipelined initialize may not
		// have set yet (see toolLists): not part of its key.
		str(server.RequestProtocolVersion(ctx))
	}
	str(strconv.Itoa(len(tools)))
	for i := range tools {
		if !toolKey(h, &tools[i], str) {
			return "", false
		}
	}
	return hex.EncodeToString(h.Sum(nil)), true
}

// toolKey writes to h every field of t that Tool.MarshalJSON reads, or
// reports false for a tool using one it does not cover.
func toolKey(h hash.Hash, t *mcp.Tool, str func(string)) bool {
	if t.Meta != nil || t.Icons != nil || t.Execution != nil || t.DeferLoading ||
		t.RawInputSchema == nil || t.InputSchema.Type != "" || t.OutputSchema.Type != "" {
		return false
	}
	str(t.Name)
	str(t.Title)
	str(t.Description)
	str(string(t.RawInputSchema))
	if t.RawOutputSchema == nil {
		str("-")
	} else {
		str("+" + string(t.RawOutputSchema))
	}
	a := t.Annotations
	str(a.Title)
	for _, b := range []*bool{a.ReadOnlyHint, a.DestructiveHint, a.IdempotentHint, a.OpenWorldHint} {
		switch {
		case b == nil:
			h.Write([]byte{'n'})
		case *b:
			h.Write([]byte{'t'})
		default:
			h.Write([]byte{'f'})
		}
	}
	return true
}

// Writer passes w through, putting remembered tools/list results in place
// of the empty lists the filter had mcp-go write, and remembering the
// lists mcp-go wrote whole. It takes one message per Write, as mcp-go's
// stdio server writes them.
func (l *toolLists) Writer(w io.Writer) io.Writer { return &listWriter{w: w, l: l} }

type listWriter struct {
	w io.Writer
	l *toolLists
}

func (c *listWriter) Write(p []byte) (int, error) {
	c.l.mu.Lock()
	pending := len(c.l.due) > 0
	c.l.mu.Unlock()
	if !pending {
		return c.w.Write(p)
	}
	id, start, end, ok := jsonrpcfix.ResultSpan(p)
	if !ok {
		return c.w.Write(p)
	}
	c.l.mu.Lock()
	plan := c.l.due[id]
	delete(c.l.due, id)
	if plan != nil && plan.result != nil {
		c.l.served++
	}
	c.l.mu.Unlock()
	switch {
	case plan == nil:
	case plan.result != nil:
		out := make([]byte, 0, start+len(plan.result)+len(p)-end)
		out = append(append(append(out, p[:start]...), plan.result...), p[end:]...)
		if _, err := c.w.Write(out); err != nil {
			return 0, err
		}
		return len(p), nil
	default:
		c.l.remember(plan.key, p[start:end])
	}
	return c.w.Write(p)
}

// remember keeps result under key and saves the file. A failure to save
// only costs the next start the saving.
func (l *toolLists) remember(key string, result []byte) {
	l.load.Do(l.read)
	l.mu.Lock()
	if _, ok := l.byKey[key]; ok {
		l.mu.Unlock()
		return
	}
	l.byKey[key] = bytes.Clone(result)
	l.order = append([]string{key}, l.order...)
	for len(l.order) > maxToolLists {
		delete(l.byKey, l.order[len(l.order)-1])
		l.order = l.order[:len(l.order)-1]
	}
	var b bytes.Buffer
	b.WriteString(toolListHeader)
	for _, k := range l.order {
		fmt.Fprintf(&b, "%s %d\n", k, len(l.byKey[k]))
		b.Write(l.byKey[k])
		b.WriteByte('\n')
	}
	l.mu.Unlock()
	if l.path == "" {
		return
	}
	if err := os.MkdirAll(filepath.Dir(l.path), 0o700); err != nil {
		return
	}
	_ = atomicfile.WriteFile(l.path, b.Bytes(), 0o600)
}

// read loads the file: a header line, then for each result its key and
// length on a line, the result and a newline. A missing, oversized or
// malformed file is read as far as it is well formed (nothing is served
// from a malformed entry).
func (l *toolLists) read() {
	if l.path == "" {
		return
	}
	f, err := os.Open(l.path)
	if err != nil {
		return
	}
	defer f.Close()
	r := bufio.NewReader(io.LimitReader(f, maxToolListFile))
	if h, err := r.ReadString('\n'); err != nil || h != toolListHeader {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	for len(l.order) < maxToolLists {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		var key string
		var n int
		if _, err := fmt.Sscanf(line, "%s %d\n", &key, &n); err != nil || len(key) != keyLen || n <= 0 || n > maxToolListFile {
			return
		}
		b := make([]byte, n+1)
		if _, err := io.ReadFull(r, b); err != nil || b[n] != '\n' {
			return
		}
		if _, dup := l.byKey[key]; !dup {
			l.byKey[key] = b[:n]
			l.order = append(l.order, key)
		}
	}
}
