package swift

import (
	"cmp"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/swift/githost"
	"github.com/pkgdocs/pkgdocs/plugins/swift/manifest"
	"github.com/pkgdocs/pkgdocs/plugins/swift/mirrors"
	"github.com/pkgdocs/pkgdocs/plugins/swift/pkgref"
	"github.com/pkgdocs/pkgdocs/plugins/swift/registry"
	"github.com/pkgdocs/pkgdocs/plugins/swift/resolved"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
	"github.com/pkgdocs/pkgdocs/sdk/localtree"
	"github.com/pkgdocs/pkgdocs/sdk/memo"
)

// request is a validated describe request.
type request struct {
	ref     pkgref.Ref
	want    manifest.Requirement // explicit version; zero when none
	project string
	trusted bool // the user chose project (sdk.PackageRef.ProjectTrusted)
}

func parseRequest(pr sdk.PackageRef) (request, error) {
	ref, err := pkgref.Parse(pr.Name)
	if err != nil {
		return request{}, sdk.InvalidArgument("%v", err)
	}
	want, err := parseVersionArg(pr.Version)
	if err != nil {
		return request{}, err
	}
	r := request{ref: ref, want: want, trusted: pr.ProjectTrusted}
	if pr.ProjectPath != "" {
		if len(pr.ProjectPath) > 4096 || !filepath.IsAbs(pr.ProjectPath) || strings.ContainsRune(pr.ProjectPath, 0) {
			return request{}, sdk.InvalidArgument("projectPath %q: want an absolute directory", pr.ProjectPath)
		}
		r.project = filepath.Clean(pr.ProjectPath)
	}
	return r, nil
}

// projectFacts is what the project says about one dependency.
type projectFacts struct {
	pin     *resolved.Pin
	pinFile string
	dep     *manifest.Dependency
}

// project reads the project's pin and manifest requirement for identity.
func (p *Provider) projectFacts(project, identity string) projectFacts {
	var f projectFacts
	if project == "" {
		return f
	}
	if file, pin, err := resolved.Find(project, identity); err == nil {
		f.pin, f.pinFile = &pin, file.Path
	}
	if m := readProjectManifest(project); m != nil {
		for i, d := range m.Dependencies {
			id := strings.ToLower(d.ID)
			if id == "" {
				id = pkgref.IdentityOf(d.URL + d.Path)
			}
			if id == identity {
				f.dep = &m.Dependencies[i]
			}
		}
	}
	return f
}

func readProjectManifest(project string) *manifest.Manifest {
	b, err := localfile.Read(filepath.Join(project, "Package.swift"), manifest.MaxBytes)
	if err != nil {
		return nil
	}
	m, err := manifest.Parse(b)
	if err != nil {
		return nil
	}
	return m
}

// locate finds the package's files at the version the request means.
func (p *Provider) locate(ctx context.Context, r request) (*source, error) {
	ref := r.ref
	facts := p.projectFacts(r.project, ref.Identity)
	if ref.Kind == pkgref.Identity && facts.pin == nil && facts.dep == nil && r.project != "" {
		// a product name ("ArgumentParser") the project depends on
		id, product := productPackage(r.project, ref.Identity)
		if id == "" {
			id, product = p.productInCheckouts(r.project, ref.Identity)
		}
		if id != "" {
			if ref.Module == "" {
				ref.Module = product
			}
			ref.Identity, ref.Scope, ref.Name = id, "", ""
			if sc, nm, ok := strings.Cut(id, "."); ok && !strings.ContainsAny(nm, ".") {
				ref.Scope, ref.Name = sc, nm
			}
			facts = p.projectFacts(r.project, id)
		}
	}
	if ref.Alt != nil && facts.pin == nil && facts.dep == nil {
		// "identity/Module" when the project knows the identity
		if alt := p.projectFacts(r.project, ref.Alt.Identity); alt.pin != nil || alt.dep != nil {
			ref, facts = *ref.Alt, alt
		}
	}
	s := &source{identity: ref.Identity, url: ref.URL, scope: ref.Scope, name: ref.Name, owner: ref.Owner, repo: ref.Repo, module: ref.Module}
	if s.url == "" && facts.pin != nil && facts.pin.Kind != "registry" {
		s.url = facts.pin.Location
	}
	if s.url == "" && facts.dep != nil && facts.dep.URL != "" {
		s.url = facts.dep.URL
	}
	if s.url != "" && s.scope == "" {
		// SwiftPM's dependency mirrors: fetched from the mirror, never
		// from the original.
		ms, err := mirrors.Load(r.project, p.cfg.Home, r.trusted, os.Getenv)
		if err != nil {
			return nil, sdk.FailedPrecondition("%v", err)
		}
		if m, ok := ms.For(s.url, githost.SameRepository); ok {
			s.original, s.mirrorFile = s.url, ms.File
			s.owner, s.repo = "", ""
			if mirrors.IsRegistryIdentity(m) {
				s.url = ""
				s.scope, s.name, _ = strings.Cut(m, ".")
				s.mirrorNote = fmt.Sprintf("%s mirrors %s to the registry package %s: SwiftPM fetches it from there, not from the repository, and so does pkgdocs", ms.File, s.original, m)
			} else {
				s.url = m
				s.mirrorNote = fmt.Sprintf("%s mirrors %s to %s: SwiftPM fetches it from the mirror, never from the original, and so does pkgdocs", ms.File, s.original, m)
			}
		}
	}
	if s.owner == "" && s.url != "" {
		if gr, err := pkgref.Parse(s.url); err == nil {
			s.owner, s.repo = gr.Owner, gr.Repo
		}
	}
	if facts.pin != nil && facts.pin.Kind == "registry" && s.scope == "" {
		if sc, nm, ok := strings.Cut(facts.pin.Location, "."); ok {
			s.scope, s.name = sc, nm
		} else if sc, nm, ok := strings.Cut(facts.pin.Identity, "."); ok {
			s.scope, s.name = sc, nm
		}
	}

	// which version
	want := r.want
	kind := sdk.SourceRegistry
	switch {
	case want.Kind != "":
	case facts.pin != nil:
		kind = sdk.SourceLockfile
		switch {
		case facts.pin.Version != "":
			want = manifest.Requirement{Kind: "exact", Value: facts.pin.Version}
			s.pinnedRev = facts.pin.Revision
		case facts.pin.Revision != "":
			want = manifest.Requirement{Kind: "revision", Value: facts.pin.Revision}
			s.branch = facts.pin.Branch
		}
	case facts.dep != nil && facts.dep.Requirement.Kind != "":
		kind = sdk.SourceManifest
		want = facts.dep.Requirement
	}

	// 1. the project's checkout, when it holds the version wanted
	if r.project != "" {
		if dir, ok := p.checkoutDir(r.project, s.identity); ok && (r.want.Kind == "" || pinMatches(facts.pin, r.want)) {
			fsys, err := localTree(dir)
			if err == nil {
				s.fsys, s.kind, s.detail = fsys, sdk.SourceLocalInstall, dir
				s.public = false
				if facts.pin != nil {
					s.version, s.revision = facts.pin.Version, facts.pin.Revision
					if s.version == "" {
						s.branch = facts.pin.Branch
					}
					if cs, ok := checkedOut(dir, s.identity); ok && facts.pin.Revision != "" && cs.Revision != "" && cs.Revision != facts.pin.Revision {
						// Package.resolved moved on (a pull) and nothing
						// resolved since: the checkout holds another
						// version, which the next build replaces.
						s.version, s.revision, s.branch = cs.Version, cs.Revision, cs.Branch
						s.notes = append(s.notes, fmt.Sprintf("the project's checkout %s holds %s, but Package.resolved pins %s: the next `swift build` or `swift package resolve` checks the pinned one out; this answer is the checkout's. Ask with version %q for the pinned one.",
							dir, orNone(cmp.Or(cs.Version, cs.Branch, short(cs.Revision))), cmp.Or(facts.pin.Version, facts.pin.Branch, short(facts.pin.Revision)), cmp.Or(facts.pin.Version, facts.pin.Revision)))
					}
				} else {
					s.notes = append(s.notes, "the project's Package.resolved does not pin this package; the checkout's version is unknown")
				}
				// The newest release SwiftPM has seen for the project,
				// without asking the code host: a checkout answer stays
				// offline, and the upgrade prompt still has a target.
				if s.latest = fetchedLatest(dir, s.identity, s.url); s.latest != "" {
					s.notes = append(s.notes, fmt.Sprintf("the latest version shown (%s) is the newest tag SwiftPM fetched for the project (its checkout and repository cache under %s, as of the last `swift package resolve` or `update`); the code host was not asked", s.latest, filepath.Dir(filepath.Dir(dir))))
				}
				return s, nil
			}
		}
	}

	// 1b. a path dependency (.package(path: "../LocalKit")): SwiftPM
	// builds that directory as it is, at no version. A project the user
	// did not choose names directories inside itself only.
	if r.project != "" && facts.dep != nil && facts.dep.Path != "" && r.want.Kind == "" {
		dir := facts.dep.Path
		if !filepath.IsAbs(dir) {
			dir = filepath.Join(r.project, filepath.FromSlash(dir))
		}
		rel, err := filepath.Rel(r.project, dir)
		if !r.trusted && (err != nil || !filepath.IsLocal(rel)) {
			return nil, sdk.FailedPrecondition("the project depends on %s by path (Package.swift: .package(path: %q)), a directory outside it, and the project is not one the user chose, so that directory is not read. To read it, trust the project: open it as a root in the MCP client, start pkgdocs in it, or pass --project %s", ref.Identity, facts.dep.Path, r.project)
		}
		fsys, err := localTree(dir)
		if err != nil {
			return nil, sdk.FailedPrecondition("the project depends on %s by path (Package.swift: .package(path: %q)), but %s cannot be read: %v", ref.Identity, facts.dep.Path, dir, err)
		}
		s.fsys, s.kind, s.detail, s.depPath = fsys, sdk.SourceLocalFolder, dir, facts.dep.Path
		s.notes = append(s.notes, fmt.Sprintf("the project depends on this package by path (Package.swift: .package(path: %q)): SwiftPM builds the directory %s as it is, at no version; this documents its source there", facts.dep.Path, dir))
		return s, nil
	}

	// 1c. a pin to a git repository on this machine (kind
	// localSourceControl: .package(url: "file:///…")): SwiftPM clones it
	// at the pinned revision; its working tree is that revision only when
	// HEAD is there. A project the user did not choose names directories
	// inside itself only.
	if r.project != "" && facts.pin != nil && facts.pin.Kind == "localSourceControl" && r.want.Kind == "" {
		dir := localRepoDir(facts.pin.Location)
		if dir == "" {
			return nil, sdk.FailedPrecondition("%s pins %s to the local repository %q, which is no absolute path on this machine, and the project has no checkout of it (run `swift package resolve` there)", facts.pinFile, ref.Identity, facts.pin.Location)
		}
		rel, err := filepath.Rel(r.project, dir)
		if !r.trusted && (err != nil || !filepath.IsLocal(rel)) {
			return nil, sdk.FailedPrecondition("%s pins %s to the local repository %s, outside the project, and the project is not one the user chose, so that directory is not read. To read it, trust the project: open it as a root in the MCP client, start pkgdocs in it, or pass --project %s", facts.pinFile, ref.Identity, dir, r.project)
		}
		head, err := gitHead(dir)
		if err != nil {
			return nil, sdk.FailedPrecondition("%s pins %s %s from the local repository %s, the project has no checkout of it (run `swift package resolve` there), and which commit that repository's working tree holds cannot be read: %v", facts.pinFile, ref.Identity, cmp.Or(facts.pin.Version, short(facts.pin.Revision)), dir, err)
		}
		if facts.pin.Revision != "" && head != facts.pin.Revision {
			return nil, sdk.FailedPrecondition("%s pins %s %s (commit %s) from the local repository %s, whose working tree is at another commit (%s), and the project has no checkout of the pinned one: run `swift package resolve` in the project (pkgdocs reads .build/checkouts), or check the pinned commit out in %s", facts.pinFile, ref.Identity, cmp.Or(facts.pin.Version, short(facts.pin.Revision)), short(facts.pin.Revision), dir, short(head), dir)
		}
		fsys, err := localTree(dir)
		if err != nil {
			return nil, sdk.FailedPrecondition("%s pins %s to the local repository %s, which cannot be read: %v", facts.pinFile, ref.Identity, dir, err)
		}
		s.fsys, s.kind, s.detail = fsys, sdk.SourceLocalFolder, dir
		s.version, s.revision = facts.pin.Version, facts.pin.Revision
		if s.version == "" {
			s.branch = facts.pin.Branch
		}
		s.notes = append(s.notes, fmt.Sprintf("%s pins this package to the local repository %s, whose working tree is at the pinned commit %s: this documents that tree", filepath.Base(facts.pinFile), dir, short(head)))
		return s, nil
	}

	// 1d. a dependency on a git repository on this machine that no
	// Package.resolved pins yet (.package(url: "file:///…")): SwiftPM
	// resolves the newest tag the requirement allows; its working tree is
	// that version only when HEAD is at the tag's commit. Tags are read
	// from the .git files, nothing is run.
	if r.project != "" && facts.pin == nil && facts.dep != nil && facts.dep.URL != "" {
		if dir := localRepoDir(facts.dep.URL); dir != "" {
			return p.fromLocalRepo(r, ref, s, facts.dep, dir, want)
		}
	}

	// Not in the project: where it comes from is the mirror's business.
	if s.mirrorNote != "" {
		s.notes = append(s.notes, s.mirrorNote)
	}

	// 2. SwiftPM's shared repository cache: a bare mirror, read with git
	// archive, no network
	if s.url != "" && s.scope == "" {
		dirs := githost.MirrorDirs(p.cfg.Home)
		if r.project != "" && r.trusted {
			// The project's own repository cache first: SwiftPM fetched
			// every tag of the repository there (git runs on it, so only
			// for a project the user chose).
			dirs = append([]string{filepath.Join(r.project, ".build", "repositories")}, dirs...)
		}
		id := s.identity
		if s.original != "" {
			// The cache names the repository after the mirror's URL.
			id = pkgref.IdentityOf(s.url)
		}
		if dir := githost.FindMirror(dirs, id, s.url); dir != "" {
			if ok := p.fromMirror(ctx, s, dir, want); ok {
				return s, nil
			}
		}
	}

	// 3. a registry
	if s.scope != "" {
		cfg, err := registry.LoadConfig(r.project, p.cfg.Home, r.trusted)
		if err != nil {
			return nil, sdk.FailedPrecondition("SwiftPM registry configuration: %v", err)
		}
		if cfg.IgnoredFor(s.scope) != "" {
			return nil, sdk.FailedPrecondition("the project's %s sends scope %q to another registry, but the project is not one the user chose, so its configuration is not used; %s was not looked up anywhere, since the user's registry could answer with a different package of the same name. To use the project's configuration, trust the project: open it as a root in the MCP client, start pkgdocs in it, or pass --project %s", cfg.Ignored, s.scope, ref.Identity, r.project)
		}
		if cfg.Ignored != "" {
			s.notes = append(s.notes, "the project's "+cfg.Ignored+" was not used: registries came from the home directory's configuration only, because the project is not one the user chose (a client root, --project, or the project directory pkgdocs was started in)")
		}
		if base := cfg.For(s.scope); base != "" {
			return p.fromRegistry(ctx, s, cfg, base, want, kind)
		}
		if s.url == "" {
			return nil, sdk.NotFound("%s: no package registry is configured for scope %q (.swiftpm/configuration/registries.json in the project or the home directory), and the project pins no repository for it", ref.Identity, s.scope)
		}
	}

	// 4. the code host
	if s.url == "" {
		if r.project == "" {
			return nil, sdk.NotFound("%q is a package identity, and without projectPath there is no Package.resolved to find its repository: pass the repository URL or GitHub owner/repo", ref.Identity)
		}
		return nil, sdk.NotFound("%q is not a dependency of the project at %s (no pin in Package.resolved, no entry in Package.swift): pass the repository URL or GitHub owner/repo", ref.Identity, r.project)
	}
	s.pinned = func(err error) error { return pinnedError(facts, r.want.Kind == "", err) }
	if s.owner != "" {
		out, err := p.fromGitHub(ctx, s, want, kind)
		return out, pinnedError(facts, r.want.Kind == "", err)
	}
	tags, err := p.gitTags(ctx, s.url)
	if err != nil {
		if s.original != "" {
			err = fmt.Errorf("%s mirrors %s to %s (the original is not asked): %w", s.mirrorFile, s.original, s.url, err)
		}
		return nil, pinnedError(facts, r.want.Kind == "", err)
	}
	sv := semverTags(tags)
	s.latest = latest(sv)
	if s.original != "" {
		return nil, sdk.FailedPrecondition("%s mirrors %s to %s, which is not on GitHub: its sources are read only from the project's checkouts and SwiftPM's repository cache, which do not hold the version wanted (run `swift package resolve` in the project); the latest version tagged on the mirror is %s", s.mirrorFile, s.original, s.url, orNone(s.latest))
	}
	return nil, sdk.FailedPrecondition("%s is not on GitHub: its sources are read only from the project's checkouts (run `swift package resolve` in the project); the latest version tagged there is %s", s.url, orNone(s.latest))
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// pinMatches reports whether the project's pin satisfies the version asked.
func pinMatches(pin *resolved.Pin, want manifest.Requirement) bool {
	if pin == nil {
		return false
	}
	switch want.Kind {
	case "revision":
		return strings.HasPrefix(pin.Revision, want.Value)
	case "branch":
		return pin.Branch == want.Value
	}
	if pin.Version == "" {
		return false
	}
	c, ok := constraint(want)
	if !ok {
		return false
	}
	tv := semverTags([]string{pin.Version})
	return len(tv) == 1 && c.Check(tv[0].v)
}

// gitTags lists a repository's tags with git, memoized for the TTL.
func (p *Provider) gitTags(ctx context.Context, url string) ([]string, error) {
	return p.tags.Do(ctx, "git "+url, func(ctx context.Context) ([]string, memo.Lifetime, error) {
		t, err := p.git.Tags(ctx, url)
		return t, memo.Floating, err
	})
}

// choose picks the version from tags for a requirement.
func choose(tags []string, want manifest.Requirement, what string) (tagVersion, string, error) {
	sv := semverTags(tags)
	lat := latest(sv)
	if len(sv) == 0 {
		return tagVersion{}, "", sdk.NotFound("%s has no semantic version tags", what)
	}
	t, ok := pick(sv, want)
	if !ok {
		return tagVersion{}, lat, sdk.NotFound("%s has no version matching %s (latest: %s)", what, want, orNone(lat))
	}
	return t, lat, nil
}

func (p *Provider) fromGitHub(ctx context.Context, s *source, want manifest.Requirement, kind sdk.SourceKind) (*source, error) {
	what := "github.com/" + s.owner + "/" + s.repo
	ref := ""
	tags, err := p.tags.Do(ctx, "github "+strings.ToLower(what), func(ctx context.Context) ([]string, memo.Lifetime, error) {
		t, err := p.github.Tags(ctx, s.owner, s.repo)
		return t, memo.Floating, err
	})
	if err != nil && want.Kind == "exact" && s.pinnedRev != "" && ctx.Err() == nil {
		// The pin names the commit: the archive at it is the version, and
		// only the newest release stays unknown.
		s.notes = append(s.notes, fmt.Sprintf("the tags of %s could not be listed (%v): read at the revision Package.resolved pins for %s; the newest release is unknown", what, err, want.Value))
		ref, s.version, s.revision = s.pinnedRev, want.Value, s.pinnedRev
		return p.githubArchive(s, what, ref, kind), nil
	}
	if err != nil {
		return nil, fmt.Errorf("%s tags: %w", what, err)
	}
	switch want.Kind {
	case "branch":
		ref, s.branch = want.Value, want.Value
		s.latest = latest(semverTags(tags))
	case "revision":
		ref, s.revision = want.Value, want.Value
		s.latest = latest(semverTags(tags))
	default:
		t, lat, err := choose(tags, want, what)
		if err != nil {
			return nil, err
		}
		ref, s.version, s.latest = t.tag, t.plain(), lat
	}
	return p.githubArchive(s, what, ref, kind), nil
}

// githubArchive makes s the repository's archive at ref, fetched on open.
func (p *Provider) githubArchive(s *source, what, ref string, kind sdk.SourceKind) *source {
	s.kind, s.detail = kind, "https://github.com/"+s.owner+"/"+s.repo+"/tree/"+ref
	s.registry = cmp.Or(p.cfg.GitHubAPI, githost.DefaultAPI) // the API the archive comes from
	s.public = p.github.Anonymous()
	s.open = func(ctx context.Context, s *source) error {
		data, err := p.github.Zipball(ctx, s.owner, s.repo, ref)
		if err != nil {
			return fmt.Errorf("%s source archive at %s: %w", what, ref, err)
		}
		if s.fsys, err = zipTree(data, p.cfg.MaxArchiveBytes); err != nil {
			return err
		}
		if repo, err := p.github.Repo(ctx, s.owner, s.repo); err == nil {
			if repo.License != nil && repo.License.SPDXID != "" && repo.License.SPDXID != "NOASSERTION" {
				s.license = repo.License.SPDXID
			}
			s.summary = repo.Description
		}
		return nil
	}
	return s
}

// pinnedError names the project's pin in an error from fetching it, so
// the agent learns the version the project uses even without its docs;
// fromPin is false when the caller named a version of its own.
func pinnedError(facts projectFacts, fromPin bool, err error) error {
	if err == nil || facts.pin == nil || !fromPin {
		return err
	}
	v := cmp.Or(facts.pin.Version, facts.pin.Branch, short(facts.pin.Revision))
	return fmt.Errorf("%s pins %s %s, which is not checked out in the project (run `swift package resolve` there) and could not be fetched: %w", facts.pinFile, facts.pin.Identity, v, err)
}

func (p *Provider) fromRegistry(ctx context.Context, s *source, cfg *registry.Config, base string, want manifest.Requirement, kind sdk.SourceKind) (*source, error) {
	c, err := registry.NewClient(cfg, base, p.cfg.NetrcPath, p.cfg.HTTP)
	if err != nil {
		return nil, err
	}
	c.Fetch.MaxBytes = p.cfg.MaxArchiveBytes
	what := s.scope + "." + s.name
	if want.Kind == "branch" || want.Kind == "revision" {
		return nil, sdk.InvalidArgument("%s comes from a registry, which publishes versions only, not %s %q", what, want.Kind, want.Value)
	}
	rels, err := p.tags.Do(ctx, "registry "+base+" "+strings.ToLower(what), func(ctx context.Context) ([]string, memo.Lifetime, error) {
		r, err := c.Releases(ctx, s.scope, s.name)
		return r, memo.Floating, err
	})
	if err != nil {
		return nil, fmt.Errorf("registry %s: %w", c, err)
	}
	t, lat, err := choose(rels, want, what)
	if err != nil {
		return nil, err
	}
	s.version, s.latest = t.plain(), lat
	s.kind, s.detail = kind, c.String()+"/"+s.scope+"/"+s.name+"/"+t.tag
	s.public = false // a configured registry
	s.registry = c.String()
	s.open = func(ctx context.Context, s *source) error {
		rel, err := c.Release(ctx, s.scope, s.name, t.tag)
		if err != nil {
			return fmt.Errorf("registry %s: %w", c, err)
		}
		data, err := c.Archive(ctx, s.scope, s.name, t.tag, rel)
		if err != nil {
			return fmt.Errorf("registry %s: %w", c, err)
		}
		if s.fsys, err = zipTree(data, p.cfg.MaxArchiveBytes); err != nil {
			return err
		}
		s.summary = rel.Metadata.Description
		if len(rel.Metadata.RepositoryURLs) > 0 && s.url == "" {
			s.url = rel.Metadata.RepositoryURLs[0]
		}
		return nil
	}
	return s, nil
}

// fromMirror sets s up to read a version from a SwiftPM cache mirror; it
// reports false (leaving s as it was) when the mirror lacks the version,
// so that the network is asked instead.
func (p *Provider) fromMirror(ctx context.Context, s *source, dir string, want manifest.Requirement) bool {
	tags, err := p.git.MirrorTags(ctx, dir)
	if err != nil {
		return false
	}
	rev, version, branch := "", "", ""
	switch want.Kind {
	case "revision":
		rev = want.Value
	case "branch":
		rev, branch = want.Value, want.Value
	default:
		t, _, err := choose(tags, want, dir)
		if err != nil {
			return false
		}
		rev, version = t.tag, t.plain()
	}
	if want.Kind == "revision" || want.Kind == "branch" {
		// a mirror may be older than the pin: make sure the commit is there
		if !p.git.MirrorHas(ctx, dir, rev) {
			return false
		}
	}
	s.version, s.branch, s.latest = version, branch, latest(semverTags(tags))
	if want.Kind == "revision" {
		s.revision = rev
	}
	s.kind, s.detail = sdk.SourceCache, "SwiftPM repository cache "+dir+" at "+rev
	s.public = false
	s.notes = append(s.notes, "read from SwiftPM's repository cache "+dir+"; the latest version shown is the newest tag the cache had")
	s.open = func(ctx context.Context, s *source) error {
		data, err := p.git.MirrorArchive(ctx, dir, rev, int(p.cfg.MaxArchiveBytes))
		if err != nil {
			return sdk.Unavailable("%v", err)
		}
		s.fsys, err = zipTree(data, p.cfg.MaxArchiveBytes)
		return err
	}
	return true
}

// productPackage finds the package whose product the project's targets
// depend on under the name product (any case): its identity and the
// product's name as declared.
func productPackage(project, product string) (identity, name string) {
	m := readProjectManifest(project)
	if m == nil {
		return "", ""
	}
	for _, t := range m.Targets {
		for _, pr := range t.Products {
			if strings.EqualFold(pr.Name, product) && pr.Package != "" {
				return strings.ToLower(pr.Package), pr.Name
			}
		}
	}
	return "", ""
}

// maxProductPins bounds the checkouts whose manifests are read to find a
// product by name.
const maxProductPins = 200

// productInCheckouts finds a product by name in the manifests of the
// project's checked-out pins: what an Xcode project, which has no
// Package.swift, offers.
func (p *Provider) productInCheckouts(project, product string) (identity, name string) {
	seen := map[string]bool{}
	for _, path := range resolved.Candidates(project) {
		f, err := resolved.Read(path)
		if err != nil {
			continue
		}
		for _, pin := range f.Pins {
			if seen[pin.Identity] || len(seen) >= maxProductPins {
				continue
			}
			seen[pin.Identity] = true
			dir, ok := p.checkoutDir(project, pin.Identity)
			if !ok {
				continue
			}
			b, err := localfile.ReadFS(localtree.Dir(dir), "Package.swift", manifest.MaxBytes)
			if err != nil {
				continue
			}
			m, err := manifest.Parse(b)
			if err != nil {
				continue
			}
			for _, pr := range m.Products {
				if pr.Kind == "library" && strings.EqualFold(pr.Name, product) {
					return pin.Identity, pr.Name
				}
			}
		}
	}
	return "", ""
}
