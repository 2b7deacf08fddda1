package main

import (
	"strings"

	"github.com/pkgdocs/pkgdocs/eval"
)

// Ecosystem is how one ecosystem plugs into make eval (eval/README.md): a
// command that installs the corpus, lays out projects and writes ground
// truth, and the figures the runner computes the same way for all.
type Ecosystem struct {
	Name   string
	Corpus string   // file name in the corpora directory
	Dir    string   // the extractor's directory; missing = not plugged in yet
	Cmd    []string // run from the repository root; the runner appends -corpus|-only, -work, -out
	Full   []string // extra arguments for the full run
	CI     []string // extra arguments for the CI subset
	Subset int      // corpus entries in the CI subset (seeded)
	Sep    string   // member separator
	// SigNorm is the ecosystem's printing-only signature normalisation
	// (eval.Options.SigNorm); nil for none.
	SigNorm func(string) string
	// SigExpand is eval.Options.SigExpand; nil for none.
	SigExpand func(*eval.Truth) func(string) string
	// SigUntyped is eval.Options.SigUntyped; nil for none.
	SigUntyped func(string) func(string) string
	// FreshDirs names, per shape, environment variables that get a new
	// empty temporary directory in that shape's session: the Go proxy
	// shape must not find the module in the module cache the extractor
	// filled, or it would measure the modcache shape twice.
	FreshDirs map[string][]string
	// Debian maps a corpus entry to the Debian packages its ground truth
	// needs installed (nil: none); with the CI subset, -ci-debian prints
	// them so .ci/run installs exactly what the seeded subset measures.
	Debian func(entry string) []string
}

var ecosystems = []Ecosystem{
	{Name: "go", Corpus: "go.txt", Dir: "eval/groundtruth/golang", Cmd: []string{"go", "run", "./eval/groundtruth/golang"},
		Full: []string{"-std", "-1", "-pkgs", "6", "-modcache", "2"}, CI: []string{"-std", "4", "-pkgs", "2", "-modcache", "1"}, Subset: 8, Sep: ".",
		FreshDirs: map[string][]string{"proxy": {"GOMODCACHE"}}},
	{Name: "npm", Corpus: "npm.txt", Dir: "eval/groundtruth/npm", Cmd: []string{"go", "run", "./eval/groundtruth/npm"},
		Full: []string{"-jobs", "4"}, CI: []string{"-jobs", "2"}, Subset: 8, Sep: ".", SigNorm: eval.NpmSigNorm},
	{Name: "python", Corpus: "python-debian.txt", Dir: "eval/groundtruth/python", Cmd: []string{"go", "run", "./eval/groundtruth/python"},
		Subset: 4, Sep: ".", SigNorm: eval.PySigNorm, SigExpand: eval.PyDefaultsExpander, SigUntyped: eval.PyUntyped,
		// Corpus entries are Debian package names; the venv shape needs python3-venv.
		Debian: func(e string) []string { return []string{e, "python3-venv"} }},
	{Name: "rust", Corpus: "rust-debian.txt", Dir: "eval/groundtruth/rust", Cmd: []string{"go", "run", "./eval/groundtruth/rust"},
		Subset: 4, Sep: "::",
		// Corpus entries are crate names; Debian packages a crate's source as librust-<name, _ as ->-dev.
		Debian: func(e string) []string {
			return []string{"librust-" + strings.ReplaceAll(strings.ToLower(e), "_", "-") + "-dev"}
		}},
	{Name: "swift", Corpus: "", Dir: "eval/groundtruth/swift", Cmd: []string{"go", "run", "./eval/groundtruth/swift"},
		Subset: 2, Sep: "."},
}
