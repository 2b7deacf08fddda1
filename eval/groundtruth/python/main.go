package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"
)

// debName is what a corpus line may hold: a Debian binary package name.
var debName = regexp.MustCompile(`^python3-[a-z0-9][a-z0-9.+-]*$`)

func main() {
	var (
		corpus  = flag.String("corpus", "", "corpus file: one Debian package name a line (# comments)")
		only    = flag.String("only", "", "comma-separated Debian packages to run instead of -corpus")
		work    = flag.String("work", "eval/.cache/python/work", "where projects are laid out")
		out     = flag.String("out", "eval/.cache/python/truth", "where ground-truth JSON files go")
		shape   = flag.String("shape", "system-site,venv", "shapes to lay out, comma-separated: system-site, venv")
		python  = flag.String("python", "/usr/bin/python3", "the Debian interpreter whose dist-packages the corpus installs into")
		timeout = flag.Duration("timeout", 3*time.Minute, "per distribution: importing scipy or sympy on a busy machine is slow")
		force   = flag.Bool("force", false, "recompute files that already exist")
	)
	flag.Parse()
	log.SetFlags(0)
	pkgs, err := corpusNames(*corpus, *only)
	if err != nil {
		log.Fatal(err)
	}
	for _, sh := range strings.Split(*shape, ",") {
		r := &Runner{Python: *python, Work: *work, Out: *out, Shape: strings.TrimSpace(sh), Timeout: *timeout, Force: *force, Log: log.Printf}
		start := time.Now()
		n, err := r.Run(context.Background(), pkgs)
		if err != nil {
			log.Fatal(err)
		}
		log.Printf("python %s: %d ground-truth files for %d Debian packages in %s", r.Shape, n, len(pkgs), time.Since(start).Round(time.Second))
	}
}

// corpusNames reads the corpus file, or the -only list.
func corpusNames(corpus, only string) ([]string, error) {
	var lines []string
	switch {
	case only != "":
		lines = strings.Split(only, ",")
	case corpus != "":
		f, err := os.Open(corpus)
		if err != nil {
			return nil, fmt.Errorf("read corpus: %w", err)
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			lines = append(lines, sc.Text())
		}
		if err := sc.Err(); err != nil {
			return nil, fmt.Errorf("read corpus %q: %w", filepath.Base(corpus), err)
		}
	default:
		return nil, fmt.Errorf("give -corpus or -only")
	}
	var out []string
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		if !debName.MatchString(l) {
			return nil, fmt.Errorf("corpus line %q is not a python3-* Debian package name", l)
		}
		out = append(out, l)
	}
	return out, nil
}
