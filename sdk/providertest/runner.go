package providertest

import (
	"context"
	"io"
	"os/exec"
	"strconv"
	"sync"

	"github.com/hashicorp/go-plugin/runner"
)

// execRunner runs a provider binary for go-plugin like go-plugin's own
// command runner, but tees the process's raw stdout into raw: go-plugin
// reads the handshake line from it and silently drops the rest, and the
// rest is exactly what the no_stdout check must see.
type execRunner struct {
	cmd    *exec.Cmd
	stdout io.ReadCloser
	stderr io.ReadCloser

	mu      sync.Mutex
	waited  bool
	waitErr error
}

var _ runner.Runner = (*execRunner)(nil)

func newExecRunner(cmd *exec.Cmd, raw io.Writer) (*execRunner, error) {
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return nil, err
	}
	tee := struct {
		io.Reader
		io.Closer
	}{io.TeeReader(stdout, raw), stdout}
	return &execRunner{cmd: cmd, stdout: tee, stderr: stderr}, nil
}

func (r *execRunner) Start(context.Context) error     { return r.cmd.Start() }
func (r *execRunner) Diagnose(context.Context) string { return "" }
func (r *execRunner) Stdout() io.ReadCloser           { return r.stdout }
func (r *execRunner) Stderr() io.ReadCloser           { return r.stderr }
func (r *execRunner) Name() string                    { return r.cmd.Path }

// Wait waits for the process; go-plugin calls it after reading both pipes
// to EOF, as exec.Cmd.Wait wants.
func (r *execRunner) Wait(context.Context) error {
	err := r.cmd.Wait()
	r.mu.Lock()
	defer r.mu.Unlock()
	r.waited, r.waitErr = true, err
	return err
}

// exit reports how the process ended; ok is false while it runs.
func (r *execRunner) exit() (err error, ok bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.waitErr, r.waited
}

func (r *execRunner) Kill(context.Context) error {
	if r.cmd.Process == nil {
		return nil
	}
	return r.cmd.Process.Kill()
}

// ID is the pid; empty before Start, which tells go-plugin there is nothing
// to kill.
func (r *execRunner) ID() string {
	if r.cmd.Process == nil {
		return ""
	}
	return strconv.Itoa(r.cmd.Process.Pid)
}

func (r *execRunner) PluginToHost(network, addr string) (string, string, error) {
	return network, addr, nil
}

func (r *execRunner) HostToPlugin(network, addr string) (string, string, error) {
	return network, addr, nil
}

// inProcess is the go-plugin runner of a provider served in this process
// by serve.ServeTest: Wait returns when serving stopped, so the client knows
// the provider went away, and nothing lingers polling our own pid.
type inProcess struct{ closed <-chan struct{} }

func (r inProcess) Wait(ctx context.Context) error {
	select {
	case <-r.closed:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
func (inProcess) Kill(context.Context) error { return nil }
func (inProcess) ID() string                 { return "in-process" }
func (inProcess) PluginToHost(network, addr string) (string, string, error) {
	return network, addr, nil
}
func (inProcess) HostToPlugin(network, addr string) (string, string, error) {
	return network, addr, nil
}
