// Package goenv reads the Go configuration the go command itself would use:
// GOPROXY, GOPRIVATE, GONOPROXY, GONOSUMDB, GOMODCACHE, GOROOT, GOFLAGS and
// GOWORK. It exists so every registry endpoint comes from the user's
// configuration: with the go command installed it asks `go env -json`
// (which also reads the go env file), otherwise it reads the process
// environment and the go command's documented defaults for paths.
package goenv
