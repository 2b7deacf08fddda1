package rust

import (
	"fmt"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/rust/cratename"
	"github.com/pkgdocs/pkgdocs/sdk/subprojects"
)

// projectBelow finds, for a directory that is not in a Cargo project, the
// nearest Cargo project below it whose Cargo.lock or Cargo.toml names
// crate, and notes saying so and naming the others that pin another
// version. "" when none does.
func projectBelow(dir, crate string) (string, []string) {
	dirs, _ := subprojects.Find(dir, "Cargo.toml", subprojects.Options{})
	type use struct {
		dir, root, version string
	}
	var uses []use
	seen := map[string]bool{}
	for _, d := range dirs {
		pr, err := findProject(d)
		if err != nil || pr == nil || seen[pr.root] {
			continue
		}
		seen[pr.root] = true
		v := ""
		if pr.lock != nil {
			for _, pk := range pr.lock.Find(crate) {
				v = pk.Version
			}
		}
		if v == "" && (pr.manifest == nil || !hasDep(pr, crate)) {
			continue
		}
		uses = append(uses, use{dir: d, root: pr.root, version: v})
	}
	if len(uses) == 0 {
		return "", nil
	}
	first := uses[0]
	notes := []string{fmt.Sprintf("%s is not in a Cargo project: this answers for %s, the nearest Cargo project below it that depends on %s.", dir, first.root, crate)}
	var others []string
	for _, u := range uses[1:] {
		if u.version != first.version {
			others = append(others, fmt.Sprintf("%s (%s)", u.root, cmpOr(u.version, "not locked")))
		}
	}
	if len(others) > 0 {
		notes = append(notes, fmt.Sprintf("Other Cargo projects below %s pin another version of %s: %s. Pass the project's directory as projectPath for its version.", dir, crate, strings.Join(others, ", ")))
	}
	return first.dir, notes
}

func hasDep(pr *project, crate string) bool {
	_, ok := pr.manifest.Dep(cratename.Same, crate)
	return ok
}

func cmpOr(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}
