package npmrc

import (
	"net/url"
	"regexp"
	"strings"
)

// ClientCert is the TLS client certificate (mutual TLS) npm presents to
// a URL: the files a registry's nerf dart names (certfile and keyfile),
// else the deprecated top-level cert and key, given inline as PEM.
type ClientCert struct {
	// CertFile and KeyFile are the paths of "//host/path/:certfile" and
	// ":keyfile", as written (npm reads them from its working directory).
	CertFile, KeyFile string
	// CertPEM and KeyPEM are the top-level "cert" and "key" values when
	// no nerf dart names files: PEM, a literal `\n` read as a newline as
	// npm's documentation writes them.
	CertPEM, KeyPEM string
	// From names the settings, for messages: "//host/:certfile" or "cert".
	From string
}

// ClientCert returns the client certificate npm-registry-fetch presents to
// rawURL: the nerf dart it takes a request's auth from is the longest one
// covering the URL (walking up its path) that sets any credential
// (_authToken, _auth, username with _password, or certfile with keyfile);
// that dart's certfile and keyfile when it sets both, else top-level cert
// and key when both are set. ok is false for none: the request presents
// no certificate.
func (c *Config) ClientCert(rawURL string) (cc ClientCert, ok bool) {
	u, err := url.Parse(rawURL)
	if err != nil || u.Host == "" {
		return ClientCert{}, false
	}
	host := u.Host
	if p := u.Port(); p == "443" && u.Scheme == "https" || p == "80" && u.Scheme == "http" {
		host = u.Hostname() // WHATWG URL drops a scheme's default port
	}
	for key := "//" + host + u.EscapedPath(); len(key) > len("//"); key = dartParent.ReplaceAllString(key, "") {
		if !c.hasAuth(key) {
			continue
		}
		if cf, kf := c.values[key+":certfile"], c.values[key+":keyfile"]; cf != "" && kf != "" {
			return ClientCert{CertFile: cf, KeyFile: kf, From: key + ":certfile"}, true
		}
		break
	}
	cert, key := c.values["cert"], c.values["key"]
	if cert == "" || key == "" {
		return ClientCert{}, false
	}
	return ClientCert{CertPEM: inlinePEM(cert), KeyPEM: inlinePEM(key), From: "cert"}, true
}

// dartParent is what npm-registry-fetch strips to walk a nerf dart up one
// step: the last path segment, or the slash ending it.
var dartParent = regexp.MustCompile(`([^/]+|/)$`)

// hasAuth reports whether dart sets a credential npm-registry-fetch takes
// auth from (its hasAuth).
func (c *Config) hasAuth(dart string) bool {
	v := func(f string) bool { return c.values[dart+":"+f] != "" }
	return v("_authToken") || v("_auth") || v("username") && v("_password") || v("certfile") && v("keyfile")
}

// inlinePEM turns npm's one-line PEM ("-----BEGIN ...-----\nMII...") into
// PEM text; a value already holding newlines (a quoted value read as
// JSON) is kept.
func inlinePEM(s string) string {
	if strings.Contains(s, "\n") {
		return s
	}
	return strings.ReplaceAll(s, `\n`, "\n")
}
