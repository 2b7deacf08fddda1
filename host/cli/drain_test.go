package cli

import (
	"context"
	"io"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestUntilAnsweredEndsLines: the input passes through, and a last line
// of text without a newline gets one (mcp-go drops it otherwise); blank
// trailing space does not.
func TestUntilAnsweredEndsLines(t *testing.T) {
	tests := map[string]struct{ in, want string }{
		"empty":                 {"", ""},
		"ended":                 {"{}\n", "{}\n"},
		"unended":               {"{}\n{\"a\":1}", "{}\n{\"a\":1}\n"},
		"unended single line":   {`{"jsonrpc":"2.0"}`, "{\"jsonrpc\":\"2.0\"}\n"},
		"trailing blank":        {"{}\n  \t", "{}\n  \t"},
		"trailing blank, ended": {"{}\n \n", "{}\n \n"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			f := newCancelFilter()
			got, err := io.ReadAll(f.untilAnswered(context.Background(), strings.NewReader(tc.in)))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, string(got)); diff != "" {
				t.Errorf("read (-want +got):\n%s", diff)
			}
		})
	}
}

// eofSignal closes reached when its reader reports the end.
type eofSignal struct {
	r       io.Reader
	reached chan struct{}
}

func (e *eofSignal) Read(p []byte) (int, error) {
	n, err := e.r.Read(p)
	if err == io.EOF {
		select {
		case <-e.reached:
		default:
			close(e.reached)
		}
	}
	return n, err
}

// TestUntilAnsweredHoldsTheEnd: the end of the input reaches the server
// only after the requests read before it are answered (initialize too),
// so that the server does not cancel them; a notification is not waited
// for.
func TestUntilAnsweredHoldsTheEnd(t *testing.T) {
	f := newCancelFilter()
	in := `{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}` + "\n" +
		`{"jsonrpc":"2.0","method":"notifications/initialized"}` + "\n" +
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{}}`
	src := &eofSignal{r: strings.NewReader(in), reached: make(chan struct{})}
	r := f.Reader(f.untilAnswered(context.Background(), src))
	w := f.Writer(io.Discard)
	var answered atomic.Int32
	done := make(chan int32)
	go func() {
		if _, err := io.ReadAll(r); err != nil {
			t.Error(err)
		}
		done <- answered.Load()
	}()
	<-src.reached
	for _, resp := range []string{`{"jsonrpc":"2.0","id":0,"result":{}}`, `{"jsonrpc":"2.0","id":1,"result":{}}`} {
		answered.Add(1)
		if _, err := w.Write([]byte(resp + "\n")); err != nil {
			t.Fatal(err)
		}
	}
	if n := <-done; n != 2 {
		t.Errorf("the input ended after %d of 2 answers", n)
	}
}

// TestUntilAnsweredCancelled: a signal (ctx) ends the wait with a request
// still unanswered.
func TestUntilAnsweredCancelled(t *testing.T) {
	f := newCancelFilter()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	in := `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{}}` + "\n"
	got, err := io.ReadAll(f.Reader(f.untilAnswered(ctx, strings.NewReader(in))))
	if err != nil || string(got) != in {
		t.Fatalf("ReadAll = %q, %v", got, err)
	}
	if len(f.inflight) != 1 {
		t.Errorf("inflight = %v, want the unanswered call", f.inflight)
	}
}
