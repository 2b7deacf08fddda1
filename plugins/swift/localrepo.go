package swift

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// localRepoDir is the directory a localSourceControl pin's location names
// (SwiftPM writes the path; a file:// URL is read the same way), "" for a
// location that is no absolute path on this machine.
func localRepoDir(location string) string {
	if rest, ok := strings.CutPrefix(location, "file://"); ok {
		u, err := url.Parse("file://" + rest)
		if err != nil || (u.Host != "" && u.Host != "localhost") {
			return ""
		}
		location = u.Path
	}
	if !filepath.IsAbs(location) {
		return ""
	}
	return filepath.Clean(location)
}

// maxGitFile bounds a file read from a .git directory (HEAD, a ref,
// packed-refs).
const maxGitFile = 4 << 20

// gitHead is the commit a working tree's HEAD is at, read from its .git
// files without running git: HEAD, the ref it names (loose, then
// packed-refs), a linked worktree's "gitdir:" file.
func gitHead(worktree string) (string, error) {
	gitDir := filepath.Join(worktree, ".git")
	st, err := os.Stat(gitDir)
	if err != nil {
		return "", err
	}
	common := gitDir
	if !st.IsDir() {
		// A linked worktree or submodule: ".git" holds "gitdir: PATH".
		b, err := localfile.Read(gitDir, maxGitFile)
		if err != nil {
			return "", err
		}
		p, ok := strings.CutPrefix(strings.TrimSpace(string(b)), "gitdir:")
		if !ok {
			return "", errors.New(gitDir + ": no gitdir line")
		}
		p = strings.TrimSpace(p)
		if !filepath.IsAbs(p) {
			p = filepath.Join(worktree, p)
		}
		gitDir, common = p, p
		if c, err := localfile.Read(filepath.Join(p, "commondir"), maxGitFile); err == nil {
			cd := strings.TrimSpace(string(c))
			if !filepath.IsAbs(cd) {
				cd = filepath.Join(p, cd)
			}
			common = cd
		}
	}
	head, err := localfile.Read(filepath.Join(gitDir, "HEAD"), maxGitFile)
	if err != nil {
		return "", err
	}
	h := strings.TrimSpace(string(head))
	ref, ok := strings.CutPrefix(h, "ref:")
	if !ok {
		if isHash(h) {
			return h, nil
		}
		return "", fmt.Errorf("%s: HEAD is neither a ref nor a commit", gitDir)
	}
	ref = strings.TrimSpace(ref)
	if !strings.HasPrefix(ref, "refs/") || strings.Contains(ref, "..") {
		return "", fmt.Errorf("%s: HEAD names %q", gitDir, ref)
	}
	for _, d := range []string{gitDir, common} {
		if b, err := localfile.Read(filepath.Join(d, filepath.FromSlash(ref)), maxGitFile); err == nil && isHash(strings.TrimSpace(string(b))) {
			return strings.TrimSpace(string(b)), nil
		}
	}
	packed, err := localfile.Read(filepath.Join(common, "packed-refs"), maxGitFile)
	if err != nil {
		return "", fmt.Errorf("%s: %s not found", gitDir, ref)
	}
	sc := bufio.NewScanner(bytes.NewReader(packed))
	for sc.Scan() {
		if sha, name, ok := strings.Cut(sc.Text(), " "); ok && name == ref && isHash(sha) {
			return sha, nil
		}
	}
	return "", fmt.Errorf("%s: %s not found", gitDir, ref)
}

func isHash(s string) bool {
	return (len(s) == 40 || len(s) == 64) && strings.Trim(s, "0123456789abcdef") == ""
}
