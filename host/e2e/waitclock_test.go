package e2e

import (
	"bytes"
	"fmt"
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

// waitClock measures a span of wall time and, beside it, what the
// scheduler says of the threads doing the span's work
// (/proc/PID/task/TID/schedstat): how long they ran, and how long they
// were runnable but waiting for a CPU. Its threads are those of its
// tree roots and of every process descended from them, and of its own
// roots, without their children (the test process, whose children are
// the other rows' hosts).
//
// busy, what the fault suite holds a call to, is the larger of
//
//   - wall time less that wait: a host that sleeps on a fault (a stalled
//     upstream, a Retry-After, a hung provider) accrues no wait, so this
//     catches it however loaded the machine, and on an idle machine it is
//     the wall time; the wait of threads that waited side by side is
//     summed, which may subtract more than the call's own critical path
//     waited, so under load it can only loosen the bound, by what the
//     machine's contention was measured to cost;
//   - the CPU time of the tree over the machine's CPUs: a host that is
//     slow because it computes (a slow path under a fault) shows it at
//     any load.
//
// Both are measured over the span itself, not guessed from the load
// average before it. Off Linux there is no schedstat to read: busy is
// the wall time.
//
// Threads are sampled when the clock starts, every waitClockTick and when
// it is read; a thread that exits between two samples loses its last
// tick.
type waitClock struct {
	trees, own []int
	start      time.Time
	stopc      chan struct{}
	once       sync.Once

	mu     sync.Mutex
	first  map[int]schedstat // each thread when first seen
	last   map[int]schedstat // and when last seen
	before map[int]bool      // threads that existed when the clock started
}

// schedstat is a thread's run time and run-queue wait, in nanoseconds;
// tree says it belongs to a tree root's process or a descendant.
type schedstat struct {
	run, wait int64
	tree      bool
}

// span is what a waitClock measured: wall time, the wait for a CPU in it,
// and the CPU time of the processes measured over the machine's CPUs.
type span struct{ wall, waited, cpu time.Duration }

// busy is what a bound holds: the larger of the wall time less the wait
// for a CPU and the CPU time over the CPUs (see waitClock).
func (s span) busy() time.Duration { return max(0, s.wall-s.waited, s.cpu) }

func (s span) String() string {
	ms := func(d time.Duration) time.Duration { return d.Round(time.Millisecond) }
	return fmt.Sprintf("%s (%s wall, %s waiting for a CPU, %s CPU over the CPUs)", ms(s.busy()), ms(s.wall), ms(s.waited), ms(s.cpu))
}

const waitClockTick = 100 * time.Millisecond

// startWaitClock starts a clock over the threads of trees and every
// process descended from them, and of own; it samples them until stop.
func startWaitClock(trees []int, own ...int) *waitClock {
	c := &waitClock{trees: trees, own: own, stopc: make(chan struct{}), first: map[int]schedstat{}, last: map[int]schedstat{}, before: map[int]bool{}}
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

// read samples the threads and returns what the clock measured since it
// started.
func (c *waitClock) read() span {
	c.sample()
	s := span{wall: time.Since(c.start)}
	c.mu.Lock()
	defer c.mu.Unlock()
	var run int64
	for tid, last := range c.last {
		// A thread born after the start spent all its life within the
		// span.
		var from schedstat
		if c.before[tid] {
			from = c.first[tid]
		}
		s.waited += time.Duration(max(0, last.wait-from.wait))
		if last.tree {
			run += max(0, last.run-from.run)
		}
	}
	s.cpu = time.Duration(run / int64(runtime.NumCPU()))
	return s
}

// busy is the clock's span's busy time.
func (c *waitClock) busy() time.Duration { return c.read().busy() }

func (c *waitClock) sample() {
	stats := map[int]schedstat{}
	seen := map[int]bool{}
	var walk func(pid int, tree bool)
	walk = func(pid int, tree bool) {
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
			if st, ok := readSchedstat(filepath.Join(dir, "schedstat")); ok {
				st.tree = tree
				stats[tid] = st
			}
			if !tree {
				continue
			}
			children, _ := os.ReadFile(filepath.Join(dir, "children"))
			for _, f := range strings.Fields(string(children)) {
				if child, err := strconv.Atoi(f); err == nil {
					walk(child, true)
				}
			}
		}
	}
	for _, pid := range c.trees {
		walk(pid, true)
	}
	for _, pid := range c.own {
		walk(pid, false)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for tid, st := range stats {
		if old, ok := c.last[tid]; ok && (st.wait < old.wait || st.run < old.run) {
			// A reused thread id: a new thread, all its life within the
			// span.
			c.before[tid] = false
		}
		if _, ok := c.first[tid]; !ok {
			c.first[tid] = st
		}
		c.last[tid] = st
	}
}

// readSchedstat reads a schedstat file: the nanoseconds the thread has
// run, then those it has spent runnable on a run queue, waiting for a
// CPU.
func readSchedstat(path string) (schedstat, bool) {
	b, err := os.ReadFile(path)
	if err != nil {
		return schedstat{}, false
	}
	f := bytes.Fields(b)
	if len(f) < 2 {
		return schedstat{}, false
	}
	run, err1 := strconv.ParseInt(string(f[0]), 10, 64)
	wait, err2 := strconv.ParseInt(string(f[1]), 10, 64)
	return schedstat{run: run, wait: wait}, err1 == nil && err2 == nil
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
	c := startWaitClock([]int{cmd.Process.Pid})
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	c.stop()
	if s := c.read(); s.busy() < time.Second {
		t.Errorf("sleep 2: busy %s, want at least 1s", s)
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
	c := startWaitClock([]int{os.Getpid()})
	for _, cmd := range cmds {
		cmd.Wait()
	}
	c.stop()
	s := c.read()
	t.Logf("%d loops on %d CPUs: %s", n, runtime.NumCPU(), s)
	// Each loop waits more than half the time: together, more than the
	// wall time; and they kept the CPUs busy most of it.
	if s.waited < s.wall {
		t.Errorf("%d loops on %d CPUs waited %s for a CPU in %s: the clock does not see them", n, runtime.NumCPU(), s.waited, s.wall)
	}
	if s.cpu < s.wall/4 {
		t.Errorf("%d loops on %d CPUs: CPU time over the CPUs %s in %s wall: the clock does not see them run", n, runtime.NumCPU(), s.cpu, s.wall)
	}
}
