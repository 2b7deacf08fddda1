package npmrc

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"maps"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"
)

// BunfigName is Bun's project configuration file; the user's is
// .bunfig.toml in $XDG_CONFIG_HOME, else in the home directory.
const BunfigName = "bunfig.toml"

// bunfigUser is the user's bunfig.toml as Bun finds it.
func bunfigUser(getenv func(string) (string, bool), home string) string {
	if d, ok := getenv("XDG_CONFIG_HOME"); ok && d != "" {
		return filepath.Join(d, ".bunfig.toml")
	}
	if home == "" {
		return ""
	}
	return filepath.Join(home, ".bunfig.toml")
}

// BunfigUserFile is the user's bunfig.toml Load reads in a Bun project,
// whether it exists or not; "" without a home directory.
func BunfigUserFile(opt Options) string {
	environ := opt.Environ
	if environ == nil {
		environ = os.Environ()
	}
	env := envMap(environ)
	home := opt.Home
	if home == "" {
		home, _ = os.UserHomeDir()
	}
	return bunfigUser(func(k string) (string, bool) { v, ok := env[k]; return v, ok }, home)
}

// isBun reports whether Bun installs the project at root: it has
// bun.lock or bun.lockb, a bunfig.toml, or package.json's packageManager
// says bun.
func isBun(root string, readFile func(string) ([]byte, error)) bool {
	for _, f := range []string{"bun.lock", "bun.lockb", BunfigName} {
		if _, err := readFile(filepath.Join(root, f)); err == nil {
			return true
		}
	}
	data, err := readFile(filepath.Join(root, "package.json"))
	if err != nil {
		return false
	}
	var pj struct {
		PackageManager string `json:"packageManager"`
	}
	return json.Unmarshal(data, &pj) == nil && strings.HasPrefix(pj.PackageManager, "bun@")
}

// bunRegistry is a registry value of bunfig.toml: a URL (which may hold
// user:password), or a table with url and token or username/password.
type bunRegistry struct {
	URL, Token, Username, Password string
}

// UnmarshalTOML takes either form.
func (r *bunRegistry) UnmarshalTOML(v any) error {
	switch v := v.(type) {
	case string:
		r.URL = v
	case map[string]any:
		for k, dst := range map[string]*string{"url": &r.URL, "token": &r.Token, "username": &r.Username, "password": &r.Password} {
			if x, ok := v[k]; ok {
				s, ok := x.(string)
				if !ok {
					return fmt.Errorf("registry %s: %T, want a string", k, x)
				}
				*dst = s
			}
		}
	default:
		return fmt.Errorf("registry: %T, want a URL or a table", v)
	}
	return nil
}

type bunfig struct {
	Install struct {
		Registry *bunRegistry           `toml:"registry"`
		Scopes   map[string]bunRegistry `toml:"scopes"`
	} `toml:"install"`
}

// bunExpand is Bun's "$NAME" value: a whole value starting with "$" is
// the variable's value (a URL's trailing "/" dropped from the name);
// anything else is itself. An unset variable is reported to unset and
// the value is "": Bun would send "$NAME" as written.
func bunExpand(s string, url bool, getenv func(string) (string, bool), unset func(string)) string {
	if len(s) < 2 || s[0] != '$' {
		return s
	}
	name := s[1:]
	if url {
		name = strings.Trim(name, "/")
	}
	if getenv != nil {
		if v, ok := getenv(name); ok && (!url || len(v) > 1) {
			return v
		}
	}
	if unset != nil {
		unset(name)
	}
	return ""
}

// parseBunfig turns bunfig.toml's [install] registry and [install.scopes]
// into the npmrc entries that mean the same, as Bun applies them
// (Registry.Scope.fromAPI): the registry URL without its user:password,
// and the registry's token (Bearer), else its username and password (or
// the URL's), as the credential of that URL's prefix only. A scope
// without url is on the default registry. unset gets each $NAME getenv
// lacks with the key of the entry naming it.
func parseBunfig(data []byte, getenv func(string) (string, bool), unset func(name, key string)) ([]Entry, error) {
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("%s is %d bytes, over the %d byte limit", BunfigName, len(data), MaxFileSize)
	}
	var doc bunfig
	if _, err := toml.NewDecoder(bytes.NewReader(data)).Decode(&doc); err != nil {
		return nil, fmt.Errorf("parse %s: %w", BunfigName, err)
	}
	var out []Entry
	base := ""
	add := func(regKey string, r bunRegistry) {
		raw := bunExpand(r.URL, true, getenv, func(n string) {
			if unset != nil {
				unset(n, regKey)
			}
		})
		if raw == "" && r.URL == "" {
			raw = base
		}
		u, err := url.Parse(raw)
		if err != nil || u.Host == "" || (u.Scheme != "https" && u.Scheme != "http") {
			return
		}
		user, pass := "", ""
		if u.User != nil {
			user = u.User.Username()
			pass, _ = u.User.Password()
			u.User = nil
		}
		reg := u.String()
		out = append(out, Entry{Key: regKey, Value: reg})
		if regKey == "registry" {
			base = reg
		}
		dart := nerfDart(reg)
		report := func(key string) func(string) {
			return func(n string) {
				if unset != nil {
					unset(n, key)
				}
			}
		}
		if r.Token != "" {
			if tok := bunExpand(r.Token, false, getenv, report(dart+":_authToken")); tok != "" {
				out = append(out, Entry{Key: dart + ":_authToken", Value: tok})
			}
			return
		}
		if r.Username != "" || r.Password != "" {
			user = bunExpand(r.Username, false, getenv, report(dart+":_auth"))
			pass = bunExpand(r.Password, false, getenv, report(dart+":_auth"))
		}
		if user != "" && pass != "" {
			out = append(out, Entry{Key: dart + ":_auth", Value: base64.StdEncoding.EncodeToString([]byte(user + ":" + pass))})
		}
	}
	if doc.Install.Registry != nil {
		add("registry", *doc.Install.Registry)
	}
	for _, name := range slices.Sorted(maps.Keys(doc.Install.Scopes)) {
		add("@"+strings.TrimPrefix(name, "@")+":registry", doc.Install.Scopes[name])
	}
	return out, nil
}

// BunfigReferences returns the $NAME variables a bunfig.toml's registry
// settings name, in file order.
func BunfigReferences(data []byte) []string {
	var out []string
	_, _ = parseBunfig(data, func(string) (string, bool) { return "", false }, func(n, _ string) {
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	})
	return out
}

// bunEnvLayer reads the registry and token Bun takes from the
// environment over every file: BUN_CONFIG_REGISTRY, NPM_CONFIG_REGISTRY,
// npm_config_registry (the first that is an http(s) URL), and
// BUN_CONFIG_TOKEN, NPM_CONFIG_TOKEN, npm_config_token as the default
// registry's token. registry is the default registry the files give,
// for the token's prefix when no variable names one.
func bunEnvLayer(getenv func(string) (string, bool), registry string) []Entry {
	var out []Entry
	for _, k := range []string{"BUN_CONFIG_REGISTRY", "NPM_CONFIG_REGISTRY", "npm_config_registry"} {
		if v, ok := getenv(k); ok && (strings.HasPrefix(v, "https://") || strings.HasPrefix(v, "http://")) {
			out = append(out, Entry{Key: "registry", Value: v})
			registry = v
			break
		}
	}
	for _, k := range []string{"BUN_CONFIG_TOKEN", "NPM_CONFIG_TOKEN", "npm_config_token"} {
		if v, ok := getenv(k); ok && v != "" {
			if dart := nerfDart(registry); dart != "" {
				out = append(out, Entry{Key: dart + ":_authToken", Value: v})
			}
			break
		}
	}
	return out
}
