package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/pkgdocs/pkgdocs/host/discovery"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// With manifests cached, initialize and tools/list are answered without
// starting any provider; the first call starts it; `pkgdocs plugins`
// shows each state.
func TestToolsListFromManifests(t *testing.T) {
	tmp := t.TempDir()
	dir := filepath.Join(tmp, "plugins")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	install(t, dir, discovery.Prefix+"ondemo")
	c := common{pluginsDir: dir, cacheDir: filepath.Join(tmp, "cache"), resolveTTL: time.Hour}

	// The first host learns the manifest by starting the provider.
	h, err := NewHost(c, nil)
	if err != nil {
		t.Fatal(err)
	}
	h.Start(context.Background(), false)
	if st := h.Supervisor.Providers()[0].Status().State; st != supervise.Running {
		t.Errorf("first host: state %q, want running (started to learn its manifest)", st)
	}
	h.Close()

	h, err = NewHost(c, nil)
	if err != nil {
		t.Fatal(err)
	}
	closed := false
	defer func() {
		if !closed {
			h.Close()
		}
	}()
	h.Start(context.Background(), false)
	p := h.Supervisor.Providers()[0]
	ctx := context.Background()
	cl, err := client.NewInProcessClient(h.Gateway.Server())
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	if err := cl.Start(ctx); err != nil {
		t.Fatal(err)
	}
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	if _, err := cl.Initialize(ctx, init); err != nil {
		t.Fatal(err)
	}
	lt, err := cl.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range lt.Tools {
		names = append(names, tl.Name)
	}
	if !strings.Contains(strings.Join(names, ","), "describe_ondemo_package") {
		t.Errorf("tools/list = %v, want describe_ondemo_package", names)
	}
	// Readiness (/readyz) counts a provider known from its manifest as
	// ready without starting it.
	if err := h.Gateway.Ready(ctx); err != nil {
		t.Errorf("Ready with a provider not started: %v", err)
	}
	if st := p.Status().State; st != supervise.NotStarted {
		t.Fatalf("after initialize, tools/list and a readiness check: state %q, want %q", st, supervise.NotStarted)
	}
	req := mcp.CallToolRequest{}
	req.Params.Name = "describe_ondemo_package"
	req.Params.Arguments = map[string]any{"package": "ok", "version": "1.0.0"}
	res, err := cl.CallTool(ctx, req)
	if err != nil || res.IsError {
		t.Fatalf("call: %v %+v", err, res)
	}
	if st := p.Status().State; st != supervise.Running {
		t.Errorf("after a call: state %q, want running", st)
	}

	// `pkgdocs plugins` on a third host reads the manifest and says so
	// (one host at a time: logging.Setup sets process-wide loggers).
	cl.Close()
	h.Close()
	closed = true
	var out, errb bytes.Buffer
	if code := Main([]string{"plugins", "--json", "--plugins-dir", dir, "--cache-dir", c.cacheDir}, &out, &errb); code != 0 {
		t.Fatalf("plugins: exit %d: %s", code, errb.String())
	}
	var got struct {
		Providers []struct {
			Name, State, Health string
		}
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Providers) != 1 || got.Providers[0].State != string(supervise.NotStarted) {
		t.Errorf("plugins --json providers = %+v, want one, not started", got.Providers)
	}
}

func TestIdleFlag(t *testing.T) {
	tests := []struct {
		v       string
		http    bool
		want    time.Duration
		wantErr bool
	}{
		{"", false, defaultProviderIdle, false},
		{"", true, 0, false},
		{"0", false, 0, false},
		{"0s", true, 0, false},
		{"90s", true, 90 * time.Second, false},
		{"-1s", false, 0, true},
		{"soon", false, 0, true},
	}
	for _, tt := range tests {
		got, err := idleFlag(tt.v, tt.http)
		if (err != nil) != tt.wantErr || got != tt.want {
			t.Errorf("idleFlag(%q, %v) = %s, %v; want %s, error %v", tt.v, tt.http, got, err, tt.want, tt.wantErr)
		}
	}
}

// A provider known from its manifest whose start fails is "failed" with
// the reason, and readiness says so.
func TestFailedOnDemandStartNotReady(t *testing.T) {
	tmp := t.TempDir()
	real := filepath.Join(tmp, "real")
	dir := filepath.Join(tmp, "plugins")
	for _, d := range []string{real, dir} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	prov := install(t, real, discovery.Prefix+"flaky")
	broken := filepath.Join(tmp, "broken")
	// The wrapper keeps its stamp (and so its manifest) while its
	// behaviour changes with the marker file.
	wrapper := "#!/bin/sh\n[ -e " + broken + " ] && exit 1\nexec " + prov + "\n"
	if err := os.WriteFile(filepath.Join(dir, discovery.Prefix+"flaky"), []byte(wrapper), 0o755); err != nil {
		t.Fatal(err)
	}
	c := common{pluginsDir: dir, cacheDir: filepath.Join(tmp, "cache"), resolveTTL: time.Hour}
	h, err := NewHost(c, nil)
	if err != nil {
		t.Fatal(err)
	}
	h.Start(context.Background(), false)
	h.Close()
	if err := os.WriteFile(broken, nil, 0o644); err != nil {
		t.Fatal(err)
	}

	h, err = NewHost(c, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	h.Start(context.Background(), false)
	ctx := context.Background()
	p := h.Supervisor.Providers()[0]
	if st := p.Status().State; st != supervise.NotStarted {
		t.Fatalf("state %q, want not started", st)
	}
	if err := p.Do(ctx, func(*serve.Remote) error { return nil }); err == nil {
		t.Fatal("call to a provider that cannot start succeeded")
	}
	views, _ := h.Gateway.Providers(ctx)
	if len(views) != 1 || views[0].State != string(supervise.Failed) || views[0].Reason == "" {
		t.Errorf("views = %+v, want one failed with a reason", views)
	}
	if err := h.Gateway.Ready(ctx); err == nil || !strings.Contains(err.Error(), "flaky failed") {
		t.Errorf("Ready = %v, want flaky failed", err)
	}
}
