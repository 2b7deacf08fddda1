package supervise

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"sync"
	"time"

	"github.com/hashicorp/go-plugin/runner"
)

// drainWait is how long, once a provider's main process has exited, its
// stdout and stderr may take to reach EOF (the tail of its log) before the
// host closes them: a descendant that left the process group could hold
// them open forever, and go-plugin waits for EOF before it notices the exit.
const drainWait = 250 * time.Millisecond

// process is go-plugin's runner.Runner for one provider process. Unlike
// go-plugin's own runner it starts the provider in a process group of its
// own and kills the whole group, so a wrapper script's children and a
// provider's helpers go with it; and it owns the stdout and stderr pipes,
// so a descendant holding them open cannot stop go-plugin from noticing
// that the provider exited, nor make Client.Kill wait forever.
type process struct {
	cmd    *exec.Cmd
	stdout *pipeEnd // set by Start, before go-plugin reads it
	stderr *pipeEnd

	mu      sync.Mutex // Kill may come from another goroutine than Start
	pid     int
	proc    *os.Process
	stopped bool // Kill came first: Start must not start anything

	exited chan struct{} // closed once the main process is reaped
	done   chan struct{} // closed once, after that, the pipes are closed too
	err    error         // from cmd.Wait, set before exited is closed
}

var _ runner.Runner = (*process)(nil)

// newProcess makes a runner for cmd, which must not have been started.
func newProcess(cmd *exec.Cmd) *process {
	setProcAttr(cmd)
	return &process{cmd: cmd, exited: make(chan struct{}), done: make(chan struct{})}
}

// Start starts the process with fresh pipes for stdout and stderr; the
// write ends live only in the child.
func (p *process) Start(context.Context) error {
	outR, outW, err := os.Pipe()
	if err != nil {
		return fmt.Errorf("stdout pipe: %w", err)
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		outR.Close()
		outW.Close()
		return fmt.Errorf("stderr pipe: %w", err)
	}
	p.cmd.Stdout, p.cmd.Stderr = outW, errW
	p.mu.Lock()
	if p.stopped {
		err = errors.New("stopped before it started")
	} else {
		err = p.cmd.Start()
	}
	if err == nil {
		p.pid, p.proc = p.cmd.Process.Pid, p.cmd.Process
	}
	p.mu.Unlock()
	outW.Close()
	errW.Close()
	if err != nil {
		outR.Close()
		errR.Close()
		return fmt.Errorf("start %s: %w", p.cmd.Path, err)
	}
	p.stdout, p.stderr = newPipeEnd(outR), newPipeEnd(errR)
	go p.reap()
	return nil
}

// reap waits for the main process, then kills what is left of its group
// (a provider's children must not outlive it), lets the pipes drain for a
// moment and closes them.
func (p *process) reap() {
	p.err = p.cmd.Wait()
	killGroup(p.PID(), nil)
	close(p.exited)
	t := time.NewTimer(drainWait)
	defer t.Stop()
	for _, e := range []*pipeEnd{p.stdout, p.stderr} {
		select {
		case <-e.eof:
		case <-t.C:
		}
	}
	p.stdout.close()
	p.stderr.close()
	close(p.done)
}

// Exited reports whether the main process has exited.
func (p *process) Exited() bool {
	select {
	case <-p.exited:
		return true
	default:
		return false
	}
}

// Wait waits until the main process has exited and its pipes are closed.
func (p *process) Wait(ctx context.Context) error {
	select {
	case <-p.done:
		return p.err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Kill sends SIGKILL to the process group (on systems without process
// groups, to the process). It does not wait.
func (p *process) Kill(context.Context) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.stopped = true
	if p.pid == 0 || p.Exited() {
		// Not started, or reaped: reap killed the group, and the pid may
		// be reused.
		return nil
	}
	killGroup(p.pid, p.proc)
	return nil
}

// PID is the main process's pid (also its process group's id); 0 before
// Start.
func (p *process) PID() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.pid
}

func (p *process) Stdout() io.ReadCloser { return p.stdout }
func (p *process) Stderr() io.ReadCloser { return p.stderr }
func (p *process) Name() string          { return p.cmd.Path }

// ID is the pid, "" before Start (go-plugin then has nothing to kill).
func (p *process) ID() string {
	if pid := p.PID(); pid != 0 {
		return strconv.Itoa(pid)
	}
	return ""
}

// exitWait is how long Diagnose waits for a provider that failed its
// handshake to be reaped: one that exited closed its stdout as it did so,
// which is how go-plugin noticed, so this takes milliseconds.
const exitWait = 200 * time.Millisecond

// Diagnose is what go-plugin adds to a failed handshake: that the
// provider exited, and how, when it did (a bare "Unrecognized remote
// plugin message" does not say), and what to check.
func (p *process) Diagnose(context.Context) string {
	const check = "is it a pkgdocs provider built for this system, and does a wrapper script exec it with its stdout intact?"
	t := time.NewTimer(exitWait)
	defer t.Stop()
	select {
	case <-p.exited:
		how := "exit status 0"
		if p.err != nil {
			how = p.err.Error()
		}
		return fmt.Sprintf("the provider exited (%s) before completing the go-plugin handshake: %s", how, check)
	case <-t.C:
		return "the provider did not complete the go-plugin handshake on its stdout: " + check
	}
}

// Providers run on this machine: addresses need no translation.
func (p *process) PluginToHost(n, a string) (string, string, error) { return n, a, nil }
func (p *process) HostToPlugin(n, a string) (string, string, error) { return n, a, nil }

// pipeEnd is the host's read end of a provider's stdout or stderr. It
// records EOF, and reads after the host closed it end in EOF rather than
// an error (go-plugin logs errors from these readers).
type pipeEnd struct {
	f      *os.File
	eof    chan struct{}
	eofOne sync.Once
	clOne  sync.Once
}

func newPipeEnd(f *os.File) *pipeEnd { return &pipeEnd{f: f, eof: make(chan struct{})} }

func (e *pipeEnd) Read(b []byte) (int, error) {
	n, err := e.f.Read(b)
	if err != nil && (errors.Is(err, io.EOF) || errors.Is(err, os.ErrClosed)) {
		e.eofOne.Do(func() { close(e.eof) })
		return n, io.EOF
	}
	return n, err
}

// Close is a no-op: the process closes its pipes once it has been reaped,
// so a reader never closes a pipe the drain is still waiting on.
func (e *pipeEnd) Close() error { return nil }

func (e *pipeEnd) close() { e.clOne.Do(func() { e.f.Close() }) }
