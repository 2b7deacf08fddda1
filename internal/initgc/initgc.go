package initgc

import (
	"runtime/debug"
	"sync"
	"time"
)

// Guard is the soft memory limit while the collector is off: a start-up
// that allocates more than this is collected as usual. A normal start
// stays well under it (the host's heap is about 6 MB when it answers
// tools/list); a provider flooding stderr from its first instant reaches
// it (the fault suite's row: 37–49 MB peak RSS, against 80 at 64 MiB).
const Guard = 32 << 20

// The settings the process started with, taken as the collector is turned
// off: GOGC's value (-1 for off) and GOMEMLIMIT's (math.MaxInt64 unset).
var (
	startPercent = debug.SetGCPercent(-1)
	startLimit   = guard()
)

func guard() int64 {
	limit := debug.SetMemoryLimit(-1) // -1 reads it
	if limit > Guard {
		debug.SetMemoryLimit(Guard)
	}
	return limit
}

var once sync.Once

// Resume restores the collector's start-up settings. Calling it again does
// nothing, so a later choice of the program stands.
func Resume() {
	once.Do(func() {
		debug.SetMemoryLimit(startLimit)
		debug.SetGCPercent(startPercent)
	})
}

// ResumeAfter calls Resume once d has passed (or at once for d <= 0).
func ResumeAfter(d time.Duration) {
	if d <= 0 {
		Resume()
		return
	}
	time.AfterFunc(d, Resume)
}
