package golang

import (
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/providertest"
)

var contract = providertest.Config{
	Known:   sdk.PackageRef{Name: "example.com/uuid"},
	Unknown: sdk.PackageRef{Name: "example.com/no-such-module"},
	Invalid: sdk.PackageRef{Name: "Not A Module Path!"},
}

// TestContract runs the provider contract suite in-process against the
// fake GOPROXY.
func TestContract(t *testing.T) {
	providertest.Run(t, newProvider(t, world(t), ""), contract)
}

// TestContractBinary runs it against the built binary, configured as a
// user would: through the environment.
func TestContractBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	f := world(t)
	cfg := contract
	cfg.Env = []string{"GOPROXY=" + f.srv.URL, "GOMODCACHE=" + t.TempDir(), "GOWORK=off", "GOFLAGS=-mod=mod", "GONOSUMDB=", "GOPRIVATE=", "GONOPROXY="}
	providertest.RunBinary(t, providertest.BuildBinary(t, "./cmd/pkgdocs-provider-golang"), cfg)
}
