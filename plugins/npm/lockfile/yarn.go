package lockfile

import (
	"bufio"
	"bytes"
	"net/url"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// parseYarn reads yarn.lock: berry's YAML (it has __metadata) or the
// classic v1 format. Each entry's key lists the specs it was locked for
// ("name@^1.0.0, name@^1.2.0"; berry adds the protocol: "name@npm:^1.0.0").
func parseYarn(data []byte, name string) ([]candidate, string, error) {
	if bytes.Contains(data, []byte("\n__metadata:")) || bytes.HasPrefix(data, []byte("__metadata:")) {
		out, err := parseBerry(data, name)
		return out, "yarn.lock berry", err
	}
	out, err := parseYarnClassic(data, name)
	return out, "yarn.lock v1", err
}

// berryPatch splits a Yarn Berry patch: range ("patch:ms@npm%3A2.1.3#
// ~/.yarn/patches/ms-npm-2.1.3-81ff3cfac1.patch", the lock key's
// resolution adding "::version=…") into the patched descriptor (ms@npm:2.1.3)
// and the patch file; ok is false for any other range and for Yarn's own
// compatibility patches ("optional!builtin<compat/typescript>"), which
// change no API.
func berryPatch(rng string) (inner, file string, ok bool) {
	rest, ok := strings.CutPrefix(rng, "patch:")
	if !ok {
		return "", "", false
	}
	enc, file, ok := strings.Cut(rest, "#")
	if !ok {
		return "", "", false
	}
	file, _, _ = strings.Cut(file, "::")
	file = strings.TrimPrefix(file, "optional!")
	if file == "" || strings.HasPrefix(file, "builtin<") {
		return "", "", false
	}
	inner, err := url.PathUnescape(enc)
	if err != nil {
		return "", "", false
	}
	return inner, file, true
}

func parseBerry(data []byte, name string) ([]candidate, error) {
	var doc map[string]struct {
		Version    string `yaml:"version"`
		Resolution string `yaml:"resolution"`
	}
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, err
	}
	var out []candidate
	for key, e := range doc {
		for _, spec := range strings.Split(key, ",") {
			n, rng := splitSpec(strings.TrimSpace(spec))
			if n != name {
				continue
			}
			if inner, file, ok := berryPatch(rng); ok {
				// `yarn patch`: the registry's release with the
				// project's patch file applied.
				if real, _ := splitSpec(inner); real != "" {
					out = append(out, candidate{name: real, version: e.Version, spec: rng, patch: file})
				}
				break
			}
			if !strings.HasPrefix(rng, "npm:") {
				// A git repository or tarball URL; workspace:,
				// portal:, link:, file: and patch: packages are the
				// project's own or changed copies, found elsewhere.
				if o, ok := SpecOrigin(rng); ok && !strings.HasPrefix(o, "file:") {
					out = append(out, candidate{name: name, version: e.Version, spec: rng, origin: o})
				}
				break
			}
			real := name
			if r, _ := splitSpec(e.Resolution); r != "" && r != name {
				real = r // alias: "foo@npm:bar@^1" resolves to "bar@npm:1.0.0"
			}
			out = append(out, candidate{name: real, version: e.Version, spec: strings.TrimPrefix(rng, "npm:")})
		}
	}
	return out, nil
}

// parseYarnClassic reads the v1 format: unindented header lines of
// comma-separated, maybe quoted specs ending in ":", then indented fields
// such as `version "1.2.3"`.
func parseYarnClassic(data []byte, name string) ([]candidate, error) {
	var (
		out     []candidate
		current []candidate // candidates for the block being read
	)
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if line[0] != ' ' && strings.HasSuffix(line, ":") {
			current = current[:0]
			for _, spec := range strings.Split(strings.TrimSuffix(line, ":"), ",") {
				spec = unquoteYarn(strings.TrimSpace(spec))
				n, rng := splitSpec(spec)
				if n != name {
					continue
				}
				c := candidate{name: name, spec: rng}
				if strings.HasPrefix(rng, "npm:") {
					c.name, c.spec = splitSpec(strings.TrimPrefix(rng, "npm:"))
				} else if o, ok := SpecOrigin(rng); ok {
					c.origin = o
				}
				current = append(current, c)
			}
			continue
		}
		trimmed := strings.TrimSpace(line)
		if len(current) > 0 && strings.HasPrefix(line, "  ") && !strings.HasPrefix(line, "    ") && strings.HasPrefix(trimmed, "version ") {
			v := unquoteYarn(strings.TrimSpace(strings.TrimPrefix(trimmed, "version ")))
			for _, c := range current {
				c.version = v
				out = append(out, c)
			}
			current = current[:0]
		}
	}
	return out, sc.Err()
}

func unquoteYarn(s string) string {
	if len(s) >= 2 && s[0] == '"' {
		if u, err := strconv.Unquote(s); err == nil {
			return u
		}
		return strings.Trim(s, `"`)
	}
	return s
}
