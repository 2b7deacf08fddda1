// Package e2e holds the host's end-to-end tests: the real binaries, built
// by the tests, driven over stdio by a real MCP client (mcp-go's) and by a
// raw JSON-RPC driver for malformed input. The fixture provider in
// testdata/fixtureprovider misbehaves on purpose, chosen by the name it is
// installed under.
//
// TestFaults (Linux) is the fault-injection suite: one table of upstream,
// input and provider-process faults, each run against the real host and
// providers with loopback fakes, each held to a time bound, a memory bound,
// a clear error, a clean stdout and no process left behind.
package e2e
