package sitepkgs

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// pathsScript prints the interpreter's paths as JSON. It is a constant:
// nothing from a request is ever put into it, and it imports only the
// standard library.
const pathsScript = `import json, site, sys, sysconfig
p = sysconfig.get_paths()
print(json.dumps({"version": "%d.%d.%d" % sys.version_info[:3], "prefix": sys.prefix,
  "stdlib": p.get("stdlib", ""), "purelib": p.get("purelib", ""), "platlib": p.get("platlib", ""),
  "usersite": site.getusersitepackages(),
  "path": [x for x in sys.path if x]}))`

// Runner runs a program with arguments and returns its stdout; tests
// replace it. The default runs it with a 10 s deadline and 1 MiB cap.
type Runner func(ctx context.Context, prog string, args ...string) ([]byte, error)

// maxOutput bounds what a Python subprocess may print.
const maxOutput = 1 << 20

// Run is the default Runner.
func Run(ctx context.Context, prog string, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, prog, args...)
	var out capped
	out.max = maxOutput
	var errb capped
	errb.max = 8 << 10
	cmd.Stdout, cmd.Stderr = &out, &errb
	cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1", "PYTHONIOENCODING=utf-8")
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("run %s: %w (%s)", filepath.Base(prog), err, strings.TrimSpace(errb.String()))
	}
	if out.over {
		return nil, fmt.Errorf("run %s: output over %d bytes", filepath.Base(prog), maxOutput)
	}
	return out.Bytes(), nil
}

type capped struct {
	bytes.Buffer
	max  int
	over bool
}

func (c *capped) Write(p []byte) (int, error) {
	if c.Len()+len(p) > c.max {
		c.over = true
		return len(p), nil
	}
	return c.Buffer.Write(p)
}

// Active finds the environment pip would use without a project:
// $VIRTUAL_ENV, else the python3 on PATH (its site-packages and user
// site). python3 names the interpreter ("" = "python3" on PATH); home is
// the user's home directory (for pyenv's shims); user is the user site's
// base; run is used only when the paths cannot be read from files.
func Active(ctx context.Context, virtualEnv, python3, home string, user UserBase, run Runner) (*Env, error) {
	if virtualEnv != "" {
		if e := Venv(virtualEnv, "VIRTUAL_ENV", user); e != nil {
			return e, nil
		}
	}
	if python3 == "" {
		python3 = "python3"
	}
	exe, err := exec.LookPath(python3)
	if err != nil {
		return nil, fmt.Errorf("no Python environment: %s not on PATH and VIRTUAL_ENV unset", python3)
	}
	if real := pyenvTarget(exe, home); real != "" {
		exe = real
	}
	return Interpreter(ctx, exe, "python3 on PATH", user, run)
}

// Interpreter is the environment of the interpreter exe (its
// site-packages and user site), Kind set to kind: read from the files
// when exe is a binary under <prefix>/bin, else by running it once
// (run, with -E -S) for its paths.
func Interpreter(ctx context.Context, exe, kind string, user UserBase, run Runner) (*Env, error) {
	python3 := exe
	// An interpreter in a virtual environment (<env>/bin/python3, maybe a
	// link to the base interpreter, as in pyenv-virtualenv's envs): Python
	// finds the environment by the pyvenv.cfg above the path it was run
	// by, before links are resolved; so does this.
	if e := Venv(filepath.Dir(filepath.Dir(exe)), kind, user); e != nil {
		return e, nil
	}
	if real, err := filepath.EvalSymlinks(exe); err == nil && isELFOrMachO(real) {
		// <prefix>/bin/python3.X: read the layout from the files.
		prefix := filepath.Dir(filepath.Dir(real))
		if std := stdlibUnder(prefix, versionFromName(filepath.Base(real))); std != "" {
			e := &Env{Kind: kind, Prefix: prefix, Stdlib: std, PythonVersion: strings.TrimPrefix(filepath.Base(std), "python")}
			e.SitePackages = append(userSite(user.Dir, e.PythonVersion), baseSites(prefix, e.PythonVersion)...)
			return e, nil
		}
	}
	if run == nil {
		run = Run
	}
	// -E: no PYTHON* variables; -S: no site hooks (.pth files run code).
	out, err := run(ctx, exe, "-E", "-S", "-c", pathsScript)
	if err != nil {
		return nil, err
	}
	var got struct {
		Version, Prefix, Stdlib, Purelib, Platlib, Usersite string
		Path                                                []string
	}
	if err := json.Unmarshal(out, &got); err != nil {
		return nil, fmt.Errorf("read %s paths: %w", python3, err)
	}
	e := &Env{Kind: kind, Prefix: got.Prefix, PythonVersion: got.Version, Stdlib: got.Stdlib}
	if user.FromEnv {
		// -E hid PYTHONUSERBASE / PYTHONNOUSERSITE from the interpreter.
		got.Usersite = ""
		if s := userSite(user.Dir, majorMinor(got.Version)); len(s) > 0 {
			got.Usersite = s[0]
		}
	}
	if got.Usersite != "" && isDir(got.Usersite) {
		e.SitePackages = append(e.SitePackages, got.Usersite)
	}
	for _, d := range []string{got.Purelib, got.Platlib} {
		if d != "" && isDir(d) && !contains(e.SitePackages, d) {
			e.SitePackages = append(e.SitePackages, d)
		}
	}
	for _, d := range got.Path {
		if (strings.HasSuffix(d, "site-packages") || strings.HasSuffix(d, "dist-packages")) && isDir(d) && !contains(e.SitePackages, d) {
			e.SitePackages = append(e.SitePackages, d)
		}
	}
	return e, nil
}

func versionFromName(n string) string { return strings.TrimPrefix(n, "python") }

// isELFOrMachO reports whether the file starts like an executable binary
// (not a shell-script shim).
func isELFOrMachO(p string) bool {
	f, err := os.Open(p)
	if err != nil {
		return false
	}
	defer f.Close()
	var b [4]byte
	if _, err := f.Read(b[:]); err != nil {
		return false
	}
	return string(b[:]) == "\x7fELF" || b[0] == 0xcf && b[1] == 0xfa || b[0] == 0xfe && b[1] == 0xed || string(b[:2]) == "MZ"
}

// PyenvLocal is the interpreter pyenv's shim for python3 runs in dir
// when dir or a directory above it has a .python-version (pyenv local,
// uv python pin): the first version it names that is installed under the
// shims' pyenv root, exactly or as a prefix ("3.9" is the highest 3.9.x,
// as pyenv 2.3+ resolves it), and that file. Empty when python3 on PATH is
// no pyenv shim, PYENV_VERSION decides instead, no such file is found, or
// it names nothing installed ("system" included: the shim then runs the
// system interpreter, which the caller finds anyway).
func PyenvLocal(dir, python3 string, getenv func(string) string) (exe, file string) {
	if python3 == "" {
		python3 = "python3"
	}
	shim, err := exec.LookPath(python3)
	if err != nil || filepath.Base(filepath.Dir(shim)) != "shims" || getenv != nil && getenv("PYENV_VERSION") != "" {
		return "", ""
	}
	root := filepath.Dir(filepath.Dir(shim))
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		f := filepath.Join(d, ".python-version")
		if b, err := readSmall(f, 4<<10); err == nil {
			for _, v := range strings.Fields(string(b)) {
				if strings.HasPrefix(v, "#") {
					continue
				}
				if target := pyenvVersionBin(root, v, filepath.Base(shim)); target != "" {
					return target, f
				}
			}
			return "", "" // pyenv reads only the nearest file
		}
		if filepath.Dir(d) == d {
			return "", ""
		}
	}
}

// pyenvVersionBin is <root>/versions/<v>/bin/<prog> for an installed
// version v, or the highest installed version v prefixes; "" for none.
func pyenvVersionBin(root, v, prog string) string {
	if v == "" || v == "system" || strings.ContainsAny(v, "/\\") || strings.HasPrefix(v, ".") {
		return ""
	}
	if target := filepath.Join(root, "versions", v, "bin", prog); isFile(target) {
		return target
	}
	entries, err := os.ReadDir(filepath.Join(root, "versions"))
	if err != nil {
		return ""
	}
	best := ""
	for _, e := range entries {
		n := e.Name()
		if strings.HasPrefix(n, v+".") && isFile(filepath.Join(root, "versions", n, "bin", prog)) && (best == "" || versionLess(best, n)) {
			best = n
		}
	}
	if best == "" {
		return ""
	}
	return filepath.Join(root, "versions", best, "bin", prog)
}

// versionLess compares dotted versions ("3.9.18" < "3.10.2") number by
// number; a part that is not a number compares as text.
func versionLess(a, b string) bool {
	as, bs := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(as) && i < len(bs); i++ {
		x, errx := strconv.Atoi(as[i])
		y, erry := strconv.Atoi(bs[i])
		if errx == nil && erry == nil {
			if x != y {
				return x < y
			}
			continue
		}
		if as[i] != bs[i] {
			return as[i] < bs[i]
		}
	}
	return len(as) < len(bs)
}

// pyenvTarget resolves a pyenv shim (<root>/shims/python3) to the
// interpreter of pyenv's global version (<root>/version, first line), so
// the layout can be read from files instead of running the shim. Empty
// when exe is no shim or the version is not a plain installed one.
func pyenvTarget(exe, home string) string {
	shims := filepath.Dir(exe)
	if filepath.Base(shims) != "shims" || os.Getenv("PYENV_VERSION") != "" {
		// PYENV_VERSION (or a shell's pyenv state) decides: ask the shim.
		return ""
	}
	root := filepath.Dir(shims)
	b, err := readSmall(filepath.Join(root, "version"), 4<<10)
	if err != nil {
		return ""
	}
	v := strings.TrimSpace(strings.SplitN(string(b), "\n", 2)[0])
	if v == "" || v == "system" || strings.ContainsAny(v, "/\\") || strings.HasPrefix(v, ".") {
		return ""
	}
	target := filepath.Join(root, "versions", v, "bin", filepath.Base(exe))
	if isFile(target) {
		return target
	}
	return ""
}
