package python

import (
	"cmp"
	"context"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/plugins/internal/pep440"
	"github.com/pkgdocs/pkgdocs/plugins/python/lockfile"
	"github.com/pkgdocs/pkgdocs/plugins/python/pyindex"
	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
	"github.com/pkgdocs/pkgdocs/plugins/python/sitepkgs"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
	"github.com/pkgdocs/pkgdocs/sdk/memo"
	"github.com/pkgdocs/pkgdocs/sdk/subprojects"
)

// choice is what resolve decided: which distribution, which version, and
// where its files are.
type choice struct {
	dist, version string
	// module is the import path the agent named when it is narrower than
	// the distribution ("requests.adapters", "os.path"); "" for all of it.
	module string
	source sdk.Source
	// Exactly one of installed, stdlib, project, localDir is set.
	installed *sitepkgs.Dist
	env       *sitepkgs.Env
	stdlib    bool
	project   *pyindex.Project
	client    *pyindex.Client
	// localDir is the source directory of a distribution the project
	// builds from one (-e PATH, a path source), and meta what it declares.
	localDir string
	meta     localMeta
	// wheel is a wheel file of the wheelhouse pip installs from
	// (--find-links).
	wheel string
	// latest is the index's newest release, when known.
	latest string
	notes  []string
}

// projectCtx is what the project at ProjectPath holds.
type projectCtx struct {
	root string
	env  *sitepkgs.Env
	// pyenvFile is the .python-version that chose env, when no
	// environment in the project did.
	pyenvFile string
	// pipfile is Pipenv's manifest, when the project has one.
	pipfile *lockfile.Project
	// setupCfg is setup.cfg's install_requires and extras_require, when
	// the project declares its dependencies there (setuptools).
	setupCfg *lockfile.Project
	// condaYML is a conda environment file's pip: requirements.
	condaYML *lockfile.Project
	// scripts are the project directory's scripts with inline metadata
	// (PEP 723).
	scripts []*lockfile.Project
	// notes say how the project was chosen, when it was not projectPath's
	// own (a project below it).
	notes []string
	locks *lockfile.Locks
	py    *lockfile.Project
	// uvToml is the project's uv.toml when it has no pyproject.toml (a
	// requirements project uv installs): its indexes. Beside a
	// pyproject.toml, py holds them.
	uvToml *lockfile.Project
	// trusted is the ref's ProjectTrusted: the user chose the project.
	trusted bool
}

// maxVersionLen bounds a version argument: PEP 440 versions and
// specifiers are short; anything longer is not one.
const maxVersionLen = 200

func checkRef(ref sdk.PackageRef) error {
	if err := pyname.Check(ref.Name); err != nil {
		return sdk.InvalidArgument("%v", err)
	}
	if len(ref.Version) > maxVersionLen || strings.ContainsAny(ref.Version, "\x00\n\r;&|`$") {
		return sdk.InvalidArgument("invalid version %.40q: want an exact version or a PEP 440 specifier", ref.Version)
	}
	return nil
}

// explicit returns the version argument as a specifier ("" for none).
func explicit(v string) string {
	v = strings.TrimSpace(v)
	if v == "latest" || v == "*" {
		return ""
	}
	return v
}

func (p *Provider) project(ctx context.Context, ref sdk.PackageRef) (*projectCtx, error) {
	if ref.ProjectPath == "" {
		return nil, nil
	}
	dir, err := filepath.Abs(ref.ProjectPath)
	if err != nil {
		return nil, sdk.InvalidArgument("projectPath: %v", err)
	}
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return nil, sdk.InvalidArgument("projectPath %q is not a directory", ref.ProjectPath)
	}
	pc := &projectCtx{root: projectRoot(dir), trusted: ref.ProjectTrusted}
	if !isProjectRoot(pc.root) && ref.Name != "" && sitepkgs.ProjectEnv(dir, p.cfg.Getenv("VIRTUAL_ENV"), sitepkgs.UserBaseFor(p.cfg.Home, p.cfg.Getenv)) == nil {
		if below := p.projectBelow(ctx, dir, ref); below != nil {
			return below, nil
		}
	}
	if pc.locks, err = lockfile.Find(pc.root); err != nil {
		return nil, sdk.FailedPrecondition("read lockfile: %v", err)
	}
	// A member of a uv workspace is locked, and installed, at the
	// workspace root.
	wsRoot := lockfile.WorkspaceRoot(pc.root)
	if pc.locks == nil && wsRoot != "" {
		if lock := filepath.Join(wsRoot, "uv.lock"); exists(lock) {
			if pc.locks, err = lockfile.Read(lock); err != nil {
				return nil, sdk.FailedPrecondition("read lockfile: %v", err)
			}
		}
	}
	if pc.py, err = lockfile.ReadPyproject(pc.root); err != nil {
		return nil, sdk.FailedPrecondition("read pyproject.toml: %v", err)
	}
	if pc.py == nil {
		if pc.uvToml, err = lockfile.ReadUVSettingsAbove(pc.root); err != nil {
			return nil, sdk.FailedPrecondition("read uv settings: %v", err)
		}
	}
	if pc.pipfile, err = lockfile.ReadPipfile(pc.root); err != nil {
		return nil, sdk.FailedPrecondition("read Pipfile: %v", err)
	}
	if pc.setupCfg, err = lockfile.ReadSetupCfg(pc.root); err != nil {
		return nil, sdk.FailedPrecondition("read setup.cfg: %v", err)
	}
	if pc.condaYML, err = lockfile.ReadEnvironmentYML(pc.root); err != nil {
		return nil, sdk.FailedPrecondition("read the conda environment file: %v", err)
	}
	if pc.scripts, err = lockfile.ReadScripts(pc.root); err != nil {
		return nil, sdk.FailedPrecondition("%v", err)
	}
	user := sitepkgs.UserBaseFor(p.cfg.Home, p.cfg.Getenv)
	pc.env = sitepkgs.ProjectEnv(dir, p.cfg.Getenv("VIRTUAL_ENV"), user)
	if pc.env == nil && wsRoot != "" {
		pc.env = sitepkgs.ProjectEnv(wsRoot, p.cfg.Getenv("VIRTUAL_ENV"), user)
	}
	if pc.env == nil {
		// The environment uv, Pipenv or Poetry keeps for the project
		// outside it.
		name := ""
		if pc.py != nil {
			name = pc.py.Name
		}
		pc.env = sitepkgs.ManagedEnv(pc.root, name, p.cfg.Getenv, p.cfg.Home, user)
	}
	if pc.env == nil {
		// The conda environment the user activated (CONDA_PREFIX), as
		// VIRTUAL_ENV for a venv: what the project runs in without one of
		// its own.
		pc.env = sitepkgs.ActivatedConda(p.cfg.Getenv)
	}
	if pc.env == nil {
		// No environment for the project, but a .python-version picks
		// the pyenv interpreter its python3 runs (pyenv local): that
		// interpreter's packages, not those of the one pkgdocs runs with.
		if exe, file := sitepkgs.PyenvLocal(dir, p.cfg.Python, p.cfg.Getenv); exe != "" {
			env, err := sitepkgs.Interpreter(ctx, exe, "pyenv interpreter of "+file, user, p.cfg.Run)
			if err == nil {
				pc.env, pc.pyenvFile = env, file
			} else {
				p.log().Debug("pyenv interpreter not read", "exe", exe, "error", err)
			}
		}
	}
	// A relative PYTHONPATH entry (PYTHONPATH=src, a .env file's) names
	// a directory of the project, from whose root its code runs.
	pc.env = pc.env.WithPath(sitepkgs.PythonPath(p.cfg.Getenv, pc.root))
	return pc, nil
}

// manifests are the project's declaration files that are there:
// pyproject.toml, then Pipfile, then setup.cfg, then a conda environment
// file's pip: section, then scripts' inline metadata.
func (pc *projectCtx) manifests() []*lockfile.Project {
	var out []*lockfile.Project
	for _, m := range append([]*lockfile.Project{pc.py, pc.uvToml, pc.pipfile, pc.setupCfg, pc.condaYML}, pc.scripts...) {
		if m != nil {
			out = append(out, m)
		}
	}
	return out
}

// projectFiles mark a Python project's root.
var projectFiles = append([]string{"pyproject.toml", "setup.py", "setup.cfg", "Pipfile", "requirements.txt"}, lockfile.Names...)

// isProjectRoot reports whether dir holds a Python project file.
func isProjectRoot(dir string) bool {
	for _, n := range projectFiles {
		if _, err := os.Lstat(filepath.Join(dir, n)); err == nil {
			return true
		}
	}
	return false
}

// projectBelow is, for a directory in no Python project (a repository
// whose backend/ holds pyproject.toml), the nearest Python project below
// it whose environment, lockfile or declarations know the package, with
// notes saying so and naming the others that pin another version; nil
// when none does.
func (p *Provider) projectBelow(ctx context.Context, dir string, ref sdk.PackageRef) *projectCtx {
	seen := map[string]bool{}
	var found []*projectCtx
	var versions []string
	for _, marker := range []string{"pyproject.toml", "requirements.txt", "Pipfile", "setup.py"} {
		dirs, _ := subprojects.Find(dir, marker, subprojects.Options{})
		for _, d := range dirs {
			if seen[d] {
				continue
			}
			seen[d] = true
			sub := ref
			sub.ProjectPath = d
			pc, err := p.project(ctx, sub)
			if err != nil || pc == nil {
				continue
			}
			if v, ok := pc.knows(ref.Name); ok {
				found, versions = append(found, pc), append(versions, v)
			}
		}
	}
	if len(found) == 0 {
		return nil
	}
	first := found[0]
	first.notes = append(first.notes, fmt.Sprintf("%s is in no Python project (no pyproject.toml, requirements.txt, Pipfile or lockfile at or above it): this answers for %s, the nearest Python project below it that uses %s.", dir, first.root, ref.Name))
	var others []string
	for i, pc := range found[1:] {
		if versions[i+1] != versions[0] {
			others = append(others, fmt.Sprintf("%s (%s)", pc.root, versions[i+1]))
		}
	}
	if len(others) > 0 {
		first.notes = append(first.notes, fmt.Sprintf("Other Python projects below %s use another version of %s: %s. Pass the project's directory as projectPath for its version.", dir, ref.Name, strings.Join(others, ", ")))
	}
	return first
}

// knows reports whether the project's environment installs name, its
// lockfile pins it or its declarations ask for it, and at which version
// or specifier.
func (pc *projectCtx) knows(name string) (string, bool) {
	n := pyname.Normalize(name)
	if pc.env != nil {
		if d, ok := pc.env.Find(name); ok {
			return d.Version, true
		}
	}
	if pc.locks != nil {
		if pin, ok := pc.locks.Pins[n]; ok {
			return pin.Version, true
		}
	}
	for _, m := range pc.manifests() {
		for _, d := range m.Deps {
			if pyname.Normalize(d.Name) == n {
				return d.Specifier, true
			}
		}
	}
	return "", false
}

// projectRoot is the nearest directory from dir upward holding a Python
// project file, else dir.
func projectRoot(dir string) string {
	for d := dir; ; {
		for _, n := range append([]string{"pyproject.toml", "setup.py", "setup.cfg", "Pipfile", "requirements.txt"}, lockfile.Names...) {
			if _, err := os.Lstat(filepath.Join(d, n)); err == nil {
				return d
			}
		}
		parent := filepath.Dir(d)
		if parent == d {
			return dir
		}
		d = parent
	}
}

func top(name string) string {
	t, _, _ := strings.Cut(name, ".")
	return t
}

// resolve decides which version of what to read.
func (p *Provider) resolve(ctx context.Context, ref sdk.PackageRef) (c *choice, err error) {
	if err := checkRef(ref); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	pc, err := p.project(ctx, ref)
	if err != nil {
		return nil, err
	}
	if pc != nil && len(pc.notes) > 0 {
		defer func() {
			if c != nil {
				c.notes = append(append([]string(nil), pc.notes...), c.notes...)
			}
		}()
	}
	spec := explicit(ref.Version)
	name := ref.Name
	// An explicit "latest" asks for the index's newest release, to compare
	// with what the project uses; no version asks for the project's own.
	askLatest := strings.TrimSpace(ref.Version) == "latest"

	// Environments: the project's, else (or when the project does not know
	// the package) the active one.
	var envs []*sitepkgs.Env
	if pc != nil && pc.env != nil {
		envs = append(envs, pc.env)
	}
	active, _ := p.activeEnv(ctx, pc)

	// The standard library, unless an installed distribution shadows it.
	if stdlibNames()[top(name)] && pyname.ValidImport(name) {
		env := active
		if pc != nil && pc.env != nil && pc.env.Stdlib != "" {
			env = pc.env
		}
		shadowed := false
		for _, e := range append(envs, active) {
			if e != nil {
				if _, ok := e.Find(name); ok {
					shadowed = true
				}
			}
		}
		if !shadowed {
			if env == nil || env.Stdlib == "" {
				return nil, sdk.FailedPrecondition("%s is in the Python standard library, but no Python installation was found to read it from (set VIRTUAL_ENV or put python3 on PATH)", name)
			}
			return &choice{dist: "python", version: env.PythonVersion, module: name, stdlib: true, env: env,
				source: sdk.Source{Kind: sdk.SourceToolchain, Detail: env.Stdlib, Public: true}}, nil
		}
	}

	installedIn := func(e *sitepkgs.Env, kind sdk.SourceKind) *choice {
		if e == nil {
			return nil
		}
		if d, ok := e.Find(name); ok {
			note := statedVersion(&d)
			c := &choice{dist: d.Name, version: d.Version, installed: &d, env: e, source: sdk.Source{Kind: kind, Detail: d.Dir}}
			c.notes = append(c.notes, note...)
			return c
		}
		if !pyname.ValidImport(name) {
			return nil
		}
		if _, ok := e.HasModule(top(name)); !ok {
			return nil
		}
		d, ok := e.Owner(top(name))
		if !ok {
			return nil
		}
		note := statedVersion(&d)
		c := &choice{dist: d.Name, version: d.Version, installed: &d, env: e, module: name, source: sdk.Source{Kind: kind, Detail: d.Dir}}
		c.notes = append(c.notes, note...)
		if name == top(name) && len(d.ImportNames()) == 1 {
			c.module = ""
		}
		return c
	}
	satisfies := func(c *choice) bool { return matches(c.version, spec) }

	var lockPin, manifestSpec string
	var lockFile, manifestFile string
	var lockOrigin string // the VCS or archive URL the lockfile takes it from
	var forkNote string
	if pc != nil && pc.locks != nil {
		for _, n := range []string{name, top(name)} {
			if pin, ok := pc.locks.Pins[pyname.Normalize(n)]; ok {
				if forks := pc.locks.Forks[pyname.Normalize(n)]; len(forks) > 1 {
					if pin, forkNote, err = pickFork(forks, pc.env, active); err != nil {
						return nil, err
					}
				}
				lockPin, lockFile, lockOrigin = pin.Version, pin.File, pin.Origin
				break
			}
		}
	}
	if forkNote != "" {
		defer func() {
			if c != nil {
				c.notes = append([]string{forkNote}, c.notes...)
			}
		}()
	}
	if pc != nil && askLatest {
		if err := latestNotFromIndex(pc, name, lockPin, lockOrigin, lockFile); err != nil {
			return nil, err
		}
	}
	if pc != nil && !askLatest {
		if c := installedIn(pc.env, sdk.SourceLocalInstall); c != nil && satisfies(c) {
			if lockPin != "" && spec == "" && !sameVersion(c.version, lockPin) {
				c.notes = append(c.notes, fmt.Sprintf("%s pins %s %s, but the project's environment (%s, %s) has %s installed: this answer is the installed %s, the one the project's code imports; sync the environment to get %s", filepath.Base(lockFile), c.dist, lockPin, pc.env.Kind, pc.env.Prefix, c.version, c.version, lockPin))
			}
			if n := activeElsewhereNote(pc.env, active, c, func() *choice { return installedIn(active, sdk.SourceLocalInstall) }); n != "" {
				c.notes = append(c.notes, n)
			}
			if pc.pyenvFile != "" {
				c.notes = append(c.notes, fmt.Sprintf("%s picks Python %s (%s) for the project: this is the copy that interpreter imports.", pc.pyenvFile, pc.env.PythonVersion, pc.env.Prefix))
			}
			return p.withLatest(ctx, pc, ref, c), nil
		}
		// A distribution the project builds from its own directory, not
		// installed in its environment: that directory's source.
		if l, m, ok := pc.localSource(name); ok && (spec == "" || (m.version != "" && matches(m.version, spec))) {
			return localChoice(l, m), nil
		}
		for _, m := range pc.manifests() {
			if lockPin != "" || manifestFile != "" {
				break
			}
			for _, d := range m.Deps {
				if pyname.Normalize(d.Name) == pyname.Normalize(name) || pyname.Normalize(d.Name) == pyname.Normalize(top(name)) {
					manifestSpec, manifestFile = d.Specifier, m.File
					if manifestSpec == "" {
						manifestSpec = "*"
					}
					break
				}
			}
		}
	}
	if askLatest {
		// Only the index says which release is the newest: the project's
		// pins are said beside it, not answered instead of it.
		lockPin, lockOrigin, manifestSpec = "", "", ""
	}
	if lockOrigin != "" && spec == "" {
		// Not an index's distribution: its name is not sent to one (it
		// may be a private project's), and an index's release of the
		// same number is another distribution.
		return nil, notFromIndex(name, lockPin, lockOrigin, lockFile)
	}
	if lockPin != "" && spec == "" {
		// The pinned version's own files, installed for another
		// interpreter: the same files the index would serve, read
		// without it.
		if c := installedIn(active, sdk.SourceLocalInstall); c != nil && sameVersion(c.version, lockPin) {
			c.notes = append(c.notes, fmt.Sprintf("%s pins %s %s; read from the copy of that version installed for %s (%s)", filepath.Base(lockFile), c.dist, lockPin, active.Kind, c.installed.SitePackages))
			return p.withLatest(ctx, pc, ref, c), nil
		}
	}
	// The project has an environment of its own, which lacks the
	// distribution: a copy installed for another interpreter is not what
	// the project's code imports, and installing it there takes the
	// index's release. That copy answers only when the index cannot.
	otherEnv := pc != nil && pc.env != nil && active != nil && filepath.Clean(pc.env.Prefix) != filepath.Clean(active.Prefix)
	if lockPin == "" && manifestSpec == "" && !askLatest && !(otherEnv && spec == "") {
		if c := installedIn(active, sdk.SourceLocalInstall); c != nil && satisfies(c) {
			return p.withLatest(ctx, pc, ref, c), nil
		}
	}

	// Another version of a distribution the project installs from a
	// directory, a repository or an archive: an index's release of the
	// name may be another package's (and a private name would be sent to
	// a public index), not an older or newer build of this one.
	if spec != "" {
		if d, from, ok := envFromURL(pc, name); ok {
			return nil, sdk.FailedPrecondition("the project's environment (%s) has %s %s installed from %s, not from a package index, so version %q was not looked up on an index for this project: a release there of that name, if any, may be another package. Pass no version for the installed one, or ask without projectPath for the index's", pc.env.Prefix, d.Name, d.Version, from, spec)
		}
	}

	// A wheelhouse pip installs from (--find-links), or no index at all
	// (--no-index): the index is not asked about what is there, and
	// about nothing when it is off.
	trusted := ref.ProjectTrusted
	if wc, ok, err := p.fromWheelhouse(p.wheelhouseFor(pc, trusted, name), name, spec, lockPin, lockFile, manifestSpec, manifestFile); ok || err != nil {
		return wc, err
	}

	// The index.
	in, err := p.indexInput(pc, ref)
	if err != nil {
		return nil, err
	}
	icfg := p.indexConfig(in)
	if file, index, ok := elsewhere(pc, icfg, ref, name); ok {
		return nil, refuseElsewhere(file, index, name)
	}
	if icfg.UnknownPin != "" {
		return nil, unknownPin(in, name)
	}
	client := p.indexClient(icfg)
	proj, module, err := p.lookup(ctx, client, name)
	if err != nil {
		// The index cannot be reached, and the project only declares a
		// range: a copy installed for the interpreter that runs the
		// project's code without an environment of its own beats no answer.
		if askLatest {
			// Not the installed or pinned version presented as the
			// newest: say which index could not be asked.
			return nil, fmt.Errorf("version latest asks the index for the newest release of %s, but it could not be asked (pass no version for the project's or the installed one): %w", name, err)
		}
		if code := sdk.Code(err); (code == codes.Unavailable || code == codes.DeadlineExceeded) && spec == "" && lockPin == "" {
			if c := installedIn(active, sdk.SourceLocalInstall); c != nil && (manifestSpec == "*" || matches(c.version, manifestSpec)) {
				if otherEnv {
					declared := ""
					if manifestFile != "" {
						declared = fmt.Sprintf(" (%s declares %s %s)", filepath.Base(manifestFile), c.dist, manifestSpec)
					}
					c.notes = append(c.notes, fmt.Sprintf("%s is not installed in the project's environment (%s, %s)%s, and the index could not be reached (%v): this answer is the %s installed for %s (%s), which the project's code does not import; installing it in the project's environment takes the index's release, which may be newer", c.dist, pc.env.Kind, pc.env.Prefix, declared, err, c.version, active.Kind, c.installed.SitePackages))
					return c, nil
				}
				c.notes = append(c.notes, fmt.Sprintf("%s declares %s %s but the project neither locks nor installs it, and the index could not be reached (%v): this answer is the %s installed for %s (%s), which the project's code imports when run with that interpreter; the newest matching release may be newer", filepath.Base(manifestFile), c.dist, manifestSpec, err, c.version, active.Kind, c.installed.SitePackages))
				return c, nil
			}
		}
		// Say what was wanted: the pin the answer would have been, so the
		// agent knows the project's version even without its docs.
		switch {
		case spec == "" && lockPin != "":
			return nil, fmt.Errorf("%s pins %s %s, but the index could not be asked for it (not installed where pkgdocs can see): %w", lockFile, name, lockPin, err)
		case spec == "" && manifestSpec != "" && manifestSpec != "*":
			return nil, fmt.Errorf("%s asks for %s %s, but the index could not be asked for it (not locked or installed where pkgdocs can see): %w", manifestFile, name, manifestSpec, err)
		}
		if where := ownerless(name, append(envs, active)...); where != "" {
			// Not an outage to retry: what is installed has no metadata
			// (Debian ships a few modules so).
			return nil, sdk.FailedPrecondition("import %s finds it in %s, but no installed distribution's metadata (*.dist-info, *.egg-info) claims it, so its version and API cannot be read as a distribution's; and the index that could say which distribution it is cannot be reached (%v). Describe the distribution that installs it by its name, if you know it", top(name), where, err)
		}
		return nil, err
	}
	c = &choice{dist: proj.Name, module: module, project: proj, client: client, latest: proj.Latest()}
	if n := ignoredNote(icfg); n != "" {
		c.notes = append(c.notes, n)
	}
	if pc != nil && pc.py != nil && pc.py.Name != "" && pyname.Normalize(pc.py.Name) == pyname.Normalize(proj.Name) {
		// The project asked about itself, not installed anywhere seen:
		// the index's package of that name is a release of it at best,
		// another project's at worst.
		c.notes = append(c.notes, fmt.Sprintf("%s is the name of the project at %s itself (%s), which is not installed in an environment pkgdocs can see: this answer is the index's %s, which is at best a release of it and may be another project's; the project's own source is in the project", proj.Name, pc.root, filepath.Base(pc.py.File), proj.Name))
	}
	switch {
	case spec != "":
		c.version, err = proj.Best(spec)
		c.source = sdk.Source{Kind: sdk.SourceRegistry}
	case lockPin != "":
		c.version, err = proj.Best("==" + lockPin)
		c.source = sdk.Source{Kind: sdk.SourceLockfile, Detail: lockFile}
		// The environment the code runs in without a project one holds
		// another version: say which one answers.
		if a := installedIn(active, sdk.SourceLocalInstall); a != nil && err == nil && !sameVersion(a.version, lockPin) {
			c.notes = append(c.notes, fmt.Sprintf("%s pins %s %s, but %s (%s) has %s installed: this answer is the pinned %s from the index; install it in the environment to run that version", filepath.Base(lockFile), c.dist, lockPin, active.Kind, active.Prefix, a.version, lockPin))
		}
	case manifestSpec != "" && manifestSpec != "*":
		c.version, err = proj.Best(manifestSpec)
		c.source = sdk.Source{Kind: sdk.SourceManifest, Detail: manifestFile}
		c.notes = append(c.notes, fmt.Sprintf("%s is not installed or locked in the project; this is the newest release matching %s in %s", proj.Name, manifestSpec, filepath.Base(manifestFile)))
	default:
		c.version = c.latest
		c.source = sdk.Source{Kind: sdk.SourceRegistry}
		if askLatest && pc != nil {
			if n := projectVersionNote(pc, name, installedIn(pc.env, sdk.SourceLocalInstall)); n != "" {
				c.notes = append(c.notes, n)
			}
		}
		if c.version == "" {
			return nil, sdk.NotFound("%s has no final release that is not yanked on %s (versions: %s)", proj.Name, fetch.RedactString(proj.Index.URL), lastN(proj.Versions, 5))
		}
	}
	if err != nil {
		return nil, err
	}
	if c.source.Detail == "" {
		c.source.Detail = fetch.RedactString(proj.Index.URL)
	}
	// The index the files come from, for the host's cache key (contract
	// minor 5).
	c.source.Registry = sdk.RegistryID(proj.Index.URL)
	urls := []string{strings.TrimSuffix(proj.Index.URL, "/") + "/" + pyname.Normalize(proj.Name) + "/"}
	for _, f := range proj.Files[c.version] {
		urls = append(urls, f.URL)
	}
	c.source.Public = pyindex.Public(proj.Index, icfg.Credentials, urls...)
	if y, why := proj.Yanked(c.version); y {
		note := c.version + " is yanked"
		if why != "" {
			note += ": " + why
		}
		c.notes = append(c.notes, note)
	}
	return c, nil
}

// ignoredNote says which of the project's index settings were left out
// because the project is not trusted, naming their files, or "".
func ignoredNote(cfg pyindex.Config) string {
	if len(cfg.Ignored) == 0 {
		return ""
	}
	return "The project's " + strings.Join(cfg.Ignored, " and ") + " were not used: indexes and credentials came from the user's and global configuration only (environment, pip.conf, uv.toml, netrc), because the project is not one the user chose (a client root, --project, or the directory pkgdocs was started in). Versions were read from the project."
}

// sameVersion compares two versions by PEP 440 (1.0 is 1.0.0), else as
// text.
func sameVersion(a, b string) bool {
	va, err1 := pep440.Parse(a)
	vb, err2 := pep440.Parse(b)
	if err1 != nil || err2 != nil {
		return a == b
	}
	return va.Equal(vb)
}

func lastN(vs []string, n int) string {
	if len(vs) > n {
		vs = vs[len(vs)-n:]
	}
	return strings.Join(vs, ", ")
}

// indexInput is the project's part of the index configuration. A
// trusted project's requirements file has its ${NAME} expanded, as pip
// does; a variable it names that is not set is an error naming it and
// the file.
func (p *Provider) indexInput(pc *projectCtx, ref sdk.PackageRef) (indexInput, error) {
	in := indexInput{registry: ref.Registry, trusted: ref.ProjectTrusted}
	if pc != nil {
		in.projectDir = pc.root
		if pc.locks != nil {
			in.reqIndex, in.reqExtra, in.reqFile = pc.locks.IndexURL, pc.locks.ExtraIndexURLs, pc.locks.IndexFile
			if ref.ProjectTrusted && (in.reqIndex != "" || len(in.reqExtra) > 0) {
				vals, err := p.expandReqVars(in.reqFile, append([]string{in.reqIndex}, in.reqExtra...))
				if err != nil {
					return indexInput{}, err
				}
				in.reqIndex, in.reqExtra = vals[0], vals[1:]
			}
		}
		for _, m := range pc.manifests() {
			if len(m.Indexes) == 0 {
				continue
			}
			if in.projFile == "" {
				in.projFile = m.IndexesFrom()
			}
			if ix := pinnedTo(m, ref.Name); ix != "" && in.pinned == "" {
				in.pinned, in.pinFile = ix, m.File
			}
			for _, ix := range m.Indexes {
				u := ix.URL
				if (filepath.Base(m.File) == "Pipfile" || ix.PDM) && ref.ProjectTrusted {
					// Pipenv and PDM expand ${NAME} in a source's url.
					vals, err := p.expandReqVars(m.File, []string{u})
					if err != nil {
						return indexInput{}, err
					}
					u = vals[0]
				}
				in.projIndexes = append(in.projIndexes, pyindex.NamedIndex{Name: ix.Name, URL: u, Default: ix.Default, Explicit: ix.Explicit, Supplemental: ix.Supplemental, Poetry: ix.Poetry})
			}
		}
	}
	return in, nil
}

// unknownPin is the error for a package pinned to an index no
// configuration declares: where it comes from cannot be told, and asking
// the other indexes could document a public package of the same name.
func unknownPin(in indexInput, name string) error {
	return sdk.FailedPrecondition("%s pins %s to the index %q, but neither the project nor the user's uv configuration (uv.toml, UV_INDEX) declares an index of that name, so where %s comes from cannot be told, and it was not looked up on any other index (uv refuses such a project too): declare the index, or correct the name", in.pinFile, name, in.pinned, name)
}

// pinnedTo is the name of the index m pins the distribution name (or,
// for an import path, its top-level name) to: [tool.uv.sources] name =
// { index = "..." }, Poetry's source =, Pipfile's index =; "" for none.
func pinnedTo(m *lockfile.Project, name string) string {
	if ix := m.Sources[pyname.Normalize(name)]; ix != "" {
		return ix
	}
	if ix := m.Sources[pyname.Normalize(top(name))]; ix != "" {
		return ix
	}
	// PDM's include_packages, matched as fnmatch matches them.
	for _, n := range []string{name, top(name)} {
		for _, sp := range m.SourcePatterns {
			if ok, err := path.Match(sp.Pattern, pyname.Normalize(n)); err == nil && ok {
				return sp.Index
			}
		}
	}
	return ""
}

// lookup asks the index for name; a dotted import path not on the index
// is looked up by its top-level name.
func (p *Provider) lookup(ctx context.Context, c *pyindex.Client, name string) (*pyindex.Project, string, error) {
	get := func(n string) (*pyindex.Project, error) {
		key := n
		for _, ix := range c.Indexes {
			key += "|" + ix.URL
		}
		return p.projects.Do(ctx, key, func(ctx context.Context) (*pyindex.Project, memo.Lifetime, error) {
			proj, err := c.Lookup(ctx, n)
			return proj, memo.Floating, err
		})
	}
	if pyname.ValidDist(name) {
		proj, err := get(name)
		if err == nil {
			return proj, "", nil
		}
		if sdk.Code(err) != codes.NotFound || !strings.Contains(name, ".") {
			return nil, "", err
		}
	}
	proj, err := get(top(name))
	if err != nil {
		return nil, "", err
	}
	return proj, name, nil
}

// withLatest adds the index's newest release to an installed answer when
// the index answers quickly; an unreachable index is not an error.
func (p *Provider) withLatest(ctx context.Context, pc *projectCtx, ref sdk.PackageRef, c *choice) *choice {
	if c.installed != nil && len(c.installed.EditableRoots(c.installed.ImportNames())) > 0 {
		// Installed from a local checkout (often the project itself): the
		// index's release of that name, if any, is not its newer version,
		// and asking would send a private project's name to the index.
		return c
	}
	if c.installed != nil {
		if du, ok := c.installed.DirectURL(); ok {
			// Installed from a directory, a repository or an archive
			// (direct_url.json), not from an index: the same holds.
			c.notes = append(c.notes, fmt.Sprintf("%s was installed from %s (%s), not from a package index: an index's release of that name, if any, is another build or another package, so no index was asked about it.", c.dist, redactOrigin(du.URL), filepath.Join(filepath.Base(c.installed.Dir), "direct_url.json")))
			return c
		}
	}
	// No index for it (the project takes it from a directory on this
	// machine, or turns the index off): the newest there, and nothing
	// asked of an index.
	if w := p.wheelhouseFor(pc, ref.ProjectTrusted, c.dist); w.only != "" || w.noIndex != "" {
		why := w.only
		if why == "" {
			why = w.noIndex + " turns the package index off"
		}
		if hw, ok := pickWheel(w.wheels(c.dist), ""); ok {
			c.latest = hw.version
		}
		c.notes = append(c.notes, why+": no index was asked about "+c.dist+", and the latest version shown, if any, is the newest file there.")
		return c
	}
	in, err := p.indexInput(pc, ref)
	if err != nil {
		p.log().Debug("latest version not looked up", "dist", c.dist, "error", err)
		return c
	}
	cfg := p.indexConfig(in)
	if file, index, ok := elsewhere(pc, cfg, ref, c.dist); ok {
		c.notes = append(c.notes, elsewhereNote(file, index, c.dist))
		return c
	}
	if cfg.UnknownPin != "" {
		c.notes = append(c.notes, unknownPin(in, c.dist).Error()+"; this is the installed copy, without the newest release.")
		return c
	}
	if n := ignoredNote(cfg); n != "" {
		c.notes = append(c.notes, n)
	}
	client := p.indexClient(cfg)
	key := ""
	for _, ix := range client.Indexes {
		key += ix.URL + "|"
	}
	p.downMu.Lock()
	down, ok := p.indexDown[key]
	p.downMu.Unlock()
	if ok && time.Since(down) < time.Minute {
		return c
	}
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	proj, _, err := p.lookup(ctx, client, c.dist)
	if err != nil {
		p.log().Debug("latest version unknown", "dist", c.dist, "error", err)
		if code := sdk.Code(err); code != codes.NotFound && code != codes.Canceled {
			p.downMu.Lock()
			if p.indexDown == nil {
				p.indexDown = map[string]time.Time{}
			}
			p.indexDown[key] = time.Now()
			p.downMu.Unlock()
		}
		return c
	}
	c.latest = proj.Latest()
	return c
}

// activeElsewhereNote says when an activated environment other than the
// project's own venv holds the distribution at another version: the
// project's venv is answered (what the project's tools run, as uv does),
// and the user who meant the activated one is told so rather than left
// with a version they did not expect. "" when they agree or there is no
// other. The activated environment is read (findActive) only when it is
// another venv than the project's.
func activeElsewhereNote(project, active *sitepkgs.Env, chosen *choice, findActive func() *choice) string {
	if project == nil || active == nil || project.Kind != "project venv" || active.Kind != "VIRTUAL_ENV" ||
		filepath.Clean(project.Prefix) == filepath.Clean(active.Prefix) {
		return ""
	}
	inActive := findActive()
	if inActive == nil || sameVersion(inActive.version, chosen.version) {
		return ""
	}
	return fmt.Sprintf("the activated VIRTUAL_ENV (%s) has %s %s, but this answer is %s from the project's own venv (%s), which the project's tools use; describe from outside the project, or remove the project venv, to read the activated one",
		active.Prefix, inActive.dist, inActive.version, chosen.version, project.Prefix)
}

// matches reports whether version satisfies a PEP 440 specifier ("" and
// "*" match anything; a bare version means ==).
func matches(version, spec string) bool {
	if spec == "" || spec == "*" {
		return true
	}
	v, err := pep440.Parse(version)
	if err != nil {
		return false
	}
	if w, err := pep440.Parse(strings.TrimPrefix(spec, "==")); err == nil && !strings.ContainsAny(spec, "<>!~*,") {
		return v.Equal(w)
	}
	ss, err := pep440.ParseSpecifiers(spec)
	return err == nil && ss.Check(v)
}

// statedVersion replaces the placeholder version some builds write into
// an installed distribution's metadata (0.0.0: built without the
// repository's tags, as Debian builds several python3-* packages) with
// the version its installer or its source states, and returns the note
// that says so; when none states one, the version stays and the note
// says it is a placeholder. Nothing for a real version.
func statedVersion(d *sitepkgs.Dist) []string {
	if !sitepkgs.PlaceholderVersion(d.Version) {
		return nil
	}
	v, from, ok := d.StatedVersion()
	if !ok || !validVersion(v) {
		return []string{fmt.Sprintf("%s's installed metadata (%s) gives version %s, a placeholder its build wrote without the real version, and nothing installed states another: the version cannot be told from the files", d.Name, d.Dir, d.Version)}
	}
	note := fmt.Sprintf("%s's installed metadata (%s) gives version %s, a placeholder its build wrote without the real version; answered as %s, from %s", d.Name, d.Dir, d.Version, v, from)
	d.Version = v
	return []string{note}
}

// ownerless returns where the first environment that has the import
// name's top-level module installed without a distribution claiming it
// keeps it; "" when none does.
func ownerless(name string, envs ...*sitepkgs.Env) string {
	if !pyname.ValidImport(name) {
		return ""
	}
	for _, e := range envs {
		if e == nil {
			continue
		}
		if _, ok := e.Find(name); ok {
			return ""
		}
		where, ok := e.HasModule(top(name))
		if !ok {
			continue
		}
		if _, owned := e.Owner(top(name)); owned {
			return ""
		}
		return where
	}
	return ""
}

// notFromIndex is the answer for a distribution the project's lockfile or
// requirements take from a VCS repository or an archive URL, when it is
// not installed where pkgdocs can see: pkgdocs reads environments and
// indexes, not repositories or arbitrary URLs.
func notFromIndex(name, version, origin, file string) error {
	msg := fmt.Sprintf("%s takes %s from %s, not from a package index, and it is not installed in an environment pkgdocs can see: pkgdocs reads installed distributions and index releases, not repositories or archive URLs, so it cannot document the version the project uses, and it did not ask an index about the name. Install the project's dependencies in its environment (pkgdocs reads the project's own venv or conda environment and those uv, Poetry, Pipenv and PDM keep for it)", file, name, redactOrigin(origin))
	if version != "" {
		msg += fmt.Sprintf(", or pass version=%q to document the index's %s %s, which may differ from it or be another project's", version, name, version)
	} else {
		msg += ", or pass version to document an index release, which may differ from it or be another project's"
	}
	return sdk.FailedPrecondition("%s", msg)
}

// redactOrigin drops user information (a token in
// "git+https://TOKEN@host/repo") from an origin URL; the revision stays.
func redactOrigin(origin string) string {
	scheme, rest, ok := strings.Cut(origin, "://")
	if !ok {
		return origin
	}
	host, path, _ := strings.Cut(rest, "/")
	if at := strings.LastIndexByte(host, '@'); at >= 0 {
		host = host[at+1:]
	}
	return scheme + "://" + host + "/" + path
}

// installedFromURL says where a distribution installed from a URL came
// from: a directory (pip install [-e] DIR), a VCS repository or an
// archive (direct_url.json), or an editable install's source roots.
func installedFromURL(d sitepkgs.Dist) (string, bool) {
	if du, ok := d.DirectURL(); ok {
		what := "the archive "
		switch {
		case du.Dir:
			what = "the directory "
		case du.VCS != "":
			what = "the " + du.VCS + " repository "
		}
		return what + redactOrigin(du.URL), true
	}
	if roots := d.EditableRoots(d.ImportNames()); len(roots) > 0 {
		return "the directory " + roots[0], true
	}
	return "", false
}

// latestNotFromIndex refuses an explicit "latest" for a distribution the
// project does not take from an index (its own name, a directory it
// builds, a repository or archive its lockfile or environment names):
// the index's release of that name, if any, may be another project's, and
// asking would send a private name to the index.
func latestNotFromIndex(pc *projectCtx, name, lockPin, lockOrigin, lockFile string) error {
	const tail = "so version latest was not looked up on an index for this project (a release there of that name may be another project's). Pass no version for the project's own, or ask without projectPath for the index's newest"
	want := pyname.Normalize(name)
	switch {
	case pc.py != nil && pc.py.Name != "" && (pyname.Normalize(pc.py.Name) == want || pyname.Normalize(pc.py.Name) == pyname.Normalize(top(name))):
		return sdk.FailedPrecondition("%s is the name of the project at %s itself (%s), %s", name, pc.root, filepath.Base(pc.py.File), tail)
	case lockOrigin != "":
		return sdk.FailedPrecondition("%s takes %s %s from %s, not from a package index, %s", lockFile, name, lockPin, redactOrigin(lockOrigin), tail)
	}
	if l, _, ok := pc.localSource(name); ok {
		return sdk.FailedPrecondition("the project builds %s from the directory %s, not from a package index, %s", name, l.Dir, tail)
	}
	if d, from, ok := envFromURL(pc, name); ok {
		return sdk.FailedPrecondition("the project's environment (%s) has %s %s installed from %s, not from a package index, %s", pc.env.Prefix, d.Name, d.Version, from, tail)
	}
	return nil
}

// envFromURL is the distribution of name the project's environment has
// installed from a URL, and where from (installedFromURL).
func envFromURL(pc *projectCtx, name string) (sitepkgs.Dist, string, bool) {
	if pc == nil || pc.env == nil {
		return sitepkgs.Dist{}, "", false
	}
	d, ok := pc.env.Find(name)
	if !ok {
		return sitepkgs.Dist{}, "", false
	}
	from, ok := installedFromURL(d)
	return d, from, ok
}

// projectVersionNote says, beside an explicit "latest", which version
// the project itself uses: the one in its environment, else its lock
// pin, else its declared specifier; "" when it names none.
func projectVersionNote(pc *projectCtx, name string, installed *choice) string {
	if installed != nil {
		return fmt.Sprintf("Version latest was asked: this is the index's newest release; the project's environment (%s) has %s %s installed.", pc.env.Prefix, installed.dist, installed.version)
	}
	if pc.locks != nil {
		for _, n := range []string{name, top(name)} {
			if pin, ok := pc.locks.Pins[pyname.Normalize(n)]; ok {
				return fmt.Sprintf("Version latest was asked: this is the index's newest release; %s pins %s %s.", filepath.Base(pin.File), name, pin.Version)
			}
		}
	}
	for _, m := range pc.manifests() {
		for _, d := range m.Deps {
			if pyname.Normalize(d.Name) == pyname.Normalize(name) && d.Specifier != "" {
				return fmt.Sprintf("Version latest was asked: this is the index's newest release; %s asks for %s %s.", filepath.Base(m.File), name, d.Specifier)
			}
		}
	}
	return ""
}

// pickFork chooses among the versions a lockfile locks one name at for
// different environments (a universal resolution forked by markers) the
// one for the project's Python: its environment's, else the interpreter's
// on PATH, which runs the project's code without one. A fork no marker
// tells apart (conflicting pins) keeps the first, as before; a Python
// version that cannot be known, or markers that cannot be evaluated here,
// are an error naming the versions.
func pickFork(forks []lockfile.Pin, project, active *sitepkgs.Env) (lockfile.Pin, string, error) {
	marked := false
	var list []string
	for _, f := range forks {
		marked = marked || len(f.Markers) > 0
		list = append(list, fmt.Sprintf("%s where %s", f.Version, cmp.Or(strings.Join(f.Markers, " or "), "anything else")))
	}
	if !marked {
		return forks[0], "", nil
	}
	env := project
	if env == nil || env.PythonVersion == "" {
		env = active
	}
	file := filepath.Base(forks[0].File)
	if env == nil || env.PythonVersion == "" {
		return lockfile.Pin{}, "", sdk.FailedPrecondition("%s locks %s at several versions for different environments (%s), and no Python interpreter was found to tell which one the project runs: pass the version", file, forks[0].Name, strings.Join(list, "; "))
	}
	var picked []lockfile.Pin
	unknown := false
	for _, f := range forks {
		ok, known := lockfile.MarkersMatch(f.Markers, lockfile.MarkerEnv{PythonVersion: env.PythonVersion})
		unknown = unknown || !known
		if ok {
			picked = append(picked, f)
		}
	}
	if len(picked) == 0 || unknown && len(picked) != 1 || len(picked) > 1 && picked[0].Version != picked[len(picked)-1].Version {
		return lockfile.Pin{}, "", sdk.FailedPrecondition("%s locks %s at several versions for different environments (%s), and which one applies to Python %s (%s, %s) on this platform cannot be told: pass the version", file, forks[0].Name, strings.Join(list, "; "), env.PythonVersion, env.Kind, env.Prefix)
	}
	return picked[0], fmt.Sprintf("%s locks %s at several versions for different environments (%s): this answer is %s, the one for Python %s (%s, %s)", file, picked[0].Name, strings.Join(list, "; "), picked[0].Version, env.PythonVersion, env.Kind, env.Prefix), nil
}
