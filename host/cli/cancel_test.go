package cli

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCancelFilter: a response to a request cancelled while in flight is
// not written; every other message is, including a later request reusing
// the id, a response that went out before the cancellation, and
// initialize (which may not be cancelled).
func TestCancelFilter(t *testing.T) {
	type step struct {
		in  string // a line the client sends
		out string // a message the server writes
	}
	tests := map[string]struct {
		steps []step
		want  []string
	}{
		"cancelled in flight": {
			steps: []step{
				{in: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{}}`},
				{in: `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{}}`},
				{in: `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1,"reason":"x"}}`},
				{out: `{"jsonrpc":"2.0","id":1,"result":{"isError":true}}`},
				{out: `{"jsonrpc":"2.0","id":2,"result":{}}`},
			},
			want: []string{`{"jsonrpc":"2.0","id":2,"result":{}}`},
		},
		"error response dropped too": {
			steps: []step{
				{in: `{"jsonrpc":"2.0","id":"a","method":"resources/read","params":{}}`},
				{in: `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"a"}}`},
				{out: `{"jsonrpc":"2.0","id":"a","error":{"code":-32603,"message":"cancelled"}}`},
			},
		},
		"string and number ids differ": {
			steps: []step{
				{in: `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{}}`},
				{in: `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"7"}}`},
				{out: `{"jsonrpc":"2.0","id":7,"result":{}}`},
			},
			want: []string{`{"jsonrpc":"2.0","id":7,"result":{}}`},
		},
		"answered before the cancellation; id reused": {
			steps: []step{
				{in: `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{}}`},
				{out: `{"jsonrpc":"2.0","id":3,"result":{"n":1}}`},
				{in: `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3}}`},
				{in: `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{}}`},
				{out: `{"jsonrpc":"2.0","id":3,"result":{"n":2}}`},
			},
			want: []string{`{"jsonrpc":"2.0","id":3,"result":{"n":1}}`, `{"jsonrpc":"2.0","id":3,"result":{"n":2}}`},
		},
		"initialize is not cancelled": {
			steps: []step{
				{in: `{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}`},
				{in: `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":0}}`},
				{out: `{"jsonrpc":"2.0","id":0,"result":{}}`},
			},
			want: []string{`{"jsonrpc":"2.0","id":0,"result":{}}`},
		},
		"server notifications and requests pass": {
			steps: []step{
				{in: `{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{}}`},
				{in: `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":4}}`},
				{out: `{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":4}}`},
				{out: `{"jsonrpc":"2.0","id":4,"method":"roots/list"}`},
			},
			want: []string{`{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":4}}`, `{"jsonrpc":"2.0","id":4,"method":"roots/list"}`},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			f := newCancelFilter()
			pr, pw := io.Pipe()
			r := f.Reader(pr)
			var out bytes.Buffer
			w := f.Writer(&out)
			var got []string
			for _, s := range tc.steps {
				if s.in != "" {
					// Split each line across reads, as a pipe may.
					line := s.in + "\n"
					go func() { pw.Write([]byte(line[:5])); pw.Write([]byte(line[5:])) }()
					buf := make([]byte, len(line))
					if _, err := io.ReadFull(r, buf); err != nil {
						t.Fatal(err)
					}
					continue
				}
				out.Reset()
				if n, err := w.Write([]byte(s.out + "\n")); err != nil || n != len(s.out)+1 {
					t.Fatalf("Write = %d, %v", n, err)
				}
				if out.Len() > 0 {
					got = append(got, strings.TrimSuffix(out.String(), "\n"))
				}
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("written (-want +got):\n%s", diff)
			}
		})
	}
}

// TestCancelFilterLongLine: a line longer than maxInspect passes through
// uninspected and does not disturb the next line.
func TestCancelFilterLongLine(t *testing.T) {
	f := newCancelFilter()
	long := `{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"x":"` + strings.Repeat("a", maxInspect) + `"}}` + "\n"
	in := long + `{"jsonrpc":"2.0","id":5,"method":"tools/call"}` + "\n" + `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":5}}` + "\n"
	got, err := io.ReadAll(f.Reader(strings.NewReader(in)))
	if err != nil || string(got) != in {
		t.Fatalf("input not passed through unchanged: %v", err)
	}
	if diff := cmp.Diff(map[string]*request{"5": {method: "tools/call", cancelled: true}}, f.inflight, cmp.AllowUnexported(request{})); diff != "" {
		t.Errorf("inflight (-want +got):\n%s", diff)
	}
}

// TestPromptParamsError: on stdio, a prompt's argument error goes out as
// -32602 (invalid params); its other errors, and other methods' errors,
// are unchanged. A large answer is passed through as written.
func TestPromptParamsError(t *testing.T) {
	big := `{"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"text","text":"` + strings.Repeat("x", 100000) + `"}]}}`
	steps := []struct{ in, out string }{
		{in: `{"jsonrpc":"2.0","id":1,"method":"prompts/get","params":{}}`},
		{in: `{"jsonrpc":"2.0","id":2,"method":"prompts/get","params":{}}`},
		{in: `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{}}`},
		{in: `{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{}}`},
		{out: `{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"use_package: invalid argument: argument ecosystem is required"}}`},
		{out: `{"jsonrpc":"2.0","id":2,"error":{"code":-32603,"message":"use_package: unavailable: registry down"}}`},
		{out: `{"jsonrpc":"2.0","id":3,"error":{"code":-32603,"message":"x: invalid argument: y"}}`},
		{out: big},
	}
	want := []string{
		`{"error":{"code":-32602,"message":"use_package: invalid argument: argument ecosystem is required"},"id":1,"jsonrpc":"2.0"}`,
		`{"jsonrpc":"2.0","id":2,"error":{"code":-32603,"message":"use_package: unavailable: registry down"}}`,
		`{"jsonrpc":"2.0","id":3,"error":{"code":-32603,"message":"x: invalid argument: y"}}`,
		big,
	}
	f := newCancelFilter()
	var out bytes.Buffer
	w := f.Writer(&out)
	var got []string
	for _, s := range steps {
		if s.in != "" {
			if _, err := io.ReadAll(f.Reader(strings.NewReader(s.in + "\n"))); err != nil {
				t.Fatal(err)
			}
			continue
		}
		out.Reset()
		if _, err := w.Write([]byte(s.out)); err != nil {
			t.Fatal(err)
		}
		got = append(got, out.String())
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("written (-want +got):\n%s", diff)
	}
}

func BenchmarkCancelWriterLargeAnswer(b *testing.B) {
	msg := []byte(`{"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"text","text":"` + strings.Repeat("x", 64<<10) + `"}]}}` + "\n")
	f := newCancelFilter()
	w := f.Writer(io.Discard)
	b.SetBytes(int64(len(msg)))
	for b.Loop() {
		_, _ = io.ReadAll(f.Reader(strings.NewReader(`{"jsonrpc":"2.0","id":4,"method":"tools/call"}` + "\n")))
		if _, err := w.Write(msg); err != nil {
			b.Fatal(err)
		}
	}
}

// TestCancelReaderAfterEnd: the reader's own goroutine notes requests as
// the caller's reads do, and once the input has ended later reads still
// say so (run on the caller: that goroutine has stopped).
func TestCancelReaderAfterEnd(t *testing.T) {
	f := newCancelFilter()
	line := `{"jsonrpc":"2.0","id":1,"method":"tools/list"}` + "\n"
	r := f.Reader(strings.NewReader(line))
	got, err := io.ReadAll(r)
	if err != nil || string(got) != line {
		t.Fatalf("ReadAll = %q, %v; want the line", got, err)
	}
	for range 2 {
		if n, err := r.Read(make([]byte, 8)); n != 0 || err != io.EOF {
			t.Errorf("Read after the end = %d, %v; want 0, EOF", n, err)
		}
	}
	if f.inflight["1"] == nil {
		t.Errorf("request 1 not noted: inflight %v", f.inflight)
	}
}
