package e2e

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// waitClock measures a span of wall time and, beside it, how long the
// processes doing the span's work spent runnable but waiting for a CPU:
// the growth of run_delay in /proc/PID/task/TID/schedstat of every thread
// of its roots and their descendants. The fault suite holds a call to
// wall time less that wait (busy): on an idle machine the two are the
// same; on a machine shared many ways, or with the test niced below its
// neighbours, every step of a call waits its turn, and that wait is the
// machine's, not the host's. A host that sleeps on a fault (a stalled
// upstream, a Retry-After, a hung provider) accrues no such wait, so the
// bound still catches it however loaded the machine: the wait is measured
// over the call itself, not guessed from the load average before it.
//
// Off Linux there is no schedstat to read: the clock measures wall time.
//
// Threads are sampled when the clock starts, every waitClockTick and when
// it is read; a thread that exits between two samples loses the wait of
// its last tick, which makes the check stricter, never looser. Wait of
// threads that ran side by side is summed, which may subtract more than
// the call's own critical path waited: it only ever loosens a bound by
// what the machine's contention was measured to cost.
type waitClock struct {
	roots []int
	start time.Time
	stopc chan struct{}
	once  sync.Once

	mu     sync.Mutex
	first  map[int]int64 // run_delay (ns) of each thread when first seen
	last   map[int]int64 // and when last seen
	before map[int]bool  // threads that existed when the clock started
}

const waitClockTick = 100 * time.Millisecond

// startWaitClock starts a clock over the threads of roots and of every
// process descended from them; it samples them until stop.
func startWaitClock(roots ...int) *waitClock {
	c := &waitClock{roots: roots, stopc: make(chan struct{}), first: map[int]int64{}, last: map[int]int64{}, before: map[int]bool{}}
	c.sample()
	for tid := range c.last {
		c.before[tid] = true
	}
	c.start = time.Now()
	go func() {
		tick := time.NewTicker(waitClockTick)
		defer tick.Stop()
		for {
			select {
			case <-c.stopc:
				return
			case <-tick.C:
				c.sample()
			}
		}
	}()
	return c
}

// stop ends the sampling; the clock can still be read (its last sample
// counts).
func (c *waitClock) stop() { c.once.Do(func() { close(c.stopc) }) }

// read samples the threads and returns the wall time since the clock
// started and the wait for a CPU in it.
func (c *waitClock) read() (wall, waited time.Duration) {
	c.sample()
	wall = time.Since(c.start)
	c.mu.Lock()
	defer c.mu.Unlock()
	var ns int64
	for tid, last := range c.last {
		// A thread born after the start waited all its life within the
		// span.
		from := int64(0)
		if c.before[tid] {
			from = c.first[tid]
		}
		if last > from {
			ns += last - from
		}
	}
	return wall, time.Duration(ns)
}

// busy is the wall time since the clock started less the wait for a CPU
// in it: about what the span would have taken on an idle machine.
func (c *waitClock) busy() time.Duration {
	wall, waited := c.read()
	return max(0, wall-waited)
}

func (c *waitClock) sample() {
	delays := map[int]int64{}
	seen := map[int]bool{}
	var walk func(pid int)
	walk = func(pid int) {
		if seen[pid] {
			return
		}
		seen[pid] = true
		tasks, _ := os.ReadDir(filepath.Join("/proc", strconv.Itoa(pid), "task"))
		for _, task := range tasks {
			dir := filepath.Join("/proc", strconv.Itoa(pid), "task", task.Name())
			tid, err := strconv.Atoi(task.Name())
			if err != nil {
				continue
			}
			if d, ok := runDelay(filepath.Join(dir, "schedstat")); ok {
				delays[tid] = d
			}
			children, _ := os.ReadFile(filepath.Join(dir, "children"))
			for _, f := range strings.Fields(string(children)) {
				if child, err := strconv.Atoi(f); err == nil {
					walk(child)
				}
			}
		}
	}
	for _, pid := range c.roots {
		walk(pid)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for tid, d := range delays {
		if old, ok := c.last[tid]; ok && d < old {
			// A reused thread id: a new thread, all its wait within the
			// span.
			c.before[tid] = false
		}
		if _, ok := c.first[tid]; !ok {
			c.first[tid] = d
		}
		c.last[tid] = d
	}
}

// runDelay reads the second field of a schedstat file: the nanoseconds
// the thread has spent runnable on a run queue, waiting for a CPU.
func runDelay(path string) (int64, bool) {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, false
	}
	f := bytes.Fields(b)
	if len(f) < 2 {
		return 0, false
	}
	d, err := strconv.ParseInt(string(f[1]), 10, 64)
	return d, err == nil
}

// A process that sleeps waits for no CPU: its span is busy time, however
// loaded the machine, which is what lets a bound catch a host that sleeps
// on a fault.
func TestWaitClockCountsSleepAsBusy(t *testing.T) {
	if _, err := os.Stat("/proc/self/schedstat"); err != nil {
		t.Skip("no schedstat: the clock measures wall time")
	}
	cmd := exec.Command("sleep", "2")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c := startWaitClock(cmd.Process.Pid)
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	c.stop()
	wall, waited := c.read()
	if busy := wall - waited; busy < time.Second {
		t.Errorf("sleep 2: busy %s (%s wall, %s waiting for a CPU), want at least 1s", busy, wall, waited)
	}
}

// Processes that compute side by side, more of them than CPUs, wait for
// one, and the clock sees it in the descendants of its root.
func TestWaitClockSeesRunQueueWait(t *testing.T) {
	if _, err := os.Stat("/proc/self/schedstat"); err != nil {
		t.Skip("no schedstat: the clock measures wall time")
	}
	n := 2*runtime.NumCPU() + 1
	var cmds []*exec.Cmd
	for range n {
		cmd := exec.Command("sh", "-c", "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds = append(cmds, cmd)
	}
	c := startWaitClock(os.Getpid())
	for _, cmd := range cmds {
		cmd.Wait()
	}
	c.stop()
	wall, waited := c.read()
	t.Logf("%d loops on %d CPUs: %s wall, %s waiting for a CPU", n, runtime.NumCPU(), wall, waited)
	// Each loop waits more than half the time: together, more than the
	// wall time.
	if waited < wall {
		t.Errorf("%d loops on %d CPUs waited %s for a CPU in %s: the clock does not see them", n, runtime.NumCPU(), waited, wall)
	}
}
