package cache

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/go-hclog"
)

// These tests run real second processes: the test binary re-executed with
// -test.run=^TestHostProcess$ and the environment below telling it what to
// do. bbolt's locking is between processes, so goroutines would not do.
const (
	envDir   = "PKGDOCS_CACHE_TEST_DIR"
	envHost  = "PKGDOCS_CACHE_TEST_HOST"
	envStart = "PKGDOCS_CACHE_TEST_START" // Unix ns: all hosts begin together
	envLoop  = "PKGDOCS_CACHE_TEST_LOOP"  // "1": write until killed

	hostRounds = 150
)

func hostKey(host, i int) Key {
	k := testKey(i)
	k.Tool = fmt.Sprintf("host-%d", host)
	return k
}

func hostValue(host, i int) []byte {
	return []byte(strings.Repeat(fmt.Sprintf("host %d answer %d;", host, i), 50))
}

// TestHostProcess is one host; it does nothing unless started by the tests
// below.
func TestHostProcess(t *testing.T) {
	dir := os.Getenv(envDir)
	if dir == "" {
		t.Skip("a helper process for TestConcurrentHosts")
	}
	host, _ := strconv.Atoi(os.Getenv(envHost))
	if start, err := strconv.ParseInt(os.Getenv(envStart), 10, 64); err == nil {
		time.Sleep(time.Until(time.Unix(0, start)))
	}
	// A generous lock timeout: this test is about sharing the file without
	// damage, and on a loaded 2-core CI machine one commit can take longer
	// than the 200 ms default.
	c := New(Options{Dir: dir, LockTimeout: 5 * time.Second, Logger: hclog.New(&hclog.LoggerOptions{Output: os.Stderr, Level: hclog.Warn})})
	began := time.Now()
	other := 1 - host
	for i := 0; os.Getenv(envLoop) == "1" || i < hostRounds; i++ {
		must(t, c.Put(hostKey(host, i), hostValue(host, i), true))
		// Both hosts write these keys, with the same answers.
		must(t, c.Put(testKey(i%hostRounds), value(i%hostRounds), i%2 == 0))
		// One transaction per round, so the hosts' commits interleave.
		c.flush()
		// Read what the other host wrote, from the file, not memory.
		id, err := hostKey(other, i).ID()
		must(t, err)
		if r, ok := c.disk.get(id); ok && !bytes.Equal(r.value, hostValue(other, i)) {
			t.Fatalf("round %d: the other host's answer came back damaged", i)
		}
	}
	ended := time.Now()
	s := c.Stats()
	c.Close()
	if s.Disk != "ok" || s.DiskRebuilds != 0 || s.DiskDropped != 0 {
		t.Fatalf("disk tier degraded while sharing the file: %+v", s)
	}
	fmt.Printf("window %d %d\n", began.UnixNano(), ended.UnixNano())
}

func startHost(t *testing.T, dir string, host int, start time.Time, loop bool) (*exec.Cmd, *bytes.Buffer) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHostProcess$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(),
		envDir+"="+dir,
		envHost+"="+strconv.Itoa(host),
		envStart+"="+strconv.FormatInt(start.UnixNano(), 10))
	if loop {
		cmd.Env = append(cmd.Env, envLoop+"=1")
	}
	out := new(bytes.Buffer)
	cmd.Stdout, cmd.Stderr = out, out
	must(t, cmd.Start())
	return cmd, out
}

func TestConcurrentHosts(t *testing.T) {
	if testing.Short() {
		t.Skip("starts two processes")
	}
	dir := t.TempDir()
	start := time.Now().Add(300 * time.Millisecond) // both are up by then
	var windows [2][2]int64
	var cmds [2]*exec.Cmd
	var outs [2]*bytes.Buffer
	for h := range 2 {
		cmds[h], outs[h] = startHost(t, dir, h, start, false)
	}
	for h := range 2 {
		if err := cmds[h].Wait(); err != nil {
			t.Fatalf("host %d: %v\n%s", h, err, outs[h])
		}
		if _, err := fmt.Sscanf(lineWith(outs[h].String(), "window "), "window %d %d", &windows[h][0], &windows[h][1]); err != nil {
			t.Fatalf("host %d printed no window: %v\n%s", h, err, outs[h])
		}
	}
	if windows[0][1] < windows[1][0] || windows[1][1] < windows[0][0] {
		t.Fatalf("the hosts did not run at the same time (%v): nothing was tested", windows)
	}
	t.Logf("hosts overlapped for %v", time.Duration(min(windows[0][1], windows[1][1])-max(windows[0][0], windows[1][0])))

	checkFile(t, filepath.Join(dir, FileName))
	c := newTestCache(t, Options{Dir: dir})
	for i := range hostRounds {
		for h := range 2 {
			if e, ok := c.Get(hostKey(h, i)); !ok || !bytes.Equal(e.Value, hostValue(h, i)) {
				t.Fatalf("host %d answer %d: ok=%t", h, i, ok)
			}
		}
		if e, ok := c.GetStale(testKey(i)); !ok || !bytes.Equal(e.Value, value(i)) {
			t.Fatalf("shared answer %d: ok=%t", i, ok)
		}
	}
	if s := c.Stats(); s.DiskEntries != 3*hostRounds || s.DiskRebuilds != 0 {
		t.Errorf("Stats = %+v", s)
	}
}

// TestKilledHost kills a host in the middle of writing: bbolt's commits are
// crash-safe, so the file must still check clean and need no rebuild.
func TestKilledHost(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a process")
	}
	dir := t.TempDir()
	cmd, out := startHost(t, dir, 0, time.Now(), true)
	path := filepath.Join(dir, FileName)
	waitFor(t, "the host to write", func() bool {
		fi, err := os.Stat(path)
		return err == nil && fi.Size() > 256<<10
	})
	must(t, cmd.Process.Kill())
	_ = cmd.Wait()
	checkFile(t, path)
	c := newTestCache(t, Options{Dir: dir})
	if e, ok := c.Get(hostKey(0, 0)); !ok || !bytes.Equal(e.Value, hostValue(0, 0)) {
		t.Errorf("first answer lost: ok=%t\n%s", ok, out)
	}
	if s := c.Stats(); s.DiskRebuilds != 0 || s.Disk != "ok" {
		t.Errorf("Stats = %+v", s)
	}
}

func lineWith(s, prefix string) string {
	for line := range strings.Lines(s) {
		if strings.HasPrefix(line, prefix) {
			return line
		}
	}
	return ""
}
