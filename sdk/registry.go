package sdk

import (
	"net/url"
	"strings"
)

// RegistryID returns what a provider puts in Source.Registry for the
// registry base URL u: u without credentials, query or fragment, and with
// its scheme and host in lower case. The host keys cached answers on it;
// it must never carry a secret.
func RegistryID(u string) string {
	p, err := url.Parse(strings.TrimSpace(u))
	if err != nil || p.Scheme == "" || p.Host == "" {
		// Not a URL (a directory source, "direct"): kept as given, minus
		// anything that looks like credentials.
		if i := strings.LastIndex(u, "@"); i >= 0 && strings.Contains(u[:i], ":") {
			return ""
		}
		return strings.TrimSpace(u)
	}
	p.User, p.RawQuery, p.Fragment, p.ForceQuery, p.RawFragment = nil, "", "", false, ""
	p.Scheme, p.Host = strings.ToLower(p.Scheme), strings.ToLower(p.Host)
	return p.String()
}
