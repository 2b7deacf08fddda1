// Package mdfolder is the example third-party pkgdocs provider: the
// template a provider author copies. It is built only with the public SDK
// API and does real work offline: it serves documentation from a local
// folder of Markdown files, one subfolder per package, found in the folder
// named by $PKGDOCS_MDFOLDER_DIR.
//
//	$PKGDOCS_MDFOLDER_DIR/
//	  acme-widgets/
//	    README.md      the package's main document (required)
//	    VERSION        optional: the version string (default "local")
//	    guides/x.md    further doc files, returned by GetDoc by path
//
// Symbols are the level-3 headings under a level-2 "API" heading of
// README.md; the first code block under each is its signature.
//
// It follows the provider layout of the sdk package comment: provider.go
// (Config, New, Info), resolve.go, describe.go, one file per capability
// (getdoc.go, search.go, complete.go, tools.go), and sub-packages for
// where packages come from (folder, a registry client in a real provider)
// and what is parsed (markdown). Its main, in cmd/pkgdocs-provider-mdfolder,
// is one line: serve.Serve (package sdk/serve) runs the provider, served to
// a host or as a CLI from a terminal. Copy it, rename it, replace those two
// sub-packages and resolve.go, keep the contract test in provider_test.go,
// and build the binary as pkgdocs-provider-<name> into a plugins directory.
package mdfolder
