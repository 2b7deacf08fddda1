// Package archive reads package archives (npm .tgz tarballs, Go module
// .zip files, sdists, .crate files) into memory, safely.
//
// Archives come from registries and mirrors the user does not control, so
// every one is treated as hostile: names that would escape the archive root
// are rejected, links are never followed, and decompression is bounded so a
// gzip or zip bomb cannot exhaust memory or time. Nothing is ever written to
// disk, so a provider can pick the README and type declarations out of a
// tarball without an extraction directory to clean up or to attack.
//
// Names are returned exactly as the archive spells them ("package/README.md"
// in an npm tarball, "example.com/mod@v1.2.3/doc.go" in a module zip); the
// caller strips the prefix its format defines.
package archive
