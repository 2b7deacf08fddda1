// Package apidoc extracts a Go package's API documentation from its source
// files with go/build, go/parser and go/doc, without running the go command.
//
// It exists so the Go provider can answer from any file tree (a module zip
// read in memory, the module cache, vendor/, GOROOT) the way `go doc -all`
// would on the same machine: the same file selection (build constraints for
// the running GOOS/GOARCH), the same declarations with bodies stripped and
// unexported fields elided, printed with go/format exactly as gofmt does.
// Example functions from _test.go files are attached to the symbols they
// document. Parts of the declaration printing are adapted from the go
// command's doc implementation (cmd/go/internal/doc, BSD licence, The Go
// Authors) so the signatures match what `go doc` prints byte for byte.
package apidoc
