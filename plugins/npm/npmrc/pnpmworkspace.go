package npmrc

import (
	"net/url"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// pnpmWorkspaceRoot is the directory whose pnpm-workspace.yaml governs the
// project at root: root itself when it has one, else the workspace root
// that lists it (pnpmWorkspaceOf); "" for none.
func pnpmWorkspaceRoot(root string, readFile func(string) ([]byte, error)) string {
	if _, err := readFile(filepath.Join(root, "pnpm-workspace.yaml")); err == nil {
		return root
	}
	return pnpmWorkspaceOf(root, readFile)
}

// parsePNPMWorkspace reads the registry settings pnpm 10 and later take
// from pnpm-workspace.yaml, as the npmrc entries that mean the same:
//
//   - registry: URL, the default registry;
//   - registries: a map of "default" or "@scope" to URL;
//   - registries in the shape pnpm 11.23 added, keyed by URL, each entry
//     listing the "scopes" routed to it.
//
// pnpm refuses credentials and TLS material in this file (it is committed
// with the repository), and so does this: only registry URLs are read.
// A URL holding a ${...} placeholder is left out, as pnpm (11.5.3 and
// later) leaves it out: expanding the environment into a URL a repository
// chose would let it send the user's secrets anywhere. So is one that is
// not http(s), and namedRegistries (aliases for the "alias:" specifiers of
// package.json, which name no package's registry by its name).
func parsePNPMWorkspace(data []byte) ([]Entry, error) {
	var ws struct {
		Registry   string    `yaml:"registry"`
		Registries yaml.Node `yaml:"registries"`
	}
	if err := yaml.Unmarshal(data, &ws); err != nil {
		return nil, err
	}
	var out []Entry
	add := func(key, u string) {
		if !registryURL(u) {
			return
		}
		out = slices.DeleteFunc(out, func(e Entry) bool { return e.Key == key })
		out = append(out, Entry{Key: key, Value: u})
	}
	add("registry", ws.Registry)
	if ws.Registries.Kind != yaml.MappingNode {
		return out, nil
	}
	for i := 0; i+1 < len(ws.Registries.Content); i += 2 {
		k, v := ws.Registries.Content[i].Value, ws.Registries.Content[i+1]
		switch {
		case v.Kind == yaml.ScalarNode && k == "default":
			add("registry", v.Value)
		case v.Kind == yaml.ScalarNode && validScope(k):
			add(k+":registry", v.Value)
		case v.Kind == yaml.MappingNode:
			var decl struct {
				Scopes []string `yaml:"scopes"`
			}
			if v.Decode(&decl) != nil {
				continue
			}
			for _, s := range decl.Scopes {
				if validScope(s) {
					add(s+":registry", k)
				}
			}
		}
	}
	return out, nil
}

// validScope reports whether s is an npm scope ("@corp"): "@" and then a
// name without "/" or ":".
func validScope(s string) bool {
	return len(s) > 1 && s[0] == '@' && !strings.ContainsAny(s[1:], "/:@ ")
}

// registryURL reports whether u may be read as a registry URL from a
// repository's file: http(s), with a host, and no ${...} placeholder.
func registryURL(u string) bool {
	if u == "" || strings.Contains(u, "${") {
		return false
	}
	p, err := url.Parse(u)
	return err == nil && (p.Scheme == "https" || p.Scheme == "http") && p.Host != ""
}

// pnpmEnvLayer is pnpm's own environment setting of the registry,
// pnpm_config_registry (pnpm reads only lower_snake_case names with its
// prefix), which pnpm applies over pnpm-workspace.yaml.
func pnpmEnvLayer(environ []string) []Entry {
	var out []Entry
	for _, kv := range environ {
		if v, ok := strings.CutPrefix(kv, "pnpm_config_registry="); ok && v != "" {
			out = append(out, Entry{Key: "registry", Value: v})
		}
	}
	return out
}

// PNPMConfigDir is pnpm's configuration directory, which holds its
// auth.ini (pnpm login's tokens, pnpm 11) and global rc:
// $XDG_CONFIG_HOME/pnpm, else ~/Library/Preferences/pnpm on macOS,
// ~/AppData/Local/pnpm/config on Windows, ~/.config/pnpm elsewhere. ""
// without a home.
func PNPMConfigDir(getenv func(string) (string, bool), home string) string {
	if x, ok := getenv("XDG_CONFIG_HOME"); ok && filepath.IsAbs(x) {
		return filepath.Join(x, "pnpm")
	}
	if home == "" {
		return ""
	}
	switch runtime.GOOS {
	case "darwin":
		return filepath.Join(home, "Library", "Preferences", "pnpm")
	case "windows":
		return filepath.Join(home, "AppData", "Local", "pnpm", "config")
	}
	return filepath.Join(home, ".config", "pnpm")
}
