// Package crateapi is the public API of one Rust crate as the provider
// renders it, whatever it was read from: rustdoc JSON (docs.rs or a local
// toolchain), the toolchain's rustdoc HTML, or the crate's own source. Each
// reader fills a Crate; this package turns it into sdk symbols, looks items
// up by path, and pulls examples out of doc comments, so every source
// answers in the same shape.
package crateapi
