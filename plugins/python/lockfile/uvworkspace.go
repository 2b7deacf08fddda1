package lockfile

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
)

// A uv workspace (https://docs.astral.sh/uv/concepts/projects/workspaces/)
// is a root pyproject.toml whose [tool.uv.workspace] lists member
// directories by glob ("packages/*"), minus its exclude globs. Every
// member is a package the workspace builds from its directory: another
// member depends on it with `name = { workspace = true }` in
// [tool.uv.sources], and uv.lock records it as an editable source. A
// member's own directory finds the workspace above it.

// maxWorkspaceMembers bounds the member directories read.
const maxWorkspaceMembers = 500

// maxWorkspaceDepth bounds how far above a member its root is looked for.
const maxWorkspaceDepth = 8

type uvWorkspace struct {
	Members []string `toml:"members"`
	Exclude []string `toml:"exclude"`
}

// workspaceMembers are the members of the uv workspace dir belongs to
// (as its root or one of its members), each as a Local named by its
// pyproject's project name; nil when dir is in no workspace.
func workspaceMembers(dir string, own *uvWorkspace) []Local {
	dir = filepath.Clean(dir)
	root, ws := dir, own
	if ws == nil || len(ws.Members) == 0 {
		root, ws = workspaceAbove(dir)
		if ws == nil {
			return nil
		}
	}
	var out []Local
	for _, m := range memberDirs(root, ws) {
		name := projectName(m)
		if name == "" || !pyname.ValidDist(name) {
			continue
		}
		out = append(out, Local{Name: name, Dir: m, File: filepath.Join(root, "pyproject.toml"), Editable: true, Workspace: true})
		if len(out) == maxWorkspaceMembers {
			break
		}
	}
	return out
}

// workspaceAbove finds the workspace root above dir whose members include
// dir.
func workspaceAbove(dir string) (string, *uvWorkspace) {
	cur := dir
	for range maxWorkspaceDepth {
		parent := filepath.Dir(cur)
		if parent == cur {
			return "", nil
		}
		cur = parent
		ws := readWorkspace(cur)
		if ws == nil {
			continue
		}
		for _, m := range memberDirs(cur, ws) {
			if m == dir {
				return cur, ws
			}
		}
		return "", nil // the nearest workspace does not list dir
	}
	return "", nil
}

// readWorkspace reads [tool.uv.workspace] of dir/pyproject.toml; nil
// when it has none.
func readWorkspace(dir string) *uvWorkspace {
	b, err := read(filepath.Join(dir, "pyproject.toml"))
	if err != nil {
		return nil
	}
	var doc struct {
		Tool struct {
			UV struct {
				Workspace *uvWorkspace `toml:"workspace"`
			} `toml:"uv"`
		} `toml:"tool"`
	}
	if _, err := toml.Decode(string(b), &doc); err != nil {
		return nil
	}
	return doc.Tool.UV.Workspace
}

// memberDirs expands a workspace's member globs under root: directories
// inside root that hold a pyproject.toml and match no exclude glob.
func memberDirs(root string, ws *uvWorkspace) []string {
	var out []string
	seen := map[string]bool{}
	for _, pat := range ws.Members {
		if pat == "" || filepath.IsAbs(pat) || strings.Contains(pat, "..") {
			continue // members live inside the workspace
		}
		matches, err := filepath.Glob(filepath.Join(root, filepath.FromSlash(pat)))
		if err != nil {
			continue
		}
		for _, m := range matches {
			m = filepath.Clean(m)
			if seen[m] || excluded(root, m, ws.Exclude) {
				continue
			}
			if st, err := os.Stat(filepath.Join(m, "pyproject.toml")); err != nil || !st.Mode().IsRegular() {
				continue
			}
			seen[m] = true
			out = append(out, m)
			if len(out) == maxWorkspaceMembers {
				return out
			}
		}
	}
	return out
}

func excluded(root, dir string, globs []string) bool {
	rel, err := filepath.Rel(root, dir)
	if err != nil {
		return true
	}
	for _, g := range globs {
		if ok, _ := filepath.Match(filepath.FromSlash(g), rel); ok {
			return true
		}
	}
	return false
}

// projectName is the [project] name of dir/pyproject.toml, "" when none.
func projectName(dir string) string {
	b, err := read(filepath.Join(dir, "pyproject.toml"))
	if err != nil {
		return ""
	}
	var doc struct {
		Project struct {
			Name string `toml:"name"`
		} `toml:"project"`
	}
	if _, err := toml.Decode(string(b), &doc); err != nil {
		return ""
	}
	return doc.Project.Name
}
