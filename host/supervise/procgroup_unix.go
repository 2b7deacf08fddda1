//go:build unix

package supervise

import (
	"os"
	"syscall"
)

// killGroup sends SIGKILL to the process group pgid (the provider started
// it with Setpgid, so its pid is the group's id), and to proc when given,
// in case the provider left its group. Errors mean there is nothing left
// to kill.
func killGroup(pgid int, proc *os.Process) {
	if pgid > 0 {
		_ = syscall.Kill(-pgid, syscall.SIGKILL)
	}
	if proc != nil {
		_ = proc.Kill()
	}
}
