package fingerprint

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/pkgdocs/pkgdocs/internal/contract"
)

// Inputs are a provider's declared configuration inputs, validated.
type Inputs struct {
	// Names and Prefixes are the declared environment variables.
	Names, Prefixes []string
	// Files are the declared configuration files, in declaration order.
	Files []contract.ConfigFile
}

var envPattern = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*\*?$`)

// minPrefix is the shortest variable prefix accepted: "G*" would hand a
// provider most of an environment for no ecosystem's sake.
const minPrefix = 2

// Validate checks a declaration and returns what passes, and one error per
// entry dropped. nil in is not a declaration at all (a provider before
// contract minor 5): ok is false, and callers fall back to their defaults.
func Validate(in *contract.ConfigInputs) (out Inputs, dropped []error, ok bool) {
	if in == nil {
		return Inputs{}, nil, false
	}
	seen := map[string]bool{}
	for i, e := range in.Env {
		switch {
		case i >= contract.MaxConfigEnv:
			dropped = append(dropped, fmt.Errorf("env %q: more than %d variables declared", e, contract.MaxConfigEnv))
		case !envPattern.MatchString(e):
			dropped = append(dropped, fmt.Errorf("env %q: want [A-Za-z_][A-Za-z0-9_]*, optionally ending in *", e))
		case strings.HasSuffix(e, "*") && len(e)-1 < minPrefix:
			dropped = append(dropped, fmt.Errorf("env %q: a prefix needs at least %d characters before the *", e, minPrefix))
		case seen[e]:
		case strings.HasSuffix(e, "*"):
			seen[e] = true
			out.Prefixes = append(out.Prefixes, strings.TrimSuffix(e, "*"))
		default:
			seen[e] = true
			out.Names = append(out.Names, e)
		}
	}
	for i, f := range in.Files {
		if i >= contract.MaxConfigFiles {
			dropped = append(dropped, fmt.Errorf("file %q: more than %d files declared", f.Path, contract.MaxConfigFiles))
			continue
		}
		if err := checkFile(f); err != nil {
			dropped = append(dropped, fmt.Errorf("file %q: %w", f.Path, err))
			continue
		}
		out.Files = append(out.Files, f)
	}
	return out, dropped, true
}

// Declaration returns the inputs as a declaration again (what passed).
func (in Inputs) Declaration() *contract.ConfigInputs {
	out := &contract.ConfigInputs{Files: in.Files}
	out.Env = append(out.Env, in.Names...)
	for _, p := range in.Prefixes {
		out.Env = append(out.Env, p+"*")
	}
	return out
}

// Allows reports whether variable k is declared.
func (in Inputs) Allows(k string) bool {
	for _, n := range in.Names {
		if k == n {
			return true
		}
	}
	for _, p := range in.Prefixes {
		if strings.HasPrefix(k, p) {
			return true
		}
	}
	return false
}

func checkFile(f contract.ConfigFile) error {
	p := f.Path
	switch {
	case p == "":
		return fmt.Errorf("empty path")
	case len(p) > contract.MaxConfigPath:
		return fmt.Errorf("path longer than %d bytes", contract.MaxConfigPath)
	case strings.ContainsAny(p, "\x00\\"):
		return fmt.Errorf("path holds a NUL or a backslash (write / on every system)")
	}
	if f.Project {
		if strings.HasPrefix(p, "/") || strings.HasPrefix(p, "~") || strings.HasPrefix(p, "$") {
			return fmt.Errorf("a project file's path is relative to the project")
		}
		return cleanRel(p)
	}
	if f.SearchAncestors {
		return fmt.Errorf("search_ancestors is for project files only")
	}
	switch {
	case strings.HasPrefix(p, "/"):
		if path.Clean(p) != p {
			return fmt.Errorf("path is not clean (want %q)", path.Clean(p))
		}
		return nil
	case strings.HasPrefix(p, "~/"):
		return cleanRel(p[2:])
	case strings.HasPrefix(p, "$"):
		name, rest, _ := strings.Cut(p[1:], "/")
		if !envPattern.MatchString(name) || strings.HasSuffix(name, "*") {
			return fmt.Errorf("$%s is not a variable name", name)
		}
		if rest == "" {
			if strings.HasSuffix(p, "/") {
				return fmt.Errorf("path ends in /")
			}
			return nil
		}
		return cleanRel(rest)
	}
	return fmt.Errorf("a user or global file's path is absolute, ~/-relative or $NAME-relative")
}

// cleanRel accepts a relative path with no empty, "." or ".." element.
func cleanRel(p string) error {
	for _, el := range strings.Split(p, "/") {
		if el == "" || el == "." || el == ".." {
			return fmt.Errorf("path element %q: want a clean relative path", el)
		}
	}
	return nil
}
