package sitepkgs

import (
	"encoding/json"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
)

// finderMapping reads setuptools' editable finder (the
// __editable___<name>_<version>_finder.py its .pth imports): a MAPPING
// dict literal of import names to source directories. Compiled on first
// use: every process of the one binary would otherwise compile it at start.
var finderMapping = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`'([A-Za-z_][A-Za-z0-9_.]*)'\s*:\s*'([^'\n]+)'`)
})

// EditableRoots returns, for a distribution installed in editable mode
// (pip install -e, uv sync's own project, PEP 660), the directories its
// import names resolve in instead of site-packages, in the order the
// installer points there: the path lines of its .pth files, setuptools'
// finder mapping, then direct_url.json's project directory (and its
// src/). Only directories holding one of names are returned; nil for a
// regular install.
func (d Dist) EditableRoots(names []string) []string {
	if isFile(d.Dir) {
		return nil
	}
	var cands []string
	rec, _ := readSmall(filepath.Join(d.Dir, "RECORD"), maxSmallFile)
	for _, row := range strings.Split(string(rec), "\n") {
		p, _, _ := strings.Cut(strings.TrimSpace(row), ",")
		p = strings.Trim(p, `"`)
		if p == "" || strings.ContainsAny(p, `/\`) {
			continue // only files directly in site-packages
		}
		switch {
		case strings.HasSuffix(p, ".pth"):
			b, err := readSmall(filepath.Join(d.SitePackages, p), maxSmallFile)
			if err != nil {
				continue
			}
			for _, l := range strings.Split(string(b), "\n") {
				l = strings.TrimSpace(l)
				if filepath.IsAbs(l) {
					cands = append(cands, filepath.Clean(l))
				}
			}
		case strings.HasPrefix(p, "__editable__") && strings.HasSuffix(p, "_finder.py"):
			b, err := readSmall(filepath.Join(d.SitePackages, p), maxSmallFile)
			if err != nil {
				continue
			}
			for _, m := range finderMapping().FindAllStringSubmatch(string(b), -1) {
				if filepath.IsAbs(m[2]) {
					cands = append(cands, filepath.Dir(filepath.Clean(m[2])))
				}
			}
		}
	}
	if b, err := readSmall(filepath.Join(d.Dir, "direct_url.json"), maxSmallFile); err == nil {
		var du struct {
			URL     string `json:"url"`
			DirInfo struct {
				Editable bool `json:"editable"`
			} `json:"dir_info"`
		}
		if json.Unmarshal(b, &du) == nil && du.DirInfo.Editable {
			if u, err := url.Parse(du.URL); err == nil && u.Scheme == "file" && filepath.IsAbs(u.Path) {
				root := filepath.Clean(u.Path)
				cands = append(cands, filepath.Join(root, "src"), root)
			}
		}
	}
	var out []string
	for _, c := range cands {
		if contains(out, c) || !isDir(c) {
			continue
		}
		for _, n := range names {
			top, _, _ := strings.Cut(n, ".")
			if isFile(filepath.Join(c, top+".py")) || isFile(filepath.Join(c, top, "__init__.py")) || isFile(filepath.Join(c, top+".pyi")) {
				out = append(out, c)
				break
			}
		}
	}
	return out
}

// DirectURL is what a distribution's direct_url.json (PEP 610) records: it
// was installed from a URL, not from a package index — a local directory
// (Editable for pip install -e), a VCS repository at a commit, or an
// archive.
type DirectURL struct {
	URL      string
	Editable bool
	// VCS ("git", …) and Commit for a repository; Dir for a file:
	// directory.
	VCS, Commit string
	Dir         bool
}

// DirectURL reads the distribution's direct_url.json; false when it has
// none (installed from an index) or it is not PEP 610's.
func (d Dist) DirectURL() (DirectURL, bool) {
	if isFile(d.Dir) {
		return DirectURL{}, false
	}
	b, err := readSmall(filepath.Join(d.Dir, "direct_url.json"), maxSmallFile)
	if err != nil {
		return DirectURL{}, false
	}
	var du struct {
		URL     string `json:"url"`
		DirInfo *struct {
			Editable bool `json:"editable"`
		} `json:"dir_info"`
		VCSInfo *struct {
			VCS      string `json:"vcs"`
			CommitID string `json:"commit_id"`
		} `json:"vcs_info"`
		ArchiveInfo *struct{} `json:"archive_info"`
	}
	if json.Unmarshal(b, &du) != nil || du.URL == "" || strings.ContainsAny(du.URL, "\x00\n\r") {
		return DirectURL{}, false
	}
	out := DirectURL{URL: du.URL}
	switch {
	case du.DirInfo != nil:
		out.Dir, out.Editable = true, du.DirInfo.Editable
	case du.VCSInfo != nil:
		out.VCS, out.Commit = du.VCSInfo.VCS, du.VCSInfo.CommitID
	case du.ArchiveInfo == nil:
		return DirectURL{}, false
	}
	return out, true
}
