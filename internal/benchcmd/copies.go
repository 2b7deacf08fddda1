package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// A start-up comparison times each contender from a copy that
// copyContenders writes, all of them at once, in one directory. How a
// binary's file was written moves its start-up CPU time as much as the
// changes compared do: a binary as the Go linker writes it starts about
// 10% slower than a cp of it, and a copy made 40 minutes and some
// hundreds of starts earlier started 8% slower in CPU than a fresh copy
// of the same bytes (1.08× per round in two runs of 40 rounds, where
// fresh copies of two builds read 0.98–1.00×; docs/operations.md).
// Timing the binaries as they lie compared when and how they were
// written.

// baselineBin is the binary the baseline runs as (benchcmd itself with
// -baseline-server); "" is os.Executable.
var baselineBin string

// copyContenders copies the host bin, every -also host, the floor, the
// floor-linked builds and benchcmd itself (the baseline) into dir, points
// the flags' paths at the copies and returns the host's copy.
func copyContenders(dir, bin string) (string, error) {
	self, err := os.Executable()
	if err != nil {
		return "", err
	}
	n := 0
	copyOne := func(src string) (string, error) {
		n++
		dst := filepath.Join(dir, fmt.Sprintf("%d-%s", n, filepath.Base(src)))
		if err := copyFile(dst, src); err != nil {
			return "", fmt.Errorf("copy %s for timing: %w", src, err)
		}
		return dst, nil
	}
	if bin, err = copyOne(bin); err != nil {
		return "", err
	}
	for i := range alsoHosts {
		if alsoHosts[i].path, err = copyOne(alsoHosts[i].path); err != nil {
			return "", err
		}
	}
	for _, p := range []*string{&floorBin, &floorLinkedBin} {
		if *p != "" {
			if *p, err = copyOne(*p); err != nil {
				return "", err
			}
		}
	}
	for i := range alsoFloorsLinked {
		if alsoFloorsLinked[i].path, err = copyOne(alsoFloorsLinked[i].path); err != nil {
			return "", err
		}
	}
	if baselineBin, err = copyOne(self); err != nil {
		return "", err
	}
	return bin, nil
}

// copyFile writes src's bytes to a new executable file dst.
func copyFile(dst, src string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o755)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
