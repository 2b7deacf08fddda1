package cli

import (
	"bytes"
	"encoding/json"
	"io"
	"sync"
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
// a client reusing ids is not affected.
type cancelFilter struct {
	mu       sync.Mutex
	inflight map[string]bool // request id -> cancelled

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
	return &cancelFilter{inflight: map[string]bool{}}
}

// Reader passes r through, noting requests and cancellations.
func (f *cancelFilter) Reader(r io.Reader) io.Reader { return &cancelReader{r: r, f: f} }

// Writer passes w through, dropping responses to cancelled requests.
func (f *cancelFilter) Writer(w io.Writer) io.Writer { return &cancelWriter{w: w, f: f} }

type cancelReader struct {
	r io.Reader
	f *cancelFilter
}

func (c *cancelReader) Read(p []byte) (int, error) {
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

type inMessage struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params struct {
		RequestID json.RawMessage `json:"requestId"`
	} `json:"params"`
}

func (f *cancelFilter) inspect(line []byte) {
	var m inMessage
	if json.Unmarshal(line, &m) != nil {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	switch {
	case m.Method == "notifications/cancelled" && len(m.ID) == 0:
		// Only a request still in flight can be cancelled.
		if k := idKey(m.Params.RequestID); k != "" {
			if _, ok := f.inflight[k]; ok {
				f.inflight[k] = true
			}
		}
	case m.Method != "" && m.Method != "initialize":
		// The spec forbids cancelling initialize.
		if k := idKey(m.ID); k != "" && len(f.inflight) < maxInflight {
			f.inflight[k] = false
		}
	}
}

type cancelWriter struct {
	w io.Writer
	f *cancelFilter
}

type outMessage struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Result json.RawMessage `json:"result"`
	Error  json.RawMessage `json:"error"`
}

// Write takes one message per call, as mcp-go's stdio server writes them.
func (c *cancelWriter) Write(p []byte) (int, error) {
	var m outMessage
	if json.Unmarshal(p, &m) == nil && m.Method == "" && (m.Result != nil || m.Error != nil) {
		if k := idKey(m.ID); k != "" {
			c.f.mu.Lock()
			cancelled, ok := c.f.inflight[k]
			delete(c.f.inflight, k)
			c.f.mu.Unlock()
			if ok && cancelled {
				return len(p), nil
			}
		}
	}
	return c.w.Write(p)
}

// idKey is a JSON-RPC id's compact JSON text ("" for none or null), so
// that 7 and "7" stay different ids.
func idKey(raw json.RawMessage) string {
	if len(raw) == 0 || string(raw) == "null" {
		return ""
	}
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return ""
	}
	return b.String()
}
