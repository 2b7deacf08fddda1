package pkgref

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"unicode/utf8"
)

// MaxLen bounds a reference: the longest real repository URLs are far
// shorter, and anything longer is refused before it is parsed.
const MaxLen = 512

// Kind says how a reference was written.
type Kind int

const (
	// URL: https://host/owner/repo(.git) or ssh://[user@]host[:port]/path.
	URL Kind = iota + 1
	// SCP: git@host:owner/repo(.git), rewritten to an ssh URL.
	SCP
	// GitHub: owner/repo, meaning https://github.com/owner/repo.git.
	GitHub
	// Identity: a bare package identity (swift-argument-parser, or a
	// registry's scope.name); found in the project or in a registry.
	Identity
)

// Ref is a validated package reference.
type Ref struct {
	Kind Kind
	// URL is the repository URL for URL, SCP and GitHub references: https
	// or ssh only, never with credentials, a query or a fragment.
	URL string
	// Identity is SwiftPM's identity of the package: the last path
	// component of the URL without ".git", or the identity as given, lower
	// case.
	Identity string
	// Scope and Name are set when the reference can be a registry identity
	// (scope.name).
	Scope, Name string
	// Module narrows the answer to one product or target; "" means all.
	Module string
	// Owner and Repo are the GitHub owner and repository when URL is on
	// github.com.
	Owner, Repo string
	// Alt is the other reading of a two-part reference that is both a
	// GitHub owner/repo and an identity/Module.
	Alt *Ref
}

// Error is an invalid reference; providers map it to InvalidArgument.
type Error struct{ Reason string }

func (e *Error) Error() string { return "invalid Swift package reference: " + e.Reason }

func invalid(format string, args ...any) error { return &Error{Reason: fmt.Sprintf(format, args...)} }

var (
	hostRE      = regexp.MustCompile(`^[A-Za-z0-9]([A-Za-z0-9-]{0,62})(\.[A-Za-z0-9]([A-Za-z0-9-]{0,62}))*$`)
	segmentRE   = regexp.MustCompile(`^[A-Za-z0-9_][A-Za-z0-9._~-]{0,99}$`)
	ownerRE     = regexp.MustCompile(`^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$`)
	repoRE      = regexp.MustCompile(`^[A-Za-z0-9_.-]{1,100}$`)
	identityRE  = regexp.MustCompile(`^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$`)
	scopeRE     = regexp.MustCompile(`^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$`)
	regNameRE   = regexp.MustCompile(`^[A-Za-z0-9](?:[A-Za-z0-9_-]{0,99})$`)
	moduleRE    = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_-]{0,127}$`)
	scpRE       = regexp.MustCompile(`^([A-Za-z0-9_][A-Za-z0-9._-]{0,63})@([^:/]+):(.+)$`)
	userRE      = regexp.MustCompile(`^[A-Za-z0-9_][A-Za-z0-9._-]{0,63}$`)
	schemeishRE = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]*:`)
)

// Parse validates s. It does no I/O.
func Parse(s string) (Ref, error) {
	if s == "" {
		return Ref{}, invalid("empty")
	}
	if len(s) > MaxLen {
		return Ref{}, invalid("%d bytes, over the %d-byte limit", len(s), MaxLen)
	}
	if !utf8.ValidString(s) {
		return Ref{}, invalid("not UTF-8")
	}
	for _, r := range s {
		if r <= ' ' || r == 0x7f || r == '\\' || r > 0x7e {
			return Ref{}, invalid("%q: control, space, backslash or non-ASCII character", s)
		}
	}
	if strings.HasPrefix(s, "-") {
		return Ref{}, invalid("%q starts with '-'", s)
	}
	if strings.Contains(s, "::") {
		return Ref{}, invalid("%q: git transport syntax (::) is not allowed", s)
	}
	switch {
	case strings.HasPrefix(s, "https://") || strings.HasPrefix(s, "ssh://"):
		return parseURL(s)
	case scpRE.MatchString(s):
		m := scpRE.FindStringSubmatch(s)
		if !hostRE.MatchString(m[2]) {
			return Ref{}, invalid("%q: bad host", s)
		}
		return parseURL("ssh://" + m[1] + "@" + m[2] + "/" + strings.TrimPrefix(m[3], "/"))
	case schemeishRE.MatchString(s):
		return Ref{}, invalid("%q: only https:// and ssh:// repository URLs are allowed", s)
	}
	parts := strings.Split(s, "/")
	if len(parts) >= 3 && strings.Contains(parts[0], ".") && hostRE.MatchString(parts[0]) {
		// github.com/apple/swift-nio: a URL without its scheme
		return parseURL("https://" + s)
	}
	switch len(parts) {
	case 1:
		return identity(parts[0], "")
	case 2:
		// owner/repo, or identity/Module: both readings when both fit; the
		// caller prefers the identity when the project pins it.
		id, idErr := identity(parts[0], parts[1])
		gh, ghErr := github(parts[0], parts[1], "")
		switch {
		case ghErr == nil && idErr == nil:
			gh.Alt = &id
			return gh, nil
		case ghErr == nil:
			return gh, nil
		}
		return id, idErr
	case 3:
		if !moduleRE.MatchString(parts[2]) {
			return Ref{}, invalid("%q: bad module name %q", s, parts[2])
		}
		return github(parts[0], parts[1], parts[2])
	}
	return Ref{}, invalid("%q: want a URL, owner/repo[/Module], or an identity[/Module]", s)
}

func github(owner, repo, module string) (Ref, error) {
	if !ownerRE.MatchString(owner) || !repoRE.MatchString(repo) || repo == "." || repo == ".." {
		return Ref{}, invalid("%q: not a GitHub owner/repo", owner+"/"+repo)
	}
	repo = strings.TrimSuffix(repo, ".git")
	return Ref{Kind: GitHub, URL: "https://github.com/" + owner + "/" + repo + ".git", Identity: strings.ToLower(repo),
		Module: module, Owner: owner, Repo: repo}, nil
}

func identity(id, module string) (Ref, error) {
	if !identityRE.MatchString(id) || strings.Contains(id, "..") {
		return Ref{}, invalid("%q: not a package identity", id)
	}
	if module != "" && !moduleRE.MatchString(module) {
		return Ref{}, invalid("%q: bad module name", module)
	}
	r := Ref{Kind: Identity, Identity: strings.ToLower(id), Module: module}
	if scope, name, ok := strings.Cut(id, "."); ok && scopeRE.MatchString(scope) && regNameRE.MatchString(name) {
		r.Scope, r.Name = scope, name
	}
	return r, nil
}

func parseURL(s string) (Ref, error) {
	u, err := url.Parse(s)
	if err != nil {
		return Ref{}, invalid("%q: %v", s, err)
	}
	if u.RawQuery != "" || u.Fragment != "" || u.Opaque != "" {
		return Ref{}, invalid("%q: a repository URL has no query or fragment", s)
	}
	if _, hasPw := u.User.Password(); hasPw || u.Scheme == "https" && u.User != nil {
		return Ref{}, invalid("%q: credentials in URLs are not accepted; configure them in netrc or the registry configuration", s)
	}
	if u.User != nil && !userRE.MatchString(u.User.Username()) {
		return Ref{}, invalid("%q: bad user name", s)
	}
	host := u.Hostname()
	if !hostRE.MatchString(host) {
		return Ref{}, invalid("%q: bad host", s)
	}
	if p := u.Port(); p != "" {
		for _, c := range p {
			if c < '0' || c > '9' {
				return Ref{}, invalid("%q: bad port", s)
			}
		}
	}
	path := strings.Trim(u.Path, "/")
	segs := strings.Split(path, "/")
	if path == "" || len(segs) > 8 {
		return Ref{}, invalid("%q: want host/owner/repo", s)
	}
	for _, seg := range segs {
		if !segmentRE.MatchString(seg) || seg == "." || seg == ".." {
			return Ref{}, invalid("%q: bad path segment %q", s, seg)
		}
	}
	last := strings.TrimSuffix(segs[len(segs)-1], ".git")
	if last == "" {
		return Ref{}, invalid("%q: no repository name", s)
	}
	r := Ref{Kind: URL, URL: u.String(), Identity: strings.ToLower(last)}
	if strings.HasPrefix(s, "ssh://") && !strings.Contains(s[len("ssh://"):], "://") {
		r.Kind = URL
	}
	if strings.EqualFold(host, "github.com") && len(segs) == 2 {
		r.Owner, r.Repo = segs[0], last
	}
	return r, nil
}

// IdentityOf returns SwiftPM's identity for a repository location (URL,
// scp-like or path): its last path component without ".git", lower case.
func IdentityOf(location string) string {
	l := strings.TrimRight(location, "/")
	if i := strings.LastIndexAny(l, "/:"); i >= 0 {
		l = l[i+1:]
	}
	return strings.ToLower(strings.TrimSuffix(l, ".git"))
}
