package githost_test

import (
	"archive/zip"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/plugins/swift/githost"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/grpc/codes"
)

func TestMirror(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	home := t.TempDir()
	cache := filepath.Join(home, ".cache", "org.swift.swiftpm", "repositories")
	work := t.TempDir()
	git := func(dir string, args ...string) {
		t.Helper()
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(cmd.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com", "GIT_CONFIG_GLOBAL=/dev/null")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	git(work, "init", "-q")
	os.WriteFile(filepath.Join(work, "Package.swift"), []byte("// 1.0.0\n"), 0o644)
	git(work, "add", ".")
	git(work, "commit", "-q", "-m", "one")
	git(work, "tag", "1.0.0")
	os.WriteFile(filepath.Join(work, "Package.swift"), []byte("// 1.1.0\n"), 0o644)
	git(work, "commit", "-q", "-am", "two")
	git(work, "tag", "1.1.0")
	os.MkdirAll(cache, 0o755)
	git(work, "clone", "-q", "--mirror", work, filepath.Join(cache, "Swift-Thing-0a1b2c3d"))

	// the mirror's origin, as SwiftPM records it
	cfg := filepath.Join(cache, "Swift-Thing-0a1b2c3d", "config")
	b, _ := os.ReadFile(cfg)
	os.WriteFile(cfg, bytes.Replace(b, []byte(work), []byte("https://github.com/team/Swift-Thing.git"), 1), 0o644)
	if githost.FindMirror(githost.MirrorDirs(home), "swift-thing", "https://github.com/fork/Swift-Thing.git") != "" {
		t.Error("found the mirror of another fork")
	}
	dir := githost.FindMirror(githost.MirrorDirs(home), "swift-thing", "git@github.com:team/swift-thing")
	if dir != filepath.Join(cache, "Swift-Thing-0a1b2c3d") {
		t.Fatalf("FindMirror = %q", dir)
	}
	if githost.FindMirror(githost.MirrorDirs(home), "other", "https://github.com/team/other") != "" {
		t.Error("found a mirror for another identity")
	}
	g := &githost.Git{}
	tags, err := g.MirrorTags(t.Context(), dir)
	slices.Sort(tags)
	if err != nil || !cmp.Equal(tags, []string{"1.0.0", "1.1.0"}) {
		t.Errorf("MirrorTags = %v, %v", tags, err)
	}
	data, err := g.MirrorArchive(t.Context(), dir, "1.0.0", 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	f, _ := zr.Open("Package.swift")
	var buf bytes.Buffer
	buf.ReadFrom(f)
	if buf.String() != "// 1.0.0\n" {
		t.Errorf("Package.swift at 1.0.0 = %q", buf.String())
	}
	if _, err := g.MirrorArchive(t.Context(), dir, "--output=/tmp/x", 1<<20); sdk.Code(err) != codes.InvalidArgument {
		t.Errorf("option as revision: %v", err)
	}
	if _, err := g.MirrorArchive(t.Context(), dir, "1.1.0", 10); err == nil {
		t.Error("archive over the limit: no error")
	}
}

func TestSameRepository(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"https://github.com/a/b.git", "git@github.com:a/b", true},
		{"ssh://git@github.com/A/B.git", "https://github.com/a/b", true},
		{"https://github.com/a/b", "https://github.com/c/b", false},
		{"https://gitlab.com/a/b", "https://github.com/a/b", false},
		{"", "", false},
	} {
		if got := githost.SameRepository(tt.a, tt.b); got != tt.want {
			t.Errorf("SameRepository(%q, %q) = %v", tt.a, tt.b, got)
		}
	}
}
