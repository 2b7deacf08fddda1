package sdk

import (
	"fmt"
	"path"
	"strings"
)

// Bounds the host applies to ConfigInputs (CheckConfigInputs): entries
// past them are dropped.
const (
	MaxConfigEnv   = 64  // variables and prefixes in ConfigInputs.Env
	MaxConfigFiles = 64  // files in ConfigInputs.Files
	MaxConfigPath  = 512 // bytes in a ConfigFile.Path
)

// configEnvPatternText is what configEnv matches: a variable name, or a
// prefix of names ending in "*".
const configEnvPatternText = `^[A-Za-z_][A-Za-z0-9_]*\*?$`

var configEnv = namePattern{
	first: func(c byte) bool { return isUpper(c) || isLower(c) || c == '_' },
	rest:  func(c byte) bool { return isUpper(c) || isLower(c) || isDigit(c) || c == '_' },
	star:  true,
}

// minEnvPrefix is the shortest variable prefix accepted: "G*" would hand a
// provider most of an environment for no ecosystem's sake.
const minEnvPrefix = 2

// CheckConfigInputs returns the part of a declaration that passes the
// host's checks (duplicates dropped), and one error per entry refused:
// names that are not [A-Za-z_][A-Za-z0-9_]* (optionally ending in "*", with
// at least two characters before it), paths that are not of the forms
// ConfigFile documents, more than MaxConfigEnv variables or MaxConfigFiles
// files. nil in gives nil out.
func CheckConfigInputs(in *ConfigInputs) (*ConfigInputs, []error) {
	if in == nil {
		return nil, nil
	}
	out := &ConfigInputs{}
	var dropped []error
	seen := map[string]bool{}
	for i, e := range in.Env {
		switch {
		case i >= MaxConfigEnv:
			dropped = append(dropped, fmt.Errorf("env %q: more than %d variables declared", e, MaxConfigEnv))
		case !configEnv.match(e):
			dropped = append(dropped, fmt.Errorf("env %q: want [A-Za-z_][A-Za-z0-9_]*, optionally ending in *", e))
		case strings.HasSuffix(e, "*") && len(e)-1 < minEnvPrefix:
			dropped = append(dropped, fmt.Errorf("env %q: a prefix needs at least %d characters before the *", e, minEnvPrefix))
		case seen[e]:
		default:
			seen[e] = true
			out.Env = append(out.Env, e)
		}
	}
	for i, f := range in.Files {
		if i >= MaxConfigFiles {
			dropped = append(dropped, fmt.Errorf("file %q: more than %d files declared", f.Path, MaxConfigFiles))
			continue
		}
		if err := checkConfigFile(f); err != nil {
			dropped = append(dropped, fmt.Errorf("file %q: %w", f.Path, err))
			continue
		}
		out.Files = append(out.Files, f)
	}
	return out, dropped
}

func checkConfigFile(f ConfigFile) error {
	p := f.Path
	switch {
	case p == "":
		return fmt.Errorf("empty path")
	case len(p) > MaxConfigPath:
		return fmt.Errorf("path longer than %d bytes", MaxConfigPath)
	case strings.ContainsAny(p, "\x00\\"):
		return fmt.Errorf("path holds a NUL or a backslash (write / on every system)")
	}
	if f.Project {
		if strings.HasPrefix(p, "/") || strings.HasPrefix(p, "~") {
			return fmt.Errorf("a project file's path is relative to the project")
		}
		dir, last := path.Split(p)
		if strings.ContainsAny(dir, "*?[") || strings.ContainsAny(last, "?[") {
			return fmt.Errorf("a project file's path may hold a pattern only with * and only in its last element")
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
		if !configEnv.match(name) || strings.HasSuffix(name, "*") {
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

// cleanRel accepts a relative path with no empty, "." or ".." element; an
// element "$NAME" names a variable holding one file name (ConfigFile).
func cleanRel(p string) error {
	for _, el := range strings.Split(p, "/") {
		if el == "" || el == "." || el == ".." {
			return fmt.Errorf("path element %q: want a clean relative path", el)
		}
		if name, ok := strings.CutPrefix(el, "$"); ok && (!configEnv.match(name) || strings.HasSuffix(name, "*")) {
			return fmt.Errorf("path element %q: $%s is not a variable name", el, name)
		}
	}
	return nil
}

// FileNameVar returns the variable a path element names ("$YARN_RC_FILENAME"
// gives "YARN_RC_FILENAME"), and whether it names one.
func FileNameVar(el string) (string, bool) {
	name, ok := strings.CutPrefix(el, "$")
	return name, ok && name != ""
}

// ValidFileName reports whether v, a variable's value standing for a
// "$NAME" path element, is one file name: not empty, ".", "..", and
// without a separator or NUL.
func ValidFileName(v string) bool {
	return v != "" && v != "." && v != ".." && !strings.ContainsAny(v, "/\\\x00")
}
