package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// target is one target of a manifest.
type target struct {
	kind, name, path string
}

var (
	libraryRE = regexp.MustCompile(`\.library\(\s*name:\s*"([^"]+)"`)
	targetRE  = regexp.MustCompile(`\.(target|executableTarget|testTarget|macro|plugin|binaryTarget|systemLibrary)\(\s*name:\s*"([^"]+)"`)
	pathRE    = regexp.MustCompile(`\bpath:\s*"([^"]+)"`)
	targetsRE = regexp.MustCompile(`\btargets:\s*\[([^\]]*)\]`)
	quotedRE  = regexp.MustCompile(`"([^"]+)"`)
)

// call returns the text of the call whose "(" is at open, to its ")".
func call(src string, open int) string {
	depth := 0
	inStr := false
	for i := open; i < len(src); i++ {
		switch c := src[i]; {
		case inStr:
			if c == '\\' {
				i++
			} else if c == '"' {
				inStr = false
			}
		case c == '"':
			inStr = true
		case c == '(':
			depth++
		case c == ')':
			depth--
			if depth == 0 {
				return src[open : i+1]
			}
		}
	}
	return src[open:]
}

// readManifest reads Package.swift as text: library products' targets
// and every target's kind and path. Nothing is compiled or run.
func readManifest(dir string) (libs map[string]bool, targets []target, err error) {
	b, err := os.ReadFile(filepath.Join(dir, "Package.swift"))
	if err != nil {
		return nil, nil, err
	}
	src := string(b)
	libs = map[string]bool{}
	for _, m := range libraryRE.FindAllStringSubmatchIndex(src, -1) {
		c := call(src, strings.Index(src[m[0]:], "(")+m[0])
		if tm := targetsRE.FindStringSubmatch(c); tm != nil {
			for _, q := range quotedRE.FindAllStringSubmatch(tm[1], -1) {
				libs[q[1]] = true
			}
		}
	}
	for _, m := range targetRE.FindAllStringSubmatchIndex(src, -1) {
		t := target{kind: src[m[2]:m[3]], name: src[m[4]:m[5]]}
		c := call(src, strings.Index(src[m[0]:], "(")+m[0])
		if pm := pathRE.FindStringSubmatch(c); pm != nil {
			t.path = pm[1]
		}
		targets = append(targets, t)
	}
	return libs, targets, nil
}

// exportedDirs are the source directories of the targets the package's
// library products export (all regular targets when it declares no
// library), never test, plugin, macro-implementation or binary targets.
func exportedDirs(dir string) (map[string]string, error) {
	libs, targets, err := readManifest(dir)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, t := range targets {
		if t.kind != "target" || len(libs) > 0 && !libs[t.name] {
			continue
		}
		p := t.path
		if p == "" {
			p = filepath.Join("Sources", t.name)
			if _, err := os.Stat(filepath.Join(dir, p)); err != nil {
				p = filepath.Join("Source", t.name)
			}
		}
		full := filepath.Join(dir, filepath.FromSlash(p))
		if rel, err := filepath.Rel(dir, full); err != nil || strings.HasPrefix(rel, "..") {
			continue // a path outside the package
		}
		out[t.name] = full
	}
	return out, nil
}
