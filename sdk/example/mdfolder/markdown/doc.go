// Package markdown is the mdfolder provider's parser: it cuts a README
// into sections and finds the API symbols in it.
//
// A provider keeps each format it parses (a lockfile, a registry's
// metadata, a doc format) in a package of its own like this one, with
// its tests and fuzz targets, apart from the provider's wiring.
//
// Symbols are the level-3 headings under a level-2 "API" heading; the
// first code block under each is its signature, the first line of prose
// its one-line doc.
package markdown
