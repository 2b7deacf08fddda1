package supervise

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
)

func TestProviderEnv(t *testing.T) {
	host := []string{
		"HOME=/root", "PATH=/bin", "LC_ALL=C", "XDG_CONFIG_HOME=/c", "https_proxy=http://p", "SSL_CERT_FILE=/ca",
		"PKGDOCS_LIFELINE=off", "PKGDOCS_LOG_LEVEL=trace", "PKGDOCS_PLUGIN_COOKIE=x", "PKGDOCS_MDFOLDER_DIR=/d",
		"AWS_SECRET_ACCESS_KEY=s", "GOOGLE_APPLICATION_CREDENTIALS=/g", "OPENAI_API_KEY=k",
		"npm_config_registry=http://r/", "NPM_CONFIG_USERCONFIG=/u", "YARN_NPM_REGISTRY_SERVER=http://y/",
		"GOPROXY=http://g", "GOFLAGS=-mod=mod", "GIT_SSH_COMMAND=ssh",
		"PIP_INDEX_URL=http://i", "VIRTUAL_ENV=/v", "PYTHONPATH=/p",
		"CARGO_HOME=/h", "RUSTUP_HOME=/r",
		"GITHUB_TOKEN=t", "SWIFTPM_X=1",
	}
	base := []string{"HOME=/root", "PATH=/bin", "LC_ALL=C", "XDG_CONFIG_HOME=/c", "https_proxy=http://p", "SSL_CERT_FILE=/ca", "PKGDOCS_MDFOLDER_DIR=/d"}
	set := []string{"PKGDOCS_LIFELINE=stdin", "PKGDOCS_LOG_LEVEL=warn"}
	extra := []string{"EXTRA=1"}
	var none sdk.RemoteInfo
	pass := []string{"PKGDOCS_PASS_ENV=OPENAI_API_KEY, AWS_*,*", "OPENAI_API_KEY=k", "AWS_SECRET_ACCESS_KEY=s", "GITHUB_TOKEN=t"}
	declared := func(env ...string) sdk.RemoteInfo {
		return sdk.RemoteInfo{Info: sdk.Info{ConfigInputs: &sdk.ConfigInputs{Env: env}}}
	}
	tests := []struct {
		name     string
		provider string
		info     sdk.RemoteInfo
		host     []string
		want     []string // of the host's variables, in its order
	}{
		{"nil host", "acme", none, nil, nil},
		{"third party: the base set", "acme", none, host, base},
		// Providers that declare nothing (before contract minor 5): the
		// fallback table by name.
		{"npm", "npm", none, host, concat(base, []string{"npm_config_registry=http://r/", "NPM_CONFIG_USERCONFIG=/u", "YARN_NPM_REGISTRY_SERVER=http://y/"})},
		{"golang", "golang", none, host, concat(base, []string{"GOPROXY=http://g", "GOFLAGS=-mod=mod", "GIT_SSH_COMMAND=ssh"})},
		{"python", "python", none, host, concat(base, []string{"PIP_INDEX_URL=http://i", "VIRTUAL_ENV=/v", "PYTHONPATH=/p"})},
		{"rust", "rust", none, host, concat(base, []string{"CARGO_HOME=/h", "RUSTUP_HOME=/r"})},
		{"swift", "swift", none, host, concat(base, []string{"GIT_SSH_COMMAND=ssh", "GITHUB_TOKEN=t", "SWIFTPM_X=1"})},
		{"PKGDOCS_PASS_ENV names and prefixes; * alone is ignored", "acme", none, pass, pass[:3]},
		// Declared (contract minor 5): what the provider declared, never
		// the table, whatever its name.
		{"declared by a third party", "acme", declared("GOPROXY", "PIP_*"), host, concat(base, []string{"GOPROXY=http://g", "PIP_INDEX_URL=http://i"})},
		{"declared by npm: the table is not used", "npm", declared("NPM_CONFIG_*"), host, concat(base, []string{"NPM_CONFIG_USERCONFIG=/u"})},
		{"declared empty: the base set alone", "npm", declared(), host, base},
		{"declared and PKGDOCS_PASS_ENV", "acme", declared("GITHUB_TOKEN"), pass, pass[:4]},
		{"declared names the host refuses are dropped", "acme", declared("A*", "*", "GITHUB TOKEN"), pass, pass[:3]},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := providerEnv(envRuleFor(tt.provider, tt.info), tt.host, extra, set...)
			want := concat(tt.want, extra, set)
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("providerEnv (-want +got):\n%s", diff)
			}
		})
	}
}

func concat(parts ...[]string) []string {
	var out []string
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

func TestGCDefaults(t *testing.T) {
	tests := []struct {
		name        string
		host, extra []string
		want        []string
	}{
		{"nil", nil, nil, []string{providerGOGC}},
		{"unrelated", []string{"HOME=/h", "GOGCX=1"}, nil, []string{providerGOGC}},
		{"user GOGC", []string{"GOGC=200"}, nil, nil},
		{"user GOMEMLIMIT", []string{"GOMEMLIMIT=64MiB"}, nil, nil},
		{"options GOGC", nil, []string{"GOGC=off"}, nil},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, gcDefaults(tt.host, tt.extra)); diff != "" {
			t.Errorf("%s: gcDefaults (-want +got):\n%s", tt.name, diff)
		}
	}
}
