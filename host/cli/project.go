package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
)

// absProject checks --project and makes it absolute.
func (c *common) absProject() error {
	if c.project == "" {
		return nil
	}
	abs, err := filepath.Abs(c.project)
	if err != nil {
		return fmt.Errorf("--project %q: %w", c.project, err)
	}
	st, err := os.Stat(abs)
	if err != nil || !st.IsDir() {
		return fmt.Errorf("--project %q is not a directory", c.project)
	}
	c.project = abs
	return nil
}

// lockedWriter serialises writes to the MCP stdout. mcp-go's stdio server
// writes responses and notifications under its own lock, but the requests
// it sends the client (roots/list) bypass it; one Write per message under
// this lock keeps every line whole even when the pipe is full.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}
