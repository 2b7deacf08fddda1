package golang

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/localtree"
)

// gopathDir is the directory GOPATH mode (GO111MODULE=off) builds the
// package importPath from for code in dir, as go/build looks: the vendor
// directories from dir up to the src directory of the GOPATH entry dir is
// in, then each entry's src/importPath. The standard library is answered
// before this is asked. ok is false when no directory there holds Go
// files (the go command says "cannot find package").
func gopathDir(importPath, dir, gopath string) (pkgDir string, ok bool) {
	rel := filepath.FromSlash(importPath)
	var srcs []string
	for _, root := range filepath.SplitList(gopath) {
		if root != "" && filepath.IsAbs(root) {
			srcs = append(srcs, filepath.Join(root, "src"))
		}
	}
	dir = filepath.Clean(dir)
	for _, src := range srcs {
		if r, err := filepath.Rel(src, dir); err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) {
			continue
		}
		// go/build searches vendor/ in dir's ancestors below src only.
		for d := dir; d != src && strings.HasPrefix(d, src+string(filepath.Separator)); d = filepath.Dir(d) {
			if cand := filepath.Join(d, "vendor", rel); goFilesIn(cand) {
				return cand, true
			}
		}
		break
	}
	for _, src := range srcs {
		if cand := filepath.Join(src, rel); goFilesIn(cand) {
			return cand, true
		}
	}
	return "", false
}

// goFilesIn reports whether dir is a directory (not a link) holding a
// non-test .go file.
func goFilesIn(dir string) bool {
	if st, err := os.Lstat(dir); err != nil || !st.IsDir() {
		return false
	}
	return hasGoFiles(localtree.Dir(dir), ".")
}

// resolveGOPATH answers name for a directory with no go.mod when
// GO111MODULE=off: the go command builds it in GOPATH mode from a vendor
// directory or a GOPATH entry's src, at no version. A nil target with a
// note when none holds the package.
func (p *Provider) resolveGOPATH(name, dir string) (*target, string) {
	pkgDir, ok := gopathDir(name, dir, p.env.GOPATH)
	if !ok {
		return nil, fmt.Sprintf("GO111MODULE=off builds %s in GOPATH mode, and neither a vendor directory above it nor a GOPATH entry (%s) has %s, so the go command cannot find it; showing the latest release", dir, p.env.GOPATH, name)
	}
	return &target{
		pkg:     name,
		tree:    &tree{fsys: localtree.Dir(pkgDir), module: name, version: "(local)", source: sdk.Source{Kind: sdk.SourceLocalFolder, Detail: pkgDir, FetchedAt: time.Now()}},
		dir:     ".",
		modRoot: ".",
		facts:   []sdk.Fact{{Label: "Import path", Value: name}, {Label: "Version from", Value: fmt.Sprintf("%s (GOPATH mode: GO111MODULE=off, no go.mod)", pkgDir)}},
		notes:   []string{fmt.Sprintf("GO111MODULE=off and %s has no go.mod: the go command builds in GOPATH mode, taking %s from %s, which has no version; this documents that directory.", dir, name, pkgDir)},
	}, ""
}
