package npmrc

import (
	"context"
	"encoding/base64"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// A Yarn Berry project (a .yarnrc.yml at its root) takes its registries
// and tokens from that file: its npmRegistryServer, each npmScopes
// entry's registry, and the tokens and idents of npmScopes and
// npmRegistries, each sent only to its own registry; ${NAME:-x} falls
// back as Yarn's does, and an unset ${NAME} is reported against the
// file. Untrusted, the file is not used, and a name it sends to another
// registry is said to be, as for a project .npmrc.
func TestYarnrc(t *testing.T) {
	root := t.TempDir()
	data, err := os.ReadFile(filepath.Join("testdata", "yarnberry", ".yarnrc.yml"))
	if err != nil {
		t.Fatal(err)
	}
	write(t, root, map[string]string{
		"proj/.yarnrc.yml":  string(data),
		"proj/package.json": `{"name":"app","packageManager":"yarn@4.5.0"}`,
		"proj/.npmrc":       "registry=https://npmrc.invalid/\n@my-company:registry=https://npmrc-scope.invalid/\n",
		"home/.npmrc":       "registry=https://user.invalid/\n",
	})
	proj := filepath.Join(root, "proj")
	load := func(trusted bool, env ...string) *Config {
		t.Helper()
		c, err := Load(context.Background(), Options{ProjectDir: proj, ProjectTrusted: trusted, Environ: env, Home: filepath.Join(root, "home"), AskNPM: noNPM})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	c := load(true, "NPM_AUTH_TOKEN=gh-secret")
	got := map[string]string{
		"default registry":          c.Registry("left-pad"),
		"scope registry":            c.Registry("@my-company/ui"),
		"scope token":               c.Authorization("https://npm.pkg.invalid/@my-company%2fui"),
		"mirror ident":              c.Authorization("https://mirror.invalid/npm/left-pad"),
		"no token outside its host": c.Authorization("https://npmrc.invalid/left-pad"),
	}
	want := map[string]string{
		"default registry":          "https://mirror.invalid/npm/",
		"scope registry":            "https://npm.pkg.invalid/",
		"scope token":               "Bearer gh-secret",
		"mirror ident":              "Basic " + base64.StdEncoding.EncodeToString([]byte("ci:anonymous")),
		"no token outside its host": "",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("trusted Yarn project (-want +got):\n%s", d)
	}
	if d := cmp.Diff([]UnsetVar(nil), c.Unset); d != "" {
		t.Errorf("unset with every variable set (-want +got):\n%s", d)
	}
	c = load(true)
	if d := cmp.Diff([]UnsetVar{{Name: "NPM_AUTH_TOKEN", File: filepath.Join(proj, ".yarnrc.yml"), Key: "//npm.pkg.invalid/:_authToken"}}, c.Unset); d != "" {
		t.Errorf("unset token (-want +got):\n%s", d)
	}
	c = load(false, "NPM_AUTH_TOKEN=gh-secret")
	if reg, ok := c.IgnoredRegistry("@my-company/ui"); !ok || reg != "https://npm.pkg.invalid/" || c.IgnoredProject != filepath.Join(proj, ".yarnrc.yml") {
		t.Errorf("untrusted: IgnoredRegistry = %q, %v from %q; want the .yarnrc.yml's scope registry", reg, ok, c.IgnoredProject)
	}
	if a := c.Authorization("https://npm.pkg.invalid/@my-company%2fui"); a != "" {
		t.Errorf("untrusted: the project's token was used: %q", a)
	}
}

// Yarn Berry reads YARN_<SETTING> variables over every file, a
// .yarnrc.yml in each directory from the project up (not only the
// project's), and YARN_RC_FILENAME's name for them; a project is Yarn
// Berry's by its .yarnrc.yml, package.json's packageManager or its
// yarn.lock, and then reads no .npmrc registry. YARN_NPM_AUTH_TOKEN goes
// only to the registry Yarn's own settings name as the default, never
// to one only .npmrc names; in an npm project the variables mean nothing.
func TestYarnEnvironmentAndParents(t *testing.T) {
	berry := `{"name":"app","packageManager":"yarn@4.5.0"}`
	tests := []struct {
		name  string
		files map[string]string // under the temp root; the project is proj/
		env   []string
		want  map[string]string // package name or URL → registry or Authorization
	}{
		{name: "YARN_NPM_REGISTRY_SERVER and its token, no .yarnrc.yml", files: map[string]string{"proj/package.json": berry},
			env:  []string{"YARN_NPM_REGISTRY_SERVER=https://corp.invalid/npm", "YARN_NPM_AUTH_TOKEN=yarn-secret"},
			want: map[string]string{"left-pad": "https://corp.invalid/npm/", "https://corp.invalid/npm/left-pad": "Bearer yarn-secret", "https://user.invalid/left-pad": ""}},
		{name: "any case, as Yarn lower-cases the names", files: map[string]string{"proj/package.json": berry},
			env:  []string{"yarn_npm_registry_server=https://corp.invalid/npm"},
			want: map[string]string{"left-pad": "https://corp.invalid/npm/"}},
		{name: "the variable over the file", files: map[string]string{"proj/package.json": berry, "proj/.yarnrc.yml": "npmRegistryServer: https://mirror.invalid/\n"},
			env:  []string{"YARN_NPM_REGISTRY_SERVER=https://corp.invalid/npm"},
			want: map[string]string{"left-pad": "https://corp.invalid/npm/"}},
		{name: "the token goes to the .yarnrc.yml's registry", files: map[string]string{"proj/package.json": berry, "proj/.yarnrc.yml": "npmRegistryServer: https://mirror.invalid/\n"},
			env:  []string{"YARN_NPM_AUTH_TOKEN=yarn-secret"},
			want: map[string]string{"left-pad": "https://mirror.invalid/", "https://mirror.invalid/left-pad": "Bearer yarn-secret"}},
		{name: "no token to a registry only .npmrc names", files: map[string]string{"proj/yarn.lock": "__metadata:\n  version: 8\n  cacheKey: 10c0\n", "proj/package.json": `{"name":"app"}`},
			env:  []string{"YARN_NPM_AUTH_TOKEN=yarn-secret"},
			want: map[string]string{"left-pad": "https://user.invalid/", "https://user.invalid/left-pad": ""}},
		{name: "a .yarnrc.yml above the project", files: map[string]string{"proj/package.json": berry, ".yarnrc.yml": "npmScopes:\n  corp:\n    npmRegistryServer: https://corp.invalid/npm\n"},
			want: map[string]string{"@corp/ui": "https://corp.invalid/npm/", "left-pad": "https://user.invalid/"}},
		{name: "YARN_RC_FILENAME", files: map[string]string{"proj/package.json": berry, "proj/.yarnrc-ci.yml": "npmRegistryServer: https://mirror.invalid/\n", "proj/.yarnrc.yml": "npmRegistryServer: https://stale.invalid/\n"},
			env:  []string{"YARN_RC_FILENAME=.yarnrc-ci.yml"},
			want: map[string]string{"left-pad": "https://mirror.invalid/"}},
		{name: "an npm project ignores them", files: map[string]string{"proj/package.json": `{"name":"app"}`, "proj/package-lock.json": "{}"},
			env:  []string{"YARN_NPM_REGISTRY_SERVER=https://corp.invalid/npm", "YARN_NPM_AUTH_TOKEN=yarn-secret"},
			want: map[string]string{"left-pad": "https://user.invalid/", "https://corp.invalid/npm/left-pad": ""}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			tt.files["home/.npmrc"] = "registry=https://user.invalid/\n"
			write(t, root, tt.files)
			c, err := Load(context.Background(), Options{ProjectDir: filepath.Join(root, "proj"), ProjectTrusted: true, Environ: tt.env, Home: filepath.Join(root, "home"), AskNPM: noNPM})
			if err != nil {
				t.Fatal(err)
			}
			got := answers(c, tt.want)
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}
