// Package cratename validates the package names agents send for Rust:
// a crate name as Cargo accepts it, optionally followed by a module path
// ("tokio::sync"). Cargo treats '-' and '_' in crate names as the same.
package cratename
