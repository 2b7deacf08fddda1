package resolved

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/swift/pkgref"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// MaxBytes bounds a Package.resolved: a project with hundreds of
// dependencies writes well under 100 KB.
const MaxBytes = 4 << 20

// Pin is one resolved dependency.
type Pin struct {
	// Identity is SwiftPM's identity (lower case).
	Identity string
	// Kind: remoteSourceControl, localSourceControl, registry; v1 files
	// say nothing and get remoteSourceControl.
	Kind string
	// Location is the repository URL, or a registry identity.
	Location string
	Version  string
	Revision string
	Branch   string
}

// File is a decoded Package.resolved.
type File struct {
	// Path is where it was read from.
	Path    string
	Version int
	Pins    []Pin
}

type fileJSON struct {
	Version int `json:"version"`
	Object  struct {
		Pins []struct {
			Package       string `json:"package"`
			RepositoryURL string `json:"repositoryURL"`
			State         state  `json:"state"`
		} `json:"pins"`
	} `json:"object"`
	Pins []struct {
		Identity string `json:"identity"`
		Kind     string `json:"kind"`
		Location string `json:"location"`
		State    state  `json:"state"`
	} `json:"pins"`
}

type state struct {
	Branch   *string `json:"branch"`
	Revision string  `json:"revision"`
	Version  *string `json:"version"`
}

func str(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// Parse decodes Package.resolved of any format version.
func Parse(b []byte) (*File, error) {
	if len(b) > MaxBytes {
		return nil, fmt.Errorf("parse Package.resolved: %d bytes, over the %d-byte limit", len(b), MaxBytes)
	}
	var j fileJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return nil, fmt.Errorf("parse Package.resolved: %w", err)
	}
	f := &File{Version: j.Version}
	switch j.Version {
	case 1:
		for _, p := range j.Object.Pins {
			f.Pins = append(f.Pins, Pin{Identity: pkgref.IdentityOf(p.RepositoryURL), Kind: "remoteSourceControl", Location: p.RepositoryURL,
				Version: str(p.State.Version), Revision: p.State.Revision, Branch: str(p.State.Branch)})
		}
	case 2, 3:
		for _, p := range j.Pins {
			id := strings.ToLower(p.Identity)
			if id == "" {
				id = pkgref.IdentityOf(p.Location)
			}
			f.Pins = append(f.Pins, Pin{Identity: id, Kind: p.Kind, Location: p.Location,
				Version: str(p.State.Version), Revision: p.State.Revision, Branch: str(p.State.Branch)})
		}
	default:
		return nil, fmt.Errorf("parse Package.resolved: format version %d is not supported (want 1, 2 or 3)", j.Version)
	}
	return f, nil
}

// Lookup returns the pin for an identity (case-insensitive).
func (f *File) Lookup(identity string) (Pin, bool) {
	identity = strings.ToLower(identity)
	for _, p := range f.Pins {
		if p.Identity == identity {
			return p, true
		}
	}
	return Pin{}, false
}

// maxUp bounds the walk upward: a project is rarely nested deeper in a
// repository than this.
const maxUp = 8

// Candidates lists where a project's Package.resolved may be, in the
// order SwiftPM and Xcode would use them: dir/Package.resolved, then
// dir/*.xcworkspace/xcshareddata/swiftpm/Package.resolved, then
// dir/*.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved,
// for dir and each parent up to maxUp levels. Only existing regular files
// are listed; symlinks are not followed.
func Candidates(projectDir string) []string {
	var out []string
	dir := filepath.Clean(projectDir)
	for i := 0; i <= maxUp; i++ {
		out = append(out, inDir(dir)...)
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	return out
}

func inDir(dir string) []string {
	var out []string
	if regular(filepath.Join(dir, "Package.resolved"), 1) {
		out = append(out, filepath.Join(dir, "Package.resolved"))
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		return out
	}
	var ws, proj []string
	for _, e := range ents {
		if !e.IsDir() { // a symlinked bundle is not a directory entry here
			continue
		}
		switch {
		case strings.HasSuffix(e.Name(), ".xcworkspace"):
			p := filepath.Join(dir, e.Name(), "xcshareddata", "swiftpm", "Package.resolved")
			if regular(p, 4) {
				ws = append(ws, p)
			}
		case strings.HasSuffix(e.Name(), ".xcodeproj"):
			p := filepath.Join(dir, e.Name(), "project.xcworkspace", "xcshareddata", "swiftpm", "Package.resolved")
			if regular(p, 5) {
				proj = append(proj, p)
			}
		}
	}
	sort.Strings(ws)
	sort.Strings(proj)
	return append(append(out, ws...), proj...)
}

// regular reports a regular file reached without a symlink in its last
// levels path elements (the parts below the project directory).
func regular(p string, levels int) bool {
	q := p
	for i := 0; i < levels; i++ {
		st, err := os.Lstat(q)
		if err != nil || st.Mode()&fs.ModeSymlink != 0 {
			return false
		}
		if i == 0 && !st.Mode().IsRegular() {
			return false
		}
		q = filepath.Dir(q)
	}
	return true
}

// ErrNone: no Package.resolved was found.
var ErrNone = errors.New("no Package.resolved found")

// Find reads the project's Package.resolved files in Candidates order and
// returns the first that pins identity, or ErrNone.
func Find(projectDir, identity string) (*File, Pin, error) {
	for _, p := range Candidates(projectDir) {
		f, err := Read(p)
		if err != nil {
			continue // a broken file in a parent directory is not ours
		}
		if pin, ok := f.Lookup(identity); ok {
			return f, pin, nil
		}
	}
	return nil, Pin{}, ErrNone
}

// Read reads and parses one Package.resolved, bounded.
func Read(path string) (*File, error) {
	b, err := localfile.Read(path, MaxBytes)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	f, err := Parse(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	f.Path = path
	return f, nil
}
