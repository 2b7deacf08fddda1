package npm

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// A package with no exports map whose main entry does not exist and
// whose declaration files sit beside its package.json, one a module code
// imports by path (cypress-skip-and-only-ui 1.2.19,
// testdata/rootdecls, two of its modules: task.js with task.d.ts,
// task-utils.d.ts): it was said to ship no type declarations, and
// cypress-skip-and-only-ui/task-utils was "no entry point in its exports
// map", though Node and the compiler resolve it to a file.
func TestDeclarationsBesidePackageJSON(t *testing.T) {
	p := newEnv(t).provider()
	project := filepath.Join("testdata", "rootdecls")
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "cypress-skip-and-only-ui", ProjectPath: project}})
	if err != nil {
		t.Fatal(err)
	}
	notes := strings.Join(d.Notes, "\n")
	if strings.Contains(notes, "ships no type declarations") || !strings.Contains(notes, "cypress-skip-and-only-ui/task-utils") {
		t.Errorf("notes do not point at the typed modules:\n%s", notes)
	}
	sub, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "cypress-skip-and-only-ui/task-utils", ProjectPath: project}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range sub.Symbols {
		got = append(got, s.Name)
	}
	if strings.Join(got, " ") != "onlyTests skipTests runAllTests" {
		t.Errorf("cypress-skip-and-only-ui/task-utils lists %v, want onlyTests skipTests runAllTests", got)
	}
}
