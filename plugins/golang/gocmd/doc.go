// Package gocmd fetches modules through the installed go command, for
// GOPROXY "direct" and private (GONOPROXY) modules a proxy cannot serve:
// version control access, credentials helpers and checksum checks stay
// the go command's business. It runs `go mod download -json` and
// `go list -m -json -versions` with argument lists (never a shell, always
// "--" before the untrusted module@query), from an empty directory so no
// project go.mod or go.work interferes, and reads the files the go
// command puts in the module cache.
package gocmd
