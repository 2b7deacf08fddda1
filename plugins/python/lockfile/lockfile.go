package lockfile

import (
	"bufio"
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/BurntSushi/toml"

	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
)

// maxFile bounds one lockfile or manifest: the largest real uv.lock files
// are a few MiB.
const maxFile = 32 << 20

// Pin is a locked version.
type Pin struct {
	Name, Version string
	// File is the lockfile it came from (a requirements file's include,
	// for a pin read there).
	File string
	// Origin is where the lockfile takes the distribution from when that
	// is not an index: a VCS repository ("git+https://host/repo@sha") or
	// an archive URL or file. Version is then the one the lockfile
	// records for it, maybe "": an index's release of that number is
	// another distribution, maybe another project's.
	Origin string
	// Markers are the environment markers under which the lockfile
	// takes this version (uv.lock's resolution-markers, pylock.toml's
	// marker, a requirements line's "; marker"); any one holding is
	// enough. None: everywhere.
	Markers []string
	// LocalIndex is the directory on this machine uv.lock takes the
	// distribution from (source = { registry = "wheels" }: a find-links
	// directory or a flat index on disk), absolute; no index serves it.
	LocalIndex string
}

// Locks are the pins of one lockfile, by PEP 503 normalised name.
type Locks struct {
	File string
	Pins map[string]Pin
	// Order lists the normalised names in file order.
	Order []string
	// Forks lists, for a name locked at more than one version (a
	// resolution forked by environment markers: uv's universal lock,
	// `uv pip compile --universal`), every pin in file order; Pins holds
	// the first.
	Forks map[string][]Pin
	// IndexURL and ExtraIndexURLs come from requirements files' options,
	// as written (pip expands ${NAME} in them when it reads them).
	IndexURL       string
	ExtraIndexURLs []string
	// IndexFile is the requirements file that set the first of them.
	IndexFile string
	// NoIndex is a requirements file's --no-index: pip asks no index,
	// only FindLinks. NoIndexFile is that file.
	NoIndex     bool
	NoIndexFile string
	// FindLinks are requirements files' --find-links (-f) directories
	// (a path, or a file: URL), absolute: a relative one is read
	// against its requirements file's directory when that exists, as pip
	// reads it. Remote pages (http) are not kept.
	FindLinks []FindLink
	// Local are the requirements files' directory requirements (-e PATH,
	// PATH, name @ file:...), in file order.
	Local []Local
	// Requirements are the names requirements files require, pinned or
	// not (their own lines and -r includes; not -c constraints), as
	// written, in file order, once each: the project's direct
	// dependencies when it declares them there.
	Requirements []string
	required     map[string]bool
}

func read(path string) ([]byte, error) {
	st, err := os.Lstat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", path)
	}
	if st.Size() > maxFile {
		return nil, fmt.Errorf("%s: %d bytes, over the %d-byte limit", path, st.Size(), maxFile)
	}
	return os.ReadFile(path)
}

func (l *Locks) add(name, version string, markers ...string) {
	l.addFrom(name, version, l.File, markers...)
}

// addFrom records a pin read from file: a requirements file's -r or -c
// include pins in its own name (constraints.txt, not requirements.txt).
func (l *Locks) addFrom(name, version, file string, markers ...string) {
	if name == "" || version == "" {
		return
	}
	l.addPin(Pin{Name: name, Version: version, File: file, Markers: trimMarkers(markers)})
}

// addOrigin records a distribution taken from origin, not an index.
func (l *Locks) addOrigin(name, version, origin string) {
	if name == "" || origin == "" || !pyname.ValidDist(name) {
		return
	}
	l.addPin(Pin{Name: name, Version: version, File: l.File, Origin: origin})
}

// localIndex records a pin uv.lock takes from the directory reg (relative
// to the lockfile's directory dir).
func (l *Locks) localIndex(name, version, reg, dir string, markers ...string) {
	if name == "" || version == "" {
		return
	}
	if !filepath.IsAbs(reg) {
		reg = filepath.Join(dir, filepath.FromSlash(reg))
	}
	l.addPin(Pin{Name: name, Version: version, File: l.File, Markers: trimMarkers(markers), LocalIndex: filepath.Clean(reg)})
}

// trimMarkers is markers trimmed, the empty ones left out (nil for none).
func trimMarkers(markers []string) []string {
	var ms []string
	for _, m := range markers {
		if m = strings.TrimSpace(m); m != "" {
			ms = append(ms, m)
		}
	}
	return ms
}

func (l *Locks) addPin(pin Pin) {
	name := pin.Name
	n := pyname.Normalize(name)
	if first, ok := l.Pins[n]; ok {
		if pin.Version == first.Version && pin.Origin == first.Origin {
			return
		}
		if l.Forks == nil {
			l.Forks = map[string][]Pin{}
		}
		if len(l.Forks[n]) == 0 {
			l.Forks[n] = []Pin{first}
		}
		l.Forks[n] = append(l.Forks[n], pin)
		return
	}
	l.Pins[n] = pin
	l.Order = append(l.Order, n)
}

// Names lists the lockfiles Find looks for, in order.
var Names = []string{"uv.lock", "poetry.lock", "pdm.lock", "Pipfile.lock", "pylock.toml"}

// Find reads the first lockfile in dir (Names order, then pylock.*.toml,
// then requirements*.txt and requirements/*.txt); nil when there is none.
func Find(dir string) (*Locks, error) {
	for _, n := range Names {
		p := filepath.Join(dir, n)
		if _, err := os.Lstat(p); err != nil {
			continue
		}
		return Read(p)
	}
	if ms, _ := filepath.Glob(filepath.Join(dir, "pylock.*.toml")); len(ms) > 0 {
		sort.Strings(ms)
		return Read(ms[0])
	}
	ms, _ := filepath.Glob(filepath.Join(dir, "requirements*.txt"))
	sort.Slice(ms, func(i, j int) bool {
		// requirements.txt first, then the others by name.
		bi, bj := filepath.Base(ms[i]) == "requirements.txt", filepath.Base(ms[j]) == "requirements.txt"
		if bi != bj {
			return bi
		}
		return ms[i] < ms[j]
	})
	// A requirements/ directory (base.txt, local.txt, production.txt,
	// each -r including another), as Django project templates lay them
	// out: after the files beside the project's, by name.
	if st, err := os.Lstat(filepath.Join(dir, "requirements")); err == nil && st.IsDir() {
		sub, _ := filepath.Glob(filepath.Join(dir, "requirements", "*.txt"))
		sort.Strings(sub)
		ms = append(ms, sub...)
	}
	if len(ms) == 0 {
		return nil, nil
	}
	out := &Locks{File: ms[0], Pins: map[string]Pin{}}
	for _, m := range ms {
		if err := out.requirements(dir, m, 0, false); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// Read reads one lockfile, its format chosen by name.
func Read(path string) (*Locks, error) {
	b, err := read(path)
	if err != nil {
		return nil, err
	}
	l := &Locks{File: path, Pins: map[string]Pin{}}
	base := filepath.Base(path)
	switch {
	case base == "Pipfile.lock":
		var pf map[string]json.RawMessage
		if err := json.Unmarshal(b, &pf); err != nil {
			return nil, fmt.Errorf("parse %s: %w", path, err)
		}
		for _, section := range []string{"default", "develop"} {
			var deps map[string]struct {
				Version string `json:"version"`
				// A VCS or file requirement: "git" (with "ref"), "file".
				Git  string `json:"git"`
				Ref  string `json:"ref"`
				File string `json:"file"`
			}
			if raw, ok := pf[section]; ok {
				if err := json.Unmarshal(raw, &deps); err != nil {
					return nil, fmt.Errorf("parse %s %s: %w", path, section, err)
				}
			}
			names := make([]string, 0, len(deps))
			for n := range deps {
				names = append(names, n)
			}
			sort.Strings(names)
			for _, n := range names {
				d := deps[n]
				switch {
				case d.Git != "":
					l.addOrigin(n, strings.TrimPrefix(d.Version, "=="), withRev(d.Git, d.Ref))
				case d.File != "" && !isLocalPath(d.File):
					l.addOrigin(n, strings.TrimPrefix(d.Version, "=="), d.File)
				default:
					l.add(n, strings.TrimPrefix(d.Version, "=="))
				}
			}
		}
	case strings.HasSuffix(base, ".txt"):
		if err := l.requirements(filepath.Dir(path), path, 0, false); err != nil {
			return nil, err
		}
	default:
		// uv.lock, poetry.lock, pdm.lock: [[package]]; pylock.toml: [[packages]].
		var doc struct {
			Package []struct {
				Name    string `toml:"name"`
				Version string `toml:"version"`
				// uv.lock: the forks of a universal resolution this
				// version is for.
				ResolutionMarkers []string `toml:"resolution-markers"`
				// poetry.lock (lock-version 2.1) "markers", pdm.lock
				// (inherit_metadata) "marker": where it is installed.
				Markers string `toml:"markers"`
				Marker  string `toml:"marker"`
				// uv.lock: where uv builds it from; a directory for the
				// project itself, workspace members and path sources.
				// uv.lock: where uv builds it from; a directory for the
				// project itself, workspace members and path sources;
				// git, url (an archive) and path (a local archive) for
				// the others that are not an index's. poetry.lock:
				// [package.source] of type git, url, file or directory
				// (legacy is an index).
				Source struct {
					Editable  string `toml:"editable"`
					Directory string `toml:"directory"`
					Virtual   string `toml:"virtual"`
					Git       string `toml:"git"`
					URL       string `toml:"url"`
					Path      string `toml:"path"`
					// uv.lock: the index it comes from, a URL, or a
					// directory (relative to the lockfile's) for a
					// find-links directory or a flat index on disk.
					Registry string `toml:"registry"`
					// poetry.lock
					Type              string `toml:"type"`
					Reference         string `toml:"reference"`
					ResolvedReference string `toml:"resolved_reference"`
				} `toml:"source"`
				// pdm.lock: a VCS or URL requirement.
				Git      string `toml:"git"`
				Revision string `toml:"revision"`
				URL      string `toml:"url"`
			} `toml:"package"`
			Packages []struct {
				Name      string `toml:"name"`
				Version   string `toml:"version"`
				Marker    string `toml:"marker"`
				Directory struct {
					Path     string `toml:"path"`
					Editable bool   `toml:"editable"`
				} `toml:"directory"`
				// pylock.toml (PEP 751): a VCS checkout or an archive.
				VCS *struct {
					Type     string `toml:"type"`
					URL      string `toml:"url"`
					Path     string `toml:"path"`
					CommitID string `toml:"commit-id"`
				} `toml:"vcs"`
				Archive *struct {
					URL  string `toml:"url"`
					Path string `toml:"path"`
				} `toml:"archive"`
			} `toml:"packages"`
		}
		if _, err := toml.Decode(string(b), &doc); err != nil {
			return nil, fmt.Errorf("parse %s: %w", path, err)
		}
		dir := filepath.Dir(path)
		for _, p := range doc.Package {
			src := p.Source
			switch {
			case src.Type == "git" || src.Type == "hg" || src.Type == "svn" || src.Type == "bzr":
				l.addOrigin(p.Name, p.Version, withRev(src.Type+"+"+src.URL, cmp.Or(src.ResolvedReference, src.Reference)))
			case src.Type == "url" || src.Type == "file":
				l.addOrigin(p.Name, p.Version, src.URL)
			case src.Type == "directory":
				l.directory(p.Name, src.URL, dir, path, false)
			case src.Git != "":
				l.addOrigin(p.Name, p.Version, "git+"+src.Git)
			case src.URL != "" || src.Path != "":
				l.addOrigin(p.Name, p.Version, cmp.Or(src.URL, src.Path))
			case p.Git != "":
				l.addOrigin(p.Name, p.Version, withRev("git+"+p.Git, p.Revision))
			case p.URL != "" && !isLocalPath(p.URL):
				l.addOrigin(p.Name, p.Version, p.URL)
			case src.Registry != "" && !strings.Contains(src.Registry, "://") && base == "uv.lock":
				l.localIndex(p.Name, p.Version, src.Registry, dir, append(p.ResolutionMarkers, p.Markers, p.Marker)...)
			default:
				l.add(p.Name, p.Version, append(p.ResolutionMarkers, p.Markers, p.Marker)...)
				l.directory(p.Name, cmp.Or(src.Editable, src.Directory, src.Virtual), dir, path, src.Editable != "")
			}
		}
		for _, p := range doc.Packages {
			switch {
			case p.VCS != nil && (p.VCS.URL != "" || p.VCS.Path != ""):
				l.addOrigin(p.Name, p.Version, withRev(p.VCS.Type+"+"+cmp.Or(p.VCS.URL, p.VCS.Path), p.VCS.CommitID))
			case p.Archive != nil && (p.Archive.URL != "" || p.Archive.Path != ""):
				l.addOrigin(p.Name, p.Version, cmp.Or(p.Archive.URL, p.Archive.Path))
			default:
				l.add(p.Name, p.Version, p.Marker)
				l.directory(p.Name, p.Directory.Path, dir, path, p.Directory.Editable)
			}
		}
	}
	return l, nil
}

// reqRE reads "name[extras] ==version" from a requirement line.
var reqRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*(===?)\s*([A-Za-z0-9.!+_*-]+)\s*(?:;(.*))?$`)
})

// maxIncludes bounds -r nesting.
const maxIncludes = 8

// requirementRE reads the name of any requirement line ("name", "name>=2",
// "name[extra] ; marker", "name @ url"); not a path or URL.
var requirementRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*(?:[<>=!~;@(]|$)`)
})

// requirements reads a pip requirements file and its -r and -c includes
// (inside root only); constraint says path is a -c include, whose names
// are pins but not requirements.
func (l *Locks) requirements(root, path string, depth int, constraint bool) error {
	if depth > maxIncludes {
		return nil
	}
	b, err := read(path)
	if err != nil {
		if depth > 0 {
			return nil // a missing include: pip would fail, we just skip it
		}
		return err
	}
	var logical []string
	var cur strings.Builder
	sc := bufio.NewScanner(strings.NewReader(string(b)))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasSuffix(line, `\`) {
			cur.WriteString(strings.TrimSuffix(line, `\`))
			continue
		}
		cur.WriteString(line)
		logical = append(logical, cur.String())
		cur.Reset()
	}
	if cur.Len() > 0 {
		logical = append(logical, cur.String())
	}
	for _, line := range logical {
		if i := strings.Index(line, " #"); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if strings.HasPrefix(line, "-") {
			opt, val := splitOption(line)
			switch opt {
			case "-r", "--requirement", "-c", "--constraint":
				inc := filepath.Join(filepath.Dir(path), val)
				if rel, err := filepath.Rel(root, inc); err != nil || strings.HasPrefix(rel, "..") || filepath.IsAbs(val) {
					continue
				}
				isConstraint := constraint || opt == "-c" || opt == "--constraint"
				if err := l.requirements(root, inc, depth+1, isConstraint); err != nil {
					return err
				}
			case "-i", "--index-url":
				if l.IndexURL == "" {
					l.IndexURL = val
				}
				if l.IndexFile == "" {
					l.IndexFile = path
				}
			case "-e", "--editable":
				if loc, ok := localRef(val, filepath.Dir(path)); ok {
					loc.File, loc.Editable = path, true
					l.Local = append(l.Local, loc)
				} else if name, origin, ok := remoteRef(val); ok {
					l.addPin(Pin{Name: name, File: path, Origin: origin})
				}
			case "--no-index":
				if !l.NoIndex {
					l.NoIndex, l.NoIndexFile = true, path
				}
			case "-f", "--find-links":
				if dir, ok := findLinkDir(val, filepath.Dir(path)); ok {
					l.FindLinks = append(l.FindLinks, FindLink{Dir: dir, File: path})
				}
			case "--extra-index-url":
				l.ExtraIndexURLs = append(l.ExtraIndexURLs, val)
				if l.IndexFile == "" {
					l.IndexFile = path
				}
			}
			continue
		}
		if i := strings.Index(line, " --"); i >= 0 {
			line = strings.TrimSpace(line[:i]) // per-requirement options (--hash)
		}
		if loc, ok := localRef(line, filepath.Dir(path)); ok {
			loc.File = path
			l.Local = append(l.Local, loc)
			continue
		}
		if name, origin, ok := remoteRef(line); ok {
			if !constraint {
				l.require(name)
			}
			l.addPin(Pin{Name: name, File: path, Origin: origin})
			continue
		}
		if m := requirementRE().FindStringSubmatch(line); m != nil && !constraint {
			l.require(m[1])
		}
		if m := reqRE().FindStringSubmatch(line); m != nil && !strings.Contains(m[3], "*") {
			l.addFrom(m[1], m[3], path, m[4])
		}
	}
	return nil
}

// FindLink is a local --find-links directory and the file naming it.
type FindLink struct{ Dir, File string }

// findLinkDir is the local directory a --find-links value names: a path
// (relative to base, the requirements file's directory, when there is
// one there, else to the working directory as pip falls back to; here
// only base), or a file: URL. Remote pages are not local directories.
func findLinkDir(val, base string) (string, bool) {
	if val == "" {
		return "", false
	}
	if rest, ok := strings.CutPrefix(val, "file://"); ok {
		val = rest
	} else if strings.Contains(val, "://") {
		return "", false
	}
	if !filepath.IsAbs(val) {
		val = filepath.Join(base, val)
	}
	return filepath.Clean(val), true
}

// require records a name the requirements ask for, once.
func (l *Locks) require(name string) {
	if n := pyname.Normalize(name); !l.required[n] {
		if l.required == nil {
			l.required = map[string]bool{}
		}
		l.required[n] = true
		l.Requirements = append(l.Requirements, name)
	}
}

func splitOption(line string) (opt, val string) {
	if k, v, ok := strings.Cut(line, "="); ok && !strings.ContainsAny(k, " \t") {
		return k, strings.TrimSpace(v)
	}
	f := strings.Fields(line)
	if len(f) >= 2 {
		return f[0], f[1]
	}
	return f[0], ""
}

// directory records that a lockfile builds name from the directory rel
// (relative to base, the lockfile's directory), when rel is set.
func (l *Locks) directory(name, rel, base, file string, editable bool) {
	if rel == "" || !pyname.ValidDist(name) || strings.Contains(rel, "://") {
		return
	}
	d := filepath.FromSlash(rel)
	if !filepath.IsAbs(d) {
		d = filepath.Join(base, d)
	}
	l.Local = append(l.Local, Local{Name: name, Dir: filepath.Clean(d), File: file, Editable: editable})
}
