package rust

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/plugins/rust/cargoconfig"
	"github.com/pkgdocs/pkgdocs/plugins/rust/cargocred"
	"github.com/pkgdocs/pkgdocs/plugins/rust/cargolock"
	"github.com/pkgdocs/pkgdocs/plugins/rust/cargomanifest"
	"github.com/pkgdocs/pkgdocs/plugins/rust/cargoreq"
	"github.com/pkgdocs/pkgdocs/plugins/rust/cratename"
	"github.com/pkgdocs/pkgdocs/plugins/rust/sparse"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/credentials"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
	"github.com/pkgdocs/pkgdocs/sdk/localtree"
	"github.com/pkgdocs/pkgdocs/sdk/memo"
)

// maxManifestBytes bounds Cargo.toml and Cargo.lock reads; large
// workspaces' lockfiles are a few hundred KiB.
const maxManifestBytes = 8 << 20

// project is what the user's project says about dependencies.
type project struct {
	dir      string // the package directory (nearest Cargo.toml)
	root     string // the workspace root (where Cargo.lock is)
	manifest *cargomanifest.Manifest
	lock     *cargolock.Lock
	lockPath string
	// workspace is the workspace root's manifest and wsDir its directory;
	// nil and "" when the package is not in a workspace.
	workspace *cargomanifest.Manifest
	wsDir     string
}

// findProject reads Cargo.toml and Cargo.lock from dir upward; nil when
// dir is "" or holds no Cargo project.
func findProject(dir string) (*project, error) {
	if dir == "" {
		return nil, nil
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	pr := &project{}
	var rootManifest *cargomanifest.Manifest
	for d, n := abs, 0; n < 64; d, n = filepath.Dir(d), n+1 {
		if b, err := treeFile(d, "Cargo.toml"); err == nil {
			m, err := cargomanifest.Parse(b)
			if err != nil {
				return nil, sdk.FailedPrecondition("%s: %v", filepath.Join(d, "Cargo.toml"), err)
			}
			if pr.manifest == nil {
				pr.manifest, pr.dir = m, d
			}
			if m.Workspace != nil && rootManifest == nil {
				rootManifest = m
				pr.workspace, pr.wsDir = m, d
				if pr.root == "" {
					pr.root = d
				}
			}
		} else if !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		if pr.lock == nil {
			lp := filepath.Join(d, "Cargo.lock")
			if b, err := treeFile(d, "Cargo.lock"); err == nil {
				l, err := cargolock.Parse(b)
				if err != nil {
					return nil, sdk.FailedPrecondition("%s: %v", lp, err)
				}
				pr.lock, pr.lockPath = l, lp
				if pr.root == "" {
					pr.root = d
				}
			} else if !errors.Is(err, fs.ErrNotExist) {
				return nil, err
			}
		}
		if filepath.Dir(d) == d || (pr.lock != nil && pr.manifest != nil) {
			break
		}
	}
	if pr.manifest == nil && pr.lock == nil {
		return nil, nil
	}
	if pr.manifest != nil && rootManifest != nil {
		pr.manifest.Inherit(rootManifest)
	}
	if pr.root == "" {
		pr.root = pr.dir
	}
	return pr, nil
}

// target is a crate resolved to one version and where it comes from.
type target struct {
	name     string // the crate's name as the registry spells it
	module   string // module path asked for ("sync")
	version  string
	latest   string
	kind     sdk.SourceKind // how the version was chosen
	registry string         // registry name ("crates-io")
	origin   cargoconfig.Origin
	conf     *cargoconfig.Config
	proj     *project
	entries  []sparse.Entry
	entry    *sparse.Entry // the version's index entry, when known
	idxCfg   *sparse.Config
	dirs     map[string]string // directory source: version → dir
	// indexErr is why the registry index could not be read, when an
	// exact version (a Cargo.lock pin) was resolved without it.
	indexErr error
	notes    []string
	features []string // features the project enables on the dependency
	// declared is set when the project's manifest declares the
	// dependency (features and noDefault are then what it asks for).
	declared  bool
	noDefault bool   // default-features = false
	rename    string // the name the project's Cargo.toml gives the crate, when not its own
	// path is set when the project builds the crate from a directory
	// (path dependency, [patch] to a path, workspace member): that
	// directory is documented, and no registry is asked.
	path pathCrate
}

type indexEntry struct {
	entries []sparse.Entry
	cfg     *sparse.Config
}

// registry is the HTTP side of one registry: its credentials, sent only
// under its own index and download prefixes (sdk/credentials decides, on
// every redirect hop too), and clients for index files and .crate files.
type registry struct {
	origin cargoconfig.Origin
	token  *cargocred.Source
	creds  *credentials.Set
	index  *fetch.Client
	crates *fetch.Client
	sparse *sparse.Client
}

func (p *Provider) registry(o cargoconfig.Origin) *registry {
	p.mu.Lock()
	defer p.mu.Unlock()
	if r := p.registries[o.Index]; r != nil && r.origin.Token == o.Token && r.origin.CAInfo == o.CAInfo && slices.EqualFunc(r.origin.Providers, o.Providers, sameProvider) {
		return r
	}
	r := &registry{origin: o, token: &cargocred.Source{Origin: o}, creds: &credentials.Set{}}
	hc := p.cfg.HTTP
	if hc == nil {
		hc = p.caClient(o.CAInfo)
	}
	r.index = &fetch.Client{HTTP: hc, UserAgent: p.fetch.UserAgent, Credentials: r.creds}
	r.crates = &fetch.Client{HTTP: hc, UserAgent: p.fetch.UserAgent, Credentials: r.creds, MaxBytes: p.cfg.MaxCrateBytes}
	r.sparse = &sparse.Client{Index: o.Index, HTTP: r.index}
	p.registries[o.Index] = r
	return r
}

// maxCAFile bounds a certificate bundle read (a system bundle is ~200 KiB).
const maxCAFile = 16 << 20

// caClient is an HTTP client verifying TLS with the certificates of the
// bundle file http.cainfo names, which replace the system's as they do
// for Cargo; nil (fetch's default client) for none, or when the file
// holds no certificate (logged: the system's then). Called with p.mu held.
func (p *Provider) caClient(file string) *http.Client {
	if file == "" {
		return nil
	}
	pem, err := localfile.Read(file, maxCAFile)
	if err != nil {
		p.log().Warn("cannot read Cargo's http.cainfo", "file", file, "error", err)
		return nil
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		p.log().Warn("no certificate in Cargo's http.cainfo", "file", file)
		return nil
	}
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.TLSClientConfig = &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}
	return &http.Client{Transport: tr}
}

// sameProvider reports whether two credential providers are configured
// the same way.
func sameProvider(a, b cargoconfig.Provider) bool {
	return a.From == b.From && a.User == b.User && slices.Equal(a.Argv, b.Argv)
}

// config reads the registry's config.json. As Cargo does, a token is
// asked of the credential providers (cargocred) and sent only to a
// registry that asks for it: on a 401 for config.json, or when
// config.json says auth-required (then to downloads as well). A token a
// command gave that the registry refuses is asked for once more.
func (r *registry) config(ctx context.Context) (*sparse.Config, error) {
	base, err := r.sparse.Base()
	if err != nil {
		return nil, err
	}
	cfg, err := r.sparse.Config(ctx)
	if sdk.Code(err) == codes.Unauthenticated && (r.creds.Len() == 0 || r.token.Renewable()) {
		tok, terr := r.token.Token(ctx, r.creds.Len() > 0)
		if terr != nil {
			return nil, r.noToken(base, terr)
		}
		if err := r.creds.Add(base, credentials.Header("Authorization", tok)); err != nil {
			return nil, sdk.FailedPrecondition("registry token for %s: %v", fetch.RedactString(base), err)
		}
		cfg, err = r.sparse.Config(ctx)
	}
	if err != nil {
		return nil, err
	}
	if cfg.AuthRequired {
		tok, err := r.token.Token(ctx, false)
		if err != nil {
			return nil, r.noToken(base, err)
		}
		for _, prefix := range []string{base, sparse.DLPrefix(cfg)} {
			if prefix != "" {
				_ = r.creds.Add(prefix, credentials.Header("Authorization", tok))
			}
		}
	}
	return cfg, nil
}

// noToken is the error for a registry that wants a token its credential
// providers do not give. For cargo:token it names the variable and the
// file Cargo reads it from, rather than leaving the user to guess the
// name; otherwise what the providers said, without anything a command
// printed.
func (r *registry) noToken(base string, err error) error {
	var missing *cargocred.MissingError
	if !errors.As(err, &missing) {
		return sdk.Unauthenticated("registry %s (%s) requires a token: %v", r.origin.Source, fetch.RedactString(base), err)
	}
	unread := ""
	if len(missing.Unread) > 0 {
		unread = fmt.Sprintf("; pkgdocs cannot read its credential provider %s (Cargo's credential-provider or registry.global-credential-providers), so list cargo:token or \"cargo:token-from-stdout <command>\" there too", strings.Join(missing.Unread, ", "))
	}
	if !missing.TokenProvider {
		return sdk.Unauthenticated("registry %s (%s) requires a token%s", r.origin.Source, fetch.RedactString(base), unread)
	}
	where := "$CARGO_HOME/credentials.toml"
	if r.origin.Credentials != "" {
		where = r.origin.Credentials
	}
	login := "cargo login"
	if r.origin.TokenVar != "CARGO_REGISTRY_TOKEN" {
		login += " --registry " + r.origin.Source
	}
	return sdk.Unauthenticated("registry %s (%s) requires a token: none in %s, and %s is not set in the environment pkgdocs runs in; add it to the \"env\" block of pkgdocs in the MCP client's configuration (clients start servers with a minimal environment), or run %s%s", r.origin.Source, fetch.RedactString(base), where, r.origin.TokenVar, login, unread)
}

// indexVersions reads a crate's index entries, memoized for IndexTTL.
func (p *Provider) indexVersions(ctx context.Context, o cargoconfig.Origin, name string) (*indexEntry, error) {
	key := o.Index + "\x00" + cratename.Normalize(name)
	return p.index.Do(ctx, key, func(ctx context.Context) (*indexEntry, memo.Lifetime, error) {
		r := p.registry(o)
		cfg, err := r.config(ctx)
		if err != nil {
			return nil, memo.Floating, err
		}
		// The index files under the published name; like Cargo, try the
		// other spellings of '-' and '_' when the one asked for is missing.
		var entries []sparse.Entry
		for _, n := range spellings(name) {
			entries, err = r.sparse.Versions(ctx, cfg, n)
			if sdk.Code(err) != codes.NotFound {
				break
			}
		}
		if err != nil {
			return nil, memo.Floating, err
		}
		return &indexEntry{entries: entries, cfg: cfg}, memo.Floating, nil
	})
}

// resolve picks the crate version to document.
func (p *Provider) resolve(ctx context.Context, ref sdk.PackageRef, r cratename.Ref) (*target, error) {
	t := &target{name: r.Crate, module: r.Module, registry: "crates-io"}
	if ref.Registry != "" {
		if err := cratename.Validate(ref.Registry); err != nil {
			return nil, sdk.InvalidArgument("invalid registry name %q", ref.Registry)
		}
		t.registry = ref.Registry
	}
	if ref.ProjectPath != "" {
		if pr, err := findProject(ref.ProjectPath); err == nil && pr == nil {
			// No Cargo project at or above it: the one below it that
			// uses the crate (a Tauri app's src-tauri/), whose Cargo
			// configuration Cargo would read when building it.
			if dir, notes := projectBelow(ref.ProjectPath, r.Crate); dir != "" {
				ref.ProjectPath = dir
				t.notes = append(t.notes, notes...)
			}
		}
	}
	conf, err := cargoconfig.Load(ref.ProjectPath, ref.ProjectTrusted, p.cfg.Env)
	if err != nil {
		return nil, sdk.FailedPrecondition("%v", err)
	}
	t.conf = conf
	if len(conf.Ignored) > 0 {
		t.notes = append(t.notes, "The project's Cargo configuration ("+strings.Join(conf.Ignored, ", ")+") was not used: registries, sources and tokens came from $CARGO_HOME and the environment only, because the project is not one the user chose (a client root, --project, or the project directory pkgdocs was started in). Versions were read from the project.")
	}
	proj, err := findProject(ref.ProjectPath)
	if err != nil {
		return nil, err
	}
	t.proj = proj
	var dep *cargomanifest.Dep
	if proj != nil && proj.manifest != nil {
		d, ok := proj.manifest.Dep(cratename.Same, r.Crate)
		where := "Cargo.toml"
		if !ok {
			d, where, ok = workspaceDep(proj, r.Crate)
		}
		if ok {
			dep = &d
			t.name = d.Name
			if !cratename.Same(d.Key, d.Name) {
				// A renamed dependency: the project's code names the
				// crate by its key, whichever of the two was asked.
				t.rename = d.Key
				t.notes = append(t.notes, fmt.Sprintf("The project depends on %s under the name %s (%s: %s = { package = %q }): its code writes %s::…, not %s::…", d.Name, d.Key, where, d.Key, d.Name, cratename.Ident(d.Key), cratename.Ident(d.Name)))
			}
			t.features = d.Features
			t.declared, t.noDefault = true, d.DefaultFeaturesDisable
			if d.Registry != "" && ref.Registry == "" {
				t.registry = d.Registry
			}
		}
	}
	origin, err := conf.Resolve(t.registry, p.cfg.Env)
	if gerr := p.guardUntrusted(ref, conf, t.registry, t.name, origin, err); gerr != nil {
		return nil, gerr
	}
	if err != nil {
		return nil, sdk.FailedPrecondition("%v", err)
	}
	t.origin = origin

	// An explicit "latest" asks for the newest release on the registry
	// the project's configuration names, to compare with what the
	// project pins; no version asks for the project's own.
	askLatest := strings.TrimSpace(ref.Version) == "latest"
	if pc, ok := findPathCrate(proj, dep, t.name); ok {
		if askLatest {
			return nil, notReleased(t.name, pc.version, pc.why, pc.dir)
		}
		if v := strings.TrimSpace(ref.Version); v == "" || strings.TrimPrefix(v, "=") == pc.version {
			t.path, t.version, t.kind = pc, pc.version, sdk.SourceLocalFolder
			t.notes = append(t.notes, fmt.Sprintf("%s is %s; this documents its source in %s.", t.name, pc.why, pc.dir))
			return t, nil
		}
		t.notes = append(t.notes, fmt.Sprintf("The project builds %s %s from %s (%s); version %s was asked for, so this is the registry's.", t.name, pc.version, pc.dir, pc.why, strings.TrimSpace(ref.Version)))
	}
	if g, ok := lockedFromGit(proj, t.name); ok {
		v := strings.TrimSpace(ref.Version)
		if askLatest {
			return nil, notReleased(t.name, "", "taken from git ("+g.repo+" at commit "+g.rev[:12]+")", proj.lockPath)
		}
		if pc, ok := gitCheckout(conf.Home, g, t.name); ok && (v == "" || strings.TrimPrefix(v, "=") == pc.version) {
			t.path, t.version, t.kind = pc, pc.version, sdk.SourceLocalInstall
			t.notes = append(t.notes, fmt.Sprintf("%s is %s in %s.", t.name, pc.why, pc.dir))
			return t, nil
		} else if v == "" {
			// The registry's crate of that name and version may be
			// another crate (a private one's name), and is not that
			// commit: say so, and ask nothing about the name.
			locked := ""
			for _, lp := range proj.lock.Find(t.name) {
				if strings.HasPrefix(lp.Source, "git+") {
					locked = lp.Version
					break
				}
			}
			msg := fmt.Sprintf("%s takes %s from git (%s at commit %s), not from a registry, and Cargo has not checked that commit out on this machine ($CARGO_HOME/git/checkouts): pkgdocs reads Cargo's checkouts and registry releases, not repositories, so it cannot document the version the project uses, and it did not ask a registry about the name. Run cargo fetch in the project (pkgdocs reads the checkout it makes)", proj.lockPath, t.name, g.repo, g.rev[:12])
			if locked != "" {
				msg += fmt.Sprintf(", or pass version=%q to document the registry's %s %s, which may differ from that commit or be another crate", locked, t.name, locked)
			}
			return nil, sdk.FailedPrecondition("%s", msg)
		}
	}

	var req *cargoreq.Req
	exact := ""
	switch v := strings.TrimSpace(ref.Version); {
	case v == "latest":
		t.kind = sdk.SourceRegistry
		if proj != nil && proj.lock != nil && len(proj.lock.Find(t.name)) > 0 {
			t.notes = append(t.notes, fmt.Sprintf("Version latest was asked: this is the newest release on the registry; %s locks %s %s.", proj.lockPath, t.name, p.fromLock(proj, dep, t.name)))
		}
	case v != "":
		req, err = cargoreq.Parse(v)
		if err != nil {
			return nil, sdk.InvalidArgument("%v", err)
		}
		exact, t.kind = req.Exact(), sdk.SourceRegistry
	case proj != nil && proj.lock != nil && len(proj.lock.Find(t.name)) > 0:
		exact, t.kind = p.fromLock(proj, dep, t.name), sdk.SourceLockfile
		t.notes = append(t.notes, "Version from "+proj.lockPath+".")
	case dep != nil && dep.Req != "":
		req, err = cargoreq.Parse(dep.Req)
		if err != nil {
			return nil, sdk.FailedPrecondition("Cargo.toml requirement for %s: %v", t.name, err)
		}
		t.kind = sdk.SourceManifest
		t.notes = append(t.notes, fmt.Sprintf("No Cargo.lock entry: newest version matching Cargo.toml's %q.", dep.Req))
	default:
		t.kind = sdk.SourceRegistry
	}

	cands, err := p.candidates(ctx, t)
	if err != nil {
		if exact == "" && t.kind == sdk.SourceManifest && sdk.Code(err) != codes.InvalidArgument {
			// Cargo.toml asks for a range and no Cargo.lock pins it: the
			// version is the index's to decide, so say which range went
			// unresolved and how to pin it without the index.
			return nil, fmt.Errorf("%w (the project's Cargo.toml asks for %s %q and has no Cargo.lock entry for it, so the version depends on the index: pass an exact version, or run cargo generate-lockfile where the index is reachable)", err, t.name, dep.Req)
		}
		if c := sdk.Code(err); askLatest && c != codes.InvalidArgument && c != codes.NotFound {
			// Not the locked version presented as the newest: say what
			// could not be asked.
			return nil, fmt.Errorf("version latest asks the %s registry for the newest release of %s, but it could not be asked (pass no version for the project's): %w", t.registry, t.name, err)
		}
		if exact == "" || sdk.Code(err) == codes.InvalidArgument {
			return nil, err
		}
		t.indexErr = err
		t.notes = append(t.notes, "Registry not consulted: "+err.Error())
	}
	switch {
	case exact != "":
		t.version = exact
	case req != nil:
		t.version = req.Best(cands)
		if t.version == "" {
			return nil, sdk.NotFound("no version of %s matches %q (latest: %s)", t.name, req.String(), cargoreq.Latest(cands))
		}
	default:
		t.version = cargoreq.Latest(cands)
		if t.version == "" {
			return nil, sdk.NotFound("crate %s has no published version that is not yanked", t.name)
		}
	}
	t.latest = cargoreq.Latest(cands)
	t.entry = t.find(t.version)
	return t, nil
}

// guardUntrusted refuses a crate whose registry the project's Cargo
// configuration, left out because the project is not trusted
// (conf.Ignored), sends elsewhere than the user's configuration does
// (origin, or resolveErr when only the project defines the registry):
// [source] replacement of crates-io, or a [registries] entry. The crate
// is then looked up nowhere, since the user's registry could answer with
// a different crate of the same name (dependency confusion), and the
// error names the files and how to trust the project.
func (p *Provider) guardUntrusted(ref sdk.PackageRef, conf *cargoconfig.Config, registry, name string, origin cargoconfig.Origin, resolveErr error) error {
	if len(conf.Ignored) == 0 {
		return nil
	}
	full, err := cargoconfig.Load(ref.ProjectPath, true, p.cfg.Env)
	if err != nil {
		return nil // the project's files do not parse: Cargo would refuse them
	}
	o, err := full.Resolve(registry, p.cfg.Env)
	if err != nil || resolveErr == nil && o.Kind == origin.Kind && o.Index == origin.Index && o.Dir == origin.Dir {
		return nil
	}
	where := o.Kind + " " + fetch.RedactString(o.Index)
	if o.Kind != "registry" {
		where = o.Kind + " " + o.Dir
	}
	return sdk.FailedPrecondition("the project's Cargo configuration (%s) sends %s crates to another source (%s), but the project is not one the user chose, so its configuration is not used; %s was not looked up anywhere, since the user's registry could answer with a different crate of the same name. To use the project's configuration, trust the project: open it as a root in the MCP client, start pkgdocs in it, or pass --project %s",
		strings.Join(conf.Ignored, ", "), registry, where, name, filepath.Dir(filepath.Dir(conf.Ignored[0])))
}

// fromLock picks the locked version; with several, the one Cargo.toml's
// requirement matches, else the newest.
func (p *Provider) fromLock(proj *project, dep *cargomanifest.Dep, name string) string {
	pk := proj.lock.Find(name)
	vs := make([]string, 0, len(pk))
	for _, x := range pk {
		vs = append(vs, x.Version)
	}
	cargoreq.Sort(vs)
	if dep != nil && dep.Req != "" && len(vs) > 1 {
		if req, err := cargoreq.Parse(dep.Req); err == nil {
			for i := len(vs) - 1; i >= 0; i-- {
				if req.Matches(vs[i]) {
					return vs[i]
				}
			}
		}
	}
	return vs[len(vs)-1]
}

// candidates lists published versions from wherever the origin keeps
// them, setting t.entry-related state for registries.
func (p *Provider) candidates(ctx context.Context, t *target) ([]cargoreq.Candidate, error) {
	switch t.origin.Kind {
	case "directory":
		t.dirs = dirVersions(t.origin.Dir, t.name, manifestVersion)
		if len(t.dirs) == 0 {
			return nil, sdk.NotFound("crate %s not found in the directory source %s (from your Cargo configuration)", t.name, t.origin.Dir)
		}
		var out []cargoreq.Candidate
		for v := range t.dirs {
			out = append(out, cargoreq.Candidate{Version: v})
		}
		sort.Slice(out, func(i, j int) bool { return out[i].Version < out[j].Version })
		return out, nil
	case "local-registry":
		b, err := treeFile(filepath.Join(t.origin.Dir, "index"), sparse.Path(cratename.Normalize(t.name)))
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil, sdk.NotFound("crate %s not found in the local registry %s", t.name, t.origin.Dir)
			}
			return nil, err
		}
		entries := sparse.ParseEntries(b)
		t.setEntries(entries, nil)
		return sparse.Candidates(entries), nil
	}
	ie, err := p.indexVersions(ctx, t.origin, t.name)
	if err != nil {
		return nil, err
	}
	t.setEntries(ie.entries, ie.cfg)
	return sparse.Candidates(ie.entries), nil
}

func (t *target) setEntries(es []sparse.Entry, cfg *sparse.Config) {
	t.idxCfg = cfg
	if len(es) > 0 {
		t.name = es[0].Name
	}
	t.entries = es
}

// find returns the index entry of version v, or nil.
func (t *target) find(v string) *sparse.Entry {
	for i := range t.entries {
		if t.entries[i].Vers == v {
			return &t.entries[i]
		}
	}
	return nil
}

// manifestVersion reads the version in dir/Cargo.toml.
func manifestVersion(dir string) string {
	b, err := treeFile(dir, "Cargo.toml")
	if err != nil {
		return ""
	}
	m, err := cargomanifest.Parse(b)
	if err != nil || m.Package == nil {
		return ""
	}
	return m.Package.Version
}

// spellings are the names Cargo tries for a crate: as given, then with
// every '-' as '_' and every '_' as '-'.
func spellings(name string) []string {
	out := []string{name}
	for _, alt := range []string{strings.ReplaceAll(name, "-", "_"), strings.ReplaceAll(name, "_", "-")} {
		if !contains(out, alt) {
			out = append(out, alt)
		}
	}
	return out
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// treeFile reads name in dir without following a symbolic link (a
// project's Cargo.lock linked to ~/.netrc is not read), bounded.
func treeFile(dir, name string) ([]byte, error) {
	return localfile.ReadFS(localtree.Dir(dir), name, maxManifestBytes)
}

// notReleased is the answer to an explicit "latest" for a crate the
// project builds from a path or takes from git: the registry's crate of
// that name may be another crate (a private one's name would be sent to
// a public registry), so no registry is asked.
func notReleased(name, version, why, where string) error {
	have := name
	if version != "" {
		have += " " + version
	}
	return sdk.FailedPrecondition("version latest asks for the newest registry release, but the project's %s is %s (%s), so pkgdocs did not ask a registry about the name (a release there of that name may be another crate). Pass no version for the project's own, or ask without projectPath for the registry's newest", have, why, where)
}
