package lockfile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/npm/semrange"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// MaxSize bounds a lockfile read into memory. Lockfiles of large monorepos
// run to tens of megabytes; more than this is not a lockfile we should hold.
const MaxSize = 128 << 20

// ErrNotFound means no lockfile, or the lockfile does not list the package.
var ErrNotFound = errors.New("not in a lockfile")

// Entry is a package pinned by a lockfile.
type Entry struct {
	Name    string // real package name (differs from the asked name for aliases)
	Version string
	File    string // lockfile path
	Format  string // "package-lock v3", "pnpm-lock 9.0", "yarn.lock v1", "yarn.lock berry", "bun.lock v1"
	// Note says why this lockfile was followed when its directory holds
	// others that lock another version; "" when there was no choice.
	Note string
	// Origin is where the lockfile says the package comes from when that
	// is not a registry: a git repository ("git+ssh://host/repo.git#sha"),
	// a tarball URL or file. "" for a registry's package. Version is then
	// what the package's own package.json says, when recorded, and may be
	// "": a registry's release of that number is another package.
	Origin string
	// Patch is the patch file the project's package manager applies to
	// the registry's release when it installs it (pnpm's
	// patchedDependencies), "" for none: the release alone is not what the
	// project runs.
	Patch string
}

// BinaryLockError: the project's lockfile is Bun's binary bun.lockb, which
// is not read. It pins the version; none of the other lockfiles does. It
// is an ErrNotFound.
type BinaryLockError struct{ File string }

func (e *BinaryLockError) Error() string {
	return e.File + " is Bun's binary lockfile, which pkgdocs does not read"
}

// Is makes a BinaryLockError an ErrNotFound: the version is not known.
func (e *BinaryLockError) Is(target error) bool { return target == ErrNotFound }

func isFile(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular()
}

// Names are the lockfiles looked for in each directory, in npm's order of
// preference (npm-shrinkwrap.json wins over package-lock.json).
var Names = []string{"npm-shrinkwrap.json", "package-lock.json", "pnpm-lock.yaml", "yarn.lock", "bun.lock", "deno.lock"}

// candidate is one version a lockfile holds for the name.
type candidate struct {
	name, version string
	spec          string // the range it was locked for, when recorded
	rank          int    // lower is closer to the project (0 = the project's own)
	origin        string // a non-registry source (Entry.Origin)
	patch         string // Entry.Patch
}

// Find looks for the nearest directory at or above projectDir holding a
// lockfile and returns the version it pins for name. want is the range the
// project's package.json asks for ("" when unknown); it picks between
// several locked versions.
func Find(projectDir, name, want string) (Entry, error) {
	dir := filepath.Clean(projectDir)
	for d := dir; ; d = filepath.Dir(d) {
		var files []string
		for _, base := range Names {
			file := filepath.Join(d, base)
			if _, err := os.Stat(file); err == nil {
				files = append(files, file)
			}
		}
		if lockb := filepath.Join(d, "bun.lockb"); !slices.Contains(files, filepath.Join(d, "bun.lock")) && isFile(lockb) {
			if m, _ := projectManager(d); len(files) == 0 || m == "bun" {
				return Entry{}, &BinaryLockError{File: lockb}
			}
		}
		if len(files) > 0 {
			rel, err := filepath.Rel(d, dir)
			if err != nil {
				rel = "."
			}
			if len(files) == 1 {
				return Read(files[0], filepath.ToSlash(rel), name, want)
			}
			return choose(d, files, filepath.ToSlash(rel), name, want)
		}
		if filepath.Dir(d) == d {
			return Entry{}, fmt.Errorf("%s: %w", name, ErrNotFound)
		}
	}
}

// Read parses one lockfile. rel is the project's directory relative to the
// lockfile's ("." for the same directory).
func Read(file, rel, name, want string) (Entry, error) {
	data, err := localfile.Read(file, MaxSize)
	if err != nil {
		return Entry{}, err
	}
	var (
		cands  []candidate
		format string
	)
	switch base := filepath.Base(file); {
	case base == "pnpm-lock.yaml":
		cands, format, err = parsePNPM(data, rel, name)
	case base == "yarn.lock":
		cands, format, err = parseYarn(data, name)
	case base == "bun.lock":
		cands, format, err = parseBun(data, rel, name)
	case base == "deno.lock":
		cands, format, err = parseDeno(data, name)
	default:
		cands, format, err = parsePackageLock(data, rel, name)
	}
	if err != nil {
		return Entry{}, fmt.Errorf("parse %s: %w", file, err)
	}
	c, ok := pick(cands, want)
	if !ok {
		return Entry{}, fmt.Errorf("%s in %s: %w", name, file, ErrNotFound)
	}
	return Entry{Name: c.name, Version: c.version, File: file, Format: format, Origin: c.origin, Patch: c.patch}, nil
}

// pick chooses the closest candidate; among equals the one locked for want,
// then one satisfying want, then the highest version, then one from a
// non-registry origin (whose version may be unknown).
func pick(cands []candidate, want string) (candidate, bool) {
	var valid []candidate
	for _, c := range cands {
		if semrange.IsVersion(c.version) || c.origin != "" {
			valid = append(valid, c)
		}
	}
	if len(valid) == 0 {
		return candidate{}, false
	}
	best := valid[0].rank
	for _, c := range valid {
		best = min(best, c.rank)
	}
	var near []candidate
	for _, c := range valid {
		if c.rank == best {
			near = append(near, c)
		}
	}
	if want != "" {
		for _, c := range near {
			if c.spec == want {
				return c, true
			}
		}
		if s, err := semrange.Parse(want); err == nil {
			if c, ok := highest(near, s.Satisfies); ok {
				return c, true
			}
		}
	}
	if c, ok := highest(near, func(string) bool { return true }); ok {
		return c, true
	}
	slices.SortFunc(near, func(a, b candidate) int { return strings.Compare(a.origin, b.origin) })
	return near[0], true
}

func highest(cands []candidate, ok func(string) bool) (candidate, bool) {
	var vs []string
	byVersion := map[string]candidate{}
	for _, c := range cands {
		if semrange.IsVersion(c.version) && ok(c.version) {
			vs = append(vs, c.version)
			// Of one version locked both as released and patched, the
			// patched one: its note says the project changes it.
			if prev, seen := byVersion[c.version]; !seen || prev.patch == "" && c.patch != "" {
				byVersion[c.version] = c
			}
		}
	}
	if len(vs) == 0 {
		return candidate{}, false
	}
	semrange.Sort(vs)
	return byVersion[vs[len(vs)-1]], true
}

// splitSpec splits "name@range" (name may be scoped) at the right "@".
func splitSpec(s string) (name, rng string) {
	start := 0
	if strings.HasPrefix(s, "@") {
		start = 1
	}
	i := strings.Index(s[start:], "@")
	if i < 0 {
		return s, ""
	}
	return s[:start+i], s[start+i+1:]
}
