package gateway

import (
	"fmt"
	"io/fs"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// URIScheme starts every resource URI the host serves.
const URIScheme = "pkgdocs://"

// ResourceURI is a package document as an MCP resource. Its text form:
//
//	pkgdocs://{ecosystem}/{package}                           the project's version, else latest
//	pkgdocs://{ecosystem}/{package}@{version}                 one version (exact, range or tag)
//	pkgdocs://{ecosystem}/{package}[@{version}]/symbol/{symbol}  one API symbol in full
//	pkgdocs://{ecosystem}/{package}[@{version}]/doc/{path}       one doc file (the provider's GetDoc)
//
// The package, version and symbol segments are percent-encoded: every byte
// outside A–Z a–z 0–9 - . _ ~ is written %XX, so a Go import path reads
// pkgdocs://go/golang.org%2Fx%2Fmod and a scoped npm package
// pkgdocs://npm/%40scope%2Fpkg@1.2.3. The first raw '@' after the
// ecosystem starts the version. The doc path keeps its '/' separators and
// percent-encodes each segment. These are exactly the strings the URI
// templates (RFC 6570 simple expansion, {+path} for the doc path) match,
// so a URI String returns always routes to the host's templates.
type ResourceURI struct {
	Ecosystem string
	Package   string
	Version   string // empty: the project's version, else latest
	Symbol    string // set for the symbol form
	Path      string // set for the doc form
}

var ecoRE = lazyRE(`^[a-z0-9][a-z0-9-]{0,63}$`)

// String returns the canonical URI.
func (u ResourceURI) String() string {
	var b strings.Builder
	b.WriteString(URIScheme)
	b.WriteString(u.Ecosystem)
	b.WriteByte('/')
	b.WriteString(escapeSegment(u.Package))
	if u.Version != "" {
		b.WriteByte('@')
		b.WriteString(escapeSegment(u.Version))
	}
	switch {
	case u.Symbol != "":
		b.WriteString("/symbol/")
		b.WriteString(escapeSegment(u.Symbol))
	case u.Path != "":
		b.WriteString("/doc/")
		for i, seg := range strings.Split(u.Path, "/") {
			if i > 0 {
				b.WriteByte('/')
			}
			b.WriteString(escapeSegment(seg))
		}
	}
	return b.String()
}

// Ref is the package reference the URI names.
func (u ResourceURI) Ref(project string) sdk.PackageRef {
	return sdk.PackageRef{Ecosystem: u.Ecosystem, Name: u.Package, Version: u.Version, ProjectPath: project}
}

// WithVersion returns u pinned to version v.
func (u ResourceURI) WithVersion(v string) ResourceURI {
	u.Version = v
	return u
}

func isUnreserved(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '.' || c == '_' || c == '~'
}

func escapeSegment(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if isUnreserved(c) {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hex[c>>4])
		b.WriteByte(hex[c&15])
	}
	return b.String()
}

// unescape decodes %XX escapes. raw may hold only characters the template
// matches in that position: unreserved ones and ',' everywhere, plus the
// RFC 3986 reserved set in a doc path (reserved: '/', handled by the
// caller, and '?' and '#' are refused so a URI never carries a query or
// fragment the host would ignore).
func unescape(raw string, reserved bool) (string, error) {
	var b strings.Builder
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		switch {
		case c == '%':
			if i+2 >= len(raw) || !isHex(raw[i+1]) || !isHex(raw[i+2]) {
				return "", fmt.Errorf("bad escape %q", raw[i:min(i+3, len(raw))])
			}
			b.WriteByte(unhex(raw[i+1])<<4 | unhex(raw[i+2]))
			i += 2
		case isUnreserved(c) || c == ',':
			b.WriteByte(c)
		case reserved && strings.IndexByte(":@!$&'()*+;=[]", c) >= 0:
			b.WriteByte(c)
		default:
			return "", fmt.Errorf("character %q must be percent-encoded", c)
		}
	}
	return b.String(), nil
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c >= 'a':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

// ParseResourceURI parses a pkgdocs:// URI. Errors say what is wrong in
// terms an agent can fix.
func ParseResourceURI(s string) (ResourceURI, error) {
	rest, ok := strings.CutPrefix(s, URIScheme)
	if !ok {
		return ResourceURI{}, fmt.Errorf("not a %s URI", URIScheme)
	}
	eco, rest, ok := strings.Cut(rest, "/")
	if !ok || !ecoRE().MatchString(eco) {
		return ResourceURI{}, fmt.Errorf("want %s{ecosystem}/{package}, with a lower-case ecosystem id", URIScheme)
	}
	u := ResourceURI{Ecosystem: eco}
	seg, tail, hasTail := strings.Cut(rest, "/")
	pkg, ver, hasVer := strings.Cut(seg, "@")
	if pkg == "" && hasVer {
		return ResourceURI{}, fmt.Errorf("package segment is empty: percent-encode the package name, so a scoped npm package reads %snpm/%%40scope%%2Fpkg", URIScheme)
	}
	var err error
	if u.Package, err = unescape(pkg, false); err != nil {
		return ResourceURI{}, fmt.Errorf("package segment: %v (encode '/' as %%2F and '@' as %%40)", err)
	}
	if err := checkText("package", u.Package, maxNameLen); err != nil {
		return ResourceURI{}, err
	}
	if hasVer {
		if u.Version, err = unescape(ver, false); err != nil {
			return ResourceURI{}, fmt.Errorf("version segment: %v", err)
		}
		if err := checkText("version", u.Version, maxVersionLen); err != nil {
			return ResourceURI{}, err
		}
	}
	if !hasTail {
		return u, nil
	}
	kind, arg, _ := strings.Cut(tail, "/")
	switch kind {
	case "symbol":
		if u.Symbol, err = unescape(arg, false); err != nil {
			return ResourceURI{}, fmt.Errorf("symbol segment: %v", err)
		}
		if err := checkText("symbol", u.Symbol, maxNameLen); err != nil {
			return ResourceURI{}, err
		}
	case "doc":
		var segs []string
		for _, raw := range strings.Split(arg, "/") {
			d, err := unescape(raw, true)
			if err != nil {
				return ResourceURI{}, fmt.Errorf("doc path: %v", err)
			}
			segs = append(segs, d)
		}
		u.Path = strings.Join(segs, "/")
		if err := checkText("doc path", u.Path, maxPathLen); err != nil {
			return ResourceURI{}, err
		}
		// One percent-encoded '/' must not smuggle in a ".." element.
		if !fs.ValidPath(u.Path) || u.Path == "." {
			return ResourceURI{}, fmt.Errorf("doc path %q: want a relative path inside the package, without . or .. elements", u.Path)
		}
	default:
		// Most often a package name with a "/" written raw (a Go import
		// path, a scoped npm name): say so, with the URI it meant.
		return ResourceURI{}, fmt.Errorf("after the package, want /symbol/{symbol} or /doc/{path}, not /%s; if %q is part of the package name, percent-encode its slashes: %s",
			kind, kind, encodedSlashes(eco, rest))
	}
	return u, nil
}

// encodedSlashes is eco's URI for rest (what follows the ecosystem) read
// as a package name with raw slashes: every "/" before a /symbol/ or /doc/
// tail becomes %2F.
func encodedSlashes(eco, rest string) string {
	segs := strings.Split(rest, "/")
	j := 1
	for j < len(segs) && segs[j] != "symbol" && segs[j] != "doc" {
		j++
	}
	out := URIScheme + eco + "/" + strings.Join(segs[:j], "%2F")
	if j < len(segs) {
		out += "/" + strings.Join(segs[j:], "/")
	}
	return out
}

// checkText refuses empty, over-long, non-UTF-8 or control-character
// values: none is a valid name, version, symbol or path anywhere.
