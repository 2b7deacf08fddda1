package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/pkgdocs/pkgdocs/internal/benchcmd/onetool"
)

// floorBin is the floor command's path ("": not timed).
var floorBin string

// floorLinkedBin is the floorlinked command's path ("": not timed): the
// floor linked with everything bin/pkgdocs links.
var floorLinkedBin string

// startupRounds, when not 0, makes the run the start-up comparison alone.
var startupRounds int

// alsoHosts are other pkgdocs binaries timed in the start-up comparison's
// rounds beside the host (-also, repeatable): a build of main beside the
// branch's, so before and after share one run's load.
var alsoHosts hostList

// alsoFloorsLinked are other floorlinked builds timed beside floor-linked
// (-also-floor-linked, repeatable): main's, so that what linking costs
// before main is compared before and after in one run.
var alsoFloorsLinked hostList

func main() {
	bin := flag.String("bin", "bin/pkgdocs", "pkgdocs binary")
	pluginsDir := flag.String("plugins", "bin/bench-plugins", "first-party providers (make bench-plugins: links to bin/pkgdocs under their names)")
	example := flag.String("example", "bin/example", "example provider dir")
	runs := flag.Int("runs", 10, "start-up runs")
	calls := flag.Int("calls", 2000, "trivial calls")
	hb := httpBench{maxCalls: 5_000_000}
	flag.IntVar(&hb.clients, "http-clients", 64, "concurrent HTTP clients (0: no HTTP load)")
	flag.DurationVar(&hb.duration, "http-duration", 10*time.Second, "HTTP load phase (0: skip)")
	flag.DurationVar(&hb.soak, "soak", 0, "HTTP soak with memory samples after the load phase (0: skip; 60s for the full soak)")
	flag.IntVar(&hb.churn, "soak-churn", 500, "soak: calls per client before it opens a new session (0: never)")
	flag.BoolVar(&hb.abandon, "soak-abandon", false, "soak: leave old sessions without DELETE (tests the live-session cap)")
	baselineFile := flag.String("baseline-server", "", "internal: serve the one-tool mcp-go baseline answering with this file")
	flag.IntVar(&startupRounds, "startup", 0, "only compare start-up: this many rounds of the host, the floor and the baseline, then exit (0: the whole bench)")
	flag.Var(&alsoHosts, "also", "with -startup: another pkgdocs binary timed in the same rounds, as NAME=PATH (repeatable; e.g. before=/tmp/pkgdocs-main)")
	flag.Var(&alsoFloorsLinked, "also-floor-linked", "with -startup and -floor: another floorlinked build timed in the same rounds and printed against the floor, as NAME=PATH (repeatable; e.g. floor-linked-before=/tmp/bench-floor-linked-main)")
	flag.StringVar(&floorBin, "floor", "", "the floor command (internal/benchcmd/floor): the baseline with the plugin stack linked, timed beside it (\"\": skip)")
	flag.StringVar(&floorLinkedBin, "floor-linked", "", "the floorlinked command (internal/benchcmd/floorlinked): the floor linked with everything pkgdocs links, timed beside it (\"\": skip)")
	flag.Parse()
	if *baselineFile != "" {
		if err := onetool.Serve(*baselineFile); err != nil {
			fmt.Fprintln(os.Stderr, "benchcmd baseline:", err)
			os.Exit(1)
		}
		return
	}
	if err := run(*bin, *pluginsDir, *example, *runs, *calls, &hb); err != nil {
		fmt.Fprintln(os.Stderr, "benchcmd:", err)
		os.Exit(1)
	}
}

func run(bin, pluginsDir, example string, runs, calls int, hb *httpBench) error {
	dir, err := os.MkdirTemp("", "pkgdocs-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	copies := filepath.Join(dir, "bin")
	if err := os.Mkdir(copies, 0o755); err != nil {
		return err
	}
	if bin, err = copyContenders(copies, bin); err != nil {
		return err
	}
	// dir: every provider and the example; firstParty: the providers alone.
	firstParty := filepath.Join(dir, "first-party")
	if err := os.Mkdir(firstParty, 0o755); err != nil {
		return err
	}
	for _, src := range []string{pluginsDir, example} {
		ents, _ := os.ReadDir(src)
		for _, e := range ents {
			if strings.HasPrefix(e.Name(), "pkgdocs-provider-") {
				abs, _ := filepath.Abs(filepath.Join(src, e.Name()))
				if err := os.Symlink(abs, filepath.Join(dir, e.Name())); err != nil {
					return err
				}
				if src == pluginsDir {
					if err := os.Symlink(abs, filepath.Join(firstParty, e.Name())); err != nil {
						return err
					}
				}
			}
		}
	}
	wd, _ := os.Getwd()
	docs := filepath.Join(wd, "sdk/example/mdfolder/testdata/docs")
	cacheDir := filepath.Join(dir, "cache")
	base := append(os.Environ(), "PKGDOCS_PLUGINS_DIR="+dir, "PKGDOCS_MDFOLDER_DIR="+docs)
	// Full slice expressions: two appends to base must not share its array.
	env := append(base[:len(base):len(base)], "PKGDOCS_CACHE_DIR="+cacheDir)
	noCache := append(base[:len(base):len(base)], "PKGDOCS_NO_CACHE=1")

	if startupRounds > 0 {
		return startupOnly(bin, env, startupRounds)
	}
	var initT, listT []time.Duration
	var last *session
	for i := 0; i < runs; i++ {
		s, err := start(bin, env)
		if err != nil {
			return err
		}
		initT = append(initT, s.initDone)
		listT = append(listT, s.listDone)
		if i < runs-1 {
			s.close()
		} else {
			last = s
		}
	}
	defer last.close()
	fmt.Printf("providers: %s\n", strings.Join(last.tools, ", "))
	fmt.Printf("start → initialize response:        p50 %v  min %v  (%d runs)\n", pct(initT, 50), pct(initT, 0), runs)
	fmt.Printf("start → complete tools/list:        p50 %v  min %v\n", pct(listT, 50), pct(listT, 0))

	pids, err := last.providerPIDs()
	if err != nil {
		return err
	}
	total := rss(last.cmd.Process.Pid)
	fmt.Printf("RSS host:                           %.1f MB\n", float64(total)/1e6)
	names := make([]string, 0, len(pids))
	for n := range pids {
		names = append(names, n)
	}
	sort.Strings(names)
	seen := map[int]string{} // a process serving several providers counts once
	for _, n := range names {
		if pids[n] == 0 {
			fmt.Printf("RSS provider %-22s not running (starts on its first call)\n", n+":")
			continue
		}
		if first, ok := seen[pids[n]]; ok {
			fmt.Printf("RSS provider %-22s in %s's process\n", n+":", first)
			continue
		}
		seen[pids[n]] = n
		r := rss(pids[n])
		total += r
		fmt.Printf("RSS provider %-22s %.1f MB\n", n+":", float64(r)/1e6)
	}
	fmt.Printf("RSS host + %d providers:             %.1f MB\n", len(pids), float64(total)/1e6)

	if _, ok := pids["mdfolder"]; ok && calls > 0 {
		tiny := map[string]any{"name": "describe_mdfolder_package", "arguments": map[string]any{"package": "tiny"}}
		lat, err := timeCalls(last, tiny, calls)
		if err != nil {
			return err
		}
		fmt.Printf("warm cached call (describe_mdfolder_package tiny, stdio):              p50 %v  p99 %v  (%d calls)\n", pct(lat, 50), pct(lat, 99), calls)
		s, err := start(bin, noCache)
		if err != nil {
			return err
		}
		lat, err = timeCalls(s, tiny, calls)
		s.close()
		if err != nil {
			return err
		}
		fmt.Printf("trivial provider call, no cache (stdio → host → provider → host):     p50 %v  p99 %v  (%d calls)\n", pct(lat, 50), pct(lat, 99), calls)
	}
	if _, ok := pids["golang"]; ok {
		big := map[string]any{"name": "describe_go_package", "arguments": map[string]any{"package": "net/http"}}
		t0 := time.Now()
		if _, err := last.call("tools/call", big); err != nil {
			return err
		}
		fmt.Printf("describe_go_package net/http, first call:                             %v\n", time.Since(t0).Round(time.Microsecond))
		lat, err := timeCalls(last, big, calls/10)
		if err != nil {
			return err
		}
		fmt.Printf("describe_go_package net/http, warm (cache hit, 32k chars out):         p50 %v  p99 %v\n", pct(lat, 50), pct(lat, 99))
		search := map[string]any{"name": "search_package_docs", "arguments": map[string]any{"package": "net/http", "language": "go", "query": "ListenAndServe TLS"}}
		lat, err = timeCalls(last, search, calls/10)
		if err != nil {
			return err
		}
		fmt.Printf("search_package_docs net/http, warm:                                   p50 %v  p99 %v\n", pct(lat, 50), pct(lat, 99))
		// A fresh process over the same cache dir: the disk tier answers.
		s, err := start(bin, env)
		if err != nil {
			return err
		}
		t0 = time.Now()
		_, err = s.call("tools/call", big)
		d := time.Since(t0)
		s.close()
		if err != nil {
			return err
		}
		fmt.Printf("describe_go_package net/http, disk-cache hit in a fresh process:     %v\n", d.Round(time.Microsecond))
	}
	last.close() // the HTTP host gets the machine to itself
	if _, ok := pids["golang"]; ok && runs > 1 {
		// Runs after the first found the manifests the first one stored.
		if err := onDemand(bin, env, cacheDir, firstParty, runs, calls); err != nil {
			return err
		}
	}
	if hb.clients > 0 {
		if _, ok := pids["mdfolder"]; !ok {
			return fmt.Errorf("the HTTP bench needs the example provider (-example)")
		}
		hb.bin, hb.env = bin, env
		return hb.run()
	}
	return nil
}

func timeCalls(s *session, params map[string]any, n int) ([]time.Duration, error) {
	var lat []time.Duration
	for i := 0; i < n; i++ {
		t0 := time.Now()
		r, err := s.call("tools/call", params)
		if err != nil {
			return nil, err
		}
		if i == 0 && strings.Contains(string(r), `"isError":true`) {
			return nil, fmt.Errorf("call failed: %.300s", r)
		}
		lat = append(lat, time.Since(t0))
	}
	return lat, nil
}

type session struct {
	cmd      *exec.Cmd
	in       io.WriteCloser
	out      *bufio.Reader
	id       int
	initDone time.Duration
	listDone time.Duration
	tools    []string
}

func start(bin string, env []string) (*session, error) {
	return startCmd(bin, []string{"serve"}, env)
}

// startOutside starts the host in dir, an empty directory and so no
// project. Run from this repository, serve takes it as the default
// project, and a describe without a version made for a project is
// fetched every time (its lockfile may have changed): the warm figures,
// which time answers from the cache, are taken outside it.
func startOutside(dir, bin string, env []string) (*session, error) {
	return startCmdIn(dir, bin, []string{"serve"}, env)
}

func startCmd(bin string, args, env []string) (*session, error) {
	return startCmdIn("", bin, args, env)
}

// startCmdIn is startCmd run in dir ("": the current directory).
func startCmdIn(dir, bin string, args, env []string) (*session, error) {
	bin, err := filepath.Abs(bin)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Env = env
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	s := &session{cmd: cmd, in: in, out: bufio.NewReaderSize(out, 1<<20)}
	t0 := time.Now()
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	if _, err := s.call("initialize", map[string]any{"protocolVersion": "2025-06-18", "capabilities": map[string]any{}, "clientInfo": map[string]any{"name": "bench", "version": "1"}}); err != nil {
		return nil, err
	}
	s.initDone = time.Since(t0)
	fmt.Fprintln(in, `{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	r, err := s.call("tools/list", map[string]any{})
	if err != nil {
		return nil, err
	}
	s.listDone = time.Since(t0)
	var lr struct {
		Result struct{ Tools []struct{ Name string } }
	}
	if err := json.Unmarshal(r, &lr); err != nil {
		return nil, err
	}
	for _, t := range lr.Result.Tools {
		if strings.HasPrefix(t.Name, "describe_") {
			s.tools = append(s.tools, t.Name)
		}
	}
	return s, nil
}

// call sends a request and reads lines until its response.
func (s *session) call(method string, params any) ([]byte, error) {
	s.id++
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": s.id, "method": method, "params": params})
	if _, err := s.in.Write(append(b, '\n')); err != nil {
		return nil, err
	}
	want := fmt.Sprintf(`"id":%d,`, s.id)
	for {
		line, err := s.out.ReadBytes('\n')
		if err != nil {
			return nil, fmt.Errorf("%s: %w", method, err)
		}
		if strings.Contains(string(line), want) {
			return line, nil
		}
	}
}

func (s *session) providerPIDs() (map[string]int, error) {
	r, err := s.call("tools/call", map[string]any{"name": "list_providers", "arguments": map[string]any{}})
	if err != nil {
		return nil, err
	}
	var lr struct {
		Result struct {
			StructuredContent struct {
				Providers []struct {
					Name string
					PID  int
				}
			}
		}
	}
	if err := json.Unmarshal(r, &lr); err != nil {
		return nil, err
	}
	out := map[string]int{}
	for _, p := range lr.Result.StructuredContent.Providers {
		out[p.Name] = p.PID
	}
	return out, nil
}

func (s *session) close() {
	s.in.Close()
	done := make(chan struct{})
	go func() { s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		s.cmd.Process.Kill()
		<-done
	}
}

// rss reads VmRSS of pid in bytes.
func rss(pid int) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == "VmRSS:" {
			kb, _ := strconv.ParseInt(f[1], 10, 64)
			return kb * 1024
		}
	}
	return 0
}

func pct(d []time.Duration, p int) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := append([]time.Duration(nil), d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	i := (len(s) - 1) * p / 100
	return s[i].Round(time.Microsecond)
}
