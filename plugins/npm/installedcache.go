package npm

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/npm/lockfile"
	"github.com/pkgdocs/pkgdocs/plugins/npm/pnp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/memo"
)

// An installed package was read and scanned again on every call: its
// files, its declarations, and the packages its types extend (rescanned
// with them), about 20 seconds a call for a 2,000-file package on a
// loaded machine, though an agent asks describe, a symbol of it and a
// check of the same install within minutes. The loaded package is kept
// (Provider.installed), keyed by where it is installed, its version and
// what an install or a configuration change rewrites: the package's own
// package.json, and, in the project's directory and each above it, the
// lockfiles, package.json, .npmrc, the Plug'n'Play map and the
// node_modules directory with the state files package managers rewrite
// on every install (an added @types package, a dependency upgraded). A
// package read as Floating is read again after the memo's TTL in any
// case (the user's own npmrc and the registry's latest are not in the
// key). The project's own package (a workspace, file: or link: folder),
// which the user edits without any of those changing, is never kept.

// installStateFiles are the files, relative to a directory at or above
// the project, whose size and modification time stand for what is
// installed there and how the registry is configured.
var installStateFiles = append(slices.Clone(lockfile.Names),
	"bun.lockb", "package.json", ".npmrc", ".yarnrc.yml", "bunfig.toml", "pnpm-workspace.yaml",
	"node_modules", "node_modules/@types",
	"node_modules/.package-lock.json", // npm, every install
	"node_modules/.modules.yaml",      // pnpm
	"node_modules/.yarn-state.yml",    // Yarn Berry's node_modules linker
	"node_modules/.yarn-integrity",    // Yarn 1
)

// installedKey is the cache key of the package inst, read for ref as
// asked; ok is false when it is not to be kept (the project's own
// package, or a path that cannot be made absolute).
func installedKey(ref sdk.PackageRef, asked string, inst installed) (key string, ok bool) {
	if inst.local != "" || inst.manifest == nil {
		return "", false
	}
	proj := ""
	if ref.ProjectPath != "" {
		abs, err := filepath.Abs(ref.ProjectPath)
		if err != nil {
			return "", false
		}
		proj = abs
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\x00%s\x00%s\x00%s\x00%t\x00%s\x00%s", proj, ref.Registry, asked, inst.dir, ref.ProjectTrusted, inst.manifest.Name, inst.manifest.Version)
	stamp := func(file string) {
		if fi, err := os.Stat(file); err == nil {
			fmt.Fprintf(&b, "\x00%s:%d:%d", file, fi.Size(), fi.ModTime().UnixNano())
		}
	}
	if inst.archive != "" {
		stamp(inst.archive)
	} else {
		stamp(filepath.Join(inst.dir, "package.json"))
	}
	for d := proj; d != ""; d = filepath.Dir(d) {
		for _, f := range installStateFiles {
			stamp(filepath.Join(d, filepath.FromSlash(f)))
		}
		for _, f := range pnp.Files {
			stamp(filepath.Join(d, f))
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	return b.String(), true
}

// loadInstalled is readInstalledPackage, kept (see above). A package read
// while ctx ended, or while the registry failed to give a package it
// needed (loaded.partial), is not kept: what it could not read is missing
// from it, and the next call may read it.
func (p *Provider) loadInstalled(ctx context.Context, ref sdk.PackageRef, asked string, inst installed) (*loaded, error) {
	key, keep := installedKey(ref, asked, inst)
	if keep {
		if l, ok := p.installed.Get(key); ok {
			return l.copy(), nil
		}
	}
	l, err := p.readInstalledPackage(ctx, ref, asked, inst)
	if err != nil || !keep || ctx.Err() != nil || l.partial {
		return l, err
	}
	kept := l.copy()
	kept.bytes = 0 // read once, not by the calls that find it here
	p.installed.Put(key, kept, memo.Floating)
	return l, nil
}

// copy is l with its own notes, for a caller that adds to them; the
// package itself is shared and not changed once loaded.
func (l *loaded) copy() *loaded {
	out := *l
	out.notes = slices.Clone(l.notes)
	return &out
}

// size is what a kept loaded package holds, for the memo's byte bound.
func (l *loaded) size() int64 {
	n := l.pkg.size()
	for _, s := range l.notes {
		n += int64(len(s)) + 16
	}
	return n
}
