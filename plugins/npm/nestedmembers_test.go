package npm

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
)

// The interfaces of a namespace merged with the value it exports
// (detective 5.2.1 with @types/detective 5.1.5, testdata/nestedmembers:
// export = detective, a var typed by the namespace's Detective) are
// members of detective, and their fields members of theirs. The outline
// indents each under its own parent: Options' fields under Options, not
// beside it as if they were more members of detective.
func TestNestedMembersIndented(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "detective", ProjectPath: filepath.Join("testdata", "nestedmembers")}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	text := answer.RenderDocument(d, answer.RenderOptions{Ecosystem: "npm"})
	var got []string
	for _, line := range strings.Split(text, "\n") {
		if strings.Contains(line, "interface Options") || strings.Contains(line, "word?:") ||
			strings.Contains(line, "interface DetectiveResults") || strings.Contains(line, "strings: string[]") {
			got = append(got, line[:strings.Index(line, "`")+1])
		}
	}
	want := []string{"  - `", "    - `", "  - `", "    - `"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("indentation of Options, Options.word, DetectiveResults, DetectiveResults.strings (-want +got):\n%s\n%s", diff, text)
	}
}
