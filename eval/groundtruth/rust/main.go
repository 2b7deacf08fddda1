package main

import (
	"context"
	"flag"
	"github.com/pkgdocs/pkgdocs/eval"
	"log"
	"regexp"
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
	crates, err := eval.CorpusNames(*corpus, *only, crateName, "a crate name")
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
