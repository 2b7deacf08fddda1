package waitfor

import (
	"context"
	"testing"
	"time"
)

// NoDeadline is the bound when go test runs without one (-timeout 0):
// long enough for any event these tests wait on, on any machine.
const NoDeadline = 10 * time.Minute

// poll is how often Cond checks its condition: short beside what it
// waits for (process starts and exits, calls), long enough to cost
// nothing.
const poll = 10 * time.Millisecond

// Left is how long a test may wait from now: until go test's deadline
// less a grace (a tenth of what is left, at least one second and at most
// half a minute) in which the test reports what it was waiting for.
func Left(t testing.TB) time.Duration {
	d, ok := deadline(t)
	if !ok {
		return NoDeadline
	}
	left := time.Until(d)
	return left - min(max(left/10, time.Second), 30*time.Second)
}

func deadline(t testing.TB) (time.Time, bool) {
	if dt, ok := t.(interface{ Deadline() (time.Time, bool) }); ok {
		return dt.Deadline()
	}
	return time.Time{}, false
}

// Context is t.Context() ending at Left(t) from now.
func Context(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(t.Context(), Left(t))
	t.Cleanup(cancel)
	return ctx
}

// Chan waits for c to deliver (or close) and returns the value; if the
// test's bound passes first it fails the test naming what.
func Chan[T any](t testing.TB, c <-chan T, what string) T {
	t.Helper()
	timer := time.NewTimer(Left(t))
	defer timer.Stop()
	select {
	case v := <-c:
		return v
	case <-timer.C:
		t.Fatalf("waited until go test's deadline for %s", what)
		panic("unreachable")
	}
}

// Cond polls cond until it holds; if the test's bound passes first it
// fails the test naming what.
func Cond(t testing.TB, what string, cond func() bool) {
	t.Helper()
	if !Poll(t, cond) {
		t.Fatalf("waited until go test's deadline for %s", what)
	}
}

// Poll polls cond until it holds and says whether it did before the
// test's bound, for a test that reports on its own.
func Poll(t testing.TB, cond func() bool) bool {
	end := time.Now().Add(Left(t))
	for !cond() {
		if time.Now().After(end) {
			return cond()
		}
		time.Sleep(poll)
	}
	return true
}
