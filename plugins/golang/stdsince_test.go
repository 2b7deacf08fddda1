package golang

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// A standard-library name newer than the project's go line (strings.Lines,
// go1.24, in a module that says go 1.23.0) is documented from the
// toolchain with a note saying when it came and that go vet reports its
// use there; an older name, or no project, gets no such note. The fake
// GOROOT's api files hold real lines of the toolchain's.
func TestStdNewerThanGoLine(t *testing.T) {
	goroot, err := filepath.Abs(filepath.Join("testdata", "stdsince", "goroot"))
	if err != nil {
		t.Fatal(err)
	}
	mod, _ := filepath.Abs(filepath.Join("testdata", "stdsince", "module"))
	p := New(Config{Env: &goenv.Env{GOPROXY: "off", GOMODCACHE: t.TempDir(), GOROOT: goroot, GOWORK: "off"}})
	tests := []struct {
		name, symbol, project string
		want                  string // in the notes; "" for no note on versions
	}{
		{"newer symbol", "Lines", mod, "Lines came in go1.24, after the go 1.23.0 of " + filepath.Join(mod, "go.mod")},
		{"older symbol", "Cut", mod, ""},
		{"newer symbol, no project", "Lines", "", ""},
		{"the package", "", mod, "says go 1.23.0: Lines (go1.24) came after it, so go vet (stdversion) reports their use"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Ecosystem: "go", Name: "strings", ProjectPath: tt.project}, Symbol: tt.symbol})
			if err != nil {
				t.Fatal(err)
			}
			notes := strings.Join(doc.Notes, "\n")
			if tt.want == "" && strings.Contains(notes, "stdversion") || tt.want != "" && !strings.Contains(notes, tt.want) {
				t.Errorf("notes = %q, want %q", notes, tt.want)
			}
		})
	}
}
