package supervise

import (
	"context"
	"net"
	"path/filepath"
	"testing"

	plugin "github.com/hashicorp/go-plugin"
	"google.golang.org/grpc"
	"google.golang.org/grpc/connectivity"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/health/grpc_health_v1"
)

// slowHealth answers no health check until its release channel closes:
// a provider too busy to answer within deathCheck.
type slowHealth struct {
	grpc_health_v1.UnimplementedHealthServer
	release chan struct{}
}

func (h *slowHealth) Check(ctx context.Context, _ *grpc_health_v1.HealthCheckRequest) (*grpc_health_v1.HealthCheckResponse, error) {
	select {
	case <-h.release:
	case <-ctx.Done():
	}
	return &grpc_health_v1.HealthCheckResponse{Status: grpc_health_v1.HealthCheckResponse_SERVING}, nil
}

// A provider that answered a call with an error and is then too slow to
// answer the health check in time is alive (its process runs and its
// connection is ready): the call's error stands and the run is not
// marked broken. Once its end of the connection is closed (the provider
// behind a wrapper died), the same check says dead.
func TestDeathCheckSlowIsNotDead(t *testing.T) {
	sock := filepath.Join(t.TempDir(), "p.sock")
	ln, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	h := &slowHealth{release: make(chan struct{})}
	srv := grpc.NewServer()
	grpc_health_v1.RegisterHealthServer(srv, h)
	served := make(chan struct{})
	go func() { defer close(served); _ = srv.Serve(ln) }()
	t.Cleanup(func() { close(h.release); srv.Stop(); <-served })

	conn, err := grpc.NewClient("unix://"+sock, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	// Ready first, as a provider's connection is after a call.
	conn.Connect()
	for s := conn.GetState(); s != connectivity.Ready; s = conn.GetState() {
		if !conn.WaitForStateChange(context.Background(), s) {
			t.Fatal("connection never ready")
		}
	}
	in := &instance{
		proc: &process{exited: make(chan struct{}), done: make(chan struct{})}, // running
		rpc:  &plugin.GRPCClient{Conn: conn},
	}
	if in.diedDuringCall() {
		t.Errorf("a live provider slow to answer the health check was taken for dead")
	}
	if in.broken.Load() {
		t.Errorf("a live provider slow to answer the health check was marked broken")
	}

	srv.Stop() // the provider's end is gone; its (wrapper) process runs on
	if !in.diedDuringCall() {
		t.Errorf("a provider whose connection is closed was taken for alive")
	}
	if !in.broken.Load() {
		t.Errorf("a provider whose connection is closed was not marked broken")
	}
}
