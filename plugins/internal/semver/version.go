package semver

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"
)

// MaxVersionLen bounds a version string, as the library this package
// replaces did.
const MaxVersionLen = 256

// Error is a sentinel parse error. It is a constant string type, so the
// sentinels cost nothing at package initialisation.
type Error string

func (e Error) Error() string { return string(e) }

// Parse errors; wrapped with the version they concern.
const (
	ErrInvalid     = Error("invalid semantic version")
	ErrEmpty       = Error("version string empty")
	ErrTooLong     = Error("version string is too long (max 256 bytes)") // MaxVersionLen
	ErrLeadingZero = Error("version segment starts with 0")
)

// Version is a parsed semantic version. The zero value is 0.0.0.
type Version struct {
	major, minor, patch uint64
	pre                 string // prerelease, without the "-"
	metadata            string // build metadata, without the "+"
	original            string // as written
}

// New returns the version major.minor.patch[-pre][+metadata]; its
// Original is its String.
func New(major, minor, patch uint64, pre, metadata string) *Version {
	v := &Version{major: major, minor: minor, patch: patch, pre: pre, metadata: metadata}
	v.original = v.String()
	return v
}

// ParseStrict reads a full SemVer 2.0 version: MAJOR.MINOR.PATCH, no
// leading zeros, no "v", an optional -prerelease and +metadata.
func ParseStrict(s string) (*Version, error) {
	v, err := parseStrict(s)
	if err != nil {
		return nil, fmt.Errorf("parse version %q: %w", s, err)
	}
	return v, nil
}

func parseStrict(s string) (*Version, error) {
	switch {
	case s == "":
		return nil, ErrEmpty
	case len(s) > MaxVersionLen:
		return nil, ErrTooLong
	}
	first := strings.IndexByte(s, '.')
	if first < 0 {
		return nil, ErrInvalid
	}
	second := strings.IndexByte(s[first+1:], '.')
	if second < 0 {
		return nil, ErrInvalid
	}
	second += first + 1
	parts := [3]string{s[:first], s[first+1 : second], s[second+1:]}
	v := &Version{original: s}
	if i := strings.IndexByte(parts[2], '+'); i >= 0 {
		v.metadata = parts[2][i+1:]
		parts[2] = parts[2][:i]
		if !validMetadata(v.metadata) {
			return nil, fmt.Errorf("metadata %q: %w", v.metadata, ErrInvalid)
		}
	}
	if i := strings.IndexByte(parts[2], '-'); i >= 0 {
		v.pre = parts[2][i+1:]
		parts[2] = parts[2][:i]
		if err := validPrerelease(v.pre); err != nil {
			return nil, err
		}
	}
	nums := [3]*uint64{&v.major, &v.minor, &v.patch}
	for i, p := range parts {
		if !allDigits(p) {
			return nil, fmt.Errorf("segment %q: %w", p, ErrInvalid)
		}
		if len(p) > 1 && p[0] == '0' {
			return nil, ErrLeadingZero
		}
		n, err := strconv.ParseUint(p, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("segment %q: %w", p, err)
		}
		*nums[i] = n
	}
	return v, nil
}

// ParseLoose reads a version as ranges and tags write it: an optional "v",
// a major with an optional minor and patch (missing ones are 0), leading
// zeros allowed, then an optional -prerelease and +metadata.
func ParseLoose(s string) (*Version, error) {
	v, err := parseLoose(s)
	if err != nil {
		return nil, fmt.Errorf("parse version %q: %w", s, err)
	}
	return v, nil
}

func parseLoose(s string) (*Version, error) {
	if len(s) > MaxVersionLen {
		return nil, ErrTooLong
	}
	v := &Version{original: s}
	rest := strings.TrimPrefix(s, "v")
	nums := [3]*uint64{&v.major, &v.minor, &v.patch}
	for i := range nums {
		if i > 0 {
			if rest == "" || rest[0] != '.' {
				break
			}
			rest = rest[1:]
		}
		n := digitsPrefix(rest)
		if n == 0 {
			return nil, ErrInvalid
		}
		u, err := strconv.ParseUint(rest[:n], 10, 64)
		if err != nil {
			return nil, fmt.Errorf("segment %q: %w", rest[:n], err)
		}
		*nums[i] = u
		rest = rest[n:]
	}
	if strings.HasPrefix(rest, "-") {
		n := identsPrefix(rest[1:])
		if n == 0 {
			return nil, ErrInvalid
		}
		v.pre = rest[1 : 1+n]
		rest = rest[1+n:]
	}
	if strings.HasPrefix(rest, "+") {
		n := identsPrefix(rest[1:])
		if n == 0 {
			return nil, ErrInvalid
		}
		v.metadata = rest[1 : 1+n]
		rest = rest[1+n:]
	}
	if rest != "" {
		return nil, ErrInvalid
	}
	if v.pre != "" {
		if err := validPrerelease(v.pre); err != nil {
			return nil, err
		}
	}
	return v, nil
}

// digitsPrefix is the length of s's leading ASCII digits.
func digitsPrefix(s string) int {
	i := 0
	for i < len(s) && '0' <= s[i] && s[i] <= '9' {
		i++
	}
	return i
}

// identsPrefix is the length of the longest prefix of s that is
// dot-separated non-empty runs of [0-9A-Za-z-].
func identsPrefix(s string) int {
	end, i := 0, 0
	for {
		j := i
		for j < len(s) && isIdentChar(s[j]) {
			j++
		}
		if j == i {
			return end
		}
		end = j
		if j >= len(s) || s[j] != '.' {
			return end
		}
		i = j + 1
	}
}

func isIdentChar(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '-'
}

func allDigits(s string) bool { return digitsPrefix(s) == len(s) }

func allIdentChars(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isIdentChar(s[i]) {
			return false
		}
	}
	return true
}

// validPrerelease checks dot-separated identifiers: non-empty, numeric
// ones without leading zeros.
func validPrerelease(p string) error {
	for _, id := range strings.Split(p, ".") {
		switch {
		case id == "":
			return fmt.Errorf("prerelease %q: empty identifier: %w", p, ErrInvalid)
		case allDigits(id):
			if len(id) > 1 && id[0] == '0' {
				return fmt.Errorf("prerelease %q: %w", p, ErrLeadingZero)
			}
		case !allIdentChars(id):
			return fmt.Errorf("prerelease %q: %w", p, ErrInvalid)
		}
	}
	return nil
}

func validMetadata(m string) bool {
	for _, id := range strings.Split(m, ".") {
		if id == "" || !allIdentChars(id) {
			return false
		}
	}
	return true
}

// String is the version without a "v": major.minor.patch[-pre][+metadata].
func (v *Version) String() string {
	var b strings.Builder
	b.WriteString(strconv.FormatUint(v.major, 10))
	b.WriteByte('.')
	b.WriteString(strconv.FormatUint(v.minor, 10))
	b.WriteByte('.')
	b.WriteString(strconv.FormatUint(v.patch, 10))
	if v.pre != "" {
		b.WriteByte('-')
		b.WriteString(v.pre)
	}
	if v.metadata != "" {
		b.WriteByte('+')
		b.WriteString(v.metadata)
	}
	return b.String()
}

// Original is the version as it was written.
func (v *Version) Original() string { return v.original }

// Major, Minor and Patch are the version's numbers.
func (v *Version) Major() uint64 { return v.major }
func (v *Version) Minor() uint64 { return v.minor }
func (v *Version) Patch() uint64 { return v.patch }

// Prerelease is the prerelease without its "-", "" for a release.
func (v *Version) Prerelease() string { return v.pre }

// Metadata is the build metadata without its "+".
func (v *Version) Metadata() string { return v.metadata }

// Compare returns -1, 0 or 1 as v is lower than, equal to or higher than o
// in SemVer precedence (build metadata ignored).
func (v *Version) Compare(o *Version) int {
	if d := cmp.Compare(v.major, o.major); d != 0 {
		return d
	}
	if d := cmp.Compare(v.minor, o.minor); d != 0 {
		return d
	}
	if d := cmp.Compare(v.patch, o.patch); d != 0 {
		return d
	}
	switch {
	case v.pre == "" && o.pre == "":
		return 0
	case v.pre == "":
		return 1
	case o.pre == "":
		return -1
	}
	return comparePrerelease(v.pre, o.pre)
}

// LessThan, GreaterThan and Equal compare by precedence.
func (v *Version) LessThan(o *Version) bool    { return v.Compare(o) < 0 }
func (v *Version) GreaterThan(o *Version) bool { return v.Compare(o) > 0 }

// Equal reports equal precedence; two nils are equal, nil and a version
// are not.
func (v *Version) Equal(o *Version) bool {
	if v == o {
		return true
	}
	if v == nil || o == nil {
		return false
	}
	return v.Compare(o) == 0
}

// comparePrerelease compares dot-separated identifiers pairwise; a missing
// identifier is lower than a present one.
func comparePrerelease(a, b string) int {
	as, bs := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < max(len(as), len(bs)); i++ {
		var x, y string
		if i < len(as) {
			x = as[i]
		}
		if i < len(bs) {
			y = bs[i]
		}
		if d := comparePrereleasePart(x, y); d != 0 {
			return d
		}
	}
	return 0
}

// comparePrereleasePart orders one identifier: numbers numerically and
// below words, words in byte order. (A number too large for uint64 counts
// as a word, as in the library this package replaces.)
func comparePrereleasePart(x, y string) int {
	switch {
	case x == y:
		return 0
	case x == "":
		return -1
	case y == "":
		return 1
	}
	xi, errX := strconv.ParseUint(x, 10, 64)
	yi, errY := strconv.ParseUint(y, 10, 64)
	switch {
	case errX != nil && errY != nil:
		if x > y {
			return 1
		}
		return -1
	case errY != nil:
		return -1
	case errX != nil:
		return 1
	case xi > yi:
		return 1
	}
	return -1
}
