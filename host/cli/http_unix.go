//go:build unix

package cli

import (
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// quietStdout points file descriptor 1 and os.Stdout at /dev/null for
// serve --http: nothing the user did not ask for may reach stdout, not a
// stray print nor a library writing to fd 1.
func quietStdout() error {
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		return fmt.Errorf("open %s: %w", os.DevNull, err)
	}
	if err := unix.Dup2(int(null.Fd()), 1); err != nil {
		return fmt.Errorf("redirect stdout: %w", err)
	}
	os.Stdout = null
	return nil
}
