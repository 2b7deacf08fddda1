package npmrc

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"strings"
	"sync"
	"time"
)

var lookPath = exec.LookPath

// askTimeout bounds `npm config get registry`; npm starts in well under a
// second, but a broken install must not hang a request.
const askTimeout = 15 * time.Second

var askCache sync.Map // dir → string

// NPMRegistry asks the npm CLI for its registry (`npm config get
// registry`, run in dir with an argument list, no shell). It covers npm's
// builtin configuration, which no file here reveals. Answers are cached per
// directory for the life of the process.
func NPMRegistry(ctx context.Context, dir string) (string, error) {
	if v, ok := askCache.Load(dir); ok {
		return v.(string), nil
	}
	npm, err := lookPath("npm")
	if err != nil {
		return "", fmt.Errorf("npm not found on PATH: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, askTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, npm, "config", "get", "registry")
	cmd.Dir = dir
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("run npm config get registry: %w", err)
	}
	reg := ""
	for _, line := range strings.Split(stdout.String(), "\n") {
		if line = strings.TrimSpace(line); line != "" {
			reg = line
		}
	}
	if _, err := normalizeRegistry(reg); err != nil {
		return "", fmt.Errorf("npm config get registry: %w", err)
	}
	askCache.Store(dir, reg)
	return reg, nil
}

// workspaceGlobs returns package.json "workspaces" in either form: an array
// of globs, or {"packages": [...]}.
func workspaceGlobs(data []byte) []string {
	var pj struct {
		Workspaces json.RawMessage `json:"workspaces"`
	}
	if json.Unmarshal(data, &pj) != nil || len(pj.Workspaces) == 0 {
		return nil
	}
	var list []string
	if json.Unmarshal(pj.Workspaces, &list) == nil {
		return list
	}
	var obj struct {
		Packages []string `json:"packages"`
	}
	if json.Unmarshal(pj.Workspaces, &obj) == nil {
		return obj.Packages
	}
	return nil
}
