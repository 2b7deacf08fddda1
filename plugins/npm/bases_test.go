package npm

import (
	"context"
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
// 26.6.6); without it, they are not guessed.
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
		types bool
		want  []string
	}{
		"project installs @types/node": {true, []string{"FormData.pipe", "FormData.on"}},
		"it does not":                  {false, nil},
	} {
		t.Run(name, func(t *testing.T) {
			proj := t.TempDir()
			write(proj, files)
			if tc.types {
				write(proj, with)
			}
			p := newEnv(t).provider()
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
		})
	}
}
