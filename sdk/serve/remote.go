package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"unicode/utf8"

	providerv1 "github.com/pkgdocs/pkgdocs/proto/pkgdocs/provider/v1"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/internal/version"
	"github.com/pkgdocs/pkgdocs/sdk/internal/wire"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
)

// Remote is the host side of a provider: the same methods as a Provider,
// over gRPC. Errors come back as *sdk.Error with the provider's code.
type Remote struct {
	c providerv1.DocsProviderClient
}

// NewRemote wraps a generated client.
func NewRemote(c providerv1.DocsProviderClient) *Remote { return &Remote{c: c} }

// fromStatus turns a gRPC error into a *sdk.Error keeping its code.
func fromStatus(err error) error {
	if err == nil {
		return nil
	}
	s, ok := status.FromError(err)
	if !ok {
		return err
	}
	return &sdk.Error{Code: s.Code(), Msg: s.Message(), Err: needEnvFrom(s)}
}

// GetInfo asks the provider to describe itself.
func (r *Remote) GetInfo(ctx context.Context) (sdk.RemoteInfo, error) {
	resp, err := r.c.GetInfo(ctx, &providerv1.GetInfoRequest{HostVersion: version.Version, HostContractMinor: sdk.ContractMinor})
	if err != nil {
		return sdk.RemoteInfo{}, fromStatus(err)
	}
	return wire.FromProtoInfo(resp), nil
}

// Describe returns a package's document.
func (r *Remote) Describe(ctx context.Context, req sdk.DescribeRequest) (*sdk.Document, error) {
	resp, err := r.c.Describe(ctx, &providerv1.DescribeRequest{Package: wire.ToProtoRef(req.Package), Symbol: req.Symbol, MaxLength: int32(req.MaxLength)})
	if err != nil {
		return nil, fromStatus(err)
	}
	if resp.GetDocument() == nil {
		return nil, &sdk.Error{Code: codes.Internal, Msg: "provider returned an empty document"}
	}
	return wire.FromProtoDocument(resp.GetDocument()), nil
}

// GetDoc returns one doc file, section or symbol.
func (r *Remote) GetDoc(ctx context.Context, req sdk.GetDocRequest) (*sdk.Doc, error) {
	resp, err := r.c.GetDoc(ctx, &providerv1.GetDocRequest{Package: wire.ToProtoRef(req.Package), Path: req.Path, Section: req.Section,
		Symbol: req.Symbol, Query: req.Query, MaxLength: int32(req.MaxLength)})
	if err != nil {
		return nil, fromStatus(err)
	}
	return wire.FromProtoDoc(resp), nil
}

// Search ranks a package's docs.
func (r *Remote) Search(ctx context.Context, req sdk.SearchRequest) (*sdk.SearchResult, error) {
	resp, err := r.c.Search(ctx, &providerv1.SearchRequest{Package: wire.ToProtoRef(req.Package), Query: req.Query, Limit: int32(req.Limit), Fuzzy: req.Fuzzy})
	if err != nil {
		return nil, fromStatus(err)
	}
	out := wire.FromProtoSearch(resp)
	for i := range out.Hits {
		// A NaN or infinite score cannot be encoded as JSON: the answer
		// would never reach the agent.
		if s := out.Hits[i].Score; math.IsNaN(s) || math.IsInf(s, 0) {
			out.Hits[i].Score = 0
		}
	}
	return out, nil
}

// Complete suggests values for an argument.
func (r *Remote) Complete(ctx context.Context, req sdk.CompleteRequest) (*sdk.Completion, error) {
	resp, err := r.c.Complete(ctx, &providerv1.CompleteRequest{Argument: req.Argument, Prefix: req.Prefix, ProjectPath: req.ProjectPath, Context: req.Context, Limit: int32(req.Limit), ProjectTrusted: req.ProjectTrusted})
	if err != nil {
		return nil, fromStatus(err)
	}
	// A provider's count is clamped: it cannot claim more values than it sent.
	pv := min(max(int(resp.GetProjectValues()), 0), len(resp.GetValues()))
	return &sdk.Completion{Values: resp.GetValues(), Total: int(resp.GetTotal()), HasMore: resp.GetHasMore(), ProjectValues: pv}, nil
}

// CallTool runs a declared tool.
func (r *Remote) CallTool(ctx context.Context, name string, args json.RawMessage) (*sdk.ToolResult, error) {
	resp, err := r.c.CallTool(ctx, &providerv1.CallToolRequest{Name: name, ArgumentsJson: args, ProjectTrusted: sdk.ProjectTrusted(ctx)})
	if err != nil {
		return nil, fromStatus(err)
	}
	out := &sdk.ToolResult{Text: resp.GetText(), IsError: resp.GetIsError()}
	if b := resp.GetStructuredJson(); len(b) > 0 {
		if !json.Valid(b) {
			return nil, fmt.Errorf("tool %q returned invalid structured JSON", name)
		}
		out.Structured = b
	}
	return out, nil
}

// Check says which names exist in a package at one version.
func (r *Remote) Check(ctx context.Context, req sdk.CheckRequest) (*sdk.CheckResult, error) {
	resp, err := r.c.Check(ctx, &providerv1.CheckRequest{Package: wire.ToProtoRef(req.Package), Symbols: req.Symbols, Code: req.Code})
	if err != nil {
		return nil, fromStatus(err)
	}
	return wire.FromProtoCheck(resp), nil
}

// LookupNames asks the provider about names its outline cannot decide
// (contract minor 9). It sends at most sdk.MaxLookupNames names of at most
// sdk.MaxLookupNameLen bytes (longer ones are left out: cannot tell) and
// keeps only answers on names it asked, bounded (wire.FromProtoLookup). A
// provider without the capability answers Unimplemented.
func (r *Remote) LookupNames(ctx context.Context, req sdk.LookupRequest) (*sdk.LookupResult, error) {
	var names []string
	for _, n := range req.Names {
		if len(names) == sdk.MaxLookupNames {
			break
		}
		if len(n) <= sdk.MaxLookupNameLen && utf8.ValidString(n) {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return &sdk.LookupResult{}, nil
	}
	resp, err := r.c.LookupNames(ctx, &providerv1.LookupNamesRequest{Package: wire.ToProtoRef(req.Package), Names: names})
	if err != nil {
		return nil, fromStatus(err)
	}
	return wire.FromProtoLookup(resp, names), nil
}

// Health checks the provider.
func (r *Remote) Health(ctx context.Context, deep bool) (sdk.Health, error) {
	resp, err := r.c.Health(ctx, &providerv1.HealthRequest{Deep: deep})
	if err != nil {
		return sdk.Health{State: sdk.NotServing, Message: err.Error()}, fromStatus(err)
	}
	st := sdk.HealthState(resp.GetStatus())
	if st < sdk.HealthUnknown || st > sdk.NotServing {
		st = sdk.HealthUnknown
	}
	return sdk.Health{State: st, Message: resp.GetMessage()}, nil
}

// RemoteInfo is a provider's Info as the host sees it (see sdk.RemoteInfo).
type RemoteInfo = sdk.RemoteInfo

// NewNamedRemote speaks over conn to provider name in a process that
// serves several (contract minor 6): every call carries the name in its
// metadata (ProviderMetadataKey).
func NewNamedRemote(conn grpc.ClientConnInterface, name string) *Remote {
	return NewRemote(providerv1.NewDocsProviderClient(namedConn{conn, name}))
}

// namedConn adds the provider's name to every call's outgoing metadata.
type namedConn struct {
	grpc.ClientConnInterface
	name string
}

func (c namedConn) Invoke(ctx context.Context, method string, args, reply any, opts ...grpc.CallOption) error {
	return c.ClientConnInterface.Invoke(metadata.AppendToOutgoingContext(ctx, ProviderMetadataKey, c.name), method, args, reply, opts...)
}

func (c namedConn) NewStream(ctx context.Context, desc *grpc.StreamDesc, method string, opts ...grpc.CallOption) (grpc.ClientStream, error) {
	return c.ClientConnInterface.NewStream(metadata.AppendToOutgoingContext(ctx, ProviderMetadataKey, c.name), desc, method, opts...)
}
