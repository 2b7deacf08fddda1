package serve

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	providerv1 "github.com/pkgdocs/pkgdocs/proto/pkgdocs/provider/v1"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
)

// BinaryPrefix is what a provider binary's file name starts with; the rest
// is the provider's name.
const BinaryPrefix = "pkgdocs-provider-"

// ServeShared runs a binary that holds several providers, installed under
// each one's name (pkgdocs-provider-<name>, hard links to one file). Run
// from a terminal it is the CLI of the provider it is named for. Started
// by a host it serves that provider, and the others too, in the same
// process: a host that finds the providers installed as one file starts
// it once for all of them and names the provider each call is for
// (contract minor 6, RemoteInfo.SharedProcess), instead of running one
// process per provider. Every provider must have its own name; none may
// be nil. ServeShared does not return.
func ServeShared(ps ...sdk.Provider) {
	p, err := sharedDefault(filepath.Base(os.Args[0]), ps)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	if os.Getenv(Handshake.MagicCookieKey) != Handshake.MagicCookieValue {
		os.Exit(Standalone(context.Background(), p, os.Args[1:], os.Stdout, os.Stderr))
	}
	log := newPluginLogger(os.Stderr)
	r, err := newRouter(p, ps)
	if err != nil {
		log.Error("invalid provider info", "error", err)
		os.Exit(1)
	}
	if os.Getenv(LifelineEnv) == "stdin" {
		go watchLifeline(os.Stdin, log)
	}
	serve(r, log, nil)
	os.Exit(0)
}

// sharedDefault is the provider of ps the binary file named file is for.
func sharedDefault(file string, ps []sdk.Provider) (sdk.Provider, error) {
	name := strings.TrimSuffix(strings.TrimPrefix(file, BinaryPrefix), ".exe")
	var names []string
	for _, p := range ps {
		if p.Info().Name == name {
			return p, nil
		}
		names = append(names, BinaryPrefix+p.Info().Name)
	}
	return nil, fmt.Errorf("%s: this binary holds several pkgdocs providers and runs as the one it is named for: install it as %s", file, strings.Join(names, ", "))
}

// router serves several providers on one gRPC server: each call goes to
// the provider named by its ProviderMetadataKey metadata, or,
// without one, to the default provider.
type router struct {
	providerv1.UnimplementedDocsProviderServer
	def    *server
	byName map[string]*server
}

// newRouter validates every provider's Info and builds their servers,
// each declaring all the names (RemoteInfo.SharedProcess).
func newRouter(def sdk.Provider, ps []sdk.Provider) (*router, error) {
	r := &router{byName: map[string]*server{}}
	var names []string
	for _, p := range ps {
		if p == nil {
			return nil, fmt.Errorf("serve shared: nil provider")
		}
		info := p.Info()
		if err := sdk.ValidateInfo(info); err != nil {
			return nil, fmt.Errorf("serve %q: %w", info.Name, err)
		}
		if _, dup := r.byName[info.Name]; dup {
			return nil, fmt.Errorf("serve shared: two providers named %q", info.Name)
		}
		r.byName[info.Name] = newServer(p)
		names = append(names, info.Name)
	}
	slices.Sort(names)
	for _, s := range r.byName {
		s.info.SharedProcess = names
	}
	r.def = r.byName[def.Info().Name]
	if r.def == nil {
		return nil, fmt.Errorf("serve shared: default provider %q is not among those served", def.Info().Name)
	}
	return r, nil
}

// pick is the server of the provider the call names.
func (r *router) pick(ctx context.Context) (*server, error) {
	md, _ := metadata.FromIncomingContext(ctx)
	v := md.Get(ProviderMetadataKey)
	switch len(v) {
	case 0:
		return r.def, nil
	case 1:
		if s := r.byName[v[0]]; s != nil {
			return s, nil
		}
		names := make([]string, 0, len(r.byName))
		for n := range r.byName {
			names = append(names, n)
		}
		slices.Sort(names)
		return nil, &sdk.Error{Code: codes.NotFound, Msg: fmt.Sprintf("this process serves providers %s, not %q", strings.Join(names, ", "), v[0])}
	default:
		return nil, sdk.InvalidArgument("a call names %d providers; it must name one", len(v))
	}
}

// route runs method on the server the call names.
func route[Req, Resp any](r *router, ctx context.Context, req Req, method func(*server, context.Context, Req) (Resp, error)) (Resp, error) {
	s, err := r.pick(ctx)
	if err != nil {
		var zero Resp
		return zero, err
	}
	return method(s, ctx, req)
}

func (r *router) GetInfo(ctx context.Context, req *providerv1.GetInfoRequest) (*providerv1.GetInfoResponse, error) {
	return route(r, ctx, req, (*server).GetInfo)
}

func (r *router) Describe(ctx context.Context, req *providerv1.DescribeRequest) (*providerv1.DescribeResponse, error) {
	return route(r, ctx, req, (*server).Describe)
}

func (r *router) GetDoc(ctx context.Context, req *providerv1.GetDocRequest) (*providerv1.GetDocResponse, error) {
	return route(r, ctx, req, (*server).GetDoc)
}

func (r *router) Search(ctx context.Context, req *providerv1.SearchRequest) (*providerv1.SearchResponse, error) {
	return route(r, ctx, req, (*server).Search)
}

func (r *router) Complete(ctx context.Context, req *providerv1.CompleteRequest) (*providerv1.CompleteResponse, error) {
	return route(r, ctx, req, (*server).Complete)
}

func (r *router) CallTool(ctx context.Context, req *providerv1.CallToolRequest) (*providerv1.CallToolResponse, error) {
	return route(r, ctx, req, (*server).CallTool)
}

func (r *router) Check(ctx context.Context, req *providerv1.CheckRequest) (*providerv1.CheckResponse, error) {
	return route(r, ctx, req, (*server).Check)
}

func (r *router) LookupNames(ctx context.Context, req *providerv1.LookupNamesRequest) (*providerv1.LookupNamesResponse, error) {
	return route(r, ctx, req, (*server).LookupNames)
}

func (r *router) Health(ctx context.Context, req *providerv1.HealthRequest) (*providerv1.HealthResponse, error) {
	return route(r, ctx, req, (*server).Health)
}
