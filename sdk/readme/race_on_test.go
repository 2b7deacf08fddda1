//go:build race

package readme

// raceEnabled: the race detector slows parsing tenfold or more, which
// makes timing tests meaningless.
const raceEnabled = true
