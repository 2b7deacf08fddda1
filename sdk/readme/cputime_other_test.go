//go:build !unix

package readme

import "time"

// cpuTime falls back to the wall clock where the process's CPU time is
// not read.
func cpuTime() time.Duration { return time.Duration(time.Now().UnixNano()) }
