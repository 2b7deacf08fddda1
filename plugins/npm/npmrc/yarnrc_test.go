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
