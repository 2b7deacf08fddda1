package modcache

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk/localfile"

	"golang.org/x/mod/module"
	"golang.org/x/mod/semver"
)

// Cache is a module cache directory. The zero value (Dir "") holds nothing.
type Cache struct {
	Dir string
}

// Info is a cached .info file.
type Info struct {
	Version string
	Time    time.Time
}

func (c Cache) escaped(mod, version string) (string, string, bool) {
	if c.Dir == "" {
		return "", "", false
	}
	em, err := module.EscapePath(mod)
	if err != nil {
		return "", "", false
	}
	if version == "" {
		return em, "", true
	}
	ev, err := module.EscapeVersion(version)
	if err != nil {
		return "", "", false
	}
	return em, ev, true
}

// Dir returns the extracted directory of mod@version when the cache has
// it. The go command extracts into a temporary directory and renames it,
// so an existing directory is complete.
func (c Cache) ModuleDir(mod, version string) (string, bool) {
	em, ev, ok := c.escaped(mod, version)
	if !ok {
		return "", false
	}
	d := filepath.Join(c.Dir, filepath.FromSlash(em)+"@"+ev)
	fi, err := os.Stat(d)
	if err != nil || !fi.IsDir() {
		return "", false
	}
	return d, true
}

func (c Cache) downloadFile(mod, version, ext string) (string, bool) {
	em, ev, ok := c.escaped(mod, version)
	if !ok {
		return "", false
	}
	return filepath.Join(c.Dir, "cache", "download", filepath.FromSlash(em), "@v", ev+ext), true
}

// Zip returns the path of mod@version's cached zip, if present.
func (c Cache) Zip(mod, version string) (string, bool) {
	p, ok := c.downloadFile(mod, version, ".zip")
	if !ok {
		return "", false
	}
	if fi, err := os.Stat(p); err != nil || !fi.Mode().IsRegular() {
		return "", false
	}
	return p, true
}

// ReadZip reads the cached zip, at most limit bytes.
func (c Cache) ReadZip(mod, version string, limit int64) ([]byte, error) {
	p, ok := c.Zip(mod, version)
	if !ok {
		return nil, fmt.Errorf("%s@%s: %w", mod, version, os.ErrNotExist)
	}
	return readCapped(p, limit)
}

// GoMod returns mod@version's cached go.mod (at most 16 MiB, the go
// command's limit).
func (c Cache) GoMod(mod, version string) ([]byte, error) {
	p, ok := c.downloadFile(mod, version, ".mod")
	if !ok {
		return nil, fmt.Errorf("%s@%s: %w", mod, version, os.ErrNotExist)
	}
	return readCapped(p, 16<<20)
}

// Info returns mod@version's cached .info.
func (c Cache) Info(mod, version string) (*Info, error) {
	p, ok := c.downloadFile(mod, version, ".info")
	if !ok {
		return nil, fmt.Errorf("%s@%s: %w", mod, version, os.ErrNotExist)
	}
	data, err := readCapped(p, 1<<20)
	if err != nil {
		return nil, err
	}
	var info Info
	if err := json.Unmarshal(data, &info); err != nil {
		return nil, fmt.Errorf("read %s: %w", p, err)
	}
	return &info, nil
}

// Versions lists the canonical versions of mod the cache knows: the
// download cache's list file and every .info file.
func (c Cache) Versions(mod string) []string {
	em, _, ok := c.escaped(mod, "")
	if !ok {
		return nil
	}
	dir := filepath.Join(c.Dir, "cache", "download", filepath.FromSlash(em), "@v")
	seen := map[string]bool{}
	var out []string
	add := func(v string) {
		if semver.IsValid(v) && v == semver.Canonical(v) || strings.HasSuffix(v, "+incompatible") && semver.IsValid(v) {
			if !seen[v] {
				seen[v] = true
				out = append(out, v)
			}
		}
	}
	if data, err := readCapped(filepath.Join(dir, "list"), 1<<20); err == nil {
		for _, v := range strings.Fields(string(data)) {
			add(v)
		}
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if ev, ok := strings.CutSuffix(e.Name(), ".info"); ok {
			if v, err := module.UnescapeVersion(ev); err == nil {
				add(v)
			}
		}
	}
	semver.Sort(out)
	return out
}

// readCapped reads a cached file of at most limit bytes; an over-size
// file is a *localfile.TooLargeError.
func readCapped(p string, limit int64) ([]byte, error) {
	return localfile.Read(p, limit)
}
