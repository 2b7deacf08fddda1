package gocmd

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk/localfile"

	"golang.org/x/mod/module"

	"github.com/pkgdocs/pkgdocs/plugins/golang/goproxy"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// Fetcher implements goproxy.Direct with the go command.
type Fetcher struct {
	// GoCmd is the go command's path (required).
	GoCmd string
	// Env is the environment for the go command; nil means the process
	// environment. GOPROXY=direct, GOFLAGS=-mod=mod and GOWORK=off are
	// always added.
	Env []string
	// Timeout bounds one go command run; zero means 5 minutes (a direct
	// fetch clones a repository).
	Timeout time.Duration
	// MaxZipBytes caps a zip read back; zero means 500 MiB.
	MaxZipBytes int64
}

var _ goproxy.Direct = (*Fetcher)(nil)

type download struct {
	Path, Version, Error string
	Info, GoMod, Zip     string
}

type listed struct {
	Path     string
	Versions []string
	Error    *struct{ Err string }
}

func (f *Fetcher) run(ctx context.Context, args ...string) ([]byte, error) {
	timeout := f.Timeout
	if timeout == 0 {
		timeout = 5 * time.Minute
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	dir, err := os.MkdirTemp("", "pkgdocs-gocmd-")
	if err != nil {
		return nil, sdk.Unavailable("go command: %v", err)
	}
	defer os.RemoveAll(dir)
	cmd := exec.CommandContext(ctx, f.GoCmd, args...)
	cmd.Dir = dir
	env := f.Env
	if env == nil {
		env = os.Environ()
	}
	cmd.Env = append(append([]string(nil), env...), "GOPROXY=direct", "GOFLAGS=-mod=mod", "GOWORK=off")
	var stderr bytes.Buffer
	cmd.Stderr = &limitedWriter{w: &stderr, n: 64 << 10}
	out, err := cmd.Output()
	if ctx.Err() != nil {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return nil, sdk.Unavailable("go %s timed out after %s", args[0], timeout)
		}
		return nil, ctx.Err()
	}
	if err != nil && len(out) == 0 {
		return nil, classify(strings.TrimSpace(stderr.String()), err)
	}
	return out, nil
}

// classify maps go command failures to contract errors.
func classify(msg string, err error) error {
	if msg == "" {
		msg = err.Error()
	}
	low := strings.ToLower(msg)
	has := func(subs ...string) bool {
		for _, s := range subs {
			if strings.Contains(low, s) {
				return true
			}
		}
		return false
	}
	switch {
	// Network trouble first: "dial tcp: lookup x: no such host" also says
	// "not found" in some resolvers' words. Only these say to retry.
	case has("dial tcp", "no such host", "i/o timeout", "connection refused", "connection reset",
		"network is unreachable", "tls handshake", "timeout", "temporary failure", "502 bad gateway",
		"503 service unavailable", "504 gateway", "unexpected eof",
		// git's, for a GOPRIVATE or direct module fetched from its host;
		// the go command wraps them in "invalid version".
		"could not resolve host", "failed to connect to", "couldn't connect to server",
		"connection timed out"):
		return sdk.Unavailable("go command: %s", msg)
	case has("terminal prompts disabled", "authentication", "could not read username", "401 unauthorized"):
		return sdk.Unauthenticated("go command: %s", msg)
	case has("not found", "unknown revision", "no matching versions", "does not exist",
		"invalid version", "repository not found", "invalid github.com import path",
		"unrecognized import path", "410 gone", "404", "disallowed version string",
		"malformed module path", "no go-import meta tag", "is not a valid"):
		return sdk.NotFound("go command: %s", msg)
	}
	// Neither the network nor a missing module: say what the go command
	// said, without inviting a retry that would fail the same way.
	return sdk.FailedPrecondition("go command: %s", msg)
}

func (f *Fetcher) download(ctx context.Context, mod, query string) (*download, error) {
	if err := module.CheckPath(mod); err != nil {
		return nil, sdk.InvalidArgument("invalid module path %q: %v", mod, err)
	}
	if _, err := module.EscapeVersion(query); err != nil || strings.HasPrefix(query, "-") {
		return nil, sdk.InvalidArgument("invalid version %q", query)
	}
	out, err := f.run(ctx, "mod", "download", "-json", "--", mod+"@"+query)
	if err != nil {
		return nil, err
	}
	var d download
	if err := json.Unmarshal(out, &d); err != nil {
		return nil, sdk.Unavailable("go mod download: bad output: %v", err)
	}
	if d.Error != "" {
		return nil, classify(d.Error, nil)
	}
	return &d, nil
}

// List lists mod's versions.
func (f *Fetcher) List(ctx context.Context, mod string) ([]string, error) {
	if err := module.CheckPath(mod); err != nil {
		return nil, sdk.InvalidArgument("invalid module path %q: %v", mod, err)
	}
	out, err := f.run(ctx, "list", "-m", "-json", "-versions", "--", mod)
	if err != nil {
		return nil, err
	}
	var l listed
	if err := json.Unmarshal(out, &l); err != nil {
		return nil, sdk.Unavailable("go list -m: bad output: %v", err)
	}
	if l.Error != nil {
		return nil, classify(l.Error.Err, nil)
	}
	return l.Versions, nil
}

// Info resolves query ("latest", a version, a branch or commit).
func (f *Fetcher) Info(ctx context.Context, mod, query string) (*goproxy.RevInfo, error) {
	d, err := f.download(ctx, mod, query)
	if err != nil {
		return nil, err
	}
	info := &goproxy.RevInfo{Version: d.Version}
	if data, err := readCapped(d.Info, 1<<20); err == nil {
		json.Unmarshal(data, info)
	}
	return info, nil
}

// GoMod returns mod@version's go.mod.
func (f *Fetcher) GoMod(ctx context.Context, mod, version string) ([]byte, error) {
	d, err := f.download(ctx, mod, version)
	if err != nil {
		return nil, err
	}
	return readCapped(d.GoMod, 16<<20)
}

// Zip returns mod@version's zip from the module cache the go command
// filled.
func (f *Fetcher) Zip(ctx context.Context, mod, version string) ([]byte, error) {
	d, err := f.download(ctx, mod, version)
	if err != nil {
		return nil, err
	}
	limit := f.MaxZipBytes
	if limit == 0 {
		limit = 500 << 20
	}
	return readCapped(d.Zip, limit)
}

func readCapped(p string, limit int64) ([]byte, error) {
	if p == "" {
		return nil, sdk.Unavailable("go command reported no file")
	}
	data, err := localfile.Read(p, limit)
	var tooLarge *localfile.TooLargeError
	if err != nil && !errors.As(err, &tooLarge) {
		return nil, sdk.Unavailable("read %s: %v", p, err)
	}
	return data, err
}

type limitedWriter struct {
	w io.Writer
	n int
}

func (l *limitedWriter) Write(p []byte) (int, error) {
	n := len(p)
	if l.n > 0 {
		q := p
		if len(q) > l.n {
			q = q[:l.n]
		}
		l.w.Write(q)
		l.n -= len(q)
	}
	return n, nil
}
