//go:build windows

// Package winonly is built for Windows only, like golang.org/x/sys/windows.
package winonly

// Handle is a Windows handle.
type Handle uintptr

// Close closes h.
func (h Handle) Close() error { return nil }
