package npmrc

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
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
	reg, err := configGetRegistry(ctx, dir, nil, nil)
	if err != nil {
		return "", err
	}
	if _, err := normalizeRegistry(reg); err != nil {
		return "", fmt.Errorf("npm config get registry: %w", err)
	}
	askCache.Store(dir, reg)
	return reg, nil
}

// configGetRegistry runs `npm config get registry` in dir (an argument
// list, no shell) with extra arguments and, when env is not nil, that
// environment, bounded by askTimeout; it returns the last line npm printed.
func configGetRegistry(ctx context.Context, dir string, extra, env []string) (string, error) {
	npm, err := lookPath("npm")
	if err != nil {
		return "", fmt.Errorf("npm not found on PATH: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, askTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, npm, append([]string{"config", "get", "registry"}, extra...)...)
	cmd.Dir = dir
	cmd.Env = env
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
	return reg, nil
}

// WorkspaceGlobs returns package.json "workspaces" in either form: an array
// of globs, or {"packages": [...]} (yarn classic, bun).
func WorkspaceGlobs(data []byte) []string {
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

var defaultOnce struct {
	sync.Mutex
	reg string
}

// DefaultRegistry asks the npm CLI for the registry it uses with no
// configuration at all: `npm config get registry` (an argument list, no
// shell) with every npm_config_* variable removed from its environment,
// its user and global npmrc pointed at empty files and its project prefix
// at an empty directory, so that only npm's own defaults (and the npmrc
// shipped inside the npm install) answer. That is the ecosystem's public
// default registry, which no host name written here could stay true to.
// A success is kept for the life of the process.
func DefaultRegistry(ctx context.Context) (string, error) {
	defaultOnce.Lock()
	defer defaultOnce.Unlock()
	if defaultOnce.reg != "" {
		return defaultOnce.reg, nil
	}
	dir, err := os.MkdirTemp("", "pkgdocs-npm-default-")
	if err != nil {
		return "", fmt.Errorf("npm default registry: %w", err)
	}
	defer os.RemoveAll(dir)
	user, global := filepath.Join(dir, "user.npmrc"), filepath.Join(dir, "global.npmrc")
	for _, f := range []string{user, global} {
		if err := os.WriteFile(f, nil, 0o600); err != nil {
			return "", fmt.Errorf("npm default registry: %w", err)
		}
	}
	reg, err := configGetRegistry(ctx, dir,
		[]string{"--prefix=" + dir, "--userconfig=" + user, "--globalconfig=" + global},
		withoutNPMConfig(os.Environ()))
	if err != nil {
		return "", fmt.Errorf("npm default registry: %w", err)
	}
	u, err := normalizeRegistry(reg)
	if err != nil {
		return "", fmt.Errorf("npm default registry: %w", err)
	}
	defaultOnce.reg = u
	return u, nil
}

// withoutNPMConfig drops the variables npm reads as configuration
// (npm_config_*, in any case) from environ.
func withoutNPMConfig(environ []string) []string {
	out := make([]string, 0, len(environ))
	for _, kv := range environ {
		if len(kv) >= len("npm_config_") && strings.EqualFold(kv[:len("npm_config_")], "npm_config_") {
			continue
		}
		out = append(out, kv)
	}
	return out
}
