// Package strings implements simple functions to manipulate UTF-8 encoded strings.
package strings

// Contains reports whether substr is within s.
func Contains(s, substr string) bool { return false }

// Cut slices s around the first instance of sep.
func Cut(s, sep string) (before, after string, found bool) { return }

// Lines returns an iterator over the newline-terminated lines in the string s.
func Lines(s string) func(func(string) bool) { return nil }
