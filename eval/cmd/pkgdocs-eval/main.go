package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/pkgdocs/pkgdocs/eval"
)

func main() {
	var (
		ecoFlag    = flag.String("eco", "", "ecosystems to run, comma-separated (default: every one plugged in)")
		ci         = flag.Bool("ci", false, "the fixed seeded subset, compared with -thresholds")
		corpora    = flag.String("corpora", envOr("EVAL_CORPORA", "../shared/corpora"), "directory of the corpus files")
		cache      = flag.String("cache", "eval/.cache", "ground truth and projects, per ecosystem")
		outDir     = flag.String("out", "eval/out", "report directory")
		bin        = flag.String("bin", "bin/pkgdocs", "the built host")
		thresholds = flag.String("thresholds", "eval/thresholds.json", "CI thresholds")
		update     = flag.Bool("update-thresholds", false, "raise -thresholds to this run's figures (they only move up)")
		skipTruth  = flag.Bool("skip-truth", false, "measure the ground truth already in the cache, without running extractors")
		seed       = flag.Int64("seed", 24, "sampling seed")
		budget     = flag.Duration("budget", 0, "per ecosystem, stop measuring new packages after this long (0: measure all); packages not reached are listed")
		shapes     = flag.String("shape", "", "measure only these shapes, comma-separated (default: all); the full run can be measured a shape at a time")
		ciDebian   = flag.Bool("ci-debian", false, "print the Debian packages the CI subset's ground truth needs, one a line, and exit")
	)
	flag.Parse()
	log.SetFlags(0)
	want := map[string]bool{}
	for _, e := range strings.Split(*ecoFlag, ",") {
		if e = strings.TrimSpace(e); e != "" {
			want[e] = true
		}
	}
	if *ciDebian {
		debs, err := subsetDebian(ecosystems, want, *corpora, *seed)
		if err != nil {
			log.Fatal(err)
		}
		for _, d := range debs {
			fmt.Println(d)
		}
		return
	}
	hostBin, err := filepath.Abs(*bin)
	if err != nil {
		log.Fatal(err)
	}
	mode := "full"
	if *ci {
		mode = "ci"
	}
	rep := &eval.Report{Started: time.Now(), Elapsed: map[string]string{}}
	toolsList := map[string]int{}
	var all []*eval.Result
	for _, e := range ecosystems {
		if len(want) > 0 && !want[e.Name] {
			continue
		}
		if _, err := os.Stat(e.Dir); err != nil {
			log.Printf("%s: not plugged in (%s missing): skipped", e.Name, e.Dir)
			continue
		}
		// A corpora directory may hold some ecosystems' files only (the
		// held-out corpora in eval/heldout): the others are not measured
		// there, rather than measured on whatever truth the cache holds.
		if !hasCorpus(e, *corpora) {
			log.Printf("%s: no corpus %s in %s: skipped", e.Name, e.Corpus, *corpora)
			continue
		}
		start := time.Now()
		work, _ := filepath.Abs(filepath.Join(*cache, e.Name, map[string]string{"full": "work", "ci": "work-ci"}[mode]))
		truthDir := filepath.Join(*cache, e.Name, map[string]string{"full": "truth", "ci": "truth-ci"}[mode])
		if !*skipTruth {
			if err := extract(e, *corpora, work, truthDir, *ci, *seed); err != nil {
				log.Printf("%s: ground truth: %v", e.Name, err)
				continue
			}
		}
		truths, err := eval.ReadTruths(truthDir)
		if err != nil {
			log.Printf("%s: %v", e.Name, err)
			continue
		}
		if *shapes != "" {
			keep := map[string]bool{}
			for _, sh := range strings.Split(*shapes, ",") {
				keep[strings.TrimSpace(sh)] = true
			}
			truths = slices.DeleteFunc(truths, func(t *eval.Truth) bool { return !keep[t.Shape] })
		}
		if *budget > 0 {
			// A budgeted run measures a seeded random sample of every shape,
			// not the first shapes in file order.
			rng := rand.New(rand.NewSource(*seed))
			rng.Shuffle(len(truths), func(i, j int) { truths[i], truths[j] = truths[j], truths[i] })
		}
		truthTime := time.Since(start)
		res, tl, err := measure(e, hostBin, work, truths, *seed, *budget)
		if err != nil {
			log.Printf("%s: %v", e.Name, err)
			continue
		}
		toolsList[e.Name] = tl
		reached := 0
		for i, r := range res {
			if r == nil {
				rep.NotReached = append(rep.NotReached, e.Name+" "+truths[i].Package)
				continue
			}
			reached++
			all = append(all, r)
		}
		if reached < len(res) {
			log.Printf("%s: %d of %d packages measured within -budget %s", e.Name, reached, len(res), *budget)
		}
		rep.Elapsed[e.Name] = fmt.Sprintf("%d packages; ground truth %s, measuring %s", len(truths), truthTime.Round(time.Second), (time.Since(start) - truthTime).Round(time.Second))
	}
	rep.Results = all
	rep.Groups = eval.Summarise(all, toolsList)
	rep.Worst = eval.WorstPackages(all, 10)
	for _, r := range all {
		if r.Unmeasured != "" {
			rep.Unmeas = append(rep.Unmeas, fmt.Sprintf("%s %s: %s", r.Ecosystem, r.Package, r.Unmeasured))
		}
	}
	if err := rep.Write(*outDir); err != nil {
		log.Fatal(err)
	}
	fmt.Print(eval.Table(rep.Groups))
	log.Printf("report: %s", filepath.Join(*outDir, "report.md"))
	if !*ci && !*update {
		return
	}
	th := eval.Thresholds{}
	if b, err := os.ReadFile(*thresholds); err == nil {
		if err := json.Unmarshal(b, &th); err != nil {
			log.Fatalf("%s: %v", *thresholds, err)
		}
	}
	if *update {
		th = th.Raise(rep.Groups)
		b, _ := json.MarshalIndent(th, "", "  ")
		if err := os.WriteFile(*thresholds, append(b, '\n'), 0o644); err != nil {
			log.Fatal(err)
		}
		log.Printf("thresholds raised in %s", *thresholds)
		return
	}
	if len(want) > 0 {
		// make eval-ci ECO=swift gates Swift's figures, not the
		// ecosystems it did not run.
		th = th.Only(want)
	}
	if bad := th.Compare(rep.Groups); len(bad) > 0 {
		for _, b := range bad {
			log.Printf("below threshold: %s", b)
		}
		os.Exit(1)
	}
	log.Printf("every figure at or above %s", *thresholds)
}

// hasCorpus reports whether the corpora directory holds e's corpus file;
// true for an ecosystem whose corpus lives elsewhere (Corpus "").
func hasCorpus(e Ecosystem, corpora string) bool {
	if e.Corpus == "" {
		return true
	}
	_, err := os.Stat(filepath.Join(corpora, e.Corpus))
	return err == nil
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

// subset is the CI subset of the ecosystem's corpus: a seeded shuffle's
// first Subset entries.
func subset(e Ecosystem, corpora string, seed int64) ([]string, error) {
	names, err := lines(filepath.Join(corpora, e.Corpus))
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewSource(seed))
	rng.Shuffle(len(names), func(i, j int) { names[i], names[j] = names[j], names[i] })
	if len(names) > e.Subset {
		names = names[:e.Subset]
	}
	return names, nil
}

// subsetDebian lists, sorted and once each, the Debian packages the CI
// subsets of the wanted ecosystems (all when want is empty) need.
func subsetDebian(ecos []Ecosystem, want map[string]bool, corpora string, seed int64) ([]string, error) {
	seen := map[string]bool{}
	var out []string
	for _, e := range ecos {
		if (len(want) > 0 && !want[e.Name]) || e.Debian == nil || e.Corpus == "" {
			continue
		}
		names, err := subset(e, corpora, seed)
		if err != nil {
			return nil, fmt.Errorf("%s subset: %w", e.Name, err)
		}
		for _, n := range names {
			for _, d := range e.Debian(n) {
				if !seen[d] {
					seen[d] = true
					out = append(out, d)
				}
			}
		}
	}
	sort.Strings(out)
	return out, nil
}

// extract runs the ecosystem's ground-truth command.
func extract(e Ecosystem, corpora, work, out string, ci bool, seed int64) error {
	args := append([]string{}, e.Cmd[1:]...)
	if e.Corpus != "" {
		corpus := filepath.Join(corpora, e.Corpus)
		if ci {
			names, err := subset(e, corpora, seed)
			if err != nil {
				return err
			}
			args = append(args, "-only", strings.Join(names, ","))
		} else {
			args = append(args, "-corpus", corpus)
		}
	}
	args = append(args, "-work", work, "-out", out)
	if ci {
		args = append(args, e.CI...)
	} else {
		args = append(args, e.Full...)
	}
	cmd := exec.Command(e.Cmd[0], args...)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	log.Printf("%s: %s %s", e.Name, e.Cmd[0], strings.Join(args, " "))
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s: %w", strings.Join(e.Cmd, " "), err)
	}
	return nil
}

func lines(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("corpus: %w", err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return out, sc.Err()
}

// measure runs one long session for the ecosystem (one per group of
// shapes that needs its own environment, see Ecosystem.FreshDirs), with a
// fresh answer cache (so the first describe of each package is cold) and
// the work directory as the client's root (so the projects are trusted).
func measure(e Ecosystem, hostBin, work string, truths []*eval.Truth, seed int64, budget time.Duration) ([]*eval.Result, int, error) {
	if err := os.MkdirAll(work, 0o755); err != nil {
		return nil, 0, err
	}
	groups := map[string][]int{}
	var keys []string
	for i, t := range truths {
		k := ""
		if len(e.FreshDirs[t.Shape]) > 0 {
			k = t.Shape
		}
		if groups[k] == nil {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], i)
	}
	out := make([]*eval.Result, len(truths))
	toolsList := 0
	start := time.Now()
	n := 0
	for gi, k := range keys {
		idx := groups[k]
		sub := make([]*eval.Truth, len(idx))
		for j, i := range idx {
			sub[j] = truths[i]
		}
		var env []string
		var tmp []string
		for _, v := range append([]string{"PKGDOCS_CACHE_DIR"}, e.FreshDirs[k]...) {
			d, err := os.MkdirTemp("", "pkgdocs-eval-"+strings.ToLower(v)+"-")
			if err != nil {
				return nil, 0, err
			}
			tmp = append(tmp, d)
			env = append(env, v+"="+d)
		}
		env = append(env, "PKGDOCS_PROVIDER_IDLE=0")
		// The budget is shared by the groups in proportion to their size.
		b := time.Duration(0)
		if budget > 0 {
			left := budget - time.Since(start)
			rest := 0
			for _, k2 := range keys[gi:] {
				rest += len(groups[k2])
			}
			b = time.Duration(float64(left) * float64(len(idx)) / float64(rest))
			// A spent budget must stop this group too: Budget 0 would
			// mean "no budget" and measure every package of it.
			b = max(b, time.Nanosecond)
		}
		res, tl, err := session(e, hostBin, work, sub, seed, b, env, &n, len(truths))
		for _, d := range tmp {
			os.RemoveAll(d)
		}
		if err != nil {
			return nil, 0, err
		}
		toolsList = max(toolsList, tl)
		for j, i := range idx {
			out[i] = res[j]
		}
	}
	return out, toolsList, nil
}

func session(e Ecosystem, hostBin, work string, truths []*eval.Truth, seed int64, budget time.Duration, env []string, n *int, total int) ([]*eval.Result, int, error) {
	ctx := context.Background()
	s, err := eval.Start(ctx, hostBin, []string{work}, env)
	if err != nil {
		return nil, 0, err
	}
	defer s.Close()
	opt := eval.DefaultOptions()
	opt.Seed, opt.Sep, opt.Budget, opt.SigNorm, opt.SigExpand, opt.SigUntyped = seed, e.Sep, budget, e.SigNorm, e.SigExpand, e.SigUntyped
	res := eval.Measure(ctx, s, truths, opt, func(r *eval.Result) {
		*n++ // Measure calls progress one at a time
		status := "ok"
		switch {
		case r.Unmeasured != "":
			status = "unmeasured"
		case r.Failure != "":
			status = "FAILED " + r.Failure
		}
		log.Printf("%s [%d/%d] %s@%s %s: %s", e.Name, *n, total, r.Package, r.Version, r.Shape, status)
	})
	return res, s.ToolsListed, nil
}
