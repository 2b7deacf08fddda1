package githost

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// Runner runs git with args and extra environment, returning its standard
// output. Tests replace it; the default runs the git binary.
type Runner func(ctx context.Context, env []string, args ...string) ([]byte, error)

// Git lists a repository's tags with git.
type Git struct {
	// Run runs git. Nil means exec of "git" from PATH with a bounded
	// output (MaxOutput) and no standard input.
	Run Runner
	// Timeout bounds one ls-remote. Zero means 30 s.
	Timeout time.Duration

	// allowFile lets tests list a local bare repository: set only by
	// export_test.go, never by users of the package.
	allowFile bool
}

// MaxOutput bounds git's output: a repository with 10,000 tags lists
// about 700 KB.
const MaxOutput = 4 << 20

// Tags returns the tag names of the repository at url (https:// or
// ssh:// only, already validated by pkgref; checked again here).
func (g *Git) Tags(ctx context.Context, url string) ([]string, error) {
	allowed := strings.HasPrefix(url, "https://") || strings.HasPrefix(url, "ssh://")
	if g.allowFile && strings.HasPrefix(url, "file://") {
		allowed = true
	}
	if !allowed || strings.HasPrefix(url, "-") {
		return nil, sdk.InvalidArgument("git ls-remote: only https:// and ssh:// repository URLs are allowed, got %q", url)
	}
	timeout := g.Timeout
	if timeout == 0 {
		timeout = 30 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	args := []string{
		"-c", "protocol.allow=never",
		"-c", "protocol.https.allow=always",
		"-c", "protocol.ssh.allow=always",
	}
	if g.allowFile {
		args = append(args, "-c", "protocol.file.allow=always")
	}
	args = append(args, "ls-remote", "--tags", "--refs", "--", url)
	env := []string{"GIT_TERMINAL_PROMPT=0", "GIT_PROTOCOL_FROM_USER=0", "GIT_ASKPASS=", "SSH_ASKPASS="}
	if os.Getenv("GIT_SSH_COMMAND") == "" && os.Getenv("GIT_SSH") == "" {
		// no password prompt from ssh either
		env = append(env, "GIT_SSH_COMMAND=ssh -o BatchMode=yes")
	}
	run := g.Run
	if run == nil {
		run = execGit(MaxOutput)
	}
	out, err := run(ctx, env, args...)
	if err != nil {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("git ls-remote %s: %w", url, ctx.Err())
		}
		return nil, sdk.Unavailable("git ls-remote %s: %v", url, err)
	}
	return parseLsRemote(out), nil
}

func parseLsRemote(out []byte) []string {
	var tags []string
	for _, line := range strings.Split(string(out), "\n") {
		_, ref, ok := strings.Cut(strings.TrimSpace(line), "\t")
		if !ok {
			continue
		}
		if t, ok := strings.CutPrefix(ref, "refs/tags/"); ok && t != "" {
			tags = append(tags, strings.TrimSuffix(t, "^{}"))
		}
	}
	return tags
}

// limitedBuffer fails writes past its limit, which stops git. It does
// not embed bytes.Buffer: io.Copy would use the buffer's ReadFrom and
// bypass the limit.
type limitedBuffer struct {
	buf   bytes.Buffer
	limit int
}

var errTooMuch = errors.New("output over the limit")

func (b *limitedBuffer) Write(p []byte) (int, error) {
	if b.buf.Len()+len(p) > b.limit {
		return 0, errTooMuch
	}
	return b.buf.Write(p)
}

func (b *limitedBuffer) String() string { return b.buf.String() }
func (b *limitedBuffer) Bytes() []byte  { return b.buf.Bytes() }

// execGit runs the git binary, failing when its output passes limit.
func execGit(limit int) Runner {
	return func(ctx context.Context, env []string, args ...string) ([]byte, error) {
		return runGit(ctx, limit, env, args...)
	}
}

func runGit(ctx context.Context, limit int, env []string, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, "git", args...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdin = nil
	out := &limitedBuffer{limit: limit}
	var stderr limitedBuffer
	stderr.limit = 64 << 10
	cmd.Stdout, cmd.Stderr = out, &stderr
	cmd.WaitDelay = 2 * time.Second
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(stderr.String())
		if i := strings.LastIndex(msg, "\n"); i >= 0 {
			msg = msg[i+1:]
		}
		if msg != "" {
			return nil, fmt.Errorf("%w: %s", err, msg)
		}
		return nil, err
	}
	return out.Bytes(), nil
}
