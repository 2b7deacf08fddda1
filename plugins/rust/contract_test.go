package rust

import (
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/providertest"
)

var contract = providertest.Config{
	Known:   sdk.PackageRef{Name: "kvstore_demo"},
	Unknown: sdk.PackageRef{Name: "no-such-crate-pkgdocs"},
	Invalid: sdk.PackageRef{Name: "../etc"},
	Slow:    sdk.PackageRef{Name: "slow-crate"},
}

// TestContract runs the provider contract suite in-process against the
// fake registry and docs.rs.
func TestContract(t *testing.T) {
	providertest.Run(t, newWorld(t).provider(true), contract)
}

// TestContractBinary runs it against the built binary, configured as a
// user would: CARGO_HOME with a config.toml pointing crates-io at the
// fake registry.
func TestContractBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	w := newWorld(t)
	cfg := contract
	for k, v := range w.env() {
		cfg.Env = append(cfg.Env, k+"="+v)
	}
	providertest.RunBinary(t, providertest.BuildBinary(t, "./cmd/pkgdocs-provider-rust"), cfg)
}
