package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/host/fingerprint"
	"github.com/pkgdocs/pkgdocs/plugins/firstparty"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// configInput is one input a provider's configuration loader reads: a
// variable (env) or a file (file), whose change must change the
// fingerprint the host keys the provider's answers on. A file's path
// starts with "~/" (the home), "P/" (the project), "A/" (a directory two
// levels above the project) or "W/" (the test's root, which the base
// environment's path variables point into).
type configInput struct{ env, file string }

// configInputsRead lists, per first-party provider, every input its
// configuration loader reads (npmrc.Load, goenv.Load and the netrc,
// pyindex.Load with the project's files, cargoconfig.Load,
// registry.LoadConfig): the ones users set to reach their own registries
// with their own credentials. base is the environment every case starts
// from (paths into W/). NETRC, a path every provider gets, counts through
// the file it names (the W/netrc rows).
var configInputsRead = map[string]struct {
	base   []string
	inputs []configInput
}{
	"npm": {
		base: []string{"YARN_RC_FILENAME=.corp-yarnrc.yml", "NPM_CONFIG_USERCONFIG=W/npmrc-user", "NPM_CONFIG_GLOBALCONFIG=W/npmrc-global", "XDG_CONFIG_HOME=W/xdg"},
		inputs: []configInput{
			{env: "NPM_CONFIG_REGISTRY"}, {env: "npm_config_registry"}, {env: "npm_config_@corp:registry"}, {env: "NPM_TOKEN"},
			{env: "pnpm_config_registry"}, {env: "YARN_NPM_REGISTRY_SERVER"}, {env: "YARN_NPM_AUTH_TOKEN"}, {env: "YARN_RC_FILENAME"},
			{env: "NODE_EXTRA_CA_CERTS"},
			{file: "~/.npmrc"}, {file: "W/npmrc-user"}, {file: "W/npmrc-global"},
			{file: "P/.npmrc"}, {file: "A/.npmrc"},
			{file: "P/.yarnrc.yml"}, {file: "A/.yarnrc.yml"}, {file: "~/.yarnrc.yml"},
			{file: "P/.corp-yarnrc.yml"}, {file: "A/.corp-yarnrc.yml"}, {file: "~/.corp-yarnrc.yml"},
			{file: "P/pnpm-workspace.yaml"}, {file: "A/pnpm-workspace.yaml"},
			{file: "P/package.json"}, {file: "A/package.json"}, {file: "P/yarn.lock"}, {file: "P/pnpm-lock.yaml"},
			{file: "W/xdg/pnpm/auth.ini"}, {file: "W/xdg/pnpm/rc"}, {file: "~/.config/pnpm/auth.ini"},
			{env: "BUN_CONFIG_REGISTRY"}, {env: "BUN_CONFIG_TOKEN"},
			{file: "P/bunfig.toml"}, {file: "A/bunfig.toml"}, {file: "P/bun.lock"}, {file: "P/bun.lockb"},
			{file: "W/xdg/.bunfig.toml"}, {file: "~/.bunfig.toml"},
		},
	},
	"golang": {
		base: []string{"GOENV=W/goenv", "NETRC=W/netrc"},
		inputs: []configInput{
			{env: "GOPROXY"}, {env: "GOPRIVATE"}, {env: "GONOPROXY"}, {env: "GONOSUMDB"}, {env: "GOSUMDB"},
			{env: "GOFLAGS"}, {env: "GOAUTH"}, {env: "GOINSECURE"}, {env: "GOWORK"}, {env: "GOVCS"}, {env: "GOTOOLCHAIN"},
			{env: "GIT_CONFIG_GLOBAL"}, {env: "GOENV"},
			{file: "W/goenv"}, {file: "W/netrc"},
		},
	},
	"python": {
		base: []string{"PIP_CONFIG_FILE=W/pip.conf", "VIRTUAL_ENV=W/venv", "UV_CONFIG_FILE=W/uv.toml", "POETRY_CONFIG_DIR=W/poetry", "XDG_CONFIG_HOME=W/xdg", "NETRC=W/netrc"},
		inputs: []configInput{
			{env: "PIP_INDEX_URL"}, {env: "PIP_EXTRA_INDEX_URL"}, {env: "UV_INDEX_URL"}, {env: "UV_DEFAULT_INDEX"}, {env: "UV_INDEX"},
			{env: "UV_EXTRA_INDEX_URL"}, {env: "UV_INDEX_CORP_USERNAME"}, {env: "POETRY_HTTP_BASIC_CORP_PASSWORD"}, {env: "VIRTUAL_ENV"},
			{env: "UV_NO_CONFIG"},
			{file: "W/pip.conf"}, {file: "/etc/pip.conf"}, {file: "/etc/xdg/pip/pip.conf"}, {file: "~/.pip/pip.conf"}, {file: "W/xdg/pip/pip.conf"}, {file: "W/venv/pip.conf"},
			{file: "W/uv.toml"}, {file: "W/xdg/uv/uv.toml"}, {file: "/etc/uv/uv.toml"},
			{file: "W/netrc"}, {file: "W/poetry/auth.toml"},
			{file: "P/pyproject.toml"}, {file: "A/pyproject.toml"}, {file: "P/uv.toml"}, {file: "P/requirements.txt"},
			{file: "P/requirements-dev.txt"}, {file: "P/requirements/production.txt"}, {file: "P/Pipfile"},
		},
	},
	"rust": {
		base: []string{"CARGO_HOME=W/cargo"},
		inputs: []configInput{
			{env: "CARGO_REGISTRIES_CORP_INDEX"}, {env: "CARGO_REGISTRIES_CORP_TOKEN"}, {env: "CARGO_REGISTRY_TOKEN"},
			{env: "CARGO_REGISTRIES_CRATES_IO_PROTOCOL"}, {env: "CARGO_NET_GIT_FETCH_WITH_CLI"},
			{env: "CARGO_REGISTRIES_CORP_CREDENTIAL_PROVIDER"}, {env: "CARGO_REGISTRY_CREDENTIAL_PROVIDER"}, {env: "CARGO_REGISTRY_GLOBAL_CREDENTIAL_PROVIDERS"},
			{file: "W/cargo/config.toml"}, {file: "W/cargo/config"}, {file: "W/cargo/credentials.toml"}, {file: "W/cargo/credentials"},
			{file: "~/.cargo/config.toml"}, {file: "~/.cargo/credentials.toml"},
			{file: "P/.cargo/config.toml"}, {file: "A/.cargo/config.toml"}, {file: "P/.cargo/config"},
		},
	},
	"swift": {
		base: []string{"NETRC=W/netrc"},
		inputs: []configInput{
			{env: "GITHUB_TOKEN"}, {env: "GH_TOKEN"}, {env: "GITHUB_API_URL"},
			{file: "~/.swiftpm/configuration/registries.json"}, {file: "W/netrc"}, {file: "~/.netrc"},
			{file: "P/.swiftpm/configuration/registries.json"}, {file: "A/.swiftpm/configuration/registries.json"},
		},
	},
}

// TestConfigFingerprintCoversEveryInput: changing any input a first-party
// provider's configuration loader reads (configInputsRead) changes the
// fingerprint of its declaration (Info.ConfigInputs), so a cached answer
// from the registry the old configuration named is not served. A file
// appears, then changes; a variable is set, then set to another value.
func TestConfigFingerprintCoversEveryInput(t *testing.T) {
	providers := map[string]bool{}
	for _, p := range firstparty.Providers("test") {
		info := p.Info()
		providers[info.Name] = true
		read, ok := configInputsRead[info.Name]
		if !ok {
			t.Errorf("provider %s: no inputs listed in configInputsRead", info.Name)
			continue
		}
		in, dropped, ok := fingerprint.Validate(info.ConfigInputs)
		if !ok || len(dropped) > 0 {
			t.Fatalf("provider %s: declaration refused: %v", info.Name, dropped)
		}
		for _, input := range read.inputs {
			name := input.env + input.file
			t.Run(info.Name+"/"+name, func(t *testing.T) {
				w := t.TempDir()
				home, project := filepath.Join(w, "home"), filepath.Join(w, "src", "ws", "app")
				for _, d := range []string{home, project} {
					if err := os.MkdirAll(d, 0o755); err != nil {
						t.Fatal(err)
					}
				}
				env := []string{"HOME=" + home}
				for _, kv := range read.base {
					env = append(env, strings.ReplaceAll(kv, "=W/", "="+w+"/"))
				}
				sum := func(env []string) string { return fingerprint.NewPrinter(in, env).Sum(project, true) }
				if input.env != "" {
					s0 := sum(env)
					s1 := sum(append(env, input.env+"=https://one.invalid/x"))
					s2 := sum(append(env, input.env+"=https://two.invalid/x"))
					if s1 == s0 || s2 == s1 {
						t.Errorf("setting %s does not change the fingerprint", input.env)
					}
					return
				}
				file := input.file
				switch {
				case strings.HasPrefix(file, "~/"):
					file = filepath.Join(home, file[2:])
				case strings.HasPrefix(file, "P/"):
					file = filepath.Join(project, file[2:])
				case strings.HasPrefix(file, "A/"):
					file = filepath.Join(w, "src", file[2:])
				case strings.HasPrefix(file, "W/"):
					file = filepath.Join(w, file[2:])
				default:
					// A system file: the test cannot write it; it is
					// declared as it stands.
					if !declared(in.Files, file) {
						t.Errorf("%s is not declared", file)
					}
					return
				}
				s0 := sum(env)
				writeFile(t, file, "registry=https://one.invalid/\n")
				s1 := sum(env)
				writeFile(t, file, "registry=https://two.invalid/\n")
				s2 := sum(env)
				if s1 == s0 || s2 == s1 {
					t.Errorf("writing %s does not change the fingerprint", input.file)
				}
			})
		}
	}
	for name := range configInputsRead {
		if !providers[name] {
			t.Errorf("configInputsRead lists %s, which is no first-party provider", name)
		}
	}
}

func declared(files []sdk.ConfigFile, path string) bool {
	for _, f := range files {
		if f.Path == path {
			return true
		}
	}
	return false
}
