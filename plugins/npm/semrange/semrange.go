package semrange

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/pkgdocs/pkgdocs/plugins/internal/semver"
)

// Kind says what a version spec is.
type Kind int

const (
	Tag   Kind = iota // a dist-tag such as "latest" or "next"
	Exact             // one version: "1.2.3", "v1.2.3", "=1.2.3"
	Range             // a semver range: "^1.2", "1.x || >=3", "1 - 2"
)

func (k Kind) String() string {
	switch k {
	case Exact:
		return "exact"
	case Range:
		return "range"
	}
	return "tag"
}

// Spec is a parsed version spec.
type Spec struct {
	Raw        string
	Kind       Kind
	Version    string // normalized version when Kind == Exact
	constraint *semver.Constraints
}

// Parse classifies spec. An empty spec is the range "*".
func Parse(spec string) (Spec, error) {
	raw := spec
	spec = strings.TrimSpace(spec)
	if spec == "" {
		spec = "*"
	}
	if v, err := exact(spec); err == nil {
		return Spec{Raw: raw, Kind: Exact, Version: v.String()}, nil
	}
	if c, err := semver.ParseConstraints(spec); err == nil {
		return Spec{Raw: raw, Kind: Range, constraint: c}, nil
	}
	if looksLikeRange(spec) {
		return Spec{}, fmt.Errorf("invalid version range %q", raw)
	}
	return Spec{Raw: raw, Kind: Tag}, nil
}

// exact parses a full version with an optional "v" or "=" in front.
func exact(s string) (*semver.Version, error) {
	s = strings.TrimPrefix(strings.TrimSpace(strings.TrimPrefix(s, "=")), "v")
	return semver.ParseStrict(s)
}

// looksLikeRange spots specs that were meant as ranges but do not parse, so
// they fail instead of being looked up as a tag.
func looksLikeRange(s string) bool {
	if s == "" {
		return false
	}
	c := s[0]
	return strings.ContainsAny(s, " <>=^~|*") || ('0' <= c && c <= '9')
}

// IsVersion reports whether s is one exact version.
func IsVersion(s string) bool {
	_, err := exact(s)
	return err == nil
}

// Satisfies reports whether version v is allowed by the spec.
func (s Spec) Satisfies(v string) bool {
	sv, err := semver.ParseStrict(v)
	if err != nil {
		return false
	}
	switch s.Kind {
	case Exact:
		return sv.String() == s.Version
	case Range:
		return s.constraint.Check(sv) && prereleaseOK(s.Raw, sv)
	}
	return false
}

// Max returns the highest version in versions that the spec allows, or ""
// when none does. Unparseable versions are skipped. For a Tag spec it
// returns "": tags are resolved through dist-tags, not by ordering.
func (s Spec) Max(versions []string) string {
	var best *semver.Version
	for _, v := range versions {
		sv, err := semver.ParseStrict(v)
		if err != nil || !s.Satisfies(v) {
			continue
		}
		if best == nil || sv.GreaterThan(best) {
			best = sv
		}
	}
	if best == nil {
		return ""
	}
	return best.Original()
}

// prereleaseVersion finds the versions written in a range.
var prereleaseVersion = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`v?(\d+)\.(\d+)\.(\d+)-[0-9A-Za-z.-]+`) })

// prereleaseOK applies node-semver's rule: a prerelease version satisfies a
// range only if the range names a prerelease of the same major.minor.patch.
func prereleaseOK(raw string, v *semver.Version) bool {
	if v.Prerelease() == "" {
		return true
	}
	for _, m := range prereleaseVersion().FindAllStringSubmatch(raw, -1) {
		if m[1] == fmt.Sprint(v.Major()) && m[2] == fmt.Sprint(v.Minor()) && m[3] == fmt.Sprint(v.Patch()) {
			return true
		}
	}
	return false
}

// Sort orders versions ascending by semver precedence; versions that do not
// parse go first, in their original order.
func Sort(versions []string) {
	sort.SliceStable(versions, func(i, j int) bool {
		a, errA := semver.ParseStrict(versions[i])
		b, errB := semver.ParseStrict(versions[j])
		switch {
		case errA != nil:
			return errB == nil
		case errB != nil:
			return false
		}
		return a.LessThan(b)
	})
}
