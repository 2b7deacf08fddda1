package golang

import (
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/providertest"
)

var contract = providertest.Config{
	Known:   sdk.PackageRef{Name: "example.com/uuid"},
	Unknown: sdk.PackageRef{Name: "example.com/no-such-module"},
	Invalid: sdk.PackageRef{Name: "Not A Module Path!"},
	// The first completion lists the standard library of the machine's
	// Go (the headers of every file of GOROOT/src): about a second of CPU
	// under -race, which a loaded 2-core machine stretches past the
	// default 10 s. A hang still fails.
	Timeout: 2 * time.Minute,
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
