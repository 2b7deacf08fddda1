// Throwaway probe (not committed): check_package_api over every truth name
// and misspellings of them, one JSON line per answer.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/eval"
)

func main() {
	bin := flag.String("bin", "bin/pkgdocs", "")
	dir := flag.String("truth", "/work/evalcache/python/truth/system-site", "")
	only := flag.String("only", "", "comma list of packages")
	maxReal := flag.Int("real", 400, "")
	ask := flag.String("ask", "", "names to ask (comma list), with -only one package")
	flag.Parse()
	truths, err := eval.ReadTruths(*dir)
	if err != nil {
		panic(err)
	}
	var others []string
	for _, t := range truths {
		for _, it := range t.TopLevel() {
			others = append(others, it.Name)
		}
	}
	sort.Strings(others)
	ctx := context.Background()
	cache, _ := os.MkdirTemp("", "probe-cache-")
	defer os.RemoveAll(cache)
	work := filepath.Dir(truths[0].Project + "/x")
	s, err := eval.Start(ctx, *bin, []string{work}, []string{"PKGDOCS_CACHE_DIR=" + cache, "PKGDOCS_PROVIDER_IDLE=0"})
	if err != nil {
		panic(err)
	}
	defer s.Close()
	enc := json.NewEncoder(os.Stdout)
	for _, t := range truths {
		if *only != "" && !strings.Contains(","+*only+",", ","+t.Package+",") {
			continue
		}
		rng := rand.New(rand.NewSource(int64(len(t.Package)) * 7919))
		names := t.Names()
		var all []string
		for n := range names {
			all = append(all, n)
		}
		sort.Strings(all)
		if len(all) > *maxReal {
			rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
			all = all[:*maxReal]
			sort.Strings(all)
		}
		var qs [][2]string
		if *ask != "" {
			all = nil
			for _, n := range strings.Split(*ask, ",") {
				qs = append(qs, [2]string{n, "ask"})
			}
		}
		for _, n := range all {
			qs = append(qs, [2]string{n, "real"})
			cut := strings.LastIndexAny(n, ".") + 1
			last := []byte(n[cut:])
			if len(last) >= 3 {
				i := 1 + rng.Intn(len(last)-2)
				if last[i] != last[i+1] {
					last[i], last[i+1] = last[i+1], last[i]
					w := n[:cut] + string(last)
					if !names[w] {
						qs = append(qs, [2]string{w, "wrong"})
					}
				}
			}
		}
		for k := 0; k < 30 && *ask == ""; k++ {
			o := others[rng.Intn(len(others))]
			if !names[o] && len(o) > 3 {
				qs = append(qs, [2]string{o, "other"})
			}
		}
		base := map[string]any{"ecosystem": "python", "package": t.Package}
		if t.Project != "" {
			base["projectPath"] = t.Project
		}
		for i := 0; i < len(qs); i += 50 {
			batch := qs[i:min(i+50, len(qs))]
			var syms []string
			kind := map[string]string{}
			for _, q := range batch {
				syms = append(syms, q[0])
				kind[q[0]] = q[1]
			}
			a := map[string]any{"symbols": syms}
			for k, v := range base {
				a[k] = v
			}
			ans := s.Call(ctx, "check_package_api", a)
			var ca struct {
				Checks []struct {
					Query   string `json:"query"`
					Verdict string `json:"verdict"`
					Note    string `json:"note"`
				} `json:"checks"`
			}
			_ = json.Unmarshal(ans.Structured, &ca)
			if ans.Failed() {
				fmt.Fprintln(os.Stderr, t.Package, "failed", ans.Message())
			}
			for _, c := range ca.Checks {
				note := c.Note
				if len(note) > 300 {
					note = note[:300]
				}
				enc.Encode(map[string]string{"pkg": t.Package, "name": c.Query, "kind": kind[c.Query], "verdict": c.Verdict, "note": note})
			}
		}
	}
}
