package supervise

import (
	"fmt"
	"os"
	"sync"
)

var (
	lifelineOnce sync.Once
	lifelineErr  error
	// keepOpen holds the pipe's write end for the life of the process:
	// closing it (or letting a finalizer close it) would tell every
	// provider the host is gone.
	keepOpen []*os.File
)

// installLifeline points os.Stdin at the read end of a pipe whose write end
// this process holds open until it dies. go-plugin hands os.Stdin to every
// provider it starts (it overwrites exec.Cmd.Stdin), so providers get the
// pipe, never the agent's MCP stream, and see EOF when the host dies, which
// the SDK turns into an exit. Callers that serve MCP on stdin must take
// their own handle on the real stdin before this runs.
func installLifeline() error {
	lifelineOnce.Do(func() {
		r, w, err := os.Pipe()
		if err != nil {
			lifelineErr = fmt.Errorf("lifeline pipe: %w", err)
			return
		}
		os.Stdin = r
		keepOpen = append(keepOpen, w)
	})
	return lifelineErr
}
