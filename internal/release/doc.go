// Command release builds pkgdocs' release artefacts for `make release`:
// for each target (GOOS/GOARCH) one archive holding the pkgdocs binary,
// which carries the first-party providers, built with -trimpath and the
// version stamped into it, plus the README and the install guide
// (.tar.gz; .zip for windows), and a SHA256SUMS file over the archives
// in the format `sha256sum -c` reads.
//
//	release -version v1.2.3 -out dist [-targets linux/amd64,...] [-mtime UNIX]
package main
