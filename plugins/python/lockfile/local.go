package lockfile

import (
	"net/url"
	"path/filepath"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
)

// Local is a dependency the project builds from a directory rather than
// from an index: pip's `-e PATH` and `PATH` lines, PEP 508 `name @
// file:...`, uv's `{ path = "..." }` source, Poetry's `{ path = "..." }`.
type Local struct {
	// Name is the distribution name when the declaration gives one
	// (`name @ file:`, `#egg=name`, a uv or Poetry key); "" for a bare
	// path, whose name is the directory's own metadata.
	Name string
	// Dir is the directory, absolute (relative paths are the declaring
	// file's directory's).
	Dir string
	// File is the file that declares it.
	File string
	// Editable is true for `-e` and `editable = true` / `develop = true`.
	Editable bool
	// Workspace marks a member of the uv workspace File is the root of.
	Workspace bool
}

// localRef reads a requirement line or -e value as a local directory:
// "./libs/x", "../x", "/abs/x", "file:///abs/x", "file:../x",
// "name @ file:///x", each optionally with "#egg=name". ok is false for
// a requirement on an index name or a remote URL.
func localRef(s, base string) (l Local, ok bool) {
	s = strings.TrimSpace(s)
	if i := strings.Index(s, ";"); i >= 0 {
		s = strings.TrimSpace(s[:i]) // markers
	}
	if name, rest, found := strings.Cut(s, "@"); found && !strings.ContainsAny(strings.TrimSpace(name), "/\\:") {
		n, _, _ := strings.Cut(strings.TrimSpace(name), "[")
		if !pyname.ValidDist(n) {
			return Local{}, false
		}
		l.Name, s = n, strings.TrimSpace(rest)
	}
	if p, frag, found := strings.Cut(s, "#"); found {
		s = p
		if q, err := url.ParseQuery(frag); err == nil && l.Name == "" {
			if egg := q.Get("egg"); pyname.ValidDist(egg) {
				l.Name = egg
			}
		}
	}
	switch {
	case strings.HasPrefix(s, "file://"):
		u, err := url.Parse(s)
		if err != nil || (u.Host != "" && u.Host != "localhost") {
			return Local{}, false
		}
		s = u.Path
	case strings.HasPrefix(s, "file:"):
		s = strings.TrimPrefix(s, "file:")
	case strings.HasPrefix(s, "."), strings.HasPrefix(s, "/"):
	default:
		return Local{}, false // an index name or a remote URL
	}
	if s == "" || strings.Contains(s, "${") {
		return Local{}, false // an unexpanded variable (pdm's ${PROJECT_ROOT}) names no directory here
	}
	if !filepath.IsAbs(s) {
		s = filepath.Join(base, filepath.FromSlash(s))
	}
	l.Dir = filepath.Clean(s)
	return l, true
}

// remoteRef reads a requirement that installs from a VCS repository or a
// URL, not an index: "name @ git+https://host/repo@ref", "name @
// https://host/x.whl", or pip's "git+https://host/repo@ref#egg=name".
func remoteRef(s string) (name, origin string, ok bool) {
	s = strings.TrimSpace(s)
	if i := strings.Index(s, ";"); i >= 0 {
		s = strings.TrimSpace(s[:i]) // markers
	}
	if n, rest, found := strings.Cut(s, "@"); found && !strings.ContainsAny(strings.TrimSpace(n), "/\\:") {
		n, _, _ = strings.Cut(strings.TrimSpace(n), "[")
		name, s = n, strings.TrimSpace(rest)
	}
	if !remoteScheme(s) {
		return "", "", false
	}
	origin = s
	if p, frag, found := strings.Cut(s, "#"); found {
		origin = p
		if q, err := url.ParseQuery(frag); err == nil && name == "" {
			name = q.Get("egg")
		}
	}
	if !pyname.ValidDist(name) {
		return "", "", false
	}
	return name, origin, true
}

// remoteScheme reports whether s is a VCS or network URL as pip takes
// them (git+, hg+, svn+, bzr+; http, https, ftp).
func remoteScheme(s string) bool {
	for _, p := range []string{"git+", "hg+", "svn+", "bzr+", "http://", "https://", "ftp://"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// isLocalPath reports whether a lockfile's file or URL field is a path on
// this machine (file:, absolute or relative), a directory or archive the
// project keeps.
func isLocalPath(s string) bool {
	return strings.HasPrefix(s, "file:") || strings.HasPrefix(s, "/") || strings.HasPrefix(s, ".") || strings.Contains(s, "${PROJECT_ROOT}")
}

// withRev joins a VCS URL and the revision a lockfile records, as pip
// writes them ("git+https://host/repo@sha"); the URL alone when rev is "".
func withRev(u, rev string) string {
	if rev == "" || strings.Contains(u, "@"+rev) {
		return u
	}
	return u + "@" + rev
}
