//go:build unix

package cli

import (
	"fmt"
	"os"

	"golang.org/x/sys/unix"
	"golang.org/x/term"
)

// takeStdio keeps the real stdin and stdout for the MCP server and points
// file descriptor 1 and os.Stdout at /dev/null, so nothing but JSON-RPC can
// reach the agent: not a stray print, not a library writing to fd 1.
// (os.Stdin is repointed by the supervisor's lifeline.)
func takeStdio() (in, out *os.File, err error) {
	inFD, err := unix.Dup(int(os.Stdin.Fd()))
	if err != nil {
		return nil, nil, fmt.Errorf("dup stdin: %w", err)
	}
	outFD, err := unix.Dup(int(os.Stdout.Fd()))
	if err != nil {
		return nil, nil, fmt.Errorf("dup stdout: %w", err)
	}
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		return nil, nil, fmt.Errorf("open %s: %w", os.DevNull, err)
	}
	if err := unix.Dup2(int(null.Fd()), 1); err != nil {
		return nil, nil, fmt.Errorf("redirect stdout: %w", err)
	}
	unix.CloseOnExec(inFD)
	unix.CloseOnExec(outFD)
	os.Stdout = null
	return os.NewFile(uintptr(inFD), "mcp-stdin"), os.NewFile(uintptr(outFD), "mcp-stdout"), nil
}

// isTerminal reports whether f is a terminal.
func isTerminal(f *os.File) bool { return term.IsTerminal(int(f.Fd())) }
