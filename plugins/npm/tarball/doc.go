// Package tarball is npm's layer over sdk/archive: it checks a tarball's
// bytes against the registry's dist.integrity (or the legacy sha1 shasum),
// then reads it with archive.ScanTarGz, stripping the first path component
// ("package/") as npm does and applying npm's own default limits.
//
// Tarballs are untrusted; sdk/archive does the safe reading (unsafe paths
// and escaping symlinks fail with ErrUnsafePath, links are never followed,
// every entry and gunzipped byte is bounded, ErrTooLarge, a cancelled
// context stops the read). This package adds the npm-specific part: the
// prefix, symlink targets held to the package directory rather than the
// archive root, files past the per-file or kept-bytes limits listed as
// skipped, and integrity strings.
package tarball
