package credentials

import (
	"errors"
	"net/url"
	"strings"
)

// prefix is where a credential may be sent.
type prefix struct {
	scheme string   // "http" or "https"; "" for both (npm's //host/path/ keys)
	host   string   // lower-case, no trailing dot, IPv6 without brackets
	port   string   // "" is the scheme's default port
	segs   []string // decoded path segments, dot segments resolved
}

// target is a request URL in the same terms.
type target struct {
	scheme, host, port string
	segs               []string
}

var (
	errNotHTTP   = errors.New("not an absolute http(s) URL")
	errUserinfo  = errors.New("prefix carries a user name or password (use AddFromURL)")
	errQuery     = errors.New("prefix carries a query or fragment")
	errDotEscape = errors.New("path hides a \"..\" segment behind an encoded slash")
)

// parsePrefix reads "https://host[:port]/path" or the scheme-relative
// "//host[:port]/path" (both schemes).
func parsePrefix(raw string) (prefix, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return prefix{}, errNotHTTP
	}
	if u.User != nil {
		return prefix{}, errUserinfo
	}
	if u.RawQuery != "" || u.ForceQuery || u.Fragment != "" {
		return prefix{}, errQuery
	}
	scheme := strings.ToLower(u.Scheme)
	if (scheme != "" && scheme != "http" && scheme != "https") || u.Host == "" || u.Opaque != "" {
		return prefix{}, errNotHTTP
	}
	segs, ok := segments(u.EscapedPath())
	if !ok {
		return prefix{}, errDotEscape
	}
	// A trailing slash names the same directory: /api/npm/ is /api/npm.
	if n := len(segs); n > 0 && segs[n-1] == "" {
		segs = segs[:n-1]
	}
	return prefix{scheme: scheme, host: hostName(u), port: port(scheme, u.Port()), segs: segs}, nil
}

// parseTarget reads a request URL; ok is false for a URL that may get no
// credential at all (not http(s), or a path that could climb out of any
// prefix on a server that decodes encoded slashes).
func parseTarget(u *url.URL) (target, bool) {
	if u == nil || u.Host == "" {
		return target{}, false
	}
	scheme := strings.ToLower(u.Scheme)
	if scheme != "http" && scheme != "https" {
		return target{}, false
	}
	segs, ok := segments(u.EscapedPath())
	if !ok {
		return target{}, false
	}
	return target{scheme: scheme, host: hostName(u), port: port(scheme, u.Port()), segs: segs}, true
}

// covers reports whether a request to t may carry p's credential.
func (p prefix) covers(t target) bool {
	if p.scheme != "" && p.scheme != t.scheme {
		return false
	}
	if p.host != t.host || port(t.scheme, p.port) != t.port {
		return false
	}
	if len(p.segs) > len(t.segs) {
		return false
	}
	for i, s := range p.segs {
		if t.segs[i] != s {
			return false
		}
	}
	return true
}

func (p prefix) String() string {
	var b strings.Builder
	if p.scheme != "" {
		b.WriteString(p.scheme + ":")
	}
	b.WriteString("//")
	h := p.host
	if strings.Contains(h, ":") {
		h = "[" + h + "]"
	}
	b.WriteString(h)
	if p.port != "" {
		b.WriteString(":" + p.port)
	}
	for _, s := range p.segs {
		b.WriteString("/" + url.PathEscape(s))
	}
	b.WriteString("/")
	return b.String()
}

// segments splits an escaped URL path into decoded segments, resolving
// "." and ".." (also written %2e) as a browser or WHATWG URL parser does.
// A segment that decodes to something holding a "/" or "\" and a ".."
// part ("..%2f") could climb out on a server that decodes it; ok is false
// for those.
func segments(escaped string) (segs []string, ok bool) {
	if escaped == "" {
		return nil, true
	}
	raw := strings.Split(strings.TrimPrefix(escaped, "/"), "/")
	out := make([]string, 0, len(raw))
	for i, seg := range raw {
		last := i == len(raw)-1
		dec, err := url.PathUnescape(seg)
		if err != nil {
			return nil, false
		}
		switch dec {
		case "..":
			if len(out) > 0 {
				out = out[:len(out)-1]
			}
			if last {
				out = append(out, "")
			}
			continue
		case ".":
			if last {
				out = append(out, "")
			}
			continue
		}
		if strings.ContainsAny(dec, `/\`) {
			for _, part := range strings.FieldsFunc(dec, func(r rune) bool { return r == '/' || r == '\\' }) {
				if part == ".." || part == "." {
					return nil, false
				}
			}
		}
		out = append(out, dec)
	}
	return out, true
}

// hostName is u's host name, lower-cased and without a trailing dot
// ("example.com." is the same name).
func hostName(u *url.URL) string {
	return strings.TrimSuffix(strings.ToLower(u.Hostname()), ".")
}

// port is p, or "" when p is scheme's default port.
func port(scheme, p string) string {
	if (scheme == "https" && p == "443") || (scheme == "http" && p == "80") {
		return ""
	}
	return p
}
