//go:build !linux

package supervise

import "os/exec"

// setDeathSignal is Linux-only; elsewhere the stdin lifeline does the job.
func setDeathSignal(*exec.Cmd) {}
