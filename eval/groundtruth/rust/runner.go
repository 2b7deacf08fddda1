package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Runner lays out one project per crate and computes its ground truth.
// Zero values: Registry "" means /usr/share/cargo/registry, Toolchain ""
// means "nightly,stable" (the toolchains tried in turn), Timeout 0 means 20 minutes, Log nil logs nothing.
type Runner struct {
	Registry  string
	Toolchain string
	Work      string
	Out       string
	Timeout   time.Duration
	Force     bool
	Log       func(format string, args ...any)

	// broken are package@version pairs that failed to build on a
	// toolchain earlier in this run (toolchain → set): a later crate whose
	// lockfile holds one goes straight to the next toolchain.
	broken map[string]map[string]bool
}

func (r *Runner) defaults() {
	if r.Registry == "" {
		r.Registry = "/usr/share/cargo/registry"
	}
	if r.Toolchain == "" {
		r.Toolchain = "nightly,stable"
	}
	if r.Timeout == 0 {
		r.Timeout = 20 * time.Minute
	}
	if r.Log == nil {
		r.Log = func(string, ...any) {}
	}
}

// Run writes one ground-truth file per crate and returns how many.
func (r *Runner) Run(ctx context.Context, crates []string) (int, error) {
	r.defaults()
	work, err := filepath.Abs(r.Work)
	if err != nil {
		return 0, fmt.Errorf("work dir: %w", err)
	}
	outDir := filepath.Join(r.Out, "directory")
	n := 0
	for _, c := range crates {
		version, err := r.version(c)
		if err != nil {
			r.Log("%s: unmeasured: %v", c, err)
			t := &Truth{Ecosystem: "rust", Package: c, Shape: "directory", Unmeasured: err.Error()}
			if err := writeTruth(filepath.Join(outDir, "unmeasured-"+c+".json"), t); err != nil {
				return n, err
			}
			n++
			continue
		}
		path := filepath.Join(outDir, c+"@"+version+".json")
		if _, err := os.Stat(path); err == nil && !r.Force {
			n++
			continue
		}
		start := time.Now()
		t := r.one(ctx, work, c, version)
		if err := writeTruth(path, t); err != nil {
			return n, err
		}
		n++
		if t.Unmeasured != "" {
			r.Log("%s %s: unmeasured: %s", c, version, t.Unmeasured)
		} else {
			r.Log("%s %s: %d items in %s", c, version, len(t.Items), time.Since(start).Round(time.Millisecond))
		}
	}
	return n, nil
}

var semverDir = regexp.MustCompile(`^(\d+)\.(\d+)\.(\d+)([-+].*)?$`)

// version is the newest version of crate in the directory source.
func (r *Runner) version(crate string) (string, error) {
	ents, err := os.ReadDir(r.Registry)
	if err != nil {
		return "", fmt.Errorf("read directory source: %w", err)
	}
	best, bestKey := "", [3]int{-1, -1, -1}
	for _, e := range ents {
		rest, ok := strings.CutPrefix(e.Name(), crate+"-")
		m := semverDir.FindStringSubmatch(rest)
		if !ok || m == nil {
			continue
		}
		var k [3]int
		for i := range k {
			k[i], _ = strconv.Atoi(m[i+1])
		}
		if k[0] > bestKey[0] || k[0] == bestKey[0] && (k[1] > bestKey[1] || k[1] == bestKey[1] && k[2] > bestKey[2]) {
			best, bestKey = rest, k
		}
	}
	if best == "" {
		return "", fmt.Errorf("crate %s is not in %s (librust-%s-dev not installed here)", crate, r.Registry, strings.ReplaceAll(strings.ToLower(crate), "_", "-"))
	}
	return best, nil
}

// one lays out the project and runs rustdoc; a failure is an unmeasured truth.
func (r *Runner) one(ctx context.Context, work, crate, version string) *Truth {
	t := &Truth{Ecosystem: "rust", Package: crate, Version: version, Shape: "directory"}
	project := filepath.Join(work, "projects", crate)
	t.Project = project
	if err := r.layout(project, crate, version); err != nil {
		t.Unmeasured = err.Error()
		return t
	}
	ctx, cancel := context.WithTimeout(ctx, r.Timeout)
	defer cancel()
	target := filepath.Join(work, "target")
	if _, err := r.cargo(ctx, project, target, "", "generate-lockfile", "--offline"); err != nil {
		t.Unmeasured = "cargo generate-lockfile: " + err.Error()
		return t
	}
	libs, err := r.libs(ctx, project, target)
	if err != nil {
		t.Unmeasured = err.Error()
		return t
	}
	lib := ""
	for _, l := range libs {
		if l.Name == crate && l.Version == version {
			lib = l.Lib
		}
	}
	if lib == "" {
		t.Unmeasured = "cargo metadata: crate " + crate + " has no library target"
		return t
	}
	// Nightly first; a dependency that probes nightly-only compiler features
	// (proc-macro2 before 1.0.60 does) fails to build there, so the next
	// toolchain is tried with RUSTC_BOOTSTRAP=1, which lets a stable rustdoc
	// write the same JSON format.
	var tool, lib2, target2 string
	var why, okEnv []string
	okTC := ""
	for i, tc := range strings.Split(r.Toolchain, ",") {
		target2 = target + "-" + tc
		env := []string{}
		if i > 0 {
			env = append(env, "RUSTC_BOOTSTRAP=1")
		}
		if bad := r.lockedBroken(project, tc); bad != "" && i < len(strings.Split(r.Toolchain, ","))-1 {
			why = append(why, "cargo +"+tc+" rustdoc: skipped: "+bad+" failed to build on it earlier in this run")
			continue
		}
		v := rustdocVersion(ctx, tc)
		_, err := r.cargoEnv(ctx, project, target2, env, "+"+tc, "rustdoc", "-p", crate+"@"+version, "--lib", "--offline",
			"--", "-Z", "unstable-options", "--output-format", "json")
		if err == nil {
			tool, lib2, okTC, okEnv = v, lib, tc, env
			if i > 0 {
				tool += " with RUSTC_BOOTSTRAP=1"
			}
			break
		}
		why = append(why, "cargo +"+tc+" rustdoc: "+err.Error())
		r.noteBroken(project, tc, err.Error())
		if ctx.Err() != nil {
			break
		}
	}
	if lib2 == "" {
		t.Unmeasured = strings.Join(why, "; ")
		return t
	}
	if len(why) > 0 {
		t.Notes = why
	}
	jsonPath := filepath.Join(target2, "doc", lib+".json")
	c, err := readCrate(jsonPath)
	if err != nil {
		t.Unmeasured = err.Error()
		return t
	}
	if c.CrateVersion != "" && c.CrateVersion != version {
		// The target directory is shared: another project documented
		// another version of the same library since.
		t.Unmeasured = fmt.Sprintf("rustdoc JSON %s is of version %s, not %s", filepath.Base(jsonPath), c.CrateVersion, version)
		return t
	}
	t.Tool = fmt.Sprintf("rustdoc JSON format %d (%s)", c.FormatVersion, strings.TrimSpace(tool))
	// Dependencies whose items the crate re-exports, documented on demand.
	external := map[string]*Crate{}
	t.Items = Entries(c, func(extLib string) *Crate {
		if c, ok := external[extLib]; ok {
			return c
		}
		external[extLib] = nil
		for _, l := range libs {
			if l.Lib != extLib {
				continue
			}
			if _, err := r.cargoEnv(ctx, project, target2, okEnv, "+"+okTC, "rustdoc", "-p", l.Name+"@"+l.Version, "--lib", "--offline",
				"--", "-Z", "unstable-options", "--output-format", "json"); err != nil {
				t.Notes = append(t.Notes, "re-exported crate "+l.Name+": cargo rustdoc: "+err.Error())
				return nil
			}
			ec, err := readCrate(filepath.Join(target2, "doc", extLib+".json"))
			if err != nil {
				t.Notes = append(t.Notes, "re-exported crate "+l.Name+": "+err.Error())
				return nil
			}
			if ec.CrateVersion != "" && ec.CrateVersion != l.Version {
				t.Notes = append(t.Notes, fmt.Sprintf("re-exported crate %s: rustdoc JSON of version %s, not %s", l.Name, ec.CrateVersion, l.Version))
				return nil
			}
			external[extLib] = ec
			return ec
		}
		return nil
	})
	return t
}

// layout writes the project: Cargo.toml pinning crate=version, an empty
// lib target, and .cargo/config.toml replacing crates-io with the
// directory source.
func (r *Runner) layout(project, crate, version string) error {
	files := map[string]string{
		"Cargo.toml": "[package]\nname = \"eval-project\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n" +
			"[dependencies]\n" + strconv.Quote(crate) + " = " + strconv.Quote("="+version) + "\n",
		"src/lib.rs": "",
		".cargo/config.toml": "[source.crates-io]\nreplace-with = \"debian\"\n\n[source.debian]\ndirectory = " +
			strconv.Quote(r.Registry) + "\n\n[net]\noffline = true\n",
	}
	for name, body := range files {
		p := filepath.Join(project, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return fmt.Errorf("lay out project %q: %w", crate, err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			return fmt.Errorf("lay out project %q: %w", crate, err)
		}
	}
	return nil
}

var couldNotCompile = regexp.MustCompile("could not compile `([^`]+)`")

// noteBroken records the dependency a build on toolchain tc failed on.
func (r *Runner) noteBroken(project, tc, msg string) {
	m := couldNotCompile.FindStringSubmatch(msg)
	if m == nil {
		return
	}
	for _, p := range lockPackages(project) {
		if strings.HasPrefix(p, m[1]+"@") {
			if r.broken == nil {
				r.broken = map[string]map[string]bool{}
			}
			if r.broken[tc] == nil {
				r.broken[tc] = map[string]bool{}
			}
			r.broken[tc][p] = true
		}
	}
}

// lockedBroken names a package of project's Cargo.lock known to fail on tc.
func (r *Runner) lockedBroken(project, tc string) string {
	for _, p := range lockPackages(project) {
		if r.broken[tc][p] {
			return p
		}
	}
	return ""
}

var lockEntry = regexp.MustCompile(`(?m)^name = "([^"]+)"\nversion = "([^"]+)"`)

// lockPackages lists Cargo.lock's packages as name@version.
func lockPackages(project string) []string {
	b, err := os.ReadFile(filepath.Join(project, "Cargo.lock"))
	if err != nil {
		return nil
	}
	var out []string
	for _, m := range lockEntry.FindAllStringSubmatch(string(b), -1) {
		out = append(out, m[1]+"@"+m[2])
	}
	return out
}

// pkgLib is a package of the project's dependency graph and its library
// target's name (rustdoc names its JSON after the library).
type pkgLib struct {
	Name, Version, Lib string
}

// libs lists the project's packages that have a library target.
func (r *Runner) libs(ctx context.Context, project, target string) ([]pkgLib, error) {
	out, err := r.cargo(ctx, project, target, "", "metadata", "--offline", "--format-version", "1")
	if err != nil {
		return nil, fmt.Errorf("cargo metadata: %w", err)
	}
	var md struct {
		Packages []struct {
			Name    string `json:"name"`
			Version string `json:"version"`
			Targets []struct {
				Name string   `json:"name"`
				Kind []string `json:"kind"`
			} `json:"targets"`
		} `json:"packages"`
	}
	if err := json.Unmarshal([]byte(out), &md); err != nil {
		return nil, fmt.Errorf("cargo metadata: %w", err)
	}
	var libs []pkgLib
	for _, p := range md.Packages {
		for _, t := range p.Targets {
			if slices.Contains(t.Kind, "lib") || slices.Contains(t.Kind, "proc-macro") || slices.Contains(t.Kind, "rlib") {
				libs = append(libs, pkgLib{p.Name, p.Version, t.Name})
				break
			}
		}
	}
	return libs, nil
}

// cargo runs cargo in project with a target dir outside it; the error
// carries the last lines cargo printed.
func (r *Runner) cargo(ctx context.Context, project, target, toolchain string, args ...string) (string, error) {
	return r.cargoEnv(ctx, project, target, nil, toolchain, args...)
}

// cargoEnv is cargo with extra environment variables.
func (r *Runner) cargoEnv(ctx context.Context, project, target string, env []string, toolchain string, args ...string) (string, error) {
	if toolchain != "" {
		args = append([]string{toolchain}, args...)
	}
	cmd := exec.CommandContext(ctx, "cargo", args...)
	cmd.Dir = project
	cmd.Env = append(os.Environ(), "CARGO_TARGET_DIR="+target, "CARGO_NET_OFFLINE=true", "CARGO_TERM_COLOR=never")
	cmd.Env = append(cmd.Env, env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		return "", fmt.Errorf("took over %s", r.Timeout)
	}
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return "", fmt.Errorf("%s", lastErrorLines(stderr.String()))
		}
		return "", err
	}
	return stdout.String(), nil
}

// lastErrorLines picks cargo's "error..." lines, else its last line.
func lastErrorLines(s string) string {
	var errs []string
	for _, l := range strings.Split(s, "\n") {
		if strings.HasPrefix(l, "error") {
			errs = append(errs, strings.TrimSpace(l))
		}
	}
	if len(errs) > 3 {
		errs = errs[:3]
	}
	if len(errs) > 0 {
		return strings.Join(errs, "; ")
	}
	s = strings.TrimSpace(s)
	if i := strings.LastIndex(s, "\n"); i >= 0 {
		s = s[i+1:]
	}
	return s
}

// rustdocVersion is "rustdoc X.Y.Z-nightly (...)" of toolchain tc, "" if unknown.
func rustdocVersion(ctx context.Context, tc string) string {
	out, err := exec.CommandContext(ctx, "rustdoc", "+"+tc, "--version").Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

func readCrate(path string) (*Crate, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read rustdoc JSON: %w", err)
	}
	var c Crate
	if err := json.Unmarshal(b, &c); err != nil {
		return nil, fmt.Errorf("decode rustdoc JSON %q: %w", filepath.Base(path), err)
	}
	return &c, nil
}
