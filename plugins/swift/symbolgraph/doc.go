// Package symbolgraph reads the symbol graph files the Swift compiler
// writes (`*.symbols.json`, formats 0.5 and 0.6, what
// `swift symbolgraph-extract` and DocC builds produce) into the same
// declarations the source scanner returns.
//
// It exists because a symbol graph, when a package or a build ships one, is
// the compiler's own word on the public API: exact declarations, inherited
// and default members, conformances. It is preferred over scanning
// sources.
package symbolgraph
