package modresolve

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk/localfile"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/module"
	"golang.org/x/mod/semver"

	"github.com/pkgdocs/pkgdocs/sdk/localtree"
)

// How says how a project provides a package's module.
type How int

const (
	// HowMain: the package is in a main module (or a go.work module).
	HowMain How = iota + 1
	// HowVendor: vendor/ holds it.
	HowVendor
	// HowReplaceDir: a replace directive points at a local directory.
	HowReplaceDir
	// HowReplaceVersion: a replace directive substitutes another module
	// version.
	HowReplaceVersion
	// HowRequire: a require directive pins the version.
	HowRequire
	// HowSum: no go.mod requires the module, but go.sum records the
	// version the build uses (a dependency of a dependency, which go.mod
	// lists only from Go 1.17 on).
	HowSum
)

func (h How) String() string {
	switch h {
	case HowMain:
		return "main module"
	case HowVendor:
		return "vendor"
	case HowReplaceDir:
		return "replace (local directory)"
	case HowReplaceVersion:
		return "replace"
	case HowRequire:
		return "require"
	case HowSum:
		return "go.sum"
	}
	return "unknown"
}

// Hit is where a project gets a package.
type Hit struct {
	How How
	// Module is the module path as imported; Version its required
	// version ("" for main modules and directory replacements).
	Module  string
	Version string
	// Dir is the local module root (main module, replacement directory)
	// or, for HowVendor, vendor/<Module>.
	Dir string
	// Replacement is the substitute module for HowReplaceVersion; for
	// HowVendor, the replacement vendor/ holds, if any (Version "" for a
	// directory).
	Replacement module.Version
	// File is the go.mod, go.work or modules.txt that decided.
	File string
	// Note says why the obvious source was not used (a stale vendor/).
	Note string
}

// Project is what a Go project on disk says about its dependencies.
type Project struct {
	// Root is the directory of the go.work or main go.mod.
	Root string
	// Main lists main modules: the go.mod's, or every go.work use.
	Main []LocalModule
	// Require maps module paths to required versions, over all main
	// modules (the highest wins, as in the build list).
	Require  map[string]Requirement
	replaces []replace
	// Vendor is set when the go command would build from vendor/.
	Vendor    map[string]VendorModule
	VendorDir string
	// GoMod is the main go.mod path (the first workspace module's in
	// workspace mode).
	GoMod string
	// Work is the go.work path, when in workspace mode.
	Work string
	// Sum maps module paths to the versions the main modules' go.sum
	// files (and go.work.sum) record.
	Sum map[string]SumVersions
}

// SumVersions are the versions go.sum records for one module: Full those
// whose files were downloaded (a line without "/go.mod"), GoMod those whose
// go.mod only was read to build the module graph.
type SumVersions struct {
	Full, GoMod []string
	File        string
}

// LocalModule is a module on disk.
type LocalModule struct {
	Path, Dir string
}

// Requirement is a required version and the file requiring it.
type Requirement struct {
	Version string
	File    string
	// Indirect: every main module that requires it marks it "//
	// indirect" (needed by a dependency, not imported by the project).
	Indirect bool
}

// VendorModule is one "# module version" line of vendor/modules.txt.
type VendorModule struct {
	Path, Version string
	// Explicit: its "## explicit" line says go.mod required it when
	// vendor/ was made.
	Explicit bool
	// Replacement is what a replace directive put in its place when
	// vendor/ was made ("# path version => new [version]"): another
	// module version, or a directory (Path only); vendor/ holds its files.
	Replacement module.Version
}

type replace struct {
	old, new module.Version
	dir      string // directory the replacement is relative to
	file     string
}

// ProjectOptions mirror the go command's settings that change resolution.
type ProjectOptions struct {
	// GOWORK: "off" disables workspaces; a path selects that go.work;
	// empty searches upward.
	GOWORK string
	// ModFlag is GOFLAGS' -mod ("vendor", "mod", "readonly" or "").
	ModFlag string
	// ModFile is GOFLAGS' -modfile: the go.mod the go command reads in
	// place of the module root's (which still marks the root), its
	// go.sum beside it with .sum for .mod; relative to dir, where the go
	// command would run. Not used in workspace mode, which refuses it.
	ModFile string
}

// maxManifest caps go.mod, go.work and modules.txt reads; the go command
// allows 16 MiB for go.mod.
const maxManifest = 16 << 20

// ErrNoProject reports a directory not inside a Go module.
var ErrNoProject = errors.New("no go.mod found")

// LoadProject reads the Go project containing dir.
func LoadProject(dir string, opt ProjectOptions) (*Project, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("project %s: %w", dir, err)
	}
	if fi, err := os.Stat(abs); err != nil {
		return nil, fmt.Errorf("project %s: %w", dir, err)
	} else if !fi.IsDir() {
		abs = filepath.Dir(abs)
	}
	p := &Project{Require: map[string]Requirement{}, Sum: map[string]SumVersions{}}
	workFile := ""
	switch opt.GOWORK {
	case "off":
	case "":
		workFile = findUp(abs, "go.work")
	default:
		workFile = opt.GOWORK
	}
	if workFile != "" {
		if err := p.loadWork(workFile); err != nil {
			return nil, err
		}
	} else {
		gomod := findUp(abs, "go.mod")
		if gomod == "" {
			return nil, fmt.Errorf("project %s: %w", dir, ErrNoProject)
		}
		p.Root = filepath.Dir(gomod)
		if opt.ModFile != "" {
			alt := opt.ModFile
			if !filepath.IsAbs(alt) {
				alt = filepath.Join(abs, alt)
			}
			if err := p.loadModAt(alt, p.Root, strings.TrimSuffix(alt, ".mod")+".sum", true); err != nil {
				return nil, fmt.Errorf("GOFLAGS -modfile: %w", err)
			}
		} else if err := p.loadMod(gomod, true); err != nil {
			return nil, err
		}
	}
	p.loadVendor(opt.ModFlag)
	return p, nil
}

func findUp(dir, name string) string {
	for {
		p := filepath.Join(dir, name)
		if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// readManifest reads go.mod, go.work or vendor/modules.txt. A link is
// not followed: the project is untrusted, and a parse error quotes the
// file ("unknown directive: TOKEN=..." for go.mod -> .env), which would
// carry a linked secret into the answer.
func readManifest(p string) ([]byte, error) {
	return localfile.ReadFS(localtree.Dir(filepath.Dir(p)), filepath.Base(p), maxManifest)
}

func (p *Project) loadWork(file string) error {
	data, err := readManifest(file)
	if err != nil {
		return fmt.Errorf("project: %w", err)
	}
	wf, err := modfile.ParseWork(file, data, nil)
	if err != nil {
		return fmt.Errorf("project: %w", err)
	}
	p.Work = file
	p.Root = filepath.Dir(file)
	p.loadSum(file + ".sum")
	// go.work replaces override those of the modules.
	for _, r := range wf.Replace {
		p.replaces = append(p.replaces, replace{old: r.Old, new: r.New, dir: p.Root, file: file})
	}
	for _, u := range wf.Use {
		dir := u.Path
		if !filepath.IsAbs(dir) {
			dir = filepath.Join(p.Root, filepath.FromSlash(dir))
		}
		if err := p.loadMod(filepath.Join(dir, "go.mod"), p.GoMod == ""); err != nil {
			return err
		}
	}
	return nil
}

func (p *Project) loadMod(file string, first bool) error {
	dir := filepath.Dir(file)
	return p.loadModAt(file, dir, filepath.Join(dir, "go.sum"), first)
}

// loadModAt reads the go.mod file of the module rooted at dir (its
// replace directives' paths relative to dir), and its go.sum sum.
func (p *Project) loadModAt(file, dir, sum string, first bool) error {
	data, err := readManifest(file)
	if err != nil {
		return fmt.Errorf("project: %w", err)
	}
	mf, err := modfile.Parse(file, data, nil)
	if err != nil {
		return fmt.Errorf("project: %w", err)
	}
	if mf.Module == nil {
		return fmt.Errorf("project: %s has no module directive", file)
	}
	if first {
		p.GoMod = file
	}
	p.Main = append(p.Main, LocalModule{Path: mf.Module.Mod.Path, Dir: dir})
	for _, r := range mf.Require {
		cur, ok := p.Require[r.Mod.Path]
		indirect := r.Indirect && (!ok || cur.Indirect)
		if !ok || semver.Compare(r.Mod.Version, cur.Version) > 0 {
			cur = Requirement{Version: r.Mod.Version, File: file}
		}
		cur.Indirect = indirect
		p.Require[r.Mod.Path] = cur
	}
	for _, r := range mf.Replace {
		p.replaces = append(p.replaces, replace{old: r.Old, new: r.New, dir: dir, file: file})
	}
	p.loadSum(sum)
	return nil
}

// loadSum reads a go.sum ("path version[/go.mod] h1:hash" lines); one
// that is missing or unreadable adds nothing.
func (p *Project) loadSum(file string) {
	data, err := readManifest(file)
	if err != nil {
		return
	}
	for line := range strings.SplitSeq(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) != 3 || module.CheckPath(f[0]) != nil {
			continue
		}
		v, goModOnly := strings.CutSuffix(f[1], "/go.mod")
		if !semver.IsValid(v) {
			continue
		}
		sv := p.Sum[f[0]]
		if sv.File == "" {
			sv.File = file
		}
		if goModOnly {
			sv.GoMod = append(sv.GoMod, v)
		} else {
			sv.Full = append(sv.Full, v)
		}
		p.Sum[f[0]] = sv
	}
}

// sumVersion is the version go.sum says the build uses for mod: the highest
// whose files were downloaded (the go command keeps the selected version's
// and, until go mod tidy, older ones'), else the highest whose go.mod was
// read (minimal version selection picks the highest of the graph); full
// says which.
func (p *Project) sumVersion(mod string) (version, file string, full, ok bool) {
	sv, ok := p.Sum[mod]
	if !ok {
		return "", "", false, false
	}
	for i, list := range [][]string{sv.Full, sv.GoMod} {
		best := ""
		for _, v := range list {
			if best == "" || semver.Compare(v, best) > 0 {
				best = v
			}
		}
		if best != "" {
			return best, sv.File, i == 0, true
		}
	}
	return "", "", false, false
}

// loadVendor reads vendor/modules.txt when the go command would use it:
// -mod=vendor, or no -mod flag and a vendor directory with modules.txt
// (the default since Go 1.14).
func (p *Project) loadVendor(modFlag string) {
	if modFlag == "mod" || modFlag == "readonly" || len(p.Main) == 0 {
		return
	}
	vendorDir := filepath.Join(filepath.Dir(p.GoMod), "vendor")
	if p.Work != "" {
		vendorDir = filepath.Join(p.Root, "vendor")
	}
	file := filepath.Join(vendorDir, "modules.txt")
	data, err := readManifest(file)
	if err != nil {
		return
	}
	p.Vendor = map[string]VendorModule{}
	p.VendorDir = vendorDir
	last := ""
	for line := range strings.SplitSeq(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "## "); ok && last != "" {
			// "## explicit" or "## explicit; go 1.18" after a module line
			for _, part := range strings.Split(rest, ";") {
				if strings.TrimSpace(part) == "explicit" {
					v := p.Vendor[last]
					v.Explicit = true
					p.Vendor[last] = v
				}
			}
			continue
		}
		// "# path version" or "# path version => replacement [version]"
		rest, ok := strings.CutPrefix(line, "# ")
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		if len(f) < 2 || f[1] == "=>" || module.CheckPath(f[0]) != nil {
			// "# path => replacement": the go command lists every
			// replace directive again at the end, without a version;
			// the module's own line above says what vendor/ holds.
			last = ""
			continue
		}
		v := VendorModule{Path: f[0], Version: f[1]}
		if len(f) >= 4 && f[2] == "=>" {
			v.Replacement = module.Version{Path: f[3]}
			if len(f) >= 5 {
				v.Replacement.Version = f[4]
			}
		}
		p.Vendor[f[0]] = v
		last = f[0]
	}
}

// Find says where the project gets package pkg, or false when it does not
// mention its module.
func (p *Project) Find(pkg string) (*Hit, bool) {
	if m, ok := longest(pkg, p.Main, func(m LocalModule) string { return m.Path }); ok {
		return &Hit{How: HowMain, Module: m.Path, Dir: m.Dir, File: filepath.Join(m.Dir, "go.mod")}, true
	}
	var vs []VendorModule
	for _, v := range p.Vendor {
		vs = append(vs, v)
	}
	note := ""
	if v, ok := longest(pkg, vs, func(v VendorModule) string { return v.Path }); ok {
		req, required := p.Require[v.Path]
		if p.Work != "" || !required || req.Version == v.Version {
			hit := &Hit{How: HowVendor, Module: v.Path, Version: v.Version, Replacement: v.Replacement,
				Dir: filepath.Join(p.VendorDir, filepath.FromSlash(v.Path)), File: filepath.Join(p.VendorDir, "modules.txt")}
			if p.Work == "" && !required && v.Explicit {
				// go.mod dropped a requirement after `go mod vendor`:
				// the go command refuses to build ("is marked as
				// explicit in vendor/modules.txt, but not explicitly
				// required in go.mod") until vendor/ is remade.
				hit.Note = fmt.Sprintf("%s lists %s@%s as required, but %s no longer requires it: vendor/ is out of date (the go command refuses to build until `go mod vendor` is run), so this answer is vendor/'s copy, which the project may no longer use",
					hit.File, v.Path, v.Version, p.GoMod)
			}
			return hit, true
		}
		// go.mod was changed after `go mod vendor`: the go command refuses
		// to build ("inconsistent vendoring") until vendor/ is remade at
		// go.mod's version, so vendor/'s copy is not the project's.
		note = fmt.Sprintf("%s requires %s@%s but %s has %s: vendor/ is out of date (the go command refuses to build until `go mod vendor` is run), so this answer is go.mod's %s, not vendor/'s copy",
			req.File, v.Path, req.Version, filepath.Join(p.VendorDir, "modules.txt"), v.Version, req.Version)
	}
	var paths []string
	for m := range p.Require {
		paths = append(paths, m)
	}
	mod, ok := longest(pkg, paths, func(s string) string { return s })
	if !ok {
		// A replace without a require still names the module.
		var olds []string
		for _, r := range p.replaces {
			olds = append(olds, r.old.Path)
		}
		if mod, ok = longest(pkg, olds, func(s string) string { return s }); !ok {
			return p.findSum(pkg, note)
		}
	}
	req := p.Require[mod]
	if _, vendored := p.Vendor[mod]; p.Vendor != nil && p.Work == "" && !vendored && note == "" {
		// go.mod gained a requirement after `go mod vendor`: the go
		// command refuses to build ("inconsistent vendoring") until
		// vendor/ is remade, so say so rather than answer silently.
		note = fmt.Sprintf("%s requires %s@%s but %s does not list it: vendor/ is out of date (the go command refuses to build until `go mod vendor` is run, or use -mod=mod), so this answer is go.mod's %s",
			req.File, mod, req.Version, filepath.Join(p.VendorDir, "modules.txt"), req.Version)
	}
	hit := &Hit{How: HowRequire, Module: mod, Version: req.Version, File: req.File, Note: note}
	if r, ok := p.replacement(mod, req.Version); ok {
		hit.File = r.file
		if r.new.Version == "" {
			// Local directory; relative paths are relative to the file
			// holding the directive.
			d := filepath.FromSlash(r.new.Path)
			if !filepath.IsAbs(d) {
				d = filepath.Join(r.dir, d)
			}
			hit.How, hit.Dir = HowReplaceDir, d
		} else {
			hit.How, hit.Replacement = HowReplaceVersion, r.new
		}
	}
	return hit, true
}

// findSum is Find for a package whose module no go.mod names: go.sum's
// version, when it records the module.
func (p *Project) findSum(pkg, note string) (*Hit, bool) {
	var paths []string
	for m := range p.Sum {
		paths = append(paths, m)
	}
	mod, ok := longest(pkg, paths, func(s string) string { return s })
	if !ok {
		return nil, false
	}
	v, file, full, ok := p.sumVersion(mod)
	if !ok {
		return nil, false
	}
	why := fmt.Sprintf("No go.mod of the project requires %s (a dependency of a dependency, which go.mod lists only from Go 1.17 on); %s records %s, the version the build downloads, so this answer is that version.", mod, file, v)
	if !full {
		why = fmt.Sprintf("No go.mod of the project requires %s, and %s records only go.mod files of it (the module graph reads them; the build compiles none of its packages); %s is the highest there, the one minimal version selection would pick.", mod, file, v)
	}
	if note != "" {
		why = note + ". " + why
	}
	return &Hit{How: HowSum, Module: mod, Version: v, File: file, Note: why}, true
}

// replacement finds the replace directive for mod@version: a
// version-specific one wins over a wildcard, go.work's over go.mod's.
func (p *Project) replacement(mod, version string) (replace, bool) {
	for _, specific := range []bool{true, false} {
		for _, r := range p.replaces {
			if r.old.Path != mod {
				continue
			}
			if specific && r.old.Version != "" && r.old.Version == version || !specific && r.old.Version == "" {
				return r, true
			}
		}
	}
	return replace{}, false
}

// longest returns the element whose path is pkg or its longest prefix
// ending at a path element boundary.
func longest[T any](pkg string, items []T, path func(T) string) (T, bool) {
	var best T
	bestLen := -1
	for _, it := range items {
		mp := path(it)
		if (pkg == mp || strings.HasPrefix(pkg, mp+"/")) && len(mp) > bestLen {
			best, bestLen = it, len(mp)
		}
	}
	return best, bestLen >= 0
}
