package rust

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
)

// TestTypePageNamesEveryMember: widestring 0.4.0's UCString (sixth
// held-out draw) has 50 methods with long docs and impls listed by their
// headers, which no index spells. Its symbol page cut at the default budget
// (32,000 characters) still names every method, with a signature or in the index:
// the index's line counting the impls had been left out of page one's
// plan, the index then did not fit, and methods went unnamed (13 of them
// in the whole crate at 36,000 characters, as the eval asks).
func TestTypePageNamesEveryMember(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "widestring_ucstring_trim"), filepath.Join(proj, "vendor", "widestring-0.4.0"))
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nwidestring = \"0.4\"\n")
	doc := describe(t, w.provider(false), sdk.PackageRef{Name: "widestring", ProjectPath: proj, ProjectTrusted: true}, "UCString")
	page, err := answer.RenderPage(doc, answer.RenderOptions{Ecosystem: "rust"}, "")
	if err != nil {
		t.Fatal(err)
	}
	if page.Next == "" {
		t.Fatalf("page one holds the whole answer (%d characters): the shape is not tested", len(page.Text))
	}
	// Named: declared on the page (`fn name(`, `fn name<`) or spelled
	// in its index; docs and examples that mention a method do not count.
	_, index, _ := strings.Cut(page.Text, "**Also in this package**")
	methods := 0
	for _, s := range doc.Symbols {
		if s.Parent != "UCString" || strings.ContainsAny(s.Name, " (") {
			continue
		}
		methods++
		member := strings.TrimPrefix(s.Name, "UCString::")
		declared := strings.Contains(page.Text, "fn "+member+"(") || strings.Contains(page.Text, "fn "+member+"<")
		if !declared && !regexp.MustCompile(`(^|[^A-Za-z0-9_])`+member+`($|[^A-Za-z0-9_])`).MatchString(index) {
			t.Errorf("page one does not name %s", s.Name)
		}
	}
	if methods < 40 {
		t.Errorf("%d methods of UCString, want its 50", methods)
	}
}
