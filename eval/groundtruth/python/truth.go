package main

import "github.com/pkgdocs/pkgdocs/eval"

// Truth and Item are the shared ground-truth format (eval/README.md),
// defined once in package eval.
type (
	Truth = eval.Truth
	Item  = eval.Item
)

func readTruth(path string) (*Truth, error) { return eval.ReadTruth(path) }

// writeTruth writes t atomically (eval.WriteTruth).
func writeTruth(path string, t *Truth) error { return eval.WriteTruth(path, t) }
