package lockfile

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
)

// ReadSetupCfg reads the dependencies a setuptools project declares in
// dir/setup.cfg: [options] install_requires, and [options.extras_require]
// (each extra a group); nil when there is no setup.cfg or it declares
// none. Values are read as setuptools reads them: a value on several
// lines is one requirement a line, a value on one line is split at ";",
// and lines starting with "#" are comments. Name is [metadata] name.
func ReadSetupCfg(dir string) (*Project, error) {
	path := filepath.Join(dir, "setup.cfg")
	b, err := read(path)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	p := &Project{File: path}
	seen := map[string]bool{}
	add := func(value, group string) {
		var reqs []string
		if strings.Contains(value, "\n") {
			reqs = strings.Split(value, "\n")
		} else {
			reqs = strings.Split(value, ";")
		}
		for _, r := range reqs {
			r = strings.TrimSpace(r)
			if r == "" || strings.HasPrefix(r, "#") {
				continue
			}
			if i := strings.Index(r, " #"); i >= 0 {
				r = strings.TrimSpace(r[:i])
			}
			p.addRequirement(seen, r, group)
		}
	}
	for _, kv := range iniValues(b) {
		switch {
		case kv.section == "metadata" && kv.key == "name":
			p.Name = strings.TrimSpace(kv.value)
		case kv.section == "options" && kv.key == "install_requires":
			add(kv.value, "")
		case kv.section == "options.extras_require":
			add(kv.value, kv.key)
		}
	}
	if len(p.Deps) == 0 {
		return nil, nil
	}
	return p, nil
}

type iniValue struct{ section, key, value string }

// iniValues reads an INI file as Python's configparser reads setup.cfg:
// "[section]" headers, "key = value" or "key: value", a value continued
// on indented lines, full-line comments starting with "#" or ";" (which
// do not end a value). Keys are lower-cased, as configparser stores them.
func iniValues(b []byte) []iniValue {
	var out []iniValue
	section := ""
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	for sc.Scan() {
		raw := sc.Text()
		line := strings.TrimSpace(raw)
		if line == "" {
			continue
		}
		if strings.HasPrefix(line, "#") || strings.HasPrefix(line, ";") {
			continue
		}
		if raw[0] == ' ' || raw[0] == '\t' {
			if n := len(out); n > 0 && out[n-1].section == section {
				out[n-1].value += "\n" + line
			}
			continue
		}
		if strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]") {
			section = strings.TrimSpace(line[1 : len(line)-1])
			continue
		}
		i := strings.IndexAny(line, "=:")
		if i <= 0 {
			continue
		}
		out = append(out, iniValue{section: section, key: strings.ToLower(strings.TrimSpace(line[:i])), value: strings.TrimSpace(line[i+1:])})
	}
	return out
}

// ReadEnvironmentYML reads the pip: section of a conda environment file
// in dir (environment.yml, else environment.yaml): the requirements conda
// has pip install from the package index. Its conda packages are not
// read: a conda package's name is not always the index's (pytorch is
// torch there). nil when there is none or it declares no pip
// requirement.
func ReadEnvironmentYML(dir string) (*Project, error) {
	for _, n := range []string{"environment.yml", "environment.yaml"} {
		path := filepath.Join(dir, n)
		b, err := read(path)
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			return nil, err
		}
		var doc struct {
			Dependencies []any `yaml:"dependencies"`
		}
		if err := yaml.Unmarshal(b, &doc); err != nil {
			return nil, fmt.Errorf("parse %s: %w", path, err)
		}
		p := &Project{File: path}
		seen := map[string]bool{}
		for _, d := range doc.Dependencies {
			m, ok := d.(map[string]any)
			if !ok {
				continue
			}
			reqs, _ := m["pip"].([]any)
			for _, r := range reqs {
				s, ok := r.(string)
				if !ok || strings.HasPrefix(strings.TrimSpace(s), "-") {
					continue // an option (-r, --index-url, -e)
				}
				p.addRequirement(seen, s, "")
			}
		}
		if len(p.Deps) == 0 {
			return nil, nil
		}
		return p, nil
	}
	return nil, nil
}

// addRequirement adds the requirement r (PEP 508: its markers dropped)
// in group, unless its name is invalid or seen already.
func (p *Project) addRequirement(seen map[string]bool, r, group string) {
	name, spec, ok := ParseRequirement(r)
	if !ok || !pyname.ValidDist(name) || seen[pyname.Normalize(name)] {
		return
	}
	seen[pyname.Normalize(name)] = true
	p.Deps = append(p.Deps, Requirement{Name: name, Specifier: spec, Group: group})
}
