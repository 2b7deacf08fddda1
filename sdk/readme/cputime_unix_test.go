//go:build unix

package readme

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the test process has used (every thread's,
// user and system): what a hostile input costs, which a loaded machine
// does not inflate as it does the wall time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
