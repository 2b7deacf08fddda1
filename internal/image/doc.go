// Command image builds pkgdocs' container image for fleet mode without a
// container daemon: one layer with the static linux pkgdocs binary (the
// first-party providers built in), a non-root user and a CA bundle,
// written as an OCI image layout in a tar file (which `docker load` and
// `podman load` read; a docker-style manifest.json is included too). The
// image runs `pkgdocs serve --http 0.0.0.0:8080` as uid 65532; the
// caller supplies PKGDOCS_AUTH_TOKEN, which a non-loopback address needs.
// It is assembled here with the standard library (tar, gzip, sha256,
// JSON), which is all the format takes, rather than with a tool or
// library fetched for it.
//
//	image -bin bin/linux_amd64/pkgdocs -arch amd64 -version v1.2.3 -out bin/pkgdocs-image.tar
package main
