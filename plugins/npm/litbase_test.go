package npm

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// A web component's chain of bases through three other packages
// (@material/mwc-drawer 0.27.0, testdata/litbase): Drawer's base's base
// is imported from "@material/mwc-base/base-element.js", a file of a
// package without an exports map written with its ".js" extension, as
// ESM declarations write paths (the compiler reads base-element.d.ts);
// BaseElement extends lit's LitElement, which lit's entry passes on from
// lit-element, and LitElement extends ReactiveElement, which
// lit-element's own file imports from @lit/reactive-element. The members
// every Lit element has (requestUpdate, the static addInitializer) are
// inherited from the last; each base resolves in the file that declares
// it, not in the package the lookup started from. A member keyed by a
// quoted string (LitElement's static ['_$litElement$']) is inherited under
// that string, as the compiler names it.
func TestLitBaseChain(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "@material/mwc-drawer", ProjectPath: filepath.Join("testdata", "litbase")}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: "Drawer"})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range d.Symbols {
		if s.Parent == "Drawer" {
			got = append(got, s.Name)
		}
	}
	for _, want := range []string{
		"Drawer.open",             // DrawerBase, the package's own
		"Drawer.click",            // BaseElement (@material/mwc-base/base-element.js)
		"Drawer.createRenderRoot", // LitElement (lit, from lit-element)
		"Drawer._$litElement$",    // static ['_$litElement$'], named by its text
		"Drawer.requestUpdate",    // ReactiveElement (@lit/reactive-element)
		"Drawer.addInitializer",
		"Drawer.observedAttributes",
		"Drawer.updateComplete",
	} {
		if !slices.Contains(got, want) {
			t.Errorf("members %v lack %s", got, want)
		}
	}
	for _, n := range d.Notes {
		if strings.Contains(n, "not read") {
			t.Errorf("note %q: every package of the chain is installed and typed", n)
		}
	}
}
