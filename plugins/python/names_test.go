package python

import (
	"context"
	"strings"
	"testing"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestImportNameNotOnIndex: nothing installed, and the index's project of
// an import name does not hold that module.
func TestImportNameNotOnIndex(t *testing.T) {
	w := newWorld(t)
	// bs4 on PyPI: a placeholder with no module that requires beautifulsoup4.
	w.addSyntheticWith("bs4", "0.0.2", "Requires-Dist: beautifulsoup4\n", map[string]string{})
	w.addSynthetic("beautifulsoup4", "4.12.3", map[string]string{
		"bs4/__init__.py": "from .element import Tag\n__all__ = ['BeautifulSoup', 'Tag']\nclass BeautifulSoup(Tag):\n    def __init__(self, markup: str = '', features: str | None = None) -> None: ...\n",
		"bs4/element.py":  "class Tag:\n    def find_all(self, name=None, attrs={}, recursive: bool = True): ...\n",
	})
	// A placeholder with no known distribution behind it.
	w.addSyntheticWith("placeholder", "1.0", "Requires-Dist: real-thing>=2\n", map[string]string{})
	// yaml is not on this index, and the pyyaml here holds another module:
	// no mapping may be claimed.
	w.addSynthetic("pyyaml", "6.0", map[string]string{"notyaml/__init__.py": "def load(s): ...\n"})
	p := w.provider()
	ctx := context.Background()

	describe := func(name string) (*sdk.Document, error) {
		return p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: name}})
	}
	doc, err := describe("bs4")
	if err != nil {
		t.Fatal(err)
	}
	if doc.Name != "beautifulsoup4" || doc.Version != "4.12.3" || fact(doc, "Import") != "import bs4" ||
		len(doc.Notes) != 1 || !strings.Contains(doc.Notes[0], "bs4 0.0.2 on ") || !strings.Contains(doc.Notes[0], "holds no module bs4 (it has no top-level module at all; it requires beautifulsoup4); beautifulsoup4 is described instead") {
		t.Errorf("bs4: %s %s, facts %+v, notes %q", doc.Name, doc.Version, doc.Facts, doc.Notes)
	}
	if _, ok := symbolNamed(doc, "BeautifulSoup"); !ok {
		t.Errorf("bs4 symbols %+v", doc.Symbols)
	}
	doc, err = describe("bs4.element")
	if err != nil {
		t.Fatal(err)
	}
	if doc.Name != "beautifulsoup4" || fact(doc, "Import") != "import bs4.element" {
		t.Errorf("bs4.element: %s, facts %+v", doc.Name, doc.Facts)
	}
	if _, ok := symbolNamed(doc, "Tag.find_all"); !ok {
		t.Errorf("bs4.element symbols %+v", doc.Symbols)
	}

	doc, err = describe("placeholder")
	if err != nil {
		t.Fatal(err)
	}
	if doc.Name != "placeholder" || len(doc.Notes) != 2 || doc.Notes[1] != "placeholder-1.0-py3-none-any.whl holds no top-level module: no API outline" || !strings.Contains(doc.Notes[0], "holds no module placeholder (it has no top-level module at all; it requires real-thing>=2): `import placeholder` comes from a distribution of another name, which the index does not say") {
		t.Errorf("placeholder: %s notes %q", doc.Name, doc.Notes)
	}

	_, err = describe("yaml")
	if sdk.Code(err) != codes.NotFound {
		t.Errorf("yaml: %v, want NotFound (pyyaml here does not hold yaml)", err)
	}

	// A distribution name whose import name differs is no import name
	// asked for: no note.
	doc, err = describe("beautifulsoup4")
	if err != nil || len(doc.Notes) != 0 {
		t.Errorf("beautifulsoup4: %v notes %q", err, doc.Notes)
	}
}
