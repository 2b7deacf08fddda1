package lockfile

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// Packages lists the package names the nearest lockfile at or above
// projectDir holds (aliases under both names), sorted, and that lockfile's
// path. It is for completion in a project whose node_modules is missing.
func Packages(projectDir string) ([]string, string, error) {
	dir := filepath.Clean(projectDir)
	for d := dir; ; d = filepath.Dir(d) {
		for _, base := range Names {
			file := filepath.Join(d, base)
			if _, err := os.Stat(file); err != nil {
				continue
			}
			data, err := localfile.Read(file, MaxSize)
			if err != nil {
				return nil, "", err
			}
			names, err := packageNames(base, data)
			if err != nil {
				return nil, "", fmt.Errorf("parse %s: %w", file, err)
			}
			return names, file, nil
		}
		if filepath.Dir(d) == d {
			return nil, "", ErrNotFound
		}
	}
}

func packageNames(base string, data []byte) ([]string, error) {
	seen := map[string]bool{}
	add := func(n string) {
		if n != "" {
			seen[n] = true
		}
	}
	switch {
	case base == "pnpm-lock.yaml":
		var pl pnpmLock
		if err := yaml.Unmarshal(data, &pl); err != nil {
			return nil, err
		}
		ims := []pnpmImporter{pl.pnpmImporter}
		for _, im := range pl.Importers {
			ims = append(ims, im)
		}
		for _, im := range ims {
			for _, deps := range []map[string]yaml.Node{im.Dependencies, im.DevDependencies, im.OptionalDependencies} {
				for n := range deps {
					add(n)
				}
			}
		}
		for key := range pl.Packages {
			n, _ := pnpmPackageKey(key)
			add(n)
		}
	case base == "deno.lock":
		var dl denoLock
		if err := json.Unmarshal(data, &dl); err != nil {
			return nil, err
		}
		for _, m := range []map[string]any{dl.NPM, dl.Packages.NPM} {
			for key := range m {
				key, _, _ = strings.Cut(key, "_")
				n, _ := splitSpec(key)
				add(n)
			}
		}
	case base == "bun.lock":
		var bl bunLock
		if err := json.Unmarshal(StandardJSON(data), &bl); err != nil {
			return nil, err
		}
		for key, entry := range bl.Packages {
			var ident string
			if len(entry) == 0 || json.Unmarshal(entry[0], &ident) != nil {
				continue
			}
			real, version := splitSpec(ident)
			if strings.Contains(version, ":") {
				continue // a workspace, file: or git install
			}
			add(real)
			if n := key[strings.LastIndex(key, "/")+1:]; n != real[strings.LastIndex(real, "/")+1:] {
				add(key) // an alias keys the real package ("strip")
			}
		}
	case base == "yarn.lock":
		if bytes.Contains(data, []byte("\n__metadata:")) || bytes.HasPrefix(data, []byte("__metadata:")) {
			var doc map[string]yaml.Node
			if err := yaml.Unmarshal(data, &doc); err != nil {
				return nil, err
			}
			for key := range doc {
				for _, spec := range strings.Split(key, ",") {
					if n, rng := splitSpec(strings.TrimSpace(spec)); strings.HasPrefix(rng, "npm:") {
						add(n)
					}
				}
			}
			break
		}
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
		for sc.Scan() {
			line := sc.Text()
			if line == "" || line[0] == ' ' || line[0] == '#' || !strings.HasSuffix(line, ":") {
				continue
			}
			for _, spec := range strings.Split(strings.TrimSuffix(line, ":"), ",") {
				n, _ := splitSpec(unquoteYarn(strings.TrimSpace(spec)))
				add(n)
			}
		}
		if err := sc.Err(); err != nil {
			return nil, err
		}
	default:
		var pl packageLock
		if err := json.Unmarshal(data, &pl); err != nil {
			return nil, err
		}
		for key, p := range pl.Packages {
			if i := strings.LastIndex(key, "node_modules/"); i >= 0 {
				add(key[i+len("node_modules/"):])
				add(p.Name)
			}
		}
		var walk func(deps map[string]lockDepV1, depth int)
		walk = func(deps map[string]lockDepV1, depth int) {
			if depth > 64 {
				return
			}
			for n, d := range deps {
				add(n)
				if real, ok := strings.CutPrefix(d.Version, "npm:"); ok {
					r, _ := splitSpec(real)
					add(r)
				}
				walk(d.Dependencies, depth+1)
			}
		}
		walk(pl.Dependencies, 0)
	}
	out := make([]string, 0, len(seen))
	for n := range seen {
		out = append(out, n)
	}
	sort.Strings(out)
	return out, nil
}
