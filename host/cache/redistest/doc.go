// Package redistest starts a private redis-server for tests: on a free
// loopback port, with its files in the test's temporary directory, never
// the machine's own Redis service. Tests that need Redis call Start, which
// skips the test when redis-server is not installed, unless
// PKGDOCS_REQUIRE_REDIS=1 (CI) makes that a failure.
package redistest
