package dts

import (
	"bytes"
	"regexp"
	"testing"
)

// TestManyDeclarationFiles: phosphor-react-native 3.0.x publishes a
// declaration file an icon, 1,512 of them, and an index that re-exports
// each (export * from './icons/Acorn'), with two names an icon (Acorn and
// AcornIcon). Its outline was cut at 500 files, so a check called two
// icons in three "missing". testdata/manyfiles holds its real index and
// lib/index.d.ts and one icon file, icons/Acorn.d.ts; the other icons'
// files are that one with the icon's name, as the package's are.
func TestManyDeclarationFiles(t *testing.T) {
	files := readTree(t, "testdata/manyfiles")
	tmpl := files["icons/Acorn.d.ts"]
	re := regexp.MustCompile(`(?m)^export \* from '\./icons/(\w+)';`)
	icons := re.FindAllSubmatch(files["index.d.ts"], -1)
	for _, m := range icons {
		files["icons/"+string(m[1])+".d.ts"] = bytes.ReplaceAll(tmpl, []byte("Acorn"), m[1])
	}
	if len(files) <= 1500 {
		t.Fatalf("fixture: %d files, want the package's 1,515", len(files))
	}
	res := (&Scanner{Files: files, Package: "phosphor-react-native"}).Scan([]string{"index.d.ts"})
	got := map[string]bool{}
	for _, s := range res.Symbols {
		got[s.Name] = true
	}
	for _, m := range icons {
		for _, n := range []string{string(m[1]), string(m[1]) + "Icon"} {
			if !got[n] {
				t.Errorf("%s not in the outline", n)
			}
		}
	}
	if res.Truncated {
		t.Errorf("outline truncated at %d files", len(res.Files))
	}
}
