package cargoreq

import (
	"fmt"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/internal/semver"
)

// Req is a parsed requirement.
type Req struct {
	raw string
	c   *semver.Constraints
}

// Parse reads a Cargo requirement. The empty string and "*" match any
// release.
func Parse(s string) (*Req, error) {
	s = strings.TrimSpace(s)
	if len(s) > 256 {
		return nil, fmt.Errorf("version requirement of %d bytes is too long", len(s))
	}
	if s == "" || s == "*" {
		c, _ := semver.ParseConstraints("*")
		return &Req{raw: "*", c: c}, nil
	}
	parts := strings.Split(s, ",")
	for i, p := range parts {
		p = strings.TrimSpace(p)
		if p == "" {
			return nil, fmt.Errorf("invalid version requirement %q: empty term", s)
		}
		if c := p[0]; c >= '0' && c <= '9' {
			p = "^" + p
		}
		if strings.ContainsAny(p, "|") {
			return nil, fmt.Errorf("invalid version requirement %q: Cargo has no ||", s)
		}
		parts[i] = p
	}
	c, err := semver.ParseConstraints(strings.Join(parts, ", "))
	if err != nil {
		return nil, fmt.Errorf("invalid version requirement %q: %w", s, err)
	}
	return &Req{raw: s, c: c}, nil
}

func (r *Req) String() string { return r.raw }

// Exact returns the version an "=x.y.z" requirement pins, or "".
func (r *Req) Exact() string {
	s := strings.TrimSpace(r.raw)
	if !strings.HasPrefix(s, "=") || strings.Contains(s, ",") {
		return ""
	}
	v, err := semver.ParseStrict(strings.TrimSpace(s[1:]))
	if err != nil {
		return ""
	}
	return v.Original()
}

// Matches says whether version v satisfies the requirement.
func (r *Req) Matches(v string) bool {
	sv, err := semver.ParseLoose(v)
	if err != nil {
		return false
	}
	return r.c.Check(sv)
}

// Candidate is a published version.
type Candidate struct {
	Version string
	Yanked  bool
}

// Best returns the highest matching version that is not yanked, or ""
// when none matches. Pre-releases match only a requirement that names a
// pre-release, as in Cargo.
func (r *Req) Best(cands []Candidate) string {
	var best *semver.Version
	for _, c := range cands {
		if c.Yanked {
			continue
		}
		v, err := semver.ParseLoose(c.Version)
		if err != nil || !r.c.Check(v) {
			continue
		}
		if best == nil || v.GreaterThan(best) {
			best = v
		}
	}
	if best == nil {
		return ""
	}
	return best.Original()
}

// Latest returns the highest version that is neither yanked nor a
// pre-release, falling back to the highest pre-release when there is no
// release.
func Latest(cands []Candidate) string {
	var rel, pre *semver.Version
	for _, c := range cands {
		if c.Yanked {
			continue
		}
		v, err := semver.ParseLoose(c.Version)
		if err != nil {
			continue
		}
		if v.Prerelease() == "" {
			if rel == nil || v.GreaterThan(rel) {
				rel = v
			}
		} else if pre == nil || v.GreaterThan(pre) {
			pre = v
		}
	}
	switch {
	case rel != nil:
		return rel.Original()
	case pre != nil:
		return pre.Original()
	}
	return ""
}

// Sort orders versions ascending by semver; unparsable ones last.
func Sort(vs []string) {
	sort.SliceStable(vs, func(i, j int) bool {
		a, ea := semver.ParseLoose(vs[i])
		b, eb := semver.ParseLoose(vs[j])
		if ea != nil || eb != nil {
			return ea == nil
		}
		return a.LessThan(b)
	})
}
