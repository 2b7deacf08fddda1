// Package modzip reads a Go module zip (from a proxy or the module cache's
// cache/download directory) in memory, without extracting it, and serves
// it as an fs.FS rooted at the module.
//
// Module zips are untrusted input: every entry must sit under
// "<module>@<version>/" and pass golang.org/x/mod/module.CheckFilePath
// (which rejects "..", absolute paths, and names the go command would
// refuse), and the compressed and declared uncompressed sizes are capped.
// It stands in for the shared toolkit's sdk/archive.ReadZip, which cannot
// serve files lazily as an fs.FS.
package modzip
