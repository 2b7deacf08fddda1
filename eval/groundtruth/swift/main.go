package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/pkgdocs/pkgdocs/eval"
)

func main() {
	var (
		corpus = flag.String("corpus", "../shared/fixtures/swift-corpus", "directory of packages, one a subdirectory with SOURCE.txt")
		only   = flag.String("only", "", "comma-separated subdirectory names to run instead of all")
		work   = flag.String("work", "eval/.cache/swift/work", "where projects are laid out")
		out    = flag.String("out", "eval/.cache/swift/truth", "where ground-truth JSON files go")
	)
	flag.Parse()
	log.SetFlags(0)
	if *corpus == "" {
		log.Fatal("give -corpus")
	}
	ents, err := os.ReadDir(*corpus)
	if err != nil {
		log.Fatal(err)
	}
	var pkgs []string
	want := map[string]bool{}
	for _, o := range strings.Split(*only, ",") {
		if o != "" {
			want[o] = true
		}
	}
	for _, e := range ents {
		if e.IsDir() && (len(want) == 0 || want[e.Name()]) {
			pkgs = append(pkgs, e.Name())
		}
	}
	sort.Strings(pkgs)
	start := time.Now()
	for _, p := range pkgs {
		t, err := Extract(filepath.Join(*corpus, p), *work)
		if err != nil {
			log.Fatalf("%s: %v", p, err)
		}
		path := filepath.Join(*out, "checkouts", strings.ReplaceAll(t.Package, "/", "_")+"@"+t.Version+".json")
		if err := eval.WriteTruth(path, t); err != nil {
			log.Fatal(err)
		}
		log.Printf("%s %s: %d items, %d DocC topics", t.Package, t.Version, len(t.Items), len(t.DoccTopics))
	}
	log.Printf("swift checkouts: %d packages in %s", len(pkgs), time.Since(start).Round(time.Millisecond))
}

// Extract lays out the project for the package in dir and reads its
// ground truth. A package that cannot be read is returned as unmeasured.
func Extract(dir, work string) (*eval.Truth, error) {
	s, err := readSource(dir)
	if err != nil {
		return nil, err
	}
	t := &eval.Truth{Ecosystem: "swift", Package: s.Owner + "/" + s.repo(), Version: s.Tag, Shape: "checkouts",
		Tool: "declaration scan of public/open (eval/groundtruth/swift) and DocC Topics"}
	if s.Owner == "" {
		t.Package = s.repo()
	}
	abs, err := filepath.Abs(filepath.Join(work, strings.ToLower(s.repo())))
	if err != nil {
		return nil, err
	}
	t.Project = abs
	if err := layout(abs, dir, s, firstProduct(dir)); err != nil {
		return nil, fmt.Errorf("lay out project: %w", err)
	}
	dirs, err := exportedDirs(dir)
	if err != nil {
		t.Unmeasured = "read Package.swift: " + err.Error()
		return t, nil
	}
	if t.Items, t.Reachable, t.OpenModules, err = packageItems(dirs); err != nil {
		return nil, err
	}
	if t.DoccTopics, err = doccTopics(dirs); err != nil {
		return nil, err
	}
	if len(t.Items) == 0 {
		t.Unmeasured = "no public declarations found in the library targets"
	}
	return t, nil
}
