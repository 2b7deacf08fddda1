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

// Bounds on reading scripts for inline metadata: a directory of scripts
// is read up to this many .py files, each up to this size.
const (
	maxScripts     = 64
	maxScriptBytes = 1 << 20
)

// scriptBlockRE is PEP 723's reference regular expression for a metadata
// block: "# /// TYPE" up to "# ///", every line between a comment.
var scriptBlockRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)^# /// (?P<type>[a-zA-Z0-9-]+)$\s(?P<content>(^#(| .*)$\s)+)^# ///$`)
})

// ReadScripts reads the inline script metadata (PEP 723, what `uv run
// --script` and pipx install from) of the .py files directly in dir, in
// name order: each script with a "script" block and dependencies is a
// Project whose File is the script. A block that does not parse is an
// error naming the script, as the tools refuse it.
func ReadScripts(dir string) ([]*Project, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.py"))
	if err != nil {
		return nil, nil
	}
	sort.Strings(names)
	if len(names) > maxScripts {
		names = names[:maxScripts]
	}
	var out []*Project
	for _, path := range names {
		if st, err := os.Lstat(path); err != nil || !st.Mode().IsRegular() || st.Size() > maxScriptBytes {
			continue
		}
		b, err := read(path)
		if err != nil || !strings.Contains(string(b), "# /// script") {
			continue
		}
		p, err := parseScript(path, string(b))
		if err != nil {
			return nil, err
		}
		if p != nil {
			out = append(out, p)
		}
	}
	return out, nil
}

func parseScript(path, src string) (*Project, error) {
	re := scriptBlockRE()
	for _, m := range re.FindAllStringSubmatch(src, -1) {
		if m[re.SubexpIndex("type")] != "script" {
			continue
		}
		var body strings.Builder
		for line := range strings.SplitSeq(m[re.SubexpIndex("content")], "\n") {
			if line == "" {
				continue
			}
			line = strings.TrimPrefix(line, "#")
			body.WriteString(strings.TrimPrefix(line, " ") + "\n")
		}
		var meta struct {
			Dependencies []string `toml:"dependencies"`
		}
		if _, err := toml.Decode(body.String(), &meta); err != nil {
			return nil, fmt.Errorf("parse the script metadata of %s: %w", path, err)
		}
		p := &Project{File: path}
		for _, r := range meta.Dependencies {
			if name, spec, ok := ParseRequirement(r); ok && pyname.ValidDist(name) {
				p.Deps = append(p.Deps, Requirement{Name: name, Specifier: spec})
			}
		}
		if len(p.Deps) == 0 {
			return nil, nil
		}
		return p, nil
	}
	return nil, nil
}
