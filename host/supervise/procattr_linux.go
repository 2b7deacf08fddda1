package supervise

import (
	"os/exec"
	"syscall"
)

// setDeathSignal asks the kernel to SIGKILL the provider when the host's
// thread that started it dies: a second guard besides the stdin lifeline.
func setDeathSignal(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
