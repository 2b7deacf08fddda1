// Command pkgdocs-provider-rust is the pkgdocs provider for Rust crates.
// The pkgdocs host starts it; run from a terminal it is a small CLI over
// itself (see serve.Serve).
package main
