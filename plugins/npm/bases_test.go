package npm

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestBuiltinBaseFromProject: form-data 4.0.6's own declarations say
// "declare class FormData extends stream.Readable" with stream imported
// from "stream", and form-data does not depend on @types/node. A project
// that installs @types/node gives TypeScript those types whatever the
// package depends on (node_modules/@types), so the members FormData
// inherits are read from there (the @types/node fixture is trimmed from
// 26.6.6). Without it, they are read from the user's registry's
// @types/node at the major of the user's Node (the code runs there),
// said in a note; a registry without it leaves them unlisted, not guessed.
func TestBuiltinBaseFromProject(t *testing.T) {
	node := filepath.Join("dts", "testdata", "inherit-builtin", "node")
	files := map[string]string{
		"package.json":                        `{"name":"app","version":"1.0.0","dependencies":{"form-data":"4.0.6"}}`,
		"node_modules/form-data/package.json": `{"name":"form-data","version":"4.0.6","main":"./lib/form_data","typings":"./index.d.ts"}`,
		"node_modules/form-data/index.d.ts": "import * as stream from 'stream';\n\nexport = FormData;\n\n" +
			"declare class FormData extends stream.Readable {\n  constructor(options?: Options);\n  setBoundary(boundary: string): void;\n}\n",
	}
	with := map[string]string{"node_modules/@types/node/package.json": `{"name":"@types/node","version":"26.6.6","types":"index.d.ts"}`}
	for _, f := range []string{"index.d.ts", "events.d.ts", "stream.d.ts", "buffer.d.ts", "buffer.buffer.d.ts"} {
		b, err := os.ReadFile(filepath.Join(node, f))
		if err != nil {
			t.Fatal(err)
		}
		with["node_modules/@types/node/"+f] = string(b)
	}
	write := func(dir string, fs map[string]string) {
		for name, body := range fs {
			p := filepath.Join(dir, filepath.FromSlash(name))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	for name, tc := range map[string]struct {
		types, registry bool
		major           int
		want            []string
		note            string
	}{
		"project installs @types/node":            {types: true, want: []string{"FormData.pipe", "FormData.on"}},
		"the registry has the user's Node's":      {registry: true, major: 26, want: []string{"FormData.pipe", "FormData.on"}, note: "read from @types/node 26.6.6 (from the registry, at the major"},
		"no release of the user's Node's major":   {registry: true, major: 99, want: []string{"FormData.pipe", "FormData.on"}, note: "read from @types/node 26.6.6 (from the registry, its latest"},
		"neither: not listed, and not guessed at": {major: 26},
	} {
		t.Run(name, func(t *testing.T) {
			proj := t.TempDir()
			write(proj, files)
			if tc.types {
				write(proj, with)
			}
			e := newEnv(t)
			if tc.registry {
				var entries []tarEntry
				for f, body := range with {
					entries = append(entries, tarEntry{name: "package/" + strings.TrimPrefix(f, "node_modules/@types/node/"), body: body})
				}
				e.synthetic("@types/node", "26.6.6", map[string]any{"types": "index.d.ts"}, makeTarball(t, entries...))
				e.srv.Extra["/@types%2fnode"] = []byte(`{"name":"@types/node","dist-tags":{"latest":"26.6.6"},"versions":{"26.6.6":` + string(e.srv.Extra["/@types%2fnode/26.6.6"]) + `}}`)
			}
			p := New(Config{Environ: e.vars, Home: e.home,
				AskNPM:    func(context.Context, string) (string, error) { return "", errors.New("npm must not be asked in tests") },
				NodeMajor: func(context.Context) (int, error) { return tc.major, nil }})
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "form-data", ProjectPath: proj}, Symbol: "FormData"})
			if err != nil {
				t.Fatal(err)
			}
			var inherited []string
			for _, s := range d.Symbols {
				if s.Name == "FormData.pipe" || s.Name == "FormData.on" {
					inherited = append(inherited, s.Name)
				}
			}
			if strings.Join(inherited, ",") != strings.Join(tc.want, ",") {
				t.Errorf("inherited members listed %q, want %q", inherited, tc.want)
			}
			if notes := strings.Join(d.Notes, "\n"); tc.note != "" && !strings.Contains(notes, tc.note) {
				t.Errorf("notes %q, want one saying %q", notes, tc.note)
			}
		})
	}
}

func TestParseNodeMajor(t *testing.T) {
	for in, want := range map[string]int{"v22.11.0\n": 22, "v26.0.0": 26, "": 0, "vx": 0} {
		got, _ := parseNodeMajor(in)
		if got != want {
			t.Errorf("parseNodeMajor(%q) = %d, want %d", in, got, want)
		}
	}
}
