// Package sdk is what a pkgdocs provider author imports.
//
// A provider is a binary named pkgdocs-provider-<name> that the pkgdocs
// host finds in its plugins directory and runs over the DocsProvider gRPC
// contract (proto/pkgdocs/provider/v1). You implement Provider (Info and
// Describe), optionally the one-method capability interfaces (DocGetter,
// Searcher, Completer, ToolCaller, HealthChecker, Checker, NameLooker), and call
// serve.Serve (package sdk/serve) from main. Serve owns the handshake,
// logging to the host (log with Logger, never to stdout), panic recovery
// and error codes; run from a terminal, the same binary is a small CLI over
// itself (serve.Standalone).
//
// Read first, in this order: Provider and the request and Document types;
// the error constructors (NotFound, InvalidArgument, Unavailable, ...);
// then sdk/example/mdfolder, a complete provider. A new provider is a copy
// of it plus the registry logic, laid out the same way:
//
//	provider.go   Config (every field's zero value documented), New(Config), Info
//	resolve.go    name validation (InvalidArgument before any I/O), version
//	              resolution: installed copy, lockfile, manifest, registry
//	describe.go   Describe: the whole API with full signatures
//	getdoc.go     DocGetter      search.go    Searcher
//	complete.go   Completer      tools.go     declared tools and ToolCaller
//	<registry>/   sub-package: the registry's protocol (client, types)
//	<format>/     sub-packages: one per parsed format (lockfile, doc format)
//	cmd/pkgdocs-provider-<name>/main.go   func main() { serve.Serve(New(Config{})) }
//	contract_test.go   providertest.Run and providertest.RunBinary
//
// The toolkit, so no provider writes these again:
//
//	fetch        bounded HTTP GET with contract error codes; credentials
//	credentials  per-URL-prefix credentials (config, URL userinfo, netrc)
//	memo         resolved versions and artifacts: bounded, TTL, singleflight
//	localfile    read a local file, at most N bytes, regular files only
//	localtree    an fs.FS over a project directory that follows no link
//	archive      tar.gz and zip read in memory, bounded, no path escapes
//	readme       README filtering; rank: search with typed locators
//	schema       compile tool schemas; kvargs: key=value → tool arguments
//	apicheck     names as agents write them → an API outline's symbols; nearest
//	             names; the names a code snippet takes from a package
//	answer       the Markdown pages the host shows for a Document, Doc or
//	             SearchResult, and search over a Document
//	cliflags     command lines whose flags may follow positional arguments
//	serve        Serve, ServeShared, the standalone CLI, the go-plugin
//	             handshake, and Remote: the host's side of the contract
//	providertest the contract suite every provider runs in go test
//
// A declared Tool says whether it takes the user's project (TakesProject:
// the host fills projectPath from the client's roots) and how long the
// host may reuse its answers (CacheTTL); ContractMinor counts such
// additions, and its documentation lists each minor version.
//
// A project's own registry and credential configuration (.npmrc, pip.conf,
// uv.toml, [tool.uv.index], .cargo/config.toml, registries.json) is used,
// and ${VAR} in it expanded, only when PackageRef.ProjectTrusted (for a
// tool: ProjectTrusted(ctx); for Complete: CompleteRequest.ProjectTrusted)
// says the user chose the project: a client root, the host's --project, or
// the directory a CLI runs in. For any other projectPath an agent passes,
// read versions from the project but registries and credentials from user
// and global configuration only, and say so in a Note. A host older than
// contract minor 4 never sets it: absent is untrusted.
//
// Info.ConfigInputs (contract minor 5) declares what decides the
// registries and credentials a provider uses: environment variables
// (names or "PREFIX_*") and configuration files (user or global paths,
// "~/"- or "$NAME"-relative, and project files, optionally searched up the
// tree). The host starts the provider with those variables of its
// environment and no others beyond a base set (HOME, PATH, locale,
// proxies, CA bundles), and keys cached answers on a fingerprint of them;
// set Source.Registry (RegistryID) to the registry an answer's files came
// from so configurations that resolve to one registry share answers. A
// provider that declares nothing gets a guess by its name. Set
// Source.Public (contract minor 7) only when the files came from the
// ecosystem's public default registry without credentials, or from the
// toolchain's standard library: the host then lets shared caches keep an
// exact version's answer for anyone; left false, it stays private.
//
// Set Document.OutlineComplete (contract minor 8) only when Symbols list
// every exported name of the package: the provider read its whole public
// surface, with nothing left out for another platform, build setting or
// feature, no re-export from elsewhere and no name made at run time. The
// host's check_package_api then says a name absent from the outline does
// not exist, even for a package that exports nothing; left false, an empty
// outline means "cannot tell".
//
// The types in this package are the Go side of the DocsProvider gRPC
// contract in proto/pkgdocs/provider/v1, defined here with their field
// documentation; the host uses the same types. The conversions to and from
// the generated messages are internal to the SDK (sdk/internal/wire):
// provider code never touches generated types. This package imports
// nothing else of this module but sdk/rank (for Locator).
package sdk
