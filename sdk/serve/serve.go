package serve

import (
	"context"
	"fmt"
	"io"
	"os"

	hclog "github.com/hashicorp/go-hclog"
	plugin "github.com/hashicorp/go-plugin"
	providerv1 "github.com/pkgdocs/pkgdocs/proto/pkgdocs/provider/v1"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/grpc"
)

// Serve runs p. Started by a pkgdocs host (the handshake cookie is set) it
// serves the DocsProvider contract until the host goes away; run from a
// terminal it is a small CLI over p (see Standalone). Serve does not return.
func Serve(p sdk.Provider) {
	if os.Getenv(Handshake.MagicCookieKey) != Handshake.MagicCookieValue {
		os.Exit(Standalone(context.Background(), p, os.Args[1:], os.Stdout, os.Stderr))
	}
	log := newPluginLogger(os.Stderr)
	if err := sdk.ValidateInfo(p.Info()); err != nil {
		log.Error("invalid provider info", "error", err)
		os.Exit(1)
	}
	if os.Getenv(LifelineEnv) == "stdin" {
		go watchLifeline(os.Stdin, log)
	}
	serve(newServer(p), log, nil)
	os.Exit(0)
}

// serve serves srv over go-plugin until the host goes away, or in
// go-plugin's test mode when test is set.
func serve(srv providerv1.DocsProviderServer, log hclog.Logger, test *plugin.ServeTestConfig) {
	plugin.Serve(&plugin.ServeConfig{
		HandshakeConfig: Handshake,
		VersionedPlugins: map[int]plugin.PluginSet{
			sdk.ProtocolVersion: {PluginName: &GRPCPlugin{srv: srv}},
		},
		Logger: log,
		GRPCServer: func(opts []grpc.ServerOption) *grpc.Server {
			opts = append(opts, grpc.UnaryInterceptor(unaryInterceptor(log)))
			return grpc.NewServer(opts...)
		},
		Test: test,
	})
}

// watchLifeline exits the process when r reaches EOF: the host holds the
// other end of this pipe, and the kernel closes it however the host dies.
func watchLifeline(r io.Reader, log hclog.Logger) {
	_, _ = io.Copy(io.Discard, r)
	log.Debug("host went away (stdin closed); exiting")
	os.Exit(0)
}

// newPluginLogger logs JSON to w (the plugin's stderr), which go-plugin on
// the host side parses and relays into the host's log. The level comes from
// PKGDOCS_LOG_LEVEL, which the host passes on.
func newPluginLogger(w io.Writer) hclog.Logger {
	l := hclog.New(&hclog.LoggerOptions{
		Name:       "provider",
		Level:      hclog.LevelFromString(os.Getenv("PKGDOCS_LOG_LEVEL")),
		Output:     w,
		JSONFormat: true,
	})
	if l.GetLevel() == hclog.NoLevel {
		l.SetLevel(hclog.Info)
	}
	hclog.SetDefault(l)
	return l
}

// ServeTest serves p in-process in go-plugin's test mode until ctx is
// done, for contract tests. It returns the reattach config a host-side
// client connects with, and a channel closed when serving has stopped.
func ServeTest(ctx context.Context, p sdk.Provider, log hclog.Logger) (*plugin.ReattachConfig, <-chan struct{}, error) {
	if err := sdk.ValidateInfo(p.Info()); err != nil {
		return nil, nil, fmt.Errorf("serve %q: %w", p.Info().Name, err)
	}
	if log == nil {
		log = hclog.NewNullLogger()
	}
	reattach := make(chan *plugin.ReattachConfig, 1)
	closed := make(chan struct{})
	go serve(newServer(p), log, &plugin.ServeTestConfig{Context: ctx, ReattachConfigCh: reattach, CloseCh: closed})
	select {
	case rc := <-reattach:
		return rc, closed, nil
	case <-closed:
		return nil, nil, fmt.Errorf("serve %q: stopped before it was ready", p.Info().Name)
	}
}
