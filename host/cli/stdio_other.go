//go:build !unix

package cli

import (
	"fmt"
	"os"

	"golang.org/x/term"
)

// takeStdio keeps the real stdin and stdout for the MCP server and points
// os.Stdout at the null device. Without dup2 here, a library writing to
// the process's standard output handle directly is not caught; Go code
// writing through os.Stdout is.
func takeStdio() (in, out *os.File, err error) {
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		return nil, nil, fmt.Errorf("open %s: %w", os.DevNull, err)
	}
	in, out = os.Stdin, os.Stdout
	os.Stdout = null
	return in, out, nil
}

// quietStdout points os.Stdout at the null device for serve --http.
func quietStdout() error {
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		return fmt.Errorf("open %s: %w", os.DevNull, err)
	}
	os.Stdout = null
	return nil
}

// isTerminal reports whether f is a terminal.
func isTerminal(f *os.File) bool { return term.IsTerminal(int(f.Fd())) }
