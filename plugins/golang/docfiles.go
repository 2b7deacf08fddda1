package golang

import (
	"io/fs"
	"net/url"
	"path"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/pkgdocs/pkgdocs/sdk/localfile"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// Bounds of the documentation-file scan: a module's docs folder can be a
// whole website (hugo's), and every file listed is read for its title.
const (
	maxDocFiles     = 100
	maxDocDepth     = 4       // levels under doc/, docs/ or site/
	maxDocFileBytes = 1 << 20 // GetDoc's cap for one file
)

// docDirs are the folders whose Markdown files are a module's further
// documentation.
var docDirs = []string{"doc", "docs", "site"}

// mdLink is the target of a Markdown inline link or link reference
// definition: [text](target "title") or [label]: target.
var mdLink = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|(?m)^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)`)
})

// docFiles lists the module's Markdown documentation besides the README:
// files the README links to (relative links inside the module), then the
// Markdown files under doc/, docs/ and site/, each with its first heading
// as title. readmePath is the README's path in fsys; paths returned are
// relative to the module root, as GetDoc takes them.
func docFiles(fsys fs.FS, modRoot, readmePath string, rd []byte) []sdk.DocFile {
	seen := map[string]bool{}
	var out []sdk.DocFile
	add := func(full string) {
		rel := relDir(modRoot, full)
		if len(out) >= maxDocFiles || seen[rel] || !isMarkdownFile(full) {
			return
		}
		fi, err := fs.Stat(fsys, full)
		if err != nil || !fi.Mode().IsRegular() {
			return
		}
		seen[rel] = true
		out = append(out, sdk.DocFile{Path: rel, Title: markdownTitle(fsys, full, rel), Size: fi.Size()})
	}
	if readmePath != "" {
		seen[relDir(modRoot, readmePath)] = true
		for _, target := range readmeLinks(rd) {
			if full, ok := resolveLink(modRoot, path.Dir(readmePath), target); ok {
				add(full)
			}
		}
	}
	for _, dir := range docDirs {
		root := path.Join(modRoot, dir)
		var found []string
		_ = fs.WalkDir(fsys, root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || len(found) >= maxDocFiles {
				return fs.SkipDir
			}
			if d.IsDir() {
				if strings.Count(strings.TrimPrefix(p, root), "/") > maxDocDepth || p != root && strings.HasPrefix(d.Name(), ".") {
					return fs.SkipDir
				}
				return nil
			}
			if d.Type().IsRegular() && isMarkdownFile(p) {
				found = append(found, p)
			}
			return nil
		})
		sort.Strings(found)
		for _, p := range found {
			add(p)
		}
	}
	return out
}

// readmeLinks are the link targets of a README, in order.
func readmeLinks(rd []byte) []string {
	var out []string
	for _, m := range mdLink().FindAllSubmatch(rd, -1) {
		t := string(m[1])
		if t == "" {
			t = string(m[2])
		}
		out = append(out, t)
	}
	return out
}

// resolveLink resolves a README link to a file path inside the module, or
// reports false for links elsewhere: other sites, absolute paths, paths
// out of the module.
func resolveLink(modRoot, base, target string) (string, bool) {
	u, err := url.Parse(target)
	if err != nil || u.Scheme != "" || u.Host != "" || u.Path == "" || strings.HasPrefix(u.Path, "/") {
		return "", false
	}
	p := path.Join(base, u.Path)
	if !fs.ValidPath(p) || (modRoot != "." && p != modRoot && !strings.HasPrefix(p, modRoot+"/")) {
		return "", false
	}
	return p, true
}

func isMarkdownFile(p string) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".md", ".markdown":
		return true
	}
	return false
}

// markdownTitle is a Markdown file's first heading, else def.
func markdownTitle(fsys fs.FS, name, def string) string {
	data, err := localfile.ReadFS(fsys, name, maxDocFileBytes)
	if err != nil {
		return def
	}
	for _, line := range strings.SplitN(string(data[:min(len(data), 4096)]), "\n", 60) {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "#") {
			if t := strings.TrimSpace(strings.TrimLeft(line, "#")); t != "" {
				return t
			}
		}
	}
	return def
}

// packageDocFile returns the Markdown page the module's docs folders have
// for the package at rel (relative to the module root): the shortest
// path under doc/, docs/ or site/ that ends in rel's last elements plus
// ".md" ("docs/api/middleware/adaptor.md" for middleware/adaptor), or "".
// A one-element rel must match a whole file name; an index page
// (README.md, index.md) inside a folder named rel counts too.
func packageDocFile(fsys fs.FS, modRoot, rel string) string {
	if rel == "." || rel == "" {
		return ""
	}
	best := ""
	for _, dir := range docDirs {
		root := path.Join(modRoot, dir)
		n := 0
		_ = fs.WalkDir(fsys, root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return fs.SkipDir
			}
			if n++; n > maxDocWalk {
				return fs.SkipAll
			}
			if d.IsDir() {
				if strings.Count(strings.TrimPrefix(p, root), "/") > maxDocDepth || p != root && strings.HasPrefix(d.Name(), ".") {
					return fs.SkipDir
				}
				return nil
			}
			if !d.Type().IsRegular() || !isMarkdownFile(p) {
				return nil
			}
			stem := strings.TrimSuffix(p, path.Ext(p))
			switch base := path.Base(stem); {
			case strings.EqualFold(base, "readme") || base == "index" || base == "_index":
				stem = path.Dir(stem)
			}
			if strings.HasSuffix(stem, "/"+rel) && (best == "" || len(p) < len(best)) {
				best = p
			}
			return nil
		})
	}
	return best
}

// maxDocWalk bounds the entries packageDocFile visits in a docs folder (a
// whole website has thousands).
const maxDocWalk = 5000
