// Package sparse is a client for Cargo's sparse registry protocol: the
// index's config.json (download and API endpoints, whether auth is
// required) and one index file per crate (every published version with
// its checksum, features, yank state and rust-version). See
// https://doc.rust-lang.org/cargo/reference/registry-index.html.
package sparse
