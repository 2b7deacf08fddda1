package sdk

import (
	"context"
	"encoding/json"
	"fmt"
	"runtime/debug"
	"time"

	hclog "github.com/hashicorp/go-hclog"
	"github.com/pkgdocs/pkgdocs/internal/contract"
	"github.com/pkgdocs/pkgdocs/internal/version"
	providerv1 "github.com/pkgdocs/pkgdocs/proto/pkgdocs/provider/v1"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// server adapts a Provider to the generated gRPC service.
type server struct {
	providerv1.UnimplementedDocsProviderServer
	p    Provider
	info *providerv1.GetInfoResponse
}

func newServer(p Provider) *server {
	return &server{p: p, info: contract.ToProtoInfo(p.Info(), capabilities(p), sdkVersion())}
}

// capabilities lists the optional interfaces p implements.
func capabilities(p Provider) []providerv1.Capability {
	var caps []providerv1.Capability
	if _, ok := p.(DocGetter); ok {
		caps = append(caps, providerv1.Capability_CAPABILITY_GET_DOC)
	}
	if _, ok := p.(Searcher); ok {
		caps = append(caps, providerv1.Capability_CAPABILITY_SEARCH)
	}
	if _, ok := p.(Completer); ok {
		caps = append(caps, providerv1.Capability_CAPABILITY_COMPLETE)
	}
	if _, ok := p.(ToolCaller); ok {
		caps = append(caps, providerv1.Capability_CAPABILITY_CALL_TOOL)
	}
	if _, ok := p.(HealthChecker); ok {
		caps = append(caps, providerv1.Capability_CAPABILITY_HEALTH)
	}
	if _, ok := p.(Checker); ok {
		caps = append(caps, providerv1.Capability_CAPABILITY_CHECK)
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
	doc, err := s.p.Describe(ctx, DescribeRequest{Package: contract.FromProtoRef(req.GetPackage()), Symbol: req.GetSymbol(), MaxLength: int(req.GetMaxLength())})
	if err != nil {
		return nil, err
	}
	if doc == nil {
		return nil, &Error{Code: codes.Internal, Msg: "provider returned no document and no error"}
	}
	return &providerv1.DescribeResponse{Document: contract.ToProtoDocument(doc)}, nil
}

func (s *server) GetDoc(ctx context.Context, req *providerv1.GetDocRequest) (*providerv1.GetDocResponse, error) {
	g, ok := s.p.(DocGetter)
	if !ok {
		return nil, Unimplemented("provider %q does not serve doc files", s.info.Name)
	}
	d, err := g.GetDoc(ctx, GetDocRequest{Package: contract.FromProtoRef(req.GetPackage()), Path: req.GetPath(), Section: req.GetSection(),
		Symbol: req.GetSymbol(), Query: req.GetQuery(), MaxLength: int(req.GetMaxLength())})
	if err != nil {
		return nil, err
	}
	return contract.ToProtoDoc(d), nil
}

func (s *server) Search(ctx context.Context, req *providerv1.SearchRequest) (*providerv1.SearchResponse, error) {
	sr, ok := s.p.(Searcher)
	if !ok {
		return nil, Unimplemented("provider %q does not search", s.info.Name)
	}
	r, err := sr.Search(ctx, SearchRequest{Package: contract.FromProtoRef(req.GetPackage()), Query: req.GetQuery(), Limit: int(req.GetLimit()), Fuzzy: req.GetFuzzy()})
	if err != nil {
		return nil, err
	}
	return contract.ToProtoSearch(r), nil
}

func (s *server) Complete(ctx context.Context, req *providerv1.CompleteRequest) (*providerv1.CompleteResponse, error) {
	c, ok := s.p.(Completer)
	if !ok {
		return nil, Unimplemented("provider %q does not complete", s.info.Name)
	}
	r, err := c.Complete(ctx, CompleteRequest{Argument: req.GetArgument(), Prefix: req.GetPrefix(), ProjectPath: req.GetProjectPath(), Context: req.GetContext(), Limit: int(req.GetLimit()), ProjectTrusted: req.GetProjectTrusted()})
	if err != nil {
		return nil, err
	}
	if r == nil {
		r = &Completion{}
	}
	return &providerv1.CompleteResponse{Values: r.Values, Total: int32(r.Total), HasMore: r.HasMore, ProjectValues: int32(min(max(r.ProjectValues, 0), len(r.Values)))}, nil
}

func (s *server) CallTool(ctx context.Context, req *providerv1.CallToolRequest) (*providerv1.CallToolResponse, error) {
	c, ok := s.p.(ToolCaller)
	if !ok {
		return nil, Unimplemented("provider %q declares no tools", s.info.Name)
	}
	args := json.RawMessage(req.GetArgumentsJson())
	if len(args) == 0 {
		args = json.RawMessage("{}")
	}
	r, err := c.CallTool(contract.WithProjectTrusted(ctx, req.GetProjectTrusted()), req.GetName(), args)
	if err != nil {
		return nil, err
	}
	if r == nil {
		return nil, &Error{Code: codes.Internal, Msg: fmt.Sprintf("tool %q returned no result and no error", req.GetName())}
	}
	return &providerv1.CallToolResponse{Text: r.Text, StructuredJson: r.Structured, IsError: r.IsError}, nil
}

func (s *server) Check(ctx context.Context, req *providerv1.CheckRequest) (*providerv1.CheckResponse, error) {
	c, ok := s.p.(Checker)
	if !ok {
		return nil, Unimplemented("provider %q does not check names", s.info.Name)
	}
	r, err := c.Check(ctx, CheckRequest{Package: contract.FromProtoRef(req.GetPackage()), Symbols: req.GetSymbols(), Code: req.GetCode()})
	if err != nil {
		return nil, err
	}
	if r == nil {
		return nil, &Error{Code: codes.Internal, Msg: "provider returned no check result and no error"}
	}
	return contract.ToProtoCheck(r), nil
}

func (s *server) Health(ctx context.Context, req *providerv1.HealthRequest) (*providerv1.HealthResponse, error) {
	h, ok := s.p.(HealthChecker)
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
		if _, isSDK := err.(*Error); !isSDK {
			return err
		}
	}
	code := Code(err)
	if code == codes.Unknown && ctx.Err() != nil {
		code = Code(ctx.Err())
	}
	return status.Error(code, err.Error())
}
