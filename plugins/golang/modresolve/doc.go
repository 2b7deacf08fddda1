// Package modresolve decides which module and version hold a Go package:
// from a project (go.mod require and replace, go.work, vendor/modules.txt,
// go.sum for a module no go.mod requires)
// or from a module's version list (latest release, version queries,
// retractions), following the go command's rules. It does no I/O beyond
// reading the project's files; fetching is the caller's.
package modresolve
