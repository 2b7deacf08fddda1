// Package npm is the pkgdocs provider for npm packages: it answers
// describe_npm_package and get_npm_package_doc with the package's filtered
// README, its API read from TypeScript declarations, examples and doc files,
// at the version the user's project actually uses.
//
// Which version: an explicit version (exact, range, dist-tag) wins; else the
// project's node_modules install (found the way Node resolves, walking up
// from the project path; read from disk, no network) or, in a Yarn
// Plug'n'Play project, the zip archive its map names (package pnp), then
// its lockfile, then the range in package.json; else the registry's
// latest. A git or tarball dependency that is not installed is an error,
// not the registry's package of that name.
//
// Which registry and credentials: the user's npm configuration (package
// npmrc). Fetching: one version manifest and the tarball, verified and read
// in memory with sdk/archive (package registry; manifests decoded field by
// field, so old ones load). API: the declarations (package dts), else the
// matching @types/<name> (installed, else from the registry), else an
// outline inferred from the JavaScript (package jsapi), marked as such.
// "pkg/sub" describes the entry point "./sub" of the package's exports map.
// Every name in the outline resolves as a symbol in the forms code writes
// it (symbols.go).
//
// Layout, as sdk/doc.go lays a provider out: provider.go (Config, New,
// Info, Health), describe.go, getdoc.go, search.go, complete.go, tools.go
// (get_npm_package_doc), resolve.go (which version, and loading it),
// bases.go and nodetypes.go (other packages and Node builtins whose types
// the API extends: the project's @types/node, else the user's Node's),
// local.go (node_modules), symbols.go; sub-packages for the registry
// protocol and each parser.
package npm
