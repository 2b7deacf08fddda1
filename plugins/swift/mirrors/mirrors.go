package mirrors

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// maxFile bounds a mirrors.json read.
const maxFile = 4 << 20

// Set is the mirrors in force for a project. The zero Set has none.
type Set struct {
	byOriginal map[string]string
	// File is the mirrors.json the mirrors come from; "" for none.
	File string
	// Ignored is the project's mirrors file that was not read because the
	// user did not choose the project; "" when there is none.
	Ignored string
}

type fileJSON struct {
	Version int `json:"version"`
	Object  []struct {
		Original string `json:"original"`
		Mirror   string `json:"mirror"`
	} `json:"object"`
}

// Load reads the mirrors SwiftPM uses for project (none without one):
// the project's file when it names any mirror, else home's. The
// project's file (an untrusted project's could send a dependency to any
// host) is read only when trusted; getenv's SWIFTPM_MIRROR_CONFIG, the
// user's own setting, names it in place of the project's.
func Load(project, home string, trusted bool, getenv func(string) string) (*Set, error) {
	local := ""
	if getenv != nil {
		local = getenv("SWIFTPM_MIRROR_CONFIG")
	}
	if local == "" && project != "" {
		pf := filepath.Join(project, ".swiftpm", "configuration", "mirrors.json")
		if trusted {
			local = pf
		} else if _, err := os.Lstat(pf); err == nil {
			s, err := loadShared(home)
			if err != nil {
				return nil, err
			}
			s.Ignored = pf
			return s, nil
		}
	}
	if local != "" {
		s, err := read(local)
		if err != nil || len(s.byOriginal) > 0 {
			return s, err
		}
	}
	return loadShared(home)
}

func loadShared(home string) (*Set, error) {
	if home == "" {
		return &Set{}, nil
	}
	return read(filepath.Join(home, ".swiftpm", "configuration", "mirrors.json"))
}

// read parses one mirrors.json; a missing file has no mirrors.
func read(path string) (*Set, error) {
	b, err := localfile.Read(path, maxFile)
	if errors.Is(err, fs.ErrNotExist) {
		return &Set{}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read SwiftPM mirrors %s: %w", path, err)
	}
	var j fileJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return nil, fmt.Errorf("read SwiftPM mirrors %s: %w", path, err)
	}
	s := &Set{byOriginal: map[string]string{}}
	for _, m := range j.Object {
		o, mi := strings.TrimSpace(m.Original), strings.TrimSpace(m.Mirror)
		if o == "" || mi == "" {
			continue
		}
		if _, dup := s.byOriginal[o]; !dup { // SwiftPM keeps the first
			s.byOriginal[o] = mi
		}
	}
	if len(s.byOriginal) > 0 {
		s.File = path
	}
	return s, nil
}

// For returns the mirror of location (a repository URL or a registry
// identity), matched by the exact string as SwiftPM matches it, else by
// same, which may say two spellings name one repository (a ".git"
// suffix, letter case); ok is false when none is set.
func (s *Set) For(location string, same func(a, b string) bool) (mirror string, ok bool) {
	if s == nil || location == "" {
		return "", false
	}
	if m, ok := s.byOriginal[location]; ok {
		return m, true
	}
	if same == nil {
		return "", false
	}
	for _, o := range slices.Sorted(maps.Keys(s.byOriginal)) {
		if same(o, location) {
			return s.byOriginal[o], true
		}
	}
	return "", false
}

// IsRegistryIdentity reports whether a mirror is a registry identity
// (scope.name) rather than a repository location: SwiftPM then fetches
// the package from the registry its scope is configured for.
func IsRegistryIdentity(location string) bool {
	scope, name, ok := strings.Cut(location, ".")
	return ok && scope != "" && name != "" && !strings.ContainsAny(location, "/:@\\") && !strings.Contains(name, ".")
}
