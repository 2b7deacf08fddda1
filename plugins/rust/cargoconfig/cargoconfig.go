package cargoconfig

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// CratesIOIndex is Cargo's default index for crates.io (sparse since
// Cargo 1.70).
const CratesIOIndex = "sparse+https://index.crates.io/"

// maxConfigBytes bounds a config file: real ones are a few hundred bytes.
const maxConfigBytes = 1 << 20

// Registry is a [registries.NAME] entry.
type Registry struct {
	Index string
	// Token is the registry's token; never logged or shown.
	Token string
}

// Source is a [source.NAME] entry.
type Source struct {
	ReplaceWith   string
	Directory     string // absolute
	LocalRegistry string // absolute
	Registry      string // an index URL
}

// Config is the merged configuration.
type Config struct {
	// Home is $CARGO_HOME.
	Home       string
	Registries map[string]Registry
	Sources    map[string]Source
	// Files are the config files read, deepest first.
	Files []string
	// Ignored are the project's config files not read because the
	// project is not trusted.
	Ignored []string
	// CAInfo is http.cainfo (CARGO_HTTP_CAINFO): the certificate bundle
	// Cargo verifies registries' TLS certificates with instead of the
	// system's; absolute, "" for none.
	CAInfo string

	// registryProvider is each registry's credential-provider
	// ("crates-io" for [registry]'s), globalProviders
	// registry.global-credential-providers as written (nil when not
	// configured), aliases the [credential-alias] table.
	registryProvider map[string]setting
	globalProviders  []setting
	aliases          map[string]setting
}

// Env reads an environment variable; os.Getenv in production.
type Env func(string) string

// Load reads the configuration that applies to a project at dir ("" for
// none). home is $CARGO_HOME; "" means env's CARGO_HOME, else ~/.cargo.
// trusted says the user chose dir (sdk.PackageRef.ProjectTrusted);
// without it the files found from dir upward are listed in Ignored, not
// read.
func Load(dir string, trusted bool, env Env) (*Config, error) {
	if env == nil {
		env = os.Getenv
	}
	home := env("CARGO_HOME")
	if home == "" {
		if h := env("HOME"); h != "" {
			home = filepath.Join(h, ".cargo")
		}
	}
	c := &Config{Home: home, Registries: map[string]Registry{}, Sources: map[string]Source{},
		registryProvider: map[string]setting{}, aliases: map[string]setting{}}
	var files []string
	if dir != "" {
		abs, err := filepath.Abs(dir)
		if err != nil {
			return nil, fmt.Errorf("cargo config: %w", err)
		}
		for d := abs; ; d = filepath.Dir(d) {
			for _, n := range []string{"config.toml", "config"} {
				p := filepath.Join(d, ".cargo", n)
				if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
					files = append(files, p)
					break
				}
			}
			if filepath.Dir(d) == d {
				break
			}
		}
	}
	if home != "" {
		for _, n := range []string{"config.toml", "config"} {
			p := filepath.Join(home, n)
			if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() && !contains(files, p) {
				files = append(files, p)
				break
			}
		}
	}
	if !trusted {
		for _, f := range files {
			if !inHome(f, home) {
				c.Ignored = append(c.Ignored, f)
			}
		}
		files = slices.DeleteFunc(files, func(f string) bool { return !inHome(f, home) })
	}
	// Apply the shallowest first so deeper files override.
	for i := len(files) - 1; i >= 0; i-- {
		if err := c.apply(files[i], inHome(files[i], home)); err != nil {
			return nil, err
		}
	}
	c.Files = files
	if home != "" {
		for _, n := range []string{"credentials.toml", "credentials"} {
			p := filepath.Join(home, n)
			err := c.credentials(p)
			if err == nil {
				break
			}
			if !errors.Is(err, fs.ErrNotExist) {
				return nil, err
			}
		}
	}
	c.environment(env)
	c.providerEnv(env)
	return c, nil
}

// inHome reports whether f is $CARGO_HOME's own config file (the walk
// upward can meet it when the project is under the home directory).
func inHome(f, home string) bool {
	return home != "" && filepath.Dir(f) == filepath.Clean(home)
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

type file struct {
	Registries map[string]struct {
		Index              string          `toml:"index"`
		Token              string          `toml:"token"`
		CredentialProvider providerSetting `toml:"credential-provider"`
	} `toml:"registries"`
	Registry struct {
		Token                     string          `toml:"token"`
		CredentialProvider        providerSetting `toml:"credential-provider"`
		GlobalCredentialProviders []string        `toml:"global-credential-providers"`
	} `toml:"registry"`
	CredentialAlias map[string]providerSetting `toml:"credential-alias"`
	Source          map[string]struct {
		ReplaceWith   string `toml:"replace-with"`
		Directory     string `toml:"directory"`
		LocalRegistry string `toml:"local-registry"`
		Registry      string `toml:"registry"`
	} `toml:"source"`
	HTTP struct {
		CAInfo string `toml:"cainfo"`
	} `toml:"http"`
}

// apply merges the config file at path over what is there; user says it
// is $CARGO_HOME's, not a project's.
func (c *Config) apply(path string, user bool) error {
	b, err := localfile.Read(path, maxConfigBytes)
	if err != nil {
		return fmt.Errorf("cargo config: %w", err)
	}
	var f file
	if err := toml.Unmarshal(b, &f); err != nil {
		return fmt.Errorf("cargo config %s: %w", path, err)
	}
	// Relative paths are relative to the directory holding .cargo/.
	base := filepath.Dir(filepath.Dir(path))
	if filepath.Base(filepath.Dir(path)) != ".cargo" {
		base = filepath.Dir(path) // $CARGO_HOME/config.toml
	}
	abs := func(p string) string {
		if p == "" || filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(base, p)
	}
	for name, r := range f.Registries {
		cur := c.Registries[name]
		if r.Index != "" {
			cur.Index = r.Index
		}
		if r.Token != "" {
			cur.Token = r.Token
		}
		c.Registries[name] = cur
	}
	if f.Registry.Token != "" {
		cur := c.Registries["crates-io"]
		cur.Token = f.Registry.Token
		c.Registries["crates-io"] = cur
	}
	for name, r := range f.Registries {
		if len(r.CredentialProvider) > 0 {
			c.registryProvider[name] = setting{argv: r.CredentialProvider, from: path, user: user}
		}
	}
	if len(f.Registry.CredentialProvider) > 0 {
		c.registryProvider["crates-io"] = setting{argv: f.Registry.CredentialProvider, from: path, user: user}
	}
	// Cargo joins arrays across config files, a deeper file's entries
	// after the others' (later entries are tried first).
	if len(f.Registry.GlobalCredentialProviders) > 0 {
		for _, p := range f.Registry.GlobalCredentialProviders {
			if argv := strings.Fields(p); len(argv) > 0 {
				c.globalProviders = append(c.globalProviders, setting{argv: argv, from: path, user: user})
			}
		}
	}
	for name, a := range f.CredentialAlias {
		if len(a) > 0 {
			c.aliases[name] = setting{argv: a, from: path, user: user}
		}
	}
	if f.HTTP.CAInfo != "" {
		c.CAInfo = abs(f.HTTP.CAInfo)
	}
	for name, s := range f.Source {
		cur := c.Sources[name]
		if s.ReplaceWith != "" {
			cur.ReplaceWith = s.ReplaceWith
		}
		if s.Directory != "" {
			cur.Directory, cur.LocalRegistry, cur.Registry = abs(s.Directory), "", ""
		}
		if s.LocalRegistry != "" {
			cur.Directory, cur.LocalRegistry, cur.Registry = "", abs(s.LocalRegistry), ""
		}
		if s.Registry != "" {
			cur.Directory, cur.LocalRegistry, cur.Registry = "", "", s.Registry
		}
		c.Sources[name] = cur
	}
	return nil
}

func (c *Config) credentials(path string) error {
	b, err := localfile.Read(path, maxConfigBytes)
	if err != nil {
		return err
	}
	var f file
	if err := toml.Unmarshal(b, &f); err != nil {
		return fmt.Errorf("cargo credentials: %w", err) // never quote the file: it holds tokens
	}
	for name, r := range f.Registries {
		if r.Token != "" {
			cur := c.Registries[name]
			if cur.Token == "" {
				cur.Token = r.Token
			}
			c.Registries[name] = cur
		}
	}
	if f.Registry.Token != "" {
		cur := c.Registries["crates-io"]
		if cur.Token == "" {
			cur.Token = f.Registry.Token
		}
		c.Registries["crates-io"] = cur
	}
	return nil
}

// envName is a registry name as Cargo spells it in environment variables.
func envName(name string) string {
	return strings.ToUpper(strings.ReplaceAll(name, "-", "_"))
}

func (c *Config) environment(env Env) {
	for name, r := range c.Registries {
		if v := env("CARGO_REGISTRIES_" + envName(name) + "_INDEX"); v != "" {
			r.Index = v
		}
		if v := env("CARGO_REGISTRIES_" + envName(name) + "_TOKEN"); v != "" {
			r.Token = v
		}
		c.Registries[name] = r
	}
	if v := env("CARGO_REGISTRY_TOKEN"); v != "" {
		r := c.Registries["crates-io"]
		r.Token = v
		c.Registries["crates-io"] = r
	}
	// Cargo reads a relative path here against its working directory,
	// which is not known: absolute paths only.
	if v := env("CARGO_HTTP_CAINFO"); filepath.IsAbs(v) {
		c.CAInfo = filepath.Clean(v)
	}
}

// Named reads environment-only registries: CARGO_REGISTRIES_<NAME>_INDEX
// for a name the files never mention.
func (c *Config) Named(name string, env Env) (Registry, bool) {
	if env == nil {
		env = os.Getenv
	}
	r, ok := c.Registries[name]
	if v := env("CARGO_REGISTRIES_" + envName(name) + "_INDEX"); v != "" {
		r.Index, ok = v, true
	}
	if v := env("CARGO_REGISTRIES_" + envName(name) + "_TOKEN"); v != "" {
		r.Token = v
	}
	if name == "crates-io" && r.Index == "" {
		r.Index, ok = CratesIOIndex, true
	}
	return r, ok
}

// Origin is where a registry's crates are read from after replacement.
type Origin struct {
	// Kind is "registry", "directory" or "local-registry".
	Kind string
	// Source is the name of the [source] or registry finally used.
	Source string
	// Index is the index URL ("sparse+https://…" or a git URL) for Kind
	// "registry".
	Index string
	// Token is the token for Index's registry, or "".
	Token string
	// Providers are the credential providers Cargo tries for the
	// registry, first tried first, for Kind "registry"; nil means
	// Cargo's default, cargo:token alone (Token).
	Providers []Provider
	// TokenVar is the environment variable Cargo reads the token from
	// (CARGO_REGISTRY_TOKEN for crates-io, else
	// CARGO_REGISTRIES_<NAME>_TOKEN), and Credentials the credentials
	// file it reads it from otherwise, for Kind "registry".
	TokenVar, Credentials string
	// Dir is the directory for "directory" and "local-registry".
	Dir string
	// CAInfo is Config.CAInfo, for Kind "registry".
	CAInfo string
}

// Resolve follows [source] replace-with from a registry name ("crates-io"
// or a [registries] name) to where its crates come from.
func (c *Config) Resolve(registry string, env Env) (Origin, error) {
	if env == nil {
		env = os.Getenv
	}
	o, err := c.resolve(registry, env)
	if err == nil && o.Kind == "registry" {
		name := o.Source // a [registries] name or crates-io
		if s := c.Sources[o.Source]; s.Registry != "" && o.Source != "crates-io" {
			name = "" // a [source] mirror: Cargo finds no registry of that name
		}
		o.Providers = c.providers(name, env)
		switch {
		case o.Source == "crates-io" || o.Index == CratesIOIndex:
			o.TokenVar = "CARGO_REGISTRY_TOKEN"
		case c.Sources[o.Source].Registry == "": // a [registries] entry, not a [source] mirror
			o.TokenVar = "CARGO_REGISTRIES_" + envName(o.Source) + "_TOKEN"
		}
		if c.Home != "" {
			o.Credentials = filepath.Join(c.Home, "credentials.toml")
		}
		o.CAInfo = c.CAInfo
	}
	return o, err
}

func (c *Config) resolve(registry string, env Env) (Origin, error) {
	name := registry
	seen := map[string]bool{}
	for i := 0; ; i++ {
		if seen[name] || i > 16 {
			return Origin{}, fmt.Errorf("cargo config: [source] replace-with loops at %q", name)
		}
		seen[name] = true
		s, ok := c.Sources[name]
		if ok && s.ReplaceWith != "" {
			name = s.ReplaceWith
			continue
		}
		switch {
		case ok && s.Directory != "":
			return Origin{Kind: "directory", Source: name, Dir: s.Directory}, nil
		case ok && s.LocalRegistry != "":
			return Origin{Kind: "local-registry", Source: name, Dir: s.LocalRegistry}, nil
		case ok && s.Registry != "":
			o := Origin{Kind: "registry", Source: name, Index: s.Registry}
			if name == "crates-io" || s.Registry == CratesIOIndex {
				o.Token = c.Registries["crates-io"].Token
			}
			return o, nil
		}
		r, ok := c.Named(name, env)
		if !ok || r.Index == "" {
			return Origin{}, fmt.Errorf("cargo config: no registry or source named %q (from %q)", name, registry)
		}
		return Origin{Kind: "registry", Source: name, Index: r.Index, Token: r.Token}, nil
	}
}
