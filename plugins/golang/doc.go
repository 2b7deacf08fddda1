// Package golang is the pkgdocs provider for Go: describe_go_package with
// the exact signatures `go doc` prints, the package doc, examples from
// _test.go files, the module's packages and its filtered README, at the
// version the user's project builds with.
//
// It resolves versions like the go command (go.mod require/replace,
// go.work, vendor/, else the latest release from GOPROXY), reads files
// from vendor/ or a replace directory, the module cache, the proxy (zips
// read in memory) or GOROOT, and documents them with go/parser and go/doc
// (package apidoc), so it needs the go command only for GOPROXY=direct
// and private modules.
package golang
