package npm

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"time"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/plugins/internal/semver"
	"github.com/pkgdocs/pkgdocs/plugins/npm/dts"
	"github.com/pkgdocs/pkgdocs/plugins/npm/jsapi"
	"github.com/pkgdocs/pkgdocs/plugins/npm/lockfile"
	"github.com/pkgdocs/pkgdocs/plugins/npm/npmname"
	"github.com/pkgdocs/pkgdocs/plugins/npm/npmrc"
	"github.com/pkgdocs/pkgdocs/plugins/npm/registry"
	"github.com/pkgdocs/pkgdocs/plugins/npm/semrange"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
	"github.com/pkgdocs/pkgdocs/sdk/memo"
)

// loaded is a package version as one request sees it: the shared, cached
// pkg plus where this request's version came from.
type loaded struct {
	*pkg
	source sdk.Source
	notes  []string
	latest string
	bytes  int64 // bytes downloaded for this request
	// partial: a read from the registry the answer needed (a base's
	// package, the @types fallback) failed in a way asking again may
	// not (registry.Client.Transient), so the answer is not kept.
	partial bool
	// alias is the name the project depends on the package by, when
	// that is another package's name ("old": "npm:semver@5").
	alias string
	// local is set for the project's own package (installed.local): it
	// has no install line from the registry.
	local bool
	// from is the package.json range an installed package came from when
	// that is a git repository or a tarball URL: its install line names
	// it, not the registry's release of the same number.
	from string
	// manager is the project's package manager (lockfile.Manager): the
	// install lines are its commands. "" without a project or when
	// nothing says which.
	manager string
}

// parseRef validates the request's name and version. "name@version" in
// the name is accepted when no version is given.
func parseRef(ref sdk.PackageRef) (name, spec string, err error) {
	if ref.Ecosystem != "" && ref.Ecosystem != "npm" {
		return "", "", sdk.InvalidArgument("ecosystem %q is not npm", ref.Ecosystem)
	}
	name, spec = strings.TrimSpace(ref.Name), strings.TrimSpace(ref.Version)
	if spec == "" {
		if n, v := sdk.SplitNameVersion(name); v != "" && (npmname.Validate(n) == nil || validSubpath(n)) {
			name, spec = n, v
		}
	}
	if err := npmname.Validate(name); err != nil {
		// "hono/cors": a package and a subpath of its exports map.
		if !validSubpath(name) {
			return "", "", sdk.InvalidArgument("%w", err)
		}
	}
	if _, err := semrange.Parse(spec); err != nil {
		return "", "", sdk.InvalidArgument("version %q: %w", spec, err)
	}
	return name, spec, nil
}

// validSubpath reports whether s is a valid package followed by a subpath.
func validSubpath(s string) bool {
	pkg, sub, err := npmname.SplitSubpath(s)
	return err == nil && sub != "" && npmname.Validate(pkg) == nil
}

// load finds the version to document and loads it; for "pkg/sub" the
// package's, with the API of that entry point.
func (p *Provider) load(ctx context.Context, ref sdk.PackageRef) (*loaded, error) {
	name, spec, err := parseRef(ref)
	if err != nil {
		return nil, err
	}
	sub := ""
	if npmname.Validate(name) != nil {
		name, sub, _ = npmname.SplitSubpath(name)
	}
	ref.Name, ref.Version = name, spec
	l, err := p.loadPackage(ctx, ref)
	if err != nil {
		return nil, err
	}
	if ref.ProjectPath != "" {
		l.manager = lockfile.Manager(ref.ProjectPath)
	}
	if strings.ToLower(name) != name {
		l.notes = append([]string{fmt.Sprintf("npm package names are lowercase since 2017; %s is a legacy package. If you meant %s, ask for that.", name, strings.ToLower(name))}, l.notes...)
	}
	if sub != "" {
		return l.subpath(sub)
	}
	return l, nil
}

// subpath narrows a loaded package to the entry point "./sub" of its
// exports map: its declarations, else its JavaScript.
func (l *loaded) subpath(sub string) (*loaded, error) {
	k := l.pkg
	file, ok := k.subpaths["./"+sub]
	if !ok {
		// "./*": {"types": "./dist/esm/*.d.ts", …}: the subpath as code
		// imports it (@modelcontextprotocol/sdk/server/mcp.js).
		have := map[string]bool{}
		for f := range k.files {
			have[f] = true
		}
		file = dts.SubpathEntry(dtsPackageJSON(k.manifest, k.files), have, "./"+sub)
		ok = file != ""
	}
	noMap := len(k.manifest.Exports) == 0
	if !ok && noMap {
		// No exports map: Node and the compiler resolve pkg/sub as a
		// file of the package (require('cypress-skip-and-only-ui/support')
		// is support.js, typed by support.d.ts).
		file = fileDeclarations(k.files, sub)
		ok = file != ""
	}
	var api *dts.Result
	if ok {
		s := &dts.Scanner{Files: k.files, Package: k.name}
		api = s.Scan([]string{file})
	} else if target := subpathTarget(k.packageJSON().Exports, "./"+sub); target != "" {
		if entry := jsapi.Resolve(k.files, target); entry != "" {
			s := &jsapi.Scanner{Files: k.files, Package: k.name}
			api = s.Scan(entry)
			file = entry
		}
	} else if entry := jsapi.Resolve(k.files, "./"+sub); noMap && entry != "" {
		s := &jsapi.Scanner{Files: k.files, Package: k.name}
		api = s.Scan(entry)
		file = entry
	}
	if api == nil {
		var subs []string
		for _, s := range sortedKeys(k.subpaths) {
			subs = append(subs, k.name+strings.TrimPrefix(s, "."))
		}
		if len(subs) == 0 {
			return nil, sdk.NotFound("%s@%s has no entry point %q in its exports map (it has no typed subpath exports)", k.name, k.version, sub)
		}
		return nil, sdk.NotFound("%s@%s has no entry point %q; its subpath exports: %s", k.name, k.version, sub, strings.Join(subs, ", "))
	}
	// A view of the package with that entry point's API; the files and
	// manifest are shared with the cached package.
	v := &pkg{name: k.name + "/" + sub, version: k.version, manifest: k.manifest, files: k.files, names: k.names,
		skipped: k.skipped, registry: k.registry, tarballBytes: k.tarballBytes, api: api,
		typesFrom: k.typesFrom, typesFor: k.typesFor, typesInstalled: k.typesInstalled}
	if !ok {
		v.inferred = file
	}
	out := *l
	out.pkg = v
	out.notes = append(append([]string(nil), l.notes...), fmt.Sprintf("%s is the entry point %q of %s (%s); the README and install lines are the package's.", v.name, "./"+sub, k.name, file))
	return &out, nil
}

// subpathTarget is the runtime file the exports map gives a subpath
// ("./cors" → "./dist/cors/index.js"), "" when it has none.
func subpathTarget(exports []byte, sub string) string {
	var exp map[string]any
	if len(exports) == 0 || jsonUnmarshal(exports, &exp) != nil {
		return ""
	}
	t, ok := exp[sub]
	if !ok {
		return ""
	}
	for depth := 0; depth < 8; depth++ {
		switch v := t.(type) {
		case string:
			return v
		case map[string]any:
			next := any(nil)
			for _, c := range []string{"import", "module", "node", "require", "default"} {
				if e, ok := v[c]; ok {
					next = e
					break
				}
			}
			if next == nil {
				return ""
			}
			t = next
		default:
			return ""
		}
	}
	return ""
}

// loadPackage finds the version of a package to document and loads it.
func (p *Provider) loadPackage(ctx context.Context, ref sdk.PackageRef) (*loaded, error) {
	name, spec := ref.Name, ref.Version
	var notes []string
	src := sdk.Source{Kind: sdk.SourceRegistry}

	if ref.ProjectPath != "" && spec == "" && !inNPMProject(ref.ProjectPath) {
		if sub, below := projectBelow(ref.ProjectPath, name); sub != "" {
			ref.ProjectPath = sub
			l, err := p.loadPackage(ctx, ref)
			if err == nil {
				l.notes = append(below, l.notes...)
			}
			return l, err
		}
	}
	if ref.ProjectPath != "" {
		if inst, ok := findInstalled(ref.ProjectPath, name); ok {
			if real, ok := linkedOutside(inst.dir); ok {
				inst.local = fmt.Sprintf("%s links to it", inst.dir)
				inst.dir = real
			}
			if s, _ := semrange.Parse(spec); spec == "" || s.Satisfies(inst.manifest.Version) {
				l, err := p.loadInstalled(ctx, ref, name, inst)
				if err == nil && spec == "" && inst.local == "" {
					l.notes = appendLockDrift(l.notes, ref.ProjectPath, name, inst)
					if rng, pjFile := projectRange(ref.ProjectPath, name); rng != "" {
						if o, ok := lockfile.SpecOrigin(rng); ok {
							l.from = originText(rng)
							l.notes = append(l.notes, fmt.Sprintf("%s installs %s from %s, not from a registry: this is that install; the registry's %s %s, if any, may differ from it.", pjFile, name, originText(o), name, inst.manifest.Version))
						}
					}
				}
				return l, err
			}
			notes = append(notes, fmt.Sprintf("%s@%s is installed in %s but version %q was asked for; documenting the registry's.", name, inst.manifest.Version, inst.dir, spec))
		}
		if spec == "" {
			rng, pjFile := projectRange(ref.ProjectPath, name)
			if strings.HasPrefix(rng, "jsr:") {
				// pnpm, Yarn and Deno install it from JSR; installed, it
				// was found above.
				return nil, sdk.FailedPrecondition("%s asks for %s as %q: a package of JSR (jsr.io), not of an npm registry, and it is not installed (node_modules): pkgdocs reads installed packages and npm registries, so it cannot document the version the project uses, and an npm registry's package of that name, if any, is another package (pnpm and Yarn install JSR packages into node_modules, where pkgdocs reads them)", pjFile, name, rng)
			}
			if ld, ok := localDependency(ref.ProjectPath, name, rng, pjFile); ok {
				ld.inst.local = ld.why
				return p.loadInstalled(ctx, ref, name, ld.inst)
			}
			if r, file, ok := catalogRange(ref.ProjectPath, name, rng); ok {
				notes = append(notes, fmt.Sprintf("%s asks for %s as %q: %s's catalog gives %q.", pjFile, name, rng, file, r))
				rng = r
			} else if strings.HasPrefix(rng, "catalog:") {
				notes = append(notes, fmt.Sprintf("%s asks for %s as %q, but no catalog at or above the project (pnpm-workspace.yaml, .yarnrc.yml, package.json) lists it.", pjFile, name, rng))
			}
			real, want := name, rng
			if alias, ok := strings.CutPrefix(rng, "npm:"); ok {
				real, want = sdk.SplitNameVersion(alias)
				if npmname.Validate(real) != nil {
					real, want = name, ""
				}
			}
			e, err := lockfile.Find(ref.ProjectPath, name, want)
			if err != nil && real != name {
				// deno.lock keys an aliased import by the real name.
				e, err = lockfile.Find(ref.ProjectPath, real, want)
			}
			if lockb := (*lockfile.BinaryLockError)(nil); errors.As(err, &lockb) {
				notes = append(notes, fmt.Sprintf("%s, Bun's binary lockfile, pins the version of %s, but pkgdocs does not read it: this answer follows package.json's range (the newest release it allows) or, without one, the registry's latest, which may not be the locked version. Bun 1.2 and later write the text bun.lock, which pkgdocs reads (`bun install --save-text-lockfile --frozen-lockfile --lockfile-only` writes it from bun.lockb); installed packages (node_modules) are read too.", lockb.File, name))
			}
			if err == nil && e.Origin != "" {
				return nil, notFromRegistry(name, e.Version, e.Origin, e.File)
			}
			if err == nil {
				if e.Note != "" {
					notes = append(notes, e.Note)
				}
				if r, err := semrange.Parse(want); want != "" && err == nil && r.Kind != semrange.Tag && !r.Satisfies(e.Version) {
					notes = append(notes, fmt.Sprintf("%s asks for %s %q but %s locks %s, which does not satisfy it: the lockfile is out of date (the project's package manager would install another version); this answer is the locked %s.", pjFile, name, want, e.File, e.Version, e.Version))
				}
				if inst, ok := storeInstalled(e.File, e.Name, e.Version); ok {
					// Installed, though not where Node resolves it
					// from the project: read from disk, as any
					// installed package, not fetched again.
					l, err := p.loadInstalled(ctx, ref, name, inst)
					if err == nil {
						notes = append(notes, fmt.Sprintf("%s locks %s %s; the project's package manager installed it in its store, %s, not where Node resolves it from the project (a dependency's dependency): this answer is that install.", e.File, e.Name, e.Version, inst.dir))
						l.notes = append(notes, l.notes...)
					}
					return l, err
				}
				if strings.HasSuffix(e.File, "deno.lock") {
					if l, ok, err := p.fromDenoCache(ctx, ref, name, e); ok || err != nil {
						if err == nil {
							l.notes = append(notes, l.notes...)
						}
						return l, err
					}
				}
				if e.Patch != "" {
					notes = append(notes, fmt.Sprintf("%s locks %s %s with the project's patch (%s), which its package manager applies when it installs it: this answer is the registry's unpatched release; once the project is installed (node_modules) the patched copy is read.", e.File, e.Name, e.Version, e.Patch))
				}
				if e.Name != name {
					notes = append([]string{fmt.Sprintf("%s is an alias of %s in the project.", name, e.Name)}, notes...)
				}
				name, spec = e.Name, e.Version
				src = sdk.Source{Kind: sdk.SourceLockfile, Detail: e.File}
			} else if o, ok := projectOverride(ref.ProjectPath, name); ok && (rng == "" || o.forDirect()) {
				spec = o.spec
				src = sdk.Source{Kind: sdk.SourceManifest, Detail: o.file}
				notes = append(notes, fmt.Sprintf("No lockfile lists %s and it is not installed: %s's %s (%q: %q) sets its version for the whole tree.", name, o.file, o.field, o.key, o.spec))
				if len(o.scoped) > 0 {
					notes = append(notes, fmt.Sprintf("The %s also set %s under a parent or for a range (%s), which wins there: where %s is installed only through that parent, the project gets that version.", o.field, name, strings.Join(o.scoped, ", "), name))
				}
			} else if rng != "" {
				if real != name {
					notes = append(notes, fmt.Sprintf("%s is an alias of %s in the project.", name, real))
				}
				if v, ok := tarballVersion(name, rng); ok {
					spec = v
					src = sdk.Source{Kind: sdk.SourceManifest, Detail: pjFile}
					notes = append(notes, fmt.Sprintf("%s installs %s from the tarball %s, whose file name is the registry's for version %s: documenting that version from the registry.", pjFile, name, redactURL(rng), v))
				} else if o, ok := lockfile.SpecOrigin(rng); ok {
					return nil, notFromRegistry(name, "", o, pjFile)
				} else if _, err := semrange.Parse(want); err != nil || strings.Contains(want, ":") || strings.Contains(want, "/") {
					return nil, sdk.FailedPrecondition("%s asks for %s as %q, which names no registry version and no directory pkgdocs found, and no lockfile at or above the project lists %s: pkgdocs cannot tell which version the project uses. Install the project's dependencies (pkgdocs reads node_modules), or pass version to document a registry release", pjFile, name, redactURL(rng), name)
				} else {
					name, spec = real, want
					src = sdk.Source{Kind: sdk.SourceManifest, Detail: pjFile}
				}
			}
		}
	}

	asked := ref
	asked.Name = name // an alias's real name: its registry is the one asked
	cfg, err := p.config(ctx, asked)
	if err != nil {
		return nil, err
	}
	if err := guardUntrusted(cfg, name); err != nil {
		return nil, err
	}
	rc := p.registryClient(cfg)
	l, err := p.loadFromRegistry(ctx, rc, cfg, name, spec)
	if err != nil {
		return nil, err
	}
	l.source.Kind, l.source.Detail = src.Kind, src.Detail
	// The registry the files came from, for the host's cache key
	// (contract minor 5): whatever the version came from, they came from
	// there.
	l.source.Registry = sdk.RegistryID(l.pkg.registry)
	l.source.Public = p.public(ctx, cfg, l.pkg)
	if src.Kind == sdk.SourceRegistry {
		l.source.Detail = l.pkg.registry
	}
	l.notes = append(notes, l.notes...)
	if name != ref.Name {
		l.alias = ref.Name
	}
	if n := untrustedNote(cfg); n != "" {
		l.notes = append(l.notes, n)
	}
	l.bytes = rc.BytesRead()
	return l, nil
}

// public says whether k's files are what anyone may read (Source.Public):
// fetched from npm's own default registry without credentials, under a
// configuration that names no other registry. Without npm to ask, false.
func (p *Provider) public(ctx context.Context, cfg *npmrc.Config, k *pkg) bool {
	ask := p.opt.DefaultRegistry
	if ask == nil {
		ask = npmrc.DefaultRegistry
	}
	def, err := ask(ctx)
	if err != nil {
		p.log.Debug("npm's default registry is unknown; answers stay private", "error", err)
		return false
	}
	if k.manifest == nil {
		return false // no tarball URL to check
	}
	return cfg.Public(def, k.name, k.manifest.Dist.Tarball)
}

func (p *Provider) registryClient(cfg *npmrc.Config) *registry.Client {
	return &registry.Client{Auth: cfg, HTTP: p.httpClient(cfg), UserAgent: "pkgdocs-provider-npm/" + p.opt.Version, Timeout: cfg.FetchTimeout()}
}

// readInstalledPackage reads and scans an installed package, with the
// packages its types extend (loadInstalled keeps what it reads).
func (p *Provider) readInstalledPackage(ctx context.Context, ref sdk.PackageRef, asked string, inst installed) (*loaded, error) {
	files, names, skipped, err := inst.read(keepFor(inst.manifest))
	if err != nil {
		return nil, sdk.Unavailable("read installed %s: %w", asked, err)
	}
	name := inst.manifest.Name
	if name == "" {
		name = asked
	}
	k := &pkg{name: name, version: inst.manifest.Version, manifest: inst.manifest, files: files, names: names, skipped: skipped}
	l := &loaded{pkg: k, source: sdk.Source{Kind: sdk.SourceLocalInstall, Detail: inst.dir, FetchedAt: p.opt.Now()}}
	if inst.local != "" {
		l.local = true
		l.source.Kind = sdk.SourceLocalFolder
		l.notes = append(l.notes, fmt.Sprintf("%s is the project's own package: %s. It is read from %s, not from the registry; a registry package of the same name, if any, is another package.", asked, inst.local, inst.dir))
	}
	if name != asked {
		l.notes = append(l.notes, fmt.Sprintf("%s is installed as an alias of %s.", asked, name))
		l.alias = asked
	}
	p.scanAPI(k)
	cfg, cfgErr := p.config(ctx, ref)
	if cfgErr == nil {
		cfgErr = guardUntrusted(cfg, name)
	}
	var rc *registry.Client
	if cfgErr == nil {
		rc = p.registryClient(cfg)
	}
	if len(k.api.Symbols) > 0 || len(k.api.ExternalStars) > 0 {
		// A package whose declarations only re-export its dependencies
		// whole (export * from '@scope/feature', one line each) has its
		// names there: they are read as for any re-export.
		p.followBases(ctx, rc, cfg, ref.ProjectPath, k, k)
	}
	if len(k.api.Symbols) == 0 && npmname.TypesName(name) != "" {
		if tinst, ok := findInstalled(ref.ProjectPath, npmname.TypesName(name)); ok {
			tfiles, tnames, _, err := tinst.read(keepFile)
			if err == nil {
				tk := &pkg{name: tinst.manifest.Name, version: tinst.manifest.Version, manifest: tinst.manifest, files: tfiles, names: tnames}
				k.typesInstalled = true
				p.scanTypes(ctx, rc, cfg, ref.ProjectPath, k, tk)
			}
		} else if cfgErr == nil {
			// Not installed: the matching @types version from the
			// registry, exactly as for a package that is not installed.
			if note, _ := p.typesFallback(ctx, rc, cfg, k); note != "" {
				k.notes = append(k.notes, note) // scanJS replaces a "no API outline" note
			}
		} else {
			l.notes = append(l.notes, fmt.Sprintf("%s ships no type declarations, %s is not installed and the registry cannot be asked: %v", name, npmname.TypesName(name), cfgErr))
		}
	}
	if len(k.api.Symbols) == 0 && k.jsLeftOut() {
		if files, names, skipped, err := inst.read(keepWithJS); err == nil {
			k.files, k.names, k.skipped = files, names, skipped
		}
	}
	if len(k.api.Symbols) == 0 {
		p.scanJS(k)
		p.followJSAlias(ctx, rc, cfg, ref.ProjectPath, k)
		p.followJSBases(ctx, rc, cfg, ref.ProjectPath, k)
	}
	if len(k.api.Symbols) == 0 {
		subpathsOnly(k)
		if k.subpathTypes || oversizeDeclarations(k) {
			l.notes = withoutNoOutline(l.notes)
		}
	}
	markUnreadStars(k)
	markCutOutline(k)
	if cfg != nil {
		if n := untrustedNote(cfg); n != "" {
			l.notes = append(l.notes, n)
		}
	}
	if rc != nil {
		// Counted before latestOf: the latest release is a hint an
		// offline registry may not give, not part of the API.
		l.partial = rc.Transient() > 0
	}
	if cfgErr == nil && inst.local == "" {
		l.latest = p.latestOf(ctx, rc, cfg, name)
	}
	if rc != nil {
		l.bytes += rc.BytesRead()
	}
	return l, nil
}

// latestOf is the registry's latest version of name, "" when the registry
// cannot say (a local answer does not fail for that). It tells the agent
// that a newer release exists than the one installed.
func (p *Provider) latestOf(ctx context.Context, rc *registry.Client, cfg *npmrc.Config, name string) string {
	regURL := redactURL(cfg.Registry(name))
	if v := p.cachedLatest(regURL, name); v != "" {
		return v
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second) // a hint, not worth a long wait
	defer cancel()
	m, err := rc.Manifest(ctx, name, "latest")
	if err != nil {
		p.log.Debug("latest version unknown", "package", name, "error", err)
		return ""
	}
	p.storeResolution(regURL, name, "latest", m.Version, m.Version)
	return m.Version
}

// loadFromRegistry resolves spec and loads that version's tarball (or the
// cache), with the @types fallback for the API.
func (p *Provider) loadFromRegistry(ctx context.Context, rc *registry.Client, cfg *npmrc.Config, name, spec string) (*loaded, error) {
	regURL := redactURL(cfg.Registry(name))
	version, latest := "", ""
	if s, _ := semrange.Parse(spec); s.Kind == semrange.Exact {
		version = s.Version
	} else if e, ok := p.cachedResolution(regURL, name, spec); ok {
		version, latest = e.version, e.latest
	}
	if version != "" {
		if k, ok := p.cached(regURL, name, version); ok {
			if latest == "" {
				latest = p.cachedLatest(regURL, name)
			}
			return &loaded{pkg: k, latest: latest, source: sdk.Source{FetchedAt: p.opt.Now()}, notes: []string{}}, nil
		}
	}
	res, err := rc.Resolve(ctx, name, spec)
	if err != nil {
		return nil, err
	}
	m := res.Manifest
	if len(m.Dropped) > 0 {
		p.log.Debug("manifest fields of an unexpected shape were left out", "package", name, "version", m.Version, "fields", m.Dropped)
	}
	latest = res.Latest
	if spec != "" && !semrange.IsVersion(spec) {
		p.storeResolution(regURL, name, spec, m.Version, latest)
	}
	if latest != "" {
		p.storeResolution(regURL, name, "latest", latest, latest)
	}

	// The tarball and, when unknown, the latest version, in parallel.
	var wg sync.WaitGroup
	if latest == "" {
		latest = p.cachedLatest(regURL, name)
		if latest == "" {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if lm, err := rc.Manifest(ctx, name, "latest"); err == nil {
					latest = lm.Version
					p.storeResolution(regURL, name, "latest", latest, latest)
				}
			}()
		}
	}
	contents, err := rc.Tarball(ctx, m, registry.TarballLimits, keepFor(m))
	wg.Wait()
	if err != nil {
		return nil, err
	}
	k := &pkg{name: m.Name, version: m.Version, manifest: m, files: contents.Files, names: contents.Names,
		skipped: contents.Skipped, registry: regURL, tarballBytes: contents.Compressed}
	if k.name == "" {
		k.name = name
	}
	l := &loaded{pkg: k, latest: latest, source: sdk.Source{FetchedAt: p.opt.Now()}}
	p.scanAPI(k)
	if len(k.api.Symbols) > 0 || len(k.api.ExternalStars) > 0 {
		p.followBases(ctx, rc, cfg, "", k, k)
	}
	var transient error
	if len(k.api.Symbols) == 0 && npmname.TypesName(name) != "" {
		var note string
		if note, transient = p.typesFallback(ctx, rc, cfg, k); note != "" {
			k.notes = append(k.notes, note)
		}
	}
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if len(k.api.Symbols) == 0 && k.jsLeftOut() {
		// Read again, with the JavaScript: rare (a release that lost
		// its declarations), so the usual read stays small.
		if c, err := rc.Tarball(ctx, m, registry.TarballLimits, keepWithJS); err == nil {
			k.files, k.names, k.skipped = c.Files, c.Names, c.Skipped
		}
	}
	if len(k.api.Symbols) == 0 {
		p.scanJS(k)
		p.followJSAlias(ctx, rc, cfg, "", k)
		p.followJSBases(ctx, rc, cfg, "", k)
	}
	if len(k.api.Symbols) == 0 {
		subpathsOnly(k)
		oversizeDeclarations(k)
	}
	markUnreadStars(k)
	markCutOutline(k)
	if transient == nil {
		p.store(regURL, k) // a failure to read @types is not kept: the next call tries again
	}
	return l, nil
}

// typesFallback reads the API from @types/<name>: the version matching the
// package's major.minor, else its major, else the nearest major with a note
// saying the types are for another version.
func (p *Provider) typesFallback(ctx context.Context, rc *registry.Client, cfg *npmrc.Config, k *pkg) (note string, transient error) {
	tname := npmname.TypesName(k.name)
	missing := fmt.Sprintf("%s ships no type declarations and there is no %s; no API outline.", k.name, tname)
	// The latest @types manifest is a few KB; the packument of a popular
	// @types package is megabytes. Latest is the best pick when it has the
	// package's major and no lower minor: every version of that
	// major.minor would be at or below it.
	lm, err := rc.Manifest(ctx, tname, "latest")
	if sdk.Code(err) == codes.NotFound {
		return missing, nil
	}
	if err == nil && latestTypesFit(k.version, lm.Version) {
		tl, err := p.loadFromRegistry(ctx, rc, cfg, tname, lm.Version)
		if err == nil {
			p.scanTypes(ctx, rc, cfg, "", k, tl.pkg)
			return "", nil
		}
	}
	pk, err := rc.Packument(ctx, tname)
	if err != nil {
		if sdk.Code(err) == codes.NotFound {
			return missing, nil
		}
		return fmt.Sprintf("%s ships no type declarations; %s could not be read: %v", k.name, tname, err), err
	}
	tv := pickTypesVersion(k.version, pk.VersionList())
	if tv == "" {
		tv = pk.DistTags["latest"]
	}
	tl, err := p.loadFromRegistry(ctx, rc, cfg, tname, tv)
	if err != nil {
		return fmt.Sprintf("%s ships no type declarations; %s@%s could not be read: %v", k.name, tname, tv, err), err
	}
	p.scanTypes(ctx, rc, cfg, "", k, tl.pkg)
	return "", nil
}

// latestTypesFit reports whether the latest @types version is the one
// pickTypesVersion would choose: same major, minor not above the package's.
func latestTypesFit(version, latest string) bool {
	v, err1 := semver.ParseStrict(version)
	l, err2 := semver.ParseStrict(latest)
	return err1 == nil && err2 == nil && l.Prerelease() == "" && v.Major() == l.Major() && l.Minor() <= v.Minor()
}

// pickTypesVersion chooses the @types version for a package version, as
// DefinitelyTyped numbers them after the library's major.minor: the
// highest with the same major.minor, else the highest of the same major
// at or below the package's minor, else of the same major, else the
// highest of the nearest major (the higher one on a tie). Prereleases are
// never chosen. "" when versions has no release.
func pickTypesVersion(version string, versions []string) string {
	want, err := semver.ParseStrict(version)
	var rel []*semver.Version
	for _, s := range versions {
		if v, err := semver.ParseStrict(s); err == nil && v.Prerelease() == "" {
			rel = append(rel, v)
		}
	}
	if len(rel) == 0 {
		return ""
	}
	if err != nil {
		want = semver.New(0, 0, 0, "", "")
	}
	dist := func(a, b uint64) uint64 {
		if a > b {
			return a - b
		}
		return b - a
	}
	// rank orders candidates; lower is better.
	rank := func(v *semver.Version) [3]uint64 {
		switch {
		case v.Major() == want.Major() && v.Minor() == want.Minor():
			return [3]uint64{0}
		case v.Major() == want.Major() && v.Minor() < want.Minor():
			return [3]uint64{1}
		case v.Major() == want.Major():
			return [3]uint64{2}
		}
		tie := uint64(1)
		if v.Major() > want.Major() {
			tie = 0
		}
		return [3]uint64{3, dist(v.Major(), want.Major()), tie}
	}
	var best *semver.Version
	for _, v := range rel {
		if best == nil {
			best = v
			continue
		}
		rv, rb := rank(v), rank(best)
		if rv[0] < rb[0] || rv[0] == rb[0] && (rv[1] < rb[1] || rv[1] == rb[1] && (rv[2] < rb[2] || rv[2] == rb[2] && v.GreaterThan(best))) {
			best = v
		}
	}
	return best.Original()
}

// typesMismatch is the note for types written for another major version
// of the package, "" when the majors agree (DefinitelyTyped keeps the
// library's major; minors add API, rarely remove it) or a version does not
// parse.
func typesMismatch(name, version, typesName, typesVersion string) string {
	v, err1 := semver.ParseStrict(version)
	t, err2 := semver.ParseStrict(typesVersion)
	if err1 != nil || err2 != nil || v.Major() == t.Major() {
		return ""
	}
	return fmt.Sprintf("The API outline comes from %s@%s, which is written for %s %d.x, not %s@%s (no %s version matches it); the API may differ.",
		typesName, typesVersion, name, t.Major(), name, version, typesName)
}

// scanAPI reads the package's own declarations.
func (p *Provider) scanAPI(k *pkg) {
	pj := k.packageJSON()
	have := map[string]bool{}
	for name := range k.files {
		have[name] = true
	}
	entries, subs := dts.Entries(dtsPackageJSON(pj, k.files), have)
	s := &dts.Scanner{Files: k.files, Package: k.name}
	k.api = s.Scan(entries)
	k.subpaths = subs
	if k.api.Truncated {
		k.notes = append(k.notes, "The API outline was cut at the scanner's limits.")
	}
}

// scanJS infers the API from the package's JavaScript when no declaration
// has any (the notes that said "no API outline" are replaced).
func (p *Provider) scanJS(k *pkg) {
	pj := k.packageJSON()
	entry := jsapi.Entry(pj.Exports, pj.Module, pj.Main, k.files)
	if entry == "" {
		return
	}
	s := &jsapi.Scanner{Files: k.files, Package: k.name}
	res := s.Scan(entry)
	for _, e := range s.Errors {
		p.log.Debug("JavaScript that does not parse", "package", k.name, "error", e)
	}
	k.jsAlias = s.Alias
	k.jsBases = s.Bases
	if len(res.Symbols) == 0 && len(res.ExternalStars) == 0 {
		return
	}
	k.api, k.inferred = res, entry
	kept := k.notes[:0]
	for _, n := range k.notes {
		if !strings.Contains(n, "no API outline") {
			kept = append(kept, n)
		}
	}
	if strings.HasSuffix(strings.ToLower(entry), ".json") {
		k.notes = append(kept, fmt.Sprintf("%s ships no type declarations and there is no %s: its main entry is a JSON file (%s), whose top-level keys are the API outline, each typed by its value's JSON kind only.",
			k.name, npmname.TypesName(k.name), entry))
	} else {
		k.notes = append(kept, fmt.Sprintf("%s ships no type declarations and there is no %s: the API outline is inferred from its JavaScript (%s), with parameter types only where JSDoc gives them. Names are exact; signatures are not checked by a compiler.",
			k.name, npmname.TypesName(k.name), entry))
	}
	if len(s.Errors) > 0 {
		k.notes = append(k.notes, "Some JavaScript files did not parse and are not in the outline: "+strings.Join(s.Errors, "; "))
	}
	if res.Truncated {
		k.notes = append(k.notes, "The API outline was cut at the scanner's limits.")
	}
}

// scanTypes takes the API from an @types package, with the members its
// types inherit from the packages they extend (followBases). What the
// package's own JavaScript adds, its JSDoc and the names the declarations
// lack, is laid on the API after that: followBases rescans and replaces
// the API, so declarations that extend or re-export another package's
// types (a class extending Node's EventEmitter) lost every borrowed doc
// comment and every JavaScript-only name to the rescan.
func (p *Provider) scanTypes(ctx context.Context, rc *registry.Client, cfg *npmrc.Config, projectPath string, k, types *pkg) {
	have := map[string]bool{}
	for name := range types.files {
		have[name] = true
	}
	entries, _ := dts.Entries(dtsPackageJSON(types.packageJSON(), types.files), have)
	s := &dts.Scanner{Files: types.files, Package: k.name}
	k.api = s.Scan(entries)
	k.typesFrom = types.name + "@" + types.version
	p.followBases(ctx, rc, cfg, projectPath, k, types)
	docsFromJS(k)
	if note := typesMismatch(k.name, k.version, types.name, types.version); note != "" {
		k.typesFor = "for another version"
		k.notes = append(k.notes, note)
	}
	p.jsOnlyNames(k, types)
}

// jsOnlyNames marks, when the @types package was written for another
// major.minor than the package's (DefinitelyTyped numbers its versions
// after the library's), the names the package's own JavaScript defines
// that those declarations lack: circular-json 0.5.9 sets CircularJSON.parser,
// which @types/circular-json 0.4.0 predates. They are not declared, so
// TypeScript rejects them, but they are real: each becomes an unlisted
// symbol (apicheck.KindUnlisted), so a check answers "cannot tell", with
// the reason, and never "does not exist".
func (p *Provider) jsOnlyNames(k, types *pkg) {
	v, err1 := semver.ParseStrict(k.version)
	t, err2 := semver.ParseStrict(types.version)
	if k.api == nil || err1 != nil || err2 != nil || v.Major() == t.Major() && v.Minor() == t.Minor() {
		return
	}
	pj := k.packageJSON()
	entry := jsapi.Entry(pj.Exports, pj.Module, pj.Main, k.files)
	if entry == "" {
		return
	}
	s := &jsapi.Scanner{Files: k.files, Package: k.name}
	declared := map[string]bool{}
	for _, sym := range k.api.Symbols {
		declared[sym.Name] = true
	}
	// What a check finds in the declarations already (an "export ="
	// namespace's e.json for the JavaScript's json) is not marked.
	ix := apicheck.NewIndex("npm", k.name, k.api.Symbols)
	marked := map[string]bool{}
	for _, sym := range s.Scan(entry).Symbols {
		if sym.Kind == "type" {
			// A JSDoc @typedef (body-parser's Parsers): the compiler
			// reads the @types package, not the JavaScript, so no code
			// reaches it.
			continue
		}
		if sym.Parent == "" && strings.HasPrefix(sym.Signature, "module.exports = ") && sym.Kind == "object" {
			// module.exports = prelude: the module itself, under the
			// name its JavaScript gives it; its properties are the names
			// (prelude-ls' map, each), and importers name it as they like.
			continue
		}
		if declared[sym.Name] || marked[sym.Name] || sym.Parent != "" && !declared[sym.Parent] || ix.Check(apicheck.Ref{Query: sym.Name}).Verdict != sdk.VerdictMissing {
			// Declared, marked, or found; or a member of a name the
			// types lack (prelude-ls's List.each under List), which
			// marking that name covers: a check reaches no member of
			// an unlisted name.
			continue
		}
		marked[sym.Name] = true
		k.api.Symbols = append(k.api.Symbols, sdk.Symbol{Name: sym.Name, Kind: apicheck.KindUnlisted, Parent: sym.Parent,
			Signature: fmt.Sprintf("%s: defined by %s %s's JavaScript (%s), not declared by %s@%s (written for %d.%d)",
				sym.Name, k.name, k.version, entry, types.name, types.version, t.Major(), t.Minor())})
	}
}

func dtsPackageJSON(m *registry.Manifest, files map[string][]byte) dts.PackageJSON {
	pj := dts.PackageJSON{Name: m.Name, Types: m.Types, Typings: m.Typings, Main: m.Main, Exports: m.Exports}
	if len(m.TypesVersions) > 0 {
		_ = jsonUnmarshal(m.TypesVersions, &pj.TypesVersions)
	}
	return pj
}

// Cache helpers. Keys carry the registry URL so two configurations never
// share an entry.

func (p *Provider) cached(reg, name, version string) (*pkg, bool) {
	return p.cache.Get(reg + "\x00" + name + "@" + version)
}

func (p *Provider) store(reg string, k *pkg) {
	p.cache.Put(reg+"\x00"+k.name+"@"+k.version, k, memo.Stable)
}

func (p *Provider) cachedResolution(reg, name, spec string) (resolvedEntry, bool) {
	if spec == "" {
		spec = "latest"
	}
	return p.resolved.Get(reg + "\x00" + name + "\x00" + spec)
}

func (p *Provider) cachedLatest(reg, name string) string {
	e, _ := p.cachedResolution(reg, name, "latest")
	return e.version
}

func (p *Provider) storeResolution(reg, name, spec, version, latest string) {
	if spec == "" {
		spec = "latest"
	}
	p.resolved.Put(reg+"\x00"+name+"\x00"+spec, resolvedEntry{version: version, latest: latest}, memo.Floating)
}

// redactURL drops credentials and query from a URL for display.
func redactURL(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return ""
	}
	u.User, u.RawQuery, u.Fragment = nil, "", ""
	return u.String()
}

// appendLockDrift notes a lockfile that locks another version than the one
// node_modules holds (a lockfile pulled or edited without npm install): the
// answer stays the installed copy, which the project's code imports, but
// not silently.
func appendLockDrift(notes []string, projectDir, name string, inst installed) []string {
	want, _ := projectRange(projectDir, name)
	if alias, ok := strings.CutPrefix(want, "npm:"); ok {
		_, want = sdk.SplitNameVersion(alias)
	}
	e, err := lockfile.Find(projectDir, name, want)
	if err != nil || e.Version == "" || e.Version == inst.manifest.Version {
		return notes
	}
	return append(notes, fmt.Sprintf("%s locks %s %s, but %s has %s installed: this answer is the installed %s, the one the project's code imports; run %s to get %s",
		e.File, name, e.Version, inst.dir, inst.manifest.Version, inst.manifest.Version, installCommand(lockfile.Manager(projectDir)), e.Version))
}

// subpathsOnly replaces the "no API outline" notes of a package whose main
// entry has no types but whose subpath exports do (@modelcontextprotocol/sdk
// 1.x: its exports map gives "." a dist/esm/index.d.ts it does not ship,
// and "./client", "./server" and the pattern "./*" declarations it does):
// saying it ships no type declarations would be wrong, and the entry
// points code imports are where its API is.
func subpathsOnly(k *pkg) {
	if len(k.subpaths) == 0 && len(k.manifest.Exports) == 0 {
		if files := rootDeclarations(k); len(files) > 0 {
			// No exports map, no main entry's types, and declaration
			// files beside the package.json: modules code imports by
			// path (cypress-skip-and-only-ui/support), typed.
			var entries []string
			for _, f := range files {
				entries = append(entries, k.name+"/"+strings.TrimSuffix(f, ".d.ts"))
			}
			k.subpathTypes = true
			k.notes = append(withoutNoOutline(k.notes), fmt.Sprintf("%s has no types for its main entry, so there is no API outline here, but it ships declaration files for the modules code imports by path: describe the one your code imports (\"%s\"). Modules: %s.",
				k.name, entries[0], strings.Join(entries, ", ")))
		}
		return
	}
	if len(k.subpaths) == 0 {
		return // no typed subpath: the notes as they are
	}
	var entries []string
	for _, sub := range sortedKeys(k.subpaths) {
		entries = append(entries, k.name+strings.TrimPrefix(sub, "."))
	}
	var exp map[string]any
	if len(k.manifest.Exports) > 0 && jsonUnmarshal(k.manifest.Exports, &exp) == nil {
		for _, key := range sortedKeys(exp) {
			if strings.Contains(key, "*") && exp[key] != nil && strings.HasPrefix(key, "./") {
				entries = append(entries, k.name+strings.TrimPrefix(key, ".")+" (a pattern: any file it matches)")
			}
		}
	}
	k.subpathTypes = true
	k.notes = append(withoutNoOutline(k.notes), fmt.Sprintf("%s has no types for its main entry (\".\"), so there is no API outline here, but its subpath exports have them: describe the entry point your code imports (\"%s\"). Entry points: %s.",
		k.name, entries[0], strings.Join(entries, ", ")))
}

// fileDeclarations is the declaration file the compiler reads for
// pkg/sub in a package without an exports map ("support" or
// "support.js": support.d.ts, else support/index.d.ts), "" when none.
func fileDeclarations(files map[string][]byte, sub string) string {
	base := sub
	for _, ext := range []string{".js", ".cjs", ".mjs"} {
		base = strings.TrimSuffix(base, ext)
	}
	for _, c := range []string{base + ".d.ts", base + "/index.d.ts"} {
		if _, ok := files[c]; ok {
			return c
		}
	}
	return ""
}

// maxRootDeclarations bounds the modules a note lists.
const maxRootDeclarations = 20

// rootDeclarations are the declaration files at the top of k (beside its
// package.json) other than index.d.ts, sorted, at most
// maxRootDeclarations.
func rootDeclarations(k *pkg) []string {
	var out []string
	for _, f := range sortedKeys(k.files) {
		if strings.HasSuffix(f, ".d.ts") && !strings.Contains(f, "/") && f != "index.d.ts" && len(out) < maxRootDeclarations {
			out = append(out, f)
		}
	}
	return out
}

// oversizeDeclarations replaces the notes of a package with no outline
// that say it ships no type declarations, or has no API outline, when
// declaration files of it were over the size bound (registry.FileBound):
// it ships them, and they were not read. It reports whether it did.
func oversizeDeclarations(k *pkg) bool {
	var over []string
	for _, f := range k.skipped {
		if registry.FileBound(f) == registry.MaxDeclarationFileBytes {
			over = append(over, f)
		}
	}
	if len(over) == 0 || k.subpathTypes {
		return false
	}
	k.notes = append(withoutNoOutline(k.notes), fmt.Sprintf("%s ships type declarations, but %s %s over the size limit (%d MB a file), so there is no API outline: the names code imports cannot be listed or checked here.",
		k.name, strings.Join(over, ", "), map[bool]string{true: "is", false: "are"}[len(over) == 1], registry.MaxDeclarationFileBytes>>20))
	return true
}

// withoutNoOutline drops the notes that say a package has no types or no
// API outline.
func withoutNoOutline(notes []string) []string {
	kept := notes[:0]
	for _, n := range notes {
		if !strings.Contains(n, "no API outline") && !strings.Contains(n, "ships no type declarations") {
			kept = append(kept, n)
		}
	}
	return kept
}

// notFromRegistry is the answer for a package the project takes from a git
// repository or a tarball URL that is not installed: its files are not the
// registry's release of the same number (a fork, a commit between
// releases), and pkgdocs does not fetch repositories or arbitrary URLs.
// version is what the lockfile says the package's package.json gives ("" when
// it records none); file is the lockfile or package.json that says so.
func notFromRegistry(name, version, origin, file string) error {
	shown := originText(origin)
	what := "the tarball " + shown
	if strings.HasPrefix(origin, "file:") {
		what = "the file " + shown
	} else if !strings.HasSuffix(strings.SplitN(origin, "#", 2)[0], ".tgz") {
		what = "the git repository " + shown
	}
	msg := fmt.Sprintf("%s takes %s from %s, not from a registry, and it is not installed: pkgdocs reads installed packages and registry releases, not repositories or tarball URLs, so it cannot document the version the project uses. Install the project's dependencies (pkgdocs reads node_modules)", file, name, what)
	if version != "" {
		msg += fmt.Sprintf(", or pass version=%q to document the registry's %s %s, which may differ from it", version, name, version)
	} else {
		msg += ", or pass version to document a registry release, which may differ from it"
	}
	return sdk.FailedPrecondition("%s", msg)
}

// originText is a git or tarball origin to show: without user information
// and query (which may carry credentials), with its "#commit".
func originText(origin string) string {
	u, err := url.Parse(origin)
	if err != nil {
		// scp-like "user@host:path": drop the user.
		if at := strings.IndexByte(origin, '@'); at >= 0 && at < strings.IndexByte(origin, ':') {
			return origin[at+1:]
		}
		return origin
	}
	u.User, u.RawQuery = nil, ""
	return u.String()
}
