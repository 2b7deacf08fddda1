package httpserve

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// originPolicy decides which browser origins may call the server. A web
// page that an attacker controls can make a browser send requests to a
// server on the user's machine or network (DNS rebinding, or a plain
// cross-site request); the browser always says where the page came from in
// the Origin header, so a foreign Origin is refused with 403. Requests
// without Origin come from programs, not pages, and pass.
type originPolicy struct {
	any     bool
	allowed map[string]bool // canonical "scheme://host:port"
}

func newOriginPolicy(list []string) (*originPolicy, error) {
	p := &originPolicy{allowed: map[string]bool{}}
	for _, o := range list {
		o = strings.TrimSpace(o)
		if o == "" {
			continue
		}
		if o == "*" {
			p.any = true
			continue
		}
		c, _, ok := canonicalOrigin(o)
		if !ok {
			return nil, fmt.Errorf("allowed origin %q: want scheme://host[:port], like https://app.example.com", o)
		}
		p.allowed[c] = true
	}
	return p, nil
}

// canonicalOrigin returns "scheme://host:port" in lower case with the
// scheme's default port made explicit, and the host name alone; false if o
// is not an http(s) origin (no path, query, or credentials).
func canonicalOrigin(o string) (canon, host string, ok bool) {
	u, err := url.Parse(o)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Hostname() == "" || u.User != nil ||
		(u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" || u.Opaque != "" {
		return "", "", false
	}
	port := u.Port()
	if port == "" {
		port = map[string]string{"http": "80", "https": "443"}[u.Scheme]
	}
	host = strings.ToLower(u.Hostname())
	return strings.ToLower(u.Scheme) + "://" + net.JoinHostPort(host, port), host, true
}

// allows reports whether a request with this Origin header may proceed.
func (p *originPolicy) allows(origin string) bool {
	if origin == "" || p.any {
		return true
	}
	c, host, ok := canonicalOrigin(origin)
	if !ok {
		return false // includes "null": sandboxed frames and file:// pages
	}
	return p.allowed[c] || isLoopbackName(host)
}

// isLoopbackName reports whether host (a name or IP literal, without
// port) is this machine's loopback.
func isLoopbackName(host string) bool {
	host = strings.TrimSuffix(strings.ToLower(host), ".")
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return true
	}
	ip, err := netip.ParseAddr(strings.Trim(host, "[]"))
	return err == nil && ip.IsLoopback()
}

// loopbackHostHeader reports whether a Host header names this machine's
// loopback: a loopback name or address with, optionally, a numeric port.
// mcp-go's own rebinding check splits "127.0.0.1:18900.evil.example" into
// a loopback host and a "port" it never looks at; here the port must be a
// number.
func loopbackHostHeader(h string) bool {
	host, port, err := net.SplitHostPort(h)
	if err != nil {
		host, port = h, ""
	}
	if port != "" {
		n, err := strconv.ParseUint(port, 10, 16)
		if err != nil || n == 0 || strings.TrimLeft(port, "0123456789") != "" {
			return false
		}
	}
	return isLoopbackName(host)
}

// reachedOnLoopback reports whether r arrived on a loopback address.
func reachedOnLoopback(r *http.Request) bool {
	a, ok := r.Context().Value(http.LocalAddrContextKey).(net.Addr)
	if !ok || a == nil {
		return false
	}
	ap, err := netip.ParseAddrPort(a.String())
	return err == nil && ap.Addr().IsLoopback()
}

func (p *originPolicy) middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if reachedOnLoopback(r) && !loopbackHostHeader(r.Host) {
			http.Error(w, fmt.Sprintf("Forbidden: invalid Host header %q", r.Host), http.StatusForbidden)
			return
		}
		if o := r.Header.Get("Origin"); !p.allows(o) {
			http.Error(w, fmt.Sprintf("Forbidden: origin %q is not allowed (pkgdocs serve --allow-origin)", o), http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// corsOrigins are the configured origins as browsers send them (no
// trailing slash), for CORS headers.
func corsOrigins(list []string) []string {
	var out []string
	for _, o := range list {
		if o = strings.TrimSuffix(strings.TrimSpace(o), "/"); o != "" {
			out = append(out, o)
		}
	}
	return out
}

// corsOptions configures mcp-go's CORS for origins, allowing every header
// an MCP client sends (mcp-go's default list lacks the protocol version).
func corsOptions(origins []string) []server.CORSOption {
	return []server.CORSOption{
		server.WithCORSAllowedOrigins(origins...),
		server.WithCORSAllowedHeaders("Content-Type", "Accept", "Authorization", server.HeaderKeySessionID,
			mcp.HeaderProtocolVersion, "Last-Event-ID", mcp.HeaderMethod, mcp.HeaderName),
		server.WithCORSExposedHeaders(server.HeaderKeySessionID, "WWW-Authenticate", "Retry-After"),
		server.WithCORSMaxAge(600),
	}
}

// isPreflight reports whether r is a CORS preflight, which browsers send
// without credentials.
func isPreflight(r *http.Request) bool {
	return r.Method == http.MethodOptions && r.Header.Get("Access-Control-Request-Method") != ""
}
