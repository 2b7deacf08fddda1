// Package cargolock reads Cargo.lock, every format Cargo has written: v1
// (no version key, checksums in [metadata]), v2 (checksums inline), v3
// (version = 3) and v4 (version = 4).
package cargolock
