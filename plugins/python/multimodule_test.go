package python

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/plugins/python/pyapi"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
)

// copyTree copies testdata directory src into dir.
func copyTree(t *testing.T, src, dir string) {
	t.Helper()
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if rel == "README.md" {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		writeFiles(t, dir, map[string]string{filepath.ToSlash(rel): string(b)})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// A distribution that installs several top-level modules (configobj
// installs configobj and validate): its page names each name with its
// module, so an agent can tell which module to import it from, and
// symbol= takes the qualified name.
func TestSeveralTopLevelModules(t *testing.T) {
	project, site := venv(t, nil, nil)
	copyTree(t, filepath.Join("testdata", "multimodule"), site)
	p := newWorld(t).provider()
	ref := sdk.PackageRef{Name: "configobj", ProjectPath: project}
	doc, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	if got := fact(doc, "Import"); got != "import configobj; import validate" {
		t.Errorf("Import fact %q", got)
	}
	var names []string
	for _, s := range doc.Symbols {
		if s.Parent != "" || s.Kind == "module" || s.Kind == pyapi.KindUnlisted {
			continue
		}
		names = append(names, s.Name)
		if !strings.HasPrefix(s.Doc, s.Name+":") && s.Doc != s.Name+"." {
			t.Errorf("%s: doc %q does not open with its module path", s.Name, s.Doc)
		}
	}
	// The main class and the functions the README does not even need to
	// name open the page, before the errors and constants.
	want := []string{"configobj.ConfigObj", "configobj.SimpleVal"}
	if len(names) < 2 {
		t.Fatalf("names %v", names)
	}
	if diff := cmp.Diff(want, names[:2]); diff != "" {
		t.Errorf("first names (-want +got):\n%s\nall: %v", diff, names)
	}
	// validate's __init__ is "from configobj.validate import *": its
	// names are validate's as the interpreter binds them.
	for _, n := range []string{"validate.Validator", "validate.Validator.check", "validate.ValidateError"} {
		if _, ok := symbolNamed(doc, n); !ok {
			t.Errorf("%s not listed", n)
		}
	}
	page, err := answer.RenderPage(doc, answer.RenderOptions{Ecosystem: "python"}, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"configobj.ConfigObj", "configobj.flatten_errors", "configobj.SimpleVal", "configobj.ParseError", "validate.Validator"} {
		if !strings.Contains(page.Text, n) {
			t.Errorf("page one does not name %s", n)
		}
	}
	for _, sym := range []string{"configobj.ConfigObj", "ConfigObj", "configobj.ConfigObj.write"} {
		f, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: sym})
		if err != nil {
			t.Errorf("symbol %s: %v", sym, err)
			continue
		}
		if !strings.HasPrefix(f.Focus, "configobj.ConfigObj") {
			t.Errorf("symbol %s: focus %q", sym, f.Focus)
		}
	}
}
