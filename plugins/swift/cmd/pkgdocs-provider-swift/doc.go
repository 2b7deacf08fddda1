// Command pkgdocs-provider-swift is the pkgdocs provider for Swift
// packages: project checkouts, SwiftPM registries and GitHub.
package main
