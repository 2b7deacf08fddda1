package goenv

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// Env is the Go configuration.
type Env struct {
	GOPROXY    string // empty when neither set nor known (no go command)
	GOPRIVATE  string
	GONOPROXY  string // defaults to GOPRIVATE
	GONOSUMDB  string // defaults to GOPRIVATE
	GOINSECURE string
	GOMODCACHE string
	GOROOT     string // empty when no toolchain was found
	GOFLAGS    string
	GOWORK     string // "off", a go.work path, or empty (search upward)
	// GO111MODULE "off" builds in GOPATH mode (GOPATHMode).
	GO111MODULE string
	// GOPATH lists the GOPATH entries (os.PathListSeparator between them).
	GOPATH string
	NETRC  string // path of the netrc file
	// GOAUTH lists the go command's ways of finding credentials
	// (go help goauth): "netrc" when empty; goauth.Parse reads it.
	GOAUTH string
	// GOTOOLCHAIN says which Go toolchain runs and whether the go command
	// may switch to a newer one ("auto", "local", "go1.27.3+auto",
	// "path", ...; go help toolchain); empty when unknown.
	GOTOOLCHAIN string
	// GoCmd is the go command's path; empty when it is not installed.
	GoCmd string
}

var vars = []string{"GOPROXY", "GOPRIVATE", "GONOPROXY", "GONOSUMDB", "GOINSECURE", "GOMODCACHE", "GOROOT", "GOFLAGS", "GOWORK", "GOAUTH", "GO111MODULE", "GOPATH", "GOTOOLCHAIN"}

// Options say where to look. The zero value uses the process environment
// and looks the go command up in PATH.
type Options struct {
	// Getenv reads a variable; nil means os.Getenv.
	Getenv func(string) string
	// GoCmd is the go command to ask; empty means exec.LookPath("go"),
	// "none" means do not run it.
	GoCmd string
	// Timeout bounds `go env`; zero means 10s (it reads a few files, but a
	// cold start of a large toolchain on a busy machine can take seconds).
	Timeout time.Duration
}

// Load returns the configuration.
func Load(ctx context.Context, opt Options) (*Env, error) {
	getenv := opt.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	e := &Env{}
	switch opt.GoCmd {
	case "none":
	case "":
		if p, err := exec.LookPath("go"); err == nil {
			e.GoCmd = p
		}
	default:
		e.GoCmd = opt.GoCmd
	}
	fromGo := false
	if e.GoCmd != "" {
		timeout := opt.Timeout
		if timeout == 0 {
			timeout = 10 * time.Second
		}
		if err := e.fromGoEnv(ctx, timeout); err == nil {
			fromGo = true
		}
	}
	if !fromGo {
		e.fromEnviron(getenv)
	}
	if e.GONOPROXY == "" {
		e.GONOPROXY = e.GOPRIVATE
	}
	if e.GONOSUMDB == "" {
		e.GONOSUMDB = e.GOPRIVATE
	}
	e.NETRC = getenv("NETRC")
	if e.NETRC == "" {
		if home, err := os.UserHomeDir(); err == nil {
			e.NETRC = filepath.Join(home, ".netrc")
		}
	}
	return e, nil
}

func (e *Env) fromGoEnv(ctx context.Context, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	args := append([]string{"env", "-json"}, vars...)
	cmd := exec.CommandContext(ctx, e.GoCmd, args...)
	cmd.Dir = os.TempDir() // no project's go.mod or go.work influences it
	out, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("go env: %w", err)
	}
	var m map[string]string
	if err := json.Unmarshal(out, &m); err != nil {
		return fmt.Errorf("go env: %w", err)
	}
	e.GOPROXY, e.GOPRIVATE, e.GONOPROXY = m["GOPROXY"], m["GOPRIVATE"], m["GONOPROXY"]
	e.GONOSUMDB, e.GOINSECURE, e.GOMODCACHE = m["GONOSUMDB"], m["GOINSECURE"], m["GOMODCACHE"]
	e.GOROOT, e.GOFLAGS, e.GOWORK = m["GOROOT"], m["GOFLAGS"], m["GOWORK"]
	e.GOAUTH, e.GOTOOLCHAIN = m["GOAUTH"], m["GOTOOLCHAIN"]
	e.GO111MODULE, e.GOPATH = m["GO111MODULE"], m["GOPATH"]
	// `go env GOWORK` reports the go.work found from its working
	// directory; ours is a temp dir, so only an explicit setting counts.
	if w := os.Getenv("GOWORK"); w == "" {
		e.GOWORK = ""
	}
	return nil
}

func (e *Env) fromEnviron(getenv func(string) string) {
	e.GOPROXY = getenv("GOPROXY")
	e.GOPRIVATE, e.GONOPROXY, e.GONOSUMDB = getenv("GOPRIVATE"), getenv("GONOPROXY"), getenv("GONOSUMDB")
	e.GOINSECURE, e.GOFLAGS, e.GOWORK = getenv("GOINSECURE"), getenv("GOFLAGS"), getenv("GOWORK")
	e.GOAUTH, e.GOTOOLCHAIN = getenv("GOAUTH"), getenv("GOTOOLCHAIN")
	e.GOROOT = getenv("GOROOT")
	e.GOMODCACHE = getenv("GOMODCACHE")
	e.GO111MODULE = getenv("GO111MODULE")
	gopath := getenv("GOPATH")
	if gopath == "" {
		if home, err := os.UserHomeDir(); err == nil {
			gopath = filepath.Join(home, "go")
		}
	}
	e.GOPATH = gopath
	if e.GOMODCACHE == "" {
		// The first GOPATH entry holds the module cache.
		if first, _, _ := strings.Cut(gopath, string(os.PathListSeparator)); first != "" {
			e.GOMODCACHE = filepath.Join(first, "pkg", "mod")
		}
	}
}

// GOPATHMode reports whether GO111MODULE=off has the go command build in
// GOPATH mode, ignoring go.mod files.
func (e *Env) GOPATHMode() bool {
	return strings.EqualFold(strings.TrimSpace(e.GO111MODULE), "off")
}

// ModFlag returns the -mod setting in GOFLAGS ("mod", "vendor",
// "readonly"), or "".
func (e *Env) ModFlag() string {
	for _, f := range strings.Fields(e.GOFLAGS) {
		if v, ok := strings.CutPrefix(f, "-mod="); ok {
			return v
		}
		if v, ok := strings.CutPrefix(f, "--mod="); ok {
			return v
		}
	}
	return ""
}

// ModFileFlag returns the -modfile setting in GOFLAGS (an alternate
// go.mod the go command reads in place of the module root's), or "".
func (e *Env) ModFileFlag() string {
	for _, f := range strings.Fields(e.GOFLAGS) {
		if v, ok := strings.CutPrefix(strings.TrimPrefix(f, "-"), "-modfile="); ok {
			return v // --modfile=
		}
		if v, ok := strings.CutPrefix(f, "-modfile="); ok {
			return v
		}
	}
	return ""
}

// DefaultGOPROXY asks the go command for the GOPROXY it uses with no
// configuration: `go env GOPROXY` (an argument list, no shell) with
// GOENV=off (no `go env -w` file), GOPROXY and GOFLAGS removed from its
// environment and GOTOOLCHAIN=local (no toolchain switch), in the temp
// directory. What answers is the toolchain's built-in default (with its
// GOROOT/go.env), the ecosystem's public proxy list, which no host name
// written here could stay true to.
func DefaultGOPROXY(ctx context.Context, goCmd string, timeout time.Duration) (string, error) {
	if goCmd == "" {
		return "", fmt.Errorf("go env GOPROXY: no go command")
	}
	if timeout == 0 {
		timeout = 10 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, goCmd, "env", "GOPROXY")
	cmd.Dir = os.TempDir()
	cmd.Env = append(withoutVars(os.Environ(), "GOPROXY", "GOFLAGS", "GOENV", "GOTOOLCHAIN"), "GOENV=off", "GOTOOLCHAIN=local")
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go env GOPROXY without configuration: %w", err)
	}
	return strings.TrimSpace(string(out)), nil
}

// withoutVars drops the named variables from environ.
func withoutVars(environ []string, names ...string) []string {
	out := make([]string, 0, len(environ))
	for _, kv := range environ {
		k, _, _ := strings.Cut(kv, "=")
		if !slices.Contains(names, k) {
			out = append(out, kv)
		}
	}
	return out
}
