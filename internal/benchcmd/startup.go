package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// A start-up comparison times start → initialize + tools/list of the host
// and of the servers it is compared with (the floor, the baseline) in
// rounds: each round starts every server once, in an order that rotates
// from round to round, so a burst of load on a shared machine falls on
// each of them alike and none is always first after the previous one
// exits. The first warmupRounds rounds are run and dropped (page cache,
// the first manifest reads). Besides wall time, each start's CPU time
// (every thread's, from /proc/PID/task/*/schedstat) and minor page faults
// (/proc/PID/stat) are read the moment tools/list is answered: CPU time is
// what the process did, which the machine's load barely moves, so it says
// where a wall-time gap comes from.

// warmupRounds are run before the measured rounds and not counted.
const warmupRounds = 2

// contender is one server in a start-up comparison.
type contender struct {
	name  string
	start func() (*session, error)
	// floorLinked marks an -also-floor-linked build, printed against the
	// floor.
	floorLinked bool
	// also marks an -also host, printed against the floor too (a host
	// built otherwise, such as without built-in providers, has a floor
	// ratio of its own).
	also bool

	wall, cpu []time.Duration
	faults    []int
}

// startSample is what one start measured.
type startSample struct {
	wall, cpu time.Duration
	faults    int
}

// compareStartup runs rounds rounds over cs (cs[0] is the host, whose
// ratios to the others are printed) and prints the figures.
func compareStartup(cs []*contender, rounds int) error {
	loadBefore := loadAvg()
	for r := -warmupRounds; r < rounds; r++ {
		for i := range cs {
			c := cs[(i+max(r, 0))%len(cs)]
			s, err := c.start()
			if err != nil {
				return fmt.Errorf("%s: %w", c.name, err)
			}
			smp := sample(s)
			s.close()
			if r < 0 {
				continue
			}
			c.wall = append(c.wall, smp.wall)
			c.cpu = append(c.cpu, smp.cpu)
			c.faults = append(c.faults, smp.faults)
		}
	}
	host := cs[0]
	fmt.Printf("start → initialize + tools/list, manifests cached (%d rounds, order rotated; load %s before, %s after):\n", rounds, loadBefore, loadAvg())
	for _, c := range cs {
		fmt.Printf("  %-12s wall p50 %-9v p25 %-9v p75 %-9v  CPU p50 %-9v  minor faults p50 %d\n",
			c.name, pct(c.wall, 50), pct(c.wall, 25), pct(c.wall, 75), pct(c.cpu, 50), pctInt(c.faults, 50))
	}
	for _, c := range cs[1:] {
		printRatio(host, c)
	}
	if floor := named(cs, "floor"); floor != nil {
		for _, c := range cs {
			if c.also {
				printRatio(c, floor)
			}
		}
	}
	// The floor linked with what pkgdocs links, against the floor: the
	// part of the host's ratio that is the one binary's, before main.
	if linked, floor := named(cs, "floor-linked"), named(cs, "floor"); linked != nil && floor != nil {
		printRatio(linked, floor)
		for _, c := range cs {
			if c.floorLinked {
				printRatio(c, floor)
				printRatio(linked, c)
			}
		}
	}
	return nil
}

// printRatio prints a's figures against b's.
func printRatio(a, b *contender) {
	fmt.Printf("  %s / %s: wall %s (median of the rounds' own ratios %s), CPU %s (%s), faults %+d\n",
		a.name, b.name, ratio(pct(a.wall, 50), pct(b.wall, 50)), pairedRatio(a.wall, b.wall),
		ratio(pct(a.cpu, 50), pct(b.cpu, 50)), pairedRatio(a.cpu, b.cpu), pctInt(a.faults, 50)-pctInt(b.faults, 50))
}

// named is the contender of cs called name, or nil.
func named(cs []*contender, name string) *contender {
	for _, c := range cs {
		if c.name == name {
			return c
		}
	}
	return nil
}

// sample reads a started session's figures (CPU time and faults are 0
// where /proc cannot be read).
func sample(s *session) startSample {
	pid := s.cmd.Process.Pid
	return startSample{wall: s.listDone, cpu: cpuTime(pid), faults: minorFaults(pid)}
}

// cpuTime is the CPU time of every thread of pid so far: the first field
// of each /proc/PID/task/TID/schedstat, in nanoseconds.
func cpuTime(pid int) time.Duration {
	tasks, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/schedstat", pid))
	var sum time.Duration
	for _, t := range tasks {
		b, err := os.ReadFile(t)
		if err != nil {
			continue
		}
		if f := strings.Fields(string(b)); len(f) > 0 {
			ns, _ := strconv.ParseInt(f[0], 10, 64)
			sum += time.Duration(ns)
		}
	}
	return sum
}

// minorFaults is field 10 (minflt) of /proc/PID/stat.
func minorFaults(pid int) int {
	f := procStat(pid)
	if len(f) < 8 {
		return 0
	}
	n, _ := strconv.Atoi(f[7])
	return n
}

// procStat is /proc/PID/stat's fields after the parenthesised command
// name, which may hold spaces: the first is field 3 (state). Nil when
// the process is gone.
func procStat(pid int) []string {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return nil
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return nil
	}
	return strings.Fields(s[i+1:])
}

// pairedRatio is the median of a[i]/b[i]: each round's own ratio, which
// load shared by the round cancels from.
func pairedRatio(a, b []time.Duration) string {
	var rs []float64
	for i := range min(len(a), len(b)) {
		if b[i] > 0 {
			rs = append(rs, float64(a[i])/float64(b[i]))
		}
	}
	if len(rs) == 0 {
		return "n/a"
	}
	sort.Float64s(rs)
	return fmt.Sprintf("%.2f×", rs[(len(rs)-1)/2])
}

func pctInt(v []int, p int) int {
	if len(v) == 0 {
		return 0
	}
	s := append([]int(nil), v...)
	sort.Ints(s)
	return s[(len(s)-1)*p/100]
}

// startContenders are the host (bin with env), the -also hosts, the floor
// and the floor linked with pkgdocs' code when their flags are set (and
// the -also-floor-linked builds), and the baseline bl, for compareStartup.
func startContenders(bin string, env []string, bl *baseline) []*contender {
	cs := []*contender{{name: "host", start: func() (*session, error) { return start(bin, env) }}}
	for _, h := range alsoHosts {
		henv := alsoEnv(env, h.name)
		cs = append(cs, &contender{name: h.name, start: func() (*session, error) { return start(h.path, henv) }, also: true})
	}
	if floorBin != "" {
		floor := &baseline{file: bl.file, bin: floorBin}
		cs = append(cs, &contender{name: "floor", start: floor.start})
	}
	if floorLinkedBin != "" {
		linked := &baseline{file: bl.file, bin: floorLinkedBin}
		cs = append(cs, &contender{name: "floor-linked", start: linked.start})
	}
	for _, f := range alsoFloorsLinked {
		linked := &baseline{file: bl.file, bin: f.path}
		cs = append(cs, &contender{name: f.name, start: linked.start, floorLinked: true})
	}
	return append(cs, &contender{name: "baseline", start: bl.start})
}

// startupOnly is -startup: a first host run learns the manifests, its
// describe of net/http is the baseline's answer (as in onDemand), then
// the comparison.
func startupOnly(bin string, env []string, rounds int) error {
	host, err := start(bin, env)
	if err != nil {
		return err
	}
	answer, err := host.call("tools/call", map[string]any{"name": "describe_go_package", "arguments": map[string]any{"package": "net/http"}})
	host.close()
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "pkgdocs-baseline-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	bl, err := newBaseline(tmp, answer)
	if err != nil {
		return err
	}
	// Each -also host learns its own manifests before the rounds, as the
	// host did above.
	for _, h := range alsoHosts {
		s, err := start(h.path, alsoEnv(env, h.name))
		if err != nil {
			return fmt.Errorf("%s: %w", h.name, err)
		}
		s.close()
	}
	return compareStartup(startContenders(bin, env, bl), rounds)
}

// alsoEnv is env with the cache directory of -also host name: a build of
// another commit may keep its manifests in another format, and sharing
// one directory would have each start throw away what the other wrote
// and start every provider to learn it again.
func alsoEnv(env []string, name string) []string {
	out := make([]string, 0, len(env))
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "PKGDOCS_CACHE_DIR="); ok {
			kv = "PKGDOCS_CACHE_DIR=" + v + "-" + name
		}
		out = append(out, kv)
	}
	return out
}

// namedHost is one -also binary.
type namedHost struct{ name, path string }

// hostList is the -also flag's value.
type hostList []namedHost

func (l *hostList) String() string {
	var parts []string
	for _, h := range *l {
		parts = append(parts, h.name+"="+h.path)
	}
	return strings.Join(parts, ",")
}

func (l *hostList) Set(v string) error {
	name, path, ok := strings.Cut(v, "=")
	if !ok || name == "" || path == "" {
		return fmt.Errorf("-also %q: want NAME=PATH", v)
	}
	*l = append(*l, namedHost{name, path})
	return nil
}
