// Package apicheck answers "does what I wrote exist in this package at
// this version?" over a package's API outline (the Symbols of a Describe
// document): it turns names as agents write them into the forms an
// ecosystem's outline uses (express.Router, cobra.Command.RunE,
// tokio::sync::Mutex::lock), finds the nearest existing names for one
// that is not there (edit distance, and shared camelCase/snake_case
// words), and extracts the names a code snippet references from the
// package.
//
// The host's check_package_api answers with it for every provider; a
// provider that implements sdk.Checker can use it too and do better (a
// real parser, more versions). The snippet extractors are best effort and
// say so: Go uses go/parser (selectors on the package's import name and
// the fields of its composite literals); npm, Python, Rust and Swift are
// token-level (imports, member accesses on the imported name, use paths,
// type names the module declares). A member reached through a value the
// checker cannot type (app.use) is reported as out of reach, not guessed.
//
// A made-up member of a Swift type the package declares is missing (with
// the type's members as the nearest names) when the check sees the whole
// type: its declaration, the conformances its extensions add (the
// outline line's "// extensions add:" comment), an enum's raw type (the
// members of RawRepresentable and Hashable) and the members the standard
// library's common protocols (and SwiftUI's DynamicProperty) give; a
// typealias of the package's type is that type. It is out of reach
// (cannot tell) when the type conforms to a protocol the check cannot
// see, is declared with an attached macro or @dynamicMemberLookup, is
// declared outside the package and only extended by it, or is an alias of
// such a type; so is a name the outline does not list when the provider
// says the module re-exports names it could not list (a KindUnlisted
// symbol, as for Swift's @_exported import of another package's module).
package apicheck
