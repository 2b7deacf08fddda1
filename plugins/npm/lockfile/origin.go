package lockfile

import (
	"net/url"
	"strings"
)

// SpecOrigin says whether s, a package.json range or a lockfile's
// recorded spec, resolution or URL for a package, names a source other
// than a registry, and returns it then: a git repository ("git+ssh://…#sha", "github:owner/repo#sha",
// "owner/repo"), a tarball URL that is not a registry's, a tarball or
// directory on disk ("file:…"). A registry's tarball URL (its path ends
// in "/-/<name>-<version>.tgz", as every npm registry serves them) is not
// an origin: its version is the registry's.
func SpecOrigin(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", false
	}
	for _, p := range []string{"git+", "git:", "git@", "github:", "gitlab:", "bitbucket:", "gist:", "file:"} {
		if strings.HasPrefix(s, p) {
			return s, true
		}
	}
	if strings.HasPrefix(s, "http://") || strings.HasPrefix(s, "https://") {
		if registryTarball(s) {
			return "", false
		}
		return s, true
	}
	// The GitHub shorthand "owner/repo" (maybe "#ref"): a slash, no
	// protocol, not a scoped name.
	repo, _, _ := strings.Cut(s, "#")
	if owner, name, ok := strings.Cut(repo, "/"); ok && owner != "" && name != "" && !strings.ContainsAny(repo, "@:") && !strings.Contains(name, "/") {
		return s, true
	}
	return "", false
}

// registryTarball reports whether u is a registry's tarball URL: a path
// ending in "/-/<file>.tgz".
func registryTarball(u string) bool {
	p, err := url.Parse(u)
	if err != nil {
		return false
	}
	dir, file, ok := strings.Cut(p.Path, "/-/")
	return ok && dir != "" && strings.HasSuffix(file, ".tgz") && !strings.Contains(file, "/")
}
