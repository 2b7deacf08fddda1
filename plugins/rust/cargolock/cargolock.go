package cargolock

import (
	"fmt"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/pkgdocs/pkgdocs/plugins/rust/cratename"
)

// Package is one locked package.
type Package struct {
	Name     string
	Version  string
	Source   string // "registry+https://…", "sparse+https://…", "git+…", "" for path/workspace members
	Checksum string
	// Dependencies are "name", "name version" or "name version (source)".
	Dependencies []string
}

// Lock is a parsed Cargo.lock.
type Lock struct {
	// Version is the lock format: 1 (no version key), 2, 3 or 4.
	Version  int
	Packages []Package
}

type lockFile struct {
	Version  int               `toml:"version"`
	Package  []lockPackage     `toml:"package"`
	Metadata map[string]string `toml:"metadata"`
}

type lockPackage struct {
	Name         string   `toml:"name"`
	Version      string   `toml:"version"`
	Source       string   `toml:"source"`
	Checksum     string   `toml:"checksum"`
	Dependencies []string `toml:"dependencies"`
}

// Parse reads a Cargo.lock.
func Parse(b []byte) (*Lock, error) {
	var f lockFile
	if err := toml.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("parse Cargo.lock: %w", err)
	}
	l := &Lock{Version: f.Version}
	if l.Version == 0 {
		// v1 has no version key; v2 neither, but puts checksums inline.
		l.Version = 1
		for _, p := range f.Package {
			if p.Checksum != "" {
				l.Version = 2
				break
			}
		}
	}
	if l.Version > 4 {
		return nil, fmt.Errorf("parse Cargo.lock: format version %d is newer than this provider reads (1 to 4)", l.Version)
	}
	for _, p := range f.Package {
		pk := Package(p)
		if pk.Checksum == "" && f.Metadata != nil {
			// v1: [metadata] "checksum NAME VERSION (SOURCE)" = "HEX"
			pk.Checksum = f.Metadata["checksum "+p.Name+" "+p.Version+" ("+p.Source+")"]
			if pk.Checksum == "<none>" {
				pk.Checksum = ""
			}
		}
		l.Packages = append(l.Packages, pk)
	}
	return l, nil
}

// Find returns the locked packages named name ('-' and '_' alike).
func (l *Lock) Find(name string) []Package {
	var out []Package
	for _, p := range l.Packages {
		if cratename.Same(p.Name, name) {
			out = append(out, p)
		}
	}
	return out
}

// Roots are the packages without a source: the workspace members.
func (l *Lock) Roots() []Package {
	var out []Package
	for _, p := range l.Packages {
		if p.Source == "" {
			out = append(out, p)
		}
	}
	return out
}

// DepName is the package name of a dependency entry ("serde 1.0.1
// (registry+…)" → "serde"), and its version when given.
func DepName(dep string) (name, version string) {
	f := strings.Fields(dep)
	switch len(f) {
	case 0:
		return "", ""
	case 1:
		return f[0], ""
	}
	return f[0], f[1]
}

// Registry says whether the package comes from a registry (crates.io or
// another), rather than git or a path.
func (p Package) Registry() bool {
	return strings.HasPrefix(p.Source, "registry+") || strings.HasPrefix(p.Source, "sparse+")
}
