package pnp

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// MaxSize bounds the map read into memory: .pnp.cjs holds Yarn's resolver
// (about 400 KiB) and one entry per package of the project.
const MaxSize = 64 << 20

// Files are the names Yarn writes the map to, looked for in this order:
// with pnpEnableInlining: false, .pnp.cjs holds no state and loads
// .pnp.data.json beside it.
var Files = []string{".pnp.data.json", ".pnp.cjs", ".pnp.js"}

// ErrNotFound: no Plug'n'Play map at or above the project, or the map does
// not list the package for it.
var ErrNotFound = errors.New("not in a Plug'n'Play map")

// Location is where the install keeps a package.
type Location struct {
	Map       string // the .pnp.cjs or .pnp.data.json read
	Name      string // the package's real name (an alias's target)
	Reference string // Yarn's reference: "npm:1.2.3", a git URL "…#commit=…", "virtual:…#npm:1.2.3"
	// Zip is the archive holding the package, "" when Dir is a directory
	// on disk (an unplugged package, a workspace). Dir is then the
	// package's directory inside the archive ("node_modules/name").
	Zip string
	Dir string
}

// state is the part of Yarn's runtime state read here.
type state struct {
	// [name, [[reference, info], …]]; the top-level locator's name and
	// reference are null.
	PackageRegistryData []registryEntry `json:"packageRegistryData"`
}

type registryEntry struct {
	Name *string
	Refs []refEntry
}

func (e *registryEntry) UnmarshalJSON(b []byte) error {
	var raw [2]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	if err := json.Unmarshal(raw[0], &e.Name); err != nil {
		return err
	}
	return json.Unmarshal(raw[1], &e.Refs)
}

type refEntry struct {
	Ref  *string
	Info packageInfo
}

func (e *refEntry) UnmarshalJSON(b []byte) error {
	var raw [2]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	if err := json.Unmarshal(raw[0], &e.Ref); err != nil {
		return err
	}
	return json.Unmarshal(raw[1], &e.Info)
}

type packageInfo struct {
	PackageLocation string `json:"packageLocation"`
	// [name, reference], reference a string, [realName, reference] for
	// an alias, or null for a missing peer dependency.
	PackageDependencies [][2]json.RawMessage `json:"packageDependencies"`
	LinkType            string               `json:"linkType"`
}

// Find looks for the nearest Plug'n'Play map at or above projectDir and
// returns where it keeps name for the project: the dependency of the
// workspace holding projectDir, else of the top-level project, else the
// one version the map holds.
func Find(projectDir, name string) (Location, error) {
	dir, err := filepath.Abs(projectDir)
	if err != nil {
		return Location{}, err
	}
	for d := dir; ; d = filepath.Dir(d) {
		for _, base := range Files {
			file := filepath.Join(d, base)
			if fi, err := os.Stat(file); err == nil && fi.Mode().IsRegular() {
				return lookup(file, dir, name)
			}
		}
		if filepath.Dir(d) == d {
			return Location{}, fmt.Errorf("%s: %w", name, ErrNotFound)
		}
	}
}

// parsed is a map read: every package's location by (name, reference),
// the top-level project's entry and the workspaces'.
type parsed struct {
	base       string // the map's directory, which locations are relative to
	locations  map[[2]string]packageInfo
	top        *packageInfo
	workspaces []workspace
}

type workspace struct {
	dir  string
	info packageInfo
}

// lastMap keeps the last map read, by its file's size and modification
// time: a describe looks a map up several times (the package, its @types,
// the packages its types extend), and a monorepo's map runs to megabytes.
var lastMap struct {
	sync.Mutex
	file string
	size int64
	mod  time.Time
	p    *parsed
}

func parse(file string) (*parsed, error) {
	fi, err := os.Stat(file)
	if err != nil {
		return nil, err
	}
	lastMap.Lock()
	defer lastMap.Unlock()
	if lastMap.p != nil && lastMap.file == file && lastMap.size == fi.Size() && lastMap.mod.Equal(fi.ModTime()) {
		return lastMap.p, nil
	}
	data, err := localfile.Read(file, MaxSize)
	if err != nil {
		return nil, err
	}
	raw := data
	if !strings.HasSuffix(file, ".json") {
		if raw, err = embeddedState(data); err != nil {
			return nil, fmt.Errorf("read %s: %w", file, err)
		}
	}
	var st state
	if err := json.Unmarshal(raw, &st); err != nil {
		return nil, fmt.Errorf("read %s: %w", file, err)
	}
	pm := &parsed{base: filepath.Dir(file), locations: map[[2]string]packageInfo{}}
	for _, e := range st.PackageRegistryData {
		for _, r := range e.Refs {
			if e.Name == nil || r.Ref == nil {
				if e.Name == nil && r.Ref == nil {
					info := r.Info
					pm.top = &info
				}
				continue
			}
			pm.locations[[2]string{*e.Name, *r.Ref}] = r.Info
			if r.Info.LinkType == "SOFT" && strings.HasPrefix(*r.Ref, "workspace:") {
				pm.workspaces = append(pm.workspaces, workspace{dir: filepath.Join(pm.base, filepath.FromSlash(r.Info.PackageLocation)), info: r.Info})
			}
		}
	}
	lastMap.file, lastMap.size, lastMap.mod, lastMap.p = file, fi.Size(), fi.ModTime(), pm
	return pm, nil
}

func lookup(file, projectDir, name string) (Location, error) {
	pm, err := parse(file)
	if err != nil {
		return Location{}, err
	}
	base, locations, top := pm.base, pm.locations, pm.top
	// The workspace holding projectDir: the deepest whose directory is it
	// or above it.
	var workspace *packageInfo
	bestLen := -1
	for i, w := range pm.workspaces {
		if rel, err := filepath.Rel(w.dir, projectDir); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && len(w.dir) > bestLen {
			workspace, bestLen = &pm.workspaces[i].info, len(w.dir)
		}
	}
	real, ref := "", ""
	for _, from := range []*packageInfo{workspace, top} {
		if from == nil {
			continue
		}
		if real, ref = dependency(*from, name); ref != "" {
			break
		}
	}
	if ref == "" {
		// Not a dependency of the project itself: the one version the
		// map holds, if only one.
		var only [2]string
		n := 0
		for k := range locations {
			if k[0] == name && !strings.HasPrefix(k[1], "virtual:") {
				only, n = k, n+1
			}
		}
		if n != 1 {
			return Location{}, fmt.Errorf("%s in %s: %w", name, file, ErrNotFound)
		}
		real, ref = only[0], only[1]
	}
	info, ok := locations[[2]string{real, ref}]
	if !ok {
		return Location{}, fmt.Errorf("%s (%s) in %s: %w", name, ref, file, ErrNotFound)
	}
	loc := Location{Map: file, Name: real, Reference: ref}
	path := resolveVirtual(filepath.Join(base, filepath.FromSlash(info.PackageLocation)))
	if i := strings.Index(path, ".zip"+string(filepath.Separator)); i >= 0 {
		loc.Zip = path[:i+len(".zip")]
		loc.Dir = filepath.ToSlash(filepath.Clean(path[i+len(".zip")+1:]))
	} else {
		loc.Dir = filepath.Clean(path)
	}
	return loc, nil
}

// dependency is the real name and reference info lists for name.
func dependency(info packageInfo, name string) (string, string) {
	for _, d := range info.PackageDependencies {
		var n string
		if json.Unmarshal(d[0], &n) != nil || n != name {
			continue
		}
		var ref string
		if json.Unmarshal(d[1], &ref) == nil {
			return name, ref
		}
		var alias [2]string
		if json.Unmarshal(d[1], &alias) == nil && alias[0] != "" {
			return alias[0], alias[1]
		}
		return "", "" // null: a peer dependency nobody provides
	}
	return "", ""
}

// resolveVirtual maps Yarn's virtual path
// ".../__virtual__/<name>-virtual-<hash>/<depth>/<rest>" to the real one:
// <rest> taken from <depth> directories above the __virtual__ folder's
// parent, as Yarn's VirtualFS resolves it.
func resolveVirtual(p string) string {
	sep := string(filepath.Separator)
	i := strings.Index(p, sep+"__virtual__"+sep)
	if i < 0 {
		return p
	}
	parent := p[:i]
	parts := strings.SplitN(p[i+len(sep+"__virtual__"+sep):], sep, 3)
	if len(parts) < 3 {
		return p
	}
	depth, err := strconv.Atoi(parts[1])
	if err != nil || depth < 0 {
		return p
	}
	for range depth {
		parent = filepath.Dir(parent)
	}
	return filepath.Join(parent, parts[2])
}

// embeddedState is the JSON .pnp.cjs holds in its RAW_RUNTIME_STATE
// constant: a single-quoted JavaScript string whose lines end in a
// backslash (a line continuation).
func embeddedState(data []byte) ([]byte, error) {
	const marker = "RAW_RUNTIME_STATE ="
	i := strings.Index(string(data), marker)
	if i < 0 {
		return nil, errors.New("no RAW_RUNTIME_STATE")
	}
	rest := strings.TrimLeft(string(data[i+len(marker):]), " \t\r\n")
	if !strings.HasPrefix(rest, "'") {
		return nil, errors.New("RAW_RUNTIME_STATE is not a string literal")
	}
	var out strings.Builder
	for j := 1; j < len(rest); j++ {
		c := rest[j]
		switch c {
		case '\'':
			return []byte(out.String()), nil
		case '\\':
			j++
			if j >= len(rest) {
				break
			}
			switch rest[j] {
			case '\n':
				// line continuation
			case '\r':
				if j+1 < len(rest) && rest[j+1] == '\n' {
					j++
				}
			case 'n':
				out.WriteByte('\n')
			case 't':
				out.WriteByte('\t')
			default:
				out.WriteByte(rest[j]) // \\ \' \"
			}
		default:
			out.WriteByte(c)
		}
	}
	return nil, errors.New("RAW_RUNTIME_STATE does not end")
}
