package sdk

import (
	"encoding/json"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk/rank"
)

// PackageRef names a package the way an agent asks for it.
type PackageRef struct {
	// Ecosystem is the provider's ecosystem id ("npm", "go", ...).
	Ecosystem string `json:"ecosystem,omitempty"`
	// Name is the package name as the ecosystem spells it. Untrusted: every
	// provider validates it and returns InvalidArgument when the ecosystem
	// would reject it.
	Name string `json:"name,omitempty"`
	// Version is exact, a range or a tag. Empty means the version the project
	// at ProjectPath uses, else the latest release.
	Version string `json:"version,omitempty"`
	// ProjectPath is the user's project directory, for lockfile and
	// local-install awareness. Empty means no project.
	ProjectPath string `json:"projectPath,omitempty"`
	// Registry overrides the ecosystem's configured registry. Empty means the
	// user's configuration.
	Registry string `json:"registry,omitempty"`
	// ProjectTrusted is true when the user chose ProjectPath: it is one of
	// the client's roots or inside one, the host's --project, or the current
	// directory of the CLI. Only then may a provider use the project's own
	// registry and credential configuration (.npmrc, pip.conf, uv.toml,
	// .cargo/config.toml, registries.json) and expand environment variables
	// in it. Otherwise it reads versions from the project but takes
	// registries and credentials from user and global configuration only,
	// and says so in a Note. A host older than contract minor 4 never sets
	// it: absent means untrusted.
	ProjectTrusted bool `json:"projectTrusted,omitempty"`
}

// SourceKind says where an answer came from.
type SourceKind int

const (
	SourceUnknown      SourceKind = iota
	SourceLocalInstall            // the project's install: node_modules, site-packages, vendor/, the module cache at the version the project builds with
	SourceLockfile                // version pinned by a lockfile, docs fetched for it
	SourceManifest                // version from the project manifest (package.json range, go.mod)
	SourceRegistry                // registry or proxy, version chosen there
	SourceCache                   // a cache: the provider's own, or a shared download cache (the Go module cache) for a version no project chose
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
	Kind      SourceKind `json:"kind,omitempty"`
	Detail    string     `json:"detail,omitempty"`
	FetchedAt time.Time  `json:"fetchedAt,omitempty"`
	// Registry is the registry, index or proxy the package's files came
	// from: the base URL the configuration resolved to (scheme, host, port,
	// path; never credentials, a query or a fragment). Empty when none was
	// involved (a local install, the toolchain). The host keys cached
	// answers on it (contract minor 5).
	Registry string `json:"registry,omitempty"`
	// Public says that anyone may read what the answer was made from: the
	// files came from the ecosystem's public default registry (the one its
	// tool uses with no configuration at all) fetched without credentials
	// (no token, basic auth or netrc), or from the toolchain's own standard
	// library. Leave it false for a configured registry or mirror, anything
	// fetched with credentials, a name matched by a private pattern (such
	// as GOPRIVATE), a project, or a local install: false is always safe.
	// The host lets a shared cache serve an exact version's answer to
	// other users only when it is true (contract minor 7; a provider built
	// before it never sets it, and its answers stay private).
	Public bool `json:"public,omitempty"`
}

// Link is a titled URL (homepage, repository, docs, issues).
type Link struct {
	Title string `json:"title,omitempty"`
	URL   string `json:"url,omitempty"`
}

// Fact is one ecosystem-specific header line ("Module: ESM and CJS",
// "Engines: node >=18", "Import path: net/http").
type Fact struct {
	Label string `json:"label,omitempty"`
	Value string `json:"value,omitempty"`
}

// FactVersionFrom labels the Fact saying how the answer's version was
// chosen (a project's file, the latest release). Like the source, it says
// how one answer was made: a page's cursor does not depend on it, so the
// follow-up call that names the version continues the answer that chose it.
const FactVersionFrom = "Version from"

// FactPackageName labels the Fact that gives the name code uses for the
// package when it imports it without an alias, where that name is not
// the one its path suggests (the Go package at k8s.io/cri-client/pkg
// declares "package cri"; the Python module a distribution installs under
// another name, bs4 for beautifulsoup4, or a dotted one inside a namespace
// package, xstatic.pkg.js_yaml). check_package_api reads references to
// the package under that name too, in snippets and in names it is given.
const FactPackageName = "Package name"

// Symbol is one item of a package's API.
type Symbol struct {
	// Name as the agent would write it: "Router", "Client.Do".
	Name string `json:"name,omitempty"`
	// Kind: func, method, type, class, interface, struct, enum, const, var,
	// alias, field, property, macro, trait, protocol...
	Kind string `json:"kind,omitempty"`
	// Signature exactly as the language prints it.
	Signature string `json:"signature,omitempty"`
	// Doc is the first sentence in an outline, the full doc when the
	// document focuses on this symbol.
	Doc string `json:"doc,omitempty"`
	// Deprecated holds the deprecation note; empty when not deprecated.
	Deprecated string `json:"deprecated,omitempty"`
	// Parent is the enclosing symbol's Name for members; empty at top level.
	Parent string `json:"parent,omitempty"`
	// Disabled is the condition the symbol is declared under when the
	// build the document describes does not meet it: a Rust item behind
	// #[cfg(feature = "serde")] where neither the crate's default
	// features nor the project's manifest enable serde. Page one lists
	// such symbols after every other one (their signatures, then their
	// names in its index), so a package's default API is not crowded out
	// by what its users would have to switch on. Empty (the zero value):
	// the symbol is in that build, or the provider cannot tell (a
	// target's cfg, a build script's); a condition that is met (a default
	// feature) is not set here either. Doc still says the condition to
	// the reader (contract minor 10; a provider built before it never
	// sets it, and page one keeps the provider's order).
	Disabled string `json:"disabled,omitempty"`
}

// Example is a runnable example.
type Example struct {
	Title    string `json:"title,omitempty"`
	Language string `json:"language,omitempty"` // fence info string: "go", "ts", "python"
	Code     string `json:"code,omitempty"`
	Output   string `json:"output,omitempty"` // expected output, when the ecosystem records it
	Source   string `json:"source,omitempty"` // file or README section it came from
}

// DocFile is a further document the provider can return with GetDoc.
type DocFile struct {
	Path  string `json:"path,omitempty"`
	Title string `json:"title,omitempty"`
	Size  int64  `json:"size,omitempty"`
}

// Subpackage is a package inside the same module or distribution.
type Subpackage struct {
	Path     string `json:"path,omitempty"`
	Synopsis string `json:"synopsis,omitempty"`
}

// Document is what Describe returns: everything an agent needs to use a
// package at one exact version.
//
// Symbols is the whole API, most important first: the provider's order is
// the importance order. The host's pager gives signatures on page one in
// this order (deprecated symbols last whatever their place) and opens the
// API with the first of them, so put first what an agent needs to start:
// constructors and the types they return, what the README and examples
// call; then the rest, for example in source order. Members (Parent set)
// are shown under their parent wherever they are listed.
type Document struct {
	Name          string       `json:"name,omitempty"`
	Version       string       `json:"version,omitempty"`       // exact, resolved
	LatestVersion string       `json:"latestVersion,omitempty"` // empty when unknown
	Summary       string       `json:"summary,omitempty"`
	License       string       `json:"license,omitempty"`
	Deprecated    string       `json:"deprecated,omitempty"` // deprecation notice; empty when not deprecated
	Links         []Link       `json:"links,omitempty"`
	Install       []string     `json:"install,omitempty"` // install commands, one per package manager
	Facts         []Fact       `json:"facts,omitempty"`
	Overview      string       `json:"overview,omitempty"` // package-level documentation (Markdown), apart from the README
	Readme        string       `json:"readme,omitempty"`   // filtered README (Markdown)
	Symbols       []Symbol     `json:"symbols,omitempty"`  // the whole API, most important first (see above)
	Examples      []Example    `json:"examples,omitempty"`
	DocFiles      []DocFile    `json:"docFiles,omitempty"`
	Subpackages   []Subpackage `json:"subpackages,omitempty"`
	// Focus is the symbol this document is about when Describe was asked for
	// one; Symbols then holds it and its members with full docs.
	Focus  string `json:"focus,omitempty"`
	Source Source `json:"source,omitempty"`
	// Notes are warnings an agent should see (retracted version, stale data,
	// fallbacks taken).
	Notes []string `json:"notes,omitempty"`
	// OutlineComplete is true when Symbols list every exported name the
	// package declares at this version (members a type gets from another
	// package's types aside: the host follows those itself, through the
	// symbol's document): the provider read its whole public surface
	// (every file of it on every platform, build setting or feature that
	// could add a name, or a source complete by construction), so a name
	// absent from Symbols does not exist. The host may then say so of a
	// name a package lacks even when Symbols is empty (a package kept for
	// its documentation or its import side effects exports nothing).
	// Leave it false whenever a name might exist that the provider did not
	// see: files it could not read or parse, declarations for another
	// platform or feature it skipped, re-exports from other packages,
	// names made at run time, a compiled module, an outline cut short. It
	// is meaningless with Focus set (Symbols then hold one symbol); false
	// is always safe, and is what a provider older than contract minor 8
	// sends: an empty outline then means "cannot tell".
	OutlineComplete bool `json:"outlineComplete,omitempty"`
}

// Doc is what GetDoc returns: one file, section or symbol in full.
type Doc struct {
	Name    string `json:"name,omitempty"`
	Version string `json:"version,omitempty"`
	Title   string `json:"title,omitempty"`
	Path    string `json:"path,omitempty"`    // the path or section locator it answers
	Content string `json:"content,omitempty"` // Markdown
	Source  Source `json:"source,omitempty"`
	// Available lists other paths or sections the agent can ask for, set
	// when the requested one was not found or on a query.
	Available []string `json:"available,omitempty"`
}

// Locator says how to get a search hit in full: by symbol (Describe), or by
// path or section (GetDoc). It is rank.Locator, so the locator a provider
// puts on each rank.Doc comes back on its hit ready for an sdk.Hit.
type Locator = rank.Locator

// Hit is one ranked search result.
type Hit struct {
	Title   string  `json:"title,omitempty"`
	Kind    string  `json:"kind,omitempty"` // section, symbol, file, example
	Snippet string  `json:"snippet,omitempty"`
	Score   float64 `json:"score,omitempty"`
	Locator Locator `json:"locator,omitempty"`
}

// SearchResult is what Search returns.
type SearchResult struct {
	Name    string `json:"name,omitempty"`
	Version string `json:"version,omitempty"`
	Hits    []Hit  `json:"hits,omitempty"`
	Source  Source `json:"source,omitempty"`
}

// Completion is what Complete returns.
type Completion struct {
	Values  []string `json:"values,omitempty"`
	Total   int      `json:"total,omitempty"`
	HasMore bool     `json:"hasMore,omitempty"`
	// ProjectValues is how many of Values, from the first, are the direct
	// dependencies of the project at CompleteRequest.ProjectPath, read from
	// its manifest (package.json, go.mod, ...). A provider that knows the
	// project puts them first and says how many here; 0 means none, or no
	// project. The host lists these as the project's MCP resources, so only
	// count real dependencies, never general suggestions.
	ProjectValues int `json:"projectValues,omitempty"`
}

// ToolResult is what CallTool returns for a provider-declared tool.
type ToolResult struct {
	Text       string          `json:"text,omitempty"`       // Markdown for the agent
	Structured json.RawMessage `json:"structured,omitempty"` // optional; must match the tool's output schema
	IsError    bool            `json:"isError,omitempty"`    // a domain failure the agent can act on
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
	State   HealthState `json:"state,omitempty"`
	Message string      `json:"message,omitempty"`
}

// Tool declares a provider tool beyond the standard describe tool.
type Tool struct {
	Name         string          `json:"name,omitempty"` // [a-z][a-z0-9_]{0,63}
	Title        string          `json:"title,omitempty"`
	Description  string          `json:"description,omitempty"`
	InputSchema  json.RawMessage `json:"inputSchema,omitempty"`  // JSON Schema object; required
	OutputSchema json.RawMessage `json:"outputSchema,omitempty"` // optional
	// ReadOnly marks a tool that only reads docs: the host then annotates it
	// readOnly, non-destructive, idempotent and open-world.
	ReadOnly bool `json:"readOnly,omitempty"`
	// TakesProject says the tool reads the user's project: InputSchema has
	// a string "projectPath" property, and when a call gives none the host
	// fills it with the client's root (or pkgdocs --project). False: the
	// host never adds projectPath.
	TakesProject bool `json:"takesProject,omitempty"`
	// CacheTTL is how long the host may answer a call with the answer to an
	// earlier call with the same arguments (at most the host's own resolve
	// TTL, an hour by default). Zero: never, every call reaches the
	// provider; leave it zero for a tool with side effects, or whose answer
	// follows files the user edits (a project's lockfile).
	CacheTTL time.Duration `json:"cacheTTL,omitempty"`
}

// ResourceTemplate declares a URI template the provider can read.
type ResourceTemplate struct {
	URITemplate string `json:"uriTemplate,omitempty"`
	Name        string `json:"name,omitempty"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	MIMEType    string `json:"mimeType,omitempty"`
}

// Info describes a provider. The host asks once and caches it.
type Info struct {
	Name        string `json:"name,omitempty"` // [a-z0-9-]+, matches the binary's suffix
	DisplayName string `json:"displayName,omitempty"`
	Version     string `json:"version,omitempty"`
	Ecosystem   string `json:"ecosystem,omitempty"` // [a-z0-9-]+
	Description string `json:"description,omitempty"`
	// DescribeParams names the optional describe arguments this provider
	// honours beyond package, version and projectPath ("symbol").
	DescribeParams    []string           `json:"describeParams,omitempty"`
	Tools             []Tool             `json:"tools,omitempty"`
	ResourceTemplates []ResourceTemplate `json:"resourceTemplates,omitempty"`
	// ConfigInputs declares the environment variables and configuration
	// files that decide the provider's registries and credentials
	// (contract minor 5). The host starts the provider with those
	// variables (and a base set: HOME, PATH, locale, proxies, CA bundles),
	// none of its other ones, and keys its cached answers on a fingerprint
	// of their values and the files' contents, so that pointing the
	// configuration at another registry never serves the first one's
	// answers. Nil: the host guesses from the provider's name (its table
	// for the first-party providers; the base set alone for any other) and
	// keys answers without a fingerprint. Non-nil and empty: the provider
	// needs nothing beyond the base set.
	ConfigInputs *ConfigInputs `json:"configInputs,omitempty"`
}

// ConfigInputs is what configures a provider's registries and credentials.
type ConfigInputs struct {
	// Env names environment variables: [A-Za-z_][A-Za-z0-9_]*, a trailing
	// "*" making a prefix ("NPM_CONFIG_*", at least two characters before
	// it). At most MaxConfigEnv.
	Env []string `json:"env,omitempty"`
	// Files are the configuration files read. At most MaxConfigFiles.
	Files []ConfigFile `json:"files,omitempty"`
}

// ConfigFile is one configuration file a provider reads.
type ConfigFile struct {
	// Path of a user or global file: absolute ("/etc/npmrc"), "~/"-relative
	// ("~/.npmrc"), or "$NAME" / "$NAME/rest" with NAME an environment
	// variable the provider gets (absent while NAME is unset or not an
	// absolute path). Of a project file: relative, "/"-separated, without
	// "." or ".." (".cargo/config.toml"). At most 512 bytes. In a project
	// file's path, and in what follows "~/" or "$NAME/" in a user file's,
	// an element "$NAME" stands for the value of variable NAME, one file
	// name (".yarnrc.yml" for "$YARN_RC_FILENAME"): the file is absent
	// while NAME is unset or is not one file name (ValidFileName). A host
	// from before this form drops such a project file and reads such a
	// user file's element literally (a file it will not find). The last
	// element of a project file's path may be a pattern with "*" (as
	// path.Match; no "?" or "["): every regular file of that directory it
	// matches, by name ("requirements/*.txt"); a host from before this
	// form looks for a file of that literal name, which is absent.
	Path string `json:"path"`
	// Project marks a file of the project, read relative to the request's
	// ProjectPath and only when PackageRef.ProjectTrusted.
	Project bool `json:"project,omitempty"`
	// SearchAncestors (project files only): also look in every directory
	// above the project, as Cargo does for .cargo/config.toml.
	SearchAncestors bool `json:"searchAncestors,omitempty"`
}

// DescribeRequest asks for a package's document.
type DescribeRequest struct {
	Package   PackageRef `json:"package,omitempty"`
	Symbol    string     `json:"symbol,omitempty"`    // optional: focus on one symbol
	MaxLength int        `json:"maxLength,omitempty"` // characters; 0 = provider default. A hint: the host budgets.
}

// GetDocRequest asks for one doc file, section or symbol.
type GetDocRequest struct {
	Package   PackageRef `json:"package,omitempty"`
	Path      string     `json:"path,omitempty"`
	Section   string     `json:"section,omitempty"`
	Symbol    string     `json:"symbol,omitempty"`
	Query     string     `json:"query,omitempty"`
	MaxLength int        `json:"maxLength,omitempty"`
}

// SearchRequest searches inside a package's docs.
type SearchRequest struct {
	Package PackageRef `json:"package,omitempty"`
	Query   string     `json:"query,omitempty"`
	Limit   int        `json:"limit,omitempty"`
	Fuzzy   bool       `json:"fuzzy,omitempty"`
}

// CompleteRequest asks for completions of an argument ("package").
type CompleteRequest struct {
	Argument    string            `json:"argument,omitempty"`
	Prefix      string            `json:"prefix,omitempty"`
	ProjectPath string            `json:"projectPath,omitempty"`
	Context     map[string]string `json:"context,omitempty"`
	Limit       int               `json:"limit,omitempty"`
	// ProjectTrusted is PackageRef.ProjectTrusted for ProjectPath.
	ProjectTrusted bool `json:"projectTrusted,omitempty"`
}

// MarshalText writes a SourceKind as its name ("registry").
func (k SourceKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads what MarshalText writes.
func (k *SourceKind) UnmarshalText(b []byte) error {
	for i, n := range sourceNames {
		if n == string(b) {
			*k = SourceKind(i)
			return nil
		}
	}
	*k = SourceUnknown
	return nil
}

// MarshalText writes a HealthState as its name ("serving").
func (h HealthState) MarshalText() ([]byte, error) { return []byte(h.String()), nil }

// UnmarshalText reads what MarshalText writes.
func (h *HealthState) UnmarshalText(b []byte) error {
	for i, n := range healthNames {
		if n == string(b) {
			*h = HealthState(i)
			return nil
		}
	}
	*h = HealthUnknown
	return nil
}
