package pnp

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// testdata/berry4 was installed by Yarn 4.18.1 (nodeLinker: pnp, the
// project's own cache, compressionLevel: mixed as Yarn 3 wrote it):
// is-number ^7 at the top and ^6 in the workspace packages/app, ms from a
// git repository, strip as an alias of strip-ansi, use-sync-external-store
// with its react peer (a virtual package). Kept: .pnp.cjs up to the end of
// its state (Yarn's resolver code after it is not read) and the cache's
// zips of the packages asked for here.
func TestFind(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("testdata", "berry4"))
	if err != nil {
		t.Fatal(err)
	}
	cache := filepath.Join(root, ".yarn", "cache")
	tests := []struct {
		dir, name string
		want      Location
	}{
		{".", "is-number", Location{Name: "is-number", Reference: "npm:7.0.0", Zip: filepath.Join(cache, "is-number-npm-7.0.0-060086935c-6a6c3383f6.zip"), Dir: "node_modules/is-number"}},
		{"packages/app", "is-number", Location{Name: "is-number", Reference: "npm:6.0.0", Zip: filepath.Join(cache, "is-number-npm-6.0.0-30881e83e6-8668b49747.zip"), Dir: "node_modules/is-number"}},
		{"packages/app/src", "is-number", Location{Name: "is-number", Reference: "npm:6.0.0", Zip: filepath.Join(cache, "is-number-npm-6.0.0-30881e83e6-8668b49747.zip"), Dir: "node_modules/is-number"}},
		{"packages/app", "ms", Location{Name: "ms", Reference: "http://127.0.0.1:8765/ms.git#commit=bdeaa9adb70b8728955370953b3a1382e7d63edb", Zip: filepath.Join(cache, "ms-http-38f098b075-6c2ca2281b.zip"), Dir: "node_modules/ms"}},
		{".", "strip", Location{Name: "strip-ansi", Reference: "npm:6.0.1", Zip: filepath.Join(cache, "strip-ansi-npm-6.0.1-caddc7cb40-ae3b5436d3.zip"), Dir: "node_modules/strip-ansi"}},
		{".", "use-sync-external-store", Location{Name: "use-sync-external-store", Reference: "virtual:a4dcbdf611351ce5ea6966e6276cb5211f6abe62f8a3f399cef48ac1f227b17c1732eab5099f40b2176d83f11a3250c040fb354f510974aa6538caa625348c19#npm:1.7.0", Zip: filepath.Join(cache, "use-sync-external-store-npm-1.7.0-572f39b677-cc102e193d.zip"), Dir: "node_modules/use-sync-external-store"}},
		{".", "ansi-regex", Location{Name: "ansi-regex", Reference: "npm:5.0.1", Zip: filepath.Join(cache, "ansi-regex-npm-5.0.1-c963a48615-2aa4bb54ca.zip"), Dir: "node_modules/ansi-regex"}}, // transitive
	}
	for _, tc := range tests {
		t.Run(tc.dir+"/"+tc.name, func(t *testing.T) {
			got, err := Find(filepath.Join(root, filepath.FromSlash(tc.dir)), tc.name)
			if err != nil {
				t.Fatal(err)
			}
			tc.want.Map = filepath.Join(root, ".pnp.cjs")
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("-want +got\n%s", d)
			}
		})
	}
	if _, err := Find(root, "left-pad"); !errors.Is(err, ErrNotFound) {
		t.Errorf("left-pad: err = %v, want ErrNotFound", err)
	}

	// testdata/berry4-data: the same project installed with
	// pnpEnableInlining: false, whose .pnp.cjs (its head kept) holds no
	// state and loads .pnp.data.json. Locations only; no archive is read.
	data, err := filepath.Abs(filepath.Join("testdata", "berry4-data"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := Find(filepath.Join(data, "packages", "app"), "is-number")
	want := Location{Map: filepath.Join(data, ".pnp.data.json"), Name: "is-number", Reference: "npm:6.0.0", Zip: filepath.Join(data, ".yarn", "cache", "is-number-npm-6.0.0-30881e83e6-8668b49747.zip"), Dir: "node_modules/is-number"}
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf(".pnp.data.json: -want +got\n%s", d)
	}
}

func TestResolveVirtual(t *testing.T) {
	tests := map[string]string{
		"/p/.yarn/__virtual__/x-virtual-0123/0/cache/x.zip/node_modules/x":                "/p/.yarn/cache/x.zip/node_modules/x",
		"/p/.yarn/__virtual__/x-virtual-0123/3/root/.yarn/berry/cache/x.zip/node_modules": "/root/.yarn/berry/cache/x.zip/node_modules",
		"/p/.yarn/cache/x.zip/node_modules/x":                                             "/p/.yarn/cache/x.zip/node_modules/x",
	}
	for in, want := range tests {
		if got := resolveVirtual(filepath.FromSlash(in)); got != filepath.FromSlash(want) {
			t.Errorf("resolveVirtual(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestFindRereadsChangedMap: the map read last is kept, but a map that
// changed (yarn install since) is read again.
func TestFindRereadsChangedMap(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "berry4-data", ".pnp.data.json"))
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	app := filepath.Join(root, "packages", "app")
	if err := os.MkdirAll(app, 0o755); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(root, ".pnp.data.json")
	for _, tc := range []struct {
		data []byte
		want string
	}{
		{data, "npm:6.0.0"},
		// The workspace no longer depends on is-number: the top-level
		// project's is found.
		{withoutDependency(t, data, "app", "is-number"), "npm:7.0.0"},
	} {
		if err := os.WriteFile(file, tc.data, 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := Find(app, "is-number")
		if err != nil || got.Reference != tc.want {
			t.Errorf("Find = %+v, %v; want %s", got, err, tc.want)
		}
	}
}

// withoutDependency is the map data with workspace's dependency on dep
// left out.
func withoutDependency(t *testing.T, data []byte, workspace, dep string) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	for _, e := range m["packageRegistryData"].([]any) {
		entry := e.([]any)
		if entry[0] != workspace {
			continue
		}
		for _, r := range entry[1].([]any) {
			info := r.([]any)[1].(map[string]any)
			var kept []any
			for _, d := range info["packageDependencies"].([]any) {
				if d.([]any)[0] != dep {
					kept = append(kept, d)
				}
			}
			info["packageDependencies"] = kept
		}
	}
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}
