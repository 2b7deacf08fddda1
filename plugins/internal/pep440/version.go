package pep440

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"
)

// Error is a sentinel parse error. It is a constant string type, so the
// sentinel costs nothing at package initialisation.
type Error string

func (e Error) Error() string { return string(e) }

// ErrMalformed is wrapped by every version and specifier parse error.
const ErrMalformed = Error("malformed version")

// segment is a pre-, post- or dev-release: its normalised label ("a", "b",
// "rc", "post", "dev") and number; label "" when absent.
type segment struct {
	label string
	n     uint64
}

func (s segment) present() bool { return s.label != "" }

// Version is a parsed PEP 440 version.
type Version struct {
	epoch   uint64
	release []uint64
	pre     segment
	post    segment
	dev     segment
	local   string // lower case, separators as written

	// preReleaseIncluded makes IsPreRelease false: a specifier list that
	// admits pre-releases checks with it set.
	preReleaseIncluded bool
	original           string
}

// Parse reads a version, ignoring case and surrounding space.
func Parse(s string) (Version, error) {
	t := strings.TrimFunc(s, isSpaceRune)
	v, end, err := scanVersion(t, 0, true)
	if err == nil && end != len(t) {
		err = fmt.Errorf("unexpected %q at byte %d: %w", t[end:], end, ErrMalformed)
	}
	if err != nil {
		return Version{}, fmt.Errorf("parse version %q: %w", s, err)
	}
	v.original = s
	return v, nil
}

// isSpace is \s of the library's patterns: ASCII space, tab, newline,
// form feed and carriage return.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

func isSpaceRune(r rune) bool { return r < 0x80 && isSpace(byte(r)) }

// scanner reads a version from s at i. fold accepts upper case letters
// (as Parse does); specifiers are read in lower case only, as the library
// validated them.
type scanner struct {
	s    string
	i    int
	fold bool
}

func (sc *scanner) peek() byte {
	if sc.i >= len(sc.s) {
		return 0
	}
	c := sc.s[sc.i]
	if sc.fold && 'A' <= c && c <= 'Z' {
		c += 'a' - 'A'
	}
	return c
}

// word consumes w (lower case) if s continues with it.
func (sc *scanner) word(w string) bool {
	if sc.i+len(w) > len(sc.s) {
		return false
	}
	for k := 0; k < len(w); k++ {
		c := sc.s[sc.i+k]
		if sc.fold && 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != w[k] {
			return false
		}
	}
	sc.i += len(w)
	return true
}

func (sc *scanner) digits() string {
	j := sc.i
	for j < len(sc.s) && '0' <= sc.s[j] && sc.s[j] <= '9' {
		j++
	}
	d := sc.s[sc.i:j]
	sc.i = j
	return d
}

func isSep(c byte) bool { return c == '-' || c == '_' || c == '.' }

// label consumes the longest of words after an optional separator and
// returns its index, or -1 (consuming nothing).
func (sc *scanner) label(words []string) int {
	start := sc.i
	if isSep(sc.peek()) {
		sc.i++
	}
	best, bestEnd := -1, 0
	for k, w := range words {
		at := sc.i
		if sc.word(w) && (best < 0 || sc.i > bestEnd) {
			best, bestEnd = k, sc.i
		}
		sc.i = at
	}
	if best < 0 {
		sc.i = start
		return -1
	}
	sc.i = bestEnd
	return best
}

// number consumes an optional separator and an optional number (the
// separator stays consumed without a number, as the pattern allows).
func (sc *scanner) number() (uint64, error) {
	if isSep(sc.peek()) {
		sc.i++
	}
	d := sc.digits()
	if d == "" {
		return 0, nil
	}
	return parseUint(d)
}

func parseUint(d string) (uint64, error) {
	n, err := strconv.ParseUint(d, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("number %q: %w", d, err)
	}
	return n, nil
}

var (
	preWords  = []string{"a", "b", "c", "rc", "alpha", "beta", "pre", "preview"}
	preLabels = []string{"a", "b", "rc", "rc", "a", "b", "rc", "rc"}
	postWords = []string{"post", "rev", "r"}
	devWords  = []string{"dev"}
)

// scanVersion reads the longest version at s[i:] and returns it with the
// byte where it ends.
func scanVersion(s string, i int, fold bool) (Version, int, error) {
	sc := &scanner{s: s, i: i, fold: fold}
	var v Version
	if sc.peek() == 'v' {
		sc.i++
	}
	d := sc.digits()
	if d == "" {
		return Version{}, 0, fmt.Errorf("no release number: %w", ErrMalformed)
	}
	if sc.peek() == '!' && sc.i+1 < len(s) && '0' <= s[sc.i+1] && s[sc.i+1] <= '9' {
		// An epoch; without a release after it, the "!" is not the
		// version's ("v0!=2" is "v0" and "!=2").
		sc.i++
		e, err := parseUint(d)
		if err != nil {
			return Version{}, 0, err
		}
		v.epoch = e
		d = sc.digits()
	}
	for {
		n, err := parseUint(d)
		if err != nil {
			return Version{}, 0, err
		}
		v.release = append(v.release, n)
		if sc.peek() != '.' || sc.i+1 >= len(s) || s[sc.i+1] < '0' || s[sc.i+1] > '9' {
			break
		}
		sc.i++
		d = sc.digits()
	}
	if k := sc.label(preWords); k >= 0 {
		n, err := sc.number()
		if err != nil {
			return Version{}, 0, err
		}
		v.pre = segment{preLabels[k], n}
	}
	if sc.peek() == '-' && sc.i+1 < len(s) && '0' <= s[sc.i+1] && s[sc.i+1] <= '9' {
		sc.i++
		n, err := parseUint(sc.digits())
		if err != nil {
			return Version{}, 0, err
		}
		v.post = segment{"post", n}
	} else if k := sc.label(postWords); k >= 0 {
		n, err := sc.number()
		if err != nil {
			return Version{}, 0, err
		}
		v.post = segment{"post", n}
	}
	if k := sc.label(devWords); k >= 0 {
		n, err := sc.number()
		if err != nil {
			return Version{}, 0, err
		}
		v.dev = segment{"dev", n}
	}
	if sc.peek() == '+' {
		start := sc.i + 1
		j := start
		for {
			k := j
			for k < len(s) && isLocalChar(s[k], fold) {
				k++
			}
			if k == j {
				break
			}
			sc.i = k
			if k+1 >= len(s) || !isSep(s[k]) || !isLocalChar(s[k+1], fold) {
				break
			}
			j = k + 1
		}
		if sc.i >= start {
			v.local = strings.ToLower(s[start:sc.i])
		}
	}
	return v, sc.i, nil
}

func isLocalChar(c byte, fold bool) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || fold && 'A' <= c && c <= 'Z'
}

// String is the normalised version: epoch (when not 0), release, pre-,
// post- and dev-release, local version.
func (v Version) String() string {
	var b strings.Builder
	b.WriteString(v.BaseVersion())
	if v.pre.present() {
		b.WriteString(v.pre.label)
		b.WriteString(strconv.FormatUint(v.pre.n, 10))
	}
	if v.post.present() {
		b.WriteString(".post")
		b.WriteString(strconv.FormatUint(v.post.n, 10))
	}
	if v.dev.present() {
		b.WriteString(".dev")
		b.WriteString(strconv.FormatUint(v.dev.n, 10))
	}
	if v.local != "" {
		b.WriteByte('+')
		b.WriteString(v.local)
	}
	return b.String()
}

// BaseVersion is the epoch (when not 0) and the release.
func (v Version) BaseVersion() string {
	var b strings.Builder
	if v.epoch != 0 {
		b.WriteString(strconv.FormatUint(v.epoch, 10))
		b.WriteByte('!')
	}
	for i, r := range v.release {
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(strconv.FormatUint(r, 10))
	}
	return b.String()
}

// Public is the version without its local part.
func (v Version) Public() string {
	s, _, _ := strings.Cut(v.String(), "+")
	return s
}

// Original is the version as written.
func (v Version) Original() string { return v.original }

// Local is the local version, lower case, "" when none.
func (v Version) Local() string { return v.local }

// IsPreRelease reports a pre- or dev-release.
func (v Version) IsPreRelease() bool {
	if v.preReleaseIncluded {
		return false
	}
	return v.pre.present() || v.dev.present()
}

// IsPostRelease reports a post-release.
func (v Version) IsPostRelease() bool { return v.post.present() }

// withoutLocal is v with no local version.
func (v Version) withoutLocal() Version {
	v.local = ""
	return v
}

// base is v's epoch and release only.
func (v Version) base() Version {
	return Version{epoch: v.epoch, release: v.release}
}

// Compare returns -1, 0 or 1 as v sorts before, with or after o (PEP 440:
// releases padded with zeros; dev < pre < release < post; a local version
// after its public one).
func (v Version) Compare(o Version) int {
	if d := cmp.Compare(v.epoch, o.epoch); d != 0 {
		return d
	}
	for i := 0; i < max(len(v.release), len(o.release)); i++ {
		var a, b uint64
		if i < len(v.release) {
			a = v.release[i]
		}
		if i < len(o.release) {
			b = o.release[i]
		}
		if d := cmp.Compare(a, b); d != 0 {
			return d
		}
	}
	if d := cmp.Compare(v.preRank(), o.preRank()); d != 0 {
		return d
	}
	if v.pre.present() && o.pre.present() {
		if d := strings.Compare(v.pre.label, o.pre.label); d != 0 {
			return d
		}
		if d := cmp.Compare(v.pre.n, o.pre.n); d != 0 {
			return d
		}
	}
	if d := cmp.Compare(presence(v.post, -1), presence(o.post, -1)); d != 0 {
		return d
	}
	if d := cmp.Compare(v.post.n, o.post.n); d != 0 {
		return d
	}
	if d := cmp.Compare(presence(v.dev, 1), presence(o.dev, 1)); d != 0 {
		return d
	}
	if d := cmp.Compare(v.dev.n, o.dev.n); d != 0 {
		return d
	}
	return compareLocal(v.local, o.local)
}

// preRank places a version without a pre-release: below every
// pre-release when it is only a dev-release, above every one otherwise.
func (v Version) preRank() int {
	switch {
	case v.pre.present():
		return 0
	case !v.post.present() && v.dev.present():
		return -1
	}
	return 1
}

// presence ranks an absent segment at absent (-1: below any, 1: above
// any), a present one at 0.
func presence(s segment, absent int) int {
	if s.present() {
		return 0
	}
	return absent
}

// compareLocal orders local versions: none first; then "."-separated parts
// pairwise, numbers above words, numbers numerically, words by bytes, a
// prefix first.
func compareLocal(a, b string) int {
	switch {
	case a == b:
		return 0
	case a == "":
		return -1
	case b == "":
		return 1
	}
	as, bs := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < max(len(as), len(bs)); i++ {
		if i >= len(as) {
			return -1
		}
		if i >= len(bs) {
			return 1
		}
		x, errX := strconv.ParseUint(as[i], 10, 64)
		y, errY := strconv.ParseUint(bs[i], 10, 64)
		var d int
		switch {
		case errX == nil && errY == nil:
			d = cmp.Compare(x, y)
		case errX == nil:
			d = 1
		case errY == nil:
			d = -1
		default:
			d = strings.Compare(as[i], bs[i])
		}
		if d != 0 {
			return d
		}
	}
	return 0
}

// Equal, LessThan, LessThanOrEqual, GreaterThan and GreaterThanOrEqual
// compare with Compare.
func (v Version) Equal(o Version) bool              { return v.Compare(o) == 0 }
func (v Version) LessThan(o Version) bool           { return v.Compare(o) < 0 }
func (v Version) LessThanOrEqual(o Version) bool    { return v.Compare(o) <= 0 }
func (v Version) GreaterThan(o Version) bool        { return v.Compare(o) > 0 }
func (v Version) GreaterThanOrEqual(o Version) bool { return v.Compare(o) >= 0 }
