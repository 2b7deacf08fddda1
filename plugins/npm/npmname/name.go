package npmname

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// MaxLength is npm's limit for new package names. Older packages may be
// longer in theory; none that matter are, and a bound keeps paths short.
const MaxLength = 214

// ErrInvalid is wrapped by every validation failure.
var ErrInvalid = errors.New("invalid npm package name")

// reserved names npm always refuses.
var reserved = map[string]bool{"node_modules": true, "favicon.ico": true}

// Validate reports whether npm would accept name for installing a package.
// It follows validate-npm-package-name's rules for existing packages
// (capital letters and characters like ~'!()* are allowed there, as
// JSONStream shows) and adds one rule of its own: a scope may not start
// with a period, so "@../x" can never walk out of node_modules.
func Validate(name string) error {
	fail := func(why string) error { return fmt.Errorf("%w %q: %s", ErrInvalid, name, why) }
	switch {
	case name == "":
		return fail("name is empty")
	case len(name) > MaxLength:
		return fail(fmt.Sprintf("longer than %d characters", MaxLength))
	case strings.TrimSpace(name) != name:
		return fail("leading or trailing whitespace")
	case strings.HasPrefix(name, "."):
		return fail("cannot start with a period")
	case strings.HasPrefix(name, "_"):
		return fail("cannot start with an underscore")
	case reserved[strings.ToLower(name)]:
		return fail("reserved name")
	}
	scope, base, scoped := Split(name)
	if !scoped {
		if strings.HasPrefix(name, "@") {
			return fail("scoped names look like @scope/name")
		}
		if !urlSafe(name) {
			return fail("can only contain URL-friendly characters")
		}
		return nil
	}
	switch {
	case scope == "@" || base == "":
		return fail("scoped names look like @scope/name")
	case strings.HasPrefix(base, "."):
		return fail("name cannot start with a period")
	case strings.HasPrefix(scope, "@."):
		return fail("scope cannot start with a period")
	case !urlSafe(scope[1:]) || !urlSafe(base):
		return fail("can only contain URL-friendly characters")
	}
	return nil
}

// urlSafe reports whether encodeURIComponent(s) == s: letters, digits and
// - _ . ! ~ * ' ( ).
func urlSafe(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		case strings.IndexByte("-_.!~*'()", c) >= 0:
		default:
			return false
		}
	}
	return true
}

// Split returns the scope ("@scope") and base name of a scoped name. For an
// unscoped name scope is "" and scoped is false. It does not validate.
func Split(name string) (scope, base string, scoped bool) {
	if !strings.HasPrefix(name, "@") {
		return "", name, false
	}
	scope, base, ok := strings.Cut(name, "/")
	if !ok || strings.Contains(base, "/") {
		return "", name, false
	}
	return scope, base, true
}

// Scope returns "@scope" for a scoped name, "" otherwise.
func Scope(name string) string {
	s, _, _ := Split(name)
	return s
}

// TypesName is the DefinitelyTyped package for name: "@types/lodash",
// "@types/babel__core" for "@babel/core". Names already under @types have
// none.
func TypesName(name string) string {
	scope, base, scoped := Split(name)
	if scope == "@types" || strings.ToLower(name) != name {
		return "" // DefinitelyTyped names are lowercase: a legacy capitalised name has none
	}
	if scoped {
		return "@types/" + scope[1:] + "__" + base
	}
	return "@types/" + name
}

// RegistryPath is the path segment a registry serves name under: the scope
// slash is escaped ("@scope%2fname") as the npm CLI does, so the name stays
// one path segment behind proxies that split on slashes.
func RegistryPath(name string) string {
	scope, base, scoped := Split(name)
	if scoped {
		return scope + "%2f" + url.PathEscape(base)
	}
	return url.PathEscape(name)
}

// ValidateTag reports whether tag can be a dist-tag: npm refuses tags that
// are empty, need URL encoding, or parse as a semver range.
func ValidateTag(tag string) error {
	if tag == "" || len(tag) > MaxLength || !urlSafe(tag) {
		return fmt.Errorf("invalid dist-tag %q", tag)
	}
	return nil
}

// SplitSubpath splits an import specifier into the package and the
// subpath of its "exports" map: "hono/cors" → ("hono", "cors"),
// "@scope/pkg/a/b" → ("@scope/pkg", "a/b"). sub is "" when s names a
// package alone; the subpath is checked for "." and ".." segments.
func SplitSubpath(s string) (pkg, sub string, err error) {
	parts := strings.Split(s, "/")
	n := 1
	if strings.HasPrefix(s, "@") {
		n = 2
	}
	if len(parts) <= n {
		return s, "", nil
	}
	pkg, sub = strings.Join(parts[:n], "/"), strings.Join(parts[n:], "/")
	for _, seg := range parts[n:] {
		if seg == "" || seg == "." || seg == ".." || !urlSafe(seg) {
			return "", "", fmt.Errorf("%w %q: subpath %q is not a package export path", ErrInvalid, s, sub)
		}
	}
	return pkg, sub, nil
}
