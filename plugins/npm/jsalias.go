package npm

import (
	"context"
	"fmt"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/npm/dts"
	"github.com/pkgdocs/pkgdocs/plugins/npm/npmrc"
	"github.com/pkgdocs/pkgdocs/plugins/npm/registry"
)

// An alias package ships no declarations, and its JavaScript is one line
// that hands out another package's module: module.exports =
// require('preact/compat'), or export * from it. The compiler types an
// import of it by that module's declarations, so those are its API: the
// dependency (or peer dependency) it names is read (installed, else from
// the registry at the range it depends on) and its declarations for that
// module are the outline, with the members its types inherit. A package
// it does not depend on is not guessed: the re-export stays an unlisted
// symbol (markUnreadStars), so a check of a name answers "cannot tell".

// followJSAlias replaces k's JavaScript outline by the declarations of
// the module its JavaScript only re-exports (k.jsAlias), when k depends
// on the package that declares it.
func (p *Provider) followJSAlias(ctx context.Context, rc *registry.Client, cfg *npmrc.Config, projectPath string, k *pkg) {
	spec := k.jsAlias
	if spec == "" || k.inferred == "" || k.manifest == nil {
		return
	}
	name, rng, sub, ok := baseDependency(k.manifest, spec)
	if !ok {
		return
	}
	dk, err := p.loadDependency(ctx, rc, cfg, projectPath, name, rng)
	if err != nil {
		p.log.Debug("the package an alias package re-exports could not be read", "package", k.name, "dependency", name, "error", err)
		return
	}
	entries := depEntries(dk, sub)
	if len(entries) == 0 {
		return // a module its package does not type
	}
	s := &dts.Scanner{Files: dk.files, Package: k.name}
	res := s.Scan(entries)
	if len(res.Symbols) == 0 {
		return
	}
	// The dependency's own bases and re-exports, from its dependencies.
	v := &pkg{name: k.name, version: k.version, manifest: k.manifest, api: res}
	p.followBasesFrom(ctx, rc, cfg, projectPath, v, dk, entries)
	inferred := k.inferred
	k.api, k.inferred, k.typesFrom = v.api, "", dk.name+"@"+dk.version
	_, k.typesInstalled = findInstalled(projectPath, dk.name)
	kept := k.notes[:0]
	for _, n := range k.notes {
		if !isJSOutlineNote(n) {
			kept = append(kept, n)
		}
	}
	k.notes = append(append(kept, v.notes...), fmt.Sprintf("%s ships no type declarations: its JavaScript (%s) only re-exports %s, so its API is that module's, read from %s@%s's declarations (%s), as the TypeScript compiler reads it.",
		k.name, inferred, spec, dk.name, dk.version, entries[0]))
}

// isJSOutlineNote reports whether n is scanJS's note that the outline is
// inferred from the JavaScript.
func isJSOutlineNote(n string) bool {
	return strings.Contains(n, "the API outline is inferred from its JavaScript")
}
