package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/eval"
)

// packageItems reads every .swift file of the exported targets and lists
// the public and open API: top-level declarations, and members under
// their type (nested types included, as members of the enclosing type).
// Reachable are further real names an importer gets that are not the
// package's own declarations: the modules it re-exports (`@_exported
// import`) and the types of other modules it extends (View, Double),
// which its members name as their parent.
// Open are the re-exported modules that are neither the package's own nor
// the platform's (openModules).
func packageItems(dirs map[string]string) (items []eval.Item, reachable, open []string, err error) {
	var decls []decl
	names := make([]string, 0, len(dirs))
	for n := range dirs {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		err := filepath.WalkDir(dirs[n], func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && strings.HasSuffix(d.Name(), ".docc") {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(p, ".swift") {
				return nil
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			decls = append(decls, scanFile(string(b))...)
			return nil
		})
		if err != nil {
			return nil, nil, nil, err
		}
	}
	items = entries(decls)
	return items, reachableNames(decls, items), openModules(decls, dirs), nil
}

// reachableNames are the re-exported modules and the extended types of
// other modules among decls and items, sorted, once each.
func reachableNames(decls []decl, items []eval.Item) []string {
	own := map[string]bool{}
	for _, it := range items {
		own[it.Name] = true
	}
	seen := map[string]bool{}
	var out []string
	add := func(n string) {
		if n != "" && !own[n] && !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	for _, d := range decls {
		if d.reexport && !d.spi {
			add(d.name)
		}
	}
	for _, it := range items {
		add(it.Parent)
	}
	sort.Strings(out)
	return out
}

func visible(d decl) bool {
	return (d.access == "public" || d.access == "open") && !d.spi
}

var typeKeywords = map[string]bool{"class": true, "struct": true, "enum": true, "protocol": true, "actor": true}

// entries turns declarations into items. A member is listed when it is
// public and its type is: public itself, or not declared in this package
// (a public extension of String or Sequence).
func entries(decls []decl) []eval.Item {
	types := map[string]bool{} // declared type path → visible (chain included)
	for _, d := range decls {
		if typeKeywords[d.keyword] {
			path := join(d.parent, d.name)
			types[path] = visible(d)
		}
	}
	// A nested type is visible only if every enclosing type is.
	chainVisible := func(path string) bool {
		parts := strings.Split(path, ".")
		for i := range parts {
			p := strings.Join(parts[:i+1], ".")
			if v, ok := types[p]; ok && !v {
				return false
			}
		}
		return true
	}
	var out []eval.Item
	seen := map[string]bool{}
	for _, d := range decls {
		if d.keyword == "extension" || d.keyword == "import" || !visible(d) || d.name == "" {
			continue
		}
		if d.parent != "" && !chainVisible(d.parent) {
			continue
		}
		e := eval.Item{Kind: kindOf(d), Signature: d.signature, Doc: firstSentence(d.doc)}
		if d.parent == "" {
			e.Name = d.name
		} else {
			e.Name, e.Parent, e.Member = d.parent+"."+d.name, d.parent, d.name
		}
		if d.title != "" {
			e.SymbolName = join(d.parent, d.title)
		}
		key := e.Name + "\x00" + e.Signature
		if seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, e)
	}
	return out
}

func kindOf(d decl) string {
	member := d.parent != ""
	switch d.keyword {
	case "func":
		if member {
			return "method"
		}
		return "func"
	case "var", "let":
		if member {
			return "property"
		}
		return "var"
	}
	return d.keyword
}

var sentenceEnd = regexp.MustCompile(`[.!?](\s|$)`)

// firstSentence is the first sentence of a doc comment's summary
// paragraph (DocC's abstract).
func firstSentence(doc string) string {
	var para []string
	for _, l := range strings.Split(strings.TrimSpace(doc), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "- ") || strings.HasPrefix(l, "#") {
			break
		}
		para = append(para, l)
	}
	s := strings.Join(strings.Fields(strings.Join(para, " ")), " ")
	if loc := sentenceEnd.FindStringIndex(s); loc != nil {
		return strings.TrimSpace(s[:loc[1]])
	}
	return s
}

var topicLink = regexp.MustCompile("^\\s*-\\s+``([^`]+)``")

// doccTopics lists the symbol links under "## Topics" in the exported
// targets' DocC catalogs, sorted and without repeats.
func doccTopics(dirs map[string]string) ([]string, error) {
	set := map[string]bool{}
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || !strings.HasSuffix(p, ".md") || !strings.Contains(p, ".docc"+string(filepath.Separator)) {
				return nil
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			in := false
			for _, l := range strings.Split(string(b), "\n") {
				if strings.HasPrefix(l, "## ") {
					in = strings.TrimSpace(l) == "## Topics"
					continue
				}
				if m := topicLink.FindStringSubmatch(l); in && m != nil {
					set[m[1]] = true
				}
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	out := make([]string, 0, len(set))
	for t := range set {
		out = append(out, t)
	}
	sort.Strings(out)
	return out, nil
}

// openModules are the modules decls re-export (`@_exported import`) that
// are neither the package's own (dirs) nor the platform's: another
// package's module, whose names this truth does not list.
func openModules(decls []decl, dirs map[string]string) []string {
	seen := map[string]bool{}
	var out []string
	for _, d := range decls {
		if _, own := dirs[d.name]; !d.reexport || d.spi || own || platformModules[d.name] || seen[d.name] {
			continue
		}
		seen[d.name] = true
		out = append(out, d.name)
	}
	sort.Strings(out)
	return out
}

// platformModules are the Swift toolchain's and Apple's SDK modules: their
// names are not a package's API.
var platformModules = map[string]bool{
	"Swift": true, "_Concurrency": true, "Foundation": true, "FoundationNetworking": true, "FoundationXML": true,
	"FoundationEssentials": true, "Dispatch": true, "Darwin": true, "Glibc": true, "Musl": true, "WinSDK": true,
	"Combine": true, "SwiftUI": true, "UIKit": true, "AppKit": true, "os": true, "XCTest": true,
}
