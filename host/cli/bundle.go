package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/pkgdocs/pkgdocs/host/logging"
)

// runBundle is `pkgdocs cache export FILE` and `pkgdocs cache import
// FILE`: the shared tier (disk, or Redis with --cache-url) to and from a
// portable bundle, for air-gapped machines and CI runners.
func runBundle(c common, op, file string, stdout, stderr io.Writer) int {
	if c.noCache {
		fmt.Fprintln(stderr, "pkgdocs cache: caching is off (--no-cache / PKGDOCS_NO_CACHE)")
		return 1
	}
	log, closer, err := logging.Setup(logging.Options{File: c.logFile, Level: c.logLevel})
	if err != nil {
		fmt.Fprintf(stderr, "pkgdocs: %v\n", err)
		return 1
	}
	defer closer.Close()
	ch := c.newCache(log)
	defer ch.Close()
	if op == "import" {
		f, err := os.Open(file)
		if err != nil {
			fmt.Fprintf(stderr, "pkgdocs cache import: %v\n", err)
			return 1
		}
		defer f.Close()
		imp, skip, err := ch.Import(f)
		fmt.Fprintf(stdout, "%d answers imported, %d skipped (the cache had them, as new or newer)\n", imp, skip)
		if err != nil {
			fmt.Fprintf(stderr, "pkgdocs cache import %s: %v\n", file, err)
			return 1
		}
		return 0
	}
	// Written beside FILE, then renamed: a failed export leaves no half
	// bundle under the name.
	tmp, err := os.CreateTemp(filepath.Dir(file), ".pkgdocs-bundle-*")
	if err != nil {
		fmt.Fprintf(stderr, "pkgdocs cache export: %v\n", err)
		return 1
	}
	defer os.Remove(tmp.Name())
	n, err := ch.Export(tmp)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), file)
	}
	if err != nil {
		fmt.Fprintf(stderr, "pkgdocs cache export: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "%d answers exported to %s\n", n, file)
	return 0
}
