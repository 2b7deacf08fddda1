package lockfile

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/BurntSushi/toml"

	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
)

// Requirement is one declared dependency.
type Requirement struct {
	Name string
	// Specifier is the PEP 440 specifier ("" for any); Poetry's ^ and ~
	// constraints are translated.
	Specifier string
	// Group is "" for the main dependencies, else the optional group,
	// dependency group or Poetry group.
	Group string
}

// Index is a package index declared in pyproject.toml.
type Index struct {
	Name, URL string
	// Default: uv's default = true, Poetry's priority = "primary"/"default".
	Default bool
	// Explicit: only for the packages pinned to it (uv's explicit = true,
	// Poetry's priority = "explicit"), not searched for any other name.
	Explicit bool
	// Supplemental: searched after the default index (Poetry's
	// priority = "supplemental", and "secondary", which it replaced).
	Supplemental bool
	// Poetry marks a [[tool.poetry.source]]: Poetry's credentials for
	// its name apply.
	Poetry bool
	// PDM marks a [[tool.pdm.source]], whose url PDM expands ${NAME}
	// in.
	PDM bool
}

// SourcePattern is a PDM source's include_packages pattern (fnmatch, on
// normalised names): a matching name is looked up on that source only.
type SourcePattern struct{ Pattern, Index string }

// Project is what pyproject.toml declares.
type Project struct {
	File string
	Name string
	Deps []Requirement
	// Indexes are the project's package indexes, in the order the tool
	// that declares them asks them. IndexFile, when set, is the file
	// they come from if not File: the uv.toml beside a pyproject.toml,
	// which uv reads in place of its [tool.uv] (IndexesFrom).
	Indexes   []Index
	IndexFile string
	// Links are uv's find-links, local flat indexes and no-index, from
	// the same settings file as Indexes.
	Links Links
	// Sources maps a normalised package name to the index name it is
	// pinned to ([tool.uv.sources] name = { index = "..." }, Poetry's
	// source = "..." on a dependency).
	Sources map[string]string
	// SourcePatterns pin the names they match to an index, after Sources
	// (PDM's include_packages), in file order.
	SourcePatterns []SourcePattern
	// Local are dependencies built from a directory ([tool.uv.sources]
	// name = { path = "..." }, Poetry's name = { path = "..." }, and
	// PEP 508 `name @ file:...` requirements).
	Local []Local
}

// reqNameRE splits a PEP 508 requirement into name, and the rest.
var reqNameRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(\[[^\]]*\])?\s*(.*)$`)
})

// ParseRequirement reads "name[extras] specifier ; markers" (PEP 508).
func ParseRequirement(s string) (name, spec string, ok bool) {
	m := reqNameRE().FindStringSubmatch(s)
	if m == nil {
		return "", "", false
	}
	rest := m[3]
	if i := strings.Index(rest, ";"); i >= 0 {
		rest = rest[:i]
	}
	rest = strings.TrimSpace(rest)
	if strings.HasPrefix(rest, "@") {
		rest = "" // a direct URL reference
	}
	rest = strings.TrimSuffix(strings.TrimPrefix(rest, "("), ")")
	return m[1], strings.TrimSpace(rest), true
}

// ReadPyproject reads dir/pyproject.toml; nil when absent.
func ReadPyproject(dir string) (*Project, error) {
	path := filepath.Join(dir, "pyproject.toml")
	b, err := read(path)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var doc struct {
		Project struct {
			Name                 string              `toml:"name"`
			Dependencies         []string            `toml:"dependencies"`
			OptionalDependencies map[string][]string `toml:"optional-dependencies"`
		} `toml:"project"`
		DependencyGroups map[string][]any `toml:"dependency-groups"`
		Tool             struct {
			Poetry struct {
				Name            string                    `toml:"name"`
				Dependencies    map[string]any            `toml:"dependencies"`
				DevDependencies map[string]any            `toml:"dev-dependencies"`
				Group           map[string]map[string]any `toml:"group"`
				Source          []struct {
					Name     string `toml:"name"`
					URL      string `toml:"url"`
					Priority string `toml:"priority"`
					Default  bool   `toml:"default"`
				} `toml:"source"`
			} `toml:"poetry"`
			// PDM: [[tool.pdm.source]] and dev-dependencies.
			PDM struct {
				Source []struct {
					Name            string   `toml:"name"`
					URL             string   `toml:"url"`
					Type            string   `toml:"type"`
					IncludePackages []string `toml:"include_packages"`
				} `toml:"source"`
				DevDependencies map[string][]string `toml:"dev-dependencies"`
			} `toml:"pdm"`
			UV struct {
				uvIndexes
				Sources         map[string]any `toml:"sources"`
				DevDependencies []string       `toml:"dev-dependencies"`
				Workspace       *uvWorkspace   `toml:"workspace"`
			} `toml:"uv"`
		} `toml:"tool"`
	}
	meta, err := toml.Decode(string(b), &doc)
	if err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	p := &Project{File: path, Name: doc.Project.Name}
	if p.Name == "" {
		p.Name = doc.Tool.Poetry.Name
	}
	seen := map[string]bool{}
	add := func(req, group string) {
		name, spec, ok := ParseRequirement(req)
		if !ok || !pyname.ValidDist(name) {
			return
		}
		n := pyname.Normalize(name)
		// PDM writes a path dependency as "name @ file:///${PROJECT_ROOT}/libs/x"
		// and expands the variable to the directory of pyproject.toml.
		if loc, ok := localRef(strings.ReplaceAll(req, "${PROJECT_ROOT}", filepath.ToSlash(dir)), dir); ok && loc.Name != "" {
			loc.File = path
			p.Local = append(p.Local, loc)
		}
		if seen[n] {
			return
		}
		seen[n] = true
		p.Deps = append(p.Deps, Requirement{Name: name, Specifier: spec, Group: group})
	}
	for _, r := range doc.Project.Dependencies {
		add(r, "")
	}
	for _, g := range sortedKeys(doc.Project.OptionalDependencies) {
		for _, r := range doc.Project.OptionalDependencies[g] {
			add(r, g)
		}
	}
	for _, g := range sortedKeys(doc.DependencyGroups) {
		for _, r := range doc.DependencyGroups[g] {
			if s, ok := r.(string); ok {
				add(s, g)
			}
		}
	}
	for _, r := range doc.Tool.UV.DevDependencies {
		add(r, "dev")
	}
	for _, g := range sortedKeys(doc.Tool.PDM.DevDependencies) {
		for _, r := range doc.Tool.PDM.DevDependencies[g] {
			add(r, g)
		}
	}
	poetry := func(deps map[string]any, group string) {
		for _, name := range sortedKeys(deps) {
			if strings.EqualFold(name, "python") {
				continue
			}
			spec := ""
			switch v := deps[name].(type) {
			case string:
				spec = v
			case map[string]any:
				spec, _ = v["version"].(string)
				if src, ok := v["source"].(string); ok && src != "" {
					p.source(name, src)
				}
				if dirPath, ok := v["path"].(string); ok && dirPath != "" {
					p.local(name, dirPath, dir, v["develop"] == true)
				}
			}
			add(name+" "+poetrySpec(spec), group)
		}
	}
	poetry(doc.Tool.Poetry.Dependencies, "")
	poetry(doc.Tool.Poetry.DevDependencies, "dev")
	for _, g := range sortedKeys(doc.Tool.Poetry.Group) {
		if deps, ok := doc.Tool.Poetry.Group[g]["dependencies"].(map[string]any); ok {
			poetry(deps, g)
		}
	}
	p.Indexes, p.Links = doc.Tool.UV.list(), doc.Tool.UV.links(path)
	uv, err := ReadUVToml(dir)
	if err != nil {
		return nil, err
	}
	if uv != nil {
		p.Indexes, p.IndexFile, p.Links = uv.Indexes, uv.IndexFile, uv.Links
	}
	// PDM asks its sources besides PyPI, a source named "pypi" replacing
	// it; a name a source's include_packages matches is looked up there
	// only (pdm's filtered_sources). A find_links source on disk is a
	// wheelhouse.
	for _, s := range doc.Tool.PDM.Source {
		if s.Type == "find_links" {
			if d, ok := LocalDir(strings.ReplaceAll(s.URL, "${PROJECT_ROOT}", filepath.ToSlash(dir)), dir); ok {
				p.Links.FindLinks = append(p.Links.FindLinks, d)
				if p.Links.File == "" {
					p.Links.File = path
				}
			}
			continue
		}
		p.Indexes = append(p.Indexes, Index{Name: s.Name, URL: s.URL, Default: s.Name == "pypi", PDM: true})
		for _, pat := range s.IncludePackages {
			p.SourcePatterns = append(p.SourcePatterns, SourcePattern{Pattern: pyname.Normalize(pat), Index: s.Name})
		}
	}
	for _, s := range doc.Tool.Poetry.Source {
		p.Indexes = append(p.Indexes, Index{Name: s.Name, URL: s.URL, Default: s.Default || s.Priority == "primary" || s.Priority == "default", Explicit: s.Priority == "explicit", Supplemental: s.Priority == "supplemental" || s.Priority == "secondary", Poetry: true})
	}
	for _, name := range sortedKeys(doc.Tool.UV.Sources) {
		// A list of sources (one per marker) pins to each; the first index
		// named stands for them.
		srcs, ok := doc.Tool.UV.Sources[name].([]any)
		if !ok {
			srcs = []any{doc.Tool.UV.Sources[name]}
		}
		for _, s := range srcs {
			if m, ok := s.(map[string]any); ok {
				if ix, ok := m["index"].(string); ok && ix != "" {
					p.source(name, ix)
					break
				}
				if dirPath, ok := m["path"].(string); ok && dirPath != "" {
					p.local(name, dirPath, dir, m["editable"] == true)
					break
				}
			}
		}
	}
	// The members of the uv workspace the project is the root or a
	// member of: each built from its directory.
	for _, m := range workspaceMembers(dir, doc.Tool.UV.Workspace) {
		if m.Dir != filepath.Clean(dir) {
			p.Local = append(p.Local, m)
		}
	}
	inherited := false
	if doc.Tool.UV.Workspace == nil {
		if root := WorkspaceRoot(dir); root != "" {
			if err := p.inheritWorkspace(root); err != nil {
				return nil, err
			}
			inherited = true
		}
	}
	if !inherited && uv == nil && !meta.IsDefined("tool", "uv") && !meta.IsDefined("tool", "poetry") && !exists(filepath.Join(dir, "poetry.lock")) {
		// uv "will continue searching in the directory hierarchy" past
		// a pyproject.toml without [tool.uv] (a Poetry project's is
		// Poetry's to read, not uv's).
		above, err := ReadUVSettingsAbove(filepath.Dir(dir))
		if err != nil {
			return nil, err
		}
		if above != nil {
			p.Indexes, p.IndexFile, p.Links = append(above.Indexes, p.Indexes...), above.IndexFile, above.Links
		}
	}
	return p, nil
}

// maxSettingsDepth bounds how far above a project uv's settings are
// looked for.
const maxSettingsDepth = 32

// ReadUVSettingsAbove reads the project-level uv settings uv finds from
// dir: the nearest directory at or above it with a uv.toml, or a
// pyproject.toml with a [tool.uv] table (uv passes over one without);
// nil when there is none. Only the index settings are read.
func ReadUVSettingsAbove(dir string) (*Project, error) {
	d := filepath.Clean(dir)
	for range maxSettingsDepth {
		uv, err := ReadUVToml(d)
		if err != nil {
			return nil, err
		}
		if uv != nil {
			return uv, nil
		}
		if b, err := read(filepath.Join(d, "pyproject.toml")); err == nil {
			var doc struct {
				Tool struct {
					UV uvIndexes `toml:"uv"`
				} `toml:"tool"`
			}
			meta, err := toml.Decode(string(b), &doc)
			if err != nil {
				return nil, fmt.Errorf("parse %s: %w", filepath.Join(d, "pyproject.toml"), err)
			}
			if meta.IsDefined("tool", "uv") {
				f := filepath.Join(d, "pyproject.toml")
				return &Project{File: f, IndexFile: f, Indexes: doc.Tool.UV.list(), Links: doc.Tool.UV.links(f)}, nil
			}
		}
		parent := filepath.Dir(d)
		if parent == d {
			return nil, nil
		}
		d = parent
	}
	return nil, nil
}

// WorkspaceRoot is the root of the uv workspace dir is a member of, ""
// when dir is in none or is a root itself. uv locks a workspace as one
// unit: its uv.lock and .venv are at the root.
func WorkspaceRoot(dir string) string {
	dir = filepath.Clean(dir)
	if ws := readWorkspace(dir); ws != nil {
		return ""
	}
	root, _ := workspaceAbove(dir)
	return root
}

// inheritWorkspace applies, to a member of the uv workspace at root, the
// settings uv reads there: "in workspaces, uv will begin its search at
// the workspace root, ignoring any configuration defined in workspace
// members". The root's uv.toml, else its [tool.uv], gives the indexes;
// the member's own are kept only for names its [tool.uv.sources] pins
// to them, as uv looks a member's pin up among the member's indexes
// first. The root's [tool.uv.sources] apply to names the member's own
// sources leave out.
func (p *Project) inheritWorkspace(root string) error {
	rp, err := ReadPyproject(root)
	if err != nil {
		return fmt.Errorf("workspace root of %s: %w", p.File, err)
	}
	if rp == nil {
		return nil
	}
	var own []Index
	for _, ix := range p.Indexes {
		if ix.Name != "" {
			ix.Default, ix.Explicit, ix.Supplemental = false, true, false
			own = append(own, ix)
		}
	}
	p.Indexes, p.IndexFile = append(own, rp.Indexes...), rp.IndexesFrom()
	// uv reads a workspace's settings at its root; a member's own
	// flat indexes stay reachable by name.
	ownFlat := p.Links.Flat
	p.Links = rp.Links
	for n, d := range ownFlat {
		if _, ok := p.Links.Flat[n]; !ok {
			if p.Links.Flat == nil {
				p.Links.Flat = map[string]string{}
			}
			p.Links.Flat[n] = d
		}
	}
	for n, ix := range rp.Sources {
		if _, ok := p.Sources[n]; !ok {
			if p.Sources == nil {
				p.Sources = map[string]string{}
			}
			p.Sources[n] = ix
		}
	}
	have := map[string]bool{}
	for _, l := range p.Local {
		have[pyname.Normalize(l.Name)] = true
	}
	for _, l := range rp.Local {
		if !have[pyname.Normalize(l.Name)] && l.Dir != filepath.Dir(p.File) {
			p.Local = append(p.Local, l)
		}
	}
	return nil
}

// IndexesFrom is the file the project's indexes come from.
func (p *Project) IndexesFrom() string {
	if p.IndexFile != "" {
		return p.IndexFile
	}
	return p.File
}

// local records that package name is built from the directory dirPath
// (relative to base, the pyproject's directory).
func (p *Project) local(name, dirPath, base string, editable bool) {
	if !pyname.ValidDist(name) {
		return
	}
	if !filepath.IsAbs(dirPath) {
		dirPath = filepath.Join(base, filepath.FromSlash(dirPath))
	}
	p.Local = append(p.Local, Local{Name: name, Dir: filepath.Clean(dirPath), File: p.File, Editable: editable})
}

// source records that package name is pinned to the index named index.
func (p *Project) source(name, index string) {
	if !pyname.ValidDist(name) {
		return
	}
	if p.Sources == nil {
		p.Sources = map[string]string{}
	}
	if _, ok := p.Sources[pyname.Normalize(name)]; !ok {
		p.Sources[pyname.Normalize(name)] = index
	}
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// poetrySpec translates Poetry's constraint syntax to PEP 440: "^1.2" is
// ">=1.2,<2.0.0", "~1.2" is ">=1.2,<1.3.0", "*" is any, a bare "1.2" is
// "==1.2".
func poetrySpec(s string) string {
	s = strings.TrimSpace(s)
	if s == "" || s == "*" {
		return ""
	}
	var parts []string
	for _, c := range strings.Split(s, ",") {
		c = strings.TrimSpace(c)
		switch {
		case strings.HasPrefix(c, "^"):
			v := strings.TrimPrefix(c, "^")
			parts = append(parts, ">="+v, "<"+bumpCaret(v))
		case strings.HasPrefix(c, "~") && !strings.HasPrefix(c, "~="):
			v := strings.TrimPrefix(c, "~")
			parts = append(parts, ">="+v, "<"+bumpTilde(v))
		case c != "" && (c[0] >= '0' && c[0] <= '9'):
			parts = append(parts, "=="+c)
		default:
			parts = append(parts, c)
		}
	}
	return strings.Join(parts, ",")
}

func nums(v string) []int {
	var out []int
	for _, p := range strings.Split(v, ".") {
		n := 0
		for _, c := range p {
			if c < '0' || c > '9' {
				break
			}
			n = n*10 + int(c-'0')
		}
		out = append(out, n)
	}
	return out
}

// bumpCaret: the first non-zero component goes up.
func bumpCaret(v string) string {
	n := nums(v)
	for i, x := range n {
		if x != 0 || i == len(n)-1 {
			return joinNums(append(append([]int{}, n[:i]...), x+1))
		}
	}
	return v
}

func bumpTilde(v string) string {
	n := nums(v)
	if len(n) == 1 {
		return joinNums([]int{n[0] + 1})
	}
	return joinNums([]int{n[0], n[1] + 1})
}

func joinNums(n []int) string {
	s := make([]string, len(n))
	for i, x := range n {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ".")
}

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}
