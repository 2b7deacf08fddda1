package supervise

import (
	"os/exec"
	"syscall"
)

// setProcAttr starts the provider in a process group of its own, so it can
// be killed with everything it started, and asks the kernel to SIGKILL it
// when the host's thread that started it dies: a second guard besides the
// stdin lifeline.
func setProcAttr(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}
