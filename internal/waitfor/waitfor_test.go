package waitfor

import (
	"testing"
	"time"
)

// fakeTB is a testing.TB whose Fatalf is recorded, not fatal, and whose
// deadline is set by the test.
type fakeTB struct {
	testing.TB
	end    time.Time
	failed string
}

func (f *fakeTB) Deadline() (time.Time, bool) { return f.end, !f.end.IsZero() }
func (f *fakeTB) Helper()                     {}
func (f *fakeTB) Fatalf(format string, args ...any) {
	f.failed = format
}

func TestLeft(t *testing.T) {
	for _, tc := range []struct {
		name     string
		in       time.Duration // until the deadline; 0: none
		min, max time.Duration
	}{
		{"no deadline", 0, NoDeadline, NoDeadline},
		{"ten minutes: less 30 s", 10 * time.Minute, 9*time.Minute + 29*time.Second, 9*time.Minute + 30*time.Second},
		{"one minute: less a tenth", time.Minute, 53 * time.Second, 54 * time.Second},
		{"five seconds: less one", 5 * time.Second, 3 * time.Second, 4 * time.Second},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := &fakeTB{TB: t}
			if tc.in > 0 {
				f.end = time.Now().Add(tc.in)
			}
			if got := Left(f); got < tc.min || got > tc.max {
				t.Errorf("Left = %s, want within [%s, %s]", got, tc.min, tc.max)
			}
		})
	}
}

func TestCond(t *testing.T) {
	n := 0
	Cond(t, "three polls", func() bool { n++; return n == 3 })
	if n != 3 {
		t.Errorf("polled %d times, want 3", n)
	}
	// Past the deadline's grace: one last look, then the failure.
	f := &fakeTB{TB: t, end: time.Now().Add(500 * time.Millisecond)}
	Cond(f, "never", func() bool { return false })
	if f.failed == "" {
		t.Error("a condition that never holds did not fail the test")
	}
}

func TestChan(t *testing.T) {
	c := make(chan int, 1)
	go func() { c <- 7 }()
	if got := Chan(t, c, "a value"); got != 7 {
		t.Errorf("Chan = %d, want 7", got)
	}
}
