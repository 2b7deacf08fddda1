// Package npm is the pkgdocs provider for npm packages: it answers
// describe_npm_package and get_npm_package_doc with the package's filtered
// README, its API read from TypeScript declarations, examples and doc files,
// at the version the user's project actually uses.
//
// Which version: an explicit version (exact, range, dist-tag) wins; else the
// project's node_modules install (found the way Node resolves, walking up
// from the project path; read from disk, no network), then its lockfile,
// then the range in package.json; else the registry's latest.
//
// Which registry and credentials: the user's npm configuration (package
// npmrc). Fetching: one version manifest and the tarball, verified and read
// in memory (packages registry and tarball). API: package dts, with a
// fallback to @types/<name>.
package npm
