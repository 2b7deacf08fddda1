package providertest

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"sync"
)

// stdoutCapture points os.Stdout at a pipe and collects what is written to
// it, to prove an in-process provider prints nothing: served for real, its
// stdout is the host's handshake channel. It sees writes through the
// os.Stdout variable (fmt.Print, log.New(os.Stdout, ...) created during the
// calls), not writes to file descriptor 1 itself; RunBinary sees those.
type stdoutCapture struct {
	orig *os.File
	w    *os.File
	buf  bytes.Buffer
	done chan struct{}
	once sync.Once
}

func captureStdout() (*stdoutCapture, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("capture stdout: %w", err)
	}
	c := &stdoutCapture{orig: os.Stdout, w: w, done: make(chan struct{})}
	go func() {
		defer close(c.done)
		_, _ = io.Copy(&c.buf, r)
		_ = r.Close()
	}()
	os.Stdout = w
	return c, nil
}

// stop restores os.Stdout and returns what was written meanwhile.
func (c *stdoutCapture) stop() []byte {
	c.once.Do(func() {
		os.Stdout = c.orig
		_ = c.w.Close()
		<-c.done
	})
	return c.buf.Bytes()
}

// lockedBuffer is a bytes.Buffer safe for concurrent writers and readers.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) Bytes() []byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	return bytes.Clone(b.buf.Bytes())
}

// quote shows at most 200 bytes of unexpected output.
func quote(b []byte) string {
	const show = 200
	if len(b) > show {
		return fmt.Sprintf("%q… (%d bytes)", b[:show], len(b))
	}
	return fmt.Sprintf("%q", b)
}
