package githost

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// A mirror is a bare repository SwiftPM keeps in its shared cache
// (~/Library/Caches/org.swift.swiftpm/repositories on macOS,
// ~/.cache/org.swift.swiftpm/repositories elsewhere), one per package
// URL, named <repository>-<hash>. Reading one needs no network.

// MirrorDirs are the places SwiftPM keeps its shared repository cache,
// under home.
func MirrorDirs(home string) []string {
	return []string{
		filepath.Join(home, "Library", "Caches", "org.swift.swiftpm", "repositories"),
		filepath.Join(home, ".cache", "org.swift.swiftpm", "repositories"),
	}
}

var mirrorNameRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(.+)-[0-9a-f]{8,}$`) })

// FindMirror returns the bare repository for identity in SwiftPM's cache
// directories whose origin is url (forks share a name), "" when there is
// none. Symlinked entries are skipped.
func FindMirror(dirs []string, identity, url string) string {
	for _, dir := range dirs {
		ents, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		for _, e := range ents {
			if !e.IsDir() {
				continue
			}
			m := mirrorNameRE().FindStringSubmatch(e.Name())
			if m == nil || strings.ToLower(strings.TrimSuffix(m[1], ".git")) != identity {
				continue
			}
			p := filepath.Join(dir, e.Name())
			if st, err := os.Stat(filepath.Join(p, "HEAD")); err != nil || !st.Mode().IsRegular() {
				continue
			}
			if origin := mirrorOrigin(filepath.Join(p, "config")); origin != "" && SameRepository(origin, url) {
				return p
			}
		}
	}
	return ""
}

var refRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z0-9_][A-Za-z0-9._/+-]{0,199}$`) })

// localArgs run git on a local bare repository with no transport at all.
func localArgs(gitDir string, args ...string) []string {
	return append([]string{"-c", "protocol.allow=never", "--git-dir=" + gitDir}, args...)
}

var localEnv = []string{"GIT_TERMINAL_PROMPT=0", "GIT_CONFIG_NOSYSTEM=1", "GIT_NO_REPLACE_OBJECTS=1"}

// MirrorTags lists a bare repository's tags.
func (g *Git) MirrorTags(ctx context.Context, gitDir string) ([]string, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	out, err := g.runner(MaxOutput)(ctx, localEnv, localArgs(gitDir, "tag", "--list")...)
	if err != nil {
		return nil, sdk.Unavailable("git tag in %s: %v", gitDir, err)
	}
	var tags []string
	for _, l := range strings.Split(string(out), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			tags = append(tags, l)
		}
	}
	return tags, nil
}

// MirrorArchive returns a zip of the repository's tree at rev (a tag, a
// branch or a commit), at most limit bytes.
func (g *Git) MirrorArchive(ctx context.Context, gitDir, rev string, limit int) ([]byte, error) {
	if !refRE().MatchString(rev) || strings.Contains(rev, "..") {
		return nil, sdk.InvalidArgument("bad revision %q", rev)
	}
	ctx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	out, err := g.runner(limit)(ctx, localEnv, localArgs(gitDir, "archive", "--format=zip", rev, "--")...)
	if err != nil {
		return nil, fmt.Errorf("git archive %s in %s: %w", rev, gitDir, err)
	}
	return out, nil
}

func (g *Git) runner(limit int) Runner {
	if g.Run != nil {
		return g.Run
	}
	return execGit(limit)
}

var originRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?m)^\s*url\s*=\s*(\S+)\s*$`) })

// mirrorOrigin reads the first remote URL of a bare repository's config.
func mirrorOrigin(config string) string {
	f, err := os.Open(config)
	if err != nil {
		return ""
	}
	defer f.Close()
	b := make([]byte, 64<<10)
	n, _ := f.Read(b)
	m := originRE().FindSubmatch(b[:n])
	if m == nil {
		return ""
	}
	return string(m[1])
}

// SameRepository compares repository locations the way SwiftPM's
// identities do, ignoring scheme, user, ".git" and case:
// https://github.com/a/b.git, git@github.com:a/b and ssh://git@github.com/a/b
// are one repository.
func SameRepository(a, b string) bool {
	return canonical(a) != "" && canonical(a) == canonical(b)
}

func canonical(u string) string {
	u = strings.ToLower(strings.TrimSpace(u))
	if i := strings.Index(u, "://"); i >= 0 {
		u = u[i+3:]
	}
	if i := strings.Index(u, "@"); i >= 0 && i < strings.IndexAny(u+"/", "/:") {
		u = u[i+1:]
	}
	u = strings.Replace(u, ":", "/", 1)
	if i := strings.Index(u, "/"); i > 0 {
		if j := strings.Index(u[:i], ":"); j >= 0 {
			u = u[:j] + u[i:]
		}
	}
	return strings.TrimSuffix(strings.TrimSuffix(u, "/"), ".git")
}

// MirrorHas reports whether the repository holds rev as a commit.
func (g *Git) MirrorHas(ctx context.Context, gitDir, rev string) bool {
	if !refRE().MatchString(rev) || strings.Contains(rev, "..") {
		return false
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	_, err := g.runner(4096)(ctx, localEnv, localArgs(gitDir, "cat-file", "-e", rev+"^{commit}")...)
	return err == nil
}
