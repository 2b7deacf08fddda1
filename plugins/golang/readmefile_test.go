package golang

import (
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

// testdata/fiberdocs is a trimmed real module (gofiber/fiber/v2): no
// README at its root but one in .github/, no README and no package doc in
// its middleware packages, a page for each in docs/api/middleware/.
func TestReadmeFile(t *testing.T) {
	fsys := os.DirFS("testdata/fiberdocs")
	tests := []struct {
		name, dir string
		std       bool
		want      string
	}{
		{"package page in the docs folder", "middleware/adaptor", false, "docs/api/middleware/adaptor.md"},
		{"another package's page", "middleware/cors", false, "docs/api/middleware/cors.md"},
		{"no page: the module's README in .github", "middleware/proxy", false, ".github/README.md"},
		{"root package: the README in .github", ".", false, ".github/README.md"},
		{"a top-level package of that name", "adaptor", false, "docs/api/middleware/adaptor.md"},
		{"part of a file name is no page", "aptor", false, ".github/README.md"},
		{"standard library: only the package's own", "middleware/adaptor", true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, got := readmeFile(fsys, ".", tt.dir, tt.std)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("readmeFile(%q) (-want +got):\n%s", tt.dir, diff)
			}
		})
	}
	data, _ := readmeFile(fsys, ".", "middleware/adaptor", false)
	md := readme.Filter(data).Markdown
	if !strings.HasPrefix(md, "# Adaptor\n\nConverter for net/http handlers to/from Fiber request handlers") {
		t.Errorf("the package page's front matter is not cut, or its text is not in the filtered README:\n%s", md)
	}
}
