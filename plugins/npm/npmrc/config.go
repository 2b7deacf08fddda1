package npmrc

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/pkgdocs/pkgdocs/sdk/credentials"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// Options says where to look. Every field's zero value means "the real
// environment".
type Options struct {
	// ProjectDir is the user's project; "" reads no project .npmrc.
	ProjectDir string
	// ProjectTrusted says the user chose ProjectDir (sdk.PackageRef's
	// ProjectTrusted). Without it the project's .npmrc is not read at
	// all: its registries, credentials and ${VAR} references could send
	// the user's environment to a host an agent's directory names.
	// Config.IgnoredProject then names the file.
	ProjectTrusted bool
	// Registry, when set, overrides every layer's "registry" (the request's
	// registry override).
	Registry string
	// Environ is the environment as "KEY=value" pairs; nil means
	// os.Environ().
	Environ []string
	// Home is the user's home directory; "" means os.UserHomeDir().
	Home string
	// ReadFile reads npmrc and package.json files; nil means the OS file
	// system, bounded to MaxFileSize.
	ReadFile func(name string) ([]byte, error)
	// AskNPM runs `npm config get registry` in dir; nil means exec'ing npm
	// from PATH (see NPMRegistry). It is only called when no layer sets a
	// registry.
	AskNPM func(ctx context.Context, dir string) (string, error)
}

// Config is the merged npm configuration.
type Config struct {
	values map[string]string // merged: a higher layer's key wins
	// Files are the npmrc files that were read, highest priority first.
	Files []string
	// RegistryFrom says which layer set the default registry.
	RegistryFrom string
	// ProjectRoot is where the project .npmrc was looked for; "" without a
	// project.
	ProjectRoot string
	// IgnoredProject is the project .npmrc that exists but was not read
	// because the project is not trusted (Options.ProjectTrusted).
	IgnoredProject string

	// ignored holds the registry and @scope:registry settings of
	// IgnoredProject, unexpanded.
	ignored map[string]string
	// Unset are the ${NAME} references (without "?") of the files read
	// whose variable the environment does not have, in file order: npm
	// refuses such a configuration, and the value would go to the
	// registry as written.
	Unset []UnsetVar

	credsOnce sync.Once
	creds     *credentials.Set
}

// ErrNoRegistry means no layer sets a registry and npm could not be asked.
var ErrNoRegistry = errors.New("no npm registry configured: set npm_config_registry, or add registry=<url> to ~/.npmrc or the project's .npmrc")

type layer struct {
	name    string
	entries []Entry
	yarn    bool // a Yarn configuration file
}

// Load merges the layers described in the package documentation.
func Load(ctx context.Context, opt Options) (*Config, error) {
	environ := opt.Environ
	if environ == nil {
		environ = os.Environ()
	}
	env := envMap(environ)
	getenv := func(k string) (string, bool) { v, ok := env[k]; return v, ok }
	readFile := opt.ReadFile
	if readFile == nil {
		readFile = readBounded
	}
	home := opt.Home
	if home == "" {
		home, _ = os.UserHomeDir()
	}

	c := &Config{values: map[string]string{}}
	var layers []layer
	if opt.Registry != "" {
		layers = append(layers, layer{name: "request", entries: []Entry{{Key: "registry", Value: opt.Registry}}})
	}
	layers = append(layers, layer{name: "environment", entries: envLayer(environ)})

	fileLayer := func(name, file string) error {
		if file == "" {
			return nil
		}
		data, err := readFile(file)
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrPermission) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("read %s npmrc %s: %w", name, file, err)
		}
		entries, err := parse(data, getenv, func(n, key string) {
			if u := (UnsetVar{Name: n, File: file, Key: key}); !slices.Contains(c.Unset, u) {
				c.Unset = append(c.Unset, u)
			}
		})
		if err != nil {
			return fmt.Errorf("parse %s npmrc %s: %w", name, file, err)
		}
		c.Files = append(c.Files, file)
		layers = append(layers, layer{name: name + " .npmrc (" + file + ")", entries: entries})
		return nil
	}
	// yarnLayer reads a .yarnrc.yml as the npmrc entries that mean the
	// same (parseYarnrc).
	yarnLayer := func(name, file string) error {
		data, err := readFile(file)
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrPermission) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("read %s %s: %w", name, file, err)
		}
		entries, err := parseYarnrc(data, getenv, func(n, key string) {
			if u := (UnsetVar{Name: n, File: file, Key: key}); !slices.Contains(c.Unset, u) {
				c.Unset = append(c.Unset, u)
			}
		})
		if err != nil {
			return fmt.Errorf("%s %s: %w", name, file, err)
		}
		c.Files = append(c.Files, file)
		layers = append(layers, layer{name: name + " " + filepath.Base(file) + " (" + file + ")", entries: entries, yarn: true})
		return nil
	}
	// bunLayer reads a bunfig.toml as the npmrc entries that mean the
	// same (parseBunfig).
	bunLayer := func(name, file string) error {
		data, err := readFile(file)
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrPermission) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("read %s %s: %w", name, file, err)
		}
		entries, err := parseBunfig(data, getenv, func(n, key string) {
			if u := (UnsetVar{Name: n, File: file, Key: key}); !slices.Contains(c.Unset, u) {
				c.Unset = append(c.Unset, u)
			}
		})
		if err != nil {
			return fmt.Errorf("%s %s: %w", name, file, err)
		}
		c.Files = append(c.Files, file)
		layers = append(layers, layer{name: name + " " + filepath.Base(file) + " (" + file + ")", entries: entries})
		return nil
	}
	lookup := func(key string) string {
		for _, l := range layers {
			for i := len(l.entries) - 1; i >= 0; i-- {
				if l.entries[i].Key == key {
					return l.entries[i].Value
				}
			}
		}
		return ""
	}

	pnpmProject := false // a trusted project pnpm manages
	bunProject := false  // a trusted project Bun manages
	if opt.ProjectDir != "" {
		c.ProjectRoot = ProjectRoot(opt.ProjectDir, readFile)
		rc := filepath.Join(c.ProjectRoot, ".npmrc")
		// A Yarn Berry project: Yarn takes its registries and tokens from
		// its YARN_* variables, then each .yarnrc.yml from the project's
		// directory up to the file system's root, then the user's
		// ~/.yarnrc.yml, over anything .npmrc says.
		rcName := yarnrcName(getenv)
		yrc := filepath.Join(c.ProjectRoot, rcName)
		yarnData, yarnErr := readFile(yrc)
		if opt.ProjectTrusted {
			berry := yarnErr == nil || isBerry(c.ProjectRoot, readFile)
			if berry {
				for _, f := range yarnrcsAbove(opt.ProjectDir, rcName, home) {
					if err := yarnLayer("project", f); err != nil {
						return nil, err
					}
				}
			}
			if err := fileLayer("project", rc); err != nil {
				return nil, err
			}
			// pnpm reads the .npmrc of the workspace a project is a
			// member of (the directory with pnpm-workspace.yaml) below the
			// project's own.
			if ws := pnpmWorkspaceOf(c.ProjectRoot, readFile); ws != "" {
				if err := fileLayer("pnpm workspace", filepath.Join(ws, ".npmrc")); err != nil {
					return nil, err
				}
			}
			if berry && home != "" {
				if err := yarnLayer("user", filepath.Join(home, rcName)); err != nil {
					return nil, err
				}
			}
			bunProject = !berry && isBun(c.ProjectRoot, readFile)
			// pnpm 10 and later take registries from the workspace's
			// pnpm-workspace.yaml over every .npmrc and npm_config_*
			// variable, and pnpm_config_registry over that; the request
			// still wins.
			if _, err := readFile(filepath.Join(c.ProjectRoot, "pnpm-lock.yaml")); err == nil {
				pnpmProject = true
			}
			if ws := pnpmWorkspaceRoot(c.ProjectRoot, readFile); ws != "" {
				pnpmProject = true
				f := filepath.Join(ws, "pnpm-workspace.yaml")
				data, err := readFile(f)
				if err != nil && !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, fs.ErrPermission) {
					return nil, fmt.Errorf("read %s: %w", f, err)
				}
				entries, err := parsePNPMWorkspace(data)
				if err != nil {
					return nil, fmt.Errorf("%s: %w", f, err)
				}
				at := 0
				if opt.Registry != "" {
					at = 1
				}
				pnpm := []layer{{name: "environment (pnpm_config_registry)", entries: pnpmEnvLayer(environ)}}
				if len(entries) > 0 {
					c.Files = append(c.Files, f)
					pnpm = append(pnpm, layer{name: "pnpm-workspace.yaml (" + f + ")", entries: entries})
				}
				layers = slices.Insert(layers, at, pnpm...)
			}
			if berry {
				// The environment comes before every file; its token
				// belongs to the registry Yarn's own settings name.
				env := yarnEnvLayer(environ, layers)
				layers = slices.Insert(layers, 0, layer{name: "environment (YARN_*)", entries: env})
				if opt.Registry != "" {
					layers[0], layers[1] = layers[1], layers[0] // the request still wins
				}
			}
		} else if yarnErr == nil {
			// Read without expanding anything, only to tell which names
			// it would send elsewhere (IgnoredRegistry).
			if entries, err := parseYarnrc(yarnData, nil, nil); err == nil {
				for _, e := range entries {
					if e.Key == "registry" || strings.HasPrefix(e.Key, "@") && strings.HasSuffix(e.Key, ":registry") {
						if c.ignored == nil {
							c.ignored = map[string]string{}
						}
						c.ignored[e.Key] = e.Value
						c.IgnoredProject = yrc
					}
				}
			}
		}
		if data, err := readFile(rc); err == nil && !opt.ProjectTrusted && c.IgnoredProject == "" {
			c.IgnoredProject = rc
			// Read without expanding anything, only to tell which
			// names it would send elsewhere (IgnoredRegistry).
			if entries, err := Parse(data, nil); err == nil {
				c.ignored = map[string]string{}
				for _, e := range entries {
					if e.Key == "registry" || strings.HasPrefix(e.Key, "@") && strings.HasSuffix(e.Key, ":registry") {
						c.ignored[e.Key] = e.Value
					}
				}
			}
		}
		if ws := pnpmWorkspaceRoot(c.ProjectRoot, readFile); ws != "" && !opt.ProjectTrusted {
			// Read only to tell which names it would send elsewhere
			// (IgnoredRegistry); pnpm puts it over the .npmrc.
			f := filepath.Join(ws, "pnpm-workspace.yaml")
			if data, err := readFile(f); err == nil {
				if entries, err := parsePNPMWorkspace(data); err == nil && len(entries) > 0 {
					if c.ignored == nil {
						c.ignored = map[string]string{}
					}
					for _, e := range entries {
						c.ignored[e.Key] = e.Value
					}
					if c.IgnoredProject == "" {
						c.IgnoredProject = f
					}
				}
			}
		}
	}
	if opt.ProjectDir != "" && !opt.ProjectTrusted {
		// Read without expanding anything, only to tell which names it
		// would send elsewhere (IgnoredRegistry).
		f := filepath.Join(c.ProjectRoot, BunfigName)
		if data, err := readFile(f); err == nil {
			if entries, err := parseBunfig(data, nil, nil); err == nil {
				for _, e := range entries {
					if e.Key == "registry" || strings.HasPrefix(e.Key, "@") && strings.HasSuffix(e.Key, ":registry") {
						if c.ignored == nil {
							c.ignored = map[string]string{}
						}
						if _, ok := c.ignored[e.Key]; !ok {
							c.ignored[e.Key] = e.Value
						}
						if c.IgnoredProject == "" {
							c.IgnoredProject = f
						}
					}
				}
			}
		}
	}
	userconfig := lookup("userconfig")
	if userconfig == "" && home != "" {
		userconfig = filepath.Join(home, ".npmrc")
	}
	pnpmDir := ""
	if pnpmProject {
		pnpmDir = PNPMConfigDir(getenv, home)
	}
	if pnpmDir != "" {
		// pnpm 11 keeps `pnpm login`'s tokens in auth.ini, read above
		// the user's .npmrc.
		if err := fileLayer("pnpm user", filepath.Join(pnpmDir, "auth.ini")); err != nil {
			return nil, err
		}
	}
	if err := fileLayer("user", expandHome(userconfig, home)); err != nil {
		return nil, err
	}
	if bunProject {
		// Bun applies .npmrc over bunfig.toml, the project's bunfig over
		// the user's, and its variables over every file.
		if err := bunLayer("project", filepath.Join(c.ProjectRoot, BunfigName)); err != nil {
			return nil, err
		}
		if err := bunLayer("user", bunfigUser(getenv, home)); err != nil {
			return nil, err
		}
		at := 0
		if opt.Registry != "" {
			at = 1 // the request still wins
		}
		layers = slices.Insert(layers, at, layer{name: "environment (BUN_CONFIG_*)", entries: bunEnvLayer(getenv, lookup("registry"))})
	}
	for _, g := range globalConfigs(lookup("globalconfig"), lookup("prefix")) {
		if err := fileLayer("global", g); err != nil {
			return nil, err
		}
	}
	if pnpmDir != "" {
		// pnpm's global rc, below npm's files.
		if err := fileLayer("pnpm global", filepath.Join(pnpmDir, "rc")); err != nil {
			return nil, err
		}
	}

	// Merge, lowest priority first so higher layers overwrite.
	for i := len(layers) - 1; i >= 0; i-- {
		for _, e := range layers[i].entries {
			c.values[e.Key] = e.Value
			if e.Key == "registry" {
				c.RegistryFrom = layers[i].name
			}
		}
	}
	if c.values["registry"] == "" {
		ask := opt.AskNPM
		if ask == nil {
			ask = NPMRegistry
		}
		dir := c.ProjectRoot
		if dir == "" || !opt.ProjectTrusted {
			// npm run in an untrusted project would read its .npmrc.
			dir = home
		}
		reg, err := ask(ctx, dir)
		if err != nil || reg == "" {
			return nil, fmt.Errorf("%w (npm config get registry: %v)", ErrNoRegistry, err)
		}
		c.values["registry"] = reg
		c.RegistryFrom = "npm config get registry"
	}
	if _, err := normalizeRegistry(c.values["registry"]); err != nil {
		return nil, fmt.Errorf("registry set by %s: %w", c.RegistryFrom, err)
	}
	return c, nil
}

// IgnoredRegistry returns the registry the ignored project .npmrc
// (IgnoredProject) sends name to, when it is another than the one this
// configuration uses: its @scope:registry for a scoped name, else its
// registry. Looking such a name up here would ask the wrong registry for
// a name that may be private, and could document a public package of the
// same name (dependency confusion). The URL is redacted.
func (c *Config) IgnoredRegistry(name string) (string, bool) {
	if len(c.ignored) == 0 {
		return "", false
	}
	v, ok := "", false
	if strings.HasPrefix(name, "@") {
		scope, _, _ := strings.Cut(name, "/")
		v, ok = c.ignored[scope+":registry"]
	}
	if !ok {
		v, ok = c.ignored["registry"]
	}
	if !ok {
		return "", false
	}
	if strings.Contains(v, "${") {
		return redactURL(v), true // names a variable: another registry for all we can tell
	}
	u, err := normalizeRegistry(v)
	if err != nil {
		return redactURL(v), true
	}
	if u == c.Registry(name) {
		return "", false
	}
	return redactURL(u), true
}

// UnsetVar is a ${Name} reference in npmrc File to a variable the
// environment does not have, on the line setting Key.
type UnsetVar struct{ Name, File, Key string }

// UnsetFor returns the unset references (Unset) that matter to a request
// for package name: a setting of a nerf dart ("//host/path/:_authToken")
// only when name's registry is under that dart, an @scope:registry only
// for that scope's names, any other setting always. A token for a
// registry the request never asks (a company registry's, unset in the
// environment an MCP client gives pkgdocs) does not stop a request to
// another one: npm sends nothing from that line there either.
func (c *Config) UnsetFor(name string) []UnsetVar {
	var out []UnsetVar
	for _, u := range c.Unset {
		if c.unsetMatters(u.Key, name) {
			out = append(out, u)
		}
	}
	return out
}

func (c *Config) unsetMatters(key, name string) bool {
	if strings.HasPrefix(key, "//") {
		i := strings.LastIndex(key, ":")
		if i < 0 {
			return true
		}
		reg, err := url.Parse(c.Registry(name))
		if err != nil || reg.Host == "" {
			return true
		}
		return strings.HasPrefix("//"+reg.Host+reg.Path, key[:i])
	}
	if strings.HasPrefix(key, "@") && strings.HasSuffix(key, ":registry") {
		scope := strings.TrimSuffix(key, ":registry")
		return strings.HasPrefix(name, scope+"/")
	}
	return true
}

// UserFiles returns the user and global npmrc files Load reads whatever
// the project (their paths set by the environment or found from home and
// node's prefix), whether they exist or not.
func UserFiles(opt Options) []string {
	environ := opt.Environ
	if environ == nil {
		environ = os.Environ()
	}
	home := opt.Home
	if home == "" {
		home, _ = os.UserHomeDir()
	}
	env := map[string]string{}
	for _, e := range envLayer(environ) {
		env[e.Key] = e.Value
	}
	var out []string
	userconfig := env["userconfig"]
	if userconfig == "" && home != "" {
		userconfig = filepath.Join(home, ".npmrc")
	}
	if u := expandHome(userconfig, home); u != "" {
		out = append(out, u)
	}
	return append(out, globalConfigs(env["globalconfig"], env["prefix"])...)
}

// String describes the configuration without any credential.
func (c *Config) String() string {
	reg, _ := normalizeRegistry(c.values["registry"])
	return fmt.Sprintf("registry %s (from %s), files %v", redactURL(reg), c.RegistryFrom, c.Files)
}

// Registry returns the registry URL for a package, ending in "/": the
// package's @scope:registry if set, else the default registry.
func (c *Config) Registry(name string) string {
	if strings.HasPrefix(name, "@") {
		scope, _, _ := strings.Cut(name, "/")
		if r := c.values[scope+":registry"]; r != "" {
			if u, err := normalizeRegistry(r); err == nil {
				return u
			}
		}
	}
	u, _ := normalizeRegistry(c.values["registry"])
	return u
}

// CAFile is the "cafile" setting, for registries with a private CA.
func (c *Config) CAFile() string { return c.values["cafile"] }

// maxFetchTimeout caps FetchTimeout: the host bounds every call far
// below it anyway, and a larger count of milliseconds would overflow.
const maxFetchTimeout = time.Hour

// FetchTimeout is npm's "fetch-timeout" setting (milliseconds): how long
// one registry request may take, for a slow mirror or a registry that
// stalls. Zero when unset, zero (npm's "no timeout": the provider keeps
// its own bound) or not a number.
func (c *Config) FetchTimeout() time.Duration {
	ms, err := strconv.ParseInt(strings.TrimSpace(c.values["fetch-timeout"]), 10, 64)
	if err != nil || ms <= 0 {
		return 0
	}
	if ms > int64(maxFetchTimeout/time.Millisecond) {
		return maxFetchTimeout
	}
	return time.Duration(ms) * time.Millisecond
}

// Credentials returns the credentials of every nerf dart
// (//host[:port]/path/) that has one, for fetch.Client.Credentials: the
// longest prefix covering a URL wins, on its own host, port and path only,
// and redirects re-decide (package credentials), as npm-registry-fetch
// matches them. Within one prefix _authToken (Bearer) comes first, then
// _auth (Basic), then username + base64 _password (Basic). Top-level
// _authToken/_auth without a registry prefix are ignored, as npm 9+ does.
func (c *Config) Credentials() *credentials.Set {
	c.credsOnce.Do(func() {
		c.creds = &credentials.Set{}
		for key := range c.values {
			i := strings.LastIndex(key, ":")
			dart, field := key[:max(i, 0)], key[i+1:]
			if i < 0 || !strings.HasPrefix(dart, "//") || field != "_authToken" && field != "_auth" && field != "username" {
				continue
			}
			if cr, ok := c.credential(dart); ok {
				_ = c.creds.Add(dart, cr) // a malformed nerf dart earns nothing
			}
		}
	})
	return c.creds
}

// credential is the credential set for one nerf dart, if complete. One
// whose line names an unset variable is none: npm would send "${NAME}"
// as written.
func (c *Config) credential(dart string) (credentials.Credential, bool) {
	for _, u := range c.Unset {
		if strings.HasPrefix(u.Key, dart+":") {
			return credentials.Credential{}, false
		}
	}
	if t := c.values[dart+":_authToken"]; t != "" {
		return credentials.Bearer(t), true
	}
	if a := c.values[dart+":_auth"]; a != "" {
		return credentials.Header("Authorization", "Basic "+a), true
	}
	user, pw := c.values[dart+":username"], c.values[dart+":_password"]
	if user == "" || pw == "" {
		return credentials.Credential{}, false
	}
	dec, err := base64.StdEncoding.DecodeString(pw)
	if err != nil {
		return credentials.Credential{}, false
	}
	return credentials.Basic(user, string(dec)), true
}

// Authorization returns the Authorization header value Credentials gives
// a request to rawURL, or "" for none.
func (c *Config) Authorization(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return ""
	}
	h := http.Header{}
	c.Credentials().For(u).SetHeader(h)
	return h.Get("Authorization")
}

// normalizeRegistry checks a registry URL and makes it end in "/".
func normalizeRegistry(r string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(r))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", fmt.Errorf("registry %q is not an http(s) URL", redactURL(r))
	}
	u.RawQuery, u.Fragment = "", ""
	s := u.String()
	if !strings.HasSuffix(s, "/") {
		s += "/"
	}
	return s, nil
}

// redactURL drops user info, query and fragment from a URL for messages:
// any of them may carry a credential.
func redactURL(s string) string { return fetch.RedactString(s) }

// envLayer turns npm_config_* variables into config keys the way
// @npmcli/config does: case-insensitive prefix, "_" becomes "-" except a
// leading one, lower-cased, unless the key is a nerf dart ("//...").
func envLayer(environ []string) []Entry {
	var out []Entry
	for _, kv := range environ {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || v == "" || len(k) <= len("npm_config_") || !strings.EqualFold(k[:len("npm_config_")], "npm_config_") {
			continue
		}
		key := k[len("npm_config_"):]
		if !strings.HasPrefix(key, "//") {
			key = strings.ToLower(key[:1] + strings.ReplaceAll(key[1:], "_", "-"))
		}
		out = append(out, Entry{Key: key, Value: v})
	}
	return out
}

func envMap(environ []string) map[string]string {
	m := make(map[string]string, len(environ))
	for _, kv := range environ {
		if k, v, ok := strings.Cut(kv, "="); ok {
			m[k] = v
		}
	}
	return m
}

func expandHome(p, home string) string {
	if home != "" && (p == "~" || strings.HasPrefix(p, "~/")) {
		return filepath.Join(home, p[1:])
	}
	return p
}

// globalConfigs lists the global npmrc candidates: the explicit
// globalconfig, else $prefix/etc/npmrc where prefix is the explicit one or
// the directory above node's bin directory. Debian's npm, whose prefix is
// /usr, keeps its global config in /etc/npmrc.
func globalConfigs(globalconfig, prefix string) []string {
	if globalconfig != "" {
		return []string{globalconfig}
	}
	if prefix == "" {
		prefix = nodePrefix()
	}
	if prefix == "" {
		return nil
	}
	out := []string{filepath.Join(prefix, "etc", "npmrc")}
	if filepath.Clean(prefix) == "/usr" {
		out = append(out, "/etc/npmrc")
	}
	return out
}

var nodePrefixOnce = sync.OnceValue(func() string {
	node, err := lookPath("node")
	if err != nil {
		return ""
	}
	if real, err := filepath.EvalSymlinks(node); err == nil {
		node = real
	}
	return filepath.Dir(filepath.Dir(node))
})

func nodePrefix() string { return nodePrefixOnce() }

// ProjectRoot is npm's "local prefix" for dir: the nearest directory at or
// above dir that has package.json or node_modules, or, when that directory is
// a workspace of a project further up (whose package.json "workspaces"
// matches it), that project. Without any, dir itself.
func ProjectRoot(dir string, readFile func(string) ([]byte, error)) string {
	if readFile == nil {
		readFile = readBounded
	}
	dir = filepath.Clean(dir)
	root := ""
	for d := dir; ; d = filepath.Dir(d) {
		if exists(filepath.Join(d, "package.json")) || exists(filepath.Join(d, "node_modules")) {
			root = d
			break
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	if root == "" {
		return dir
	}
	for d := filepath.Dir(root); ; d = filepath.Dir(d) {
		if data, err := readFile(filepath.Join(d, "package.json")); err == nil {
			rel, err := filepath.Rel(d, root)
			if err == nil && workspaceMatches(data, filepath.ToSlash(rel)) {
				return d
			}
		}
		if filepath.Dir(d) == d {
			return root
		}
	}
}

// maxWorkspaceDepth bounds how far above a project its pnpm workspace
// is looked for.
const maxWorkspaceDepth = 16

// pnpmWorkspaceOf is the root of the pnpm workspace whose
// pnpm-workspace.yaml "packages" globs list dir, the nearest such file
// above dir; "" when there is none or dir is the root itself.
func pnpmWorkspaceOf(dir string, readFile func(string) ([]byte, error)) string {
	dir = filepath.Clean(dir)
	d := dir
	for range maxWorkspaceDepth {
		parent := filepath.Dir(d)
		if parent == d {
			return ""
		}
		d = parent
		data, err := readFile(filepath.Join(d, "pnpm-workspace.yaml"))
		if err != nil {
			continue
		}
		var ws struct {
			Packages []string `yaml:"packages"`
		}
		if yaml.Unmarshal(data, &ws) != nil {
			return ""
		}
		rel, err := filepath.Rel(d, dir)
		if err != nil {
			return ""
		}
		rel = filepath.ToSlash(rel)
		in := false
		for _, g := range ws.Packages {
			if neg, ok := strings.CutPrefix(g, "!"); ok {
				if globMatches(neg, rel) {
					return ""
				}
			} else if globMatches(g, rel) {
				in = true
			}
		}
		if in {
			return d
		}
		return "" // the nearest workspace does not list dir
	}
	return ""
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// readBounded reads a configuration file of at most MaxFileSize bytes.
func readBounded(name string) ([]byte, error) { return localfile.Read(name, MaxFileSize) }

// workspaceMatches reports whether package.json data declares a workspace
// glob matching rel ("packages/a").
func workspaceMatches(data []byte, rel string) bool {
	for _, pattern := range WorkspaceGlobs(data) {
		if globMatches(pattern, rel) {
			return true
		}
	}
	return false
}

// globMatches reports whether a workspace glob ("packages/*",
// "apps/**", "./tools/cli") matches rel.
func globMatches(pattern, rel string) bool {
	pattern = strings.TrimSuffix(strings.TrimPrefix(pattern, "./"), "/")
	if ok, _ := path.Match(pattern, rel); ok {
		return true
	}
	return strings.HasSuffix(pattern, "/**") && strings.HasPrefix(rel, strings.TrimSuffix(pattern, "**"))
}

// Public reports whether what is read for name under this configuration
// is what anyone may read: def is npm's own default registry
// (DefaultRegistry); every registry the configuration names (the default
// and every @scope:registry, since an answer also reads its dependencies'
// and @types packages' declarations) is def, and no credential is sent to
// def or to any of urls (the package's tarball), each of which lies under
// def. Any other registry, a mirror, or a token, basic auth or username
// and password for it means false.
func (c *Config) Public(def, name string, urls ...string) bool {
	if def == "" || c.Registry(name) != def {
		return false
	}
	for key, v := range c.values {
		if key != "registry" && !(strings.HasPrefix(key, "@") && strings.HasSuffix(key, ":registry")) {
			continue
		}
		if u, err := normalizeRegistry(v); err != nil || u != def {
			return false
		}
	}
	for _, u := range append([]string{def}, urls...) {
		if !strings.HasPrefix(u, def) || c.Authorization(u) != "" {
			return false
		}
	}
	return true
}
