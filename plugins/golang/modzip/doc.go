// Package modzip is the Go module layer over sdk/archive.OpenZipFS: it
// opens a module zip (from a proxy or the module cache's cache/download
// directory) in memory, without extracting it, as an fs.FS rooted at the
// module. OpenLarge reads a zip too large to hold whole (a module with
// megabytes of test data) from a file and keeps its files but those in
// testdata directories.
//
// Module zips are untrusted input. sdk/archive does the safe reading
// (unsafe names, symlinks and special files, duplicates and size caps fail
// the open; files are decompressed lazily and never past their declared
// size); this package adds the module rules: every entry must sit under
// "<module>@<version>/" and pass golang.org/x/mod/module.CheckFilePath, and
// the limits default to the go command's own.
package modzip
