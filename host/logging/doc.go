// Package logging routes every logger in the host through one hclog
// logger writing to a log file, or nowhere: in stdio mode stdout carries
// JSON-RPC only and, by default, nothing is written to stderr. go-plugin,
// grpc-go, the standard log package and mcp-go all log to stderr unless
// told otherwise; Setup tells them.
package logging
