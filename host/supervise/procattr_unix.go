//go:build unix && !linux

package supervise

import (
	"os/exec"
	"syscall"
)

// setProcAttr starts the provider in a process group of its own, so it can
// be killed with everything it started. There is no parent-death signal
// here; the stdin lifeline does that job.
func setProcAttr(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}
