package pep440

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Specifiers is a parsed specifier list: satisfied when every specifier
// of one of its "||" alternatives is.
type Specifiers struct {
	groups [][]specifier
}

// specifier is one operator and the version text it compares with (".*"
// included for a wildcard).
type specifier struct {
	op      string
	version string
	text    string // as written, without surrounding space
}

// specOps are the operators, longer first where one is a prefix of
// another.
var specOps = []string{"===", "==", "~=", "!=", "<=", ">=", "<", ">", "="}

// ParseSpecifiers reads a specifier list such as ">=2,<3", "~=2.28",
// "==2.*" or "!=1.5.2, >1"; "*" is any version.
func ParseSpecifiers(s string) (Specifiers, error) {
	var ss Specifiers
	for _, g := range strings.Split(s, "||") {
		if strings.TrimSpace(g) == "*" {
			g = ">=0.0.0"
		}
		specs, err := parseGroup(g)
		if err != nil {
			return Specifiers{}, fmt.Errorf("parse specifier %q: %w", s, err)
		}
		ss.groups = append(ss.groups, specs)
	}
	return ss, nil
}

// parseGroup reads specifiers separated by optional commas and spaces
// (the library needed neither between two specifiers).
func parseGroup(g string) ([]specifier, error) {
	var specs []specifier
	for i := 0; ; {
		lead := i
		if i = skipSpace(g, i); i == len(g) {
			break
		}
		start := i
		op := ""
		for _, o := range specOps {
			if strings.HasPrefix(g[i:], o) {
				op = o
				break
			}
		}
		if op == "" {
			// The library's pattern found a bare version with the
			// space before it.
			start = lead
		}
		j := skipSpace(g, i+len(op))
		_, end, err := scanVersion(g, j, false)
		if err != nil {
			return nil, fmt.Errorf("specifier at byte %d of %q: %w", i, g, err)
		}
		if strings.HasPrefix(g[end:], ".*") {
			end += 2
		}
		sp := specifier{op: op, version: g[j:end], text: g[start:end]}
		if op != "===" {
			if err := sp.validate(); err != nil {
				return nil, fmt.Errorf("specifier %q: %w", sp.text, err)
			}
		}
		specs = append(specs, sp)
		if end < len(g) && g[end] == '*' && g[end-1] == '.' {
			// "==1.0a.*": the pre-release's separator took the dot, and
			// the library read ==1.0a0 and skipped the star.
			end++
		}
		i = end
		if k := skipSpace(g, end); k < len(g) && g[k] == ',' {
			i = k + 1
		}
	}
	if len(specs) == 0 {
		return nil, fmt.Errorf("no specifier in %q: %w", g, ErrMalformed)
	}
	return specs, nil
}

func skipSpace(s string, i int) int {
	for i < len(s) && isSpace(s[i]) {
		i++
	}
	return i
}

// validate applies PEP 440's rules on what each operator may compare
// with: wildcards only with == and != (and not with a dev or local
// version), ~= with at least two release numbers, no local versions in
// ordered comparisons.
func (sp specifier) validate() error {
	version, wildcard := strings.CutSuffix(sp.version, ".*")
	v, err := Parse(version)
	if err != nil {
		return err
	}
	switch sp.op {
	case "", "=", "==", "!=":
		if wildcard && (v.dev.present() || v.local != "") {
			return fmt.Errorf("a wildcard with a dev or local version: %w", ErrMalformed)
		}
	case "~=":
		switch {
		case wildcard:
			return fmt.Errorf("a wildcard with ~=: %w", ErrMalformed)
		case len(v.release) < 2:
			return fmt.Errorf("~= with fewer than two release numbers: %w", ErrMalformed)
		case v.local != "":
			return fmt.Errorf("a local version with ~=: %w", ErrMalformed)
		}
	default:
		switch {
		case wildcard:
			return fmt.Errorf("a wildcard with %s: %w", sp.op, ErrMalformed)
		case v.local != "":
			return fmt.Errorf("a local version with %s: %w", sp.op, ErrMalformed)
		}
	}
	return nil
}

// String is the list as the library wrote it: specifiers joined by ",",
// alternatives by "||".
func (ss Specifiers) String() string {
	gs := make([]string, len(ss.groups))
	for i, g := range ss.groups {
		ts := make([]string, len(g))
		for k, sp := range g {
			ts[k] = sp.text
		}
		gs[i] = strings.Join(ts, ",")
	}
	return strings.Join(gs, "||")
}

// Check reports whether v satisfies the list. Pre-releases are compared
// like any version, except that "<V" excludes pre-releases of V's own
// release unless V is a pre-release.
func (ss Specifiers) Check(v Version) bool { return ss.check(v) }

// CheckPreRelease is Check for a caller that has decided pre-releases are
// wanted: "<V" then admits V's own pre-releases too.
func (ss Specifiers) CheckPreRelease(v Version) bool {
	v.preReleaseIncluded = true
	return ss.check(v)
}

func (ss Specifiers) check(v Version) bool {
	for _, g := range ss.groups {
		ok := true
		for _, sp := range g {
			if !sp.check(v) {
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

// mustParse parses a version the specifier already validated.
func mustParse(s string) Version {
	v, err := Parse(s)
	if err != nil {
		panic(fmt.Sprintf("pep440: validated version %q: %v", s, err))
	}
	return v
}

func (sp specifier) check(v Version) bool {
	switch sp.op {
	case "", "=", "==":
		return equal(v, sp.version)
	case "!=":
		return !equal(v, sp.version)
	case "<":
		s := mustParse(sp.version)
		if !v.LessThan(s) {
			return false
		}
		return s.IsPreRelease() || !v.IsPreRelease() || !v.base().Equal(s.base())
	case ">":
		s := mustParse(sp.version)
		if !v.GreaterThan(s) {
			return false
		}
		if !s.IsPostRelease() && v.IsPostRelease() && v.base().Equal(s.base()) {
			return false
		}
		return v.local == "" || !v.base().Equal(s.base())
	case "<=":
		return v.withoutLocal().LessThanOrEqual(mustParse(sp.version))
	case ">=":
		return v.withoutLocal().GreaterThanOrEqual(mustParse(sp.version))
	case "~=":
		return compatible(v, sp.version)
	case "===":
		return strings.EqualFold(v.String(), sp.version)
	}
	return false
}

// equal is ==: with a wildcard, the version's leading parts as written
// by versionSplit; without, PEP 440 equality, ignoring v's local version
// unless the specifier names one.
func equal(v Version, spec string) bool {
	if prefix, ok := strings.CutSuffix(spec, ".*"); ok {
		want := versionSplit(prefix)
		have := versionSplit(v.withoutLocal().String())
		if len(have) > len(want) {
			have = have[:len(want)]
		}
		a, b := padVersion(want, have)
		return slices.Equal(a, b)
	}
	s := mustParse(spec)
	if s.local == "" {
		v = v.withoutLocal()
	}
	return s.Equal(v)
}

// compatible is ~=: at least the version, and equal to it with its last
// release number dropped and a wildcard added.
func compatible(v Version, spec string) bool {
	var prefix []string
	for _, s := range versionSplit(spec) {
		if strings.HasPrefix(s, "post") || strings.HasPrefix(s, "dev") {
			break
		}
		prefix = append(prefix, s)
	}
	p := strings.Join(prefix[:len(prefix)-1], ".") + ".*"
	return v.withoutLocal().GreaterThanOrEqual(mustParse(spec)) && equal(v, p)
}

// versionSplit splits a version at its dots and splits a part such as
// "5rc1" (a number and a pre-release) in two.
func versionSplit(version string) []string {
	var out []string
	for _, p := range strings.Split(version, ".") {
		if n := numberThenPre(p); n > 0 {
			out = append(out, p[:n], p[n:])
		} else {
			out = append(out, p)
		}
	}
	return out
}

// numberThenPre returns the length of p's number when p is digits then
// a, b, c or rc then digits; 0 otherwise.
func numberThenPre(p string) int {
	n := 0
	for n < len(p) && '0' <= p[n] && p[n] <= '9' {
		n++
	}
	if n == 0 {
		return 0
	}
	rest := p[n:]
	switch {
	case strings.HasPrefix(rest, "rc"):
		rest = rest[2:]
	case strings.HasPrefix(rest, "a"), strings.HasPrefix(rest, "b"), strings.HasPrefix(rest, "c"):
		rest = rest[1:]
	default:
		return 0
	}
	if rest == "" {
		return 0
	}
	for i := 0; i < len(rest); i++ {
		if rest[i] < '0' || rest[i] > '9' {
			return 0
		}
	}
	return n
}

// padVersion pads the numeric parts of left and right to the same count
// with zeros. It keeps the library's reading exactly: the numeric parts
// are collected from anywhere in each list, and right's remainder is
// taken from left.
func padVersion(left, right []string) ([]string, []string) {
	var leftRelease, rightRelease []string
	for _, l := range left {
		if isInt(l) {
			leftRelease = append(leftRelease, l)
		}
	}
	for _, r := range right {
		if isInt(r) {
			rightRelease = append(rightRelease, r)
		}
	}
	leftRest := left[len(leftRelease):]
	var rightRest []string
	if len(rightRelease) <= len(left) {
		rightRest = left[len(rightRelease):]
	}
	for i := 0; i < len(leftRelease)-len(rightRelease); i++ {
		rightRelease = append(rightRelease, "0")
	}
	for i := 0; i < len(rightRelease)-len(leftRelease); i++ {
		leftRelease = append(leftRelease, "0")
	}
	return append(leftRelease, leftRest...), append(rightRelease, rightRest...)
}

func isInt(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}
