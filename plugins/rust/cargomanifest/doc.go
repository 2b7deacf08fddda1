// Package cargomanifest reads Cargo.toml: a crate's package metadata
// (description, license, rust-version, edition, features) and a project's
// dependencies in every table Cargo has ([dependencies],
// [dev-dependencies], [build-dependencies], [target.'cfg(…)'.*]), with
// renamed dependencies (foo = { package = "bar" }) and workspace
// inheritance (foo = { workspace = true }, version.workspace = true).
package cargomanifest
