package npm

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/npm/lockfile"
	"github.com/pkgdocs/pkgdocs/plugins/npm/pnp"
	"github.com/pkgdocs/pkgdocs/plugins/npm/registry"
	"github.com/pkgdocs/pkgdocs/sdk/archive"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// Bounds for reading an installed package; the same as for tarballs (one
// kept file's: registry.FileBound).
const (
	maxLocalFiles  = 50_000 // entries walked
	maxLocalKept   = 64 << 20
	maxPackageJSON = 4 << 20
)

// installed is a package found in a node_modules directory, or in a zip
// archive of a Yarn Plug'n'Play install.
type installed struct {
	dir      string // node_modules/<name>; for a zip, "<archive>/node_modules/<name>"
	manifest *registry.Manifest
	// fsys holds the package's files when they are in a zip archive (Yarn
	// Plug'n'Play); nil when they are in dir on disk.
	fsys fs.FS
	// archive is the zip archive fsys is read from ("" for a directory).
	archive string
	// local says the directory is the project's own package (a workspace
	// package, a file: or link: dependency), not a registry release: the
	// registry is not asked about its name.
	local string
}

// findInstalled looks for node_modules/<name>/package.json in projectDir
// and each directory above it, the way Node's require resolves; a
// directory holding a Yarn Plug'n'Play map (.pnp.cjs) ends the walk: the
// package is where the map puts it, or not installed.
func findInstalled(projectDir, name string) (installed, bool) {
	dir, err := filepath.Abs(projectDir)
	if err != nil {
		return installed{}, false
	}
	for d := dir; ; d = filepath.Dir(d) {
		pdir := filepath.Join(d, "node_modules", filepath.FromSlash(name))
		if m, err := readManifest(filepath.Join(pdir, "package.json")); err == nil && registry.ValidVersion(m.Version) {
			return installed{dir: pdir, manifest: m}, true
		}
		if hasPnPMap(d) {
			return pnpInstalled(dir, name)
		}
		if filepath.Dir(d) == d {
			return installed{}, false
		}
	}
}

func hasPnPMap(dir string) bool {
	for _, base := range pnp.Files {
		if fi, err := os.Stat(filepath.Join(dir, base)); err == nil && fi.Mode().IsRegular() {
			return true
		}
	}
	return false
}

// maxPnPZip bounds a Yarn cache archive read into memory; its files are
// decompressed only when read, under the bounds above.
const maxPnPZip = 128 << 20

// pnpInstalled is the package Yarn's Plug'n'Play map gives the project:
// read from its cache archive, or from a directory (unplugged).
func pnpInstalled(projectDir, name string) (installed, bool) {
	loc, err := pnp.Find(projectDir, name)
	if err != nil {
		return installed{}, false
	}
	if loc.Zip == "" {
		m, err := readManifest(filepath.Join(loc.Dir, "package.json"))
		if err != nil || !registry.ValidVersion(m.Version) {
			return installed{}, false
		}
		return installed{dir: loc.Dir, manifest: m}, true
	}
	data, err := localfile.Read(loc.Zip, maxPnPZip)
	if err != nil {
		return installed{}, false
	}
	zfs, err := archive.OpenZipFS(bytes.NewReader(data), int64(len(data)), archive.Limits{
		MaxFiles: maxLocalFiles, MaxFileBytes: maxPnPZip, MaxTotalBytes: 8 * maxPnPZip, MaxArchiveBytes: 8 * maxPnPZip, MaxInputBytes: maxPnPZip,
	}, archive.ZipFSOptions{})
	if err != nil {
		return installed{}, false
	}
	sub, err := fs.Sub(zfs, loc.Dir)
	if err != nil {
		return installed{}, false
	}
	pj, err := localfile.ReadFS(sub, "package.json", maxPackageJSON)
	if err != nil {
		return installed{}, false
	}
	var m registry.Manifest
	if json.Unmarshal(pj, &m) != nil || !registry.ValidVersion(m.Version) {
		return installed{}, false
	}
	return installed{dir: loc.Zip + "/" + loc.Dir, manifest: &m, fsys: sub, archive: loc.Zip}, true
}

// read reads the installed package's files (readInstalledFS).
func (inst installed) read(keep func(string) bool) (files map[string][]byte, names, skipped []string, err error) {
	if inst.fsys != nil {
		files, names, skipped, err = readInstalledFS(inst.fsys, keep)
		if err != nil {
			err = fmt.Errorf("read %s: %w", inst.dir, err)
		}
		return files, names, skipped, err
	}
	return readInstalled(inst.dir, keep)
}

func readManifest(file string) (*registry.Manifest, error) {
	data, err := localfile.Read(file, maxPackageJSON)
	if err != nil {
		return nil, err
	}
	var m registry.Manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("parse %s: %w", file, err)
	}
	return &m, nil
}

// readInstalled reads an installed package's files through an os.Root
// opened at its real directory, so no symlink inside it can lead out.
func readInstalled(dir string, keep func(string) bool) (files map[string][]byte, names, skipped []string, err error) {
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("resolve %s: %w", dir, err)
	}
	root, err := os.OpenRoot(real)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("open %s: %w", real, err)
	}
	defer root.Close()
	files, names, skipped, err = readInstalledFS(root.FS(), keep)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("read %s: %w", real, err)
	}
	return files, names, skipped, nil
}

// readInstalledFS reads an installed package's files from fsys, bounded:
// nested node_modules and .git are left out, symlinks not followed.
func readInstalledFS(fsys fs.FS, keep func(string) bool) (files map[string][]byte, names, skipped []string, err error) {
	files = map[string][]byte{}
	var kept int64
	count := 0
	errStop := errors.New("stop")
	walkErr := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil // unreadable entries are skipped, not fatal
		}
		if d.IsDir() {
			if d.Name() == "node_modules" || d.Name() == ".git" {
				return fs.SkipDir
			}
			return nil
		}
		if count++; count > maxLocalFiles {
			return errStop
		}
		if !d.Type().IsRegular() {
			return nil // symlinks and devices are not followed
		}
		names = append(names, p)
		if !keep(p) {
			return nil
		}
		info, err := d.Info()
		bound := registry.FileBound(p) // one kept file
		if err != nil || info.Size() > bound || kept+info.Size() > maxLocalKept {
			skipped = append(skipped, p)
			return nil
		}
		data, err := localfile.ReadFS(fsys, p, bound)
		if err != nil {
			return nil
		}
		kept += int64(len(data))
		files[p] = data
		return nil
	})
	if walkErr != nil && !errors.Is(walkErr, errStop) {
		return nil, nil, nil, walkErr
	}
	return files, names, skipped, nil
}

// projectRange finds the range the nearest package.json at or above
// projectDir gives for name, and that file's path.
func projectRange(projectDir, name string) (rng, file string) {
	dir, err := filepath.Abs(projectDir)
	if err != nil {
		return "", ""
	}
	for d := dir; ; d = filepath.Dir(d) {
		f := filepath.Join(d, "package.json")
		if data, err := localfile.Read(f, maxPackageJSON); err == nil {
			var pj struct {
				Dependencies, DevDependencies, PeerDependencies, OptionalDependencies registry.StringMap
			}
			if json.Unmarshal(data, &pj) == nil {
				for _, deps := range []registry.StringMap{pj.Dependencies, pj.DevDependencies, pj.OptionalDependencies, pj.PeerDependencies} {
					if r, ok := deps[name]; ok {
						return strings.TrimSpace(r), f
					}
				}
			}
		}
		if r, f := denoImport(d, name); r != "" {
			return r, f
		}
		if filepath.Dir(d) == d {
			return "", ""
		}
	}
}

// denoImport is the "npm:" specifier a Deno project's deno.json or
// deno.jsonc in dir maps the bare name to in its "imports"
// ("npm:ms@^2.0.0", "npm:lodash-es@4" for an alias), and that file; ""
// for none. loadPackage reads it as an npm alias. A "jsr:" specifier is
// returned too: the name is JSR's package, which loadPackage says.
func denoImport(dir, name string) (spec, file string) {
	for _, base := range []string{"deno.json", "deno.jsonc"} {
		f := filepath.Join(dir, base)
		data, err := localfile.Read(f, maxPackageJSON)
		if err != nil {
			continue
		}
		var dj struct {
			Imports map[string]string `json:"imports"`
		}
		if json.Unmarshal(lockfile.StandardJSON(data), &dj) != nil {
			continue
		}
		if r, ok := dj.Imports[name]; ok && (strings.HasPrefix(r, "npm:") && !strings.HasPrefix(r, "npm:/") || strings.HasPrefix(r, "jsr:")) {
			return strings.TrimSpace(r), f
		}
	}
	return "", ""
}

// projectDependencies lists dependency names from the nearest package.json
// (for completion).
func projectDependencies(projectDir string) []string {
	dir, err := filepath.Abs(projectDir)
	if err != nil {
		return nil
	}
	for d := dir; ; d = filepath.Dir(d) {
		if data, err := localfile.Read(filepath.Join(d, "package.json"), maxPackageJSON); err == nil {
			var pj struct {
				Dependencies, DevDependencies, PeerDependencies, OptionalDependencies registry.StringMap
			}
			if json.Unmarshal(data, &pj) == nil {
				var out []string
				seen := map[string]bool{}
				for _, deps := range []registry.StringMap{pj.Dependencies, pj.DevDependencies, pj.PeerDependencies, pj.OptionalDependencies} {
					for n := range deps {
						if !seen[n] {
							seen[n] = true
							out = append(out, n)
						}
					}
				}
				return out
			}
		}
		if filepath.Dir(d) == d {
			return nil
		}
	}
}
