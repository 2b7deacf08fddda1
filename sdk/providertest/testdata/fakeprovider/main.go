// Command fakeprovider is the fake provider as a binary, for RunBinary's
// own tests; $PROVIDERTEST_FAKE_FAULT selects its fault.
package main

import (
	"os"

	plugin "github.com/hashicorp/go-plugin"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/providertest/internal/fake"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

func main() {
	p := &fake.Provider{Fault: os.Getenv(fake.FaultEnv)}
	if p.Fault == fake.BadInfo {
		// serve.Serve refuses an invalid Info; a provider not built with the
		// SDK would not. Serve it bare, as such a provider would.
		plugin.Serve(&plugin.ServeConfig{
			HandshakeConfig:  serve.Handshake,
			VersionedPlugins: map[int]plugin.PluginSet{sdk.ProtocolVersion: {serve.PluginName: &serve.GRPCPlugin{Impl: p}}},
			GRPCServer:       plugin.DefaultGRPCServer,
		})
		return
	}
	serve.Serve(p)
}
