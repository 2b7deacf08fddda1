package registry

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Old manifests carry fields in shapes today's npm no longer writes; each
// odd field is dropped or read in its old form, never the whole document.
func TestManifestLenient(t *testing.T) {
	tests := map[string]struct {
		json    string
		want    Manifest
		license string
	}{
		"empty": {json: `{}`},
		"not an object": {json: `"1.0.0"`,
			want: Manifest{Dropped: []string{"(the document is not an object)"}}},
		"engines array": {json: `{"name":"a","version":"1.0.0","engines":["node >= 0.4", "rhino"]}`,
			want: Manifest{Name: "a", Version: "1.0.0", Engines: StringMap{"node": ">= 0.4", "rhino": ""}}},
		"odd dependencies": {json: `{"version":"1.0.0","dependencies":["x"],"devDependencies":{"a":"1","b":{"version":"2"}}}`,
			want: Manifest{Version: "1.0.0", Dependencies: StringMap{"x": ""}, DevDependencies: StringMap{"a": "1"}}},
		"bin string, repository string": {json: `{"bin":"./cli.js","repository":"git://github.com/a/b.git"}`,
			want: Manifest{Bin: json.RawMessage(`"./cli.js"`), Repository: URLField{URL: "https://github.com/a/b"}}},
		"license object": {json: `{"license":{"type":"MIT","url":"x"}}`,
			want: Manifest{License: "MIT"}, license: "MIT"},
		"license array": {json: `{"license":[{"type":"MIT"},"Apache-2.0"]}`,
			want: Manifest{License: "MIT OR Apache-2.0"}, license: "MIT OR Apache-2.0"},
		"licenses object": {json: `{"licenses":{"type":"BSD"}}`,
			want: Manifest{Licenses: "BSD"}, license: "BSD"},
		"types and typings odd": {json: `{"types":["index.d.ts"],"typings":{"x":1},"main":"index.js","homepage":["a"]}`,
			want: Manifest{Main: "index.js", Dropped: []string{"homepage", "types", "typings"}}},
		"peer meta odd": {json: `{"peerDependenciesMeta":{"a":{"optional":"yes"}},"dist":{"tarball":"http://x/a.tgz","fileCount":"3"}}`,
			want: Manifest{Dropped: []string{"peerDependenciesMeta", "dist"}}},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			var m Manifest
			if err := json.Unmarshal([]byte(tt.json), &m); err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tt.want, m); d != "" {
				t.Errorf("-want +got\n%s", d)
			}
			if got := m.LicenseString(); got != tt.license {
				t.Errorf("license %q, want %q", got, tt.license)
			}
		})
	}
	var m Manifest
	if err := json.Unmarshal([]byte(`{`), &m); err == nil {
		t.Error("a syntax error decoded")
	}
}
