package initgc

import (
	"runtime/debug"
	"testing"
)

func TestResumeRestoresTheStartSetting(t *testing.T) {
	// The test binary imports this package, so its init ran: the
	// collector is off until Resume.
	if got := debug.SetGCPercent(-1); got != -1 {
		t.Fatalf("before Resume: GC percent %d, want -1 (off)", got)
	}
	Resume()
	if got := debug.SetGCPercent(startPercent); got != startPercent {
		t.Fatalf("after Resume: GC percent %d, want the start setting %d", got, startPercent)
	}
	// A second Resume must not undo a later choice of the program.
	debug.SetGCPercent(37)
	defer debug.SetGCPercent(startPercent)
	Resume()
	if got := debug.SetGCPercent(startPercent); got != 37 {
		t.Fatalf("second Resume changed GC percent to %d, want 37 kept", got)
	}
}
