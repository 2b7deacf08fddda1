package golang

import (
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

func TestDocFiles(t *testing.T) {
	readme := []byte("# mod\n\nSee the [user guide](user_guide.md), [API](./api.md#top \"API\"), " +
		"[site](https://example.com/x.md), [up](../outside.md), [abs](/etc/x.md), [gone](missing.md), [code](main.go).\n\n" +
		"[ref]: docs/ref.md\n")
	fsys := fstest.MapFS{
		"mod/README.md":             {Data: readme},
		"mod/user_guide.md":         {Data: []byte("intro\n\n## User Guide\n")},
		"mod/api.md":                {Data: []byte("no heading")},
		"mod/main.go":               {Data: []byte("package main")},
		"mod/docs/ref.md":           {Data: []byte("# Reference\n")},
		"mod/docs/a/b.md":           {Data: []byte("# B\n")},
		"mod/docs/notes.txt":        {Data: []byte("not markdown")},
		"mod/docs/.hidden/x.md":     {Data: []byte("# hidden\n")},
		"mod/site/content/guide.md": {Data: []byte("---\ntitle: x\n---\n# Site guide\n")},
		"outside.md":                {Data: []byte("# outside\n")},
	}
	tests := []struct {
		name       string
		readmePath string
		readme     []byte
		want       []sdk.DocFile
	}{
		{"no readme", "", nil, []sdk.DocFile{
			{Path: "docs/a/b.md", Title: "B", Size: 4},
			{Path: "docs/ref.md", Title: "Reference", Size: 12},
			{Path: "site/content/guide.md", Title: "Site guide", Size: 30},
		}},
		{"readme links first", "mod/README.md", readme, []sdk.DocFile{
			{Path: "user_guide.md", Title: "User Guide", Size: 21},
			{Path: "api.md", Title: "api.md", Size: 10},
			{Path: "docs/ref.md", Title: "Reference", Size: 12},
			{Path: "docs/a/b.md", Title: "B", Size: 4},
			{Path: "site/content/guide.md", Title: "Site guide", Size: 30},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := docFiles(fsys, "mod", tc.readmePath, tc.readme)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("docFiles (-want +got):\n%s", diff)
			}
		})
	}
}
