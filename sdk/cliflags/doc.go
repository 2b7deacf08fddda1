// Package cliflags parses command lines where flags may follow positional
// arguments ("describe zod --json"), for the host's CLI and the standalone CLI
// of every provider (sdk/serve.Standalone).
package cliflags
