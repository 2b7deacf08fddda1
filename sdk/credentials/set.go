package credentials

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
)

// Set is the credentials a provider may send, each keyed by where it may
// go. The zero Set is empty and ready to use; a nil *Set holds nothing. It
// is safe for concurrent use and must not be copied after first use.
type Set struct {
	mu    sync.RWMutex
	rules []rule
	hosts []hostRule
	// names are the headers any credential of the set uses: on a redirect
	// they are all removed before the new URL's credential is set.
	names map[string]bool
}

type rule struct {
	p    prefix
	c    Credential
	from string
}

// hostRule is a netrc "machine": a host name on any scheme, and on any
// port unless the machine names one.
type hostRule struct {
	host, port string
	c          Credential
}

// Add lets c be sent to every URL under prefix: "https://host[:port]/path"
// for one scheme, or the scheme-relative "//host[:port]/path" (how npm
// keys .npmrc credentials) for http and https. The prefix must carry no
// user name, password, query or fragment. A later Add for the same prefix
// replaces the earlier one.
func (s *Set) Add(prefix string, c Credential) error {
	if c.IsZero() {
		return fmt.Errorf("credentials: add %s: no credential", redact(prefix))
	}
	p, err := parsePrefix(prefix)
	if err != nil {
		return fmt.Errorf("credentials: add %s: %w", redact(prefix), err)
	}
	s.add(rule{p: p, c: c, from: "config"})
	return nil
}

func (s *Set) add(r rule) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.name(r.c)
	for i, old := range s.rules {
		if old.p.String() == r.p.String() {
			s.rules[i] = r
			return
		}
	}
	s.rules = append(s.rules, r)
}

// name records c's header; s.mu is held.
func (s *Set) name(c Credential) {
	if s.names == nil {
		s.names = map[string]bool{}
	}
	s.names[c.HeaderName()] = true
}

// FromUserinfo is the Basic credential in u's user name and password, if
// it has any.
func FromUserinfo(u *url.URL) (Credential, bool) {
	if u == nil || u.User == nil {
		return Credential{}, false
	}
	pw, _ := u.User.Password()
	return Basic(u.User.Username(), pw), true
}

// AddFromURL takes the user name and password out of rawURL (a GOPROXY
// entry, an index URL), adds them as a Basic credential for rawURL's own
// prefix (scheme, host, port and path), and returns the URL without them.
// A URL without userinfo comes back unchanged. For a credential meant for
// a whole host (pip sends index credentials to every path of the index's
// host), use FromUserinfo and Add with the host's root instead.
func (s *Set) AddFromURL(rawURL string) (string, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return "", fmt.Errorf("credentials: %s: %w", redact(rawURL), errNotHTTP)
	}
	c, ok := FromUserinfo(u)
	if !ok {
		return rawURL, nil
	}
	u.User = nil
	clean := *u
	u.RawQuery, u.ForceQuery, u.Fragment, u.RawFragment = "", false, "", ""
	p, err := parsePrefix(u.String())
	if err != nil {
		return "", fmt.Errorf("credentials: %s: %w", redact(rawURL), err)
	}
	s.add(rule{p: p, c: c, from: "URL"})
	return clean.String(), nil
}

// For returns the credential a request to u gets, or the zero Credential.
// The longest covering prefix wins (a scheme-specific one over a
// scheme-relative one of the same length); prefixes from Add and
// AddFromURL come before netrc machines, and a netrc machine with a port
// before one without.
func (s *Set) For(u *url.URL) Credential {
	if s == nil {
		return Credential{}
	}
	t, ok := parseTarget(u)
	if !ok {
		return Credential{}
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	best, bestLen, bestScheme := Credential{}, -1, false
	for _, r := range s.rules {
		if !r.p.covers(t) {
			continue
		}
		n, scheme := len(r.p.segs), r.p.scheme != ""
		if n > bestLen || (n == bestLen && scheme && !bestScheme) {
			best, bestLen, bestScheme = r.c, n, scheme
		}
	}
	if bestLen >= 0 {
		return best
	}
	var anyPort Credential
	for _, h := range s.hosts {
		switch {
		case h.host != t.host:
		case h.port != "" && port(t.scheme, h.port) == t.port:
			return h.c
		case h.port == "" && anyPort.IsZero():
			anyPort = h.c
		}
	}
	return anyPort
}

// Apply removes from req every header a credential of s could have set
// (Authorization and any custom header names), then sets the credential
// req.URL earns, if any. It reports whether one was set. Call it for the
// first request and again for every redirect hop (fetch.Client does).
func (s *Set) Apply(req *http.Request) bool {
	if s == nil {
		return false
	}
	s.mu.RLock()
	req.Header.Del("Authorization")
	for name := range s.names {
		req.Header.Del(name)
	}
	s.mu.RUnlock()
	c := s.For(req.URL)
	c.SetHeader(req.Header)
	return !c.IsZero()
}

// Len is the number of prefixes and netrc machines in s.
func (s *Set) Len() int {
	if s == nil {
		return 0
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	return len(s.rules) + len(s.hosts)
}

// String lists where credentials go and of which kind, never a secret
// or a user name.
func (s *Set) String() string {
	if s == nil {
		return "no credentials"
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	if len(s.rules)+len(s.hosts) == 0 {
		return "no credentials"
	}
	var parts []string
	for _, r := range s.rules {
		parts = append(parts, fmt.Sprintf("%s (%s, from %s)", r.p, r.c.c.kind, r.from))
	}
	for _, h := range s.hosts {
		hp := h.host
		if h.port != "" {
			hp += ":" + h.port
		}
		parts = append(parts, fmt.Sprintf("netrc machine %s (%s)", hp, h.c.c.kind))
	}
	return "credentials for " + strings.Join(parts, ", ")
}

// GoString is String, so %#v does not show a secret either.
func (s *Set) GoString() string { return "&credentials.Set{" + s.String() + "}" }

// redact drops the user name, password, query and fragment of a URL for
// messages.
func redact(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "<invalid URL>"
	}
	u.User = nil
	u.RawQuery, u.ForceQuery, u.Fragment, u.RawFragment = "", false, "", ""
	return u.String()
}
