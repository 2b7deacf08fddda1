// Command rust computes pkgdocs' eval ground truth for crates installed
// from Debian (see eval/README.md).
//
// Debian's librust-*-dev packages put crate sources under
// /usr/share/cargo/registry, a Cargo directory source. For each crate of a
// corpus it lays out a real project, <work>/projects/<crate>: a Cargo.toml
// depending on the crate at the version Debian has (=X.Y.Z), a
// .cargo/config.toml replacing crates-io with that directory, and a
// Cargo.lock generated offline. It then runs nightly rustdoc's JSON output
// on the crate (cargo +nightly rustdoc -p CRATE --lib -- -Z
// unstable-options --output-format json; offline; the target directory
// lies outside the project, so pkgdocs cannot read the JSON this produced)
// and reads it (rustdoc.go, walk.go, render.go) into the shared items:
// public items by their path from the crate root, through modules and
// re-exports (pub use, globs); struct fields, enum variants, inherent
// methods and the methods of the crate's own traits' impls under their
// type; a trait's items under the trait; signatures rendered as rustdoc
// prints them (header lines: "pub fn f<T: Bound>(&self, x: T) -> R", "pub
// struct S<'a, T>", bodies left out).
//
// Shape "directory" is this. Shape "std" (the standard library) needs the
// toolchain's rust-docs-json component, which is not installed here and
// cannot be downloaded: it is not produced.
//
// Usage:
//
//	go run ./eval/groundtruth/rust -corpus ../shared/corpora/rust-debian.txt \
//	    -work eval/.cache/rust/work -out eval/.cache/rust/truth [-only serde,rand]
package main
