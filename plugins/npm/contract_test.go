package npm

import (
	"path/filepath"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/providertest"
)

var contract = providertest.Config{
	Known:   sdk.PackageRef{Name: "is-number"},
	Unknown: sdk.PackageRef{Name: "no-such-package-pkgdocs"},
	Invalid: sdk.PackageRef{Name: "Not A Name!"},
}

// TestContract runs the provider contract suite in-process against the
// recorded registry.
func TestContract(t *testing.T) {
	providertest.Run(t, newEnv(t).provider(), contract)
}

// TestContractBinary runs it against the built binary, configured as a
// user would: through npm's environment variables.
func TestContractBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	e := newEnv(t)
	cfg := contract
	cfg.Env = append(append([]string{}, e.vars...), "HOME="+e.home, "npm_config_userconfig="+filepath.Join(e.home, ".npmrc"))
	providertest.RunBinary(t, providertest.BuildBinary(t, "./cmd/pkgdocs-provider-npm"), cfg)
}
