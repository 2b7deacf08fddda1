package gateway

import (
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// The host's tools that take an ecosystem (search_package_docs,
// check_package_api) name it ecosystem and accept language, the name
// search_package_docs had in the original server, as its alias: an agent
// that used one name with one tool gets it right with the other, and
// existing configurations keep working. Both are declared in the input
// schema (the validator, the CLI and strict clients refuse an undeclared
// argument); ecosystem is the required one, and language is moved onto it
// before the schema is checked.
const (
	argEcosystem      = "ecosystem"
	argEcosystemAlias = "language"
)

// ecosystemAliasTools are the tools whose language argument is an alias
// of ecosystem. A provider's own tools are never rewritten: their
// arguments are theirs.
var ecosystemAliasTools = map[string]bool{toolSearch: true, toolCheck: true}

// ecosystemParams declares ecosystem (required) and its alias.
func (g *Gateway) ecosystemParams() []mcp.ToolOption {
	return []mcp.ToolOption{
		mcp.WithString(argEcosystem, mcp.Required(), mcp.Description(g.ecosystemHint()+" (alias: language)")),
		mcp.WithString(argEcosystemAlias, mcp.Description("Alias of ecosystem")),
	}
}

// canonicalEcosystem moves a call's language argument onto ecosystem, for
// the tools in ecosystemAliasTools: language alone becomes ecosystem, the
// same value under both names (case and spaces aside) is kept once, and
// two different values are an error an agent can act on. A value that is
// no string is left for the schema to report.
func canonicalEcosystem(tool string, args map[string]any) error {
	if !ecosystemAliasTools[tool] {
		return nil
	}
	alias, ok := args[argEcosystemAlias]
	if !ok {
		return nil
	}
	eco, both := args[argEcosystem]
	if !both {
		args[argEcosystem] = alias
		delete(args, argEcosystemAlias)
		return nil
	}
	a, aok := alias.(string)
	e, eok := eco.(string)
	if !aok || !eok {
		return nil
	}
	if normEcosystem(a) != normEcosystem(e) {
		return sdk.InvalidArgument("arguments ecosystem %s and language %s disagree: language is an alias of ecosystem, give one", echo(e), echo(a))
	}
	delete(args, argEcosystemAlias)
	return nil
}

// normEcosystem is an ecosystem argument as the host routes on it.
func normEcosystem(s string) string { return strings.ToLower(strings.TrimSpace(s)) }
