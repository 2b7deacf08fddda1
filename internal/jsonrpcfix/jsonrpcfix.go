package jsonrpcfix

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
)

// Method names the package acts on.
const (
	MethodCancelled  = "notifications/cancelled"
	MethodInitialize = "initialize"
	MethodPromptsGet = "prompts/get"
	MethodToolsCall  = "tools/call"
	MethodReadRes    = "resources/read"
)

// AnswersInputRequired reports whether a request of method may be answered
// with an input_required result (protocol 2026-07-28): tools/call,
// prompts/get and resources/read.
func AnswersInputRequired(method string) bool {
	return method == MethodToolsCall || method == MethodPromptsGet || method == MethodReadRes
}

// Inbound is what the transports need to know of one message a client
// sent.
type Inbound struct {
	// ID is the IDKey of a request's id ("" for a notification, or a
	// response the client sends to a server request).
	ID string
	// Method is the request's or notification's method ("" for a
	// response).
	Method string
	// CancelID is, for notifications/cancelled, the IDKey of the request it
	// cancels ("" otherwise).
	CancelID string
}

// Cancellable reports whether in is a request the client may cancel: any
// request but initialize, which the spec says must not be cancelled.
func (in Inbound) Cancellable() bool {
	return in.ID != "" && in.Method != "" && in.Method != MethodInitialize
}

type inMessage struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params struct {
		RequestID json.RawMessage `json:"requestId"`
	} `json:"params"`
}

// ReadInbound reads one JSON-RPC message a client sent. ok is false for
// anything that is not one JSON object of that shape (a batch included).
func ReadInbound(msg []byte) (in Inbound, ok bool) {
	var m inMessage
	if json.Unmarshal(msg, &m) != nil {
		return Inbound{}, false
	}
	in = Inbound{ID: IDKey(m.ID), Method: m.Method}
	if m.Method == MethodCancelled && len(m.ID) == 0 {
		in.CancelID = IDKey(m.Params.RequestID)
	}
	return in, true
}

// Head reads a JSON-RPC message the server writes up to its first "result"
// or "error" member and returns the IDKey of its id and which of the two
// it has. kind is "" for a request or notification, or for what does not
// parse. Only the head is read: answers run to hundreds of kilobytes, and
// mcp-go writes the id first.
func Head(p []byte) (id, kind string) {
	dec := json.NewDecoder(bytes.NewReader(p))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return "", ""
	}
	var raw json.RawMessage
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return "", ""
		}
		switch key, _ := t.(string); key {
		case "result", "error":
			return IDKey(raw), key
		case "method":
			return "", ""
		case "id":
			if dec.Decode(&raw) != nil {
				return "", ""
			}
		default:
			var skip json.RawMessage
			if dec.Decode(&skip) != nil {
				return "", ""
			}
		}
	}
	return "", ""
}

// PromptParamsError rewrites an error answer to prompts/get whose cause is
// a bad argument from -32603 (internal error) to -32602 (invalid params),
// as the spec asks, and reports whether it did. mcp-go reports every error
// a prompt handler returns as an internal error; the host's prompt errors
// name their cause ("use_package: invalid argument: …", see
// host/gateway's promptError), and only that cause is the client's fault.
// Other messages are left alone (ok false). The caller must know p answers
// prompts/get; a trailing newline is kept.
func PromptParamsError(p []byte) (out []byte, ok bool) {
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
	if json.Unmarshal(e["code"], &code) != nil || code != CodeInternalError || json.Unmarshal(e["message"], &msg) != nil {
		return nil, false
	}
	if !strings.Contains(msg, ": invalid argument: ") {
		return nil, false
	}
	e["code"] = json.RawMessage(strconv.Itoa(CodeInvalidParams))
	eb, err := json.Marshal(e)
	if err != nil {
		return nil, false
	}
	m["error"] = eb
	out, err = json.Marshal(m)
	if err != nil {
		return nil, false
	}
	if bytes.HasSuffix(p, []byte("\n")) {
		out = append(out, '\n')
	}
	return out, true
}

// RootsListParams gives each roots/list request inside an input_required
// result (protocol 2026-07-28) empty params, and reports whether it
// changed p. mcp-go writes that request as {"method":"roots/list"}, as the
// spec's example does and its schema allows (ListRootsRequest's params
// are optional); the official Go SDK client (v1.8.0) decodes every input
// request's params and fails the whole call on a missing one ("unexpected
// end of JSON input"). {"method":"roots/list","params":{}} is the same
// request to every client. Anything else is left alone (ok false); only an
// answer carrying both strings is decoded. A trailing newline is kept.
func RootsListParams(p []byte) (out []byte, ok bool) {
	if !bytes.Contains(p, []byte(`"input_required"`)) || !bytes.Contains(p, []byte(`"roots/list"`)) {
		return nil, false
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(p, &m) != nil {
		return nil, false
	}
	var res map[string]json.RawMessage
	if json.Unmarshal(m["result"], &res) != nil {
		return nil, false
	}
	var rt string
	if json.Unmarshal(res["resultType"], &rt) != nil || rt != "input_required" {
		return nil, false
	}
	var reqs map[string]map[string]json.RawMessage
	if json.Unmarshal(res["inputRequests"], &reqs) != nil {
		return nil, false
	}
	changed := false
	for _, r := range reqs {
		var method string
		if r == nil || json.Unmarshal(r["method"], &method) != nil || method != "roots/list" {
			continue
		}
		if params, has := r["params"]; has && string(params) != "null" {
			continue
		}
		r["params"] = json.RawMessage(`{}`)
		changed = true
	}
	if !changed {
		return nil, false
	}
	var err error
	if res["inputRequests"], err = json.Marshal(reqs); err != nil {
		return nil, false
	}
	if m["result"], err = json.Marshal(res); err != nil {
		return nil, false
	}
	if out, err = json.Marshal(m); err != nil {
		return nil, false
	}
	if bytes.HasSuffix(p, []byte("\n")) {
		out = append(out, '\n')
	}
	return out, true
}

// JSON-RPC error codes PromptParamsError maps between.
const (
	CodeInvalidParams = -32602
	CodeInternalError = -32603
)

// IDKey is a JSON-RPC id's compact JSON text ("" for none or null), so
// that 7 and "7" stay different ids.
func IDKey(raw json.RawMessage) string {
	if len(raw) == 0 || string(raw) == "null" {
		return ""
	}
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return ""
	}
	return b.String()
}

// ResultSpan finds the result of a response the server writes: the IDKey
// of its id and where its "result" value starts and ends in p. ok is false
// unless p is one JSON object whose last member is "result" (as mcp-go
// writes every response: jsonrpc, id, result), followed by nothing but an
// optional newline, so that p[:start] + other + p[end:] is the same
// response with another result.
func ResultSpan(p []byte) (id string, start, end int, ok bool) {
	dec := json.NewDecoder(bytes.NewReader(p))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return "", 0, 0, false
	}
	var rawID json.RawMessage
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return "", 0, 0, false
		}
		key, _ := t.(string)
		var v json.RawMessage
		if dec.Decode(&v) != nil {
			return "", 0, 0, false
		}
		switch key {
		case "id":
			rawID = v
		case "result":
			end = int(dec.InputOffset())
			rest := p[end:]
			if string(rest) != "}" && string(rest) != "}\n" {
				return "", 0, 0, false
			}
			return IDKey(rawID), end - len(v), end, true
		}
	}
	return "", 0, 0, false
}
