// Package e2e holds the host's end-to-end tests: the real binaries, built
// by the tests, driven over stdio by a real MCP client (mcp-go's) and by a
// raw JSON-RPC driver for malformed input. The fixture provider in
// testdata/fixtureprovider misbehaves on purpose, chosen by the name it is
// installed under.
package e2e
