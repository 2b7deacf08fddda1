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
// ReadTarGz, ReadTar and ReadZip return the kept files. ScanTarGz is the
// fuller tar.gz reader a provider fetching whole packages wants: it honours
// a context, lists every file with its size (kept or not) and the links,
// rejects links that leave the root, and with Limits.SkipLarge skips rather
// than fails on files over the kept-bytes limits. OpenZipFS checks a whole
// zip up front and serves it as a lazy fs.FS, optionally rooted at a
// directory every entry must sit under (a Go module zip's "mod@version/")
// with a format's own name rule on top.
//
// Names are returned exactly as the archive spells them ("package/README.md"
// in an npm tarball, "example.com/mod@v1.2.3/doc.go" in a module zip); the
// caller strips the prefix its format defines.
package archive
