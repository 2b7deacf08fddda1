package npm

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/npm/registry/registrytest"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/grpc/codes"
)

// A token kept in the environment the way npm documents it
// (//host/:_authToken=${VAR} in .npmrc): the variable is declared from the
// user's npmrc, sent when set, asked for (sdk.NeedEnv) when a project's
// .npmrc names one the host did not offer, and named with its file when it
// is unset, instead of "${VAR}" going out as the token.
func TestNpmrcVariables(t *testing.T) {
	reg := registrytest.New(t, "testdata/registry")
	reg.Token = "s3cret" // a private registry: nothing without the token
	host := strings.TrimPrefix(reg.URL, "http://")
	home, project := t.TempDir(), t.TempDir()
	userrc := filepath.Join(home, ".npmrc")
	if err := os.WriteFile(userrc, []byte("registry="+reg.URL+"/\n//"+host+"/:_authToken=${CORP_NPM_TOKEN}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	projrc := filepath.Join(project, ".npmrc")
	if err := os.WriteFile(projrc, []byte("always-auth=${PROJ_FLAG}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(project, "package.json"), []byte(`{}`), 0o644)
	base := []string{"npm_config_globalconfig=/nonexistent"}
	describe := func(env []string, trusted bool) error {
		p := New(Config{Environ: append(slices.Clone(base), env...), Home: home})
		_, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", Version: "7.0.0", ProjectPath: project, ProjectTrusted: trusted}})
		return err
	}

	if got := New(Config{Environ: base, Home: home}).Info().ConfigInputs.Env; !slices.Contains(got, "CORP_NPM_TOKEN") {
		t.Errorf("Info declares %q, want CORP_NPM_TOKEN among them", got)
	}
	// Yarn Berry's settings reach the provider (the host passes only
	// what it declares): YARN_NPM_REGISTRY_SERVER, YARN_NPM_AUTH_TOKEN.
	if got := New(Config{Environ: base, Home: home}).Info().ConfigInputs.Env; !slices.Contains(got, "YARN_*") || !slices.Contains(got, "yarn_*") {
		t.Errorf("Info declares %q, want YARN_* and yarn_* among them", got)
	}

	tests := map[string]struct {
		env      []string
		trusted  bool
		wantCode codes.Code
		want     []string // in the error
		need     []string // sdk.NeededEnv names
	}{
		"set: sent as the token": {env: []string{"CORP_NPM_TOKEN=s3cret", "PROJ_FLAG=true"}, trusted: true},
		"unset, standalone":      {wantCode: codes.FailedPrecondition, want: []string{"${CORP_NPM_TOKEN}", userrc, `"env" block`}},
		"unset, offered by the host": {env: []string{sdk.OfferedEnvVar + "=CORP_NPM_TOKEN"},
			wantCode: codes.FailedPrecondition, want: []string{"${CORP_NPM_TOKEN}", userrc, `"env" block`}},
		"project's, not offered: asked for": {env: []string{"CORP_NPM_TOKEN=s3cret", sdk.OfferedEnvVar + "=CORP_NPM_TOKEN"}, trusted: true,
			wantCode: codes.FailedPrecondition, want: []string{"${PROJ_FLAG}", projrc}, need: []string{"PROJ_FLAG"}},
		"untrusted project's are not read": {env: []string{"CORP_NPM_TOKEN=s3cret", sdk.OfferedEnvVar + "=CORP_NPM_TOKEN"}},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			before := len(reg.Requests())
			err := describe(tt.env, tt.trusted)
			if sdk.Code(err) != tt.wantCode {
				t.Fatalf("code %v, want %v (%v)", sdk.Code(err), tt.wantCode, err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error lacks %q: %v", w, err)
				}
			}
			if need, _ := sdk.NeededEnv(err); need != nil {
				if !slices.Equal(need.Names, tt.need) {
					t.Errorf("NeededEnv = %q, want %q", need.Names, tt.need)
				}
			} else if tt.need != nil {
				t.Errorf("NeededEnv = none, want %q", tt.need)
			}
			if err != nil && len(reg.Requests()) != before {
				t.Errorf("%d requests sent with an unusable configuration", len(reg.Requests())-before)
			}
			if err == nil {
				for _, r := range reg.Requests()[before:] {
					if r.Authorization != "Bearer s3cret" {
						t.Errorf("request %s with Authorization %q", r.Path, r.Authorization)
					}
				}
			}
		})
	}
}

// A ~/.npmrc with a scoped registry whose token variable is unset (a
// company registry, in the minimal environment an MCP client starts
// pkgdocs with): packages of the default registry are answered, and the
// scope's are refused naming the variable, with nothing sent.
func TestNpmrcUnsetVariableOfAnotherRegistry(t *testing.T) {
	reg := registrytest.New(t, "testdata/registry")
	home := t.TempDir()
	userrc := filepath.Join(home, ".npmrc")
	rc := "registry=" + reg.URL + "/\n@corp:registry=https://npm.corp.invalid/\n//npm.corp.invalid/:_authToken=${CORP_NPM_TOKEN}\n"
	if err := os.WriteFile(userrc, []byte(rc), 0o600); err != nil {
		t.Fatal(err)
	}
	p := New(Config{Environ: []string{"npm_config_globalconfig=/nonexistent"}, Home: home})
	if _, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", Version: "7.0.0"}}); err != nil {
		t.Fatalf("is-number from the default registry: %v", err)
	}
	before := len(reg.Requests())
	_, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "@corp/lib", Version: "1.0.0"}})
	if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), "${CORP_NPM_TOKEN}") || !strings.Contains(err.Error(), userrc) {
		t.Errorf("@corp/lib: %v, want FailedPrecondition naming ${CORP_NPM_TOKEN} and %s", err, userrc)
	}
	if n := len(reg.Requests()) - before; n != 0 {
		t.Errorf("%d requests sent for @corp/lib", n)
	}
}
