package jsonrpcfix

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestReadInbound(t *testing.T) {
	type result struct {
		In          Inbound
		OK          bool
		Cancellable bool
	}
	tests := map[string]struct {
		msg  string
		want result
	}{
		"request":              {`{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{}}`, result{Inbound{ID: "7", Method: "tools/call"}, true, true}},
		"string id":            {`{"jsonrpc":"2.0","id":"7","method":"tools/call"}`, result{Inbound{ID: `"7"`, Method: "tools/call"}, true, true}},
		"spaced id compacted":  {`{"jsonrpc":"2.0","id": "a" ,"method":"x"}`, result{Inbound{ID: `"a"`, Method: "x"}, true, true}},
		"initialize":           {`{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}`, result{Inbound{ID: "0", Method: "initialize"}, true, false}},
		"null id":              {`{"jsonrpc":"2.0","id":null,"method":"tools/call"}`, result{Inbound{Method: "tools/call"}, true, false}},
		"notification":         {`{"jsonrpc":"2.0","method":"notifications/initialized"}`, result{Inbound{Method: "notifications/initialized"}, true, false}},
		"cancellation":         {`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"x-1","reason":"r"}}`, result{Inbound{Method: MethodCancelled, CancelID: `"x-1"`}, true, false}},
		"cancellation with id": {`{"jsonrpc":"2.0","id":3,"method":"notifications/cancelled","params":{"requestId":1}}`, result{Inbound{ID: "3", Method: MethodCancelled}, true, true}},
		"cancellation no id":   {`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{}}`, result{Inbound{Method: MethodCancelled}, true, false}},
		"response":             {`{"jsonrpc":"2.0","id":5,"result":{}}`, result{Inbound{ID: "5"}, true, false}},
		"batch":                {`[{"jsonrpc":"2.0","id":1,"method":"tools/call"}]`, result{}},
		"params not an object": {`{"jsonrpc":"2.0","id":1,"method":"x","params":[1]}`, result{}},
		"not json":             {`{"jsonrpc":`, result{}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			in, ok := ReadInbound([]byte(tc.msg))
			got := result{in, ok, in.Cancellable()}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestHead(t *testing.T) {
	tests := map[string]struct {
		msg      string
		id, kind string
	}{
		"result":             {`{"jsonrpc":"2.0","id":1,"result":{"content":[]}}`, "1", "result"},
		"error":              {`{"jsonrpc":"2.0","id":"a","error":{"code":-32603,"message":"x"}}`, `"a"`, "error"},
		"id after result":    {`{"jsonrpc":"2.0","result":{},"id":1}`, "", "result"},
		"error with null id": {`{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"x"}}`, "", "error"},
		"notification":       {`{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1}}`, "", ""},
		"server request":     {`{"jsonrpc":"2.0","id":4,"method":"roots/list"}`, "", ""},
		"truncated":          {`{"jsonrpc":"2.0","id":1,"res`, "", ""},
		"not an object":      {`[1]`, "", ""},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			id, kind := Head([]byte(tc.msg))
			if diff := cmp.Diff([2]string{tc.id, tc.kind}, [2]string{id, kind}); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestPromptParamsError: only an internal error naming an invalid argument
// becomes invalid params; the rest is left alone.
func TestPromptParamsError(t *testing.T) {
	tests := map[string]struct {
		msg  string
		want string // "" for left alone
	}{
		"argument error": {
			`{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"use_package: invalid argument: argument ecosystem is required"}}` + "\n",
			`{"error":{"code":-32602,"message":"use_package: invalid argument: argument ecosystem is required"},"id":1,"jsonrpc":"2.0"}` + "\n",
		},
		"no newline kept so": {
			`{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"upgrade_package: invalid argument: x","data":{"k":1}}}`,
			`{"error":{"code":-32602,"data":{"k":1},"message":"upgrade_package: invalid argument: x"},"id":1,"jsonrpc":"2.0"}`,
		},
		"internal error":         {`{"jsonrpc":"2.0","id":2,"error":{"code":-32603,"message":"use_package: unavailable: registry down"}}`, ""},
		"already invalid params": {`{"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"prompt 'x' not found: invalid argument: y"}}`, ""},
		"label without cause":    {`{"jsonrpc":"2.0","id":2,"error":{"code":-32603,"message":"invalid argument"}}`, ""},
		"result":                 {`{"jsonrpc":"2.0","id":3,"result":{"messages":[]}}`, ""},
		"not json":               {`{"jsonrpc":"2.0","id":3,"error":`, ""},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			got, ok := PromptParamsError([]byte(tc.msg))
			if ok != (tc.want != "") {
				t.Fatalf("ok = %v, want %v", ok, tc.want != "")
			}
			if diff := cmp.Diff(tc.want, string(got)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestIDKey(t *testing.T) {
	tests := map[string]string{``: "", `null`: "", `7`: "7", `"7"`: `"7"`, ` 7 `: "7", `{"a": 1}`: `{"a":1}`, `"a`: ""}
	for raw, want := range tests {
		if got := IDKey([]byte(raw)); got != want {
			t.Errorf("IDKey(%q) = %q, want %q", raw, got, want)
		}
	}
}

// TestResultSpan: the span is the result value exactly, and anything but
// a response ending with its result is refused.
func TestResultSpan(t *testing.T) {
	tests := map[string]struct {
		msg    string
		id     string
		result string // "" when not ok
	}{
		"result":          {`{"jsonrpc":"2.0","id":2,"result":{"tools":[]}}` + "\n", "2", `{"tools":[]}`},
		"no newline":      {`{"jsonrpc":"2.0","id":"x","result":{"a":"}"}}`, `"x"`, `{"a":"}"}`},
		"spaces":          {`{"jsonrpc":"2.0", "id": 3, "result": {"a":1}}`, "3", `{"a":1}`},
		"error":           {`{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"x"}}`, "", ""},
		"id after result": {`{"jsonrpc":"2.0","result":{},"id":1}`, "", ""},
		"trailing bytes":  {`{"jsonrpc":"2.0","id":1,"result":{}} `, "", ""},
		"notification":    {`{"jsonrpc":"2.0","method":"notifications/tools/list_changed"}`, "", ""},
		"truncated":       {`{"jsonrpc":"2.0","id":1,"result":{"tools":[`, "", ""},
		"not an object":   {`[1]`, "", ""},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			id, start, end, ok := ResultSpan([]byte(tc.msg))
			if ok != (tc.result != "") {
				t.Fatalf("ok = %v, want %v", ok, tc.result != "")
			}
			if !ok {
				return
			}
			if diff := cmp.Diff([2]string{tc.id, tc.result}, [2]string{id, tc.msg[start:end]}); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestRootsListParams: a roots/list request inside an input_required
// result gets empty params (what the Go SDK client needs); everything
// else, params already there included, is left alone.
func TestRootsListParams(t *testing.T) {
	tests := map[string]struct {
		msg  string
		want string // "" for left alone
	}{
		"as mcp-go writes it": {
			`{"jsonrpc":"2.0","id":1,"result":{"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"pkgdocs","version":"v"}},"content":[],"inputRequests":{"pkgdocs/roots":{"method":"roots/list"}},"resultType":"input_required"}}` + "\n",
			`{"id":1,"jsonrpc":"2.0","result":{"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"pkgdocs","version":"v"}},"content":[],"inputRequests":{"pkgdocs/roots":{"method":"roots/list","params":{}}},"resultType":"input_required"}}` + "\n",
		},
		"null params, beside another request": {
			`{"jsonrpc":"2.0","id":"a","result":{"inputRequests":{"r":{"method":"roots/list","params":null},"e":{"method":"elicitation/create","params":{"message":"roots/list"}}},"resultType":"input_required"}}`,
			`{"id":"a","jsonrpc":"2.0","result":{"inputRequests":{"e":{"method":"elicitation/create","params":{"message":"roots/list"}},"r":{"method":"roots/list","params":{}}},"resultType":"input_required"}}`,
		},
		"params already":   {`{"jsonrpc":"2.0","id":1,"result":{"inputRequests":{"r":{"method":"roots/list","params":{"_meta":{}}}},"resultType":"input_required"}}`, ""},
		"complete result":  {`{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"\"input_required\" {\"method\":\"roots/list\"}"}],"resultType":"complete"}}`, ""},
		"no roots request": {`{"jsonrpc":"2.0","id":1,"result":{"inputRequests":{"e":{"method":"elicitation/create","params":{"message":"roots/list"}}},"resultType":"input_required"}}`, ""},
		"server request":   {`{"jsonrpc":"2.0","id":4,"method":"roots/list","params":{"x":"input_required"}}`, ""},
		"error":            {`{"jsonrpc":"2.0","id":4,"error":{"code":-32603,"message":"input_required roots/list"}}`, ""},
		"not json":         {`{"jsonrpc":"2.0","id":3,"result":{"resultType":"input_required","inputRequests":{"r":{"method":"roots/list"}}`, ""},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			got, ok := RootsListParams([]byte(tc.msg))
			if ok != (tc.want != "") {
				t.Fatalf("changed %v, want %v: %s", ok, tc.want != "", got)
			}
			if diff := cmp.Diff(tc.want, string(got)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
