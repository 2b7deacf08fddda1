package npm

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestSelfAugmentedInterface: @tiptap/core 3.31.3 (testdata/selfaugment,
// trimmed to two of its commands) exports an empty "interface
// Commands<ReturnType = any> {}" and fills it, command by command, with
// "declare module '@tiptap/core' { interface Commands<ReturnType> { … } }"
// blocks in the same bundled index.d.ts; @tiptap/vue-2 3.31.3 passes it on
// with export * from '@tiptap/core'. The compiler merges the blocks into
// the exported interface; Commands had no members, so a check said
// Commands.deleteNode was "missing".
func TestSelfAugmentedInterface(t *testing.T) {
	for _, name := range []string{"@tiptap/core", "@tiptap/vue-2"} {
		t.Run(name, func(t *testing.T) {
			ref, d := describeTestdata(t, name, "selfaugment")
			var got []string
			for _, s := range d.Symbols {
				if s.Parent == "Commands" {
					got = append(got, s.Name+": "+s.Signature)
				}
			}
			want := []string{
				"Commands.deleteNode: deleteNode: { deleteNode: (typeOrName: string | NodeType$1) => ReturnType; }",
				"Commands.deleteRange: deleteRange: { deleteRange: (range: Range) => ReturnType; }",
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("members of Commands (-want +got):\n%s", diff)
			}
			wantVerdicts(t, ref.Name, d.Symbols, map[string]sdk.Verdict{"Commands.deleteNode": sdk.VerdictExists, "Commands.deleteRange": sdk.VerdictExists, "Commands.deleteNoed": sdk.VerdictMissing})
		})
	}
}
