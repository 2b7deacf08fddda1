package boundedcmd

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"time"
)

// Cmd is one run.
type Cmd struct {
	// Label starts every error ("GOAUTH git", a Cargo provider's name).
	Label string
	// Argv is the program and its arguments.
	Argv []string
	// Dir is the working directory ("": the caller's).
	Dir string
	// Stdin is what the command reads.
	Stdin []byte
	// Env is the environment (nil: the process's own), ExtraEnv added
	// after it.
	Env, ExtraEnv []string
	// Timeout bounds the run; MaxOutput bounds what it may print.
	Timeout   time.Duration
	MaxOutput int
	// CauseOnly reports a program that cannot be started by the cause
	// alone, without exec's "exec: NAME:" (for a Label that names it).
	CauseOnly bool
}

// Run runs c and returns what it printed on stdout.
func Run(ctx context.Context, c Cmd) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, c.Timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, c.Argv[0], c.Argv[1:]...)
	cmd.Dir = c.Dir
	env := c.Env
	if env == nil {
		env = os.Environ()
	}
	cmd.Env = append(append([]string(nil), env...), c.ExtraEnv...)
	cmd.Stdin = bytes.NewReader(c.Stdin)
	out := &boundedBuffer{max: c.MaxOutput}
	cmd.Stdout = out
	cmd.Stderr = io.Discard
	cmd.WaitDelay = time.Second // a command's child holding the pipe open
	err := cmd.Run()
	switch {
	case out.over:
		return nil, fmt.Errorf("%s: printed more than %d bytes", c.Label, c.MaxOutput)
	case ctx.Err() != nil:
		return nil, fmt.Errorf("%s: no answer within %s", c.Label, c.Timeout)
	case err != nil:
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return nil, fmt.Errorf("%s: exit status %d", c.Label, ee.ExitCode())
		}
		if cause := errors.Unwrap(err); c.CauseOnly && cause != nil {
			err = cause
		}
		return nil, fmt.Errorf("%s: cannot run it: %w", c.Label, err)
	}
	return out.b.Bytes(), nil
}

// boundedBuffer keeps up to max bytes and notes whether more came.
type boundedBuffer struct {
	b    bytes.Buffer
	max  int
	over bool
}

func (w *boundedBuffer) Write(p []byte) (int, error) {
	if w.b.Len()+len(p) > w.max {
		w.over = true
		return 0, errors.New("output too large")
	}
	return w.b.Write(p)
}
