// Package swiftsrc finds the public API of Swift source files without a
// Swift toolchain: a tokenizer that knows Swift's strings (including
// multi-line and raw "#"…"#" literals), nested block comments and
// compiler-control lines (#if), and a declaration scanner on top of it that
// keeps the public and open declarations with their full signatures, their
// doc comments and the attributes a caller needs.
//
// It exists because most Swift packages ship no symbol graph: the sources
// are all there is, and a regular expression over them breaks on the first
// string holding a brace or a comment holding a declaration.
//
// It never executes or compiles anything; it reads bytes.
package swiftsrc
