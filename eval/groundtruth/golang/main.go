package main

import (
	"context"
	"flag"
	"github.com/pkgdocs/pkgdocs/eval"
	"log"
	"path/filepath"
	"sync"
	"time"
)

func main() {
	var (
		corpus  = flag.String("corpus", "", "corpus file: one module path a line (# comments)")
		only    = flag.String("only", "", "comma-separated modules to run instead of -corpus")
		work    = flag.String("work", "eval/.cache/go/work", "where project modules are laid out")
		out     = flag.String("out", "eval/.cache/go/truth", "where ground-truth JSON files go")
		std     = flag.Int("std", 0, "standard-library packages to measure (seeded sample; -1 = all, 0 = none)")
		pkgs    = flag.Int("pkgs", 6, "packages per module at most (the module root first, then a seeded sample)")
		modc    = flag.Int("modcache", 2, "packages per module measured in the modcache shape (first of the -pkgs ones)")
		seed    = flag.Int64("seed", 24, "sampling seed")
		timeout = flag.Duration("timeout", 3*time.Minute, "per module download")
		jobs    = flag.Int("jobs", 2, "modules at a time")
	)
	flag.Parse()
	log.SetFlags(0)
	mods, err := eval.CorpusNames(*corpus, *only, nil, "a module path")
	if err != nil {
		log.Fatal(err)
	}
	workDir, err := filepath.Abs(*work)
	if err != nil {
		log.Fatal(err)
	}
	r := &Runner{Work: workDir, Out: *out, PkgsPerModule: *pkgs, ModcachePkgs: *modc, Seed: *seed, Timeout: *timeout, Log: log.Printf}
	start := time.Now()
	ctx := context.Background()
	n := 0
	if *std != 0 {
		k, err := r.Std(ctx, *std)
		if err != nil {
			log.Fatal(err)
		}
		n += k
	}
	goVersion() // set once, before the workers read it
	ch := make(chan string)
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range max(*jobs, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for m := range ch {
				k, err := r.Module(ctx, m)
				if err != nil {
					log.Printf("go %s: %v", m, err)
				}
				mu.Lock()
				n += k
				mu.Unlock()
			}
		}()
	}
	for _, m := range mods {
		ch <- m
	}
	close(ch)
	wg.Wait()
	log.Printf("go: %d ground-truth files for %d modules in %s", n, len(mods), time.Since(start).Round(time.Second))
}
