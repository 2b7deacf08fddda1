package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/pkgdocs/pkgdocs/eval"
)

// Runner writes Go ground truth.
type Runner struct {
	Work, Out     string
	PkgsPerModule int
	ModcachePkgs  int
	Seed          int64
	Timeout       time.Duration
	Log           func(string, ...any)
}

// goCmd runs the go command in dir with a bounded time; the toolchain is
// the machine's own (GOTOOLCHAIN=local: never download another).
func (r *Runner) goCmd(ctx context.Context, dir string, args ...string) (string, error) {
	return r.goCmdEnv(ctx, dir, nil, args...)
}

// goCmdEnv is goCmd with env added.
func (r *Runner) goCmdEnv(ctx context.Context, dir string, env []string, args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, r.Timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=-mod=mod", "GOWORK=off"), env...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(errb.String())
		if len(msg) > 300 {
			msg = msg[:300]
		}
		return out.String(), fmt.Errorf("go %s: %v: %s", strings.Join(args, " "), err, msg)
	}
	return out.String(), nil
}

// safe turns a module or package path into one file name.
func safe(p string) string {
	return strings.NewReplacer("/", "_", "@", "_at_").Replace(p)
}

func (r *Runner) write(shape, pkg, version, project string, items []eval.Item, unmeasured string) error {
	t := &eval.Truth{Ecosystem: "go", Package: pkg, Version: version, Project: project, Shape: shape,
		Tool: "go doc -all (" + goVersion() + ")", Items: items, Unmeasured: unmeasured}
	if t.Items == nil {
		t.Items = []eval.Item{}
	}
	return eval.WriteTruth(filepath.Join(r.Out, shape, safe(pkg)+"@"+safe(version)+".json"), t)
}

var goVer string

func goVersion() string {
	if goVer == "" {
		b, err := exec.Command("go", "env", "GOVERSION").Output()
		if err != nil {
			return "go"
		}
		goVer = strings.TrimSpace(string(b))
	}
	return goVer
}

// DocAll runs `go doc -all .` in a package directory and parses it. ok is
// false for a command (package main), which has no API to measure.
//
// A package built only for another system (golang.org/x/sys/windows: every
// file is _windows.go or //go:build windows) has no buildable file here;
// it is documented as go doc does for that system (GOOS taken from its
// files; cgo off, else on for a package of cgo files only), as pkg.go.dev
// does, rather than left unmeasured.
//
// The directory is only read: go doc runs on copies of its module's go.mod
// and go.sum (see readOnlyModule), so a module in the module cache stays as
// its zip made it.
func (r *Runner) DocAll(ctx context.Context, dir string) (items []eval.Item, ok bool, err error) {
	modEnv, cleanup, err := readOnlyModule(dir)
	if err != nil {
		return nil, false, err
	}
	defer cleanup()
	doc := func(env ...string) (string, error) {
		return r.goCmdEnv(ctx, dir, append(modEnv, env...), "doc", "-all", ".")
	}
	out, err := doc()
	if err != nil && strings.Contains(err.Error(), "no buildable Go source files") {
		if goos := fileGOOS(dir); goos != "" {
			out, err = doc("GOOS="+goos, "CGO_ENABLED=0")
			if err != nil && strings.Contains(err.Error(), "no buildable Go source files") {
				// cgo files only (an Objective-C binding): pkg.go.dev
				// includes cgo files, and so does pkgdocs after
				// trying without.
				out, err = doc("GOOS="+goos, "CGO_ENABLED=1")
			}
		}
	}
	if err != nil {
		return nil, false, err
	}
	if strings.HasPrefix(out, "package main ") || strings.HasPrefix(out, "package main\n") {
		return nil, false, nil
	}
	return parseGoDoc(out), true, nil
}

// readOnlyModule returns the environment that makes the go command read
// dir's module without writing into it: -mod=mod lets go doc fill in a
// go.sum that lacks entries and a go.mod without a go line, and it would
// write both into the module's directory, which for a module in the module
// cache corrupts the cache (`go mod verify`: "dir has been modified";
// root writes through the cache's read-only modes). With -modfile the go
// command reads and writes a copy of go.mod, and of go.sum beside it,
// instead. cleanup removes the copies. Outside any module there is nothing
// to copy and env is empty.
func readOnlyModule(dir string) (env []string, cleanup func(), err error) {
	cleanup = func() {}
	root, err := filepath.Abs(dir)
	if err != nil {
		return nil, cleanup, err
	}
	for {
		if _, err := os.Stat(filepath.Join(root, "go.mod")); err == nil {
			break
		}
		up := filepath.Dir(root)
		if up == root {
			return nil, cleanup, nil
		}
		root = up
	}
	tmp, err := os.MkdirTemp("", "truth-modfile-")
	if err != nil {
		return nil, cleanup, fmt.Errorf("copy go.mod of %s: %w", root, err)
	}
	cleanup = func() { os.RemoveAll(tmp) }
	for _, name := range []string{"go.mod", "go.sum"} {
		b, err := os.ReadFile(filepath.Join(root, name))
		if errors.Is(err, fs.ErrNotExist) && name == "go.sum" {
			continue
		}
		if err == nil {
			err = os.WriteFile(filepath.Join(tmp, name), b, 0o644)
		}
		if err != nil {
			cleanup()
			return nil, func() {}, fmt.Errorf("copy %s of %s: %w", name, root, err)
		}
	}
	return []string{"GOFLAGS=-mod=mod -modfile=" + filepath.Join(tmp, "go.mod")}, cleanup, nil
}

// Std writes the standard library's packages (n of them, seeded; -1 all).
func (r *Runner) Std(ctx context.Context, n int) (int, error) {
	out, err := r.goCmd(ctx, os.TempDir(), "list", "-f", "{{.ImportPath}} {{.Dir}} {{.Name}}", "std")
	if err != nil {
		return 0, err
	}
	var pkgs [][2]string
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		f := strings.Fields(l)
		if len(f) != 3 || f[2] == "main" || strings.Contains(f[0], "internal") || strings.HasPrefix(f[0], "vendor/") {
			continue
		}
		pkgs = append(pkgs, [2]string{f[0], f[1]})
	}
	if n > 0 && n < len(pkgs) {
		rng := rand.New(rand.NewSource(r.Seed))
		rng.Shuffle(len(pkgs), func(i, j int) { pkgs[i], pkgs[j] = pkgs[j], pkgs[i] })
		pkgs = pkgs[:n]
	}
	ver := goVersion()
	k := 0
	for _, p := range pkgs {
		path := filepath.Join(r.Out, "stdlib", safe(p[0])+"@"+safe(ver)+".json")
		if _, err := os.Stat(path); err == nil {
			k++
			continue
		}
		items, ok, err := r.DocAll(ctx, p[1])
		if !ok && err == nil {
			continue
		}
		um := ""
		if err != nil {
			um = err.Error()
		}
		if err := r.write("stdlib", p[0], ver, "", items, um); err != nil {
			return k, err
		}
		k++
	}
	return k, nil
}

type modInfo struct {
	Path, Version, Dir, Error string
}

// Module writes the proxy and modcache shapes of one corpus module.
func (r *Runner) Module(ctx context.Context, mod string) (int, error) {
	out, err := r.goCmd(ctx, os.TempDir(), "mod", "download", "-json", mod+"@latest")
	var mi modInfo
	if jerr := json.Unmarshal([]byte(out), &mi); jerr != nil && err == nil {
		err = jerr
	}
	if err != nil || mi.Error != "" || mi.Dir == "" {
		why := mi.Error
		if why == "" && err != nil {
			why = err.Error()
		}
		return 1, r.write("proxy", mod, "latest", "", nil, "not downloadable here: "+why)
	}
	stamp := filepath.Join(r.Out, ".modules", safe(mod)+"@"+safe(mi.Version))
	if _, err := os.Stat(stamp); err == nil {
		return 0, nil
	}
	pkgs, err := modulePackages(mi.Dir, mod)
	if err != nil {
		return 0, err
	}
	pkgs = r.sample(pkgs, mod)
	var project string
	k, measured := 0, 0
	for _, p := range pkgs {
		dir := filepath.Join(mi.Dir, filepath.FromSlash(strings.TrimPrefix(strings.TrimPrefix(p, mod), "/")))
		items, ok, err := r.DocAll(ctx, dir)
		if (!ok || len(items) == 0) && err == nil {
			continue // a command, or nothing exported: no API to measure
		}
		um := ""
		if err != nil {
			um = "go doc failed: " + err.Error()
		}
		if err := r.write("proxy", p, mi.Version, "", items, um); err != nil {
			return k, err
		}
		k++
		if measured >= r.ModcachePkgs || um != "" {
			continue
		}
		if project == "" {
			project, err = r.project(ctx, mod, mi.Version)
			if err != nil {
				if err := r.write("modcache", p, mi.Version, "", nil, "project setup: "+err.Error()); err != nil {
					return k, err
				}
				measured = r.ModcachePkgs
				continue
			}
		}
		if err := r.write("modcache", p, mi.Version, project, items, ""); err != nil {
			return k, err
		}
		measured++
		k++
	}
	if err := os.MkdirAll(filepath.Dir(stamp), 0o755); err != nil {
		return k, err
	}
	return k, os.WriteFile(stamp, nil, 0o644)
}

// project lays out a module requiring mod@version, with its go.sum, as a
// user's project would be after `go get`.
func (r *Runner) project(ctx context.Context, mod, version string) (string, error) {
	dir := filepath.Join(r.Work, "modcache", safe(mod))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	gomod := fmt.Sprintf("module example.com/evalproject\n\ngo 1.22\n\nrequire %s %s\n", mod, version)
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(gomod), 0o644); err != nil {
		return "", err
	}
	if _, err := r.goCmd(ctx, dir, "mod", "download", mod); err != nil {
		return "", err
	}
	return dir, nil
}

// sample keeps the module root (when it is a package) and a seeded sample
// of the others, PkgsPerModule in all.
func (r *Runner) sample(pkgs []string, mod string) []string {
	if r.PkgsPerModule <= 0 || len(pkgs) <= r.PkgsPerModule {
		return pkgs
	}
	var root []string
	var rest []string
	for _, p := range pkgs {
		if p == mod {
			root = append(root, p)
		} else {
			rest = append(rest, p)
		}
	}
	rng := rand.New(rand.NewSource(r.Seed + int64(len(mod))))
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	out := append(root, rest[:r.PkgsPerModule-len(root)]...)
	return out
}

// modulePackages lists the import paths of the directories of a module
// that hold non-test Go files, leaving out internal, testdata, vendor,
// hidden and underscore directories and nested modules.
func modulePackages(root, mod string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		name := d.Name()
		if p != root {
			if name == "internal" || name == "testdata" || name == "vendor" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(p, "go.mod")); err == nil {
				return filepath.SkipDir
			}
		}
		ents, err := os.ReadDir(p)
		if err != nil {
			return err
		}
		for _, e := range ents {
			n := e.Name()
			if !e.IsDir() && strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go") {
				f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(p, n), nil, parser.PackageClauseOnly)
				if err != nil || f.Name.Name == "main" || strings.HasSuffix(f.Name.Name, "_test") {
					continue
				}
				rel, _ := filepath.Rel(root, p)
				ip := mod
				if rel != "." {
					ip = mod + "/" + filepath.ToSlash(rel)
				}
				out = append(out, ip)
				break
			}
		}
		return nil
	})
	sort.Strings(out)
	return out, err
}

// knownGOOS are the systems a package's files may be built for only.
var knownGOOS = []string{"windows", "darwin", "linux", "freebsd", "openbsd", "netbsd", "dragonfly",
	"solaris", "illumos", "aix", "plan9", "js", "wasip1", "android", "ios", "zos"}

// fileGOOS is the system a package's non-test files name, by file-name
// suffix (x_windows.go) or first //go:build line; "" when none does.
func fileGOOS(dir string) string {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return ""
	}
	for _, e := range ents {
		n := e.Name()
		if e.IsDir() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		base := strings.TrimSuffix(n, ".go")
		for _, g := range knownGOOS {
			if strings.HasSuffix(base, "_"+g) || strings.Contains(base, "_"+g+"_") {
				return g
			}
		}
		b, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			continue
		}
		for _, l := range strings.Split(string(b), "\n") {
			l = strings.TrimSpace(l)
			if !strings.HasPrefix(l, "//go:build ") {
				continue
			}
			for _, w := range strings.FieldsFunc(strings.TrimPrefix(l, "//go:build "), func(c rune) bool { return strings.ContainsRune(" ()|&", c) }) {
				for _, g := range knownGOOS {
					if w == g {
						return g
					}
				}
			}
			break
		}
	}
	return ""
}
