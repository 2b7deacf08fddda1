package sdk

import (
	"encoding/json"
	"time"
)

// PackageRef names a package the way an agent asks for it.
type PackageRef struct {
	// Ecosystem is the provider's ecosystem id ("npm", "go", ...).
	Ecosystem string
	// Name is the package name as the ecosystem spells it. Untrusted: every
	// provider validates it and returns InvalidArgument when the ecosystem
	// would reject it.
	Name string
	// Version is exact, a range or a tag. Empty means the version the project
	// at ProjectPath uses, else the latest release.
	Version string
	// ProjectPath is the user's project directory, for lockfile and
	// local-install awareness. Empty means no project.
	ProjectPath string
	// Registry overrides the ecosystem's configured registry. Empty means the
	// user's configuration.
	Registry string
}

// SourceKind says where an answer came from.
type SourceKind int

const (
	SourceUnknown      SourceKind = iota
	SourceLocalInstall            // node_modules, site-packages, module cache, vendor/
	SourceLockfile                // version pinned by a lockfile, docs fetched for it
	SourceManifest                // version from the project manifest (package.json range, go.mod)
	SourceRegistry                // registry or proxy, version chosen there
	SourceCache                   // provider's own cache
	SourceToolchain               // the standard library of an installed toolchain
	SourceLocalFolder             // a folder given by configuration
)

var sourceNames = [...]string{"unknown", "local install", "lockfile", "project manifest", "registry", "cache", "toolchain", "local folder"}

func (k SourceKind) String() string {
	if k < 0 || int(k) >= len(sourceNames) {
		return "unknown"
	}
	return sourceNames[k]
}

// Source says where an answer came from and when. Detail is a path or a URL;
// it never carries credentials.
type Source struct {
	Kind      SourceKind
	Detail    string
	FetchedAt time.Time
}

// Link is a titled URL (homepage, repository, docs, issues).
type Link struct {
	Title string
	URL   string
}

// Fact is one ecosystem-specific header line ("Module: ESM and CJS",
// "Engines: node >=18", "Import path: net/http").
type Fact struct {
	Label string
	Value string
}

// Symbol is one item of a package's API.
type Symbol struct {
	// Name as the agent would write it: "Router", "Client.Do".
	Name string
	// Kind: func, method, type, class, interface, struct, enum, const, var,
	// alias, field, property, macro, trait, protocol...
	Kind string
	// Signature exactly as the language prints it.
	Signature string
	// Doc is the first sentence in an outline, the full doc when the
	// document focuses on this symbol.
	Doc string
	// Deprecated holds the deprecation note; empty when not deprecated.
	Deprecated string
	// Parent is the enclosing symbol's Name for members; empty at top level.
	Parent string
}

// Example is a runnable example.
type Example struct {
	Title    string
	Language string // fence info string: "go", "ts", "python"
	Code     string
	Output   string // expected output, when the ecosystem records it
	Source   string // file or README section it came from
}

// DocFile is a further document the provider can return with GetDoc.
type DocFile struct {
	Path  string
	Title string
	Size  int64
}

// Subpackage is a package inside the same module or distribution.
type Subpackage struct {
	Path     string
	Synopsis string
}

// Document is what Describe returns: everything an agent needs to use a
// package at one exact version.
type Document struct {
	Name          string
	Version       string // exact, resolved
	LatestVersion string // empty when unknown
	Summary       string
	License       string
	Deprecated    string // deprecation notice; empty when not deprecated
	Links         []Link
	Install       []string // install commands, one per package manager
	Facts         []Fact
	Overview      string // package-level documentation (Markdown), apart from the README
	Readme        string // filtered README (Markdown)
	Symbols       []Symbol
	Examples      []Example
	DocFiles      []DocFile
	Subpackages   []Subpackage
	// Focus is the symbol this document is about when Describe was asked for
	// one; Symbols then holds it and its members with full docs.
	Focus  string
	Source Source
	// Notes are warnings an agent should see (retracted version, stale data,
	// fallbacks taken).
	Notes []string
}

// Doc is what GetDoc returns: one file, section or symbol in full.
type Doc struct {
	Name    string
	Version string
	Title   string
	Path    string // the path or section locator it answers
	Content string // Markdown
	Source  Source
	// Available lists other paths or sections the agent can ask for, set
	// when the requested one was not found or on a query.
	Available []string
}

// Locator says how to get a search hit in full: by symbol (Describe), or by
// path or section (GetDoc).
type Locator struct {
	Symbol  string
	Path    string
	Section string
}

// Hit is one ranked search result.
type Hit struct {
	Title   string
	Kind    string // section, symbol, file, example
	Snippet string
	Score   float64
	Locator Locator
}

// SearchResult is what Search returns.
type SearchResult struct {
	Name    string
	Version string
	Hits    []Hit
	Source  Source
}

// Completion is what Complete returns.
type Completion struct {
	Values  []string
	Total   int
	HasMore bool
	// ProjectValues is how many of Values, from the first, are the direct
	// dependencies of the project at CompleteRequest.ProjectPath, read from
	// its manifest (package.json, go.mod, ...). A provider that knows the
	// project puts them first and says how many here; 0 means none, or no
	// project. The host lists these as the project's MCP resources, so only
	// count real dependencies, never general suggestions.
	ProjectValues int
}

// ToolResult is what CallTool returns for a provider-declared tool.
type ToolResult struct {
	Text       string          // Markdown for the agent
	Structured json.RawMessage // optional; must match the tool's output schema
	IsError    bool            // a domain failure the agent can act on
}

// HealthState is a provider's health.
type HealthState int

const (
	HealthUnknown HealthState = iota
	Serving
	Degraded
	NotServing
)

var healthNames = [...]string{"unknown", "serving", "degraded", "not serving"}

func (h HealthState) String() string {
	if h < 0 || int(h) >= len(healthNames) {
		return "unknown"
	}
	return healthNames[h]
}

// Health is what a health check returns.
type Health struct {
	State   HealthState
	Message string
}

// Tool declares a provider tool beyond the standard describe tool.
type Tool struct {
	Name         string // [a-z][a-z0-9_]{0,63}
	Title        string
	Description  string
	InputSchema  json.RawMessage // JSON Schema object; required
	OutputSchema json.RawMessage // optional
	// ReadOnly marks a tool that only reads docs: the host then annotates it
	// readOnly, non-destructive, idempotent and open-world.
	ReadOnly bool
}

// ResourceTemplate declares a URI template the provider can read.
type ResourceTemplate struct {
	URITemplate string
	Name        string
	Title       string
	Description string
	MIMEType    string
}

// Info describes a provider. The host asks once and caches it.
type Info struct {
	Name        string // [a-z0-9-]+, matches the binary's suffix
	DisplayName string
	Version     string
	Ecosystem   string // [a-z0-9-]+
	Description string
	// DescribeParams names the optional describe arguments this provider
	// honours beyond package, version and projectPath ("symbol").
	DescribeParams    []string
	Tools             []Tool
	ResourceTemplates []ResourceTemplate
}

// DescribeRequest asks for a package's document.
type DescribeRequest struct {
	Package   PackageRef
	Symbol    string // optional: focus on one symbol
	MaxLength int    // characters; 0 = provider default. A hint: the host budgets.
}

// GetDocRequest asks for one doc file, section or symbol.
type GetDocRequest struct {
	Package   PackageRef
	Path      string
	Section   string
	Symbol    string
	Query     string
	MaxLength int
}

// SearchRequest searches inside a package's docs.
type SearchRequest struct {
	Package PackageRef
	Query   string
	Limit   int
	Fuzzy   bool
}

// CompleteRequest asks for completions of an argument ("package").
type CompleteRequest struct {
	Argument    string
	Prefix      string
	ProjectPath string
	Context     map[string]string
	Limit       int
}
