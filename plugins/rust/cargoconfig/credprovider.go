package cargoconfig

import (
	"fmt"
	"slices"
	"strings"
)

// Built-in credential providers Cargo knows by name.
const (
	// ProviderToken reads the token from Cargo's configuration, its
	// credentials file and CARGO_REGISTRIES_<NAME>_TOKEN (Origin.Token).
	ProviderToken = "cargo:token"
	// ProviderTokenFromStdout runs a command and takes the line it
	// prints as the token.
	ProviderTokenFromStdout = "cargo:token-from-stdout"
)

// builtinProviders are the names a [credential-alias] cannot shadow
// (Cargo ignores such an alias).
var builtinProviders = []string{ProviderToken, "cargo:paseto", ProviderTokenFromStdout, "cargo:wincred", "cargo:macos-keychain", "cargo:libsecret"}

// Provider is one credential provider as Cargo runs it.
type Provider struct {
	// Argv is the provider and its arguments: Argv[0] is a built-in
	// ("cargo:token", "cargo:token-from-stdout <command> <args>…",
	// "cargo:libsecret", …) or a credential plugin's program.
	Argv []string
	// From is the file or environment variable that configured it.
	From string
	// User says From is the user's own configuration ($CARGO_HOME's
	// config.toml or the environment), not a project's file: only such
	// a provider's command may be run (see package cargocred).
	User bool
}

// providerSetting is a credential-provider value: a string split on
// whitespace, or an array whose first element is the program (Cargo's
// PathAndArgs).
type providerSetting []string

// UnmarshalTOML takes either form.
func (p *providerSetting) UnmarshalTOML(v any) error {
	switch v := v.(type) {
	case string:
		*p = strings.Fields(v)
	case []any:
		out := make([]string, 0, len(v))
		for _, e := range v {
			s, ok := e.(string)
			if !ok {
				return fmt.Errorf("credential-provider: array element %T, want a string", e)
			}
			out = append(out, s)
		}
		*p = out
	default:
		return fmt.Errorf("credential-provider: %T, want a string or an array of strings", v)
	}
	return nil
}

// setting is a provider configured in one place.
type setting struct {
	argv []string
	from string
	user bool
}

func (s setting) provider() Provider {
	return Provider{Argv: slices.Clone(s.argv), From: s.from, User: s.user}
}

// alias resolves a [credential-alias] as Cargo does: a provider written
// without arguments whose name is an alias (and not a built-in) is the
// alias's value, from the alias's file.
func (c *Config) alias(p Provider) Provider {
	if len(p.Argv) != 1 || slices.Contains(builtinProviders, p.Argv[0]) {
		return p
	}
	if a, ok := c.aliases[p.Argv[0]]; ok && len(a.argv) > 0 {
		return a.provider()
	}
	return p
}

// providers is the list Cargo tries for registry (a [registries] name,
// "crates-io", or "" for a registry it cannot name, a [source] mirror),
// first tried first: the registry's own credential-provider alone when
// set, else registry.global-credential-providers from its last entry
// to its first; nil means Cargo's default, cargo:token alone.
func (c *Config) providers(registry string, env Env) []Provider {
	if registry != "" && registry != "crates-io" {
		name := "CARGO_REGISTRIES_" + envName(registry) + "_CREDENTIAL_PROVIDER"
		if v := strings.Fields(env(name)); len(v) > 0 {
			return []Provider{c.alias(Provider{Argv: v, From: name, User: true})}
		}
	}
	if s, ok := c.registryProvider[registry]; ok && registry != "" && len(s.argv) > 0 {
		return []Provider{c.alias(s.provider())}
	}
	if len(c.globalProviders) == 0 {
		return nil
	}
	out := make([]Provider, 0, len(c.globalProviders))
	for i := len(c.globalProviders) - 1; i >= 0; i-- {
		out = append(out, c.alias(c.globalProviders[i].provider()))
	}
	return out
}

// providerEnv reads the credential-provider settings Cargo takes from the
// environment over every file: CARGO_REGISTRY_CREDENTIAL_PROVIDER
// (crates-io) and CARGO_REGISTRY_GLOBAL_CREDENTIAL_PROVIDERS (a list:
// its whitespace-separated words, each a provider without arguments,
// joined after the files' entries as Cargo joins lists).
// CARGO_REGISTRIES_<NAME>_CREDENTIAL_PROVIDER is read by providers, as a
// registry may be named only in the environment.
func (c *Config) providerEnv(env Env) {
	if v := strings.Fields(env("CARGO_REGISTRY_CREDENTIAL_PROVIDER")); len(v) > 0 {
		c.registryProvider["crates-io"] = setting{argv: v, from: "CARGO_REGISTRY_CREDENTIAL_PROVIDER", user: true}
	}
	if v := strings.Fields(env("CARGO_REGISTRY_GLOBAL_CREDENTIAL_PROVIDERS")); len(v) > 0 {
		for _, w := range v {
			c.globalProviders = append(c.globalProviders, setting{argv: []string{w}, from: "CARGO_REGISTRY_GLOBAL_CREDENTIAL_PROVIDERS", user: true})
		}
	}
}
