package python

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestVCSDependencyNotAsked: a distribution the project's lockfile takes
// from a git repository (lockfile/testdata/origins/poetry, written by
// Poetry 1.3.2) and that is not installed is said to be so, with the
// version to pass, and its name is sent to no index: main asked the
// user's index for it and answered the index's release of that number,
// another project's when the name is a private one's. Installed in the
// project's venv, it is answered from there.
func TestVCSDependencyNotAsked(t *testing.T) {
	w := newWorld(t)
	w.addSynthetic("mylib", "0.3.0", map[string]string{"mylib/__init__.py": "def strangers():\n    pass\n"})
	proj := t.TempDir()
	for _, f := range []string{"pyproject.toml", "poetry.lock"} {
		data, err := os.ReadFile(filepath.Join("lockfile", "testdata", "origins", "poetry", f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(proj, f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	before := len(requestsOf(w))
	_, err := w.provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "mylib", ProjectPath: proj, ProjectTrusted: true}})
	if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), "git+file:///tmp/setups18/git/mylib.git@5916dccb6598355d00f17eb07069eb67a065df66") || !strings.Contains(err.Error(), `version="0.3.0"`) {
		t.Errorf("err = %v, want FailedPrecondition naming the repository and the version", err)
	}
	// An explicit latest is not looked up either: the index's release of
	// that name may be another project's.
	_, err = w.provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "mylib", Version: "latest", ProjectPath: proj, ProjectTrusted: true}})
	if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), "git+file:///tmp/setups18/git/mylib.git@5916dccb6598355d00f17eb07069eb67a065df66") || !strings.Contains(err.Error(), "version latest was not looked up") {
		t.Errorf("latest: err = %v, want FailedPrecondition naming the repository", err)
	}
	if asked := requestsOf(w)[before:]; len(asked) > 0 {
		t.Errorf("the index was asked about a git dependency: %v", asked)
	}

	// Installed in the project's venv: that copy answers.
	site := filepath.Join(proj, ".venv", "lib", "python3.11", "site-packages")
	writeFiles(t, proj, map[string]string{
		".venv/pyvenv.cfg": "home = /usr/bin\ninclude-system-site-packages = false\nversion = 3.11.7\n",
		".venv/lib/python3.11/site-packages/mylib/__init__.py":              "\"\"\"mylib: kept in git.\"\"\"\n",
		".venv/lib/python3.11/site-packages/mylib-0.3.0.dist-info/METADATA": "Metadata-Version: 2.1\nName: mylib\nVersion: 0.3.0\nSummary: a library kept in git\n",
		".venv/lib/python3.11/site-packages/mylib-0.3.0.dist-info/RECORD":   "mylib/__init__.py,,\n",
	})
	doc, err := w.provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "mylib", ProjectPath: proj, ProjectTrusted: true}})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Version != "0.3.0" || doc.Source.Kind != sdk.SourceLocalInstall || !strings.HasPrefix(doc.Source.Detail, site) {
		t.Errorf("installed: %s from %+v", doc.Version, doc.Source)
	}
}
