package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// The baseline the goals are measured against is the one-tool
// mcp-go server of package onetool, answering with the host's own answer
// to the call being compared (so both write the same bytes). benchcmd runs
// itself with -baseline-server FILE to be that server; the floor command
// is the same server with the plugin stack linked in.

// baseline is a running baseline server.
type baseline struct {
	file string
	bin  string // "": benchcmd itself
}

// newBaseline writes the answer the baseline returns: the "result" of a
// tools/call response line.
func newBaseline(dir string, response []byte) (*baseline, error) {
	var r struct {
		Result json.RawMessage `json:"result"`
	}
	if err := json.Unmarshal(response, &r); err != nil || len(r.Result) == 0 {
		return nil, fmt.Errorf("baseline answer: no result in %.200s", response)
	}
	f := filepath.Join(dir, "baseline-answer.json")
	if err := os.WriteFile(f, r.Result, 0o600); err != nil {
		return nil, err
	}
	return &baseline{file: f}, nil
}

// start runs the baseline server and completes initialize and tools/list.
func (b *baseline) start() (*session, error) {
	bin := b.bin
	if bin == "" {
		bin = baselineBin
	}
	if bin == "" {
		self, err := os.Executable()
		if err != nil {
			return nil, err
		}
		bin = self
	}
	return startCmd(bin, []string{"-baseline-server", b.file}, os.Environ())
}

// ratio formats a/b as "1.23×".
func ratio(a, b time.Duration) string {
	if b <= 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.2f×", float64(a)/float64(b))
}
