// Command fakeprovider is the fake provider as a binary, for RunBinary's
// own tests; $PROVIDERTEST_FAKE_FAULT selects its fault.
package main

import (
	"os"

	plugin "github.com/hashicorp/go-plugin"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/providertest/internal/fake"
)

func main() {
	p := &fake.Provider{Fault: os.Getenv(fake.FaultEnv)}
	if p.Fault == fake.BadInfo {
		// sdk.Serve refuses an invalid Info; a provider not built with the
		// SDK would not. Serve it bare, as such a provider would.
		plugin.Serve(&plugin.ServeConfig{
			HandshakeConfig:  sdk.Handshake,
			VersionedPlugins: map[int]plugin.PluginSet{sdk.ProtocolVersion: {sdk.PluginName: &sdk.GRPCPlugin{Impl: p}}},
			GRPCServer:       plugin.DefaultGRPCServer,
		})
		return
	}
	sdk.Serve(p)
}
