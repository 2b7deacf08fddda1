package modresolve

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/module"
	"golang.org/x/mod/semver"
)

// LatestRelease picks what the go command calls the latest version from a
// proxy's list: the highest release (neither pre-release nor
// pseudo-version), else the highest pre-release, else the highest
// pseudo-version. Retracted versions are skipped unless nothing else is
// left, and +incompatible versions count only when the module has no
// compatible release. Invalid entries are ignored; "" means none.
func LatestRelease(versions []string, retracted []Retraction) string {
	return latestRelease(versions, retracted, false)
}

// LatestReleaseIncompatible is LatestRelease for a module whose latest
// compatible version has no go.mod file: its +incompatible versions
// (v2+ tags of a repository without go.mod) compete too, as the go
// command's @latest lets them (cmd/go's queryMatcher.filterVersions).
func LatestReleaseIncompatible(versions []string, retracted []Retraction) string {
	return latestRelease(versions, retracted, true)
}

func latestRelease(versions []string, retracted []Retraction, incompatible bool) string {
	var valid []string
	for _, v := range versions {
		if semver.IsValid(v) && (v == semver.Canonical(v) || strings.HasSuffix(v, "+incompatible")) {
			valid = append(valid, v)
		}
	}
	pick := func(vs []string) string {
		var rel, pre, pseudo string
		compatible := slices.ContainsFunc(vs, func(v string) bool {
			return !strings.HasSuffix(v, "+incompatible") && semver.Prerelease(v) == "" && !module.IsPseudoVersion(v)
		})
		for _, v := range vs {
			if compatible && !incompatible && strings.HasSuffix(v, "+incompatible") {
				continue
			}
			switch {
			case module.IsPseudoVersion(v):
				if semver.Compare(v, pseudo) > 0 {
					pseudo = v
				}
			case semver.Prerelease(v) != "":
				if semver.Compare(v, pre) > 0 {
					pre = v
				}
			default:
				if semver.Compare(v, rel) > 0 {
					rel = v
				}
			}
		}
		return cmp.Or(rel, pre, pseudo)
	}
	notRetracted := slices.DeleteFunc(slices.Clone(valid), func(v string) bool {
		_, r := IsRetracted(v, retracted)
		return r
	})
	if v := pick(notRetracted); v != "" {
		return v
	}
	return pick(valid)
}

// Query resolves a version query against a version list the way
// `go get mod@query` does for the forms that need no repository access:
// a canonical version ("v1.2.3"), a prefix ("v1", "v1.2": highest
// matching release), or a comparison ("<v1.2.0", ">=v1.1"). The boolean
// is false when the query is of another kind (a branch or commit: ask the
// proxy) or nothing matches. Prefixes and comparisons match tagged
// versions only, never a pseudo-version, as the go command's do (its
// proxy client drops pseudo-versions from the list): "<v0.1.0" of a
// module whose first tag is v0.1.0 matches nothing, not the last commit
// before it.
func Query(query string, versions []string, retracted []Retraction) (string, bool, error) {
	switch {
	case query == "" || query == "latest" || query == "upgrade" || query == "patch":
		v := LatestRelease(versions, retracted)
		return v, v != "", nil
	case strings.HasPrefix(query, "<") || strings.HasPrefix(query, ">"):
		op, bound := query[:1], query[1:]
		if strings.HasPrefix(bound, "=") {
			op, bound = op+"=", bound[1:]
		}
		if !semver.IsValid(bound) {
			return "", false, fmt.Errorf("invalid version query %q: %q is not a semantic version", query, bound)
		}
		var match []string
		for _, v := range versions {
			if !semver.IsValid(v) || module.IsPseudoVersion(v) {
				continue
			}
			c := semver.Compare(v, bound)
			if op == "<" && c < 0 || op == "<=" && c <= 0 || op == ">" && c > 0 || op == ">=" && c >= 0 {
				match = append(match, v)
			}
		}
		if op == "<" || op == "<=" {
			v := LatestRelease(match, retracted)
			return v, v != "", nil
		}
		// ">" and ">=" pick the lowest matching release, as the go command
		// does.
		var rel []string
		for _, v := range match {
			if semver.Prerelease(v) == "" && !module.IsPseudoVersion(v) {
				rel = append(rel, v)
			}
		}
		if len(rel) == 0 {
			rel = match
		}
		semver.Sort(rel)
		if len(rel) == 0 {
			return "", false, nil
		}
		return rel[0], true, nil
	case semver.IsValid(query) && query == semver.Canonical(query):
		return query, true, nil
	case semver.IsValid(query):
		// A prefix such as v1 or v1.2 (semver.IsValid accepts them; the
		// canonical form adds .0).
		var match []string
		for _, v := range versions {
			if semver.IsValid(v) && !module.IsPseudoVersion(v) && (strings.HasPrefix(v, query+".") || strings.HasPrefix(v, query+"-")) {
				match = append(match, v)
			}
		}
		v := LatestRelease(match, retracted)
		return v, v != "", nil
	}
	return "", false, nil
}

// Retraction is one retract directive of a module's go.mod.
type Retraction struct {
	Low, High string
	Rationale string
}

// Retractions parses the retract directives of a go.mod file (normally
// the latest version's, which is where the go command reads them).
func Retractions(gomod []byte) ([]Retraction, error) {
	f, err := modfile.ParseLax("go.mod", gomod, nil)
	if err != nil {
		return nil, fmt.Errorf("parse go.mod: %w", err)
	}
	var out []Retraction
	for _, r := range f.Retract {
		out = append(out, Retraction{Low: r.Low, High: r.High, Rationale: r.Rationale})
	}
	return out, nil
}

// IsRetracted reports whether v falls in a retraction.
func IsRetracted(v string, rs []Retraction) (Retraction, bool) {
	for _, r := range rs {
		if semver.Compare(r.Low, v) <= 0 && semver.Compare(v, r.High) <= 0 {
			return r, true
		}
	}
	return Retraction{}, false
}

// ModuleDeprecation returns the "Deprecated:" comment of a go.mod's
// module directive.
func ModuleDeprecation(gomod []byte) string {
	f, err := modfile.ParseLax("go.mod", gomod, nil)
	if err != nil || f.Module == nil {
		return ""
	}
	return f.Module.Deprecated
}

// Prefixes returns the module paths that could hold package path, longest
// first, skipping prefixes the module path rules reject (like the go
// command's lookup order).
func Prefixes(pkg string) []string {
	var out []string
	for p := pkg; p != "" && p != "."; {
		if module.CheckPath(p) == nil {
			out = append(out, p)
		}
		i := strings.LastIndex(p, "/")
		if i < 0 {
			break
		}
		p = p[:i]
	}
	return out
}
