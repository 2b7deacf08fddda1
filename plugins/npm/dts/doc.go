// Package dts reads a package's TypeScript declaration files (.d.ts) and
// lists its public API, in Go, without Node or the TypeScript compiler.
//
// It is a scanner, not a type checker: it tokenizes the source, splits it
// into declarations, and keeps each declaration's text as its signature
// (comments dropped, whitespace collapsed). It understands what declaration
// files are made of: exported functions (each overload), classes and
// interfaces with their members, type aliases, enums, consts and
// namespaces; JSDoc (first sentence, @deprecated); and the module graph
// inside the package: export * from, export { x as y } from, export * as ns
// from, import-then-export, export default and export =, with the local
// declarations they name. Imports from other packages are reported, not
// followed, unless their declarations are given (Scanner.Deps): then
// export * from 'fs' (a Node builtin, through @types/node), a name
// re-exported from another package and the members a type inherits from
// another package's are read there (Result.Inherited holds inherited
// members, which the outline of declared names does not list); a base only
// TypeScript's lib declares (class Buffer extends Uint8Array) is read from
// the lib's files when given (Scanner.Lib).
//
// Entry points come from package.json the way TypeScript finds them:
// "exports" conditions ("types" first), "types"/"typings", "typesVersions",
// then the .d.ts beside "main", then index.d.ts; a package published as
// its TypeScript sources (exports "./index.ts") is read from them, and
// SubpathEntry resolves a subpath through an exports pattern ("./*").
// A value's declared type is followed into the package's files, global
// namespaces and import types (import("pkg").T); another package's, when
// given in Scanner.Deps, else it is named in Result.ExternalTypes.
package dts
