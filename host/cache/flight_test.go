package cache

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// waiters returns how many callers wait on the running fetch for key.
func (c *Cache) waiters(t *testing.T, key Key) int {
	id, err := key.ID()
	if err != nil {
		t.Fatal(err)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if f, ok := c.flights[id]; ok {
		return f.waiters
	}
	return 0
}

// waitFor polls cond for up to 10 s: long enough for a loaded CI machine,
// and a failure, not a hang, if cond never holds.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

func TestCoalescing(t *testing.T) {
	const n = 50
	c := newTestCache(t, Options{})
	var calls atomic.Int32
	release := make(chan struct{})
	fetch := func(ctx context.Context) ([]byte, bool, error) {
		calls.Add(1)
		<-release
		return []byte("answer"), true, nil
	}
	var wg sync.WaitGroup
	results := make([]Result, n)
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() { results[i], errs[i] = c.Do(context.Background(), testKey(1), fetch) })
	}
	waitFor(t, "50 callers to join", func() bool { return c.waiters(t, testKey(1)) == n })
	close(release)
	wg.Wait()

	if got := calls.Load(); got != 1 {
		t.Errorf("fetch called %d times, want 1", got)
	}
	shared := 0
	for i := range n {
		if errs[i] != nil || string(results[i].Value) != "answer" || results[i].Hit {
			t.Errorf("caller %d: %+v, %v", i, results[i], errs[i])
		}
		if results[i].Shared {
			shared++
		}
	}
	if shared != n-1 {
		t.Errorf("%d callers shared the fetch, want %d", shared, n-1)
	}
	if s := c.Stats(); s.Fetches != 1 || s.Coalesced != n-1 || s.Misses != n {
		t.Errorf("Stats = fetches %d, coalesced %d, misses %d", s.Fetches, s.Coalesced, s.Misses)
	}
	// And the answer is now cached.
	if r, err := c.Do(context.Background(), testKey(1), fetch); err != nil || !r.Hit {
		t.Errorf("Do after the fetch = %+v, %v; want a hit", r, err)
	}
}

func TestCoalescingDistinctKeys(t *testing.T) {
	c := newTestCache(t, Options{NoDisk: true})
	var calls atomic.Int32
	var wg sync.WaitGroup
	for i := range 10 {
		wg.Go(func() {
			_, _ = c.Do(context.Background(), testKey(i), func(context.Context) ([]byte, bool, error) {
				calls.Add(1)
				return []byte("x"), true, nil
			})
		})
	}
	wg.Wait()
	if got := calls.Load(); got != 10 {
		t.Errorf("fetch called %d times for 10 distinct keys", got)
	}
}

func TestCallerCancellation(t *testing.T) {
	c := newTestCache(t, Options{NoDisk: true})
	release := make(chan struct{})
	fetchCtx := make(chan context.Context, 1)
	fetch := func(ctx context.Context) ([]byte, bool, error) {
		fetchCtx <- ctx
		select {
		case <-release:
			return []byte("answer"), true, nil
		case <-ctx.Done():
			return nil, false, ctx.Err()
		}
	}
	type out struct {
		r   Result
		err error
	}
	start := func(ctx context.Context) chan out {
		ch := make(chan out, 1)
		go func() {
			r, err := c.Do(ctx, testKey(1), fetch)
			ch <- out{r, err}
		}()
		return ch
	}

	// The caller that started the fetch gives up; the other still gets it.
	ctx1, cancel1 := context.WithCancel(context.Background())
	first := start(ctx1)
	fctx := <-fetchCtx
	second := start(context.Background())
	waitFor(t, "second caller", func() bool { return c.waiters(t, testKey(1)) == 2 })
	cancel1()
	if o := <-first; !errors.Is(o.err, context.Canceled) {
		t.Fatalf("cancelled caller got %+v, %v", o.r, o.err)
	}
	if fctx.Err() != nil {
		t.Fatal("the shared fetch was cancelled while a caller still waits")
	}
	close(release)
	if o := <-second; o.err != nil || string(o.r.Value) != "answer" {
		t.Fatalf("remaining caller got %+v, %v", o.r, o.err)
	}
}

func TestAllCallersCancelled(t *testing.T) {
	c := newTestCache(t, Options{NoDisk: true})
	var calls atomic.Int32
	fetchCtx := make(chan context.Context, 2)
	fetch := func(ctx context.Context) ([]byte, bool, error) {
		calls.Add(1)
		fetchCtx <- ctx
		<-ctx.Done()
		return nil, false, ctx.Err()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := c.Do(ctx, testKey(1), fetch)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Do = %v, want the caller's deadline", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("Do returned after %v", d)
	}
	fctx := <-fetchCtx
	waitFor(t, "the abandoned fetch to be cancelled", func() bool { return fctx.Err() != nil })

	// A new caller starts a new fetch instead of joining the cancelled one.
	ctx2, cancel2 := context.WithCancel(context.Background())
	go func() { <-fetchCtx; cancel2() }()
	if _, err := c.Do(ctx2, testKey(1), fetch); !errors.Is(err, context.Canceled) {
		t.Fatalf("second Do = %v", err)
	}
	if got := calls.Load(); got != 2 {
		t.Errorf("fetch called %d times, want 2", got)
	}
}

func TestFetchKeepsContextValues(t *testing.T) {
	type ctxKey struct{}
	c := newTestCache(t, Options{NoDisk: true})
	ctx := context.WithValue(context.Background(), ctxKey{}, "progress-token")
	_, err := c.Do(ctx, testKey(1), func(ctx context.Context) ([]byte, bool, error) {
		if v, _ := ctx.Value(ctxKey{}).(string); v != "progress-token" {
			return nil, false, errors.New("context value lost")
		}
		return []byte("x"), true, nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestFetchPanicIsAnError(t *testing.T) {
	c := newTestCache(t, Options{NoDisk: true})
	_, err := c.Do(context.Background(), testKey(1), func(context.Context) ([]byte, bool, error) {
		panic("provider bug")
	})
	if err == nil || !strings.Contains(err.Error(), "provider bug") {
		t.Fatalf("Do = %v, want the panic as an error", err)
	}
	// The key is not stuck: the next call fetches again.
	r, err := c.Do(context.Background(), testKey(1), func(context.Context) ([]byte, bool, error) {
		return []byte("ok"), true, nil
	})
	if err != nil || string(r.Value) != "ok" {
		t.Fatalf("Do after a panic = %+v, %v", r, err)
	}
}
