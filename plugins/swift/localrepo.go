package swift

import (
	"bufio"
	"bytes"
	"cmp"
	"compress/zlib"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/swift/githost"
	"github.com/pkgdocs/pkgdocs/plugins/swift/manifest"
	"github.com/pkgdocs/pkgdocs/plugins/swift/pkgref"
	"github.com/pkgdocs/pkgdocs/sdk"
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
	gitDir, common, err := gitDirs(worktree)
	if err != nil {
		return "", err
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

// gitDirs are a working tree's git directory and the common directory its
// refs and objects are in (the same but for a linked worktree or a
// submodule, whose ".git" file holds "gitdir: PATH").
func gitDirs(worktree string) (gitDir, common string, err error) {
	gitDir = filepath.Join(worktree, ".git")
	st, err := os.Stat(gitDir)
	if err != nil {
		return "", "", err
	}
	if st.IsDir() {
		return gitDir, gitDir, nil
	}
	b, err := localfile.Read(gitDir, maxGitFile)
	if err != nil {
		return "", "", err
	}
	p, ok := strings.CutPrefix(strings.TrimSpace(string(b)), "gitdir:")
	if !ok {
		return "", "", errors.New(gitDir + ": no gitdir line")
	}
	p = strings.TrimSpace(p)
	if !filepath.IsAbs(p) {
		p = filepath.Join(worktree, p)
	}
	common = p
	if c, err := localfile.Read(filepath.Join(p, "commondir"), maxGitFile); err == nil {
		cd := strings.TrimSpace(string(c))
		if !filepath.IsAbs(cd) {
			cd = filepath.Join(p, cd)
		}
		common = cd
	}
	return p, common, nil
}

// maxGitTags bounds the loose tag refs read from one repository.
const maxGitTags = 10_000

// gitTag is one tag of a repository on this machine: the object it names
// and, when that can be read without running git, the commit it is
// (Commit "" when the tag names an object only a pack holds).
type gitTag struct {
	Object, Commit string
}

// gitTags lists the tags of the repository whose working tree is worktree,
// read from its .git files without running git: loose refs/tags (an
// annotated tag peeled through its loose tag object) and packed-refs
// (peeled by its "^" lines; under "fully-peeled", a tag without one names
// a commit).
func gitTags(worktree string) (map[string]gitTag, error) {
	_, common, err := gitDirs(worktree)
	if err != nil {
		return nil, err
	}
	return tagsIn(common)
}

// tagsIn reads the tags of the git directory common (a working tree's
// .git, or a bare repository) as gitTags does.
func tagsIn(common string) (map[string]gitTag, error) {
	tags := map[string]gitTag{}
	if packed, err := localfile.Read(filepath.Join(common, "packed-refs"), maxGitFile); err == nil {
		fully, last := false, ""
		sc := bufio.NewScanner(bytes.NewReader(packed))
		for sc.Scan() {
			line := sc.Text()
			if strings.HasPrefix(line, "#") {
				fully = strings.Contains(line, " fully-peeled")
				continue
			}
			if peeled, ok := strings.CutPrefix(line, "^"); ok {
				if t, ok := tags[last]; ok && isHash(peeled) {
					t.Commit = peeled
					tags[last] = t
				}
				continue
			}
			sha, ref, ok := strings.Cut(line, " ")
			name, isTag := strings.CutPrefix(ref, "refs/tags/")
			if last = ""; !ok || !isTag || !isHash(sha) {
				continue
			}
			t := gitTag{Object: sha}
			if fully {
				t.Commit = sha
			}
			tags[name], last = t, name
		}
	}
	root := filepath.Join(common, "refs", "tags")
	n := 0
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if n++; n > maxGitTags {
			return filepath.SkipAll
		}
		rel, err := filepath.Rel(root, path)
		if err != nil || !d.Type().IsRegular() {
			return nil
		}
		b, err := localfile.Read(path, maxGitFile)
		sha := strings.TrimSpace(string(b))
		if err != nil || !isHash(sha) {
			return nil
		}
		tags[filepath.ToSlash(rel)] = gitTag{Object: sha, Commit: looseCommit(common, sha)}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return tags, nil
}

// maxGitObject bounds a loose object inflated to peel a tag.
const maxGitObject = 1 << 20

// looseCommit is the commit a loose object is or, for an annotated tag,
// names ("" when the object is not loose or is neither).
func looseCommit(common, sha string) string {
	b, err := localfile.Read(filepath.Join(common, "objects", sha[:2], sha[2:]), maxGitObject)
	if err != nil {
		return ""
	}
	zr, err := zlib.NewReader(bytes.NewReader(b))
	if err != nil {
		return ""
	}
	defer zr.Close()
	data, err := io.ReadAll(io.LimitReader(zr, maxGitObject))
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) {
		return ""
	}
	header, body, ok := bytes.Cut(data, []byte{0})
	if !ok {
		return ""
	}
	switch kind, _, _ := strings.Cut(string(header), " "); kind {
	case "commit":
		return sha
	case "tag":
		obj, ok := strings.CutPrefix(string(body), "object ")
		if !ok {
			return ""
		}
		obj, rest, _ := strings.Cut(obj, "\n")
		if !isHash(obj) || !strings.HasPrefix(rest, "type commit\n") {
			return ""
		}
		return obj
	}
	return ""
}

// fromLocalRepo answers for a dependency on the git repository dir on this
// machine that no Package.resolved pins: the version SwiftPM would resolve
// (the newest tag want allows; a branch or revision as asked), read from
// dir's working tree when HEAD is that commit. A project the user did not
// choose names directories inside itself only.
func (p *Provider) fromLocalRepo(r request, ref pkgref.Ref, s *source, dep *manifest.Dependency, dir string, want manifest.Requirement) (*source, error) {
	what := fmt.Sprintf("the project depends on %s from the local repository %s (Package.swift: .package(url: %q, %s)) and no Package.resolved pins it", ref.Identity, dir, dep.URL, dep.Requirement)
	rel, err := filepath.Rel(r.project, dir)
	if !r.trusted && (err != nil || !filepath.IsLocal(rel)) {
		return nil, sdk.FailedPrecondition("%s; that repository is outside the project, and the project is not one the user chose, so it is not read. To read it, trust the project: open it as a root in the MCP client, start pkgdocs in it, or pass --project %s", what, r.project)
	}
	head, err := gitHead(dir)
	if err != nil {
		return nil, sdk.FailedPrecondition("%s; which commit that repository's working tree holds cannot be read: %v", what, err)
	}
	tags, err := gitTags(dir)
	if err != nil {
		return nil, sdk.FailedPrecondition("%s; its tags cannot be read: %v", what, err)
	}
	names := make([]string, 0, len(tags))
	for name := range tags {
		names = append(names, name)
	}
	s.latest = latest(semverTags(names))
	resolve := "run `swift package resolve` in the project (pkgdocs reads .build/checkouts and Package.resolved)"
	switch want.Kind {
	case "revision":
		if !strings.HasPrefix(head, want.Value) {
			return nil, sdk.FailedPrecondition("%s; it asks for revision %s, but the working tree is at %s: %s, or check that revision out in %s", what, want.Value, short(head), resolve, dir)
		}
		s.revision = head
	case "branch":
		branch, err := gitBranch(dir, want.Value)
		if err != nil || branch != head {
			return nil, sdk.FailedPrecondition("%s; it asks for branch %s, and the working tree is not at that branch's commit (%s): %s, or check the branch out in %s", what, want.Value, cmp.Or(short(branch), fmt.Sprint(err)), resolve, dir)
		}
		s.branch, s.revision = want.Value, head
	default:
		t, _, err := choose(names, want, dir)
		if err != nil {
			return nil, sdk.FailedPrecondition("%s; %v", what, err)
		}
		tag := tags[t.tag]
		switch {
		case tag.Commit == head || tag.Object == head:
		case tag.Commit == "":
			return nil, sdk.FailedPrecondition("%s; SwiftPM would resolve tag %s, and whether the working tree (at %s) is that tag's commit cannot be read without git (the object the tag names is in a pack): %s", what, t.tag, short(head), resolve)
		default:
			return nil, sdk.FailedPrecondition("%s; SwiftPM would resolve tag %s (commit %s), but the working tree is at another commit (%s): %s, or check %s out in %s", what, t.tag, short(tag.Commit), short(head), resolve, t.tag, dir)
		}
		s.version, s.revision = t.plain(), head
	}
	fsys, err := localTree(dir)
	if err != nil {
		return nil, sdk.FailedPrecondition("%s; %s cannot be read: %v", what, dir, err)
	}
	s.fsys, s.kind, s.detail = fsys, sdk.SourceLocalFolder, dir
	s.public = false
	s.notes = append(s.notes, fmt.Sprintf("%s: the working tree of %s is at %s (commit %s), which is what SwiftPM resolves for %s; this documents that tree", what, dir, s.versionLabel(), short(head), dep.Requirement))
	return s, nil
}

// gitBranch is the commit a local branch of the repository at worktree is
// at (loose ref, then packed-refs).
func gitBranch(worktree, branch string) (string, error) {
	_, common, err := gitDirs(worktree)
	if err != nil {
		return "", err
	}
	ref := "refs/heads/" + branch
	if strings.Contains(branch, "..") || !filepath.IsLocal(filepath.FromSlash(ref)) {
		return "", fmt.Errorf("bad branch %q", branch)
	}
	if b, err := localfile.Read(filepath.Join(common, filepath.FromSlash(ref)), maxGitFile); err == nil && isHash(strings.TrimSpace(string(b))) {
		return strings.TrimSpace(string(b)), nil
	}
	if packed, err := localfile.Read(filepath.Join(common, "packed-refs"), maxGitFile); err == nil {
		sc := bufio.NewScanner(bytes.NewReader(packed))
		for sc.Scan() {
			if sha, name, ok := strings.Cut(sc.Text(), " "); ok && name == ref && isHash(sha) {
				return sha, nil
			}
		}
	}
	return "", fmt.Errorf("no branch %s in %s", branch, worktree)
}

// fetchedLatest is the newest release tag SwiftPM has fetched for a
// project's checkout: the checkout is a clone of the project's repository
// cache (.build/repositories/<name>-<hash>, SourcePackages/repositories
// for Xcode), which holds every tag of the repository as of the last
// resolve or update. Both are read from their files, nothing is run; ""
// when neither has a version tag.
func fetchedLatest(checkout, identity, url string) string {
	var names []string
	if tags, err := gitTags(checkout); err == nil {
		for name := range tags {
			names = append(names, name)
		}
	}
	if url != "" {
		repos := filepath.Join(filepath.Dir(filepath.Dir(checkout)), "repositories")
		if dir := githost.FindMirror([]string{repos}, identity, url); dir != "" {
			if tags, err := tagsIn(dir); err == nil {
				for name := range tags {
					names = append(names, name)
				}
			}
		}
	}
	return latest(semverTags(names))
}
