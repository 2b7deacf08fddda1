// Package modcache reads the local Go module cache (GOMODCACHE) without
// ever writing to it: extracted module directories, the download cache's
// zips, go.mod and .info files, and the versions it already holds. It lets
// the provider answer offline for everything the user has built before.
package modcache
