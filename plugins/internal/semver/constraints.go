package semver

import (
	"fmt"
	"strings"
)

// Range limits, as in the library this package replaces: they bound the
// work a hostile manifest can ask for.
const (
	MaxRangeLen  = 512
	MaxRangeSets = 32
)

// ErrRange is wrapped by every range parse error.
const ErrRange = Error("improper constraint")

// Constraints is a parsed range: it is satisfied when every comparator of
// one of its sets is.
type Constraints struct {
	sets   [][]comparator
	hasPre []bool // the set names a prerelease: prereleases may satisfy it
}

// op is a comparator's operator.
type op int

const (
	opTildeOrEqual op = iota // "" and "="
	opNotEqual
	opGreater
	opLess
	opGreaterEqual
	opLessEqual
	opTilde
	opCaret
)

// comparator is one operator and version; dirty says which parts were
// missing or x (the version then has zeros there).
type comparator struct {
	op                            op
	v                             *Version
	dirty, minorDirty, patchDirty bool
}

// ParseConstraints reads a range such as "^1.2.3", ">=1.2, <2",
// "1.x || >=3.1.0-beta.2" or "1 - 2".
func ParseConstraints(s string) (*Constraints, error) {
	if len(s) > MaxRangeLen {
		return nil, fmt.Errorf("parse range of %d bytes: too long (max %d)", len(s), MaxRangeLen)
	}
	groups := strings.Split(s, "||")
	if len(groups) > MaxRangeSets {
		return nil, fmt.Errorf("parse range %q: too many sets (max %d)", s, MaxRangeSets)
	}
	cs := &Constraints{sets: make([][]comparator, len(groups)), hasPre: make([]bool, len(groups))}
	for i, g := range groups {
		set, err := parseSet(g)
		if err != nil {
			return nil, fmt.Errorf("parse range %q: %w", s, err)
		}
		for _, c := range set {
			if c.v.pre != "" {
				cs.hasPre[i] = true
			}
		}
		cs.sets[i] = set
	}
	return cs, nil
}

// isSpace is the space of the library's regular expressions (\s: ASCII
// space, tab, newline, form feed, carriage return; not vertical tab).
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

func skipSpace(s string, i int) int {
	for i < len(s) && isSpace(s[i]) {
		i++
	}
	return i
}

// ops are the operators, longer first where one is a prefix of another.
var ops = [...]struct {
	text string
	op   op
}{
	{"!=", opNotEqual}, {">=", opGreaterEqual}, {"=>", opGreaterEqual},
	{"<=", opLessEqual}, {"=<", opLessEqual}, {"~>", opTilde},
	{">", opGreater}, {"<", opLess}, {"~", opTilde}, {"^", opCaret},
	{"=", opTildeOrEqual},
}

// parseSet reads one comparator set: comparators separated by space or a
// comma, and hyphen ranges "A - B" at the start of the set or after a
// comma (or another hyphen range).
func parseSet(g string) ([]comparator, error) {
	var set []comparator
	i := skipSpace(g, 0)
	// afterComma: at the start, after a comma or after a hyphen range (the
	// library's rewrite of one ends in a space).
	afterComma := true
	hyphen := false
	for first := true; ; first = false {
		if !first {
			// A separator: spaces, or a comma with optional spaces around.
			j := skipSpace(g, i)
			comma := j < len(g) && g[j] == ','
			if comma {
				j = skipSpace(g, j+1)
			}
			if j == len(g) && !comma {
				return set, nil
			}
			// After a hyphen range none is needed: the library's rewrite
			// of one ends in a space.
			if j == i && !comma && !hyphen || j == len(g) {
				return nil, fmt.Errorf("set %q: want a space or comma at byte %d: %w", g, i, ErrRange)
			}
			afterComma = comma || hyphen
			hyphen = false
			i = j
		}
		o, text := opTildeOrEqual, ""
		for _, c := range ops {
			if strings.HasPrefix(g[i:], c.text) {
				o, text = c.op, c.text
				break
			}
		}
		j := skipSpace(g, i+len(text))
		n := cvLen(g[j:])
		if n == 0 {
			return nil, fmt.Errorf("set %q: want a version at byte %d: %w", g, j, ErrRange)
		}
		cv := g[j : j+n]
		i = j + n
		// A hyphen range: a bare version, spaces, "-", spaces, a version.
		if text == "" {
			if k := skipSpace(g, i); k > i && k < len(g) && g[k] == '-' {
				if l := skipSpace(g, k+1); l > k+1 {
					if m := cvLen(g[l:]); m > 0 {
						if !afterComma {
							// The library rewrites the range with the space
							// before it, which then lacks a separator.
							return nil, fmt.Errorf("set %q: hyphen range after a space-separated comparator: %w", g, ErrRange)
						}
						lo, err := newComparator(opGreaterEqual, cv)
						if err != nil {
							return nil, err
						}
						hi, err := newComparator(opLessEqual, g[l:l+m])
						if err != nil {
							return nil, err
						}
						set = append(set, lo, hi)
						i = l + m
						hyphen = true
						continue
					}
				}
			}
		}
		c, err := newComparator(o, cv)
		if err != nil {
			return nil, err
		}
		set = append(set, c)
	}
}

// cvLen is the length of the version at the start of s as a comparator
// writes it: an optional "v", one to three dot-separated parts of digits
// or x, X, *, an optional -prerelease and +metadata.
func cvLen(s string) int {
	i := 0
	if strings.HasPrefix(s, "v") {
		i = 1
	}
	part := func(i int) int {
		j := i
		for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == 'x' || s[j] == 'X' || s[j] == '*') {
			j++
		}
		return j
	}
	j := part(i)
	if j == i {
		return 0
	}
	i = j
	for k := 0; k < 2 && i < len(s) && s[i] == '.'; k++ {
		j := part(i + 1)
		if j == i+1 {
			break
		}
		i = j
	}
	for _, sep := range []byte{'-', '+'} {
		if i < len(s) && s[i] == sep {
			if n := identsPrefix(s[i+1:]); n > 0 {
				i += 1 + n
			}
		}
	}
	return i
}

func isX(s string) bool { return s == "x" || s == "X" || s == "*" }

// newComparator reads a comparator's version: missing or x parts make it
// dirty, read as zeros (build metadata is then dropped).
func newComparator(o op, cv string) (comparator, error) {
	c := comparator{op: o}
	body := strings.TrimPrefix(cv, "v")
	var pre string // "-prerelease", with its dash
	if k := strings.IndexAny(body, "-+"); k >= 0 {
		rest := body[k:]
		body = body[:k]
		if rest[0] == '-' {
			pre = rest
			if p := strings.IndexByte(rest, '+'); p >= 0 {
				pre = rest[:p]
			}
		}
	}
	parts := strings.SplitN(body, ".", 3)
	for len(parts) < 3 {
		parts = append(parts, "")
	}
	ver := cv
	switch {
	case isX(parts[0]) || parts[0] == "":
		ver, c.dirty = "0.0.0"+pre, true
	case isX(parts[1]) || parts[1] == "":
		ver, c.dirty, c.minorDirty = parts[0]+".0.0"+pre, true, true
	case isX(parts[2]) || parts[2] == "":
		ver, c.dirty, c.patchDirty = parts[0]+"."+parts[1]+".0"+pre, true, true
	}
	v, err := parseLoose(ver)
	if err != nil {
		return comparator{}, fmt.Errorf("comparator version %q: %w", cv, err)
	}
	c.v = v
	return c, nil
}

// Check reports whether v satisfies the range. A prerelease satisfies a
// set only if the set names a prerelease.
func (cs *Constraints) Check(v *Version) bool {
	for i, set := range cs.sets {
		ok := true
		for _, c := range set {
			if !c.check(v, cs.hasPre[i]) {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

func (c comparator) check(v *Version, includePre bool) bool {
	if v.pre != "" && !includePre {
		return false
	}
	switch c.op {
	case opNotEqual:
		return c.notEqual(v)
	case opGreater:
		return c.greater(v)
	case opLess:
		return v.Compare(c.v) < 0
	case opGreaterEqual:
		return v.Compare(c.v) >= 0
	case opLessEqual:
		return c.lessEqual(v)
	case opTilde:
		return c.tilde(v)
	case opCaret:
		return c.caret(v)
	}
	if c.dirty {
		return c.tilde(v)
	}
	return v.Equal(c.v)
}

func (c comparator) notEqual(v *Version) bool {
	if c.dirty {
		switch {
		case c.v.major != v.major:
			return true
		case c.v.minor != v.minor && !c.minorDirty:
			return true
		case c.minorDirty:
			return false
		case c.v.patch != v.patch && !c.patchDirty:
			return true
		case c.patchDirty:
			if v.pre != "" || c.v.pre != "" {
				return comparePrerelease(v.pre, c.v.pre) != 0
			}
			return false
		}
	}
	return !v.Equal(c.v)
}

func (c comparator) greater(v *Version) bool {
	if !c.dirty {
		return v.Compare(c.v) > 0
	}
	switch {
	case v.major > c.v.major:
		return true
	case v.major < c.v.major, c.minorDirty:
		return false
	case c.patchDirty:
		return v.minor > c.v.minor
	}
	return v.Compare(c.v) > 0
}

func (c comparator) lessEqual(v *Version) bool {
	if !c.dirty {
		return v.Compare(c.v) <= 0
	}
	switch {
	case v.major > c.v.major:
		return false
	case v.major == c.v.major && v.minor > c.v.minor && !c.minorDirty:
		return false
	}
	return true
}

func (c comparator) tilde(v *Version) bool {
	if v.LessThan(c.v) {
		return false
	}
	if c.v.major == 0 && c.v.minor == 0 && c.v.patch == 0 && !c.minorDirty && !c.patchDirty {
		return true
	}
	if v.major != c.v.major {
		return false
	}
	return v.minor == c.v.minor || c.minorDirty
}

func (c comparator) caret(v *Version) bool {
	if v.LessThan(c.v) {
		return false
	}
	if c.v.major > 0 || c.minorDirty {
		return v.major == c.v.major
	}
	if v.major > 0 {
		return false
	}
	if c.v.minor > 0 || c.patchDirty {
		return v.minor == c.v.minor
	}
	if v.minor > 0 {
		return false
	}
	return c.v.patch == v.patch
}
