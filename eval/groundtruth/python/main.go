package main

import (
	"context"
	"flag"
	"github.com/pkgdocs/pkgdocs/eval"
	"log"
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
	pkgs, err := eval.CorpusNames(*corpus, *only, debName, "a python3-* Debian package name")
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
