package npm

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/pkgdocs/pkgdocs/plugins/npm/dts"
	"github.com/pkgdocs/pkgdocs/plugins/npm/npmname"
	"github.com/pkgdocs/pkgdocs/plugins/npm/npmrc"
	"github.com/pkgdocs/pkgdocs/plugins/npm/registry"
)

// Frameworks type their API through interfaces that extend another
// package's (express's Application, Request and Response extend those of
// express-serve-static-core, a dependency of its @types package): the
// members code calls (app.get, req.params) are declared there. The
// packages those bases come from, when the declarations' package depends
// on them, are read (installed, else from the registry at the range it
// depends on) and the members each type inherits are kept with the API
// (dts.Result.Inherited), for a document focused on the type and for
// API checks. The same packages serve what the API re-exports from them:
// export * from 'fs' (@types/node, for a Node builtin), export { FSOption
// } from 'path-scurry' (the declaration, with its members).

// maxBaseDeps bounds the packages read for one package's inherited members
// and the names it re-exports one by one, and maxBaseSpecs the modules of
// them read (a package once read serves each of its modules, and each
// costs only its own declarations: @react-aria/grid re-exports its names
// from eight modules of react-aria, react-aria/private/grid/useGridCell
// and seven more); maxStarDeps, apart, those it re-exports whole, whose
// names are the package's own (a facade package: two dozen lines of
// export * from '@scope/feature', one per dependency).
//
// maxDepRounds bounds how far past the packages src depends on the chain
// is followed: a read package's bases come from a package it depends on,
// whose own bases from another (@langchain/google-vertexai's ChatVertexAI
// extends google-gauth's ChatGoogle, which extends google-common's
// ChatGoogleBase, which extends @langchain/core's BaseChatModel), each
// round one package further and one rescan more.
const (
	maxBaseDeps  = 4
	maxBaseSpecs = 32
	maxStarDeps  = 32
	maxDepRounds = 3
)

type basesKey struct{}

// followBases rescans src's declarations (k's own, or its @types
// package's) with the packages their types extend, when src depends on
// them. Packages read this way do not follow their own bases.
func (p *Provider) followBases(ctx context.Context, rc *registry.Client, cfg *npmrc.Config, projectPath string, k, src *pkg) {
	p.followBasesFrom(ctx, rc, cfg, projectPath, k, src, nil)
}

// followBasesFrom is followBases over the declaration files entries of
// src (nil: src's main entry), which k's API was scanned from.
func (p *Provider) followBasesFrom(ctx context.Context, rc *registry.Client, cfg *npmrc.Config, projectPath string, k, src *pkg, entries []string) {
	if k.api == nil || ctx.Value(basesKey{}) != nil || src.manifest == nil {
		return
	}
	if len(k.api.ExternalBases)+len(k.api.ExternalStars)+len(k.api.ExternalNamed)+len(k.api.ExternalTypes) == 0 {
		p.followLibBases(projectPath, k, src, entries, nil)
		return
	}
	ctx = context.WithValue(ctx, basesKey{}, true)
	deps := map[string]dts.Dep{}
	read := map[string]*pkg{} // by dependency: @types/node serves every builtin
	var unread []string
	failed := map[string]bool{} // not asked again for another specifier
	node := &userNode{}
	stars := map[string]bool{}
	for _, spec := range k.api.ExternalStars {
		stars[spec] = true
	}
	// nOther counts the modules read for names re-exported one by one,
	// inherited or typing a value; otherPkgs the packages read for them.
	nStars, nOther := 0, 0
	otherPkgs := map[string]bool{}
	for _, spec := range append(append(append([]string(nil), k.api.ExternalStars...), k.api.ExternalNamed...), k.api.ExternalBases...) {
		if _, done := deps[spec]; done {
			continue
		}
		if (stars[spec] && nStars >= maxStarDeps) || (!stars[spec] && nOther >= maxBaseSpecs) {
			unread = append(unread, spec)
			continue
		}
		name, rng, sub, ok := baseDependency(src.manifest, spec)
		if !ok && projectPath != "" && builtinRE().MatchString(spec) {
			// A Node builtin's types the package does not depend on, but
			// the project installs: TypeScript reads node_modules/@types
			// of the project whatever the package depends on.
			if _, installed := findInstalled(projectPath, "@types/node"); installed {
				name, rng, sub, ok = "@types/node", "*", "", true
			}
		}
		if !ok && isNodeBuiltin(spec) && rc != nil && cfg != nil {
			// Neither has them: the user's Node's (nodetypes.go).
			name, sub, ok = "@types/node", "", true
			node.used = true
		}
		if !ok {
			continue // a package src does not depend on: not guessed
		}
		dk, done := read[name]
		if !done && (failed[name] || !stars[spec] && len(otherPkgs) >= maxBaseDeps) {
			unread = append(unread, spec)
			continue
		}
		if !done {
			var err error
			if node.used && name == "@types/node" {
				dk, node.rng, err = p.userNodeTypes(ctx, rc, cfg)
			} else {
				dk, err = p.loadDependency(ctx, rc, cfg, projectPath, name, rng)
			}
			if err != nil {
				p.log.Debug("a package the API's types extend could not be read", "package", k.name, "dependency", name, "error", err)
				failed[name] = true
				unread = append(unread, spec)
				continue
			}
			read[name] = dk
		}
		entries := depEntries(dk, sub)
		if len(entries) == 0 {
			unread = append(unread, spec) // a subpath the package does not type
			continue
		}
		deps[spec] = dts.Dep{Files: dk.files, Entries: entries}
		if stars[spec] {
			nStars++
		} else {
			nOther++
			otherPkgs[name] = true
		}
	}
	for _, spec := range k.api.ExternalTypes {
		// A value's type written in another package (const x:
		// import("@medusajs/types").ModuleExports<…>): read only where
		// the project installs that package, as the compiler finds it
		// (a peer's dependency src need not declare). Never fetched:
		// the value's own names are listed either way.
		if _, done := deps[spec]; done || nOther >= maxBaseSpecs || projectPath == "" {
			continue
		}
		name, sub, ok := installedSpec(projectPath, spec)
		if !ok {
			continue
		}
		dk, done := read[name]
		if !done && len(otherPkgs) >= maxBaseDeps {
			continue
		}
		if !done {
			var err error
			if dk, err = p.loadDependency(ctx, nil, nil, projectPath, name, "*"); err != nil {
				p.log.Debug("a package the API's value types are written in could not be read", "package", k.name, "dependency", name, "error", err)
				continue
			}
			read[name] = dk
		}
		if entries := depEntries(dk, sub); len(entries) > 0 {
			deps[spec] = dts.Dep{Files: dk.files, Entries: entries}
			nOther++
			otherPkgs[name] = true
		}
	}
	// Said once the chain is read: a dependency's base may be a
	// builtin's (agent-base's Agent extends http.Agent).
	defer func() {
		if nk := read["@types/node"]; node.used && nk != nil {
			which := "at the major of the node on PATH"
			if node.rng == "latest" {
				which = "its latest: no node on PATH answered, or the registry has no release of its major"
			}
			k.notes = append(k.notes, fmt.Sprintf("Members inherited from Node's builtin modules are read from @types/node %s (from the registry, %s): neither %s nor the project has @types/node.", nk.version, which, k.name))
		}
	}()
	if len(unread) > 0 {
		k.notes = append(k.notes, fmt.Sprintf("Names from %s (re-exported, or inherited by the API's types) are not listed: not read.", strings.Join(unread, ", ")))
	}
	if len(deps) == 0 {
		p.followLibBases(projectPath, k, src, entries, nil)
		return
	}
	have := map[string]bool{}
	for f := range src.files {
		have[f] = true
	}
	if entries == nil {
		entries, _ = dts.Entries(dtsPackageJSON(src.packageJSON(), src.files), have)
	}
	s := &dts.Scanner{Files: src.files, Package: k.name, Deps: deps}
	res := s.Scan(entries)
	for round := 0; round < maxDepRounds && p.depsOfDeps(ctx, rc, cfg, projectPath, k.name, res.DepExternals, read, deps, node); round++ {
		s = &dts.Scanner{Files: src.files, Package: k.name, Deps: deps}
		res = s.Scan(entries)
	}
	if len(res.Symbols) > 0 {
		k.api = res
	}
	p.followLibBases(projectPath, k, src, entries, deps)
}

// depsOfDeps adds to deps the modules that the packages read for src
// take what they pass on from (@react-types/button re-exports
// LinkButtonProps from @react-aria/button, which re-exports it from
// react-aria/useButton): a package a read one depends on, or the project
// installs, at most maxBaseDeps of them; a Node builtin neither has
// types for is read from the user's Node's @types/node (node), as for
// src's own. It reports whether it added any.
func (p *Provider) depsOfDeps(ctx context.Context, rc *registry.Client, cfg *npmrc.Config, projectPath, pkgName string, specs []string, read map[string]*pkg, deps map[string]dts.Dep, node *userNode) bool {
	added, loaded := false, 0
	for _, spec := range specs {
		if _, done := deps[spec]; done {
			continue
		}
		name, rng, sub, ok := "", "", "", false
		for _, dk := range read {
			if dk.manifest != nil {
				if name, rng, sub, ok = baseDependency(dk.manifest, spec); ok {
					break
				}
			}
		}
		if !ok && projectPath != "" {
			name, sub, ok = installedSpec(projectPath, spec)
			rng = "*"
		}
		fromUser := false
		if !ok && isNodeBuiltin(spec) && rc != nil && cfg != nil && !node.failed {
			// A builtin a dependency's types import (import * as http
			// from 'http' in agent-base, whose Agent extends
			// http.Agent), typed by neither it nor the project.
			name, sub, ok, fromUser = "@types/node", "", true, true
		}
		if !ok {
			continue // named by no read package's dependencies: not guessed
		}
		dk, done := read[name]
		if !done {
			if loaded >= maxBaseDeps {
				continue
			}
			var err error
			if fromUser {
				if dk, node.rng, err = p.userNodeTypes(ctx, rc, cfg); err != nil {
					node.failed = true
				} else {
					node.used = true
				}
			} else {
				dk, err = p.loadDependency(ctx, rc, cfg, projectPath, name, rng)
			}
			if err != nil {
				p.log.Debug("a package a dependency re-exports from could not be read", "package", pkgName, "dependency", name, "error", err)
				continue
			}
			read[name] = dk
			loaded++
		}
		if entries := depEntries(dk, sub); len(entries) > 0 {
			deps[spec] = dts.Dep{Files: dk.files, Entries: entries}
			added = true
		}
	}
	return added
}

// userNode is whether the user's Node's @types/node, from the registry,
// was read for builtins neither a package nor the project types (used),
// at which range (rng), or could not be (failed: not asked again).
type userNode struct {
	used, failed bool
	rng          string
}

// builtinRE matches what a Node builtin module's specifier looks like
// ("fs", "node:fs", "fs/promises"); whether it is one is for @types/node
// to say (its "declare module" blocks).
var builtinRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(?:node:)?[a-z_]+(?:/[a-z_]+)?$`) })

// baseDependency is the package a module specifier names, among src's
// dependencies: the package itself or its @types package, with the range
// src depends on, and the subpath the specifier names in it ("client" for
// "@smithy/core/client", "" for the package's main entry); for a
// specifier shaped like a Node builtin's that no dependency names,
// @types/node when src depends on it (whose main entry declares them all).
func baseDependency(m *registry.Manifest, spec string) (name, rng, sub string, ok bool) {
	defer func() {
		if ok || !builtinRE().MatchString(spec) {
			return
		}
		for _, deps := range []registry.StringMap{m.Dependencies, m.PeerDependencies} {
			if r, found := deps["@types/node"]; found {
				name, rng, sub, ok = "@types/node", r, "", true
				return
			}
		}
	}()
	root, sub, valid := splitSpec(spec)
	if !valid {
		return "", "", "", false
	}
	for _, n := range []string{npmname.TypesName(root), root} {
		if n == "" {
			continue
		}
		for _, deps := range []registry.StringMap{m.Dependencies, m.PeerDependencies} {
			if r, found := deps[n]; found {
				return n, r, sub, true
			}
		}
	}
	return "", "", "", false
}

// depEntries are the declaration files of a dependency's module sub:
// its main entry for "", else what its exports map gives "./sub" types
// from (exactly or through a pattern), else the files a resolver without
// an exports map finds (sub.d.ts, sub/index.d.ts: @types/lodash's
// fp.d.ts; for "sub.js", as ESM declarations write a path, sub.d.ts:
// @material/mwc-base/base-element.js, whose BaseElement each MWC
// component extends).
func depEntries(dk *pkg, sub string) []string {
	have := map[string]bool{}
	for f := range dk.files {
		have[f] = true
	}
	pj := dtsPackageJSON(dk.manifest, dk.files)
	main, subpaths := dts.Entries(pj, have)
	if sub == "" {
		return main
	}
	if e, ok := subpaths["./"+sub]; ok {
		return []string{e}
	}
	if e := dts.SubpathEntry(pj, have, "./"+sub); e != "" {
		// A pattern of its exports map ("./*": {"types":
		// "./dist/types/exports/*.d.ts"}): react-aria/useButton, which
		// each @react-aria/* package re-exports its names from.
		return []string{e}
	}
	if f := fileDeclarations(dk.files, sub); f != "" {
		return []string{f}
	}
	return nil
}

// loadDependency reads a dependency's files: the project's install, else
// the registry's version for the range. A dependency that ships no
// declarations is read from its @types package where the project
// installs that, as the compiler types it (vue-chrts re-exports
// geoMercator from d3-geo, typed by the @types/d3-geo beside it).
func (p *Provider) loadDependency(ctx context.Context, rc *registry.Client, cfg *npmrc.Config, projectPath, name, rng string) (*pkg, error) {
	dk, err := p.loadDependencyOwn(ctx, rc, cfg, projectPath, name, rng)
	if err != nil || projectPath == "" || hasDeclarations(dk.files) {
		return dk, err
	}
	tn := npmname.TypesName(name)
	if tn == "" {
		return dk, nil
	}
	if _, installed := findInstalled(projectPath, tn); !installed {
		return dk, nil
	}
	tk, terr := p.loadDependencyOwn(ctx, nil, nil, projectPath, tn, "*")
	if terr != nil {
		p.log.Debug("the @types package of a dependency without declarations could not be read", "dependency", name, "error", terr)
		return dk, nil
	}
	return tk, nil
}

// hasDeclarations reports whether files hold a declaration file.
func hasDeclarations(files map[string][]byte) bool {
	for f := range files {
		if strings.HasSuffix(f, ".d.ts") || strings.HasSuffix(f, ".d.mts") || strings.HasSuffix(f, ".d.cts") {
			return true
		}
	}
	return false
}

// loadDependencyOwn is loadDependency without the @types package.
func (p *Provider) loadDependencyOwn(ctx context.Context, rc *registry.Client, cfg *npmrc.Config, projectPath, name, rng string) (*pkg, error) {
	if projectPath != "" {
		if inst, ok := findInstalled(projectPath, name); ok {
			files, names, _, err := inst.read(keepFile)
			if err != nil {
				return nil, fmt.Errorf("read installed %q: %w", name, err)
			}
			return &pkg{name: name, version: inst.manifest.Version, manifest: inst.manifest, files: files, names: names}, nil
		}
	}
	if rc == nil || cfg == nil {
		return nil, fmt.Errorf("dependency %q: not installed and the registry cannot be asked", name)
	}
	l, err := p.loadFromRegistry(ctx, rc, cfg, name, rng)
	if err != nil {
		return nil, fmt.Errorf("dependency %q@%q: %w", name, rng, err)
	}
	return l.pkg, nil
}

// installedSpec is the package the project installs for a module
// specifier ("@scope/pkg/sub": its @types package, else the package
// itself) and the subpath the specifier names in it; ok is false when the
// project installs neither.
func installedSpec(projectPath, spec string) (name, sub string, ok bool) {
	root, sub, valid := splitSpec(spec)
	if !valid {
		return "", "", false
	}
	for _, n := range []string{npmname.TypesName(root), root} {
		if n == "" {
			continue
		}
		if _, installed := findInstalled(projectPath, n); installed {
			return n, sub, true
		}
	}
	return "", "", false
}

// splitSpec splits a bare module specifier into the package it names
// ("@smithy/core") and the subpath in it ("client"); ok is false for a
// name npm would not publish or a subpath that leaves the package.
func splitSpec(spec string) (root, sub string, ok bool) {
	if parts := strings.SplitN(spec, "/", 3); strings.HasPrefix(spec, "@") && len(parts) >= 2 {
		root = parts[0] + "/" + parts[1]
	} else {
		root = parts[0]
	}
	sub = strings.TrimPrefix(strings.TrimPrefix(spec, root), "/")
	if npmname.Validate(root) != nil || strings.Contains(sub, "..") || strings.HasPrefix(sub, "/") {
		return "", "", false
	}
	return root, sub, true
}
