package npm

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/npm/semrange"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
	"go.yaml.in/yaml/v3"
)

// override is a version a project's package.json forces on a package
// wherever it occurs in the tree: npm's "overrides", yarn's "resolutions",
// pnpm's "pnpm.overrides", or pnpm 10's pnpm-workspace.yaml "overrides". Without a lockfile or an install it is the
// best evidence of the version the project gets, for a transitive
// dependency above all (package.json's dependencies do not name it).
type override struct {
	spec  string // the range or version forced
	file  string // the package.json or pnpm-workspace.yaml
	field string // "overrides", "resolutions", "pnpm.overrides"; "overrides" of pnpm-workspace.yaml
	key   string // the key as written ("ms", "**/ms")
	// scoped are the same map's overrides of the package that apply
	// only under a parent or to a range ("debug>ms": "2.1.1"), which win
	// there; written as in the file, for a note.
	scoped []string
}

// projectOverride finds the override for name in the nearest package.json
// at or above projectDir that has one. Only overrides that apply to every
// install of the package count: "ms", "**/ms" (yarn) and npm's
// {"ms": {".": "1.0.0"}}; ones scoped under a parent ("debug>ms",
// "debug/ms", {"debug": {"ms": …}}) or to a range ("ms@<2") do not. A value that
// is not a registry version or range (a "$ref", a tag, a path, a git URL,
// an alias) is skipped.
func projectOverride(projectDir, name string) (override, bool) {
	dir, err := filepath.Abs(projectDir)
	if err != nil {
		return override{}, false
	}
	for d := dir; ; d = filepath.Dir(d) {
		var pj struct {
			Overrides   map[string]json.RawMessage `json:"overrides"`
			Resolutions map[string]json.RawMessage `json:"resolutions"`
			PNPM        struct {
				Overrides map[string]json.RawMessage `json:"overrides"`
			} `json:"pnpm"`
		}
		f := filepath.Join(d, "package.json")
		data, err := localfile.Read(f, maxPackageJSON)
		if err != nil || json.Unmarshal(data, &pj) != nil {
			pj.Overrides, pj.Resolutions, pj.PNPM.Overrides = nil, nil, nil
		}
		// pnpm 10 also reads a workspace's overrides from
		// pnpm-workspace.yaml; package.json's pnpm.overrides or
		// resolutions, when it has any, replace them (pnpm 10.34
		// installs those and none of the file's).
		if len(pj.PNPM.Overrides) == 0 && len(pj.Resolutions) == 0 {
			if m, ok := workspaceOverrides(d); ok {
				o, found := overrideIn(m, name)
				if !found {
					return override{}, false
				}
				o.file, o.field = filepath.Join(d, "pnpm-workspace.yaml"), "overrides"
				return o, true
			}
		}
		for _, t := range []struct {
			field string
			m     map[string]json.RawMessage
		}{{"pnpm.overrides", pj.PNPM.Overrides}, {"overrides", pj.Overrides}, {"resolutions", pj.Resolutions}} {
			if o, ok := overrideIn(t.m, name); ok {
				o.file, o.field = f, t.field
				return o, true
			}
		}
		if filepath.Dir(d) == d {
			return override{}, false
		}
	}
}

// workspaceOverrides reads the "overrides" of dir/pnpm-workspace.yaml
// (pnpm 10), as JSON values for overrideIn; ok is false when it has none.
func workspaceOverrides(dir string) (map[string]json.RawMessage, bool) {
	data, err := localfile.Read(filepath.Join(dir, "pnpm-workspace.yaml"), maxPackageJSON)
	if err != nil {
		return nil, false
	}
	var ws struct {
		Overrides map[string]any `yaml:"overrides"`
	}
	if yaml.Unmarshal(data, &ws) != nil || len(ws.Overrides) == 0 {
		return nil, false
	}
	m := make(map[string]json.RawMessage, len(ws.Overrides))
	for k, v := range ws.Overrides {
		switch v := v.(type) {
		case string:
			b, _ := json.Marshal(v)
			m[k] = b
		case int, uint64, float64:
			// A bare YAML number (ms: 2) is the version "2".
			b, _ := json.Marshal(fmt.Sprint(v))
			m[k] = b
		}
	}
	return m, true
}

// overrideIn looks name up in one overrides map, keys in sorted order so
// that the same file gives the same answer.
func overrideIn(m map[string]json.RawMessage, name string) (override, bool) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		// "**/" is yarn's glob for anywhere. A key with a selector
		// ("ms@<2") applies to some installs only, which cannot be told
		// without a lockfile.
		if strings.TrimPrefix(k, "**/") != name {
			continue
		}
		var s string
		if json.Unmarshal(m[k], &s) != nil {
			// npm's nested form: {"ms": {".": "2.1.2", "dep": "…"}}.
			var nested map[string]json.RawMessage
			if json.Unmarshal(m[k], &nested) != nil || json.Unmarshal(nested["."], &s) != nil {
				continue
			}
		}
		s = strings.TrimSpace(s)
		if spec, err := semrange.Parse(s); err != nil || spec.Kind == semrange.Tag || strings.ContainsAny(s, ":/$") {
			continue
		}
		return override{spec: s, key: k, scoped: scopedOverrides(m, name)}, true
	}
	return override{}, false
}

// scopedOverrides lists the overrides of name that apply only in part of
// the tree: under a parent ("debug>ms" in pnpm, "debug/ms" in yarn,
// {"debug": {"ms": …}} in npm) or to a range ("ms@<2").
func scopedOverrides(m map[string]json.RawMessage, name string) []string {
	var out []string
	var walk func(path string, m map[string]json.RawMessage, depth int)
	walk = func(path string, m map[string]json.RawMessage, depth int) {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			last := k
			if i := strings.LastIndexAny(k, ">/"); i >= 0 && !(strings.HasPrefix(k, "@") && strings.Count(k, "/") == 1 && !strings.Contains(k, ">")) {
				last = k[i+1:]
			}
			if at := strings.LastIndex(last, "@"); at > 0 {
				last = last[:at]
			}
			var v string
			isString := json.Unmarshal(m[k], &v) == nil
			scoped := path != "" || k != name && k != "**/"+name
			if last == name && scoped && isString {
				out = append(out, fmt.Sprintf("%q: %q", path+k, v))
			}
			var nested map[string]json.RawMessage
			if !isString && depth < 8 && json.Unmarshal(m[k], &nested) == nil {
				if k == name && path != "" {
					var dot string
					if json.Unmarshal(nested["."], &dot) == nil {
						out = append(out, fmt.Sprintf("%q: %q", path+k, dot))
					}
				}
				walk(path+k+" > ", nested, depth+1)
			}
		}
	}
	walk("", m, 0)
	return out
}

// forDirect says whether the override also replaces the range a direct
// dependency asks for. pnpm's overrides and yarn 2+'s resolutions do;
// yarn 1 applies resolutions to nested installs only (it warns and keeps
// the direct range); npm refuses an override that disagrees with a
// direct dependency (EOVERRIDE), so there the range is the answer.
func (o override) forDirect() bool {
	switch o.field {
	case "pnpm.overrides":
		return true
	case "overrides":
		// pnpm-workspace.yaml's are pnpm's.
		return filepath.Base(o.file) == "pnpm-workspace.yaml"
	case "resolutions":
		return yarnBerry(filepath.Dir(o.file))
	}
	return false
}

// yarnBerry says whether the project in dir uses yarn 2 or later: its
// .yarnrc.yml, or package.json's packageManager.
func yarnBerry(dir string) bool {
	if _, err := os.Stat(filepath.Join(dir, ".yarnrc.yml")); err == nil {
		return true
	}
	data, err := localfile.Read(filepath.Join(dir, "package.json"), maxPackageJSON)
	if err != nil {
		return false
	}
	var pj struct {
		PackageManager string `json:"packageManager"`
	}
	if json.Unmarshal(data, &pj) != nil {
		return false
	}
	v, ok := strings.CutPrefix(pj.PackageManager, "yarn@")
	return ok && !strings.HasPrefix(v, "1.") && !strings.HasPrefix(v, "0.")
}
