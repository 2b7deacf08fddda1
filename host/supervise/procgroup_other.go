//go:build !unix

package supervise

import (
	"os"
	"os/exec"
)

// setProcAttr does nothing without Unix process groups: the stdin lifeline
// is what ends a provider's children there.
func setProcAttr(*exec.Cmd) {}

// killGroup kills proc alone: there are no process groups to kill.
func killGroup(_ int, proc *os.Process) {
	if proc != nil {
		_ = proc.Kill()
	}
}
