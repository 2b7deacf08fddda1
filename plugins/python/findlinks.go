package python

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/internal/pep440"
	"github.com/pkgdocs/pkgdocs/plugins/python/lockfile"
	"github.com/pkgdocs/pkgdocs/plugins/python/pyindex"
	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// maxFindLinkEntries bounds the entries of one --find-links directory
// looked through.
const maxFindLinkEntries = 20_000

// wheelhouse is where pip or uv finds distributions besides an index,
// or, with --no-index, instead of one: the local --find-links directories
// of the project's requirements files, PIP_FIND_LINKS, uv's find-links,
// UV_FIND_LINKS and flat indexes on disk (an offline or air-gapped
// project's wheelhouse, `pip download`'s or `pip wheel`'s output).
type wheelhouse struct {
	dirs []findDir
	// noIndex names the setting that turns the index off ("" for none):
	// nothing may be asked of an index then, the package's name included.
	noIndex string
	// only says why the package asked about comes from dirs alone and is
	// never looked up on an index (uv.lock's source registry = "wheels",
	// a [tool.uv.sources] pin to a flat index on disk); "" for none.
	only string
	// unread is that directory when it is outside a project the user
	// did not choose, and so not read.
	unread string
}

type findDir struct{ dir, from string }

// houseWheel is one wheel or sdist file of a wheelhouse.
type houseWheel struct {
	path, version, from string
}

// wheelhouse reads pip's and uv's find-links and no-index settings for a
// request: pip.conf's (find-links, no-index), the environment's
// (PIP_FIND_LINKS, space-separated; PIP_NO_INDEX; UV_FIND_LINKS,
// comma-separated), the project's requirements files' and its uv
// settings' ([tool.uv] or uv.toml find-links, no-index, [[index]]
// format = "flat" on disk). A project the user did not choose names
// directories inside it only.
func (p *Provider) wheelhouse(pc *projectCtx, trusted bool) wheelhouse {
	var w wheelhouse
	if v := strings.ToLower(strings.TrimSpace(p.cfg.Getenv("PIP_NO_INDEX"))); v == "1" || v == "true" || v == "yes" || v == "on" {
		w.noIndex = "PIP_NO_INDEX"
	}
	wd, _ := os.Getwd()
	confLinks, confNoIndex := pyindex.PipWheelhouse(p.cfg.Getenv, p.cfg.Home, p.cfg.Getenv("VIRTUAL_ENV"))
	if confNoIndex && w.noIndex == "" {
		w.noIndex = "pip.conf no-index"
	}
	for _, f := range confLinks {
		if f = strings.TrimPrefix(f, "file://"); !strings.Contains(f, "://") && filepath.IsAbs(f) {
			w.dirs = append(w.dirs, findDir{filepath.Clean(f), "pip.conf find-links"})
		}
	}
	for _, f := range strings.Fields(p.cfg.Getenv("PIP_FIND_LINKS")) {
		if f = strings.TrimPrefix(f, "file://"); !strings.Contains(f, "://") {
			if !filepath.IsAbs(f) {
				f = filepath.Join(wd, f)
			}
			w.dirs = append(w.dirs, findDir{filepath.Clean(f), "PIP_FIND_LINKS"})
		}
	}
	for _, f := range strings.Split(p.cfg.Getenv("UV_FIND_LINKS"), ",") {
		if d, ok := lockfile.LocalDir(f, wd); ok {
			w.dirs = append(w.dirs, findDir{d, "UV_FIND_LINKS"})
		}
	}
	if pc == nil {
		return w
	}
	inside := func(dir string) bool {
		rel, err := filepath.Rel(pc.root, dir)
		return trusted || err == nil && filepath.IsLocal(rel)
	}
	if l, ok := pc.uvLinks(); ok {
		file := filepath.Base(l.File)
		if l.NoIndex && w.noIndex == "" {
			w.noIndex = file + " no-index"
			if file == "pyproject.toml" {
				w.noIndex = file + " [tool.uv] no-index"
			}
		}
		for _, d := range l.FindLinks {
			if inside(d) {
				w.dirs = append(w.dirs, findDir{d, file + " find-links"})
			}
		}
	}
	if pc.locks == nil {
		return w
	}
	if pc.locks.NoIndex && w.noIndex == "" {
		w.noIndex = filepath.Base(pc.locks.NoIndexFile) + " --no-index"
	}
	for _, fl := range pc.locks.FindLinks {
		if inside(fl.Dir) {
			w.dirs = append(w.dirs, findDir{fl.Dir, filepath.Base(fl.File) + " --find-links"})
		}
	}
	return w
}

// uvLinks are the project's uv find-links settings, when it has any.
func (pc *projectCtx) uvLinks() (lockfile.Links, bool) {
	for _, m := range []*lockfile.Project{pc.py, pc.uvToml} {
		if m != nil && (m.Links.NoIndex || len(m.Links.FindLinks) > 0 || len(m.Links.Flat) > 0) {
			return m.Links, true
		}
	}
	return lockfile.Links{}, false
}

// wheelhouseFor is the wheelhouse for the distribution name: the
// request's, and, when the project takes name from a directory on this
// machine alone (uv.lock's source registry = "DIR", a [tool.uv.sources]
// pin to a flat index on disk), that directory first and no index.
func (p *Provider) wheelhouseFor(pc *projectCtx, trusted bool, name string) wheelhouse {
	w := p.wheelhouse(pc, trusted)
	if pc == nil {
		return w
	}
	n := pyname.Normalize(name)
	dir, why := "", ""
	if pc.locks != nil {
		pins := append([]lockfile.Pin{pc.locks.Pins[n]}, pc.locks.Forks[n]...)
		for _, pin := range pins {
			if pin.LocalIndex != "" {
				dir, why = pin.LocalIndex, fmt.Sprintf("%s takes %s from the directory %s (source registry), not from an index", filepath.Base(pin.File), name, pin.LocalIndex)
				break
			}
		}
	}
	if dir == "" {
		if l, ok := pc.uvLinks(); ok {
			for _, m := range pc.manifests() {
				if ix, pinned := m.Sources[n]; pinned {
					if d, flat := l.Flat[ix]; flat {
						dir, why = d, fmt.Sprintf("%s pins %s to the index %q, a flat index on this machine (%s), not a package index", filepath.Base(m.File), name, ix, d)
					}
					break
				}
			}
		}
	}
	if dir == "" {
		return w
	}
	rel, err := filepath.Rel(pc.root, dir)
	if trusted || err == nil && filepath.IsLocal(rel) {
		w.dirs = append([]findDir{{dir, why}}, w.dirs...)
	} else {
		w.unread = dir
	}
	w.only = why
	return w
}

// wheels lists the wheels and sdists of dist in the wheelhouse, in
// directory order.
func (w wheelhouse) wheels(dist string) []houseWheel {
	var out []houseWheel
	for _, d := range w.dirs {
		ents, err := os.ReadDir(d.dir)
		if err != nil {
			continue
		}
		for i, e := range ents {
			if i == maxFindLinkEntries {
				break
			}
			name := e.Name()
			if e.IsDir() || !isWheel(name) && !isSdist(name) {
				continue
			}
			v := pyindex.FileVersion(name, dist)
			if v == "" || !validVersion(v) {
				continue
			}
			out = append(out, houseWheel{path: filepath.Join(d.dir, name), version: v, from: d.from})
		}
	}
	return out
}

// isSdist reports whether a file name is a source distribution's.
func isSdist(name string) bool {
	return strings.HasSuffix(name, ".tar.gz") || strings.HasSuffix(name, ".zip")
}

// fileRank orders the files of one version: a pure-Python wheel, then
// another wheel, then an sdist.
func fileRank(path string) int {
	switch {
	case strings.HasSuffix(path, "-none-any.whl"):
		return 2
	case isWheel(path):
		return 1
	}
	return 0
}

// pickWheel is the file for a specifier ("" for the newest), preferring
// a pure-Python wheel of that version, and any wheel to an sdist; ok is
// false for none.
func pickWheel(ws []houseWheel, spec string) (houseWheel, bool) {
	var best houseWheel
	var bestV pep440.Version
	found := false
	for _, w := range ws {
		v, err := pep440.Parse(w.version)
		if err != nil || !matches(w.version, spec) || spec == "" && v.IsPreRelease() {
			continue
		}
		c := 1
		if found {
			c = v.Compare(bestV)
		}
		if c > 0 || c == 0 && fileRank(w.path) > fileRank(best.path) {
			best, bestV, found = w, v, true
		}
	}
	return best, found
}

// fromWheelhouse answers name from the wheelhouse when pip would install
// it from there: the version wanted (spec, else the pin, else the
// declared range) is there, or the index is off. ok is false when the
// index is to be asked; an error when the index is off and the
// wheelhouse lacks it.
func (p *Provider) fromWheelhouse(w wheelhouse, name, spec, lockPin, lockFile, manifestSpec, manifestFile string) (*choice, bool, error) {
	if len(w.dirs) == 0 && w.noIndex == "" && w.only == "" {
		return nil, false, nil
	}
	ws := w.wheels(name)
	want, src := spec, sdk.Source{Kind: sdk.SourceLocalFolder}
	why := ""
	switch {
	case spec != "":
	case lockPin != "":
		want, why = "=="+lockPin, fmt.Sprintf("%s pins %s %s", filepath.Base(lockFile), name, lockPin)
	case manifestSpec != "" && manifestSpec != "*":
		want, why = manifestSpec, fmt.Sprintf("%s asks for %s %s", filepath.Base(manifestFile), name, manifestSpec)
	}
	hw, found := pickWheel(ws, want)
	if !found && w.noIndex == "" && w.only == "" {
		return nil, false, nil
	}
	if !found {
		var dirs []string
		for _, d := range w.dirs {
			dirs = append(dirs, d.dir+" ("+d.from+")")
		}
		what := name
		if want != "" {
			what += " " + want
		}
		if w.unread != "" {
			return nil, true, sdk.FailedPrecondition("%s; that directory is outside the project, which the user did not choose, so pkgdocs does not read it, and no index was asked about the name: pkgdocs cannot tell what %s is there", w.only, what)
		}
		if w.only != "" {
			return nil, true, sdk.FailedPrecondition("%s, and no wheel or sdist of %s is there: it cannot be read until that directory holds it; no index was asked about the name (a package index's release of it, if any, may be another project's)", w.only, what)
		}
		if len(dirs) == 0 {
			return nil, true, sdk.FailedPrecondition("%s turns the package index off and no --find-links directory is set, so pip finds no %s; no index was asked about it", w.noIndex, what)
		}
		return nil, true, sdk.FailedPrecondition("%s turns the package index off, and no wheel or sdist of %s is in the --find-links directories %s, where pip and uv look instead; no index was asked about it", w.noIndex, what, strings.Join(dirs, ", "))
	}
	latest := hw.version
	if top, ok := pickWheel(ws, ""); ok {
		latest = top.version
	}
	src.Detail = hw.path
	c := &choice{dist: name, version: hw.version, wheel: hw.path, source: src}
	if w.noIndex != "" || w.only != "" {
		c.latest = latest
	}
	kind := "wheel"
	if !isWheel(hw.path) {
		kind = "sdist"
	}
	note := fmt.Sprintf("read from the %s %s in the wheelhouse the project installs from (%s)", kind, filepath.Base(hw.path), hw.from)
	if hw.from == w.only {
		note = fmt.Sprintf("read from the %s %s: %s", kind, hw.path, w.only)
	}
	if why != "" {
		note = why + "; " + note
	}
	switch {
	case w.only != "":
		note += "; no index was asked about it, and the latest version shown is the newest there"
	case w.noIndex != "":
		note += fmt.Sprintf("; %s turns the index off, so no index was asked and the latest version shown is the wheelhouse's newest", w.noIndex)
	}
	c.notes = append(c.notes, note)
	return c, true, nil
}
