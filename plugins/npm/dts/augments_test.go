package dts

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestAugmentsOwnModule: a package's module files that augment the
// package's own module ("declare module '<package>' { interface X { … }
// }") add members to the X the package exports, whether the block sits in
// the entry (@tiptap/core's bundled index.d.ts; see the npm package's
// TestSelfAugmentedInterface) or in a file the entry imports for its effect
// alone (@ckeditor/ckeditor5-core's import './augmentation.js'). A key
// computed in the augmenting file is not the interface's to resolve and is
// left out; a block in a script declares the module (ambientFor) and one
// naming another module augments that one, so neither adds here.
func TestAugmentsOwnModule(t *testing.T) {
	files := map[string][]byte{
		"index.d.ts":        []byte("export { type PluginsMap, type EditorConfig } from './config.js';\nimport './augmentation.js';\n"),
		"config.d.ts":       []byte("export interface PluginsMap { [name: string]: unknown; }\nexport interface EditorConfig { language?: string; }\n"),
		"augmentation.d.ts": []byte("import type { PendingActions } from './index.js';\ndeclare module 'editor-core' {\n  interface PluginsMap { [PendingActions.pluginName]: PendingActions; }\n  interface EditorConfig { toolbar?: string[]; }\n}\ndeclare module 'other' {\n  interface EditorConfig { other: number; }\n}\n"),
	}
	res := (&Scanner{Files: files, Package: "editor-core"}).Scan([]string{"index.d.ts"})
	var got []string
	for _, s := range res.Symbols {
		if s.Parent != "" {
			got = append(got, s.Name+": "+s.Signature)
		}
	}
	want := []string{
		"EditorConfig.language: language?: string",
		"EditorConfig.toolbar: toolbar?: string[]",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("members: -want +got\n%s", d)
	}
}
