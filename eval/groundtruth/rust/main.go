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

// crateName is what a corpus line may hold.
var crateName = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$`)

func main() {
	var (
		corpus    = flag.String("corpus", "", "corpus file: one crate name a line (# comments)")
		only      = flag.String("only", "", "comma-separated crates to run instead of -corpus")
		work      = flag.String("work", "eval/.cache/rust/work", "where projects and the shared target directory are laid out")
		out       = flag.String("out", "eval/.cache/rust/truth", "where ground-truth JSON files go")
		registry  = flag.String("registry", "/usr/share/cargo/registry", "the Cargo directory source Debian's librust-*-dev packages fill")
		toolchain = flag.String("toolchain", "nightly,stable", "rustup toolchains tried in turn for rustdoc JSON (after the first, with RUSTC_BOOTSTRAP=1)")
		timeout   = flag.Duration("timeout", 20*time.Minute, "per crate: building its dependencies on a busy 2-core machine is slow")
		force     = flag.Bool("force", false, "recompute files that already exist")
	)
	flag.Parse()
	log.SetFlags(0)
	crates, err := corpusNames(*corpus, *only)
	if err != nil {
		log.Fatal(err)
	}
	r := &Runner{Registry: *registry, Toolchain: *toolchain, Work: *work, Out: *out, Timeout: *timeout, Force: *force, Log: log.Printf}
	start := time.Now()
	n, err := r.Run(context.Background(), crates)
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("rust directory: %d ground-truth files for %d crates in %s", n, len(crates), time.Since(start).Round(time.Second))
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
		if !crateName.MatchString(l) {
			return nil, fmt.Errorf("corpus line %q is not a crate name", l)
		}
		out = append(out, l)
	}
	return out, nil
}
