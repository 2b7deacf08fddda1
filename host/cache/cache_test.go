package cache

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/pkgdocs/pkgdocs/sdk"
)

func TestTTLAndImmutable(t *testing.T) {
	const ttl = time.Hour
	tests := []struct {
		name      string
		key       Key
		immutable bool
		after     time.Duration
		fresh     bool
	}{
		{"resolved, just stored", testKey(1), false, 0, true},
		{"resolved, just before TTL", testKey(1), false, ttl - time.Nanosecond, true},
		{"resolved, at TTL", testKey(1), false, ttl, false},
		{"resolved, long after", testKey(1), false, 100 * ttl, false},
		{"immutable, just stored", testKey(1), true, 0, true},
		{"immutable, long after", testKey(1), true, 10000 * ttl, true},
		{"exact key is immutable even if not said", testKey(1).Exact("1.2.3"), false, 10000 * ttl, true},
	}
	for _, tt := range tests {
		for _, tier := range []string{"memory", "disk"} {
			t.Run(tt.name+"/"+tier, func(t *testing.T) {
				clk := newClock()
				dir := t.TempDir()
				c := newTestCache(t, Options{Dir: dir, Now: clk.Now, ResolveTTL: ttl})
				if err := c.Put(tt.key, []byte("v"), tt.immutable); err != nil {
					t.Fatal(err)
				}
				if tier == "disk" {
					c.Close()
					c = newTestCache(t, Options{Dir: dir, Now: clk.Now, ResolveTTL: ttl})
				}
				clk.Advance(tt.after)
				e, ok := c.Get(tt.key)
				if ok != tt.fresh {
					t.Fatalf("Get ok = %t, want %t", ok, tt.fresh)
				}
				stale, found := c.GetStale(tt.key)
				if !found {
					t.Fatal("GetStale found nothing")
				}
				if stale.Stale == tt.fresh || stale.Age != tt.after || string(stale.Value) != "v" {
					t.Errorf("GetStale = %+v, want Stale=%t Age=%v", stale, !tt.fresh, tt.after)
				}
				if ok && (e.FromDisk != (tier == "disk") || e.Immutable != (tt.immutable || tt.key.ResolvedVersion != "")) {
					t.Errorf("Get = %+v", e)
				}
			})
		}
	}
}

func TestGetMiss(t *testing.T) {
	c := newTestCache(t, Options{})
	if e, ok := c.Get(testKey(1)); ok {
		t.Errorf("Get on an empty cache = %+v", e)
	}
	if e, ok := c.GetStale(testKey(1)); ok {
		t.Errorf("GetStale on an empty cache = %+v", e)
	}
	if _, ok := c.Get(Key{Args: map[string]any{"a": make(chan int)}}); ok {
		t.Error("Get with a bad key hit")
	}
	if err := c.Put(Key{Args: map[string]any{"a": make(chan int)}}, nil, true); err == nil {
		t.Error("Put with a bad key succeeded")
	}
	if s := c.Stats(); s.Misses != 2 || s.Hits != 0 {
		t.Errorf("Stats = %d hits, %d misses; want 0, 2", s.Hits, s.Misses)
	}
}

func TestDoFetchesOnceThenHits(t *testing.T) {
	clk := newClock()
	c := newTestCache(t, Options{Now: clk.Now})
	calls := 0
	fetch := func(context.Context) ([]byte, bool, error) {
		calls++
		return []byte(fmt.Sprintf("answer %d", calls)), false, nil
	}
	ctx := context.Background()
	want := []Result{
		{Value: []byte("answer 1")},
		{Value: []byte("answer 1"), Hit: true, Age: 30 * time.Minute},
		{Value: []byte("answer 2")}, // expired: fetched again
	}
	var got []Result
	for _, advance := range []time.Duration{0, 30 * time.Minute, 30 * time.Minute} {
		clk.Advance(advance)
		r, err := c.Do(ctx, testKey(1), fetch)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, r)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	s := c.Stats()
	if s.Fetches != 2 || s.Hits != 1 || s.Misses != 2 || s.MemoryHits != 1 {
		t.Errorf("Stats = %+v", s)
	}
}

func TestDoErrorIsNotCached(t *testing.T) {
	c := newTestCache(t, Options{NoDisk: true})
	boom := sdk.NotFound("package %q not found", "nope")
	for i := range 2 {
		_, err := c.Do(context.Background(), testKey(1), func(context.Context) ([]byte, bool, error) {
			return nil, false, boom
		})
		if !errors.Is(err, boom) {
			t.Fatalf("call %d: err = %v, want %v", i, err, boom)
		}
	}
	if s := c.Stats(); s.Fetches != 2 || s.MemoryEntries != 0 {
		t.Errorf("Stats = %+v", s)
	}
}

func TestStaleOnError(t *testing.T) {
	unavailable := sdk.Unavailable("registry unreachable: %w", errors.New("dial tcp: connection refused"))
	tests := []struct {
		name       string
		seed       bool // an answer was stored before
		restart    bool // the failing call runs in a fresh Cache on the same dir
		predicate  func(error) bool
		err        error
		wantStale  bool
		wantErrIs  error
		wantFromDk bool
	}{
		{name: "unavailable serves stale", seed: true, err: unavailable, wantStale: true},
		{name: "deadline serves stale", seed: true, err: fmt.Errorf("GET: %w", context.DeadlineExceeded), wantStale: true},
		{name: "after restart, from disk", seed: true, restart: true, err: unavailable, wantStale: true, wantFromDk: true},
		{name: "not found is returned", seed: true, err: sdk.NotFound("gone"), wantErrIs: errors.New("gone")},
		{name: "nothing stored", seed: false, err: unavailable, wantErrIs: unavailable},
		{name: "custom predicate says no", seed: true, err: unavailable, predicate: func(error) bool { return false }, wantErrIs: unavailable},
		{name: "custom predicate says yes", seed: true, err: sdk.PermissionDenied("x"), predicate: func(error) bool { return true }, wantStale: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clk := newClock()
			o := Options{Dir: t.TempDir(), Now: clk.Now, ServeStaleOn: tt.predicate}
			c := newTestCache(t, o)
			ctx := context.Background()
			if tt.seed {
				if _, err := c.Do(ctx, testKey(1), func(context.Context) ([]byte, bool, error) {
					return []byte("old answer"), false, nil
				}); err != nil {
					t.Fatal(err)
				}
			}
			if tt.restart {
				c.Close()
				c = newTestCache(t, o)
			}
			clk.Advance(3 * time.Hour)
			r, err := c.Do(ctx, testKey(1), func(context.Context) ([]byte, bool, error) {
				return nil, false, tt.err
			})
			if !tt.wantStale {
				if err == nil || err.Error() != tt.wantErrIs.Error() {
					t.Fatalf("Do = %+v, %v; want error %v", r, err, tt.wantErrIs)
				}
				return
			}
			if err != nil {
				t.Fatalf("Do: %v", err)
			}
			want := Result{Value: []byte("old answer"), Hit: true, Stale: true, Age: 3 * time.Hour, Err: tt.err, FromDisk: tt.wantFromDk}
			if diff := cmp.Diff(want, r, cmpopts.EquateErrors()); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			if s := c.Stats(); s.Stale != 1 {
				t.Errorf("Stats.Stale = %d, want 1", s.Stale)
			}
		})
	}
}

// An answer over MaxValueBytes is kept in memory only, within
// MaxOversizeBytes: the next page of a very large answer is not fetched
// again, and no other host reads it from the disk.
func TestOversize(t *testing.T) {
	for _, tc := range []struct {
		name                 string
		maxOversize          int64
		size                 int
		wantMemory, wantDisk bool
	}{
		{name: "at the cap", size: 10, wantMemory: true, wantDisk: true},
		{name: "over the cap, kept in memory", size: 11, wantMemory: true},
		{name: "over the cap, oversize tier off", size: 11, maxOversize: -1},
		{name: "over the oversize bound", size: 1000, maxOversize: 500},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			c := newTestCache(t, Options{Dir: dir, MaxValueBytes: 10, MaxOversizeBytes: tc.maxOversize})
			fetches := 0
			fetch := func(context.Context) ([]byte, bool, error) {
				fetches++
				return []byte(strings.Repeat("x", tc.size)), true, nil
			}
			for range 2 {
				r, err := c.Do(context.Background(), testKey(1), fetch)
				if err != nil || len(r.Value) != tc.size {
					t.Fatalf("Do = %+v, %v; want the value returned", r, err)
				}
			}
			if want := map[bool]int{true: 1, false: 2}[tc.wantMemory]; fetches != want {
				t.Errorf("fetches = %d, want %d", fetches, want)
			}
			c.flush()
			other := newTestCache(t, Options{Dir: dir, MaxValueBytes: 1000})
			if _, ok := other.Get(testKey(1)); ok != tc.wantDisk {
				t.Errorf("on disk: %v, want %v", ok, tc.wantDisk)
			}
			wantOversize := uint64(0)
			if tc.size > 10 {
				wantOversize = 2
				if tc.wantMemory {
					wantOversize = 1
				}
			}
			if s := c.Stats(); s.Oversize != wantOversize {
				t.Errorf("Stats.Oversize = %d, want %d", s.Oversize, wantOversize)
			}
		})
	}
}

func TestOversizeBound(t *testing.T) {
	c := newTestCache(t, Options{NoDisk: true, MaxValueBytes: 10, MaxOversizeBytes: 2 * (100 + entryOverhead)})
	for i := range 3 {
		if err := c.Put(testKey(i), make([]byte, 100), true); err != nil {
			t.Fatal(err)
		}
	}
	var kept []int
	for i := range 3 {
		if _, ok := c.Get(testKey(i)); ok {
			kept = append(kept, i)
		}
	}
	if diff := cmp.Diff([]int{1, 2}, kept); diff != "" {
		t.Errorf("kept (-want +got):\n%s", diff)
	}
	if s := c.Stats(); s.MemoryEntries != 2 || s.MemoryBytes != 2*(100+entryOverhead) {
		t.Errorf("Stats memory = %d entries, %d bytes; want 2, %d", s.MemoryEntries, s.MemoryBytes, 2*(100+entryOverhead))
	}
}

func TestEvictionByBytes(t *testing.T) {
	const v = 1000
	c := newTestCache(t, Options{NoDisk: true, MaxMemoryBytes: 5 * (v + entryOverhead)})
	for i := range 20 {
		if err := c.Put(testKey(i), make([]byte, v), true); err != nil {
			t.Fatal(err)
		}
		if i == 10 {
			c.Get(testKey(0)) // not kept alive: already evicted
		}
	}
	var present []int
	for i := range 20 {
		if _, ok := c.GetStale(testKey(i)); ok {
			present = append(present, i)
		}
	}
	if diff := cmp.Diff([]int{15, 16, 17, 18, 19}, present); diff != "" {
		t.Errorf("present (-want +got):\n%s", diff)
	}
	s := c.Stats()
	if s.MemoryBytes > 5*(v+entryOverhead) || s.MemoryEntries != 5 || s.MemoryEvictions != 15 {
		t.Errorf("Stats = %+v", s)
	}
}

func TestDiskTrim(t *testing.T) {
	clk := newClock()
	dir := t.TempDir()
	const v = 1000
	c := newTestCache(t, Options{Dir: dir, Now: clk.Now, MaxDiskBytes: 10 * (v + headerSize)})
	for i := range 30 {
		clk.Advance(time.Second) // distinct stored times: trim order is by time stored
		if err := c.Put(testKey(i), make([]byte, v), true); err != nil {
			t.Fatal(err)
		}
		c.flush()
	}
	s := c.Stats()
	if s.DiskBytes > 10*(v+headerSize) || s.DiskEntries < 8 || s.DiskEntries > 10 {
		t.Errorf("after trim: %d entries, %d bytes", s.DiskEntries, s.DiskBytes)
	}
	fresh := newTestCache(t, Options{Dir: dir, Now: clk.Now})
	if _, ok := fresh.Get(testKey(29)); !ok {
		t.Error("newest entry was trimmed")
	}
	if _, ok := fresh.Get(testKey(0)); ok {
		t.Error("oldest entry survived the trim")
	}
}

func TestClear(t *testing.T) {
	dir := t.TempDir()
	c := newTestCache(t, Options{Dir: dir})
	for i := range 3 {
		c.Put(testKey(i), []byte("v"), true)
	}
	c.flush()
	if s := c.Stats(); s.DiskEntries != 3 || s.MemoryEntries != 3 {
		t.Fatalf("before Clear: %+v", s)
	}
	if err := c.Clear(); err != nil {
		t.Fatal(err)
	}
	s := c.Stats()
	if s.DiskEntries != 0 || s.MemoryEntries != 0 || s.Disk != "ok" {
		t.Errorf("after Clear: %+v", s)
	}
	if _, ok := newTestCache(t, Options{Dir: dir}).Get(testKey(1)); ok {
		t.Error("entry survived Clear")
	}
	// Still usable afterwards.
	c.Put(testKey(9), []byte("v"), true)
	c.flush()
	if s := c.Stats(); s.DiskEntries != 1 {
		t.Errorf("after Clear and Put: %+v", s)
	}
}

func TestNoDisk(t *testing.T) {
	c := newTestCache(t, Options{NoDisk: true})
	c.Put(testKey(1), []byte("v"), true)
	want := Stats{Disk: "off", MemoryEntries: 1, MemoryBytes: 1 + entryOverhead, Hits: 1, MemoryHits: 1}
	c.Get(testKey(1))
	if diff := cmp.Diff(want, c.Stats()); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestStatsDisk(t *testing.T) {
	dir := t.TempDir()
	c := newTestCache(t, Options{Dir: dir})
	c.Put(testKey(1), []byte("hello"), true)
	c.flush()
	s := c.Stats()
	if s.Path != dir+"/"+FileName || s.Disk != "ok" || s.DiskError != "" ||
		s.DiskEntries != 1 || s.DiskBytes != headerSize+5 || s.DiskFileBytes <= 0 {
		t.Errorf("Stats = %+v", s)
	}
}

// TestStaleOnCallerDeadline: the upstream hangs rather than refusing, and
// the caller's deadline passes first.
func TestStaleOnCallerDeadline(t *testing.T) {
	clk := newClock()
	c := newTestCache(t, Options{Now: clk.Now})
	ctx := context.Background()
	if _, err := c.Do(ctx, testKey(1), func(context.Context) ([]byte, bool, error) {
		return []byte("old answer"), false, nil
	}); err != nil {
		t.Fatal(err)
	}
	clk.Advance(2 * time.Hour)
	hang := func(ctx context.Context) ([]byte, bool, error) {
		<-ctx.Done()
		return nil, false, ctx.Err()
	}
	dctx, cancel := context.WithTimeout(ctx, 20*time.Millisecond)
	defer cancel()
	r, err := c.Do(dctx, testKey(1), hang)
	if err != nil || !r.Stale || string(r.Value) != "old answer" || r.Age != 2*time.Hour ||
		!errors.Is(r.Err, context.DeadlineExceeded) {
		t.Fatalf("Do = %+v, %v; want the stale answer", r, err)
	}
	// A caller that cancels gets its cancellation, not an answer.
	cctx, cancel2 := context.WithCancel(ctx)
	go func() { time.Sleep(10 * time.Millisecond); cancel2() }()
	if r, err := c.Do(cctx, testKey(1), hang); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled Do = %+v, %v", r, err)
	}
	// Nothing stored: the deadline error.
	dctx2, cancel3 := context.WithTimeout(ctx, 20*time.Millisecond)
	defer cancel3()
	if _, err := c.Do(dctx2, testKey(2), hang); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Do with nothing stored = %v", err)
	}
	// A deadline already past when Do starts (a loaded machine): the
	// stale answer too, and no fetch.
	past, cancel4 := context.WithDeadline(ctx, time.Now().Add(-time.Second))
	defer cancel4()
	fetched := false
	r, err = c.Do(past, testKey(1), func(context.Context) ([]byte, bool, error) { fetched = true; return nil, false, nil })
	if err != nil || !r.Stale || string(r.Value) != "old answer" || fetched {
		t.Fatalf("Do past its deadline = %+v, %v (fetched %v); want the stale answer without a fetch", r, err, fetched)
	}
}

// A shorter resolve TTL applies to answers stored under a longer one: the
// user asking for fresher answers gets them.
func TestResolveTTLAppliesToStoredAnswers(t *testing.T) {
	dir := t.TempDir()
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	key := Key{Provider: "p", Tool: "describe", Args: map[string]any{"package": "x"}}
	long := New(Options{Dir: dir, ResolveTTL: time.Hour, Now: clock})
	if err := long.Put(key, []byte("v"), false); err != nil {
		t.Fatal(err)
	}
	long.Close()
	now = now.Add(10 * time.Minute)
	short := New(Options{Dir: dir, ResolveTTL: time.Minute, Now: clock})
	defer short.Close()
	if _, ok := short.Get(key); ok {
		t.Error("an answer 10 minutes old is fresh under a 1-minute resolve TTL")
	}
	if e, ok := short.GetStale(key); !ok || !e.Stale {
		t.Errorf("the answer should still be there, stale: %+v %v", e, ok)
	}
}
