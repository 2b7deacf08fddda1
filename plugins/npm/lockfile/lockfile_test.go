package lockfile

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The testdata lockfiles were written by the real tools (npm 11 with
// --lockfile-version 1/2/3, pnpm 7/8/9, yarn 1, yarn 4 and bun 1.3) for one
// package.json: is-number ^7 (and is-odd, which needs is-number ^6),
// @sindresorhus/is ^4 and the alias strip → npm:strip-ansi@^6.
func TestFindRecorded(t *testing.T) {
	dirs := map[string]string{
		"npm1": "package-lock v1", "npm2": "package-lock v2", "npm3": "package-lock v3",
		"pnpm7": "pnpm-lock 5.4", "pnpm8": "pnpm-lock 6.0", "pnpm9": "pnpm-lock 9.0",
		"yarn1": "yarn.lock v1", "berry": "yarn.lock berry", "bun": "bun.lock v2",
	}
	type want struct{ Name, Version string }
	tests := map[string]struct {
		pkg, rng string
		want     want
	}{
		"plain":               {"is-number", "^7.0.0", want{"is-number", "7.0.0"}},
		"plain without range": {"is-number", "", want{"is-number", "7.0.0"}},
		"nested by range":     {"is-number", "^6.0.0", want{"is-number", "6.0.0"}},
		"scoped":              {"@sindresorhus/is", "^4.0.0", want{"@sindresorhus/is", "4.6.0"}},
		"alias":               {"strip", "", want{"strip-ansi", "6.0.1"}},
		"transitive dep":      {"ansi-regex", "", want{"ansi-regex", "5.0.1"}},
		"direct":              {"is-odd", "^3.0.1", want{"is-odd", "3.0.1"}},
	}
	for dir, format := range dirs {
		for name, tc := range tests {
			t.Run(dir+"/"+name, func(t *testing.T) {
				if tc.rng == "^6.0.0" && (dir == "npm1" || dir == "npm2" || dir == "npm3" || strings.HasPrefix(dir, "pnpm") || dir == "bun") {
					// npm, pnpm and bun record which install belongs to the
					// project; the nested 6.0.0 is not the project's.
					tc.want = want{"is-number", "7.0.0"}
				}
				got, err := Find(filepath.Join("testdata", dir), tc.pkg, tc.rng)
				if err != nil {
					t.Fatal(err)
				}
				if d := cmp.Diff(tc.want, want{got.Name, got.Version}); d != "" {
					t.Errorf("-want +got\n%s", d)
				}
				if got.Format != format {
					t.Errorf("format %q, want %q", got.Format, format)
				}
			})
		}
		t.Run(dir+"/missing", func(t *testing.T) {
			if _, err := Find(filepath.Join("testdata", dir), "left-pad", ""); !errors.Is(err, ErrNotFound) {
				t.Fatalf("err = %v, want ErrNotFound", err)
			}
		})
	}
}

func TestFindWalksUp(t *testing.T) {
	root := t.TempDir()
	data, err := os.ReadFile("testdata/npm3/package-lock.json")
	if err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(root, "src", "deep")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "package-lock.json"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := Find(sub, "is-number", "")
	if err != nil || got.Version != "7.0.0" {
		t.Fatalf("Find = %+v, %v", got, err)
	}
	// Shrinkwrap wins over package-lock in the same directory.
	if err := os.WriteFile(filepath.Join(root, "npm-shrinkwrap.json"),
		[]byte(`{"lockfileVersion":3,"packages":{"node_modules/is-number":{"version":"7.0.1"}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err = Find(sub, "is-number", "")
	if err != nil || got.Version != "7.0.1" || filepath.Base(got.File) != "npm-shrinkwrap.json" {
		t.Fatalf("Find = %+v, %v", got, err)
	}
	// No lockfile at all.
	if _, err := Find(t.TempDir(), "is-number", ""); !errors.Is(err, ErrNotFound) {
		t.Fatalf("err = %v", err)
	}
}

func TestWorkspaces(t *testing.T) {
	tests := map[string]struct {
		file, content, rel, want string
	}{
		"package-lock nested in workspace": {"package-lock.json",
			`{"lockfileVersion":3,"packages":{"node_modules/a":{"version":"1.0.0"},"packages/x/node_modules/a":{"version":"2.0.0"},"node_modules/x":{"link":true,"resolved":"packages/x"}}}`,
			"packages/x", "2.0.0"},
		"package-lock hoisted for workspace": {"package-lock.json",
			`{"lockfileVersion":3,"packages":{"node_modules/a":{"version":"1.0.0"},"packages/y/node_modules/a":{"version":"2.0.0"}}}`,
			"packages/x", "1.0.0"},
		"pnpm importer": {"pnpm-lock.yaml",
			"lockfileVersion: '9.0'\nimporters:\n  .:\n    dependencies:\n      a:\n        specifier: ^1\n        version: 1.0.0\n  packages/x:\n    dependencies:\n      a:\n        specifier: ^2\n        version: 2.1.0(react@18.0.0)\n",
			"packages/x", "2.1.0"},
		"pnpm v5 peer suffix": {"pnpm-lock.yaml",
			"lockfileVersion: 5.4\ndependencies:\n  a: 1.2.3_react@18.0.0\n", ".", "1.2.3"},
		"pnpm link is skipped": {"pnpm-lock.yaml",
			"lockfileVersion: '9.0'\nimporters:\n  .:\n    dependencies:\n      a:\n        specifier: workspace:*\n        version: link:packages/a\n", ".", ""},
		"berry workspace is skipped": {"yarn.lock",
			"__metadata:\n  version: 8\n\"a@workspace:packages/a\":\n  version: 0.0.0-use.local\n", ".", ""},
		"package-lock link skipped": {"package-lock.json",
			`{"lockfileVersion":3,"packages":{"node_modules/a":{"link":true,"resolved":"packages/a"}}}`, ".", ""},
		"zero lockfile": {"package-lock.json", `{}`, ".", ""},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			file := filepath.Join(dir, tc.file)
			if err := os.WriteFile(file, []byte(tc.content), 0o644); err != nil {
				t.Fatal(err)
			}
			got, err := Read(file, tc.rel, "a", "")
			if tc.want == "" {
				if !errors.Is(err, ErrNotFound) {
					t.Fatalf("got %+v, %v; want ErrNotFound", got, err)
				}
				return
			}
			if err != nil || got.Version != tc.want {
				t.Fatalf("got %+v, %v; want %s", got, err, tc.want)
			}
		})
	}
}

func TestCorrupt(t *testing.T) {
	for _, name := range []string{"package-lock.json", "pnpm-lock.yaml", "yarn.lock"} {
		t.Run(name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), name)
			if err := os.WriteFile(file, []byte("{[: not\n\t- valid"), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := Read(file, ".", "a", "")
			if err == nil {
				t.Fatal("corrupt lockfile gave no error")
			}
		})
	}
}

func TestPNPMPackageKey(t *testing.T) {
	tests := map[string]struct{ key, name, version string }{
		"zero":       {"", "", ""},
		"v5":         {"/is-number/7.0.0", "is-number", "7.0.0"},
		"v5 scoped":  {"/@a/b/1.0.0_react@18.0.0", "@a/b", "1.0.0"},
		"v6":         {"/@a/b@1.0.0(react@18.0.0)", "@a/b", "1.0.0"},
		"v9":         {"is-number@7.0.0", "is-number", "7.0.0"},
		"v9 scoped":  {"@a/b@1.0.0", "@a/b", "1.0.0"},
		"no version": {"/x", "", ""},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			n, v := pnpmPackageKey(tc.key)
			if n != tc.name || v != tc.version {
				t.Fatalf("pnpmPackageKey(%q) = %q %q, want %q %q", tc.key, n, v, tc.name, tc.version)
			}
		})
	}
}

// TestBunWorkspace: bun 1.3's bun.lock for a workspace whose package asks
// for its dependencies through catalogs (testdata/bunws): a workspace's
// dependency is found from its directory, and a trailing comma inside a
// string is kept.
func TestBunWorkspace(t *testing.T) {
	got, err := Find(filepath.Join("testdata", "bunws", "packages", "app"), "semver", "~6.3.0")
	if err != nil || got.Version != "6.3.2" || got.Format != "bun.lock v2" {
		t.Fatalf("Find = %+v, %v; want semver 6.3.2 from bun.lock v2", got, err)
	}
	if _, err := Find(filepath.Join("testdata", "bunws"), "app", ""); !errors.Is(err, ErrNotFound) {
		t.Errorf("the workspace package itself: %v, want ErrNotFound (app@workspace:packages/app is no registry version)", err)
	}
	if got := string(StandardJSON([]byte(`{"a": ["x,}", "y",], }`))); got != `{"a": ["x,}", "y"] }` {
		t.Errorf("stripTrailingCommas = %s", got)
	}
}

// TestDeno: deno 2.9's deno.lock (v5) for a deno.json importing npm
// packages, one under an alias (testdata/deno): each import's resolved
// version, and a dependency's from the npm installs.
func TestDeno(t *testing.T) {
	dir := filepath.Join("testdata", "deno")
	for _, tt := range []struct{ name, want, version string }{
		{"ms", "2.0.0", "2.0.0"},
		{"semver", "^6.1.0", "6.3.2"},
		{"debug", "", "2.6.9"},
	} {
		got, err := Find(dir, tt.name, tt.want)
		if err != nil || got.Version != tt.version || got.Format != "deno.lock v5" {
			t.Errorf("Find(%s, %q) = %+v, %v; want %s from deno.lock v5", tt.name, tt.want, got, err, tt.version)
		}
	}
	names, _, err := Packages(dir)
	if err != nil || !slices.Equal(names, []string{"debug", "ms", "semver"}) {
		t.Errorf("Packages = %q, %v", names, err)
	}
}

// The testdata/origins lockfiles were written by npm 11 (--lockfile-version
// 1 and 3), pnpm 8 and 10, yarn 1, yarn 4 and bun 1.3 for one package.json:
// is-number ^7 from the registry, ms from a git repository (tag v2.0.0,
// whose package.json says 2.0.0) and semver from a tarball URL (6.3.1).
// pnpm 8 could not install the git dependency; its package.json leaves it
// out. A git or tarball package is not the registry's release of its
// number: Find says where it comes from.
func TestFindOrigin(t *testing.T) {
	const (
		git     = "git+file:///tmp/setups18/git/ms.git#bdeaa9adb70b8728955370953b3a1382e7d63edb"
		gitHTTP = "http://127.0.0.1:8765/ms.git#v2.0.0"
		tarball = "http://127.0.0.1:8765/semver-6.3.1.tgz"
	)
	type got struct{ Name, Version, Origin string }
	tests := []struct {
		dir  string
		want map[string]got
	}{
		{"npm1", map[string]got{"ms": {"ms", "", git}, "semver": {"semver", "", tarball}}},
		{"npm3", map[string]got{"ms": {"ms", "2.0.0", git}, "semver": {"semver", "6.3.1", tarball}}},
		{"pnpm8", map[string]got{"semver": {"semver", "6.3.1", "@127.0.0.1+8765/semver-6.3.1.tgz"}}},
		{"pnpm9", map[string]got{"ms": {"ms", "2.0.0", git}, "semver": {"semver", "6.3.1", tarball}}},
		{"yarn1", map[string]got{"ms": {"ms", "2.0.0", "git+file:///tmp/setups18/git/ms.git#v2.0.0"}, "semver": {"semver", "6.3.1", tarball}}},
		{"berry", map[string]got{"ms": {"ms", "2.0.0", gitHTTP}, "semver": {"semver", "6.3.1", tarball}}},
		{"bun", map[string]got{"ms": {"ms", "", git}, "semver": {"semver", "", tarball}}},
	}
	for _, tc := range tests {
		t.Run(tc.dir, func(t *testing.T) {
			dir := filepath.Join("testdata", "origins", tc.dir)
			for _, name := range []string{"ms", "semver"} {
				want, ok := tc.want[name]
				if !ok {
					continue
				}
				for _, rng := range []string{"", projectSpec(t, dir, name)} {
					e, err := Find(dir, name, rng)
					if err != nil {
						t.Fatalf("%s (range %q): %v", name, rng, err)
					}
					if d := cmp.Diff(want, got{e.Name, e.Version, e.Origin}); d != "" {
						t.Errorf("%s (range %q): -want +got\n%s", name, rng, d)
					}
				}
			}
			// The registry package beside them keeps no origin.
			e, err := Find(dir, "is-number", "^7.0.0")
			if err != nil || e.Version != "7.0.0" || e.Origin != "" {
				t.Errorf("is-number: %+v, %v; want 7.0.0 with no origin", e, err)
			}
		})
	}
}

// projectSpec is the range dir's package.json asks for name.
func projectSpec(t *testing.T, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "package.json"))
	if err != nil {
		t.Fatal(err)
	}
	var pj struct{ Dependencies map[string]string }
	if err := json.Unmarshal(data, &pj); err != nil {
		t.Fatal(err)
	}
	return pj.Dependencies[name]
}

// testdata/bunb/bun.lockb was written by bun 1.4.5 (saveTextLockfile =
// false) for is-number ^6, its tarball URL's registry host then rewritten
// to the placeholder registry-0.invalid (the same length, so the binary
// format's string offsets hold). It is not read; Find says so instead of
// reading a lockfile further up, which is another project's.
func TestFindBinaryBunLock(t *testing.T) {
	above := t.TempDir()
	data, err := os.ReadFile("testdata/npm3/package-lock.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(above, "package-lock.json"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	project := filepath.Join(above, "app")
	if err := os.Mkdir(project, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"bun.lockb", "package.json"} {
		data, err := os.ReadFile(filepath.Join("testdata", "bunb", f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(project, f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, dir := range []string{filepath.Join("testdata", "bunb"), project} {
		e, err := Find(dir, "is-number", "^6.0.0")
		var lockb *BinaryLockError
		if !errors.As(err, &lockb) || !errors.Is(err, ErrNotFound) || filepath.Base(lockb.File) != "bun.lockb" {
			t.Errorf("%s: Find = %+v, %v; want a BinaryLockError", dir, e, err)
		}
	}
}

// TestFindPatched: testdata/patched holds the lockfiles `pnpm patch` +
// `pnpm patch-commit` (pnpm 9.15), `bun patch` + `bun patch --commit`
// (bun 1.4.5) and `yarn patch` + `yarn patch-commit -s` + `yarn install`
// (Yarn 4.5.3) wrote for ms 2.1.3: the entry names the patch file the
// package manager applies, which the registry's release lacks; a
// package the project does not patch names none.
func TestFindPatched(t *testing.T) {
	for _, tc := range []struct{ dir, patch string }{
		{"pnpm9", "patches/ms@2.1.3.patch"},
		{"bun", "patches/ms@2.1.3.patch"},
		{"berry", "~/.yarn/patches/ms-npm-2.1.3-81ff3cfac1.patch"},
	} {
		t.Run(tc.dir, func(t *testing.T) {
			dir := filepath.Join("testdata", "patched", tc.dir)
			for _, rng := range []string{projectSpec(t, dir, "ms"), ""} {
				e, err := Find(dir, "ms", rng)
				if err != nil {
					t.Fatal(err)
				}
				if e.Name != "ms" || e.Version != "2.1.3" || e.Patch != tc.patch {
					t.Errorf("ms (range %q): %+v, want 2.1.3 patched by %s", rng, e, tc.patch)
				}
			}
		})
	}
	e, err := Find(filepath.Join("testdata", "patched", "pnpm9"), "debug", "4.3.4")
	if err != nil || e.Version != "4.3.4" || e.Patch != "" {
		t.Errorf("debug: %+v, %v; want 4.3.4 with no patch", e, err)
	}
}
