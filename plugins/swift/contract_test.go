package swift

import (
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/providertest"
)

var contract = providertest.Config{
	Known:   sdk.PackageRef{Name: "mona.LinkedList"},
	Unknown: sdk.PackageRef{Name: "mona.NoSuchPackage"},
	Invalid: sdk.PackageRef{Name: "ext::sh -c touch% /tmp/pwned"},
	Slow:    sdk.PackageRef{Name: "slow/repo"},
}

// TestContract runs the provider contract suite in-process against the
// fake registry and GitHub.
func TestContract(t *testing.T) {
	providertest.Run(t, newWorld(t).provider(), contract)
}

// TestContractBinary runs it against the built binary, configured as a
// user would: a home directory with SwiftPM's registries.json and a
// netrc, and GitHub's API URL from the environment.
func TestContractBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	w := newWorld(t)
	cfg := contract
	cfg.Env = []string{"HOME=" + w.home, "NETRC=", "GITHUB_API_URL=" + w.github.URL, "GITHUB_TOKEN=", "GH_TOKEN="}
	providertest.RunBinary(t, providertest.BuildBinary(t, "./cmd/pkgdocs-provider-swift"), cfg)
}
