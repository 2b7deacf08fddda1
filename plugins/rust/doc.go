// Package rust is the pkgdocs provider for Rust crates: describe_rust_package
// answers with a crate's header facts (version, features, MSRV, edition,
// licence, `cargo add` line), its filtered README, its module tree and
// public items with rustdoc-style signatures, and examples, at the version
// the project's Cargo.lock or Cargo.toml uses.
//
// Docs come, best first, from docs.rs rustdoc JSON (rustdocjson), the
// toolchain's docs for std/core/alloc/proc_macro/test (stdhtml), and the
// crate's own source read by a declaration scanner (rssrc) from the
// project's vendor/ directory, Cargo's registry cache, a directory or
// local-registry source, or the registry's .crate download. Registries
// and source replacement come from the user's Cargo configuration
// (cargoconfig); versions from the sparse index (sparse), Cargo.lock
// (cargolock) and Cargo.toml (cargomanifest), picked with Cargo's version
// requirements (cargoreq); description, links and yank state from the
// registry's web API (cratesio). Names agents send are checked first
// (cratename). Whatever the docs were read from, crateapi turns the
// crate's API into the answer's symbols.
package rust
