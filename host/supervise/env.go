package supervise

import (
	"runtime"
	"strings"

	"github.com/pkgdocs/pkgdocs/host/fingerprint"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// PassEnv names the host variable that lets more of its environment
// through to every provider: a comma-separated list of names, a name
// ending in "*" standing for a prefix ("ACME_*").
const PassEnv = "PKGDOCS_PASS_ENV"

// envRule is a set of variables: exact names and name prefixes.
type envRule = fingerprint.Vars

// baseEnv is what every provider gets of the host's environment: where
// home, temporary and XDG directories are, the locale, what to run (PATH,
// and the version managers whose shims PATH may hold), proxies, CA
// bundles, the Go runtime's own settings, and pkgdocs' variables. The
// rest of the host's environment (cloud credentials, tokens for other
// services) stays with the host.
var baseEnv = envRule{
	Names: []string{
		"HOME", "PATH", "USER", "LOGNAME", "LANG", "LANGUAGE", "TZ", "TMPDIR",
		"HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "no_proxy", "all_proxy",
		"SSL_CERT_FILE", "SSL_CERT_DIR", "NODE_EXTRA_CA_CERTS", "REQUESTS_CA_BUNDLE", "CURL_CA_BUNDLE",
		"NETRC",
		"GOGC", "GOMAXPROCS", "GOMEMLIMIT", "GODEBUG", "GOTRACEBACK", "GORACE",
		// Windows: what any program needs to find its home, temp dir and system.
		"SYSTEMROOT", "SYSTEMDRIVE", "WINDIR", "COMSPEC", "PATHEXT", "TEMP", "TMP", "USERPROFILE", "APPDATA", "LOCALAPPDATA", "PROGRAMDATA", "PROGRAMFILES",
	},
	Prefixes: []string{"LC_", "XDG_", "PKGDOCS_", "ASDF_", "MISE_", "VOLTA_", "NVM_", "PYENV_"},
}

// ecosystemEnv is, by provider name, what the first-party providers'
// ecosystems read besides baseEnv: their registries, credentials and
// tools' configuration. It is only the fallback for providers that do not
// declare their variables (Info.ConfigInputs, contract minor 5): those
// older than minor 5, and any provider's very first start, before the
// host has learned its declarations (see envRuleFor and Provider.start). A
// provider not in it gets baseEnv alone (plus PassEnv).
var ecosystemEnv = map[string]envRule{
	"npm": {
		Names:    []string{"DENO_DIR"},
		Prefixes: []string{"NPM_CONFIG_", "npm_config_", "NODE_", "YARN_", "yarn_", "BUN_CONFIG_"},
	},
	"golang": {
		// The go command's variables (go help environment), not every GO*:
		// GOOGLE_APPLICATION_CREDENTIALS is not the go command's business.
		Names: []string{
			"GO111MODULE", "GOAUTH", "GOBIN", "GOCACHE", "GOCACHEPROG", "GOENV", "GOEXPERIMENT", "GOFIPS140",
			"GOFLAGS", "GOINSECURE", "GOMODCACHE", "GONOPROXY", "GONOSUMDB", "GOPATH", "GOPRIVATE",
			"GOPROXY", "GOROOT", "GOSUMDB", "GOTELEMETRY", "GOTELEMETRYDIR", "GOTMPDIR", "GOTOOLCHAIN", "GOVCS",
			"GOWORK", "GOOS", "GOARCH", "CGO_ENABLED",
		},
		// GOPROXY=direct and GOPRIVATE modules are fetched with git.
		Prefixes: []string{"GIT_"},
	},
	"python": {
		Names:    []string{"VIRTUAL_ENV", "CONDA_PREFIX", "CONDA_ENVS_PATH", "CONDA_ENVS_DIRS", "WORKON_HOME"},
		Prefixes: []string{"PIP_", "UV_", "POETRY_", "PIPENV_", "PYTHON", "HATCH_"},
	},
	"rust": {
		Names:    []string{"RUSTFLAGS", "RUSTDOCFLAGS"},
		Prefixes: []string{"CARGO_", "RUSTUP_", "RUSTC"},
	},
	"swift": {
		Names:    []string{"GITHUB_TOKEN", "GH_TOKEN", "GITHUB_API_URL"},
		Prefixes: []string{"SWIFTPM_", "GIT_"},
	},
}

// passRule parses PassEnv's value.
func passRule(v string) envRule {
	var r envRule
	for _, f := range strings.Split(v, ",") {
		f = strings.TrimSpace(f)
		switch {
		case f == "" || f == "*":
			// "*" would undo the point; it is ignored.
		case strings.HasSuffix(f, "*"):
			r.Prefixes = append(r.Prefixes, strings.TrimSuffix(f, "*"))
		default:
			r.Names = append(r.Names, f)
		}
	}
	return r
}

// envRuleFor is what provider name may see of the host's environment
// besides baseEnv and PassEnv: the variables it declared (info from its
// manifest or its last start), else, when it declared none (before
// contract minor 5, or not learned yet), the fallback table by name.
func envRuleFor(name string, info sdk.RemoteInfo) func(string) bool {
	if in, _, ok := fingerprint.Validate(info.ConfigInputs); ok {
		return in.Allows
	}
	return ecosystemEnv[name].Allows
}

// providerEnv is the part of the host's environment a provider may see
// (baseEnv, what eco allows, PassEnv's), without the variables the host
// sets for its providers, then extra, then those.
func providerEnv(eco func(string) bool, host, extra []string, set ...string) []string {
	owned := map[string]bool{serve.Handshake.MagicCookieKey: true}
	for _, kv := range set {
		k, _, _ := strings.Cut(kv, "=")
		owned[k] = true
	}
	var pass envRule
	for _, kv := range host {
		if k, v, _ := strings.Cut(kv, "="); k == PassEnv {
			pass = passRule(v)
		}
	}
	out := make([]string, 0, len(extra)+len(set)+32)
	for _, kv := range host {
		k, _, _ := strings.Cut(kv, "=")
		if runtime.GOOS == "windows" {
			k = strings.ToUpper(k) // names are case-insensitive there
		}
		if !owned[k] && (baseEnv.Allows(k) || eco(k) || pass.Allows(k)) {
			out = append(out, kv)
		}
	}
	out = append(out, extra...)
	return append(out, set...)
}

// providerGOGC is the GC target providers run with unless the user sets
// GOGC or GOMEMLIMIT: a provider's heap is mostly garbage between bursts of
// parsing (a package's sources, a tarball), and collecting at 50% growth
// instead of 100% keeps a Go provider about 5–13 MB smaller after large
// describes (measured on describe_go_package net/http) for little CPU in
// a process that is idle between calls.
const providerGOGC = "GOGC=50"

// gcDefaults is what providers get for the Go runtime's GC unless the
// host's environment or Options.Env already says.
func gcDefaults(host, extra []string) []string {
	for _, env := range [][]string{host, extra} {
		for _, kv := range env {
			if k, _, _ := strings.Cut(kv, "="); k == "GOGC" || k == "GOMEMLIMIT" {
				return nil
			}
		}
	}
	return []string{providerGOGC}
}
