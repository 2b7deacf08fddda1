package npm

import (
	"bytes"
	"context"
	"fmt"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pkgdocs/pkgdocs/plugins/npm/npmrc"
	"github.com/pkgdocs/pkgdocs/plugins/npm/registry"
)

// A type that extends a Node builtin's (class ReaddirpStream extends
// Readable, from "node:stream") inherits members only @types/node
// declares. When neither the package depends on @types/node nor the
// project installs it, TypeScript would not see them; but the code runs
// on Node, where they exist, and a user asking whether stream.pipe is
// there wants an answer. The declarations of the user's Node are read
// instead: @types/node at the major of the `node` on PATH (its majors
// follow Node's), from the user's configured registry, fetched and cached
// like any other package; "latest" when no node answers. The document
// says where they came from.

// nodeBuiltins are Node's builtin modules that a declaration file
// imports from ("events", "node:stream", "fs/promises"): only these
// make @types/node worth fetching for a package that does not depend on
// it (another lower-case specifier is a package it does not declare).
var nodeBuiltins = map[string]bool{
	"assert": true, "async_hooks": true, "buffer": true, "child_process": true, "cluster": true, "console": true,
	"constants": true, "crypto": true, "dgram": true, "diagnostics_channel": true, "dns": true, "domain": true,
	"events": true, "fs": true, "http": true, "http2": true, "https": true, "inspector": true, "module": true,
	"net": true, "os": true, "path": true, "perf_hooks": true, "process": true, "punycode": true,
	"querystring": true, "readline": true, "repl": true, "stream": true, "string_decoder": true, "sys": true,
	"timers": true, "tls": true, "trace_events": true, "tty": true, "url": true, "util": true, "v8": true,
	"vm": true, "wasi": true, "worker_threads": true, "zlib": true,
}

// isNodeBuiltin reports whether spec names a Node builtin module or one
// of its subpaths (fs/promises, stream/web).
func isNodeBuiltin(spec string) bool {
	spec = strings.TrimPrefix(spec, "node:")
	root, _, _ := strings.Cut(spec, "/")
	return nodeBuiltins[root] && builtinRE().MatchString(spec)
}

// userNodeTypes loads @types/node for the user's Node from the
// registry: at its major, else (no node answers, or the registry has no
// release of that major yet) the latest; rng is the range it was read at.
func (p *Provider) userNodeTypes(ctx context.Context, rc *registry.Client, cfg *npmrc.Config) (k *pkg, rng string, err error) {
	for _, rng = range []string{p.nodeTypesRange(ctx), "latest"} {
		var l *loaded
		if l, err = p.loadFromRegistry(ctx, rc, cfg, "@types/node", rng); err == nil {
			return l.pkg, rng, nil
		}
		if rng == "latest" || ctx.Err() != nil {
			break
		}
	}
	return nil, "", fmt.Errorf("@types/node for the user's Node: %w", err)
}

// nodeAskTimeout bounds `node --version`.
const nodeAskTimeout = 5 * time.Second

// nodeTypesRange is the range of @types/node to read builtins'
// declarations at: the major of the user's Node, or "latest".
func (p *Provider) nodeTypesRange(ctx context.Context) string {
	ask := p.opt.NodeMajor
	if ask == nil {
		ask = askNodeMajor
	}
	if major, err := ask(ctx); err == nil && major > 0 {
		return strconv.Itoa(major) + ".x"
	}
	return "latest"
}

var nodeMajorOnce struct {
	sync.Mutex
	done  bool
	major int
	err   error
}

// askNodeMajor runs `node --version` (an argument list, no shell),
// bounded by nodeAskTimeout, once per process.
func askNodeMajor(ctx context.Context) (int, error) {
	nodeMajorOnce.Lock()
	defer nodeMajorOnce.Unlock()
	if nodeMajorOnce.done {
		return nodeMajorOnce.major, nodeMajorOnce.err
	}
	nodeMajorOnce.major, nodeMajorOnce.err = runNodeVersion(ctx)
	nodeMajorOnce.done = true
	return nodeMajorOnce.major, nodeMajorOnce.err
}

func runNodeVersion(ctx context.Context) (int, error) {
	node, err := exec.LookPath("node")
	if err != nil {
		return 0, fmt.Errorf("node not found on PATH: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, nodeAskTimeout)
	defer cancel()
	var out bytes.Buffer
	cmd := exec.CommandContext(ctx, node, "--version")
	cmd.Stdout = &out
	if err := cmd.Run(); err != nil {
		return 0, fmt.Errorf("run node --version: %w", err)
	}
	return parseNodeMajor(out.String())
}

// parseNodeMajor reads "v22.11.0" → 22.
func parseNodeMajor(v string) (int, error) {
	v = strings.TrimPrefix(strings.TrimSpace(v), "v")
	major, _, _ := strings.Cut(v, ".")
	n, err := strconv.Atoi(major)
	if err != nil || n <= 0 || n > 1000 {
		return 0, fmt.Errorf("node --version printed %q", v)
	}
	return n, nil
}
