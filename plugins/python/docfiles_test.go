package python

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk/archive"
)

func TestDocPath(t *testing.T) {
	tests := map[string]string{
		"pkg-1.0/docs/index.rst":             "docs/index.rst",
		"pkg-1.0/doc/guide/intro.md":         "doc/guide/intro.md",
		"pkg-1.0/docs/HISTORY.TXT":           "docs/HISTORY.TXT",
		"pkg-1.0/docs/_build/html/index.txt": "",
		"pkg-1.0/docs/.hidden/x.md":          "",
		"pkg-1.0/docs/requirements.txt":      "",
		"pkg-1.0/docs/conf.py":               "",
		"pkg-1.0/docs/logo.png":              "",
		"pkg-1.0/README.md":                  "",
		"pkg-1.0/src/pkg/docs/x.md":          "",
		"docs/index.rst":                     "", // no sdist root: a wheel's docs package
	}
	for in, want := range tests {
		if got := docPath(in); got != want {
			t.Errorf("docPath(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSdistDocsBounds(t *testing.T) {
	var files []archive.File
	for i := 0; i < maxDocFiles+5; i++ {
		files = append(files, archive.File{Name: fmt.Sprintf("p-1/docs/f%04d.md", i), Data: []byte("# T\n")})
	}
	files = append(files, archive.File{Name: "p-1/docs/big.md", Data: []byte(strings.Repeat("x", maxDocBytes+1))})
	docs, list, left := sdistDocs(files)
	if len(docs) != maxDocFiles || len(list) != maxDocFiles || left != 5 || list[0].Path != "docs/f0000.md" || list[0].Title != "T" {
		t.Errorf("%d docs, %d listed, %d left, first %+v", len(docs), len(list), left, list[0])
	}
}
