package providertest

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"testing"
	"time"

	hclog "github.com/hashicorp/go-hclog"
	plugin "github.com/hashicorp/go-plugin"
	"github.com/hashicorp/go-plugin/runner"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// Connect serves p in-process in go-plugin's test mode and returns the
// host-side client, the same *serve.Remote the host uses. Serving stops when
// the test ends. It fails the test if p's Info is invalid.
func Connect(t testing.TB, p sdk.Provider) *serve.Remote {
	t.Helper()
	return connect(t, p, hclog.NewNullLogger())
}

func connect(t setupT, p sdk.Provider, log hclog.Logger) *serve.Remote {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	rc, closed, err := serve.ServeTest(ctx, p, log)
	if err != nil {
		cancel()
		t.Fatalf("serve in-process: %v", err)
	}
	rc.ReattachFunc = func() (runner.AttachedRunner, error) { return inProcess{closed: closed}, nil }
	client := plugin.NewClient(&plugin.ClientConfig{
		HandshakeConfig: serve.Handshake,
		// A test-mode reattach picks no plugin set itself.
		Plugins:          serve.PluginSet()[rc.ProtocolVersion],
		VersionedPlugins: serve.PluginSet(),
		Reattach:         rc,
		AllowedProtocols: []plugin.Protocol{plugin.ProtocolGRPC},
		Logger:           log.Named("client"),
	})
	t.Cleanup(func() {
		// Closing the client asks the server to stop. Cancel only once it
		// has (or never will): go-plugin's GRPCServer.Stop races with
		// itself when the Shutdown call and the cancelled context both
		// stop the server.
		if c, err := client.Client(); err == nil && c.Close() == nil {
			select {
			case <-closed:
			case <-time.After(5 * time.Second):
			}
		}
		client.Kill()
		cancel()
		select {
		case <-closed:
		case <-time.After(5 * time.Second):
		}
	})
	return dispense(t, client)
}

func dispense(t setupT, client *plugin.Client) *serve.Remote {
	t.Helper()
	rpc, err := client.Client()
	if err != nil {
		t.Fatalf("connect to provider: %v", err)
	}
	raw, err := rpc.Dispense(serve.PluginName)
	if err != nil {
		t.Fatalf("dispense %q: %v", serve.PluginName, err)
	}
	r, ok := raw.(*serve.Remote)
	if !ok {
		t.Fatalf("dispense %q: got %T, want *serve.Remote", serve.PluginName, raw)
	}
	return r
}

// Run runs the contract suite against p served in-process (go-plugin test
// mode). It swaps os.Stdout for a pipe while it runs, to see p print: do
// not run it in parallel with tests that print.
func Run(t *testing.T, p sdk.Provider, cfg Config) {
	t.Helper()
	run(testingT{t}, p, cfg)
}

func run(t tb, p sdk.Provider, cfg Config) {
	t.Helper()
	logs := newLogSink()
	defer dumpLogsOnFailure(t, logs)
	capture, err := captureStdout()
	if err != nil {
		t.Fatalf("%v", err)
	}
	t.Cleanup(func() { capture.stop() })
	remote := connect(t, p, logs.logger("provider"))
	runSuite(t, &suite{cfg: cfg, remote: remote, logs: logs, stdout: func() []string {
		if out := capture.stop(); len(out) > 0 {
			return []string{"the provider wrote " + quote(out) + " on os.Stdout"}
		}
		return nil
	}})
}

// RunBinary runs the contract suite against the provider binary at path,
// started as the host starts it (handshake cookie, go-plugin over gRPC) with
// cfg.Env added to its environment and PKGDOCS_LOG_LEVEL=debug, which the
// cancellation check needs. Besides the in-process checks it proves that
// nothing but go-plugin's handshake line reaches the process's stdout.
func RunBinary(t *testing.T, path string, cfg Config) {
	t.Helper()
	runBinary(testingT{t}, path, cfg)
}

func runBinary(t tb, binary string, cfg Config) {
	t.Helper()
	logs := newLogSink()
	defer dumpLogsOnFailure(t, logs)
	var raw, synced lockedBuffer
	var proc *execRunner // set when go-plugin starts the binary
	client := plugin.NewClient(&plugin.ClientConfig{
		HandshakeConfig:  serve.Handshake,
		VersionedPlugins: serve.PluginSet(),
		// The environment is built below so that cfg.Env wins over ours;
		// go-plugin would put the host's environment last.
		SkipHostEnv: true,
		RunnerFunc: func(_ hclog.Logger, spec *exec.Cmd, _ string) (runner.Runner, error) {
			cmd := exec.Command(binary)
			cmd.Env = os.Environ()
			if raceEnabled {
				// A -race binary sleeps a second before exiting, by default.
				cmd.Env = append(cmd.Env, "GORACE="+strings.TrimSpace(os.Getenv("GORACE")+" atexit_sleep_ms=0"))
			}
			cmd.Env = append(append(append(cmd.Env, cfg.Env...), "PKGDOCS_LOG_LEVEL=debug"), spec.Env...)
			r, err := newExecRunner(cmd, &raw)
			proc = r
			return r, err
		},
		AllowedProtocols: []plugin.Protocol{plugin.ProtocolGRPC},
		Logger:           logs.logger("host"),
		SyncStdout:       &synced,
		StartTimeout:     startTimeout,
	})
	t.Cleanup(client.Kill)
	remote := dispense(t, client)
	runSuite(t, &suite{cfg: cfg, remote: remote, logs: logs, stdout: func() []string {
		// What the provider writes to os.Stdout reaches SyncStdout over
		// go-plugin's stdio stream, asynchronously: give it a moment.
		time.Sleep(stdioGrace)
		client.Kill() // waits until go-plugin has read stdout to EOF
		var problems []string
		if b := synced.Bytes(); len(b) > 0 {
			problems = append(problems, "the provider wrote "+quote(b)+" on os.Stdout")
		}
		out := raw.Bytes()
		handshake, rest, _ := bytes.Cut(out, []byte("\n"))
		if !bytes.HasPrefix(handshake, []byte("1|")) {
			problems = append(problems, "stdout did not start with go-plugin's handshake line: "+quote(out))
		} else if len(rest) > 0 {
			problems = append(problems, "the process wrote "+quote(rest)+" on its stdout after the handshake")
		}
		return problems
	}, exit: func() []string {
		client.Kill()
		err, ok := proc.exit()
		switch {
		case !ok:
			return []string{"the process is still running after go-plugin killed it"}
		case err != nil:
			// 66 is the race detector's exit status.
			return []string{fmt.Sprintf("the process did not exit cleanly when the host shut it down: %v (exit status 66 is a data race: see the log)", err)}
		}
		return nil
	}})
}

// stdioGrace is how long go-plugin's stdio stream gets to deliver what the
// provider printed before the check reads it; a local gRPC stream takes
// well under a millisecond.
const stdioGrace = 100 * time.Millisecond

func dumpLogsOnFailure(t tb, logs *logSink) {
	if t.Failed() {
		t.Logf("provider and go-plugin log:\n%s", logs.String())
	}
}

// BuildBinary builds the main package pkg (an import path, or a path
// relative to the test's package directory such as
// "./cmd/pkgdocs-provider-x") into t.TempDir() and returns the binary's
// path. Under -race the binary is built with -race too.
func BuildBinary(t testing.TB, pkg string) string {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("build %s: %v", pkg, err)
	}
	out := filepath.Join(t.TempDir(), path.Base(filepath.ToSlash(pkg)))
	args := []string{"build", "-o", out}
	if raceEnabled {
		args = append(args, "-race")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, goTool, append(args, "--", pkg)...)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build %s: %v\n%s", pkg, err, b)
	}
	return out
}

// startTimeout bounds a binary's start up to the handshake: a Go binary
// starts in milliseconds, a -race one on a busy machine in about a second.
const startTimeout = 30 * time.Second
