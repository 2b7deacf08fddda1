package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// httpBench is the load part of `make bench`: N concurrent clients on
// loopback doing warm describe calls against `pkgdocs serve --http`,
// bounded in time and count, then an optional soak that watches memory.
type httpBench struct {
	bin      string
	env      []string
	clients  int
	duration time.Duration // load phase; 0 skips it
	soak     time.Duration // soak phase; 0 skips it
	maxCalls int64         // bound on calls per phase, whatever the duration
	churn    int           // soak: calls per client before it opens a new session
	abandon  bool          // soak: leave old sessions without DELETE, as most clients do
}

// The warm call: the example provider's describe of a small package, the
// same on every call, so after the first one the host's cache answers.
const benchCall = `{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"describe_mdfolder_package","arguments":{"package":"acme-widgets"}}}`

func (b *httpBench) run() error {
	if b.duration <= 0 && b.soak <= 0 {
		return nil
	}
	h, err := startHTTPHost(b.bin, b.env)
	if err != nil {
		return err
	}
	defer h.stop()
	clients := make([]*benchClient, b.clients)
	for i := range clients {
		c, err := newBenchClient(h.url, i)
		if err != nil {
			return fmt.Errorf("client %d: %w", i, err)
		}
		clients[i] = c
	}
	pids, err := clients[0].providerPIDs()
	if err != nil {
		return err
	}
	fmt.Printf("\nHTTP: %d clients (each from its own loopback address), serve --http %s, warm describe_mdfolder_package calls\n", b.clients, h.url)
	if b.duration > 0 {
		cpu0 := cpuSplit(h.pid(), pids)
		res := b.phase(clients, b.duration, false)
		cpu := cpuSplit(h.pid(), pids).minus(cpu0)
		fmt.Printf("HTTP load %v: %d calls, %d errors, %.0f calls/s; latency p50 %v  p90 %v  p99 %v  max %v\n",
			res.elapsed.Round(time.Millisecond), res.calls, res.errors, float64(res.calls)/res.elapsed.Seconds(),
			pct(res.lat, 50), pct(res.lat, 90), pct(res.lat, 99), pct(res.lat, 100))
		secs := res.elapsed.Seconds()
		fmt.Printf("HTTP load CPU (cores busy on average): host %.2f, providers %.2f, bench clients %.2f; machine load average %s\n",
			cpu.host/secs, cpu.providers/secs, cpu.bench/secs, loadAvg())
		if res.firstErr != nil {
			fmt.Printf("HTTP load first error: %v\n", res.firstErr)
		}
		fmt.Printf("RSS after load: host %.1f MB, providers %.1f MB\n", mb(rss(h.pid())), mb(sumRSS(pids)))
	}
	if b.soak > 0 {
		if err := b.runSoak(h, clients, pids); err != nil {
			return err
		}
	}
	took, err := h.stop()
	if err != nil {
		return err
	}
	fmt.Printf("SIGTERM → host exited: %v\n", took.Round(time.Millisecond))
	return nil
}

func (b *httpBench) runSoak(h *httpHost, clients []*benchClient, pids map[string]int) error {
	type sample struct {
		at        time.Duration
		host, prv int64
	}
	var samples []sample
	t0 := time.Now()
	take := func() { samples = append(samples, sample{time.Since(t0), rss(h.pid()), sumRSS(pids)}) }
	take()
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		t := time.NewTicker(5 * time.Second)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				take()
			}
		}
	}()
	res := b.phase(clients, b.soak, true)
	close(stop)
	<-sampled
	take()
	// The first sample is taken before the soak's load starts; "start" is
	// the first one under load, when the working set (connections,
	// buffers, goroutines) is in place.
	idle, first, last := samples[0], samples[0], samples[len(samples)-1]
	if len(samples) > 2 {
		first = samples[1]
	}
	peak := first
	for _, s := range samples {
		if s.host > peak.host {
			peak = s
		}
	}
	how := "ended (DELETE) and reopened"
	if b.abandon {
		how = "abandoned without DELETE and reopened"
	}
	fmt.Printf("HTTP soak %v: %d calls (%.0f/s), %d errors, %d sessions %s (every %d calls per client); p50 %v  p99 %v\n",
		res.elapsed.Round(time.Second), res.calls, float64(res.calls)/res.elapsed.Seconds(), res.errors, res.churned, how, b.churn, pct(res.lat, 50), pct(res.lat, 99))
	if res.firstErr != nil {
		fmt.Printf("HTTP soak first error: %v\n", res.firstErr)
	}
	fmt.Printf("soak RSS host: start %.1f MB (at %v, under load; %.1f MB before it), end %.1f MB (%+.1f MB), peak %.1f MB at %v; providers: start %.1f MB, end %.1f MB\n",
		mb(first.host), first.at.Round(time.Second), mb(idle.host), mb(last.host), mb(last.host-first.host), mb(peak.host), peak.at.Round(time.Second), mb(first.prv), mb(last.prv))
	var pts []string
	for _, s := range samples {
		pts = append(pts, fmt.Sprintf("%v:%.1f", s.at.Round(time.Second), mb(s.host)))
	}
	fmt.Printf("soak RSS host samples (MB): %s\n", strings.Join(pts, " "))
	return nil
}

type phaseResult struct {
	calls, errors int64
	churned       int64
	elapsed       time.Duration
	lat           []time.Duration
	firstErr      error
}

// phase runs every client flat out for d (or until maxCalls).
func (b *httpBench) phase(clients []*benchClient, d time.Duration, churn bool) phaseResult {
	var calls, errs, churned atomic.Int64
	var errOnce sync.Once
	var firstErr error
	lats := make([][]time.Duration, len(clients))
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	t0 := time.Now()
	var wg sync.WaitGroup
	for i, c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			lat := make([]time.Duration, 0, 1<<14)
			n := 0
			for ctx.Err() == nil && calls.Add(1) <= b.maxCalls {
				n++
				if churn && b.churn > 0 && n%b.churn == 0 {
					if err := c.reopen(!b.abandon); err != nil {
						errs.Add(1)
						errOnce.Do(func() { firstErr = err })
						continue
					}
					churned.Add(1)
				}
				s := time.Now()
				if err := c.call(); err != nil {
					errs.Add(1)
					errOnce.Do(func() { firstErr = err })
					continue
				}
				lat = append(lat, time.Since(s))
			}
			lats[i] = lat
		}()
	}
	wg.Wait()
	res := phaseResult{elapsed: time.Since(t0), errors: errs.Load(), churned: churned.Load(), firstErr: firstErr}
	for _, l := range lats {
		res.lat = append(res.lat, l...)
	}
	res.calls = int64(len(res.lat))
	return res
}

// benchClient is one MCP client with a session, over its own connection
// from its own loopback address (so per-client rate limits see it as one
// client, the way 64 agents on 64 machines would look).
type benchClient struct {
	url     string
	http    *http.Client
	session string
	id      int
}

func newBenchClient(url string, i int) (*benchClient, error) {
	// 127.0.0.2 and up: every 127/8 address is this machine's loopback.
	local := &net.TCPAddr{IP: net.IPv4(127, 0, byte(1+i/250), byte(2+i%250))}
	dialer := &net.Dialer{LocalAddr: local, Timeout: 5 * time.Second}
	tr := &http.Transport{DialContext: dialer.DialContext, MaxIdleConnsPerHost: 2, DisableCompression: true}
	c := &benchClient{url: url, http: &http.Client{Transport: tr, Timeout: 30 * time.Second}}
	if err := c.open(); err != nil {
		return nil, err
	}
	for range 3 { // warm: the provider is started, the cache holds the answer
		if err := c.call(); err != nil {
			return nil, err
		}
	}
	return c, nil
}

func (c *benchClient) open() error {
	resp, body, err := c.post(`{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"bench","version":"1"}}}`)
	if err != nil {
		return fmt.Errorf("initialize: %w", err)
	}
	if resp.StatusCode != 200 {
		return fmt.Errorf("initialize: %d %s", resp.StatusCode, body)
	}
	c.session = resp.Header.Get("Mcp-Session-Id")
	if resp, body, err := c.post(`{"jsonrpc":"2.0","method":"notifications/initialized"}`); err != nil || resp.StatusCode != http.StatusAccepted {
		return fmt.Errorf("initialized: %v %v %s", err, resp, body)
	}
	return nil
}

// reopen opens a new session, first ending the old one (DELETE) as a
// well-behaved client does when del.
func (c *benchClient) reopen(del bool) error {
	if del {
		req, _ := http.NewRequest(http.MethodDelete, c.url, nil)
		c.headers(req)
		resp, err := c.http.Do(req)
		if err != nil {
			return fmt.Errorf("DELETE session: %w", err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
	c.session = ""
	return c.open()
}

func (c *benchClient) call() error {
	c.id++
	resp, body, err := c.post(fmt.Sprintf(benchCall, c.id))
	if err != nil {
		return err
	}
	if resp.StatusCode != 200 {
		return fmt.Errorf("tools/call: HTTP %d: %.200s", resp.StatusCode, body)
	}
	if !bytes.Contains(body, []byte(`"result"`)) || bytes.Contains(body, []byte(`"isError":true`)) {
		return fmt.Errorf("tools/call: %.300s", body)
	}
	return nil
}

func (c *benchClient) headers(req *http.Request) {
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	if c.session != "" {
		req.Header.Set("Mcp-Session-Id", c.session)
		req.Header.Set("Mcp-Protocol-Version", "2025-06-18")
	}
}

func (c *benchClient) post(body string) (*http.Response, []byte, error) {
	req, err := http.NewRequest(http.MethodPost, c.url, strings.NewReader(body))
	if err != nil {
		return nil, nil, err
	}
	c.headers(req)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp, b, err
}

func (c *benchClient) providerPIDs() (map[string]int, error) {
	_, body, err := c.post(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_providers","arguments":{}}}`)
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
	if err := json.Unmarshal(body, &lr); err != nil {
		return nil, fmt.Errorf("list_providers: %w: %.200s", err, body)
	}
	out := map[string]int{}
	for _, p := range lr.Result.StructuredContent.Providers {
		out[p.Name] = p.PID
	}
	return out, nil
}

// httpHost is `pkgdocs serve --http` started for the bench.
type httpHost struct {
	cmd  *exec.Cmd
	url  string
	done chan struct{}
	once sync.Once
	took time.Duration
}

var bannerRE = regexp.MustCompile(`serving MCP at (http://\S+)`)

func startHTTPHost(bin string, env []string) (*httpHost, error) {
	// Clients come from distinct addresses; the limit is raised so it is
	// measured in the path without throttling a bench client.
	cmd := exec.Command(bin, "serve", "--http", "127.0.0.1:0", "--rate-limit", "100000")
	cmd.Env = env
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	h := &httpHost{cmd: cmd, done: make(chan struct{})}
	go func() { cmd.Wait(); close(h.done) }()
	urls := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if m := bannerRE.FindStringSubmatch(sc.Text()); m != nil {
				urls <- m[1]
			} else {
				fmt.Fprintln(os.Stderr, "pkgdocs:", sc.Text())
			}
		}
	}()
	select {
	case h.url = <-urls:
	case <-h.done:
		return nil, errors.New("serve --http exited before serving")
	case <-time.After(20 * time.Second):
		h.stop()
		return nil, errors.New("serve --http did not say where it serves")
	}
	base := strings.TrimSuffix(h.url, "/mcp")
	deadline := time.Now().Add(20 * time.Second)
	for {
		resp, err := http.Get(base + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return h, nil
			}
		}
		if time.Now().After(deadline) {
			h.stop()
			return nil, fmt.Errorf("serve --http not ready after 20 s (%v)", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func (h *httpHost) pid() int { return h.cmd.Process.Pid }

// stop sends SIGTERM and waits for the host (and its providers) to exit.
func (h *httpHost) stop() (time.Duration, error) {
	var err error
	h.once.Do(func() {
		t0 := time.Now()
		h.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-h.done:
		case <-time.After(20 * time.Second):
			h.cmd.Process.Kill()
			<-h.done
			err = errors.New("serve --http ignored SIGTERM for 20 s")
		}
		h.took = time.Since(t0)
	})
	return h.took, err
}

func sumRSS(pids map[string]int) int64 {
	var n int64
	for _, p := range pids {
		n += rss(p)
	}
	return n
}

func mb(b int64) float64 { return float64(b) / 1e6 }

// cpuUse is CPU seconds used by the host, its providers and this process.
type cpuUse struct{ host, providers, bench float64 }

func cpuSplit(host int, providers map[string]int) cpuUse {
	u := cpuUse{host: cpuSeconds(host), bench: cpuSeconds(os.Getpid())}
	for _, p := range providers {
		u.providers += cpuSeconds(p)
	}
	return u
}

func (u cpuUse) minus(v cpuUse) cpuUse {
	return cpuUse{u.host - v.host, u.providers - v.providers, u.bench - v.bench}
}

// cpuSeconds reads utime+stime of pid from /proc (clock ticks of 1/100 s,
// the USER_HZ every Linux build uses).
func cpuSeconds(pid int) float64 {
	f := procStat(pid) // utime and stime are fields 14 and 15
	if len(f) < 13 {
		return 0
	}
	var ut, st float64
	fmt.Sscan(f[11], &ut)
	fmt.Sscan(f[12], &st)
	return (ut + st) / 100
}

func loadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	return strings.Join(strings.Fields(string(b))[:3], " ")
}
