package cache

import (
	"bytes"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/hashicorp/go-hclog"
)

// clock is a fake clock for Options.Now.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func newClock() *clock { return &clock{t: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)} }

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// logBuffer collects log output for assertions.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

func (l *logBuffer) logger() hclog.Logger {
	return hclog.New(&hclog.LoggerOptions{Output: l, Level: hclog.Debug})
}

// newTestCache returns a Cache closed at the end of the test. A zero Dir
// gets a fresh temporary directory (never the user's cache), unless NoDisk.
func newTestCache(t testing.TB, o Options) *Cache {
	t.Helper()
	if o.Dir == "" && !o.NoDisk {
		o.Dir = t.TempDir()
	}
	c := New(o)
	t.Cleanup(func() { _ = c.Close() })
	return c
}

func testKey(n int) Key {
	return Key{Provider: "npm", ProviderVersion: "1.0.0", Tool: "describe_npm_package",
		Args: map[string]any{"package": fmt.Sprintf("pkg-%d", n)}}
}

// flush waits for c's queued disk writes.
func (c *Cache) flush() {
	if c.disk != nil {
		c.disk.flush()
	}
	if c.remote != nil {
		c.remote.flush()
	}
}
