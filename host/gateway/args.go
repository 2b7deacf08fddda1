package gateway

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// This file is the one place where what an agent typed becomes a package
// reference: the describe and search tools, resource URIs, prompts and
// completions all read their package, version and project through
// packageRef, and every tool call's string arguments (host tools and
// provider-declared ones alike) pass checkArgs first. The host checks
// only what no ecosystem accepts (over-long, not UTF-8, control
// characters, a relative or missing project directory); whether a name
// is valid in its ecosystem is the provider's to say (InvalidArgument).

// Limits on strings from agents, in bytes. No ecosystem has longer names,
// versions or paths.
const (
	maxNameLen    = 512  // package, symbol, section
	maxVersionLen = 256  // exact version, range or tag
	maxPathLen    = 1024 // a doc file's path inside a package
	maxProjectLen = 4096 // a project directory (PATH_MAX)
	maxQueryLen   = 1000 // a search query
	// maxTextLen bounds any other string argument of a tool.
	maxTextLen = 16 << 10
)

// argLimits are the limits of the string arguments that have a meaning
// across tools; any other string gets maxTextLen.
var argLimits = map[string]int{
	"package":     maxNameLen,
	"symbol":      maxNameLen,
	"section":     maxNameLen,
	"language":    64,
	"ecosystem":   64,
	"version":     maxVersionLen,
	"from":        maxVersionLen,
	"to":          maxVersionLen,
	"path":        maxPathLen,
	"projectPath": maxProjectLen,
	"query":       maxQueryLen,
	"cursor":      4096,
	"symbols":     maxNameLen, // each name (check_package_api)
	"code":        maxCodeLen, // a snippet (check_package_api)
}

// echoLen is how much of a bad value an error repeats: enough to
// recognise it, never a whole pasted file.
const echoLen = 48

// echo quotes at most echoLen bytes of s for an error message.
func echo(s string) string {
	if len(s) <= echoLen {
		return fmt.Sprintf("%q", s)
	}
	cut := echoLen
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%q… (%d bytes)", s[:cut], len(s))
}

// checkText checks one string argument: not empty, within limit, UTF-8,
// no surrounding spaces and no control characters. what names it in the
// error ("argument package", "package").
func checkText(what, s string, limit int) error {
	if err := checkString(what, s, limit, false); err != nil {
		return err
	}
	switch {
	case strings.TrimSpace(s) == "":
		return fmt.Errorf("%s is empty", what)
	case strings.TrimSpace(s) != s:
		return fmt.Errorf("%s %s has leading or trailing spaces", what, echo(s))
	}
	return nil
}

// checkString checks a string that may be empty: within limit, UTF-8, no
// control characters (tabs and line ends allowed in free text).
func checkString(what, s string, limit int, freeText bool) error {
	switch {
	case len(s) > limit:
		return fmt.Errorf("%s is %d bytes, over the %d limit", what, len(s), limit)
	case !utf8.ValidString(s):
		return fmt.Errorf("%s is not UTF-8", what)
	}
	for _, r := range s {
		if unicode.IsControl(r) && !(freeText && (r == '\n' || r == '\t' || r == '\r')) {
			return fmt.Errorf("%s %s contains a control character (U+%04X)", what, echo(s), r)
		}
	}
	return nil
}

// refInput is a package reference as an agent gave it, before checking.
type refInput struct {
	Ecosystem   string // already known to the caller (a tool's provider, a URI)
	Package     string
	Version     string // optional
	ProjectPath string // optional
}

// packageRef checks in and returns the reference a provider gets.
// Surrounding spaces are trimmed (agents add them); the rest is refused
// with an InvalidArgument error naming the argument. A project directory
// must be absolute: a relative one would be read against the host's own
// working directory, which the agent does not know.
func packageRef(in refInput) (sdk.PackageRef, error) {
	ref := sdk.PackageRef{Ecosystem: in.Ecosystem, Name: strings.TrimSpace(in.Package), Version: strings.TrimSpace(in.Version)}
	if err := checkText("argument package", ref.Name, maxNameLen); err != nil {
		return sdk.PackageRef{}, sdk.InvalidArgument("%v", err)
	}
	if ref.Version != "" {
		if err := checkText("argument version", ref.Version, maxVersionLen); err != nil {
			return sdk.PackageRef{}, sdk.InvalidArgument("%v", err)
		}
	}
	pp, err := projectDir(in.ProjectPath)
	if err != nil {
		return sdk.PackageRef{}, err
	}
	ref.ProjectPath = pp
	return ref, nil
}

// projectDir checks a projectPath argument: empty, or an absolute path
// of an existing directory (returned cleaned).
func projectDir(p string) (string, error) {
	p = strings.TrimSpace(p)
	if p == "" {
		return "", nil
	}
	if err := checkText("argument projectPath", p, maxProjectLen); err != nil {
		return "", sdk.InvalidArgument("%v", err)
	}
	if !filepath.IsAbs(p) {
		return "", sdk.InvalidArgument("argument projectPath %s is relative: pass the project's absolute path", echo(p))
	}
	p = filepath.Clean(p)
	if st, err := os.Stat(p); err != nil || !st.IsDir() {
		return "", sdk.InvalidArgument("argument projectPath %s is not a directory", echo(p))
	}
	return p, nil
}

// checkArgs checks every string in a tool call's arguments, top-level and
// nested, against argLimits (maxTextLen for other names), before the
// schema is checked and before anything reaches a provider.
func checkArgs(args map[string]any) error {
	names := make([]string, 0, len(args))
	for k := range args {
		names = append(names, k)
	}
	sort.Strings(names) // the same first error for the same arguments
	for _, k := range names {
		if err := checkName(k); err != nil {
			return err
		}
		limit, ok := argLimits[k]
		if !ok {
			limit = maxTextLen
		}
		if err := checkValue("argument "+k, args[k], limit, !ok || k == "query" || k == "code", 0); err != nil {
			return err
		}
		// A project directory is absolute and exists, for a provider's
		// own tools as for describe: a relative one would be read against
		// the provider's working directory, which the agent does not know.
		if s, ok := args[k].(string); ok && k == "projectPath" {
			if _, err := projectDir(s); err != nil {
				return err
			}
		}
	}
	return nil
}

func checkName(k string) error {
	if err := checkString("argument name", k, 128, false); err != nil {
		return sdk.InvalidArgument("%v", err)
	}
	return nil
}

// maxArgDepth bounds how deep checkValue follows nested arguments.
const maxArgDepth = 32

func checkValue(what string, v any, limit int, freeText bool, depth int) error {
	if depth > maxArgDepth {
		return sdk.InvalidArgument("%s is nested deeper than %d levels", what, maxArgDepth)
	}
	switch v := v.(type) {
	case string:
		if err := checkString(what, v, limit, freeText); err != nil {
			return sdk.InvalidArgument("%v", err)
		}
	case []any:
		for i, e := range v {
			if err := checkValue(fmt.Sprintf("%s[%d]", what, i), e, limit, freeText, depth+1); err != nil {
				return err
			}
		}
	case map[string]any:
		for k, e := range v {
			if err := checkName(k); err != nil {
				return err
			}
			if err := checkValue(what+"."+k, e, maxTextLen, true, depth+1); err != nil {
				return err
			}
		}
	}
	return nil
}

// refArgs reads the arguments every docs tool shares, and marks the
// project trusted when the user chose it (see trustProject).
func (g *Gateway) refArgs(ctx context.Context, req mcp.CallToolRequest, eco string) (sdk.PackageRef, error) {
	ref, err := packageRef(refInput{Ecosystem: eco, Package: req.GetString("package", ""), Version: req.GetString("version", ""), ProjectPath: req.GetString("projectPath", "")})
	if err != nil {
		return ref, err
	}
	ref.ProjectTrusted = g.projectTrusted(ctx, ref.ProjectPath)
	return ref, nil
}
