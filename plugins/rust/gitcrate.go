package rust

import (
	"fmt"
	"net/url"
	"path/filepath"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/rust/cargomanifest"
	"github.com/pkgdocs/pkgdocs/plugins/rust/cratename"
	"github.com/pkgdocs/pkgdocs/sdk/subprojects"
)

// gitSource is a crate Cargo.lock takes from a git repository.
type gitSource struct {
	repo string // the repository URL, without query or commit
	rev  string // the locked commit
}

// lockedFromGit returns the git source Cargo.lock records for name
// ("git+https://github.com/o/r?branch=main#<commit>"), when it has one.
func lockedFromGit(proj *project, name string) (gitSource, bool) {
	if proj == nil || proj.lock == nil {
		return gitSource{}, false
	}
	for _, p := range proj.lock.Find(name) {
		s, ok := strings.CutPrefix(p.Source, "git+")
		if !ok {
			continue
		}
		s, rev, _ := strings.Cut(s, "#")
		u, err := url.Parse(s)
		if err != nil || len(rev) < 7 || strings.Trim(rev, "0123456789abcdef") != "" {
			continue
		}
		u.RawQuery, u.Fragment, u.User = "", "", nil
		return gitSource{repo: u.String(), rev: rev}, true
	}
	return gitSource{}, false
}

// gitCheckout finds the crate in Cargo's checkout of the locked commit:
// $CARGO_HOME/git/checkouts/<repo>-<hash>/<first 7 hex of the commit>/,
// the crate at its root or in a workspace member below it.
func gitCheckout(home string, g gitSource, name string) (pathCrate, bool) {
	if home == "" {
		return pathCrate{}, false
	}
	dirs, _ := filepath.Glob(filepath.Join(home, "git", "checkouts", "*", g.rev[:7]))
	for _, d := range dirs {
		if !isDir(d) {
			continue
		}
		below, _ := subprojects.Find(d, "Cargo.toml", subprojects.Options{})
		for _, c := range append([]string{d}, below...) {
			b, err := treeFile(c, "Cargo.toml")
			if err != nil {
				continue
			}
			m, err := cargomanifest.Parse(b)
			if err != nil || m.Package == nil || !cratename.Same(m.Package.Name, name) {
				continue
			}
			v := m.Package.Version
			if v == "" || len(m.Package.Inherits) > 0 && contains(m.Package.Inherits, "version") {
				if rb, err := treeFile(d, "Cargo.toml"); err == nil {
					if root, err := cargomanifest.Parse(rb); err == nil {
						m.Inherit(root)
						v = m.Package.Version
					}
				}
			}
			if v == "" {
				v = "0.0.0"
			}
			return pathCrate{dir: c, version: v, why: fmt.Sprintf("a git dependency (%s at commit %s), read from Cargo's checkout", g.repo, g.rev[:12]),
				install: "cargo add " + m.Package.Name + " --git " + g.repo + " --rev " + g.rev[:12]}, true
		}
	}
	return pathCrate{}, false
}
