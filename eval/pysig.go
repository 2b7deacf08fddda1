package eval

import (
	"regexp"
	"strings"
)

// Python's inspect.signature prints evaluated annotations, where source
// (and so a reader of source) writes them as text: the same annotation
// prints "tomlkit.toml_document.TOMLDocument" or "TOMLDocument",
// "typing.Any" or "Any", "ForwardRef('Tree')" or "'Tree'" (or "Tree"), "~T" or "T",
// "<class 'BinaryIO'>" or "BinaryIO", "NoneType" or "None". The
// truth's own class line ("class Name(Base)", from __bases__) leaves out
// generic parameters and the metaclass that a declaration writes.
// PySigNorm maps both spellings to one, applied to the truth and the
// answer alike; nothing else (names, parameter kinds, defaults, the
// order) is touched.
var (
	pyForwardRef = regexp.MustCompile(`ForwardRef\((['"])([^'"]*)['"]\)`)
	pyClassRepr  = regexp.MustCompile(`<class (['"])([^'"]*)['"]>`)
	pyTypeVar    = regexp.MustCompile(`~([A-Za-z_])`)
	// a dotted qualifier before a name: "typing.", "os.", "a.b."; not
	// inside a number ("1.5") or after another name character
	pyQualifier = regexp.MustCompile(`(^|[^\w.])(?:[A-Za-z_]\w*\.)+([A-Za-z_])`)
	pyMetaclass = regexp.MustCompile(`,\s*metaclass=[\w.]+`)
	pyGeneric   = regexp.MustCompile(`,\s*(?:typing\.)?Generic\b`)
	pyClassLine = regexp.MustCompile(`class \w+\([^\n]*\)`)
	// a string annotation ("-> 'Tree'", "Optional['Tree']"): a quoted
	// name after an annotation's punctuation, not after "=" (a default)
	pyQuoted = regexp.MustCompile(`([\[:,>|]\s*)['"]([A-Za-z_][\w.]*)['"]`)
)

// PySigNorm normalises the printing of Python annotations in s.
func PySigNorm(s string) string {
	s = pyForwardRef.ReplaceAllString(s, "$2")
	s = pyQuoted.ReplaceAllString(s, "$1$2")
	s = pyClassRepr.ReplaceAllString(s, "$2")
	s = pyTypeVar.ReplaceAllString(s, "$1")
	s = strings.ReplaceAll(s, "NoneType", "None")
	s = pyQualifier.ReplaceAllString(s, "$1$2")
	s = pyClassLine.ReplaceAllStringFunc(s, func(c string) string {
		head, bases, _ := strings.Cut(c, "(")
		bases = dropBrackets(bases)
		bases = pyMetaclass.ReplaceAllString(bases, "")
		bases = pyGeneric.ReplaceAllString(bases, "")
		return head + "(" + bases
	})
	return s
}

// dropBrackets removes "[...]" groups (generic parameters) from s.
func dropBrackets(s string) string {
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch {
		case r == '[':
			depth++
		case r == ']' && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}
