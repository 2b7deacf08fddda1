package npm

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestTypeScriptLibBase: buffer 6.0.3 declares "export class Buffer
// extends Uint8Array", whose members only TypeScript's lib declares (lib
// files trimmed from TypeScript 7.0.2: testdata/tslib). A project that
// installs typescript has them: the members Buffer inherits, instance
// (subarray, from lib.es5; toSorted, from lib.es2023.array) and static
// (of, from Uint8ArrayConstructor), are listed, so a misspelt wrtie does
// not exist, where the check could not tell. TypeScript 5 keeps its lib
// in typescript/lib; TypeScript 7 in the platform package among its
// optional dependencies. Without typescript the base stays unseen.
func TestTypeScriptLibBase(t *testing.T) {
	lib := map[string]string{}
	for _, f := range []string{"lib.es5.d.ts", "lib.es2023.array.d.ts"} {
		b, err := os.ReadFile(filepath.Join("testdata", "tslib", f))
		if err != nil {
			t.Fatal(err)
		}
		lib[f] = string(b)
	}
	files := map[string]string{
		"package.json":                     `{"dependencies":{"buffer":"6.0.3"},"devDependencies":{"typescript":"*"}}`,
		"node_modules/buffer/package.json": `{"name":"buffer","version":"6.0.3","main":"index.js","types":"index.d.ts"}`,
		"node_modules/buffer/index.d.ts": "export class Buffer extends Uint8Array {\n    length: number\n" +
			"    write(string: string, offset?: number, length?: number, encoding?: string): number;\n" +
			"    static from(array: any[]): Buffer;\n}\n",
	}
	tests := map[string]struct {
		layout map[string]string // lib file → where the project has it
		want   map[string]sdk.Verdict
	}{
		"typescript 5: typescript/lib": {
			layout: map[string]string{"node_modules/typescript/package.json": `{"name":"typescript","version":"5.9.3"}`, "lib": "node_modules/typescript/lib/"},
		},
		"typescript 7: its platform package": {
			layout: map[string]string{
				"node_modules/typescript/package.json":                       `{"name":"typescript","version":"7.0.2","optionalDependencies":{"@typescript/typescript-linux-x64":"7.0.2","@typescript/typescript-win32-x64":"7.0.2"}}`,
				"node_modules/@typescript/typescript-linux-x64/package.json": `{"name":"@typescript/typescript-linux-x64","version":"7.0.2"}`,
				"lib": "node_modules/@typescript/typescript-linux-x64/lib/",
			},
		},
		"no typescript": {},
	}
	seen := map[string]sdk.Verdict{
		"Buffer.write": sdk.VerdictExists, "Buffer.subarray": sdk.VerdictExists, "Buffer.toSorted": sdk.VerdictExists,
		"Buffer.BYTES_PER_ELEMENT": sdk.VerdictExists, "Buffer.of": sdk.VerdictExists, "Buffer.from": sdk.VerdictExists,
		"Buffer.wrtie": sdk.VerdictMissing, "Buffer.fo": sdk.VerdictMissing,
	}
	unseen := map[string]sdk.Verdict{"Buffer.write": sdk.VerdictExists, "Buffer.wrtie": sdk.VerdictOutOfReach, "Buffer.fo": sdk.VerdictOutOfReach}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			proj := t.TempDir()
			writeFiles(t, proj, files)
			want := unseen
			if dir := tc.layout["lib"]; dir != "" {
				for f, body := range tc.layout {
					if f != "lib" {
						writeFiles(t, proj, map[string]string{f: body})
					}
				}
				for f, body := range lib {
					writeFiles(t, proj, map[string]string{dir + f: body})
				}
				want = seen
			}
			d, err := newEnv(t).provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "buffer", ProjectPath: proj}, Symbol: "Buffer"})
			if err != nil {
				t.Fatal(err)
			}
			wantVerdicts(t, d.Name, d.Symbols, want)
		})
	}
}
