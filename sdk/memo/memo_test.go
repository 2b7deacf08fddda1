package memo

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// clock is a settable Now.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

func value(v string, life Lifetime) func(context.Context) (string, Lifetime, error) {
	return func(context.Context) (string, Lifetime, error) { return v, life, nil }
}

func TestLifetimes(t *testing.T) {
	clk := &clock{t: time.Unix(1e9, 0)}
	m := New(Options[string]{TTL: time.Minute, Now: clk.now})
	ctx := context.Background()
	for key, life := range map[string]Lifetime{"zod@3.22.4": Stable, "zod@latest": Floating} {
		if v, err := m.Do(ctx, key, value("v1", life)); err != nil || v != "v1" {
			t.Fatalf("Do(%s) = %q, %v", key, v, err)
		}
	}
	tests := []struct {
		after  time.Duration
		stable bool
		float  bool
	}{
		{0, true, true},
		{59 * time.Second, true, true},
		{time.Second, true, false}, // the TTL is over
		{24 * time.Hour, true, false},
	}
	for _, tt := range tests {
		clk.add(tt.after)
		_, stable := m.Get("zod@3.22.4")
		_, float := m.Get("zod@latest")
		if stable != tt.stable || float != tt.float {
			t.Errorf("at +%v: stable kept %v, floating kept %v; want %v, %v", tt.after, stable, float, tt.stable, tt.float)
		}
	}
	// An expired floating key loads again.
	if v, _ := m.Do(ctx, "zod@latest", value("v2", Floating)); v != "v2" {
		t.Errorf("after the TTL Do = %q, want a fresh load", v)
	}
}

func TestBounds(t *testing.T) {
	tests := []struct {
		name       string
		opt        Options[string]
		puts       []string
		want       []string
		wantBytes  int64
		touchFirst bool
	}{
		{"zero options: defaults", Options[string]{}, []string{"a", "bb"}, []string{"a", "bb"}, 2, false},
		{"entry bound, oldest goes", Options[string]{MaxEntries: 2}, []string{"a", "b", "c"}, []string{"b", "c"}, 2, false},
		{"entry bound, least recently used goes", Options[string]{MaxEntries: 2}, []string{"a", "b", "c"}, []string{"a", "c"}, 2, true},
		{"byte bound", Options[string]{MaxBytes: 5, Size: strSize}, []string{"aa", "bb", "cc"}, []string{"bb", "cc"}, 4, false},
		{"over the byte bound alone: not kept", Options[string]{MaxBytes: 3, Size: strSize}, []string{"a", "bbbb"}, []string{"a"}, 1, false},
		{"negative size counts zero", Options[string]{Size: func(string) int64 { return -7 }}, []string{"a"}, []string{"a"}, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := New(tt.opt)
			for i, k := range tt.puts {
				if i == 2 && tt.touchFirst {
					m.Get(tt.puts[0])
				}
				m.Put(k, k, Stable)
			}
			var got []string
			for _, k := range tt.puts {
				if _, ok := m.Get(k); ok {
					got = append(got, k)
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("kept (-want +got):\n%s", diff)
			}
			if m.Bytes() != tt.wantBytes || m.Len() != len(tt.want) {
				t.Errorf("Bytes, Len = %d, %d; want %d, %d", m.Bytes(), m.Len(), tt.wantBytes, len(tt.want))
			}
		})
	}
}

func strSize(s string) int64 { return int64(len(s)) }

// waiters is how many callers wait for key's load.
func (m *Memo[V]) waiters(key string) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	if f, ok := m.flights[key]; ok {
		return f.waiters
	}
	return 0
}

func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition not reached")
		}
		time.Sleep(time.Millisecond)
	}
}

func TestSingleflight(t *testing.T) {
	m := New(Options[string]{})
	var loads atomic.Int32
	release := make(chan struct{})
	load := func(context.Context) (string, Lifetime, error) {
		loads.Add(1)
		<-release
		return "v", Stable, nil
	}
	const n = 50
	var wg sync.WaitGroup
	got := make([]string, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i], _ = m.Do(context.Background(), "k", load)
		}()
	}
	waitFor(t, func() bool { return m.waiters("k") == n })
	close(release)
	wg.Wait()
	if loads.Load() != 1 {
		t.Errorf("%d loads for %d concurrent callers, want 1", loads.Load(), n)
	}
	for i, v := range got {
		if v != "v" {
			t.Fatalf("caller %d got %q", i, v)
		}
	}
	if v, _ := m.Do(context.Background(), "k", func(context.Context) (string, Lifetime, error) {
		t.Error("loaded again a kept value")
		return "", Stable, nil
	}); v != "v" {
		t.Errorf("Do after load = %q", v)
	}
}

type ctxKey struct{}

func TestContext(t *testing.T) {
	m := New(Options[string]{})
	started := make(chan struct{})
	release := make(chan struct{})
	var loadCtx context.Context
	load := func(ctx context.Context) (string, Lifetime, error) {
		loadCtx = ctx
		close(started)
		select {
		case <-release:
			return "v", Stable, nil
		case <-ctx.Done():
			return "", Stable, ctx.Err()
		}
	}
	ctx1, cancel1 := context.WithCancel(context.WithValue(context.Background(), ctxKey{}, "trace-1"))
	errc := make(chan error, 1)
	go func() { _, err := m.Do(ctx1, "k", load); errc <- err }()
	<-started
	if loadCtx.Value(ctxKey{}) != "trace-1" {
		t.Error("the load lost the first caller's values")
	}
	res2 := make(chan string, 1)
	go func() {
		v, _ := m.Do(context.Background(), "k", load)
		res2 <- v
	}()
	waitFor(t, func() bool { return m.waiters("k") == 2 })

	// The first caller leaves: it returns at once, the load goes on for
	// the second.
	cancel1()
	if err := <-errc; !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled caller got %v", err)
	}
	if loadCtx.Err() != nil {
		t.Error("the load was cancelled while a caller still waits")
	}
	close(release)
	if v := <-res2; v != "v" {
		t.Errorf("second caller got %q", v)
	}

	// Everyone leaves: the load is cancelled and nothing is kept.
	m2 := New(Options[string]{})
	cancelled := make(chan struct{})
	ctx3, cancel3 := context.WithCancel(context.Background())
	started3 := make(chan struct{})
	go func() {
		_, err := m2.Do(ctx3, "k", func(ctx context.Context) (string, Lifetime, error) {
			close(started3)
			<-ctx.Done()
			close(cancelled)
			return "late", Stable, nil
		})
		errc <- err
	}()
	<-started3
	cancel3()
	<-errc
	select {
	case <-cancelled:
	case <-time.After(10 * time.Second):
		t.Fatal("load not cancelled after its last caller left")
	}
	waitFor(t, func() bool { return m2.waiters("k") == 0 })
	if _, ok := m2.Get("k"); ok {
		t.Error("kept the value of a load nobody waited for")
	}
	if v, err := m2.Do(context.Background(), "k", value("fresh", Stable)); v != "fresh" || err != nil {
		t.Errorf("Do after an abandoned load = %q, %v", v, err)
	}

	// A caller already cancelled does not start a load.
	done, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := m2.Do(done, "other", func(context.Context) (string, Lifetime, error) {
		t.Error("loaded for a cancelled caller")
		return "", Stable, nil
	}); !errors.Is(err, context.Canceled) {
		t.Errorf("Do with a cancelled context = %v", err)
	}
}

var errNotFound = errors.New("not found")

func TestErrors(t *testing.T) {
	clk := &clock{t: time.Unix(1e9, 0)}
	ctx := context.Background()
	var loads atomic.Int32
	failing := func(err error) func(context.Context) (string, Lifetime, error) {
		return func(context.Context) (string, Lifetime, error) {
			loads.Add(1)
			return "", Stable, err
		}
	}
	plain := New(Options[string]{Now: clk.now})
	for range 2 {
		if _, err := plain.Do(ctx, "k", failing(errNotFound)); !errors.Is(err, errNotFound) {
			t.Fatalf("err = %v", err)
		}
	}
	if loads.Load() != 2 {
		t.Errorf("errors kept without KeepError: %d loads", loads.Load())
	}

	loads.Store(0)
	keep := New(Options[string]{Now: clk.now, TTL: time.Minute, KeepError: func(err error) bool { return errors.Is(err, errNotFound) }})
	for range 3 {
		if _, err := keep.Do(ctx, "k", failing(errNotFound)); !errors.Is(err, errNotFound) {
			t.Fatalf("err = %v", err)
		}
	}
	if _, ok := keep.Get("k"); ok {
		t.Error("Get reported a kept error as a value")
	}
	_, _ = keep.Do(ctx, "other", failing(errors.New("unavailable")))
	_, _ = keep.Do(ctx, "other", failing(errors.New("unavailable")))
	if loads.Load() != 3 {
		t.Errorf("%d loads, want 1 for the kept NotFound and 2 for the other error", loads.Load())
	}
	clk.add(time.Minute) // kept errors are floating, even from a Stable load
	_, _ = keep.Do(ctx, "k", failing(errNotFound))
	if loads.Load() != 4 {
		t.Errorf("a kept error outlived the TTL")
	}
}

func TestPanic(t *testing.T) {
	m := New(Options[string]{})
	_, err := m.Do(context.Background(), "k", func(context.Context) (string, Lifetime, error) { panic("boom") })
	if err == nil || !strings.Contains(err.Error(), "boom") {
		t.Errorf("err = %v, want the panic as an error", err)
	}
	if m.Len() != 0 {
		t.Error("kept a panicked load")
	}
}

func TestForget(t *testing.T) {
	m := New(Options[string]{})
	m.Put("k", "v", Stable)
	m.Forget("k")
	m.Forget("absent")
	if _, ok := m.Get("k"); ok || m.Len() != 0 {
		t.Error("Forget kept the entry")
	}
}
