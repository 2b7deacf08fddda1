package lockfile

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/npm/semrange"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// maxPackageJSON bounds the package.json read for its packageManager field.
const maxPackageJSON = 4 << 20

// managerOf is the package manager that writes each lockfile.
var managerOf = map[string]string{
	"npm-shrinkwrap.json": "npm",
	"package-lock.json":   "npm",
	"pnpm-lock.yaml":      "pnpm",
	"yarn.lock":           "yarn",
	"bun.lock":            "bun",
	"deno.lock":           "deno",
}

// markers are files a package manager leaves in the project (its config,
// its install state), relative to the lockfile's directory.
var markers = map[string][]string{
	"npm":  {"node_modules/.package-lock.json"},
	"pnpm": {"pnpm-workspace.yaml", "node_modules/.modules.yaml", "node_modules/.pnpm"},
	"yarn": {".yarnrc.yml", ".pnp.cjs", "node_modules/.yarn-integrity", "node_modules/.yarn-state.yml"},
	"bun":  {"bunfig.toml", "bun.lockb"},
	"deno": {"deno.json", "deno.jsonc"},
}

// projectManager says which package manager the project in dir uses and
// how that is known: package.json's packageManager field (Corepack's), else
// the one package manager whose config or install state is there. "" when
// nothing says, or the markers of several are there.
func projectManager(dir string) (manager, why string) {
	if data, err := localfile.Read(filepath.Join(dir, "package.json"), maxPackageJSON); err == nil {
		var pj struct {
			PackageManager string `json:"packageManager"`
		}
		if json.Unmarshal(data, &pj) == nil && pj.PackageManager != "" {
			n, _, _ := strings.Cut(pj.PackageManager, "@")
			return n, fmt.Sprintf("package.json's packageManager is %q", pj.PackageManager)
		}
	}
	for _, m := range []string{"npm", "pnpm", "yarn", "bun", "deno"} {
		for _, f := range markers[m] {
			if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(f))); err == nil {
				if manager != "" {
					return "", "" // an npm install over a yarn project: cannot tell
				}
				manager, why = m, fmt.Sprintf("%s is there", f)
				break
			}
		}
	}
	return manager, why
}

// choose picks among several lockfiles in one directory (a project moved
// from one package manager to another keeps the old lockfile, stale): the
// project's package manager's, else the first in npm's order whose
// version satisfies package.json's range, else the first that lists the
// package. The entry's Note says which was followed, and why, when the
// others lock another version.
func choose(dir string, files []string, rel, name, want string) (Entry, error) {
	type read struct {
		e   Entry
		err error
	}
	got := make([]read, len(files))
	for i, f := range files {
		e, err := Read(f, rel, name, want)
		got[i] = read{e, err}
	}
	pick, why := -1, ""
	if m, how := projectManager(dir); m != "" {
		for i, f := range files {
			if managerOf[filepath.Base(f)] == m {
				pick, why = i, how
				break
			}
		}
	}
	if pick >= 0 && got[pick].err != nil {
		return Entry{}, got[pick].err // the project's own lockfile does not list it
	}
	if pick < 0 {
		if s, err := semrange.Parse(want); want != "" && err == nil {
			for i, r := range got {
				if r.err == nil && s.Satisfies(r.e.Version) {
					pick, why = i, fmt.Sprintf("its version satisfies package.json's %q and nothing says which package manager the project uses (no packageManager field in package.json)", want)
					break
				}
			}
		}
	}
	if pick < 0 {
		for i, r := range got {
			if r.err == nil {
				pick, why = i, "it comes first in npm's order and nothing says which package manager the project uses (no packageManager field in package.json)"
				break
			}
		}
	}
	if pick < 0 {
		var errs []error
		for _, r := range got {
			errs = append(errs, r.err)
		}
		return Entry{}, errors.Join(errs...)
	}
	e := got[pick].e
	var others []string
	for i, r := range got {
		if i != pick && r.err == nil && (r.e.Version != e.Version || r.e.Name != e.Name) {
			others = append(others, fmt.Sprintf("%s locks %s@%s", filepath.Base(r.e.File), r.e.Name, r.e.Version))
		}
	}
	if len(others) > 0 {
		e.Note = fmt.Sprintf("%s holds several lockfiles that disagree: %s. This answer follows %s (%s@%s) because %s; the other lockfile is likely left over from another package manager.",
			dir, strings.Join(others, ", "), filepath.Base(e.File), e.Name, e.Version, why)
	}
	return e, nil
}

// maxManagerDepth bounds the upward walk of Manager: deeper trees than
// this are not real projects.
const maxManagerDepth = 64

// Manager says which package manager the project at projectDir uses: in
// the nearest directory at or above it that says (package.json's
// packageManager, a package manager's config or install state, or the
// one lockfile there), that one. "" when nothing says, or when the
// nearest directory with a lockfile holds several and nothing picks one.
func Manager(projectDir string) string {
	d := filepath.Clean(projectDir)
	for range maxManagerDepth {
		if m, _ := projectManager(d); m != "" {
			return m
		}
		var found []string
		for _, base := range Names {
			if _, err := os.Stat(filepath.Join(d, base)); err == nil && !slices.Contains(found, managerOf[base]) {
				found = append(found, managerOf[base])
			}
		}
		switch len(found) {
		case 0:
		case 1:
			return found[0]
		default:
			return ""
		}
		up := filepath.Dir(d)
		if up == d {
			return ""
		}
		d = up
	}
	return ""
}
