package npm

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// A value typed by a qualified import type whose alias is declared in a
// dependency's namespace and whose members are a third package's
// (@vue/eslint-config-prettier 10.2.0, testdata/nsimporttype, trimmed):
// "declare const _exports: import("eslint").Linter.Config; export =
// _exports", with eslint's "namespace Linter { type Config<Rules> =
// ConfigObject<Rules> }" and ConfigObject imported from @eslint/core, a
// dependency of eslint. The config's keys (name, files, rules, …) were
// not listed: the import type's qualified name was not followed.
func TestValueTypedByNamespacedImportType(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "@vue/eslint-config-prettier", ProjectPath: filepath.Join("testdata", "nsimporttype")}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range d.Symbols {
		got = append(got, s.Name+" | "+s.Parent)
	}
	want := []string{"_exports | "}
	for _, m := range []string{"name", "basePath", "files", "ignores", "language", "languageOptions", "linterOptions", "processor", "plugins", "rules", "settings"} {
		want = append(want, "_exports."+m+" | _exports")
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
}
