package sitepkgs

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
)

// PlaceholderVersion reports whether v is the version a build writes when
// it could not learn the real one: a release of zeros (0, 0.0, 0.0.0),
// maybe with a dev or local part. setuptools-scm, hatch-vcs and
// versioneer write it when they build from a tree without the
// repository's tags, as Debian builds several python3-* packages
// (their *.egg-info or *.dist-info is named name-0.0.0).
func PlaceholderVersion(v string) bool {
	v = strings.ToLower(strings.TrimSpace(v))
	if v == "" {
		return false
	}
	v, _, _ = strings.Cut(v, "+")
	if i := strings.Index(v, ".dev"); i >= 0 {
		v = v[:i]
	}
	if v == "" {
		return true // "+unknown"
	}
	for _, part := range strings.Split(v, ".") {
		if part != "0" {
			return false
		}
	}
	return true
}

// StatedVersion returns, for a distribution whose metadata carries a
// placeholder version (see PlaceholderVersion), the version stated by
// what installed it or by its own source: the Debian package that dpkg
// says installed its metadata (the package's upstream version), else a
// literal __version__ in its top-level module. from says where the
// version came from, for the answer's notes; ok is false when neither
// states one. The caller validates the version.
func (d Dist) StatedVersion() (version, from string, ok bool) {
	if own := dpkgRecord(d.Dir); own.pkg != "" {
		if dv := dpkgVersion(own.pkg); dv != "" {
			if up := debianUpstream(dv); up != "" && !PlaceholderVersion(up) {
				return up, fmt.Sprintf("the Debian package %s (%s) that installed it", own.pkg, dv), true
			}
		}
	}
	for _, name := range d.ImportNames() {
		if strings.Contains(name, ".") {
			continue
		}
		for _, rel := range []string{filepath.Join(name, "__init__.py"), name + ".py"} {
			p := filepath.Join(d.SitePackages, rel)
			if v := literalVersion(p); v != "" && !PlaceholderVersion(v) {
				return v, fmt.Sprintf("the literal __version__ in %s", p), true
			}
		}
	}
	return "", "", false
}

// versionAssign matches a module-level `__version__ = "1.2.3"` (a
// string literal, maybe annotated), the only form read without running
// the module.
var versionAssign = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)^__version__\s*(?::\s*str\s*)?=\s*['"]([0-9][0-9A-Za-z.+!_-]{0,63})['"]\s*(?:#.*)?$`)
})

// maxVersionScan bounds how much of a module is read for __version__:
// it sits near the top.
const maxVersionScan = 1 << 20

func literalVersion(path string) string {
	b, err := readSmall(path, maxVersionScan)
	if err != nil {
		return ""
	}
	m := versionAssign().FindSubmatch(b)
	if m == nil {
		return ""
	}
	return string(m[1])
}
