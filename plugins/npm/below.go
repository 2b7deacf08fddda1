package npm

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/npm/lockfile"
	"github.com/pkgdocs/pkgdocs/sdk/subprojects"
)

// inNPMProject reports whether dir or a directory above it holds a
// package.json or a Deno configuration: where Node and npm look.
func inNPMProject(dir string) bool {
	d, err := filepath.Abs(dir)
	if err != nil {
		return true
	}
	for ; ; d = filepath.Dir(d) {
		for _, n := range []string{"package.json", "deno.json", "deno.jsonc"} {
			if _, err := os.Stat(filepath.Join(d, n)); err == nil {
				return true
			}
		}
		if filepath.Dir(d) == d {
			return false
		}
	}
}

// projectBelow finds, for a directory that is in no npm project (a
// full-stack repository whose frontend/ holds package.json), the nearest
// npm project below it that depends on name, and notes saying so and
// naming the others that use another version. "" when none does.
func projectBelow(dir, name string) (string, []string) {
	var dirs []string
	for _, marker := range []string{"package.json", "deno.json"} {
		found, _ := subprojects.Find(dir, marker, subprojects.Options{})
		dirs = append(dirs, found...)
	}
	type use struct{ dir, version string }
	var uses []use
	for _, d := range dirs {
		v := ""
		if inst, ok := findInstalled(d, name); ok {
			v = inst.manifest.Version
		} else if e, err := lockfile.Find(d, name, ""); err == nil {
			v = e.Version
			if e.Origin != "" {
				v = originText(e.Origin)
			}
		} else if rng, _ := projectRange(d, name); rng != "" {
			v = rng
		} else {
			continue
		}
		uses = append(uses, use{d, v})
	}
	if len(uses) == 0 {
		return "", nil
	}
	first := uses[0]
	notes := []string{fmt.Sprintf("%s is in no npm project (no package.json at or above it): this answers for %s, the nearest npm project below it that depends on %s.", dir, first.dir, name)}
	var others []string
	for _, u := range uses[1:] {
		if u.version != first.version {
			others = append(others, fmt.Sprintf("%s (%s)", u.dir, u.version))
		}
	}
	if len(others) > 0 {
		notes = append(notes, fmt.Sprintf("Other npm projects below %s use another version of %s: %s. Pass the project's directory as projectPath for its version.", dir, name, strings.Join(others, ", ")))
	}
	return first.dir, notes
}
