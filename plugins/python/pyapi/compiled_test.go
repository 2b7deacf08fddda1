package pyapi

import (
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// TestCompiledStubVerdicts: pygit2 1.11 star-imports its compiled
// _pygit2 module, whose shipped .pyi stub lacks constants the module has
// (GIT_OPT_SET_OWNER_VALIDATION). A name the stub does not declare is
// "cannot tell" when the compiled module is beside it, and "does not
// exist" when the .pyi is the module itself (no compiled file).
func TestCompiledStubVerdicts(t *testing.T) {
	tree := fstest.MapFS{}
	for _, f := range []string{"pygit2/__init__.py", "pygit2/_pygit2.pyi"} {
		b, err := os.ReadFile(filepath.Join("testdata", "pygit2", f))
		if err != nil {
			t.Fatal(err)
		}
		tree[f] = &fstest.MapFile{Data: b}
	}
	withSO := fstest.MapFS{}
	for k, v := range tree {
		withSO[k] = v
	}
	// The compiled module's file name is all the reader looks at: an
	// empty file stands for it (no binary in the repository).
	withSO["pygit2/_pygit2.cpython-311-x86_64-linux-gnu.so"] = &fstest.MapFile{}
	tests := []struct {
		name  string
		tree  fstest.MapFS
		query string
		want  sdk.Verdict
	}{
		{"compiled", withSO, "GIT_OPT_SET_ALLOCATOR", sdk.VerdictExists},
		{"compiled", withSO, "discover_repository", sdk.VerdictExists},
		{"compiled", withSO, "GIT_OPT_SET_OWNER_VALIDATION", sdk.VerdictOutOfReach},
		{"stub only", tree, "GIT_OPT_SET_ALLOCATOR", sdk.VerdictExists},
		{"stub only", tree, "GIT_OPT_SET_OWNER_VALIDATION", sdk.VerdictMissing},
	}
	for _, tt := range tests {
		t.Run(tt.name+" "+tt.query, func(t *testing.T) {
			o, err := (&Package{FS: tt.tree}).Read("pygit2")
			if err != nil {
				t.Fatal(err)
			}
			got := apicheck.NewIndex("python", "pygit2", o.Symbols).Check(apicheck.Ref{Query: tt.query})
			if d := cmp.Diff(tt.want.String(), got.Verdict.String()); d != "" {
				t.Errorf("Check(%q) verdict (-want +got):\n%s\nnote: %s", tt.query, d, got.Note)
			}
		})
	}
}

func TestCompiledBeside(t *testing.T) {
	tree := fstest.MapFS{
		"a/m.cpython-311-x86_64-linux-gnu.so":   {},
		"a/n.abi3.so":                           {},
		"a/w.cp311-win_amd64.pyd":               {},
		"a/plain.so":                            {},
		"a/src.py":                              {},
		"a/src.cpython-311-x86_64-linux-gnu.so": {},
		"a/notso.txt":                           {},
		"a/m2.sox":                              {},
	}
	tests := []struct {
		stem string
		want bool
	}{
		{"a/m", true}, {"a/n", true}, {"a/w", true}, {"a/plain", true},
		{"a/src", false}, // the .py is the module's source
		{"a/notso", false}, {"a/m2", false}, {"a/none", false}, {"", false},
	}
	for _, tt := range tests {
		p := &Package{FS: tree}
		p.init()
		if got := p.compiledBeside(tt.stem); got != tt.want {
			t.Errorf("compiledBeside(%q) = %v, want %v", tt.stem, got, tt.want)
		}
	}
}
