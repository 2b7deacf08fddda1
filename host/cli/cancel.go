package cli

import (
	"bytes"
	"io"
	"sync"

	"github.com/pkgdocs/pkgdocs/internal/jsonrpcfix"
)

// cancelFilter keeps the stdio server from answering a request the client
// cancelled: the MCP spec says the receiver of notifications/cancelled
// should not respond to that request. mcp-go cancels the handler's
// context but always writes what the handler returns (an isError
// "cancelled" result), so the filter sits on the transport: its reader
// notes the ids of requests in flight and of cancellations as the lines
// go by, and its writer drops a response whose id was cancelled while in
// flight. A response written before the cancellation arrived goes out as
// usual (the client ignores it), and an id is forgotten once answered, so
// a client reusing ids is not affected. The writer also corrects the
// answers jsonrpcfix corrects: a prompt's argument error, and a
// roots/list request without params inside an input_required result.
type cancelFilter struct {
	mu       sync.Mutex
	inflight map[string]*request // by request id
	answered chan struct{}       // closed and replaced when a request is answered (see untilAnswered)

	// Touched only by the one goroutine reading stdin.
	partial  []byte // the input line read so far
	overlong bool   // partial exceeded maxInspect and is skipped
}

// maxInspect bounds the part of an input line kept for inspection: a
// request's id and a cancellation fit in far less, and a longer line is
// passed on untouched. maxInflight bounds the ids remembered (a request
// answered with a null id, as a malformed one is, is never forgotten).
const (
	maxInspect  = 1 << 20
	maxInflight = 10000
)

func newCancelFilter() *cancelFilter {
	return &cancelFilter{inflight: map[string]*request{}, answered: make(chan struct{})}
}

// request is what the filter remembers of a request in flight. Every
// request is remembered, initialize too, so that the end of the input can
// wait for its answer (untilAnswered); only the others can be cancelled.
type request struct {
	method    string
	cancelled bool
}

// Reader passes r through, noting requests and cancellations.
func (f *cancelFilter) Reader(r io.Reader) io.Reader { return &cancelReader{r: r, f: f} }

// Writer passes w through, dropping responses to cancelled requests.
func (f *cancelFilter) Writer(w io.Writer) io.Writer { return &cancelWriter{w: w, f: f} }

// cancelReader reads and inspects on a goroutine of its own, which lives
// until the input ends: mcp-go's stdio server calls Read from a new
// goroutine for every line, whose stack starts at 2 KB and was grown (and
// copied) two or three times to decode the line; this one grows once.
// Stack growth was about a tenth of what a start did beyond the floor
// (perf), and this took a start from about 28 growths to 24 (a uprobe on
// runtime.morestack). mcp-go reads one line at a time, so Reads do not
// overlap.
type cancelReader struct {
	r io.Reader
	f *cancelFilter

	reqs chan []byte     // nil until the first Read starts the goroutine
	res  chan readResult // its answer to each of reqs
	done bool            // the input ended (or failed): reads run on the caller
}

type readResult struct {
	n   int
	err error
}

func (c *cancelReader) Read(p []byte) (int, error) {
	if c.done {
		return c.read(p)
	}
	if c.reqs == nil {
		c.reqs, c.res = make(chan []byte), make(chan readResult)
		go c.serve()
	}
	c.reqs <- p
	r := <-c.res
	if r.err != nil {
		c.done = true
		close(c.reqs)
	}
	return r.n, r.err
}

func (c *cancelReader) serve() {
	for p := range c.reqs {
		n, err := c.read(p)
		c.res <- readResult{n, err}
	}
}

func (c *cancelReader) read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.f.scan(p[:n])
	return n, err
}

// scan splits input into lines and inspects each whole one.
func (f *cancelFilter) scan(b []byte) {
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		chunk := b
		if i >= 0 {
			chunk = b[:i]
		}
		if !f.overlong {
			if len(f.partial)+len(chunk) > maxInspect {
				f.overlong, f.partial = true, f.partial[:0]
			} else {
				f.partial = append(f.partial, chunk...)
			}
		}
		if i < 0 {
			return
		}
		if !f.overlong {
			f.inspect(f.partial)
		}
		f.partial, f.overlong = f.partial[:0], false
		b = b[i+1:]
	}
}

func (f *cancelFilter) inspect(line []byte) {
	in, ok := jsonrpcfix.ReadInbound(line)
	if !ok {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	switch {
	case in.CancelID != "":
		// Only a request still in flight can be cancelled.
		if r, ok := f.inflight[in.CancelID]; ok && r.method != jsonrpcfix.MethodInitialize {
			r.cancelled = true
		}
	case in.ID != "" && in.Method != "":
		if len(f.inflight) < maxInflight {
			f.inflight[in.ID] = &request{method: in.Method}
		}
	}
}

type cancelWriter struct {
	w io.Writer
	f *cancelFilter
}

// Write takes one message per call, as mcp-go's stdio server writes them.
// Only the message's head is read (answers run to hundreds of kilobytes and
// the id comes first), and only an error, or an answer that asks for the
// client's roots (jsonrpcfix.RootsListParams), is decoded whole.
func (c *cancelWriter) Write(p []byte) (int, error) {
	if k, kind := jsonrpcfix.Head(p); k != "" && kind != "" {
		c.f.mu.Lock()
		r := c.f.inflight[k]
		if r != nil {
			delete(c.f.inflight, k)
			close(c.f.answered)
			c.f.answered = make(chan struct{})
		}
		c.f.mu.Unlock()
		switch {
		case r == nil:
		case r.cancelled:
			return len(p), nil
		case kind == "error" && r.method == jsonrpcfix.MethodPromptsGet:
			if q, ok := jsonrpcfix.PromptParamsError(p); ok {
				return c.replace(p, q)
			}
		case kind == "result" && jsonrpcfix.AnswersInputRequired(r.method):
			if q, ok := jsonrpcfix.RootsListParams(p); ok {
				return c.replace(p, q)
			}
		}
	}
	return c.w.Write(p)
}

// replace writes q in place of the message p.
func (c *cancelWriter) replace(p, q []byte) (int, error) {
	if _, err := c.w.Write(q); err != nil {
		return 0, err
	}
	return len(p), nil
}
