// Package mcpstdio connects a test to a built pkgdocs binary the way an
// agent does: `pkgdocs serve` over stdio, initialized at a pinned protocol
// version, tool calls read back as their text. The tests that check what
// a user installs (host/cmd/pkgdocs's go install, internal/release's
// archive) share it, so they set up the client one way.
package mcpstdio
