package modcache

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk/localfile"

	"github.com/google/go-cmp/cmp"
)

func write(t *testing.T, root, rel, data string) {
	t.Helper()
	p := filepath.Join(root, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestCache(t *testing.T) {
	root := t.TempDir()
	write(t, root, "github.com/!burnt!sushi/toml@v1.2.0/toml.go", "package toml\n")
	write(t, root, "cache/download/github.com/!burnt!sushi/toml/@v/list", "v1.1.0\nv1.2.0\n")
	write(t, root, "cache/download/github.com/!burnt!sushi/toml/@v/v1.2.0.info", `{"Version":"v1.2.0","Time":"2022-01-01T00:00:00Z"}`)
	write(t, root, "cache/download/github.com/!burnt!sushi/toml/@v/v1.3.0-pre.info", `{"Version":"v1.3.0-pre"}`)
	write(t, root, "cache/download/github.com/!burnt!sushi/toml/@v/v1.2.0.mod", "module github.com/BurntSushi/toml\n")
	write(t, root, "cache/download/github.com/!burnt!sushi/toml/@v/v1.2.0.zip", "zipdata")
	c := Cache{Dir: root}
	const mod = "github.com/BurntSushi/toml"

	if d, ok := c.ModuleDir(mod, "v1.2.0"); !ok || d != filepath.Join(root, "github.com", "!burnt!sushi", "toml@v1.2.0") {
		t.Errorf("ModuleDir = %q, %v", d, ok)
	}
	if _, ok := c.ModuleDir(mod, "v1.1.0"); ok {
		t.Error("ModuleDir(v1.1.0) found a directory that is not there")
	}
	if diff := cmp.Diff([]string{"v1.1.0", "v1.2.0", "v1.3.0-pre"}, c.Versions(mod)); diff != "" {
		t.Errorf("Versions (-want +got):\n%s", diff)
	}
	if info, err := c.Info(mod, "v1.2.0"); err != nil || info.Version != "v1.2.0" || info.Time.Year() != 2022 {
		t.Errorf("Info = %+v, %v", info, err)
	}
	if m, err := c.GoMod(mod, "v1.2.0"); err != nil || string(m) != "module github.com/BurntSushi/toml\n" {
		t.Errorf("GoMod = %q, %v", m, err)
	}
	if z, err := c.ReadZip(mod, "v1.2.0", 100); err != nil || string(z) != "zipdata" {
		t.Errorf("ReadZip = %q, %v", z, err)
	}
	var tooLarge *localfile.TooLargeError
	if _, err := c.ReadZip(mod, "v1.2.0", 3); !errors.As(err, &tooLarge) {
		t.Errorf("ReadZip over cap err = %v", err)
	}
	if _, err := c.ReadZip(mod, "v9.0.0", 100); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("ReadZip missing err = %v", err)
	}
	if v := (Cache{}).Versions(mod); v != nil {
		t.Errorf("zero Cache Versions = %v", v)
	}
	if _, ok := c.ModuleDir("../../etc", "v1.0.0"); ok {
		t.Error("ModuleDir accepted an invalid path")
	}
}
