package python

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/internal/pep440"
	"github.com/pkgdocs/pkgdocs/plugins/python/pyindex"
	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// maxFindLinkEntries bounds the entries of one --find-links directory
// looked through.
const maxFindLinkEntries = 20_000

// wheelhouse is where pip finds distributions besides an index, or, with
// --no-index, instead of one: the local --find-links directories of the
// project's requirements files and PIP_FIND_LINKS (an offline or
// air-gapped project's wheelhouse, `pip download`'s or `pip wheel`'s
// output).
type wheelhouse struct {
	dirs []findDir
	// noIndex names the setting that turns the index off ("" for none):
	// nothing may be asked of an index then, the package's name included.
	noIndex string
}

type findDir struct{ dir, from string }

// houseWheel is one wheel file of a wheelhouse.
type houseWheel struct {
	path, version, from string
}

// wheelhouse reads pip's find-links and no-index settings for a request:
// pip.conf's (find-links, no-index), the environment's (PIP_FIND_LINKS,
// space-separated; PIP_NO_INDEX) and the project's requirements files'. A project the user did not choose
// names directories inside it only.
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
	if pc == nil || pc.locks == nil {
		return w
	}
	if pc.locks.NoIndex && w.noIndex == "" {
		w.noIndex = filepath.Base(pc.locks.NoIndexFile) + " --no-index"
	}
	for _, fl := range pc.locks.FindLinks {
		if rel, err := filepath.Rel(pc.root, fl.Dir); !trusted && (err != nil || !filepath.IsLocal(rel)) {
			continue
		}
		w.dirs = append(w.dirs, findDir{fl.Dir, filepath.Base(fl.File) + " --find-links"})
	}
	return w
}

// wheels lists the wheels of dist in the wheelhouse, in directory order.
func (w wheelhouse) wheels(dist string) []houseWheel {
	want := pyname.Normalize(dist)
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
			if e.IsDir() || !isWheel(name) {
				continue
			}
			// {distribution}-{version}(-{build})?-{python}-{abi}-{platform}.whl
			parts := strings.Split(strings.TrimSuffix(name, ".whl"), "-")
			if len(parts) < 5 || pyname.Normalize(parts[0]) != want || !validVersion(parts[1]) {
				continue
			}
			out = append(out, houseWheel{path: filepath.Join(d.dir, name), version: parts[1], from: d.from})
		}
	}
	return out
}

// pick is the wheel for a specifier ("" for the newest), preferring a
// pure-Python one of that version; ok is false for none.
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
		if c > 0 || c == 0 && strings.HasSuffix(w.path, "-none-any.whl") && !strings.HasSuffix(best.path, "-none-any.whl") {
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
	if len(w.dirs) == 0 && w.noIndex == "" {
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
	if !found && w.noIndex == "" {
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
		if len(dirs) == 0 {
			return nil, true, sdk.FailedPrecondition("%s turns the package index off and no --find-links directory is set, so pip finds no %s; no index was asked about it", w.noIndex, what)
		}
		return nil, true, sdk.FailedPrecondition("%s turns the package index off, and no wheel of %s is in the --find-links directories %s, where pip looks instead; no index was asked about it", w.noIndex, what, strings.Join(dirs, ", "))
	}
	latest := hw.version
	if top, ok := pickWheel(ws, ""); ok {
		latest = top.version
	}
	src.Detail = hw.path
	c := &choice{dist: name, version: hw.version, wheel: hw.path, source: src}
	if w.noIndex != "" {
		c.latest = latest
	}
	note := fmt.Sprintf("read from the wheel %s in the wheelhouse pip installs from (%s)", filepath.Base(hw.path), hw.from)
	if why != "" {
		note = why + "; " + note
	}
	if w.noIndex != "" {
		note += fmt.Sprintf("; %s turns the index off, so no index was asked and the latest version shown is the wheelhouse's newest", w.noIndex)
	}
	c.notes = append(c.notes, note)
	return c, true, nil
}
