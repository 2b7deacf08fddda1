package sdk

import (
	"context"
	"net/url"
	"strings"

	"github.com/pkgdocs/pkgdocs/internal/contract"
)

// The request and answer types of the contract. They are defined in
// internal/contract, which the host and the answer renderer share with this
// package; the names below are the ones provider code uses. Field by field
// documentation: go doc github.com/pkgdocs/pkgdocs/internal/contract.<Type>.

type (
	// PackageRef names a package the way an agent asks for it.
	PackageRef = contract.PackageRef
	// SourceKind says where an answer came from.
	SourceKind = contract.SourceKind
	// Source says where an answer came from and when. Detail is a path or a URL;
	// it never carries credentials.
	Source = contract.Source
	// Link is a titled URL (homepage, repository, docs, issues).
	Link = contract.Link
	// Fact is one ecosystem-specific header line ("Module: ESM and CJS",
	// "Engines: node >=18", "Import path: net/http").
	Fact = contract.Fact
	// Symbol is one item of a package's API.
	Symbol = contract.Symbol
	// Example is a runnable example.
	Example = contract.Example
	// DocFile is a further document the provider can return with GetDoc.
	DocFile = contract.DocFile
	// Subpackage is a package inside the same module or distribution.
	Subpackage = contract.Subpackage
	// Document is what Describe returns: everything an agent needs to use a
	// package at one exact version.
	Document = contract.Document
	// Doc is what GetDoc returns: one file, section or symbol in full.
	Doc = contract.Doc
	// Locator says how to get a search hit in full: by symbol (Describe), or by
	// path or section (GetDoc).
	Locator = contract.Locator
	// Hit is one ranked search result.
	Hit = contract.Hit
	// SearchResult is what Search returns.
	SearchResult = contract.SearchResult
	// Completion is what Complete returns.
	Completion = contract.Completion
	// ToolResult is what CallTool returns for a provider-declared tool.
	ToolResult = contract.ToolResult
	// HealthState is a provider's health.
	HealthState = contract.HealthState
	// Health is what a health check returns.
	Health = contract.Health
	// Tool declares a provider tool beyond the standard describe tool.
	Tool = contract.Tool
	// ResourceTemplate declares a URI template the provider can read.
	ResourceTemplate = contract.ResourceTemplate
	// Info describes a provider. The host asks once and caches it.
	Info = contract.Info
	// ConfigInputs declares the environment variables and configuration
	// files that decide a provider's registries and credentials (contract
	// minor 5): Info.ConfigInputs.
	ConfigInputs = contract.ConfigInputs
	// ConfigFile is one configuration file a provider reads.
	ConfigFile = contract.ConfigFile
	// DescribeRequest asks for a package's document.
	DescribeRequest = contract.DescribeRequest
	// GetDocRequest asks for one doc file, section or symbol.
	GetDocRequest = contract.GetDocRequest
	// SearchRequest searches inside a package's docs.
	SearchRequest = contract.SearchRequest
	// CompleteRequest asks for completions of an argument ("package").
	CompleteRequest = contract.CompleteRequest
	// CheckRequest asks which names exist in a package at one version.
	CheckRequest = contract.CheckRequest
	// CheckResult is what Check returns: one SymbolCheck per name.
	CheckResult = contract.CheckResult
	// SymbolCheck is the verdict on one name.
	SymbolCheck = contract.SymbolCheck
	// Verdict is what a check found for one name.
	Verdict = contract.Verdict
)

// Verdicts of a check (SymbolCheck.Verdict).
const (
	VerdictUnknown    = contract.VerdictUnknown
	VerdictExists     = contract.VerdictExists
	VerdictMissing    = contract.VerdictMissing
	VerdictAdded      = contract.VerdictAdded
	VerdictRemoved    = contract.VerdictRemoved
	VerdictOutOfReach = contract.VerdictOutOfReach
)

// Where an answer came from (Source.Kind).
const (
	SourceUnknown      = contract.SourceUnknown
	SourceLocalInstall = contract.SourceLocalInstall
	SourceLockfile     = contract.SourceLockfile
	SourceManifest     = contract.SourceManifest
	SourceRegistry     = contract.SourceRegistry
	SourceCache        = contract.SourceCache
	SourceToolchain    = contract.SourceToolchain
	SourceLocalFolder  = contract.SourceLocalFolder
)

// A provider's health (Health.State).
const (
	HealthUnknown = contract.HealthUnknown
	Serving       = contract.Serving
	Degraded      = contract.Degraded
	NotServing    = contract.NotServing
)

// Error is a failure with a contract error code. Providers return it (via
// the constructors in errors.go, or wrapped with %w) so the host can tell a
// missing package from a bad name from an unreachable upstream.
type Error = contract.Error

// DefaultMaxLength is the default output budget in characters (a request's
// MaxLength of 0): about 8,000 tokens at 4 characters a token.
const DefaultMaxLength = contract.DefaultMaxLength

// DefaultSearchLimit is the number of hits when a SearchRequest gives none.
const DefaultSearchLimit = contract.DefaultSearchLimit

// ProjectTrusted reports whether the user chose the projectPath of the
// tool call ctx belongs to (a client root, the host's --project, the
// CLI's current directory): only then may a ToolCaller use the project's
// own registry and credential configuration; set
// PackageRef.ProjectTrusted from it. False under a host older than
// contract minor 4.
func ProjectTrusted(ctx context.Context) bool { return contract.ProjectTrustedFrom(ctx) }

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
