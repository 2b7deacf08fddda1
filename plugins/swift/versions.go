package swift

import (
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/pkgdocs/pkgdocs/plugins/internal/semver"
	"github.com/pkgdocs/pkgdocs/plugins/swift/manifest"
	"github.com/pkgdocs/pkgdocs/sdk"
)

var (
	revisionRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[0-9a-f]{7,40}$`) })
	branchRE   = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z0-9_][A-Za-z0-9._/-]{0,99}$`) })
	strictRE   = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^v?\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$`)
	})
)

// parseVersionArg reads the version an agent asked for: an exact version
// ("1.2.3", "v1.2.3"), a SwiftPM requirement ("from: 1.2.0", "1.0.0..<2.0.0",
// "1.0.0...1.5.0", "exact: 1.2.3", "branch: main", "revision: abc123"),
// "<2.0.0" (the newest release before it, as check_package_api asks), a
// revision (hex) or a branch name. "" is the zero Requirement (the
// project's version, else the latest); "latest" is Kind "latest".
func parseVersionArg(v string) (manifest.Requirement, error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return manifest.Requirement{}, nil
	}
	if v == "latest" {
		// the newest release, whatever the project pins
		return manifest.Requirement{Kind: "latest"}, nil
	}
	if len(v) > 200 {
		return manifest.Requirement{}, sdk.InvalidArgument("version is %d bytes; want a version, a requirement, a branch or a revision", len(v))
	}
	if label, rest, ok := strings.Cut(v, ":"); ok {
		rest = strings.Trim(strings.TrimSpace(rest), `"`)
		switch strings.TrimSpace(label) {
		case "from", "upToNextMajor":
			return requirementOf("from", rest)
		case "upToNextMinor":
			return requirementOf("upToNextMinor", rest)
		case "exact":
			return requirementOf("exact", rest)
		case "branch":
			if !branchRE().MatchString(rest) || strings.Contains(rest, "..") {
				return manifest.Requirement{}, sdk.InvalidArgument("bad branch name %q", rest)
			}
			return manifest.Requirement{Kind: "branch", Value: rest}, nil
		case "revision":
			if !revisionRE().MatchString(rest) {
				return manifest.Requirement{}, sdk.InvalidArgument("bad revision %q: want 7 to 40 lower-case hex digits", rest)
			}
			return manifest.Requirement{Kind: "revision", Value: rest}, nil
		}
		return manifest.Requirement{}, sdk.InvalidArgument("unknown requirement %q: want from:, upToNextMinor:, exact:, branch: or revision:", label)
	}
	if hi, ok := strings.CutPrefix(v, "<"); ok {
		// "<2.0.0": the newest release before 2.0.0, the query
		// check_package_api sends every provider for the release before
		// a major (SwiftPM itself writes it "..<2.0.0").
		hi = strings.TrimSpace(hi)
		if !strictRE().MatchString(hi) {
			return manifest.Requirement{}, sdk.InvalidArgument("bad version range %q", v)
		}
		return manifest.Requirement{Kind: "range", Value: "0.0.0", Upper: hi}, nil
	}
	for _, op := range []string{"..<", "..."} {
		if lo, hi, ok := strings.Cut(v, op); ok {
			kind := "range"
			if op == "..." {
				kind = "closedRange"
			}
			lo, hi = strings.Trim(strings.TrimSpace(lo), `"`), strings.Trim(strings.TrimSpace(hi), `"`)
			if !strictRE().MatchString(lo) || !strictRE().MatchString(hi) {
				return manifest.Requirement{}, sdk.InvalidArgument("bad version range %q", v)
			}
			return manifest.Requirement{Kind: kind, Value: lo, Upper: hi}, nil
		}
	}
	if strictRE().MatchString(v) {
		return manifest.Requirement{Kind: "exact", Value: v}, nil
	}
	if revisionRE().MatchString(v) && len(v) == 40 {
		return manifest.Requirement{Kind: "revision", Value: v}, nil
	}
	if branchRE().MatchString(v) && !strings.Contains(v, "..") && !strings.HasPrefix(v, "-") {
		return manifest.Requirement{Kind: "branch", Value: v}, nil
	}
	return manifest.Requirement{}, sdk.InvalidArgument("bad version %q: want 1.2.3, from: 1.2.0, 1.0.0..<2.0.0, a branch or a revision", v)
}

func requirementOf(kind, v string) (manifest.Requirement, error) {
	if !strictRE().MatchString(v) {
		return manifest.Requirement{}, sdk.InvalidArgument("bad version %q: want major.minor.patch", v)
	}
	return manifest.Requirement{Kind: kind, Value: v}, nil
}

// constraint turns a version requirement into a semver constraint; ok is
// false for branch, revision and empty requirements.
func constraint(r manifest.Requirement) (*semver.Constraints, bool) {
	var expr string
	switch r.Kind {
	case "from":
		expr = "^" + r.Value
	case "upToNextMinor":
		expr = "~" + r.Value
	case "exact":
		expr = "=" + r.Value
	case "range":
		expr = ">=" + r.Value + ", <" + r.Upper
	case "closedRange":
		expr = ">=" + r.Value + ", <=" + r.Upper
	default:
		return nil, false
	}
	c, err := semver.ParseConstraints(expr)
	return c, err == nil
}

// tagVersion is a tag that is a semantic version.
type tagVersion struct {
	tag string
	v   *semver.Version
}

// semverTags keeps the tags that are semantic versions (SwiftPM accepts
// "1.2.3" and "v1.2.3"), highest first.
func semverTags(tags []string) []tagVersion {
	var out []tagVersion
	for _, t := range tags {
		if !strictRE().MatchString(t) {
			continue
		}
		v, err := semver.ParseLoose(t)
		if err != nil {
			continue
		}
		out = append(out, tagVersion{t, v})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[j].v.LessThan(out[i].v) })
	return out
}

// pick returns the highest tag satisfying r (any release when r is
// zero), preferring releases over pre-releases unless r names a
// pre-release.
func pick(tags []tagVersion, r manifest.Requirement) (tagVersion, bool) {
	c, hasC := constraint(r)
	wantPre := strings.Contains(r.Value, "-")
	for pass := 0; pass < 2; pass++ {
		for _, t := range tags {
			if pass == 0 && t.v.Prerelease() != "" && !wantPre {
				continue
			}
			if hasC && !c.Check(t.v) {
				continue
			}
			return t, true
		}
	}
	return tagVersion{}, false
}

// latest is the highest release (else pre-release) tag.
func latest(tags []tagVersion) string {
	t, ok := pick(tags, manifest.Requirement{})
	if !ok {
		return ""
	}
	return t.plain()
}

// plain is the version without a tag's "v" prefix, as Package.swift
// and Package.resolved write it.
func (t tagVersion) plain() string { return strings.TrimPrefix(t.v.Original(), "v") }
