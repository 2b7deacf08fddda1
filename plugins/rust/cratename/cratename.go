package cratename

import (
	"fmt"
	"strings"
)

// MaxLen is crates.io's limit on a crate name.
const MaxLen = 64

// Std lists the crates of the standard distribution.
var Std = map[string]bool{"std": true, "core": true, "alloc": true, "proc_macro": true, "test": true}

// Ref is a parsed package argument.
type Ref struct {
	// Crate is the crate name as given (dashes kept).
	Crate string
	// Module is the module path inside the crate ("sync::mpsc"), or "".
	Module string
}

// Parse validates s: a crate name ([A-Za-z][A-Za-z0-9_-]{0,63}) and an
// optional "::"-separated path of Rust identifiers.
func Parse(s string) (Ref, error) {
	if len(s) > 4*MaxLen+256 {
		return Ref{}, fmt.Errorf("package name of %d bytes is too long", len(s))
	}
	parts := strings.Split(s, "::")
	if err := Validate(parts[0]); err != nil {
		return Ref{}, err
	}
	for _, p := range parts[1:] {
		if !isIdent(p) {
			return Ref{}, fmt.Errorf("invalid module path %q in %q: want Rust identifiers joined by \"::\", as in tokio::sync", p, s)
		}
	}
	return Ref{Crate: parts[0], Module: strings.Join(parts[1:], "::")}, nil
}

// Validate checks a crate name the way crates.io does.
func Validate(name string) error {
	if name == "" {
		return fmt.Errorf("empty crate name")
	}
	if len(name) > MaxLen {
		return fmt.Errorf("crate name %.20q… is over %d characters", name, MaxLen)
	}
	for i, r := range name {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z':
		case i > 0 && (r >= '0' && r <= '9' || r == '_' || r == '-'):
		default:
			return fmt.Errorf("invalid crate name %q: want an ASCII letter then letters, digits, '-' or '_'", name)
		}
	}
	return nil
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r == '_':
		case i > 0 && r >= '0' && r <= '9':
		default:
			return false
		}
	}
	return true
}

// Normalize is the form Cargo compares names in: lower case, '_' for '-'.
func Normalize(name string) string {
	return strings.ToLower(strings.ReplaceAll(name, "-", "_"))
}

// Same says whether two crate names are the same crate for Cargo.
func Same(a, b string) bool { return Normalize(a) == Normalize(b) }

// Ident is the crate's name as code writes it (dashes become '_').
func Ident(name string) string { return strings.ReplaceAll(name, "-", "_") }
