package python

import (
	"path"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/pkgdocs/pkgdocs/plugins/python/rst"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/archive"
)

// Further docs come only from an sdist: a wheel and site-packages hold the
// installed package, never its docs/ directory. An sdist is read for them
// when it is the file the answer's API comes from, or, next to a wheel,
// when the index lists one for the same release whose size is known to be
// at most Config.MaxDocsSdistBytes (an sdist whose size the index does
// not say is downloaded with that cap). Within it: docs/ or doc/, files
// ending .md, .rst or .txt, none under a directory starting with "_" or
// "." (Sphinx's _build, _static, _templates), no requirements*.txt.
const (
	// maxDocFiles bounds the doc files kept from one sdist.
	maxDocFiles = 300
	// maxDocBytes bounds one doc file kept.
	maxDocBytes = 1 << 20
	// maxDocTotal bounds all doc files kept from one sdist.
	maxDocTotal = 16 << 20
)

// docPath returns the part of an sdist path ("pkg-1.0/docs/api.rst") below
// its root directory when it is a doc file ("docs/api.rst"), else "".
func docPath(name string) string {
	_, rest, ok := strings.Cut(name, "/")
	if !ok {
		return ""
	}
	if !strings.HasPrefix(rest, "docs/") && !strings.HasPrefix(rest, "doc/") {
		return ""
	}
	switch strings.ToLower(path.Ext(rest)) {
	case ".md", ".rst", ".txt":
	default:
		return ""
	}
	dirs := strings.Split(path.Dir(rest), "/")
	for _, d := range dirs[1:] {
		if strings.HasPrefix(d, "_") || strings.HasPrefix(d, ".") {
			return ""
		}
	}
	base := strings.ToLower(path.Base(rest))
	if strings.HasPrefix(base, "requirements") || strings.HasPrefix(base, ".") {
		return ""
	}
	return rest
}

// keepSdist selects the files read from an sdist: the API, metadata,
// examples and docs.
func keepSdist(name string) bool {
	return keepFile(name) || docPath(name) != ""
}

// sdistDocs picks an sdist's doc files and example scripts, by path
// relative to its root, within the bounds above.
// left counts the doc files left out by those bounds.
func sdistDocs(files []archive.File) (docs map[string][]byte, list []sdk.DocFile, left int) {
	type df struct {
		rel  string
		data []byte
	}
	var all []df
	for _, f := range files {
		rel := docPath(f.Name)
		if rel == "" || len(f.Data) > maxDocBytes {
			continue
		}
		all = append(all, df{rel, f.Data})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].rel < all[j].rel })
	docs = map[string][]byte{}
	total := 0
	for i, f := range all {
		if len(list) == maxDocFiles || total+len(f.data) > maxDocTotal {
			left = len(all) - i
			break
		}
		total += len(f.data)
		docs[f.rel] = f.data
		list = append(list, sdk.DocFile{Path: f.rel, Title: docTitle(f.rel, f.data), Size: int64(len(f.data))})
	}
	return docs, list, left
}

var atxRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^#{1,6}\s+(.+?)\s*#*\s*$`) })

// docTitle reads a doc file's first heading: a Markdown "# Title" or a
// reST title underlined (and maybe overlined); "" when it has none in its
// first lines.
func docTitle(rel string, data []byte) string {
	if len(data) > 8<<10 {
		data = data[:8<<10]
	}
	lines := strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n")
	md := strings.HasSuffix(strings.ToLower(rel), ".md")
	for i, l := range lines {
		if i > 60 {
			break
		}
		t := strings.TrimSpace(l)
		if md {
			if m := atxRE().FindStringSubmatch(l); m != nil {
				return rst.Inline(m[1])
			}
			continue
		}
		if t == "" || isAdorn(t) || i+1 >= len(lines) {
			continue
		}
		if u := strings.TrimSpace(lines[i+1]); isAdorn(u) && len(u) >= len([]rune(t)) {
			return rst.Inline(t)
		}
	}
	return ""
}

func isAdorn(l string) bool {
	if len(l) < 3 || !strings.ContainsRune("=-~^\"'`#*+<>:._", rune(l[0])) {
		return false
	}
	return strings.Count(l, l[:1]) == len(l)
}

// docMarkdown shows a doc file as Markdown: .md as is, .rst converted,
// .txt converted when it reads as reStructuredText (Sphinx projects such
// as Django write their docs as .txt), else as is.
func docMarkdown(rel string, data []byte) string {
	s := string(data)
	switch strings.ToLower(path.Ext(rel)) {
	case ".md":
		return s
	case ".rst":
		return rst.ToMarkdown(s)
	}
	if looksRST(s) {
		return rst.ToMarkdown(s)
	}
	return s
}

// looksRST: underlined titles or '::' blocks, and no Markdown fences or
// ATX headings.
func looksRST(d string) bool {
	return (rstTitleRE().MatchString(d) || strings.Contains(d, "::\n")) && !strings.Contains(d, "\n```") && !strings.HasPrefix(d, "# ") && !strings.Contains(d, "\n# ")
}
