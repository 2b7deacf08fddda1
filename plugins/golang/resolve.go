package golang

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/module"
	"golang.org/x/mod/semver"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/plugins/golang/apidoc"
	"github.com/pkgdocs/pkgdocs/plugins/golang/goproxy"
	"github.com/pkgdocs/pkgdocs/plugins/golang/modresolve"
	"github.com/pkgdocs/pkgdocs/plugins/golang/modzip"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/localtree"
	"github.com/pkgdocs/pkgdocs/sdk/memo"
	"github.com/pkgdocs/pkgdocs/sdk/subprojects"
)

type retraction = modresolve.Retraction

// tree is a module's files.
type tree struct {
	fsys    fs.FS
	module  string // "std" for the standard library
	version string
	source  sdk.Source
	size    int64 // bytes held in memory (a module zip), for the memo's bound
}

// target is a resolved package: which module, version and files.
type target struct {
	pkg        string // import path
	tree       *tree
	dir        string // package directory in tree.fsys
	modRoot    string // module root directory in tree.fsys ("." except for std and vendor)
	latest     string
	deprecated string // module deprecation (go.mod comment)
	facts      []sdk.Fact
	notes      []string
	install    string
	// proj is the project the package was resolved in, nil for none: the
	// packages its types embed are read at the versions it builds with.
	proj *modresolve.Project
	// unpinned marks a version no project chose (the latest release, or
	// the version asked for): its files may come from the module cache,
	// but the answer is not the project's install.
	unpinned bool
	// listedBy is the GOPROXY entry whose version list chose the latest
	// release answered; empty when no list chose the version.
	listedBy goproxy.Origin
	// goLine is set when the module's go line is newer than the Go in
	// place (a note says what `go get` then does).
	goLine *goLineGap
}

// source is where the answer came from. Files read from the module cache
// for a version no project chose are the cache's, not a local install of
// the project: an agent told "local install" takes the version for the
// one its project builds with. The latest release is the proxy's answer
// wherever its files are read: the module cache holds what was fetched
// once, and only the proxy's list says which release is the latest.
func (t *target) source() sdk.Source {
	s := t.tree.source
	if t.unpinned && s.Kind == sdk.SourceLocalInstall {
		s.Kind = sdk.SourceCache
		if t.listedBy != "" {
			s = sdk.Source{Kind: sdk.SourceRegistry, Detail: string(t.listedBy), FetchedAt: s.FetchedAt, Registry: sdk.RegistryID(string(t.listedBy))}
		}
	}
	return s
}

func (t *target) std() bool { return t.tree.module == "std" }

// isStd reports whether an import path names a standard-library package:
// like the go command, a first element without a dot.
func isStd(p string) bool {
	first, _, _ := strings.Cut(p, "/")
	return !strings.Contains(first, ".")
}

// parseName validates a package reference's name and splits a trailing
// "@version".
func parseName(ref sdk.PackageRef) (name, version string, err error) {
	name, version = strings.TrimSpace(ref.Name), strings.TrimSpace(ref.Version)
	if n, v, ok := strings.Cut(name, "@"); ok {
		if version != "" && version != v {
			return "", "", sdk.InvalidArgument("package %q names version %q but version is %q", ref.Name, v, version)
		}
		name, version = n, v
	}
	name = strings.TrimSuffix(name, "/")
	if name == "" {
		return "", "", sdk.InvalidArgument("package is empty: give an import path such as net/http or github.com/google/uuid")
	}
	if strings.HasSuffix(name, "/...") {
		return "", "", sdk.InvalidArgument("package %q: patterns are not supported; give one import path (use list_go_packages to list a module)", name)
	}
	if err := module.CheckImportPath(name); err != nil {
		return "", "", sdk.InvalidArgument("invalid Go import path %q: %v", name, err)
	}
	if version != "" {
		if err := checkQuery(version); err != nil {
			return "", "", sdk.InvalidArgument("invalid version %q: %v; give a version (v1.2.3), a prefix (v1.2), a comparison (<v1.3.0), latest, or a branch, tag or commit", version, err)
		}
	}
	return name, version, nil
}

// checkQuery rejects a version query that cannot name anything: not a
// version, comparison or keyword, and not a valid git reference name
// either (the go command hands anything else to the repository as a
// branch, tag or commit).
func checkQuery(q string) error {
	if strings.HasPrefix(q, "<") || strings.HasPrefix(q, ">") {
		// A comparison: its bound must be a semantic version.
		_, _, err := modresolve.Query(q, nil, nil)
		return err
	}
	if _, err := module.EscapeVersion(q); err != nil {
		return err
	}
	switch {
	case strings.HasPrefix(q, "-"), strings.HasPrefix(q, "/"), strings.HasSuffix(q, "/"), strings.HasSuffix(q, "."),
		strings.HasSuffix(q, ".lock"), strings.Contains(q, ".."), strings.Contains(q, "//"), strings.Contains(q, "@{"):
		return errors.New("not a version and not a git reference name")
	case strings.ContainsAny(q, " ~^:?*[\\"):
		return errors.New("not a version and not a git reference name")
	}
	for _, r := range q {
		if r < 0x20 || r == 0x7f {
			return errors.New("control character")
		}
	}
	return nil
}

// resolve finds the module, version and files holding ref's package.
func (p *Provider) resolve(ctx context.Context, ref sdk.PackageRef) (*target, error) {
	name, version, err := parseName(ref)
	if err != nil {
		return nil, err
	}
	if err := p.setup(ctx); err != nil {
		return nil, err
	}
	if isStd(name) {
		return p.resolveStd(name, version)
	}
	var notes []string
	if version == "" && ref.ProjectPath != "" {
		t, note, err := p.resolveInProject(ctx, name, ref.ProjectPath)
		if err != nil || t != nil {
			return t, err
		}
		notes = append(notes, note)
	}
	if version != "" && ref.ProjectPath != "" {
		if t := p.projectAt(ctx, name, ref.ProjectPath, version); t != nil {
			return t, nil
		}
	}
	t, err := p.resolveModule(ctx, name, version)
	if err != nil {
		return nil, err
	}
	t.notes = append(notes, t.notes...)
	return t, nil
}

func (p *Provider) resolveStd(name, version string) (*target, error) {
	if p.env.GOROOT == "" {
		return nil, sdk.FailedPrecondition("%s is a standard-library package, and no Go toolchain was found (set GOROOT or install Go)", name)
	}
	goVer := p.goVersion()
	if version != "" && version != "latest" && version != goVer && "go"+strings.TrimPrefix(version, "v") != goVer {
		return nil, sdk.NotFound("%s@%s: only the installed toolchain's standard library (%s) is available", name, version, goVer)
	}
	src := filepath.Join(p.env.GOROOT, "src")
	t := &target{
		pkg:     name,
		tree:    &tree{fsys: os.DirFS(src), module: "std", version: goVer, source: sdk.Source{Kind: sdk.SourceToolchain, Detail: src, FetchedAt: time.Now(), Public: true}},
		dir:     name,
		modRoot: name,
		facts:   []sdk.Fact{{Label: "Import path", Value: name}, {Label: "Module", Value: "std (" + goVer + ")"}},
	}
	if fi, err := fs.Stat(t.tree.fsys, name); err != nil || !fi.IsDir() {
		return nil, sdk.NotFound("no standard-library package %s in %s", name, src)
	}
	return t, nil
}

// goVersion reads GOROOT/VERSION ("go1.26.8"); a development toolchain has
// none and reports "devel".
func (p *Provider) goVersion() string {
	f, err := os.Open(filepath.Join(p.env.GOROOT, "VERSION"))
	if err != nil {
		return "devel"
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	if s.Scan() && strings.HasPrefix(s.Text(), "go") {
		return strings.TrimSpace(s.Text())
	}
	return "devel"
}

// projectAt is the project's own answer for name when the project builds
// it at exactly version, else nil. The follow-up call of a paged answer
// names the answer's version beside its projectPath: it must get the same
// document again (the project's files, "Version from" and notes), not the
// version answered as one asked for, whose header differs and whose
// cursor the pager then refuses; and "(local)", the version of a main
// module's or replacement directory's package, is no version to ask a
// proxy for. Any other version asked for is answered as before, from the
// module cache or GOPROXY.
func (p *Provider) projectAt(ctx context.Context, name, projectPath, version string) *target {
	// The project's version first, from its files alone: another version
	// asked for fetches nothing of the project's. A directory with no
	// go.mod at or above it is not searched below for one (resolveBelow):
	// that walk would run on every call naming a version from a monorepo's
	// root, or from an MCP client's root holding many modules, and answer
	// a version asked for as some module's below it.
	proj, err := p.projectFor(projectPath)
	if errors.Is(err, modresolve.ErrNoProject) && p.env.GOPATHMode() && version == "(local)" {
		t, _ := p.resolveGOPATH(name, projectPath)
		return t
	}
	if err != nil {
		return nil
	}
	if hit, ok := proj.Find(name); !ok || hitVersion(hit) != version {
		return nil
	}
	t, _, err := p.resolveInProject(ctx, name, projectPath)
	if err != nil || t == nil || t.tree.version != version {
		return nil
	}
	return t
}

// hitVersion is the version inProject answers a hit at: the
// replacement's for a module replaced by another version, "(local)" for a
// directory without one.
func hitVersion(hit *modresolve.Hit) string {
	switch hit.How {
	case modresolve.HowReplaceVersion:
		return hit.Replacement.Version
	case modresolve.HowMain, modresolve.HowReplaceDir, modresolve.HowVendor:
		return cmpOr(hit.Version, "(local)")
	}
	return hit.Version
}

// resolveInProject answers from the project's go.mod, go.work or vendor/.
// A nil target with a note means the project does not mention the package.
func (p *Provider) resolveInProject(ctx context.Context, name, projectPath string) (*target, string, error) {
	proj, err := p.projectFor(projectPath)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, "", sdk.InvalidArgument("projectPath %s does not exist", projectPath)
		}
		if errors.Is(err, modresolve.ErrNoProject) {
			if p.env.GOPATHMode() {
				t, note := p.resolveGOPATH(name, projectPath)
				return t, note, nil
			}
			return p.resolveBelow(ctx, name, projectPath)
		}
		return nil, fmt.Sprintf("no Go project at %s (%v); showing the latest release", projectPath, err), nil
	}
	t, note, err := p.inProject(ctx, name, proj)
	if t != nil {
		t.proj = proj
	}
	return t, note, err
}

// resolveBelow answers for a directory without a go.mod above it from the
// Go modules below it (a monorepo's services/api/go.mod): the nearest one
// that requires the package, with a note naming it and any other module
// there that requires another version.
func (p *Provider) resolveBelow(ctx context.Context, name, dir string) (*target, string, error) {
	dirs, _ := subprojects.Find(dir, "go.mod", subprojects.Options{})
	type found struct {
		proj *modresolve.Project
		hit  *modresolve.Hit
	}
	var hits []found
	seen := map[string]bool{}
	for _, d := range dirs {
		proj, err := p.projectFor(d)
		if err != nil || seen[proj.GoMod+proj.Work] {
			continue
		}
		seen[proj.GoMod+proj.Work] = true
		if h, ok := proj.Find(name); ok {
			hits = append(hits, found{proj, h})
		}
	}
	if len(hits) == 0 {
		if len(seen) == 0 {
			return nil, fmt.Sprintf("no Go project at %s (no go.mod at or above it, nor below it); showing the latest release", dir), nil
		}
		return nil, fmt.Sprintf("%s has no go.mod, and none of the %d Go modules below it requires a module providing %s; showing the latest release", dir, len(seen), name), nil
	}
	first := hits[0]
	t, note, err := p.inProject(ctx, name, first.proj)
	if err != nil || t == nil {
		return t, note, err
	}
	t.proj = first.proj
	decided := cmpOr(first.proj.Work, first.proj.GoMod)
	t.notes = append(t.notes, fmt.Sprintf("%s has no go.mod: this is the version of %s that %s requires (the nearest Go module below it that does).", dir, name, decided))
	var others []string
	for _, h := range hits[1:] {
		if h.hit.Version != first.hit.Version || h.hit.How != first.hit.How {
			others = append(others, fmt.Sprintf("%s (%s %s)", cmpOr(h.proj.Work, h.proj.GoMod), h.hit.How, cmpOr(h.hit.Version, "local")))
		}
	}
	if len(others) > 0 {
		t.notes = append(t.notes, fmt.Sprintf("Other Go modules below %s use another version of %s: %s. Pass the module's directory as projectPath for its version.", dir, hits[0].hit.Module, strings.Join(others, ", ")))
	}
	return t, "", nil
}

// inProject resolves name as proj builds it: from a main module, vendor/,
// a replacement (a local directory or another module version) or the
// required version. A nil target with a note means the project does not
// provide the package.
func (p *Provider) inProject(ctx context.Context, name string, proj *modresolve.Project) (*target, string, error) {
	hit, ok := proj.Find(name)
	if !ok {
		return nil, fmt.Sprintf("the project at %s does not require a module providing %s; showing the latest release", proj.Root, name), nil
	}
	rel := strings.TrimPrefix(strings.TrimPrefix(name, hit.Module), "/")
	dir := cmpOr(rel, ".")
	notHere := func(fsys fs.FS) bool { return dir != "." && !hasGoFiles(fsys, dir) }
	missing := fmt.Sprintf("the project's %s@%s (%s) has no package %s; showing the latest release", hit.Module, cmpOr(hit.Version, "(local)"), hit.How, name)
	fact := sdk.Fact{Label: sdk.FactVersionFrom, Value: fmt.Sprintf("%s (%s)", hit.File, hit.How)}
	switch hit.How {
	case modresolve.HowMain, modresolve.HowReplaceDir, modresolve.HowVendor:
		kind := sdk.SourceLocalFolder
		if hit.How == modresolve.HowVendor {
			kind = sdk.SourceLocalInstall
		}
		v := hitVersion(hit)
		fsys, err := localTree(proj, hit)
		if err != nil {
			return nil, "", err
		}
		if notHere(fsys) {
			return nil, missing, nil
		}
		t := &target{
			pkg:     name,
			tree:    &tree{fsys: fsys, module: hit.Module, version: v, source: sdk.Source{Kind: kind, Detail: hit.Dir, FetchedAt: time.Now()}},
			dir:     dir,
			modRoot: ".",
			facts:   []sdk.Fact{{Label: "Import path", Value: name}, {Label: "Module", Value: hit.Module + "@" + v}, fact},
		}
		if hit.How == modresolve.HowVendor {
			t.notes = append(t.notes, "vendor/ holds only the packages the project uses; other packages of the module are not listed")
			if r := hit.Replacement; r.Path != "" {
				// vendor/ holds the replacement's files: another
				// version's, as the go command builds it, is that
				// version's API.
				t.facts = append(t.facts, sdk.Fact{Label: "Replaced by", Value: cmpOr(r.String(), r.Path)})
				if r.Version != "" {
					t.tree.version = r.Version
				}
			}
		}
		t.notes = appendNote(t.notes, hit.Note) // a stale vendor/
		if hit.How == modresolve.HowVendor && hit.Replacement.Path == "" {
			// vendor/'s copy of a release: its latest, as for a required
			// module (the upgrade prompt's target), and retraction notes.
			p.flagRetracted(ctx, t, hit.Module, hit.Version)
		}
		return t, "", nil
	case modresolve.HowReplaceVersion:
		tr, err := p.fetchTree(ctx, hit.Replacement.Path, hit.Replacement.Version, sdk.SourceManifest)
		if err != nil {
			return nil, "", err
		}
		if notHere(tr.fsys) {
			return nil, missing, nil
		}
		t := &target{pkg: name, tree: tr, dir: dir, modRoot: ".",
			facts: []sdk.Fact{{Label: "Import path", Value: name}, {Label: "Module", Value: hit.Module + "@" + hit.Version},
				{Label: "Replaced by", Value: hit.Replacement.Path + "@" + hit.Replacement.Version}, fact},
			install: "go get " + hit.Module + "@" + hit.Version,
		}
		t.notes = appendNote(t.notes, hit.Note)
		return t, "", nil
	}
	kind := sdk.SourceManifest
	if hit.How == modresolve.HowSum {
		kind = sdk.SourceLockfile
	}
	tr, err := p.fetchTree(ctx, hit.Module, hit.Version, kind)
	if err != nil {
		return nil, "", err
	}
	if notHere(tr.fsys) {
		return nil, missing, nil
	}
	t := &target{pkg: name, tree: tr, dir: dir, modRoot: ".",
		facts:   []sdk.Fact{{Label: "Import path", Value: name}, {Label: "Module", Value: hit.Module + "@" + hit.Version}, fact},
		install: "go get " + hit.Module + "@" + hit.Version,
	}
	t.notes = appendNote(t.notes, hit.Note)
	p.flagRetracted(ctx, t, hit.Module, hit.Version)
	return t, "", nil
}

// latestFrom says where t's version, mod's latest, was chosen: the
// release the proxy lists is the registry's answer even when its files
// are read from the module cache; without the proxy's list, the newest
// version in the module cache is no more than that.
func (p *Provider) latestFrom(ctx context.Context, t *target, mod string) {
	e, err := p.versionsOf(ctx, mod)
	if err == nil && e.listedBy == "" && e.listErr != nil {
		t.facts = append(t.facts, sdk.Fact{Label: sdk.FactVersionFrom, Value: "newest version in the module cache"})
		t.notes = append(t.notes, fmt.Sprintf("the proxy's version list could not be read (%v): %s is the newest version of %s in the module cache; a newer release may exist", e.listErr, t.tree.version, mod))
		return
	}
	t.facts = append(t.facts, sdk.Fact{Label: sdk.FactVersionFrom, Value: latestKind(t.tree.version)})
	t.listedBy = e.listedBy
}

// latestKind says what the go command's latest version of a module is:
// a release, else (no release to take) a pre-release, else the newest
// commit's pseudo-version. "latest release" for the last two told an
// agent that unreleased code was a release (golang.org/x/telemetry tags
// no version at all).
func latestKind(version string) string {
	switch {
	case module.IsPseudoVersion(version):
		return "newest commit, a pseudo-version (the module tags no release)"
	case semver.Prerelease(version) != "":
		return "latest pre-release (the module has no release to take)"
	}
	return "latest release"
}

// appendNote adds note to notes unless it is empty.
func appendNote(notes []string, note string) []string {
	if note == "" {
		return notes
	}
	return append(notes, note)
}

// localTree serves a local module's files (main module, replace
// directory, vendor/<module>) through localtree, which follows no symbolic
// link: the project is untrusted, and a link such as
// README.md -> /proc/self/environ would put secrets in the answer.
func localTree(proj *modresolve.Project, hit *modresolve.Hit) (fs.FS, error) {
	switch hit.How {
	case modresolve.HowVendor:
		// Rooted at the module holding vendor/, so a linked vendor/ or
		// vendor/<module> is refused too.
		return fs.Sub(localtree.Dir(filepath.Dir(proj.VendorDir)), "vendor/"+hit.Module)
	case modresolve.HowReplaceDir:
		// Like the go command, a replacement directory must be a module:
		// "replace m => ../.." must not turn any directory into docs.
		if fi, err := fs.Stat(localtree.Dir(hit.Dir), "go.mod"); err != nil || !fi.Mode().IsRegular() {
			return nil, sdk.FailedPrecondition("%s: replacement directory %s for %s has no go.mod file (or it is a symbolic link, which is not followed)", hit.File, hit.Dir, hit.Module)
		}
	}
	return localtree.Dir(hit.Dir), nil
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// resolveModule finds the module holding name by trying path prefixes,
// longest first, at version (empty means the latest release).
//
// Like the go command (modload's QueryPattern), every prefix is asked of
// one GOPROXY entry before the next entry is tried (goproxy's Walk): with
// the default "proxy,direct" a package whose module the proxy has is
// served from it, and a longer prefix the proxy does not know is not then
// looked up directly, which fails on a network without direct access.
func (p *Provider) resolveModule(ctx context.Context, name, version string) (*target, error) {
	var t *target
	search := func(ctx context.Context) error {
		var err error
		t, err = p.searchPrefixes(ctx, name, version)
		return err
	}
	var err error
	if p.proxyErr() != nil {
		// No proxy to walk: the module cache alone answers.
		err = search(ctx)
	} else {
		err = p.proxy.Walk(ctx, search)
	}
	if err != nil {
		return nil, err
	}
	p.flagRetracted(ctx, t, t.tree.module, t.tree.version)
	p.modFor.Put(name, t.tree.module, memo.Floating)
	return t, nil
}

// searchPrefixes is one step of resolveModule: the prefixes of name
// through the GOPROXY entry ctx is walking (or the module cache).
//
// As in the go command's queryPrefixModules, the longest module holding
// the package wins, a prefix that is no module is passed over, and an
// error that is not "not found" on a longer prefix is the answer: a
// proxy's 500 for example.com/a/b must not become "example.com/a has no
// package example.com/a/b", since example.com/a/b may well be the module.
// The one difference: a shorter prefix already in the module cache that
// holds the package is still served, so that a cached module's packages
// work offline. A module that exists but lacks the package or the version
// is marked goproxy.ModuleExists: the walk ends there.
func (p *Provider) searchPrefixes(ctx context.Context, name, version string) (*target, error) {
	var firstErr, hardErr, softErr, missing error
	exists, unresolved := false, false
	prefixes := modresolve.Prefixes(name)
	if mod, ok := p.modFor.Get(name); ok {
		// The module found last time goes first; the others stay as a
		// fallback should it no longer hold the package.
		prefixes = append([]string{mod}, prefixes...)
	}
	for _, mod := range prefixes {
		if _, _, ok := module.SplitPathVersion(mod); !ok {
			continue
		}
		v, err := p.resolveVersion(ctx, mod, version)
		if err == nil {
			var tr *tree
			tr, err = p.fetchTree(ctx, mod, v, sdk.SourceRegistry)
			if err == nil {
				rel := cmpOr(strings.TrimPrefix(strings.TrimPrefix(name, mod), "/"), ".")
				// The module root itself is accepted without Go files: a
				// module like golang.org/x/sync has only subpackages.
				if rel != "." && !hasGoFiles(tr.fsys, rel) {
					// A module that exists lacks the package: definitive,
					// unless a longer prefix, which could be the module,
					// could not be asked.
					firstErr, softErr, exists = sdk.NotFound("module %s@%s has no package %s", mod, v, name), nil, true
					break
				}
				if hardErr != nil && tr.source.Kind != sdk.SourceLocalInstall {
					return nil, hardErr
				}
				t := &target{pkg: name, tree: tr, dir: rel, modRoot: ".",
					facts:   []sdk.Fact{{Label: "Import path", Value: name}, {Label: "Module", Value: mod + "@" + v}},
					install: "go get " + mod + "@" + v, unpinned: true,
				}
				if version == "" || version == "latest" {
					p.latestFrom(ctx, t, mod)
				}
				return t, nil
			}
		}
		if sdk.Code(err) == codes.NotFound && missing == nil && version != "" && version != "latest" {
			// A module that exists, but not at that version. A shorter
			// prefix may still hold the package at it (nested modules),
			// so go on; if none does, this is the answer, whatever the
			// prefixes that are no modules said (the go command's
			// "invalid github.com import path" for github.com/spf13).
			if e, lerr := p.versionsOf(ctx, mod); lerr == nil && len(e.versions) > 0 && !slices.Contains(e.versions, v) {
				missing = versionNotFound(mod, version, e)
				unresolved = isRevision(version)
			}
		}
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		switch {
		case sdk.Code(err) == codes.NotFound:
			if firstErr == nil {
				firstErr = err
			}
		case lookupFailed(err):
			// The proxy could not answer (5xx, network, limits): this
			// prefix may be the module. A shorter prefix in the module
			// cache may still serve the package; nothing else may.
			if hardErr == nil {
				hardErr = err
			}
		default:
			// Lookup off or unsupported (GOPROXY=off, direct without the
			// go command): the module cache may hold a shorter prefix.
			if softErr == nil {
				softErr = err
			}
		}
	}
	if hardErr != nil {
		return nil, hardErr
	}
	if missing != nil && unresolved {
		// A branch, tag or commit this entry did not resolve: its list
		// says nothing of them, and the next entry (direct: the
		// repository) may know it, as the go command's TryProxies goes
		// on to ask. So the walk goes on, and with direct unreachable
		// the answer is that it could not be told, not that the module
		// has no such version.
		return nil, missing
	}
	if missing != nil {
		return nil, goproxy.ModuleExists(missing)
	}
	if softErr != nil {
		return nil, softErr
	}
	if firstErr == nil {
		firstErr = sdk.NotFound("no module provides package %s", name)
	}
	if version != "" {
		firstErr = sdk.NotFound("no module provides package %s at version %s: %v", name, version, firstErr)
	} else {
		firstErr = sdk.NotFound("no module provides package %s: %v", name, firstErr)
	}
	if exists {
		return nil, goproxy.ModuleExists(firstErr)
	}
	return nil, firstErr
}

// lookupFailed reports whether err says a module could not be looked up
// (the proxy failed, the network is down, a limit was hit), as opposed to
// "not found" or a lookup that is switched off: the go command's
// unclassified errors, which end its search of shorter module paths.
func lookupFailed(err error) bool {
	switch sdk.Code(err) {
	case codes.NotFound, codes.FailedPrecondition, codes.Unimplemented, codes.InvalidArgument, codes.Canceled:
		return false
	}
	return true
}

func hasGoFiles(fsys fs.FS, dir string) bool {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return false
	}
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".go") && !strings.HasSuffix(e.Name(), "_test.go") {
			return true
		}
	}
	return false
}

// versionsOf lists mod's versions, its latest release, and the
// retractions and deprecation in that release's go.mod. It falls back to
// the module cache when the proxy cannot be used.
func (p *Provider) versionsOf(ctx context.Context, mod string) (latestEntry, error) {
	load := func(ctx context.Context) (latestEntry, memo.Lifetime, error) {
		e, err := p.fetchVersions(ctx, mod)
		return e, memo.Floating, err
	}
	pass := goproxy.PassOf(ctx)
	if pass == "" {
		return p.latest.Do(ctx, mod, load)
	}
	// In a step of a GOPROXY walk: "not found" holds for that entry only,
	// so it is kept apart; the versions found are what the whole list
	// gives (the entries before this one did not have the module).
	if e, ok := p.latest.Get(mod); ok {
		return e, nil
	}
	e, err := p.latest.Do(ctx, pass+" "+mod, load)
	if err == nil {
		p.latest.Put(mod, e, memo.Floating)
	}
	return e, err
}

func (p *Provider) fetchVersions(ctx context.Context, mod string) (latestEntry, error) {
	var e latestEntry
	var err error
	if err = p.proxyErr(); err == nil {
		e.versions, e.listedBy, err = p.proxy.List(ctx, mod)
	}
	if err != nil {
		cached := p.cache.Versions(mod)
		if len(cached) == 0 {
			return e, err
		}
		p.log().Debug("proxy list failed; using module cache", "module", mod, "error", err)
		e.versions, e.listedBy, e.listErr = cached, "", err
	}
	e.version = modresolve.LatestRelease(e.versions, nil)
	if e.version == "" {
		// Nothing tagged: @latest gives the pseudo-version of the default
		// branch. Some proxies 404 it; then the module has no version.
		if p.proxyErr() != nil {
			return e, sdk.NotFound("module %s has no versions in the module cache", mod)
		}
		info, origin, err := p.proxy.Latest(ctx, mod)
		if err != nil {
			return e, err
		}
		e.version, e.listedBy = info.Version, origin
		e.versions = append(e.versions, info.Version)
	}
	if hasIncompatible(e.versions) && !strings.HasSuffix(e.version, "+incompatible") {
		// The go command's @latest takes +incompatible versions when the
		// latest compatible one has no go.mod (the proxy then serves the
		// synthesized "module path" line): github.com/cenkalti/backoff's
		// latest is v2.2.1+incompatible, not v1.1.0.
		if gomod, err := p.goMod(ctx, mod, e.version); err == nil && bytes.Equal(gomod, legacyGoMod(mod)) {
			e.version = modresolve.LatestReleaseIncompatible(e.versions, nil)
			e.incompatible = true
		}
	}
	if gomod, err := p.goMod(ctx, mod, e.version); err == nil {
		e.retracted, _ = modresolve.Retractions(gomod)
		e.deprecate = modresolve.ModuleDeprecation(gomod)
		if e.incompatible {
			e.version = modresolve.LatestReleaseIncompatible(e.versions, e.retracted)
		} else {
			e.version = modresolve.LatestRelease(e.versions, e.retracted)
		}
	}
	return e, nil
}

func hasIncompatible(versions []string) bool {
	return slices.ContainsFunc(versions, func(v string) bool { return strings.HasSuffix(v, "+incompatible") })
}

// legacyGoMod is the go.mod the go command and proxies synthesize for a
// version without one (cmd/go's modfetch.LegacyGoMod).
func legacyGoMod(mod string) []byte {
	return []byte("module " + modfile.AutoQuote(mod) + "\n")
}

// maxMajorProbes bounds how many newer major versions are looked for
// (each is a proxy request, once per TTL).
const maxMajorProbes = 8

// newerMajor returns the highest major version path above mod's own
// (github.com/cenkalti/backoff/v5 above github.com/cenkalti/backoff at
// v2.2.1+incompatible) and its latest version, or "" when there is none.
// Majors are looked for one after the other, as the go command has no
// way to list them.
func (p *Provider) newerMajor(ctx context.Context, mod, latest string) (string, string) {
	prefix, pathMajor, ok := module.SplitPathVersion(mod)
	if !ok || strings.HasPrefix(mod, "gopkg.in/") && pathMajor == "" {
		return "", ""
	}
	sep := "/v"
	if strings.HasPrefix(pathMajor, ".v") {
		sep = ".v"
	}
	n := 1
	if pathMajor != "" {
		n, _ = strconv.Atoi(strings.TrimPrefix(strings.TrimPrefix(pathMajor, "/v"), ".v"))
	} else if m, err := strconv.Atoi(strings.TrimPrefix(semver.Major(latest), "v")); err == nil && m > 1 {
		n = m
	}
	var best, bestVersion string
	for k := n + 1; k <= n+maxMajorProbes; k++ {
		path := prefix + sep + strconv.Itoa(k)
		v, _ := p.majors.Do(ctx, path, func(ctx context.Context) (string, memo.Lifetime, error) {
			if p.proxyErr() != nil {
				return "", memo.Floating, nil
			}
			vs, _, err := p.proxy.List(goproxy.WithoutDirect(ctx), path)
			if err != nil {
				return "", memo.Floating, nil
			}
			return modresolve.LatestRelease(vs, nil), memo.Floating, nil
		})
		if v == "" {
			break
		}
		best, bestVersion = path, v
	}
	return best, bestVersion
}

func (p *Provider) goMod(ctx context.Context, mod, version string) ([]byte, error) {
	if data, err := p.cache.GoMod(mod, version); err == nil {
		return data, nil
	}
	if err := p.proxyErr(); err != nil {
		return nil, err
	}
	data, _, err := p.proxy.GoMod(ctx, mod, version)
	return data, err
}

// resolveVersion turns a query into a version of mod.
func (p *Provider) resolveVersion(ctx context.Context, mod, query string) (string, error) {
	switch {
	case query == "" || query == "latest":
		e, err := p.versionsOf(ctx, mod)
		return e.version, err
	case semver.IsValid(query) && query == semver.Canonical(query) && needsIncompatible(mod, query):
		return p.incompatible(ctx, mod, query)
	case semver.IsValid(query) && query == semver.Canonical(query) || strings.HasSuffix(query, "+incompatible") && semver.IsValid(query):
		return query, nil
	}
	if _, ok, err := modresolve.Query(query, nil, nil); err != nil {
		return "", sdk.InvalidArgument("%v", err)
	} else if ok || semver.IsValid(query) || strings.ContainsAny(query, "<>") {
		e, err := p.versionsOf(ctx, mod)
		if err != nil {
			return "", err
		}
		v, ok, err := modresolve.Query(query, e.versions, e.retracted)
		if err != nil {
			return "", sdk.InvalidArgument("%v", err)
		}
		if !ok {
			return "", sdk.NotFound("no version of %s matches %q", mod, query)
		}
		return v, nil
	}
	// A branch, tag or commit: the proxy resolves it.
	if err := p.proxyErr(); err != nil {
		return "", err
	}
	info, _, err := p.proxy.Info(ctx, mod, query)
	if err != nil {
		return "", err
	}
	return info.Version, nil
}

// versionNotFound is the NotFound for a version query mod has no match
// for, naming the nearest versions that exist.
func versionNotFound(mod, query string, e latestEntry) error {
	near := nearestVersions(e.versions, query, 3)
	shown := query
	if semver.IsValid(query) && needsIncompatible(mod, query) {
		shown += " (as " + query + "+incompatible: the path has no /" + semver.Major(query) + " suffix)"
	}
	if isRevision(query) {
		// No list names branches or commits: what was asked could not
		// resolve it, which is all this says.
		shown += " that the proxy resolves (no release of that name, and no branch, tag or commit it knows)"
	}
	msg := fmt.Sprintf("%s has no version %s", mod, shown)
	switch {
	case len(near) > 0 && isRevision(query):
		msg += "; its latest releases: " + strings.Join(near, ", ")
	case len(near) > 0:
		msg += "; nearest: " + strings.Join(near, ", ")
	}
	if e.version != "" && !slices.Contains(near, e.version) {
		msg += "; latest: " + e.version
	}
	return sdk.NotFound("%s", msg)
}

// isRevision reports whether a version query names a branch, tag or
// commit, which only the proxy, or the repository past it, can resolve:
// no semantic version or prefix of one ("v1.2"), no comparison ("<v2"),
// none of the go command's keywords.
func isRevision(query string) bool {
	switch query {
	case "", "latest", "upgrade", "patch":
		return false
	}
	return !semver.IsValid(query) && !strings.HasPrefix(query, "<") && !strings.HasPrefix(query, ">")
}

// nearestVersions returns up to n versions around query in semver order:
// the highest below it first, then the lowest above. A query that is no
// semver (a branch, a comparison) gets the highest releases.
func nearestVersions(versions []string, query string, n int) []string {
	vs := slices.Clone(versions)
	semver.Sort(vs)
	vs = slices.Compact(vs)
	q := query
	if !semver.IsValid(q) {
		if i := strings.IndexAny(q, "<>="); i >= 0 {
			q = strings.TrimLeft(q[i:], "<>=")
		}
	}
	if !semver.IsValid(q) {
		var out []string
		for i := len(vs) - 1; i >= 0 && len(out) < n; i-- {
			if semver.Prerelease(vs[i]) == "" && !module.IsPseudoVersion(vs[i]) {
				out = append(out, vs[i])
			}
		}
		return out
	}
	i, _ := slices.BinarySearchFunc(vs, q, semver.Compare)
	var out []string
	for lo, hi := i-1, i; len(out) < n && (lo >= 0 || hi < len(vs)); {
		if lo >= 0 {
			out = append(out, vs[lo])
			lo--
		}
		if hi < len(vs) && len(out) < n {
			out = append(out, vs[hi])
			hi++
		}
	}
	return out
}

// needsIncompatible reports whether version is only valid for mod with
// +incompatible: major 2 or more on a path without a /vN suffix (a
// repository tagged v2+ before it had a go.mod).
func needsIncompatible(mod, version string) bool {
	return module.Check(mod, version) != nil && module.Check(mod, version+"+incompatible") == nil
}

// incompatible maps a v2+ version of a path without /vN to its
// +incompatible form, as the go command does: go get m@v2.1.0 means
// v2.1.0+incompatible when that tag has no go.mod. The form must be
// listed (proxy or module cache) or be what the proxy resolves the plain
// version to; a tag with a go.mod has no valid version on this path.
func (p *Provider) incompatible(ctx context.Context, mod, version string) (string, error) {
	inc := version + "+incompatible"
	e, listErr := p.versionsOf(ctx, mod)
	if listErr == nil && slices.Contains(e.versions, inc) {
		return inc, nil
	}
	if p.proxyErr() == nil {
		info, _, err := p.proxy.Info(ctx, mod, version)
		if err == nil && info.Version == inc {
			return inc, nil
		}
		if err != nil && sdk.Code(err) != codes.NotFound && (listErr == nil || sdk.Code(listErr) == codes.NotFound) {
			return "", err
		}
	}
	if listErr != nil {
		return "", listErr
	}
	major := semver.Major(version)
	if slices.ContainsFunc(e.versions, func(v string) bool { return semver.Major(v) == major }) {
		return "", sdk.NotFound("%s has no version %s: a module path without a /%s suffix holds %s versions only as +incompatible (tags without a go.mod), and %s is not among them", mod, version, major, major, inc)
	}
	// No release of that major on this path: the usual mistake of asking
	// for m@v2.x instead of m/v2@v2.x (the go command calls it invalid).
	return "", sdk.InvalidArgument("invalid version %s for %s: %s versions of a module are published under the path %s/%s (or as +incompatible, and %s has none)", version, mod, major, mod, major, mod)
}

// flagRetracted adds the latest version and retraction/deprecation notes.
// Failures only lose the notes.
func (p *Provider) flagRetracted(ctx context.Context, t *target, mod, version string) {
	e, err := p.versionsOf(ctx, mod)
	if err != nil {
		return
	}
	t.latest = e.version
	if path, v := p.newerMajor(ctx, mod, e.version); path != "" {
		major := semver.Major(v)
		t.facts = append(t.facts, sdk.Fact{Label: "Newer major", Value: fmt.Sprintf("%s is %s (latest %s): a new import path, not an upgrade of this one", major, path, v)})
	}
	if r, ok := modresolve.IsRetracted(version, e.retracted); ok {
		msg := fmt.Sprintf("%s@%s is retracted by the module author", mod, version)
		if r.Rationale != "" {
			msg += ": " + r.Rationale
		}
		if e.version != "" && e.version != version {
			msg += "; latest is " + e.version
		}
		t.notes = append(t.notes, msg)
		t.facts = append(t.facts, sdk.Fact{Label: "Retracted", Value: cmpOr(r.Rationale, "yes")})
	}
	t.deprecated = e.deprecate
}

// fetchTree returns mod@version's files: memory, module cache (extracted
// directory, then zip), then GOPROXY.
func (p *Provider) fetchTree(ctx context.Context, mod, version string, kind sdk.SourceKind) (*tree, error) {
	key := mod + "@" + version
	if err := module.Check(mod, version); err != nil {
		return nil, sdk.InvalidArgument("invalid module version %s: %v", key, err)
	}
	tr, err := p.trees.Do(ctx, key, func(ctx context.Context) (*tree, memo.Lifetime, error) {
		t, err := p.readTree(ctx, mod, version, kind)
		return t, memo.Stable, err
	})
	if err != nil {
		return nil, err
	}
	if tr.source.Kind != sdk.SourceLocalInstall && tr.source.Kind != kind {
		// Files fetched from GOPROXY are remembered once per module
		// version, but what they are is this caller's: the project's
		// go.mod's version, or a version asked for. Kept from the first
		// caller, a project's answer said "registry" after a call that
		// named the version, and a version asked for "project manifest"
		// after a project's call.
		c := *tr
		c.source.Kind = kind
		return &c, nil
	}
	return tr, nil
}

func (p *Provider) readTree(ctx context.Context, mod, version string, kind sdk.SourceKind) (*tree, error) {
	if dir, ok := p.cache.ModuleDir(mod, version); ok {
		return &tree{fsys: os.DirFS(dir), module: mod, version: version, source: sdk.Source{Kind: sdk.SourceLocalInstall, Detail: dir, FetchedAt: time.Now()}}, nil
	}
	lim := modzip.Limits{MaxZipBytes: p.cfg.MaxZipBytes}
	if data, err := p.cache.ReadZip(mod, version, p.cfg.MaxZipBytes); err == nil {
		if fsys, err := modzip.Open(data, mod, version, lim); err == nil {
			zp, _ := p.cache.Zip(mod, version)
			return &tree{fsys: fsys, module: mod, version: version, size: int64(len(data)), source: sdk.Source{Kind: sdk.SourceLocalInstall, Detail: zp, FetchedAt: time.Now()}}, nil
		}
	}
	if err := p.proxyErr(); err != nil {
		return nil, err
	}
	data, origin, err := p.proxy.Zip(ctx, mod, version)
	var fsys fs.FS
	size := int64(len(data))
	switch {
	case errors.Is(err, goproxy.ErrTooLarge):
		// Over what is kept in memory whole: a module with megabytes of
		// test data (a bitmap library's 140 MB of sample bitmaps).
		fsys, size, origin, err = p.readLargeZip(ctx, mod, version)
		if err != nil {
			return nil, err
		}
	case err != nil:
		return nil, err
	default:
		if fsys, err = modzip.Open(data, mod, version, lim); err != nil {
			if errors.Is(err, modzip.ErrTooLarge) {
				return nil, sdk.ResourceExhausted("%v", err)
			}
			return nil, sdk.FailedPrecondition("unsafe or corrupt module zip from %s: %v", origin, err)
		}
	}
	return &tree{fsys: fsys, module: mod, version: version, size: size, source: sdk.Source{Kind: kind, Detail: string(origin), FetchedAt: time.Now(), Registry: sdk.RegistryID(string(origin)),
		Public: p.publicFrom(ctx, origin, mod)}}, nil
}

// readLargeZip reads a module zip over MaxZipBytes, up to the go
// command's bound, through a temporary file: its files but those in
// testdata directories are kept in memory, at most MaxZipBytes of them.
func (p *Provider) readLargeZip(ctx context.Context, mod, version string) (fs.FS, int64, goproxy.Origin, error) {
	f, origin, err := p.proxy.ZipFile(ctx, mod, version)
	if err != nil {
		return nil, 0, "", err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, 0, "", sdk.Unavailable("%s@%s zip: %v", mod, version, err)
	}
	fsys, size, err := modzip.OpenLarge(f, fi.Size(), mod, version, p.cfg.MaxZipBytes)
	if err != nil {
		if errors.Is(err, modzip.ErrTooLarge) {
			return nil, 0, "", sdk.ResourceExhausted("%v", err)
		}
		return nil, 0, "", sdk.FailedPrecondition("unsafe or corrupt module zip from %s: %v", origin, err)
	}
	return fsys, size, origin, nil
}

// load documents the target's package, cached per module version.
func (p *Provider) load(t *target) (*apidoc.Package, error) {
	key := t.tree.module + "@" + t.tree.version + "/" + t.dir + "|" + t.tree.source.Detail
	return p.pkgs.Do(context.Background(), key, func(context.Context) (*apidoc.Package, memo.Lifetime, error) {
		pkg, err := p.loadPackage(t)
		return pkg, memo.Stable, err
	})
}

func (p *Provider) loadPackage(t *target) (*apidoc.Package, error) {
	ctx := apidocContext()
	pkg, err := apidoc.Load(t.tree.fsys, t.dir, t.pkg, apidoc.Options{Context: &ctx, AnyPlatform: true})
	if err != nil {
		switch {
		case errors.Is(err, apidoc.ErrNoPackage), errors.Is(err, fs.ErrNotExist):
			return nil, sdk.NotFound("%s@%s has no package %s that builds on any platform (no Go files there, or only files excluded everywhere, such as //go:build ignore)", t.tree.module, t.tree.version, t.pkg)
		case errors.Is(err, apidoc.ErrTooLarge):
			return nil, sdk.ResourceExhausted("%v", err)
		}
		return nil, sdk.FailedPrecondition("document %s: %v", t.pkg, err)
	}
	return pkg, nil
}

// relDir is a package's directory relative to its module root.
func relDir(modRoot, dir string) string {
	if modRoot == "." {
		return dir
	}
	r := strings.TrimPrefix(strings.TrimPrefix(dir, modRoot), "/")
	return path.Clean(cmpOr(r, "."))
}

func (p *Provider) projectFor(dir string) (*modresolve.Project, error) {
	return modresolve.LoadProject(dir, modresolve.ProjectOptions{GOWORK: p.env.GOWORK, ModFlag: p.env.ModFlag(), ModFile: p.env.ModFileFlag()})
}
