package serve_test

import (
	"context"
	"net"
	"testing"

	"github.com/google/go-cmp/cmp"
	providerv1 "github.com/pkgdocs/pkgdocs/proto/pkgdocs/provider/v1"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/test/bufconn"
)

// seen records the provider names the calls it gets carry.
type seen struct {
	providerv1.UnimplementedDocsProviderServer
	names chan []string
}

func (s *seen) GetInfo(ctx context.Context, _ *providerv1.GetInfoRequest) (*providerv1.GetInfoResponse, error) {
	md, _ := metadata.FromIncomingContext(ctx)
	s.names <- md.Get(serve.ProviderMetadataKey)
	return &providerv1.GetInfoResponse{Name: "x", Ecosystem: "x", SharedProcess: []string{"x", "y"}}, nil
}

// A named remote names its provider in every call's metadata; a plain
// one names none.
func TestNamedRemote(t *testing.T) {
	lis := bufconn.Listen(1 << 20)
	srv := grpc.NewServer()
	s := &seen{names: make(chan []string, 1)}
	providerv1.RegisterDocsProviderServer(srv, s)
	go srv.Serve(lis)
	defer srv.Stop()
	conn, err := grpc.NewClient("passthrough:///bufnet",
		grpc.WithContextDialer(func(context.Context, string) (net.Conn, error) { return lis.Dial() }),
		grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	tests := []struct {
		name   string
		remote *serve.Remote
		want   []string
	}{
		{"named", serve.NewNamedRemote(conn, "golang"), []string{"golang"}},
		{"plain", serve.NewRemote(providerv1.NewDocsProviderClient(conn)), nil},
	}
	for _, tt := range tests {
		info, err := tt.remote.GetInfo(context.Background())
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if d := cmp.Diff(tt.want, <-s.names); d != "" {
			t.Errorf("%s: names sent (-want +got):\n%s", tt.name, d)
		}
		if d := cmp.Diff([]string{"x", "y"}, info.SharedProcess); d != "" {
			t.Errorf("%s: SharedProcess (-want +got):\n%s", tt.name, d)
		}
	}
}
