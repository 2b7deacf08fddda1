// Package swift is the Swift provider: describe_swift_package for packages
// named by repository URL, GitHub owner/repo, SwiftPM identity or registry
// identity (scope.name), at the version the user's project pins.
//
// Where the docs come from, in order: the project's own checkouts
// (.build/checkouts, Xcode's DerivedData for this project) and SwiftPM's
// shared repository cache, with no network; then a package registry
// configured for SwiftPM (SE-0292); then GitHub's API for public packages. Nothing is compiled or executed: Package.swift is read
// as text (package manifest), the API comes from symbol graphs when the
// package ships them (symbolgraph) and otherwise from a declaration
// scanner over the sources (swiftsrc), doc comments and DocC catalogs are
// rendered to Markdown (docc).
//
// Files: provider.go (Config, New, Info), describe.go (the document),
// api.go (symbols), getdoc.go (DocC articles and README sections),
// complete.go (completions from Package.resolved), health.go, resolve.go
// (which version, and where the files come from: checkout, SwiftPM cache,
// registry, GitHub), source.go (reading those files), versions.go
// (requirements and tags).
package swift
