package pyapi

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestModuleLoopTarget reads a trimmed pydevd 2.9.5
// (testdata/looptarget/README), whose module runs "for v in
// __version_info__:" at import: the module has v afterwards, a public
// name (before, unlisted, and check_package_api said pydevd.v does not
// exist).
func TestModuleLoopTarget(t *testing.T) {
	p := &Package{FS: os.DirFS(filepath.Join("testdata", "looptarget"))}
	o, err := p.Read("pydevd")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range o.Symbols {
		got = append(got, s.Name+" "+s.Kind+" "+s.Signature)
	}
	want := []string{
		"v var for v in __version_info__",
		"install_breakpointhook func def install_breakpointhook(pydevd_breakpointhook=None)",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("outline (-want +got):\n%s", diff)
	}
}
