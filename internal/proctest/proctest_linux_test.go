package proctest

import (
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestLiveFindsAChildByMarkerAndGroup(t *testing.T) {
	marker := "proctest-" + strings.ReplaceAll(time.Now().Format("150405.000000000"), ".", "")
	cmd := exec.Command("sleep", "30")
	cmd.Env = append(os.Environ(), "PROCTEST_MARKER="+marker)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	find := func() *Proc {
		for _, p := range Live() {
			if p.HasEnv("PROCTEST_MARKER", marker) {
				return &p
			}
		}
		return nil
	}
	p := find()
	if p == nil {
		t.Fatal("the child is not among the live processes")
	}
	if p.PID != cmd.Process.Pid || p.PGID != cmd.Process.Pid || !strings.HasPrefix(string(p.Argv), "sleep\x0030") {
		t.Errorf("found %+v, want pid and group %d, argv sleep 30", *p, cmd.Process.Pid)
	}
	cmd.Process.Kill()
	cmd.Wait()
	if p := find(); p != nil {
		t.Errorf("a reaped child is still listed: %+v", *p)
	}
}
