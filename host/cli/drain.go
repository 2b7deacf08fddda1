package cli

import (
	"bytes"
	"context"
	"io"
	"time"
)

// maxDrain bounds how long the end of the input is held back for answers:
// longer than a tool call may take (the gateway's 60 s call timeout, plus
// starting the providers on a first run), so that only a request whose
// answer cannot be matched to it (an id mcp-go rewrites) ends the wait.
const maxDrain = 2 * time.Minute

// untilAnswered passes r through for the stdio server and holds back the
// end of r until every request read from it has been answered. mcp-go's
// stdio server cancels every request in flight when its input ends, and
// a request read before the providers' tools were registered then stops
// waiting for them: `printf '<tools/call>\n' | pkgdocs serve`, as scripts
// and command-line clients send it, got "tool not found" on a first run,
// and a piped initialize + tools/list listed only the host's tools. With
// the end held back every request gets its full answer, and serve exits
// once they are all written.
//
// A last line of text without a newline is ended with one: mcp-go drops a line cut
// short by the end of the input, and a one-line request piped with printf
// '%s' has none.
//
// The wait ends early when ctx does (a signal), and after maxDrain. Requests
// are those the filter remembers (it reads every line that r yields; see
// Reader, which must wrap the returned reader).
func (f *cancelFilter) untilAnswered(ctx context.Context, r io.Reader) io.Reader {
	return &drainReader{r: r, f: f, ctx: ctx}
}

type drainReader struct {
	r    io.Reader
	f    *cancelFilter
	ctx  context.Context
	open bool // the last line read so far has text but no newline yet
	done bool // the end was reached and waited for
}

func (d *drainReader) Read(p []byte) (int, error) {
	if d.done {
		return 0, io.EOF
	}
	n, err := d.r.Read(p)
	if i := bytes.LastIndexByte(p[:n], '\n'); i >= 0 {
		d.open = !blank(p[i+1 : n])
	} else if n > 0 {
		d.open = d.open || !blank(p[:n])
	}
	if err != io.EOF {
		return n, err
	}
	if n > 0 {
		return n, nil // the end is read again on the next call
	}
	if d.open && len(p) > 0 {
		d.open = false
		p[0] = '\n'
		return 1, nil
	}
	d.done = true
	d.f.waitAnswered(d.ctx, maxDrain)
	return 0, io.EOF
}

// waitAnswered returns once no request is in flight, ctx is done or max has
// passed.
func (f *cancelFilter) waitAnswered(ctx context.Context, max time.Duration) {
	timer := time.NewTimer(max)
	defer timer.Stop()
	for {
		f.mu.Lock()
		n, answered := len(f.inflight), f.answered
		f.mu.Unlock()
		if n == 0 {
			return
		}
		select {
		case <-answered:
		case <-ctx.Done():
			return
		case <-timer.C:
			return
		}
	}
}

// blank reports whether b holds only JSON whitespace.
func blank(b []byte) bool { return len(bytes.TrimSpace(b)) == 0 }
