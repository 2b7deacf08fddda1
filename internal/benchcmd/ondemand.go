package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// onDemand prints issue 15's figures, each beside the bare mcp-go baseline
// measured in the same run (the machine may be loaded: compare the ratios,
// not the absolute figures): start → initialize + tools/list with
// manifests cached, RSS of the host and every process it started after
// tools/list and one describe, the warm cached describe, and the first
// call to a provider that is not running. The manifests are those the
// earlier runs over the same cache directory stored. firstParty, when
// set, is a plugins directory with the first-party providers alone.
func onDemand(bin string, env []string, cacheDir, firstParty string, runs, calls int) error {
	big := map[string]any{"name": "describe_go_package", "arguments": map[string]any{"package": "net/http"}}
	outside, err := os.MkdirTemp("", "pkgdocs-bench-outside-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(outside)
	host, err := startOutside(outside, bin, env)
	if err != nil {
		return err
	}
	defer host.close()
	answer, err := host.call("tools/call", big)
	if err != nil {
		return err
	}
	if strings.Contains(string(answer), `"isError":true`) {
		return fmt.Errorf("describe net/http failed: %.300s", answer)
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
	same := map[string]any{"name": "describe", "arguments": map[string]any{"package": "net/http"}}

	fmt.Printf("\nissue 15 figures (each beside a one-tool mcp-go server in this run; %d-byte answer)\n", len(answer))
	if err := compareStartup(startContenders(bin, env, bl), runs); err != nil {
		return err
	}

	// RSS after tools/list and one describe (answered by the disk cache
	// when it holds net/http: no provider needs to start).
	fresh, err := startOutside(outside, bin, env)
	if err != nil {
		return err
	}
	if _, err := fresh.call("tools/call", big); err != nil {
		fresh.close()
		return err
	}
	total, n, err := treeRSS(fresh)
	fresh.close()
	if err != nil {
		return err
	}
	bs, err := bl.start()
	if err != nil {
		return err
	}
	if _, err := bs.call("tools/call", same); err != nil {
		bs.close()
		return err
	}
	baseRSS := rss(bs.cmd.Process.Pid)
	fmt.Printf("RSS host + running providers after tools/list and one describe: %.1f MB (%s)  baseline %.1f MB\n",
		float64(total)/1e6, processes(n), float64(baseRSS)/1e6)

	// Warm cached describe, host and baseline calls interleaved.
	var hostLat, baseLat []time.Duration
	for i := 0; i < max(calls/10, 20); i++ {
		t0 := time.Now()
		if _, err := host.call("tools/call", big); err != nil {
			bs.close()
			return err
		}
		hostLat = append(hostLat, time.Since(t0))
		t0 = time.Now()
		if _, err := bs.call("tools/call", same); err != nil {
			bs.close()
			return err
		}
		baseLat = append(baseLat, time.Since(t0))
	}
	bs.close()
	fmt.Printf("warm cached describe net/http (stdio):               p50 %v  baseline %v  ratio %s   p99 %v / %v\n",
		pct(hostLat, 50), pct(baseLat, 50), ratio(pct(hostLat, 50), pct(baseLat, 50)), pct(hostLat, 99), pct(baseLat, 99))
	all, n, err := treeRSS(host)
	if err == nil {
		fmt.Printf("RSS host + running providers after those calls:     %.1f MB (%s)\n", float64(all)/1e6, processes(n))
	}

	// Every provider used once: a describe of a package that does not
	// exist reaches each provider (errors are not cached); registries and
	// proxies are pointed at a closed local port so nothing leaves the
	// machine and every upstream fails at once.
	closed := "http://127.0.0.1:9/"
	offline := append(env[:len(env):len(env)], "npm_config_registry="+closed, "GOPROXY=off", "GOFLAGS=-mod=mod",
		"HTTPS_PROXY="+closed, "HTTP_PROXY="+closed, "https_proxy="+closed, "http_proxy="+closed, "NO_PROXY=", "no_proxy=")
	all, n, tools, err := useEvery(bin, offline)
	if err != nil {
		return err
	}
	fmt.Printf("RSS host + providers after using every provider once: %.1f MB (%s for %d providers, the example among them)\n", float64(all)/1e6, processes(n), tools)

	// The same with the first-party providers alone, as installed by make
	// build (issue 15's goal: five providers), over a cache of their own
	// whose manifests a first host run learns.
	if firstParty != "" {
		fp := append(offline[:len(offline):len(offline)], "PKGDOCS_PLUGINS_DIR="+firstParty, "PKGDOCS_CACHE_DIR="+filepath.Join(firstParty, ".cache"))
		for range 2 { // learn the manifests, then measure
			if all, n, tools, err = useEvery(bin, fp); err != nil {
				return err
			}
		}
		fmt.Printf("RSS host + providers after using each first-party provider once: %.1f MB (%s for %d providers)\n", float64(all)/1e6, processes(n), tools)
	}

	// First call to a provider that is not running: a fresh host with
	// manifests cached and an empty answer cache, so the call starts it.
	tiny := map[string]any{"name": "describe_mdfolder_package", "arguments": map[string]any{"package": "tiny"}}
	var first, baseFirst []time.Duration
	for range runs {
		if err := clearAnswers(cacheDir); err != nil {
			return err
		}
		s, err := start(bin, env)
		if err != nil {
			return err
		}
		t0 := time.Now()
		r, err := s.call("tools/call", tiny)
		d := time.Since(t0)
		s.close()
		if err != nil {
			return err
		}
		if strings.Contains(string(r), `"isError":true`) {
			return fmt.Errorf("first call failed: %.300s", r)
		}
		first = append(first, d)
		b, err := bl.start()
		if err != nil {
			return err
		}
		t0 = time.Now()
		_, err = b.call("tools/call", same)
		baseFirst = append(baseFirst, time.Since(t0))
		b.close()
		if err != nil {
			return err
		}
	}
	fmt.Printf("first call to a stopped provider (start + call):     p50 %v  baseline first call %v  (%d runs)\n",
		pct(first, 50), pct(baseFirst, 50), runs)
	return nil
}

// useEvery starts a host with env, calls each describe tool once (with a
// package that does not exist: errors are not cached, so each reaches its
// provider), and returns treeRSS then, and how many tools it called.
func useEvery(bin string, env []string) (rss int64, procs, tools int, err error) {
	s, err := start(bin, env)
	if err != nil {
		return 0, 0, 0, err
	}
	defer s.close()
	for _, tool := range s.tools {
		if _, err := s.call("tools/call", map[string]any{"name": tool, "arguments": map[string]any{"package": "pkgdocs-bench-absent"}}); err != nil {
			return 0, 0, 0, err
		}
	}
	rss, procs, err = treeRSS(s)
	return rss, procs, len(s.tools), err
}

// treeRSS is the RSS of the session's host plus every provider process
// running now (one serving several providers counts once), and how many
// processes run.
func treeRSS(s *session) (int64, int, error) {
	pids, err := s.providerPIDs()
	if err != nil {
		return 0, 0, err
	}
	total := rss(s.cmd.Process.Pid)
	seen := map[int]bool{}
	for _, pid := range pids {
		if pid > 0 && !seen[pid] {
			seen[pid] = true
			total += rss(pid)
		}
	}
	return total, len(seen), nil
}

// clearAnswers empties the answer cache in dir and keeps the manifests.
func clearAnswers(dir string) error {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range ents {
		if e.Name() == "manifests" {
			continue
		}
		if err := os.RemoveAll(filepath.Join(dir, e.Name())); err != nil {
			return err
		}
	}
	return nil
}

// processes is "1 provider process", "2 provider processes".
func processes(n int) string {
	if n == 1 {
		return "1 provider process"
	}
	return fmt.Sprintf("%d provider processes", n)
}
