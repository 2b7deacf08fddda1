package pyname

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
)

// MaxLen bounds a name. PyPI has no written limit; its longest project
// names are under 100 characters, and a dotted import path deeper than
// this is not something an agent means.
const MaxLen = 200

// distRE is PEP 508's name rule (case-insensitive).
var distRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(?i:[a-z0-9]|[a-z0-9][a-z0-9._-]*[a-z0-9])$`) })

// identRE is an ASCII Python identifier. Python allows more (PEP 3131),
// but no distribution on an index is importable only through one.
var identRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`) })

var sepRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`[-_.]+`) })

// Normalize is PEP 503's normalised form: lower case, runs of '-', '_'
// and '.' become one '-'.
func Normalize(name string) string {
	return sepRE().ReplaceAllString(strings.ToLower(name), "-")
}

// ValidDist reports whether name is a PEP 508 distribution name.
func ValidDist(name string) bool {
	return len(name) <= MaxLen && distRE().MatchString(name)
}

// ValidImport reports whether path is a dotted import path of identifiers.
func ValidImport(path string) bool {
	if path == "" || len(path) > MaxLen {
		return false
	}
	for _, p := range strings.Split(path, ".") {
		if !identRE().MatchString(p) {
			return false
		}
	}
	return true
}

// ValidIdent reports whether s is one ASCII identifier.
func ValidIdent(s string) bool { return identRE().MatchString(s) }

// Check validates what an agent passed as a package: a distribution name
// or an import path. The error says what is wrong, without echoing more
// than a bounded prefix of the input.
func Check(name string) error {
	switch {
	case name == "":
		return fmt.Errorf("empty package name")
	case len(name) > MaxLen:
		return fmt.Errorf("package name of %d bytes: names are at most %d", len(name), MaxLen)
	case ValidDist(name) || ValidImport(name):
		return nil
	}
	return fmt.Errorf("invalid Python package name %q: a distribution name is letters, digits, '.', '_' and '-', starting and ending with a letter or digit (PEP 508); an import path is dotted identifiers", name)
}

// CheckSymbol validates a dotted symbol name ("Session.get").
func CheckSymbol(sym string) error {
	if !ValidImport(sym) {
		if len(sym) > 80 {
			sym = sym[:80] + "…"
		}
		return fmt.Errorf("invalid symbol %q: want a dotted Python name such as Session.get", sym)
	}
	return nil
}

// ImportGuess is the import name a distribution most often has: its
// normalised name with '-' as '_' ("python-dateutil" gives
// "python_dateutil"; the real answer comes from top_level.txt or RECORD).
func ImportGuess(dist string) string {
	return strings.ReplaceAll(Normalize(dist), "-", "_")
}
