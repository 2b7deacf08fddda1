package serve

import (
	"context"

	plugin "github.com/hashicorp/go-plugin"
	providerv1 "github.com/pkgdocs/pkgdocs/proto/pkgdocs/provider/v1"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/grpc"
)

const (
	// ProviderMetadataKey is the gRPC metadata key naming the provider a
	// call is for, when one process serves several
	// (sdk.RemoteInfo.SharedProcess, contract minor 6). A call without it
	// goes to the provider the process was started as.
	ProviderMetadataKey = "pkgdocs-provider"
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
	ProtocolVersion:  sdk.ProtocolVersion,
	MagicCookieKey:   "PKGDOCS_PLUGIN_COOKIE",
	MagicCookieValue: "5f1c0e9b-pkgdocs-docs-provider",
}

// GRPCPlugin is the go-plugin glue: Impl serves on the provider side; on
// the host side GRPCClient returns a *Remote.
type GRPCPlugin struct {
	plugin.NetRPCUnsupportedPlugin
	// Impl is the provider served. Nil on the host side.
	Impl sdk.Provider
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
	return NewRemote(providerv1.NewDocsProviderClient(c)), nil
}

// PluginSet is the plugin set for ProtocolVersion, for plugin.ClientConfig.
func PluginSet() map[int]plugin.PluginSet {
	return map[int]plugin.PluginSet{sdk.ProtocolVersion: {PluginName: &GRPCPlugin{}}}
}
