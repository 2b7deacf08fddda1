package serve

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	providerv1 "github.com/pkgdocs/pkgdocs/proto/pkgdocs/provider/v1"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
)

// named answers Describe with its own name as the summary.
type named string

func (n named) Info() sdk.Info {
	return sdk.Info{Name: string(n), Version: "1.0.0", Ecosystem: string(n)}
}

func (n named) Describe(context.Context, sdk.DescribeRequest) (*sdk.Document, error) {
	return &sdk.Document{Name: "pkg", Version: "1.0.0", Summary: string(n)}, nil
}

// Each call goes to the provider its metadata names, or to the default
// without one; every provider declares all the names.
func TestRouter(t *testing.T) {
	r, err := newRouter(named("beta"), []sdk.Provider{named("beta"), named("alpha")})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		md       []string // values of the provider key
		want     string   // provider that answers
		wantCode codes.Code
	}{
		{"no metadata: the default", nil, "beta", codes.OK},
		{"alpha", []string{"alpha"}, "alpha", codes.OK},
		{"beta", []string{"beta"}, "beta", codes.OK},
		{"unknown name", []string{"gamma"}, "", codes.NotFound},
		{"two names", []string{"alpha", "beta"}, "", codes.InvalidArgument},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			if tt.md != nil {
				md := metadata.MD{}
				md.Append(ProviderMetadataKey, tt.md...)
				ctx = metadata.NewIncomingContext(ctx, md)
			}
			resp, err := r.Describe(ctx, &providerv1.DescribeRequest{Package: &providerv1.PackageRef{Name: "pkg"}})
			got := codes.OK
			if err != nil {
				got = status.Code(toStatus(ctx, err))
			}
			if got != tt.wantCode {
				t.Fatalf("code %v (%v), want %v", got, err, tt.wantCode)
			}
			if err != nil {
				return
			}
			if got := resp.GetDocument().GetSummary(); got != tt.want {
				t.Errorf("answered by %q, want %q", got, tt.want)
			}
			info, err := r.GetInfo(ctx, &providerv1.GetInfoRequest{})
			if err != nil {
				t.Fatal(err)
			}
			if info.GetName() != tt.want {
				t.Errorf("GetInfo name %q, want %q", info.GetName(), tt.want)
			}
			if d := cmp.Diff([]string{"alpha", "beta"}, info.GetSharedProcess()); d != "" {
				t.Errorf("shared_process (-want +got):\n%s", d)
			}
		})
	}
}

func TestRouterRefuses(t *testing.T) {
	tests := []struct {
		name string
		def  sdk.Provider
		ps   []sdk.Provider
		want string
	}{
		{"two of one name", named("a"), []sdk.Provider{named("a"), named("a")}, `two providers named "a"`},
		{"nil provider", named("a"), []sdk.Provider{named("a"), nil}, "nil provider"},
		{"invalid info", named("a"), []sdk.Provider{named("a"), named("B!")}, "B!"},
		{"default not served", named("c"), []sdk.Provider{named("a"), named("b")}, `default provider "c"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := newRouter(tt.def, tt.ps)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("newRouter: %v, want an error with %q", err, tt.want)
			}
		})
	}
}

// The binary runs as the provider it is named for; under another name it
// says which names to install it as.
func TestSharedDefault(t *testing.T) {
	ps := []sdk.Provider{named("npm"), named("golang")}
	tests := []struct {
		file, want, wantErr string
	}{
		{"pkgdocs-provider-npm", "npm", ""},
		{"pkgdocs-provider-golang.exe", "golang", ""},
		{"pkgdocs-provider-rust", "", "install it as pkgdocs-provider-npm, pkgdocs-provider-golang"},
		{"pkgdocs-providers", "", "install it as"},
	}
	for _, tt := range tests {
		p, err := sharedDefault(tt.file, ps)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("%s: %v, want error with %q", tt.file, err, tt.wantErr)
			}
			continue
		}
		if err != nil || p.Info().Name != tt.want {
			t.Errorf("%s: %v, %v; want %s", tt.file, p, err, tt.want)
		}
	}
}
