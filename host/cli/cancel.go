package cli

import (
	"bytes"
	"encoding/json"
	"io"
	"strings"
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
	inflight map[string]*request // by request id

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
	return &cancelFilter{inflight: map[string]*request{}}
}

// request is what the filter remembers of a request in flight.
type request struct {
	method    string
	cancelled bool
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
			if r, ok := f.inflight[k]; ok {
				r.cancelled = true
			}
		}
	case m.Method != "" && m.Method != "initialize":
		// The spec forbids cancelling initialize.
		if k := idKey(m.ID); k != "" && len(f.inflight) < maxInflight {
			f.inflight[k] = &request{method: m.Method}
		}
	}
}

type cancelWriter struct {
	w io.Writer
	f *cancelFilter
}

// Write takes one message per call, as mcp-go's stdio server writes them.
// Only the message's head is read (answers run to hundreds of kilobytes and
// the id comes first), and only an error is decoded whole.
func (c *cancelWriter) Write(p []byte) (int, error) {
	id, kind := messageHead(p)
	if k := idKey(id); k != "" && kind != "" {
		c.f.mu.Lock()
		r := c.f.inflight[k]
		delete(c.f.inflight, k)
		c.f.mu.Unlock()
		switch {
		case r == nil:
		case r.cancelled:
			return len(p), nil
		case kind == "error" && r.method == "prompts/get":
			if q, ok := promptParamsError(p); ok {
				if _, err := c.w.Write(q); err != nil {
					return 0, err
				}
				return len(p), nil
			}
		}
	}
	return c.w.Write(p)
}

// messageHead reads a JSON-RPC message's members up to the first "result"
// or "error" and returns its id and which of the two it has ("" for a
// request or notification, or what does not parse).
func messageHead(p []byte) (id json.RawMessage, kind string) {
	dec := json.NewDecoder(bytes.NewReader(p))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, ""
	}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, ""
		}
		switch key, _ := t.(string); key {
		case "result", "error":
			return id, key
		case "method":
			return nil, ""
		case "id":
			if dec.Decode(&id) != nil {
				return nil, ""
			}
		default:
			var skip json.RawMessage
			if dec.Decode(&skip) != nil {
				return nil, ""
			}
		}
	}
	return nil, ""
}

// promptParamsError rewrites an error answer to prompts/get whose cause is
// a bad argument from -32603 to -32602 (invalid params), as the spec asks:
// mcp-go reports every error a prompt handler returns as an internal error,
// and the host's prompt errors name their cause ("use_package: invalid
// argument: …"). Other errors pass unchanged.
func promptParamsError(p []byte) ([]byte, bool) {
	var m map[string]json.RawMessage
	if json.Unmarshal(p, &m) != nil {
		return nil, false
	}
	var e map[string]json.RawMessage
	if json.Unmarshal(m["error"], &e) != nil {
		return nil, false
	}
	var code int
	var msg string
	if json.Unmarshal(e["code"], &code) != nil || code != -32603 || json.Unmarshal(e["message"], &msg) != nil {
		return nil, false
	}
	if !strings.Contains(msg, ": invalid argument: ") {
		return nil, false
	}
	e["code"] = json.RawMessage("-32602")
	eb, err := json.Marshal(e)
	if err != nil {
		return nil, false
	}
	m["error"] = eb
	out, err := json.Marshal(m)
	if err != nil {
		return nil, false
	}
	if bytes.HasSuffix(p, []byte("\n")) {
		out = append(out, '\n')
	}
	return out, true
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
