package sdk

import (
	"context"

	plugin "github.com/hashicorp/go-plugin"
	"github.com/pkgdocs/pkgdocs/internal/contract"
	"github.com/pkgdocs/pkgdocs/internal/grpcclient"
	providerv1 "github.com/pkgdocs/pkgdocs/proto/pkgdocs/provider/v1"
	"google.golang.org/grpc"
)

const (
	// ProtocolVersion is the go-plugin handshake version: the contract's
	// major version. A host refuses providers speaking another one.
	ProtocolVersion = 1
	// ContractMinor counts additive changes within ProtocolVersion.
	//   1: CompleteResponse.project_values (Completion.ProjectValues).
	//   2: ToolDeclaration.takes_project and cache_ttl (Tool.TakesProject,
	//      Tool.CacheTTL): the host stops guessing them from the schema
	//      and the arguments.
	ContractMinor = contract.ContractMinor
	// PluginName is the single plugin each provider binary serves.
	PluginName = "docs"
	// LifelineEnv, when set to "stdin" in a provider's environment, makes
	// Serve exit as soon as its stdin reaches EOF: the host holds the write
	// end of that pipe, so providers die with the host, even a SIGKILLed one.
	LifelineEnv = "PKGDOCS_LIFELINE"
)

// Handshake is the go-plugin handshake every pkgdocs provider and host use.
// The cookie only tells a provider it was started by a host; it is not a
// security measure.
var Handshake = plugin.HandshakeConfig{
	ProtocolVersion:  ProtocolVersion,
	MagicCookieKey:   "PKGDOCS_PLUGIN_COOKIE",
	MagicCookieValue: "5f1c0e9b-pkgdocs-docs-provider",
}

// GRPCPlugin is the go-plugin glue: Impl serves on the provider side; on
// the host side GRPCClient returns a *Remote.
type GRPCPlugin struct {
	plugin.NetRPCUnsupportedPlugin
	// Impl is the provider served. Nil on the host side.
	Impl Provider
	// srv, when set, is served instead of Impl (Serve, ServeShared).
	srv providerv1.DocsProviderServer
}

// GRPCServer registers Impl on the plugin's gRPC server.
func (p *GRPCPlugin) GRPCServer(_ *plugin.GRPCBroker, s *grpc.Server) error {
	srv := p.srv
	if srv == nil {
		srv = newServer(p.Impl)
	}
	providerv1.RegisterDocsProviderServer(s, srv)
	return nil
}

// GRPCClient returns a *Remote speaking to the provider over c.
func (p *GRPCPlugin) GRPCClient(_ context.Context, _ *plugin.GRPCBroker, c *grpc.ClientConn) (any, error) {
	return grpcclient.NewRemote(providerv1.NewDocsProviderClient(c)), nil
}

// PluginSet is the plugin set for ProtocolVersion, for plugin.ClientConfig.
func PluginSet() map[int]plugin.PluginSet {
	return map[int]plugin.PluginSet{ProtocolVersion: {PluginName: &GRPCPlugin{}}}
}
