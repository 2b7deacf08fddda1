package initgc

import (
	"runtime/debug"
	"testing"
	"time"
)

// The test binary imports this package, so its init ran: the collector
// is off, under the guard, until Resume. The steps run in order.
func TestResumeRestoresTheStartSettings(t *testing.T) {
	if got := debug.SetGCPercent(-1); got != -1 {
		t.Fatalf("before Resume: GC percent %d, want -1 (off)", got)
	}
	if got, want := debug.SetMemoryLimit(-1), min(startLimit, Guard); got != want {
		t.Fatalf("before Resume: memory limit %d, want %d", got, want)
	}

	ResumeAfter(10 * time.Millisecond)
	deadline := time.Now().Add(5 * time.Second)
	for debug.SetGCPercent(-1) == -1 && startPercent != -1 {
		debug.SetGCPercent(-1) // undo the read's side effect: still off
		if time.Now().After(deadline) {
			t.Fatal("ResumeAfter never resumed the collector")
		}
		time.Sleep(5 * time.Millisecond)
	}
	// The loop's last read set -1 after Resume had restored startPercent:
	// put it back, then check both settings.
	debug.SetGCPercent(startPercent)
	if got := debug.SetMemoryLimit(-1); got != startLimit {
		t.Errorf("after Resume: memory limit %d, want the start setting %d", got, startLimit)
	}

	// A second Resume must not undo a later choice of the program.
	debug.SetGCPercent(37)
	defer debug.SetGCPercent(startPercent)
	Resume()
	if got := debug.SetGCPercent(startPercent); got != 37 {
		t.Fatalf("second Resume changed GC percent to %d, want 37 kept", got)
	}
}
