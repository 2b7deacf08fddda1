package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"runtime/debug"
	"time"
	"unicode/utf8"

	hclog "github.com/hashicorp/go-hclog"
	providerv1 "github.com/pkgdocs/pkgdocs/proto/pkgdocs/provider/v1"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/internal/version"
	"github.com/pkgdocs/pkgdocs/sdk/internal/wire"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// server adapts a Provider to the generated gRPC service.
type server struct {
	providerv1.UnimplementedDocsProviderServer
	p    sdk.Provider
	info *providerv1.GetInfoResponse
}

func newServer(p sdk.Provider) *server {
	return &server{p: p, info: wire.ToProtoInfo(p.Info(), capabilities(p), sdkVersion())}
}

// capabilities lists the optional interfaces p implements.
func capabilities(p sdk.Provider) []providerv1.Capability {
	var caps []providerv1.Capability
	if _, ok := p.(sdk.DocGetter); ok {
		caps = append(caps, providerv1.Capability_CAPABILITY_GET_DOC)
	}
	if _, ok := p.(sdk.Searcher); ok {
		caps = append(caps, providerv1.Capability_CAPABILITY_SEARCH)
	}
	if _, ok := p.(sdk.Completer); ok {
		caps = append(caps, providerv1.Capability_CAPABILITY_COMPLETE)
	}
	if _, ok := p.(sdk.ToolCaller); ok {
		caps = append(caps, providerv1.Capability_CAPABILITY_CALL_TOOL)
	}
	if _, ok := p.(sdk.HealthChecker); ok {
		caps = append(caps, providerv1.Capability_CAPABILITY_HEALTH)
	}
	if _, ok := p.(sdk.Checker); ok {
		caps = append(caps, providerv1.Capability_CAPABILITY_CHECK)
	}
	if _, ok := p.(sdk.NameLooker); ok {
		caps = append(caps, providerv1.Capability_CAPABILITY_LOOKUP_NAMES)
	}
	return caps
}

// sdkVersion is this module's version as the provider binary was built with it.
func sdkVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return version.Version
	}
	for _, d := range bi.Deps {
		if d.Path == "github.com/pkgdocs/pkgdocs" {
			return d.Version
		}
	}
	return version.Version
}

func (s *server) GetInfo(context.Context, *providerv1.GetInfoRequest) (*providerv1.GetInfoResponse, error) {
	return s.info, nil
}

func (s *server) Describe(ctx context.Context, req *providerv1.DescribeRequest) (*providerv1.DescribeResponse, error) {
	doc, err := s.p.Describe(ctx, sdk.DescribeRequest{Package: wire.FromProtoRef(req.GetPackage()), Symbol: req.GetSymbol(), MaxLength: int(req.GetMaxLength())})
	if err != nil {
		return nil, err
	}
	if doc == nil {
		return nil, &sdk.Error{Code: codes.Internal, Msg: "provider returned no document and no error"}
	}
	return &providerv1.DescribeResponse{Document: wire.ToProtoDocument(doc)}, nil
}

func (s *server) GetDoc(ctx context.Context, req *providerv1.GetDocRequest) (*providerv1.GetDocResponse, error) {
	g, ok := s.p.(sdk.DocGetter)
	if !ok {
		return nil, sdk.Unimplemented("provider %q does not serve doc files", s.info.Name)
	}
	d, err := g.GetDoc(ctx, sdk.GetDocRequest{Package: wire.FromProtoRef(req.GetPackage()), Path: req.GetPath(), Section: req.GetSection(),
		Symbol: req.GetSymbol(), Query: req.GetQuery(), MaxLength: int(req.GetMaxLength())})
	if err != nil {
		return nil, err
	}
	return wire.ToProtoDoc(d), nil
}

func (s *server) Search(ctx context.Context, req *providerv1.SearchRequest) (*providerv1.SearchResponse, error) {
	sr, ok := s.p.(sdk.Searcher)
	if !ok {
		return nil, sdk.Unimplemented("provider %q does not search", s.info.Name)
	}
	r, err := sr.Search(ctx, sdk.SearchRequest{Package: wire.FromProtoRef(req.GetPackage()), Query: req.GetQuery(), Limit: int(req.GetLimit()), Fuzzy: req.GetFuzzy()})
	if err != nil {
		return nil, err
	}
	return wire.ToProtoSearch(r), nil
}

func (s *server) Complete(ctx context.Context, req *providerv1.CompleteRequest) (*providerv1.CompleteResponse, error) {
	c, ok := s.p.(sdk.Completer)
	if !ok {
		return nil, sdk.Unimplemented("provider %q does not complete", s.info.Name)
	}
	r, err := c.Complete(ctx, sdk.CompleteRequest{Argument: req.GetArgument(), Prefix: req.GetPrefix(), ProjectPath: req.GetProjectPath(), Context: req.GetContext(), Limit: int(req.GetLimit()), ProjectTrusted: req.GetProjectTrusted()})
	if err != nil {
		return nil, err
	}
	if r == nil {
		r = &sdk.Completion{}
	}
	return &providerv1.CompleteResponse{Values: r.Values, Total: int32(r.Total), HasMore: r.HasMore, ProjectValues: int32(min(max(r.ProjectValues, 0), len(r.Values)))}, nil
}

func (s *server) CallTool(ctx context.Context, req *providerv1.CallToolRequest) (*providerv1.CallToolResponse, error) {
	c, ok := s.p.(sdk.ToolCaller)
	if !ok {
		return nil, sdk.Unimplemented("provider %q declares no tools", s.info.Name)
	}
	args := json.RawMessage(req.GetArgumentsJson())
	if len(args) == 0 {
		args = json.RawMessage("{}")
	}
	r, err := c.CallTool(sdk.WithProjectTrusted(ctx, req.GetProjectTrusted()), req.GetName(), args)
	if err != nil {
		return nil, err
	}
	if r == nil {
		return nil, &sdk.Error{Code: codes.Internal, Msg: fmt.Sprintf("tool %q returned no result and no error", req.GetName())}
	}
	return &providerv1.CallToolResponse{Text: r.Text, StructuredJson: r.Structured, IsError: r.IsError}, nil
}

func (s *server) Check(ctx context.Context, req *providerv1.CheckRequest) (*providerv1.CheckResponse, error) {
	c, ok := s.p.(sdk.Checker)
	if !ok {
		return nil, sdk.Unimplemented("provider %q does not check names", s.info.Name)
	}
	r, err := c.Check(ctx, sdk.CheckRequest{Package: wire.FromProtoRef(req.GetPackage()), Symbols: req.GetSymbols(), Code: req.GetCode()})
	if err != nil {
		return nil, err
	}
	if r == nil {
		return nil, &sdk.Error{Code: codes.Internal, Msg: "provider returned no check result and no error"}
	}
	return wire.ToProtoCheck(r), nil
}

func (s *server) LookupNames(ctx context.Context, req *providerv1.LookupNamesRequest) (*providerv1.LookupNamesResponse, error) {
	l, ok := s.p.(sdk.NameLooker)
	if !ok {
		return nil, sdk.Unimplemented("provider %q does not look names up", s.info.Name)
	}
	names := req.GetNames()
	if len(names) > sdk.MaxLookupNames {
		return nil, sdk.InvalidArgument("%d names to look up, over the %d limit", len(names), sdk.MaxLookupNames)
	}
	for i, n := range names {
		if len(n) > sdk.MaxLookupNameLen || !utf8.ValidString(n) {
			return nil, sdk.InvalidArgument("name %d to look up is not valid UTF-8 of at most %d bytes", i, sdk.MaxLookupNameLen)
		}
	}
	r, err := l.LookupNames(ctx, sdk.LookupRequest{Package: wire.FromProtoRef(req.GetPackage()), Names: names})
	if err != nil {
		return nil, err
	}
	return wire.ToProtoLookup(r), nil
}

func (s *server) Health(ctx context.Context, req *providerv1.HealthRequest) (*providerv1.HealthResponse, error) {
	h, ok := s.p.(sdk.HealthChecker)
	if !ok {
		return &providerv1.HealthResponse{Status: providerv1.HealthStatus_HEALTH_STATUS_SERVING}, nil
	}
	r, err := h.Health(ctx, req.GetDeep())
	if err != nil {
		return nil, err
	}
	return &providerv1.HealthResponse{Status: providerv1.HealthStatus(r.State), Message: r.Message}, nil
}

// unaryInterceptor recovers panics per call and maps every error to a gRPC
// status once, here, so provider code only deals with sdk errors.
//
// At debug level it logs "call started" and "call finished" (with the code
// and the time taken) for every call: the host's log then shows calls that
// outlive their cancellation, and providertest checks with these records
// that a provider stops working when its caller cancels.
func unaryInterceptor(log hclog.Logger) grpc.UnaryServerInterceptor {
	return func(ctx context.Context, req any, info *grpc.UnaryServerInfo, handler grpc.UnaryHandler) (resp any, err error) {
		start := time.Now()
		log.Debug("call started", "method", info.FullMethod)
		defer func() {
			if r := recover(); r != nil {
				log.Error("provider panicked", "method", info.FullMethod, "panic", fmt.Sprint(r), "stack", string(debug.Stack()))
				resp, err = nil, status.Errorf(codes.Internal, "provider panicked in %s: %v", info.FullMethod, r)
			}
			log.Debug("call finished", "method", info.FullMethod, "code", status.Code(err).String(), "elapsed", time.Since(start).String())
		}()
		resp, err = handler(ctx, req)
		if err != nil {
			err = toStatus(ctx, err)
		}
		return resp, err
	}
}

// toStatus maps err to a gRPC status error with its contract code.
func toStatus(ctx context.Context, err error) error {
	if _, ok := err.(interface{ GRPCStatus() *status.Status }); ok {
		if _, isSDK := err.(*sdk.Error); !isSDK {
			return err
		}
	}
	code := sdk.Code(err)
	if code == codes.Unknown && ctx.Err() != nil {
		code = sdk.Code(ctx.Err())
	}
	st := status.New(code, err.Error())
	if need, ok := sdk.NeededEnv(err); ok {
		st = withDetail(st, needEnvDetail(need))
	}
	return st.Err()
}
