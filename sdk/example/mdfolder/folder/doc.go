// Package folder reads the documentation folder the mdfolder provider
// serves: one subfolder per package, each with a README.md, an optional
// VERSION file and further .md files.
//
// It is where a registry-backed provider keeps its registry protocol (the
// HTTP client, the response types); here the "registry" is a directory,
// read through sdk/localtree (no symbolic link is followed, so a package
// folder cannot point outside the folder) and sdk/localfile (every file
// bounded).
package folder
