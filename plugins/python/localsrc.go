package python

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/pkgdocs/pkgdocs/plugins/python/lockfile"
	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
	"github.com/pkgdocs/pkgdocs/plugins/python/sitepkgs"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/localtree"
)

// maxLocalFile bounds a local project's pyproject.toml, setup.cfg or
// README read for its metadata.
const maxLocalFile = 1 << 20

// localMeta is what a source directory declares about itself.
type localMeta struct {
	name, version, summary, readme string
}

// readLocalMeta reads a project directory's name, version, summary and
// README file name from pyproject.toml ([project], else [tool.poetry]),
// else setup.cfg's [metadata]. A dynamic version is "".
func readLocalMeta(dir string) (localMeta, bool) {
	if b, err := readSmall(filepath.Join(dir, "pyproject.toml")); err == nil {
		var doc struct {
			Project struct {
				Name, Version, Description string
				Readme                     any
			} `toml:"project"`
			Tool struct {
				Poetry struct {
					Name, Version, Description, Readme string
				} `toml:"poetry"`
			} `toml:"tool"`
		}
		if _, err := toml.Decode(string(b), &doc); err == nil {
			if doc.Project.Name != "" {
				m := localMeta{name: doc.Project.Name, version: doc.Project.Version, summary: doc.Project.Description}
				switch r := doc.Project.Readme.(type) {
				case string:
					m.readme = r
				case map[string]any:
					m.readme, _ = r["file"].(string)
				}
				return m, true
			}
			if pt := doc.Tool.Poetry; pt.Name != "" {
				return localMeta{name: pt.Name, version: pt.Version, summary: pt.Description, readme: pt.Readme}, true
			}
		}
	}
	if b, err := readSmall(filepath.Join(dir, "setup.cfg")); err == nil {
		var m localMeta
		in := false
		sc := bufio.NewScanner(bytes.NewReader(b))
		for sc.Scan() {
			line := strings.TrimSpace(sc.Text())
			if strings.HasPrefix(line, "[") {
				in = line == "[metadata]"
				continue
			}
			k, v, ok := strings.Cut(line, "=")
			if !in || !ok {
				continue
			}
			switch v = strings.TrimSpace(v); strings.TrimSpace(k) {
			case "name":
				m.name = v
			case "version":
				if !strings.HasPrefix(v, "attr:") && !strings.HasPrefix(v, "file:") {
					m.version = v
				}
			case "description":
				m.summary = v
			}
		}
		if m.name != "" {
			return m, true
		}
	}
	return localMeta{}, false
}

func readSmall(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() || st.Size() > maxLocalFile {
		return nil, fmt.Errorf("%s: not a regular file under %d bytes", path, maxLocalFile)
	}
	return os.ReadFile(path)
}

// localSource finds the directory the project builds distribution (or
// import) name from, when it declares one: requirements files' -e PATH,
// PATH and `name @ file:` lines, uv's and Poetry's path sources. A
// declaration without a name counts when the directory's own metadata
// carries the name.
func (pc *projectCtx) localSource(name string) (lockfile.Local, localMeta, bool) {
	if pc == nil {
		return lockfile.Local{}, localMeta{}, false
	}
	var all []lockfile.Local
	if pc.locks != nil {
		all = append(all, pc.locks.Local...)
	}
	for _, m := range pc.manifests() {
		all = append(all, m.Local...)
	}
	want := pyname.Normalize(name)
	for _, l := range all {
		if l.Name != "" && pyname.Normalize(l.Name) != want {
			continue
		}
		if st, err := os.Stat(l.Dir); err != nil || !st.IsDir() {
			continue
		}
		if !pc.trusted && !inside(l.Dir, repoRoot(pc.root)) {
			// A project the user did not choose does not get to show
			// the README and source of any directory on the machine.
			continue
		}
		m, ok := readLocalMeta(l.Dir)
		if !ok || pyname.Normalize(m.name) != want {
			continue
		}
		return l, m, true
	}
	return lockfile.Local{}, localMeta{}, false
}

// localChoice is the answer for a distribution the project builds from
// a directory.
func localChoice(l lockfile.Local, m localMeta) *choice {
	v := m.version
	if v == "" {
		v = "(local)" // a dynamic version: only a build would say
	}
	how := "a directory requirement"
	if l.Editable {
		how = "an editable directory requirement"
	}
	c := &choice{dist: m.name, version: v, localDir: l.Dir, meta: m,
		source: sdk.Source{Kind: sdk.SourceLocalFolder, Detail: l.Dir}}
	of := " of the project"
	if l.Workspace {
		how, of = "a member of the uv workspace", ""
	}
	c.notes = append(c.notes, fmt.Sprintf("%s is %s%s (%s): the API is read from its source in %s, which is what the project installs; no index was asked.", m.name, how, of, l.File, l.Dir))
	return c
}

// loadLocal reads a distribution from its source directory: the
// packages at its top or under src/, its README.
func (p *Provider) loadLocal(ctx context.Context, c *choice) (*pkg, error) {
	k := &pkg{name: c.dist, version: c.version}
	k.meta = &sitepkgs.Metadata{Fields: map[string][]string{
		"name": {c.meta.name}, "summary": {c.meta.summary},
	}}
	if c.meta.version != "" {
		k.meta.Fields["version"] = []string{c.meta.version}
	}
	readme := c.meta.readme
	if readme == "" {
		for _, n := range []string{"README.md", "README.rst", "README.txt", "README"} {
			if _, err := os.Stat(filepath.Join(c.localDir, n)); err == nil {
				readme = n
				break
			}
		}
	}
	if readme != "" && filepath.IsLocal(readme) {
		if b, err := readSmall(filepath.Join(c.localDir, readme)); err == nil {
			k.meta.Description = string(b)
			if strings.HasSuffix(strings.ToLower(readme), ".md") {
				k.meta.Fields["description-content-type"] = []string{"text/markdown"}
			}
		}
	}
	var fsys fs.FS = localtree.Dir(c.localDir)
	if st, err := fs.Stat(fsys, "src"); err == nil && st.IsDir() {
		if sub, err := fs.Sub(fsys, "src"); err == nil {
			fsys = sub
		}
	}
	k.found = topLevelPackages(fsys)
	k.tops = k.found
	k.imports = publicImports(k.found)
	if len(k.imports) == 0 {
		k.imports = []string{pyname.ImportGuess(k.name)}
	}
	var err error
	k.outlines, err = p.outline(ctx, fsys, fsys, k.imports, c.module, nil)
	k.reader = p.readerOf(fsys, fsys, nil, nil)
	if err != nil {
		return nil, err
	}
	return k, nil
}

// maxRepoDepth bounds the walk up to a repository root.
const maxRepoDepth = 32

// repoRoot is the root of the version-control checkout holding dir (the
// nearest ancestor with .git), else dir: a monorepo's services take
// shared libraries from beside them, never from outside the checkout.
func repoRoot(dir string) string {
	for d, n := dir, 0; n < maxRepoDepth; d, n = filepath.Dir(d), n+1 {
		if _, err := os.Lstat(filepath.Join(d, ".git")); err == nil {
			return d
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	return dir
}

// inside says whether path is root or below it.
func inside(path, root string) bool {
	rel, err := filepath.Rel(root, path)
	return err == nil && filepath.IsLocal(rel)
}
