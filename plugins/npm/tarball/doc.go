// Package tarball reads an npm package tarball in memory: it checks the
// bytes against the registry's dist.integrity (or the legacy sha1 shasum),
// then walks the gzip'd tar without ever writing to disk, keeping only the
// files the caller asks for.
//
// Tarballs are untrusted. Entries whose path would leave the package root
// ("../", absolute) make Read fail with ErrUnsafePath; symlinks, hard links
// and devices are skipped, never followed; the number of entries and every
// gunzipped byte, of any entry kept or not, are bounded (ErrTooLarge), so a
// gzip bomb costs at most Limits.MaxUnpackedBytes of reading, and a
// cancelled context stops the reading. What is kept in memory is bounded
// per file and in total; files past those limits are listed as skipped.
//
// The toolkit's sdk/archive has the same contract; this package exists
// because the npm provider needed it before the toolkit branch had it, and
// adds what is npm-specific (the "package/" prefix, integrity strings).
package tarball
