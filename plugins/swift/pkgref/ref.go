package pkgref

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"sync"
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

// The parts of a reference, each a character class and a length limit.
// The limits are checked apart rather than written as counted repetition
// ({0,62}): regexp compiles a count into that many copies of the class,
// and these few then took about 1.5 ms and 850 KB to compile, in every
// start of a binary that links this package.
var (
	// hostLabel is one dot-separated label of a host name (RFC 1123).
	hostLabel = newShape(`^[A-Za-z0-9][A-Za-z0-9-]*$`, 63)
	// pathSegment is one segment of a repository URL's path.
	pathSegment = newShape(`^[A-Za-z0-9_][A-Za-z0-9._~-]*$`, 100)
	// ownerName is a GitHub user or organisation; scopeName is a registry scope
	// (SE-0292), which has the same syntax.
	ownerName = newShape(`^[A-Za-z0-9][A-Za-z0-9-]*$`, 39)
	scopeName = ownerName
	// repoName is a GitHub repository name.
	repoName = newShape(`^[A-Za-z0-9_.-]+$`, 100)
	// identityName is a SwiftPM package identity.
	identityName = newShape(`^[A-Za-z0-9_][A-Za-z0-9._-]*$`, 128)
	// registryName is a registry package name (SE-0292).
	registryName = newShape(`^[A-Za-z0-9][A-Za-z0-9_-]*$`, 100)
	// moduleName is a product or target name.
	moduleName = newShape(`^[A-Za-z_][A-Za-z0-9_-]*$`, 128)
	// userName is the user name of an ssh URL or an scp-like reference.
	userName = newShape(`^[A-Za-z0-9_][A-Za-z0-9._-]*$`, 64)

	// scpRE is user@host:path; its user part is checked with userName.
	scpRE       = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^([^@]*)@([^:/]+):(.+)$`) })
	schemeishRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]*:`) })
)

// shape is the syntax of one part of a reference: a pattern that has no
// counted repetition and a length limit in bytes (its classes are ASCII, so
// bytes and characters agree). The pattern is compiled on first use.
type shape struct {
	re  func() *regexp.Regexp
	max int
}

func newShape(expr string, max int) shape {
	return shape{re: sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) }), max: max}
}

// match reports whether s has the shape: one to max bytes, matching its
// pattern.
func (sh shape) match(s string) bool {
	return s != "" && len(s) <= sh.max && sh.re().MatchString(s)
}

// validHost reports whether h is a host name: dot-separated labels, each
// a hostLabel.
func validHost(h string) bool {
	for label := range strings.SplitSeq(h, ".") {
		if !hostLabel.match(label) {
			return false
		}
	}
	return true
}

// scp splits an scp-like reference, user@host:path, with a valid user.
func scp(s string) (usr, host, path string, ok bool) {
	m := scpRE().FindStringSubmatch(s)
	if m == nil || !userName.match(m[1]) {
		return "", "", "", false
	}
	return m[1], m[2], m[3], true
}

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
	usr, host, path, isSCP := scp(s)
	switch {
	case strings.HasPrefix(s, "https://") || strings.HasPrefix(s, "ssh://"):
		return parseURL(s)
	case isSCP:
		if !validHost(host) {
			return Ref{}, invalid("%q: bad host", s)
		}
		return parseURL("ssh://" + usr + "@" + host + "/" + strings.TrimPrefix(path, "/"))
	case schemeishRE().MatchString(s):
		return Ref{}, invalid("%q: only https:// and ssh:// repository URLs are allowed", s)
	}
	parts := strings.Split(s, "/")
	if len(parts) >= 3 && strings.Contains(parts[0], ".") && validHost(parts[0]) {
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
		if !moduleName.match(parts[2]) {
			return Ref{}, invalid("%q: bad module name %q", s, parts[2])
		}
		return github(parts[0], parts[1], parts[2])
	}
	return Ref{}, invalid("%q: want a URL, owner/repo[/Module], or an identity[/Module]", s)
}

func github(owner, repo, module string) (Ref, error) {
	if !ownerName.match(owner) || !repoName.match(repo) || repo == "." || repo == ".." {
		return Ref{}, invalid("%q: not a GitHub owner/repo", owner+"/"+repo)
	}
	repo = strings.TrimSuffix(repo, ".git")
	return Ref{Kind: GitHub, URL: "https://github.com/" + owner + "/" + repo + ".git", Identity: strings.ToLower(repo),
		Module: module, Owner: owner, Repo: repo}, nil
}

func identity(id, module string) (Ref, error) {
	if !identityName.match(id) || strings.Contains(id, "..") {
		return Ref{}, invalid("%q: not a package identity", id)
	}
	if module != "" && !moduleName.match(module) {
		return Ref{}, invalid("%q: bad module name", module)
	}
	r := Ref{Kind: Identity, Identity: strings.ToLower(id), Module: module}
	if scope, name, ok := strings.Cut(id, "."); ok && scopeName.match(scope) && registryName.match(name) {
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
	if u.User != nil && !userName.match(u.User.Username()) {
		return Ref{}, invalid("%q: bad user name", s)
	}
	host := u.Hostname()
	if !validHost(host) {
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
		if !pathSegment.match(seg) || seg == "." || seg == ".." {
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
