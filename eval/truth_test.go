package eval

import (
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestReadTruthModuleDefault: an npm truth written when truth.cjs named
// the default export of `export * as default from './base.js'` by the
// module's quoted path reads as "default", members included; other
// names and other ecosystems are left alone.
func TestReadTruthModuleDefault(t *testing.T) {
	for _, tc := range []struct {
		name, eco string
		items     []Item
		want      []Item
	}{
		{
			name: "npm module default",
			eco:  "npm",
			items: []Item{
				{Name: `"/w/node_modules/ansi-escapes/base"`, Kind: "default export"},
				{Name: `"/w/node_modules/ansi-escapes/base".cursorTo`, Parent: `"/w/node_modules/ansi-escapes/base"`, Member: "cursorTo", Kind: "function"},
				{Name: "cursorTo", Kind: "function"},
			},
			want: []Item{
				{Name: "default", Kind: "default export"},
				{Name: "default.cursorTo", Parent: "default", Member: "cursorTo", Kind: "function"},
				{Name: "cursorTo", Kind: "function"},
			},
		},
		{
			name:  "other ecosystem",
			eco:   "python",
			items: []Item{{Name: `"x"`, Kind: "attribute"}},
			want:  []Item{{Name: `"x"`, Kind: "attribute"}},
		},
		{name: "nil", eco: "npm"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "t.json")
			if err := WriteTruth(p, &Truth{Ecosystem: tc.eco, Package: "p", Items: tc.items}); err != nil {
				t.Fatal(err)
			}
			got, err := ReadTruth(p)
			if err != nil {
				t.Fatal(err)
			}
			want := tc.want
			if want == nil {
				want = []Item{}
			}
			if d := cmp.Diff(want, got.Items); d != "" {
				t.Errorf("items (-want +got):\n%s", d)
			}
		})
	}
}
