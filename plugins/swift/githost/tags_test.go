package githost_test

import (
	"context"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/plugins/swift/githost"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/grpc/codes"
)

// bareRepo makes a bare git repository with the given tags.
func bareRepo(t *testing.T, tags ...string) string {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	work, bare := t.TempDir(), filepath.Join(t.TempDir(), "Lib.git")
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
	git(work, "commit", "-q", "--allow-empty", "-m", "init")
	for _, tag := range tags {
		git(work, "tag", "-a", "-m", tag, tag)
	}
	git(work, "clone", "-q", "--bare", work, bare)
	return bare
}

func TestTagsFromBareRepo(t *testing.T) {
	bare := bareRepo(t, "1.0.0", "v1.2.0", "2.0.0-beta.1", "not-a-version")
	g := &githost.Git{}
	githost.AllowFileForTest(g)
	got, err := g.Tags(t.Context(), "file://"+bare)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(got)
	if diff := cmp.Diff([]string{"1.0.0", "2.0.0-beta.1", "not-a-version", "v1.2.0"}, got); diff != "" {
		t.Errorf("Tags (-want +got):\n%s", diff)
	}
}

// TestTagsRefusesWithoutRunning: the user path refuses every URL that is
// not https or ssh, and git is never started for it.
func TestTagsRefusesWithoutRunning(t *testing.T) {
	ran := false
	g := &githost.Git{Run: func(context.Context, []string, ...string) ([]byte, error) { ran = true; return nil, nil }}
	for _, url := range []string{"file:///etc", "ext::sh -c id", "--upload-pack=touch /tmp/x", "git://host/x", "http://host/x", "fd::3", "/etc"} {
		_, err := g.Tags(t.Context(), url)
		if sdk.Code(err) != codes.InvalidArgument {
			t.Errorf("Tags(%q) = %v, want InvalidArgument", url, err)
		}
	}
	if ran {
		t.Error("git ran for a refused URL")
	}
	// a real bare repository over file:// is refused too without the
	// test hook
	bare := bareRepo(t, "1.0.0")
	if _, err := (&githost.Git{}).Tags(t.Context(), "file://"+bare); sdk.Code(err) != codes.InvalidArgument {
		t.Errorf("file:// without the test hook: %v", err)
	}
}

func TestTagsArguments(t *testing.T) {
	var gotArgs, gotEnv []string
	g := &githost.Git{Run: func(_ context.Context, env []string, args ...string) ([]byte, error) {
		gotArgs, gotEnv = args, env
		return []byte("abc\trefs/tags/1.0.0\ndef\trefs/tags/v2.0.0\n"), nil
	}}
	tags, err := g.Tags(t.Context(), "https://example.com/a/b.git")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"1.0.0", "v2.0.0"}, tags); diff != "" {
		t.Error(diff)
	}
	want := []string{"-c", "protocol.allow=never", "-c", "protocol.https.allow=always", "-c", "protocol.ssh.allow=always", "ls-remote", "--tags", "--refs", "--", "https://example.com/a/b.git"}
	if diff := cmp.Diff(want, gotArgs); diff != "" {
		t.Errorf("args (-want +got):\n%s", diff)
	}
	env := strings.Join(gotEnv, " ")
	for _, v := range []string{"GIT_TERMINAL_PROMPT=0", "GIT_PROTOCOL_FROM_USER=0"} {
		if !strings.Contains(env, v) {
			t.Errorf("env lacks %s: %v", v, gotEnv)
		}
	}
}

// TestTagsProtocolAllowNever: even with the hook, the -c settings keep
// git from using a transport other than those allowed (ext::).
func TestTagsNoExtTransport(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	marker := filepath.Join(t.TempDir(), "pwned")
	out, err := exec.Command("git", "-c", "protocol.allow=never", "-c", "protocol.https.allow=always", "-c", "protocol.ssh.allow=always",
		"ls-remote", "--tags", "--", "ext::sh -c touch% "+marker).CombinedOutput()
	if err == nil {
		t.Fatalf("ext:: transport ran: %s", out)
	}
	if _, statErr := exec.Command("test", "-e", marker).Output(); statErr == nil {
		t.Fatal("ext:: transport created the marker")
	}
}
