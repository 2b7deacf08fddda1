package rust

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/rust/cratename"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/archive"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
	"github.com/pkgdocs/pkgdocs/sdk/localtree"
)

// maxSourceFile bounds one file read from a crate's source.
const maxSourceFile = 8 << 20

// files is a crate's source tree: a directory or a .crate in memory.
type files interface {
	ReadFile(name string) ([]byte, error)
	// List returns the regular files directly in dir ("examples").
	List(dir string) []string
	// Where says where the tree is, for the answer's source line.
	Where() string
}

// dirFiles reads a crate directory through sdk/localtree: no path or
// symbolic link leads outside it, and files are read bounded.
type dirFiles struct{ root string }

func (d dirFiles) Where() string { return d.root }

func (d dirFiles) ReadFile(name string) ([]byte, error) {
	return localfile.ReadFS(localtree.Dir(d.root), name, maxSourceFile)
}

func (d dirFiles) List(dir string) []string {
	ents, err := fs.ReadDir(localtree.Dir(d.root), dir)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range ents {
		if e.Type().IsRegular() {
			out = append(out, e.Name())
		}
	}
	return out
}

// memFiles is a .crate read into memory, its top directory stripped.
type memFiles struct {
	where string
	files map[string][]byte
}

func (m memFiles) Where() string { return m.where }

func (m memFiles) ReadFile(name string) ([]byte, error) {
	b, ok := m.files[name]
	if !ok {
		return nil, fs.ErrNotExist
	}
	return b, nil
}

func (m memFiles) List(dir string) []string {
	var out []string
	for n := range m.files {
		if path.Dir(n) == dir {
			out = append(out, path.Base(n))
		}
	}
	sort.Strings(out)
	return out
}

// wanted says which files of a .crate the provider keeps.
func wanted(name string) bool {
	i := strings.IndexByte(name, '/')
	if i < 0 {
		return false
	}
	rel := name[i+1:]
	low := strings.ToLower(rel)
	switch {
	case strings.HasSuffix(rel, ".rs") && (strings.HasPrefix(rel, "src/") || strings.HasPrefix(rel, "examples/") || !strings.Contains(rel, "/")):
		return true
	case rel == "Cargo.toml", strings.HasPrefix(low, "readme"):
		return true
	}
	return false
}

// openCrate reads a .crate (tar.gz) after checking its sha256 against the
// index's checksum ("" skips the check only for local files that have none).
func openCrate(ctx context.Context, data []byte, cksum, where string, max int64) (files, error) {
	if cksum != "" {
		sum := sha256.Sum256(data)
		if !strings.EqualFold(hex.EncodeToString(sum[:]), cksum) {
			return nil, sdk.FailedPrecondition("%s: sha256 %x does not match the index checksum %s", where, sum, cksum)
		}
	}
	c, err := archive.ScanTarGz(ctx, bytes.NewReader(data), archive.Limits{MaxInputBytes: max, MaxTotalBytes: 64 << 20, MaxFileBytes: maxSourceFile, SkipLarge: true}, wanted)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", where, err)
	}
	m := memFiles{where: where, files: map[string][]byte{}}
	for _, f := range c.Files {
		i := strings.IndexByte(f.Name, '/')
		if i < 0 {
			continue
		}
		m.files[f.Name[i+1:]] = f.Data
	}
	if len(m.files) == 0 {
		return nil, sdk.FailedPrecondition("%s holds no source files", where)
	}
	return m, nil
}

// isDir says whether p is a directory (following a symlink named by
// configuration, not by a crate).
func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

// registrySrc finds name-version unpacked in $CARGO_HOME/registry/src/*/.
func registrySrc(home, name, version string) string {
	if home == "" {
		return ""
	}
	ents, err := os.ReadDir(filepath.Join(home, "registry", "src"))
	if err != nil {
		return ""
	}
	for _, e := range ents {
		d := filepath.Join(home, "registry", "src", e.Name(), name+"-"+version)
		if isDir(d) {
			return d
		}
	}
	return ""
}

// registryCache finds name-version.crate in $CARGO_HOME/registry/cache/*/.
func registryCache(home, name, version string) string {
	if home == "" {
		return ""
	}
	ents, err := os.ReadDir(filepath.Join(home, "registry", "cache"))
	if err != nil {
		return ""
	}
	for _, e := range ents {
		f := filepath.Join(home, "registry", "cache", e.Name(), name+"-"+version+".crate")
		if st, err := os.Stat(f); err == nil && st.Mode().IsRegular() {
			return f
		}
	}
	return ""
}

// dirVersions lists the versions of name in a directory source:
// "name-1.2.3" directories (Debian's and cargo vendor's layout for extra
// versions) and a bare "name" one (cargo vendor's for the only version),
// whose Cargo.toml says its version. Names match as Cargo compares them.
func dirVersions(dir, name string, manifestVersion func(string) string) map[string]string {
	out := map[string]string{}
	ents, err := os.ReadDir(dir)
	if err != nil {
		return out
	}
	for _, e := range ents {
		n := e.Name()
		full := filepath.Join(dir, n)
		if cratename.Same(n, name) {
			if isDir(full) {
				if v := manifestVersion(full); v != "" {
					out[v] = full
				}
			}
			continue
		}
		for i := len(n) - 1; i > 0; i-- {
			if n[i] != '-' || i+1 >= len(n) || n[i+1] < '0' || n[i+1] > '9' {
				continue
			}
			if cratename.Same(n[:i], name) && isDir(full) {
				out[n[i+1:]] = full
			}
			break
		}
	}
	return out
}
