package jsapi

import (
	"sort"
	"strings"
)

// Doc is what one JSDoc comment says: its first sentence and its whole
// description. Call says the comment documents a function or method
// written as one (function f(, f() { in a class): a declared name that
// holds a plain value (a string property of the same name) is not what it
// describes.
type Doc struct {
	Summary, Full string
	Call          bool
}

// Bounds of NamedDocs: a package's own modules, not a vendored tree.
const (
	maxNamedFiles = 400
	maxNamedBytes = 4 << 20
)

// NamedDocs maps each name that a /** */ comment in the package's
// JavaScript documents (function f, exports.f =, X.prototype.f =, f: in an
// object, f() in a class) to that comment, reading the entry file first and
// then the others in path order, within bounds. A name documented
// differently in two places is left out: either could be meant. It lets
// declarations without doc comments (an @types package) borrow the docs
// the library's source gives the same names.
func NamedDocs(files map[string][]byte, entry string) map[string]Doc {
	var paths []string
	for p := range files {
		if p != entry && isJSFile(p) {
			paths = append(paths, p)
		}
	}
	sort.Strings(paths)
	if _, ok := files[entry]; ok {
		paths = append([]string{entry}, paths...)
	}
	out := map[string]Doc{}
	clash := map[string]bool{}
	read := 0
	for i, p := range paths {
		if i >= maxNamedFiles || read+len(files[p]) > maxNamedBytes {
			break
		}
		read += len(files[p])
		docs, calls := docSubjects(files[p])
		for name, raw := range docs {
			d := parseJSDoc(raw)
			if d.summary == "" || clash[name] {
				continue
			}
			if prev, ok := out[name]; ok && prev.Full != d.full {
				clash[name] = true
				delete(out, name)
				continue
			}
			out[name] = Doc{Summary: d.summary, Full: d.full, Call: calls[name]}
		}
	}
	return out
}

func isJSFile(p string) bool {
	lower := strings.ToLower(p)
	return (strings.HasSuffix(lower, ".js") || strings.HasSuffix(lower, ".mjs") || strings.HasSuffix(lower, ".cjs")) &&
		!strings.HasSuffix(lower, ".min.js")
}
