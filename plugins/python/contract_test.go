package python

import (
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/providertest"
)

var contract = providertest.Config{
	Known:   sdk.PackageRef{Name: "requests"},
	Unknown: sdk.PackageRef{Name: "no-such-package-pkgdocs"},
	Invalid: sdk.PackageRef{Name: "../etc"},
}

// TestContract runs the provider contract suite in-process against the
// recorded PyPI JSON API.
func TestContract(t *testing.T) {
	providertest.Run(t, newWorld(t).provider(), contract)
}

// TestContractBinary runs it against the built binary, configured as a
// user would: PIP_INDEX_URL pointing at a PEP 691 index, no Python on PATH.
func TestContractBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	w := newWorld(t)
	cfg := contract
	cfg.Env = w.envList()
	providertest.RunBinary(t, providertest.BuildBinary(t, "./cmd/pkgdocs-provider-python"), cfg)
}
