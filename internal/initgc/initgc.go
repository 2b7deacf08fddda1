package initgc

import (
	"runtime/debug"
	"sync"
)

// startPercent is the GC percent the process started with (GOGC's value,
// -1 for GOGC=off), taken when the collector was turned off.
var startPercent = debug.SetGCPercent(-1)

var once sync.Once

// Resume restores the collector's start-up setting. Call it first thing in
// main; calling it again does nothing, so a later debug.SetGCPercent made
// by the program stands.
func Resume() {
	once.Do(func() { debug.SetGCPercent(startPercent) })
}
