//go:build pkgdocs_pgo

package main

import "github.com/pkgdocs/pkgdocs/internal/pgoprofile"

// A build with the pkgdocs_pgo tag records a CPU profile (make pgo).
func init() {
	atExit = append(atExit, pgoprofile.Stop)
}
