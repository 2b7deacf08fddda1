package golang

import (
	"os"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

func TestReadmeExamples(t *testing.T) {
	rd := []byte("# web\n\n```sh\ngo get example.com/web\n```\n\n## Install\n\n```go\ngo get example.com/web\n```\n\n## Usage\n\n```go\nr := web.Default()\nr.Run()\n```\n\n```golang\nweb.New()\n```\n")
	got := readmeExamples(rd, "README.md", "")
	want := []sdk.Example{
		{Title: "README: Usage", Language: "go", Code: "r := web.Default()\nr.Run()\n", Source: "README.md:15 (README code block)"},
		{Title: "README: Usage", Language: "go", Code: "web.New()\n", Source: "README.md:20 (README code block)"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("readmeExamples (-want +got):\n%s", diff)
	}
	if got := readmeExamples(nil, "", ""); len(got) != 0 {
		t.Errorf("no README: %v", got)
	}
	// The filtered README shown with the document has the first block:
	// only the second is an example of its own.
	shown := "## Usage\n\n```go\nr := web.Default()\nr.Run()\n```\n"
	if got := readmeExamples(rd, "README.md", shown); len(got) != 1 || got[0].Code != "web.New()\n" {
		t.Errorf("with the README shown: %+v", got)
	}
}

func TestDirExamples(t *testing.T) {
	main := "package main\n\nimport \"example.com/web\"\n\nfunc main() { web.Default().Run() }\n"
	fsys := fstest.MapFS{
		"m/examples/hello/main.go":        {Data: []byte(main)},
		"m/examples/hello/main_test.go":   {Data: []byte(main)},
		"m/examples/other/main.go":        {Data: []byte("package main\n\nimport \"fmt\"\n\nfunc main() { fmt.Println() }\n")},
		"m/_examples/lib/lib.go":          {Data: []byte("package lib\n\nimport \"example.com/web\"\n\nvar _ = web.New\n")},
		"m/example/main.go":               {Data: []byte(main)},
		"m/examples/a/b/c/d/e/main.go":    {Data: []byte(main)},
		"m/examples/broken/main.go":       {Data: []byte("package main\n\nimport (\n")},
		"m/examples/sub/main.go":          {Data: []byte("package main\n\nimport \"example.com/web/sub\"\n")},
		"m/examples/hello/README.md":      {Data: []byte("# hello\n")},
		"m/docs/examples/ignored/main.go": {Data: []byte(main)},
	}
	var got []string
	for _, e := range dirExamples(fsys, "m", "example.com/web") {
		got = append(got, e.Source)
		if e.Code != main {
			t.Errorf("%s: code %q", e.Source, e.Code)
		}
	}
	want := []string{"example/main.go (example program in the module)", "examples/hello/main.go (example program in the module)"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("dirExamples (-want +got):\n%s", diff)
	}
}

// gorilla/handlers v1.5.2's README (its one Go block, under "Example") is
// the whole filtered README shown: no example of its own is left to print
// a second time.
func TestReadmeExamplesShown(t *testing.T) {
	rd, err := os.ReadFile("testdata/gorilla-handlers-1.5.2-README.md")
	if err != nil {
		t.Fatal(err)
	}
	if got := readmeExamples(rd, "README.md", ""); len(got) != 1 {
		t.Fatalf("README blocks: %d, want 1", len(got))
	}
	if got := readmeExamples(rd, "README.md", readme.Filter(rd).Markdown); len(got) != 0 {
		t.Errorf("examples beside the README shown: %+v", got)
	}
}
