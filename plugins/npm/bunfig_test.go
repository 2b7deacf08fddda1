package npm

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/plugins/npm/registry/registrytest"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// A Bun project whose bunfig.toml names a private registry with its
// token in the environment ($BUN_NPM_TOKEN, as Bun's docs write it):
// the package comes from that registry with the token, the other
// registry (of scopes the user's ~/.bunfig.toml and ~/.npmrc name) is
// never asked, the token goes nowhere else, and an unset variable is asked for (sdk.NeedEnv) before anything
// is sent. The user's ~/.bunfig.toml variables are declared.
func TestBunfigRegistry(t *testing.T) {
	private := registrytest.New(t, "testdata/registry")
	private.Token = "s3cret"
	other := registrytest.New(t, "testdata/registry")
	home, project := t.TempDir(), t.TempDir()
	files := map[string]string{
		filepath.Join(home, ".bunfig.toml"):    "[install.scopes]\n\"@mine\" = { url = \"" + other.URL + "/\", token = \"$MINE_TOKEN\" }\n",
		filepath.Join(project, "package.json"): `{"name":"app","packageManager":"bun@1.2.0"}`,
		filepath.Join(project, "bunfig.toml"):  "[install]\nregistry = { url = \"" + private.URL + "/\", token = \"$BUN_NPM_TOKEN\" }\n",
	}
	for f, body := range files {
		if err := os.WriteFile(f, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(home, ".npmrc"), []byte("@unused:registry="+other.URL+"/\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	noNPM := func(context.Context, string) (string, error) { return "", errors.New("npm is not asked in this test") }
	if got := New(Config{Environ: []string{"npm_config_globalconfig=/nonexistent"}, Home: home, AskNPM: noNPM}).Info().ConfigInputs.Env; !slices.Contains(got, "MINE_TOKEN") || !slices.Contains(got, "BUN_CONFIG_*") {
		t.Errorf("Info declares %q, want MINE_TOKEN and BUN_CONFIG_* among them", got)
	}
	tests := map[string]struct {
		env      []string
		wantCode codes.Code
		need     []string
	}{
		"token set":              {env: []string{"BUN_NPM_TOKEN=s3cret"}},
		"token unset: asked for": {env: []string{sdk.OfferedEnvVar + "=MINE_TOKEN"}, wantCode: codes.FailedPrecondition, need: []string{"BUN_NPM_TOKEN"}},
		"wrong token: refused":   {env: []string{"BUN_NPM_TOKEN=wrong"}, wantCode: codes.Unauthenticated},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			before := len(private.Requests())
			env := append([]string{"npm_config_globalconfig=/nonexistent"}, tt.env...)
			p := New(Config{Environ: env, Home: home, AskNPM: noNPM})
			_, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", Version: "7.0.0", ProjectPath: project, ProjectTrusted: true}})
			if sdk.Code(err) != tt.wantCode {
				t.Fatalf("code %v, want %v (%v)", sdk.Code(err), tt.wantCode, err)
			}
			need, _ := sdk.NeededEnv(err)
			if need != nil && !slices.Equal(need.Names, tt.need) || need == nil && tt.need != nil {
				t.Errorf("NeededEnv = %v, want %q", need, tt.need)
			}
			reqs := private.Requests()[before:]
			if tt.wantCode == codes.OK && len(reqs) == 0 {
				t.Error("the registry bunfig.toml names was not asked")
			}
			if tt.need != nil && len(reqs) != 0 {
				t.Errorf("%d requests sent before the token was there", len(reqs))
			}
			for _, r := range reqs {
				if tt.wantCode == codes.OK && r.Authorization != "Bearer s3cret" {
					t.Errorf("request %s with Authorization %q", r.Path, r.Authorization)
				}
			}
			if n := len(other.Requests()); n != 0 {
				t.Errorf("%d requests reached the registry npm's configuration names: %v", n, other.Requests())
			}
		})
	}
}
