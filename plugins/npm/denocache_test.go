package npm

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestDenoCache: a Deno 2.9.6 project that imports is-number through
// deno.json ("npm:is-number@^7.0.0", testdata/denocache: deno.json and the
// deno.lock `deno install` wrote against a local registry) keeps no
// node_modules: Deno installs the package in its global cache,
// <DENO_DIR>/npm/<registry folder>/is-number/7.0.0, and the project's code
// imports it from there. Main fetched the locked version from the
// registry; the cache's copy is read now, found under DENO_DIR or the
// user's cache directory, and only for the locked version.
func TestDenoCache(t *testing.T) {
	e := newEnv(t)
	registry := strings.Replace(e.srv.RegistryURL(), "127.0.0.1", "localhost", 1)
	folder, ok := denoRegistryFolder(registry)
	if !ok || !strings.HasPrefix(folder, "localhost_") {
		t.Fatalf("denoRegistryFolder(%q) = %q, %v", registry, folder, ok)
	}
	for _, tc := range []struct {
		name, cacheVar, version string
		fromCache               bool
	}{
		{name: "DENO_DIR", cacheVar: "DENO_DIR", version: "7.0.0", fromCache: true},
		{name: "XDG_CACHE_HOME", cacheVar: "XDG_CACHE_HOME", version: "7.0.0", fromCache: true},
		{name: "another version cached", cacheVar: "DENO_DIR", version: "6.0.0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			project, cache := t.TempDir(), t.TempDir()
			if err := os.CopyFS(project, os.DirFS(filepath.Join("testdata", "denocache"))); err != nil {
				t.Fatal(err)
			}
			denoDir := cache
			if tc.cacheVar == "XDG_CACHE_HOME" {
				denoDir = filepath.Join(cache, "deno")
			}
			dir := filepath.Join(denoDir, "npm", folder, "is-number", "7.0.0")
			extract(t, "testdata/registry/is-number/-/is-number-"+tc.version+".tgz", dir)
			p := New(Config{
				Environ:   []string{"npm_config_registry=" + registry, "npm_config_globalconfig=" + filepath.Join(e.home, "none"), tc.cacheVar + "=" + cache},
				Home:      e.home,
				AskNPM:    e.provider().opt.AskNPM,
				NodeMajor: e.provider().opt.NodeMajor,
			})
			before := len(e.srv.Requests())
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", ProjectPath: project}})
			if err != nil {
				t.Fatal(err)
			}
			want := sdk.Source{Kind: sdk.SourceLocalInstall, Detail: dir}
			if !tc.fromCache {
				want = sdk.Source{Kind: sdk.SourceLockfile, Detail: filepath.Join(project, "deno.lock")}
			}
			if d.Source.Kind != want.Kind || d.Source.Detail != want.Detail || d.Version != "7.0.0" {
				t.Errorf("got %s from %+v, want 7.0.0 from %+v", d.Version, d.Source, want)
			}
			fetched := false
			for _, r := range e.srv.Requests()[before:] {
				fetched = fetched || strings.HasPrefix(r.Path, "/is-number/-/")
			}
			if fetched == tc.fromCache {
				t.Errorf("tarball fetched: %v, want %v", fetched, !tc.fromCache)
			}
			if said := strings.Contains(strings.Join(d.Notes, "\n"), "Deno installed it in its global cache"); said != tc.fromCache {
				t.Errorf("notes %q: say the cache %v, want %v", d.Notes, said, tc.fromCache)
			}
		})
	}
}

// TestDenoRegistryFolder: the directory names Deno 2.9.6 gave the
// registries it cached from.
func TestDenoRegistryFolder(t *testing.T) {
	for _, tt := range []struct {
		url, want string
		ok        bool
	}{
		{"https://registry.example/", "registry.example", true},
		{"https://Registry.Example:8443/", "registry.example_8443", true},
		{"http://localhost:18741/", "localhost_18741", true},
		{"http://127.0.0.1:18741/", "18741", true},
		{"http://127.0.0.1/", "", false},
		{"not a url", "", false},
	} {
		got, ok := denoRegistryFolder(tt.url)
		if got != tt.want || ok != tt.ok {
			t.Errorf("denoRegistryFolder(%q) = %q, %v, want %q, %v", tt.url, got, ok, tt.want, tt.ok)
		}
	}
}
