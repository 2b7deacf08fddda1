// Package rssrc reads a crate's public API from its source, without
// compiling or running anything: a declaration scanner over src/**/*.rs
// that starts at the crate root, follows `mod` declarations (inline, in
// name.rs, name/mod.rs or a #[path]), reads `pub` items with their `///`
// and `//!` docs and `#[cfg(feature = …)]` gates, attaches inherent
// methods and trait impls (and derives) to their types, follows `pub use`
// re-exports of the crate's own items, and lists `#[macro_export]`
// macro_rules. The crate's own macro_rules! invoked at item level (or in
// an impl block) are expanded by a bounded matcher (expand.go): constant
// tables, struct-declaring and forwarding macros give their items; so do
// a dependency's exported macro_rules! the crate calls by a path into it
// (::bitflags::bitflags!, given the dependency's source: ScanWith). It
// does not build rustdoc JSON with a local toolchain: that compiles the
// crate, running its build script and proc macros, which a reader of
// untrusted source must not do. Items that other macros or build scripts
// generate are missing; callers say so.
package rssrc
