// Package cratesio reads a crate's metadata from a registry's web API
// (crates.io's /api/v1/crates/{name}, which alternative registries that
// declare "api" in config.json serve too): description, links and, per
// version, licence, rust-version and yank state. The provider uses it
// when it has no Cargo.toml of the version to read them from. Both the
// current response schema and the older one (before checksum,
// rust_version and max_stable_version existed) are read.
package cratesio
