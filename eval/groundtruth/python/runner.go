package main

import (
	"bytes"
	"context"
	_ "embed"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

//go:embed truth.py
var truthPy []byte

// Runner computes ground truth for Debian packages. Zero values: Python
// "" means /usr/bin/python3; Timeout 0 means 3 minutes; Log nil logs
// nothing.
type Runner struct {
	Python  string
	Work    string
	Out     string
	Shape   string // "system-site" or "venv"
	Timeout time.Duration
	Force   bool
	Log     func(format string, args ...any)
}

func (r *Runner) defaults() {
	if r.Python == "" {
		r.Python = "/usr/bin/python3"
	}
	if r.Timeout == 0 {
		r.Timeout = 3 * time.Minute
	}
	if r.Log == nil {
		r.Log = func(string, ...any) {}
	}
}

// Run writes one ground-truth file per distribution of each Debian
// package and returns how many it wrote or kept.
func (r *Runner) Run(ctx context.Context, debs []string) (int, error) {
	r.defaults()
	if r.Shape != "system-site" && r.Shape != "venv" {
		return 0, fmt.Errorf("shape %q: want system-site or venv", r.Shape)
	}
	work, err := filepath.Abs(r.Work)
	if err != nil {
		return 0, fmt.Errorf("work dir: %w", err)
	}
	if err := os.MkdirAll(work, 0o755); err != nil {
		return 0, fmt.Errorf("work dir: %w", err)
	}
	script := filepath.Join(work, "truth.py")
	if err := os.WriteFile(script, truthPy, 0o644); err != nil {
		return 0, fmt.Errorf("write truth.py: %w", err)
	}
	outDir := filepath.Join(r.Out, r.Shape)
	n := 0
	for _, deb := range debs {
		dists, err := debianDists(ctx, deb)
		if err != nil {
			r.Log("%s: unmeasured: %v", deb, err)
			t := &Truth{Ecosystem: "python", Package: deb, Shape: r.Shape, Unmeasured: "Debian package " + deb + " is not installed here (apt-get install failed or was not run)"}
			if err := writeTruth(filepath.Join(outDir, "unmeasured-"+deb+".json"), t); err != nil {
				return n, err
			}
			n++
			continue
		}
		if len(dists) == 0 {
			r.Log("%s: no distribution metadata in dist-packages", deb)
		}
		seen := map[string]bool{}
		for _, d := range dists {
			if seen[normalize(d.Name)+"@"+d.Version] {
				continue // a .dist-info and an .egg-info of the same release
			}
			seen[normalize(d.Name)+"@"+d.Version] = true
			path := filepath.Join(outDir, normalize(d.Name)+"@"+d.Version+".json")
			if _, err := os.Stat(path); err == nil && !r.Force {
				n++
				continue
			}
			start := time.Now()
			t, err := r.one(ctx, work, script, d)
			if err != nil {
				return n, fmt.Errorf("%s %s: %w", deb, d.Name, err)
			}
			if err := writeTruth(path, t); err != nil {
				return n, err
			}
			n++
			if t.Unmeasured != "" {
				r.Log("%s: %s %s: unmeasured: %s", deb, d.Name, d.Version, t.Unmeasured)
			} else {
				r.Log("%s: %s %s: %d items in %s", deb, d.Name, d.Version, len(t.Items), time.Since(start).Round(time.Millisecond))
			}
		}
	}
	return n, nil
}

// one lays out d's project for the shape and runs truth.py in it.
func (r *Runner) one(ctx context.Context, work, script string, d Dist) (*Truth, error) {
	base := &Truth{Ecosystem: "python", Package: d.Name, Version: d.Version, Shape: r.Shape}
	var project string
	switch r.Shape {
	case "system-site":
		project = filepath.Join(work, "system-site")
		if err := r.venv(ctx, project, true); err != nil {
			return nil, err
		}
	case "venv":
		if reqs := append(append([]string{}, d.Requires...), d.PyDepends...); len(reqs) > 0 {
			base.Unmeasured = "requires " + strings.Join(reqs, ", ") + ": a venv without system site packages cannot get them here (pip cannot reach PyPI)"
			return base, nil
		}
		project = filepath.Join(work, "venv", normalize(d.Name))
		if err := r.venv(ctx, project, false); err != nil {
			return nil, err
		}
		site, err := sitePackages(project)
		if err != nil {
			return nil, err
		}
		if err := copyFiles(d.Files, distPackages, site); err != nil {
			return nil, err
		}
	}
	base.Project = project
	tmp, err := os.MkdirTemp("", "pytruth-")
	if err != nil {
		return nil, fmt.Errorf("temp dir: %w", err)
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "truth.json")
	t, err := runTruth(ctx, r.Timeout, filepath.Join(project, ".venv", "bin", "python"), script, d.Name, project, r.Shape, out, tmp, topModules(d.Files))
	if err != nil {
		base.Unmeasured = err.Error()
		return base, nil
	}
	return t, nil
}

// runTruth runs truth.py for dist with the environment's interpreter py,
// in an empty working directory dir so nothing there shadows a module.
func runTruth(ctx context.Context, timeout time.Duration, py, script, dist, project, shape, out, dir string, tops []string) (*Truth, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, py, script, "--dist", dist, "--project", project, "--shape", shape, "--out", out, "--tops", strings.Join(tops, ","))
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1", "PYTHONNOUSERSITE=1", "MPLBACKEND=Agg", "PYTHONPATH=")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	if ctx.Err() == context.DeadlineExceeded {
		return nil, fmt.Errorf("importing took over %s", timeout)
	}
	if err != nil {
		msg := strings.TrimSpace(stderr.String())
		if i := strings.LastIndex(msg, "\n"); i >= 0 {
			msg = msg[i+1:]
		}
		var ee *exec.ExitError
		if errors.As(err, &ee) && msg != "" {
			return nil, fmt.Errorf("truth.py: %s", msg)
		}
		return nil, fmt.Errorf("truth.py: %w", err)
	}
	return readTruth(out)
}

// topModules are the top-level import names among a Debian package's
// dist-packages files: packages (a directory with __init__.py), modules
// (.py) and extensions (.so); inside a namespace package (a directory
// without __init__.py), the packages under it ("ruamel.yaml").
func topModules(files []string) []string {
	rels := map[string]bool{}
	for _, f := range files {
		if rel, err := filepath.Rel(distPackages, f); err == nil && !strings.HasPrefix(rel, "..") {
			rels[filepath.ToSlash(rel)] = true
		}
	}
	seen := map[string]bool{}
	var out []string
	add := func(n string) {
		if n != "" && !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	for rel := range rels {
		parts := strings.Split(rel, "/")
		switch {
		case len(parts) == 1 && strings.HasSuffix(rel, ".py"):
			add(strings.TrimSuffix(rel, ".py"))
		case len(parts) == 1 && strings.HasSuffix(rel, ".so"):
			n, _, _ := strings.Cut(rel, ".")
			add(n)
		case len(parts) == 2 && parts[1] == "__init__.py":
			add(parts[0])
		case len(parts) == 3 && parts[2] == "__init__.py" && !rels[parts[0]+"/__init__.py"]:
			add(parts[0] + "." + parts[1])
		}
	}
	sort.Strings(out)
	return out
}

// venv makes project/.venv with /usr/bin/python3 unless it exists.
func (r *Runner) venv(ctx context.Context, project string, systemSite bool) error {
	if _, err := os.Stat(filepath.Join(project, ".venv", "pyvenv.cfg")); err == nil {
		return nil
	}
	if err := os.MkdirAll(project, 0o755); err != nil {
		return fmt.Errorf("project dir: %w", err)
	}
	args := []string{"-m", "venv", "--without-pip"}
	if systemSite {
		args = append(args, "--system-site-packages")
	}
	cmd := exec.CommandContext(ctx, r.Python, append(args, filepath.Join(project, ".venv"))...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("python -m venv %q: %w: %s", project, err, out)
	}
	return nil
}

// sitePackages is the only lib/python3.*/site-packages of project/.venv.
func sitePackages(project string) (string, error) {
	m, err := filepath.Glob(filepath.Join(project, ".venv", "lib", "python3*", "site-packages"))
	if err != nil || len(m) != 1 {
		return "", fmt.Errorf("site-packages of %q: found %d", project, len(m))
	}
	return m[0], nil
}

// copyFiles copies files (absolute, under from) to the same relative
// paths under to.
func copyFiles(files []string, from, to string) error {
	for _, f := range files {
		rel, err := filepath.Rel(from, f)
		if err != nil || strings.HasPrefix(rel, "..") {
			return fmt.Errorf("copy %q: not under %q", f, from)
		}
		dst := filepath.Join(to, rel)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return fmt.Errorf("copy %q: %w", rel, err)
		}
		// Debian links data directories in (babel/locale-data): the link is kept.
		if fi, err := os.Lstat(f); err == nil && fi.Mode()&os.ModeSymlink != 0 {
			target, err := os.Readlink(f)
			if err != nil {
				return fmt.Errorf("copy %q: %w", rel, err)
			}
			if err := os.Symlink(target, dst); err != nil && !os.IsExist(err) {
				return fmt.Errorf("copy %q: %w", rel, err)
			}
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			return fmt.Errorf("copy %q: %w", rel, err)
		}
		if err := os.WriteFile(dst, b, 0o644); err != nil {
			return fmt.Errorf("copy %q: %w", rel, err)
		}
	}
	return nil
}
