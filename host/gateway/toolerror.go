package gateway

import (
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/grpc/codes"
)

// toolError turns a provider or argument error into a tool result the
// agent can act on: the contract code, the message and what to try.
func toolError(err error) *mcp.CallToolResult {
	return toolErrorFinding(err, "")
}

// symbolError is toolError for a call that named a symbol: "not found"
// may then be the symbol's, and the hint says how to find it.
func symbolError(err error) *mcp.CallToolResult {
	return toolErrorFinding(err, " Check the package name and version, and the symbol's spelling (describe the package without `symbol` for its names, or search_package_docs for what it does).")
}

func toolErrorFinding(err error, notFound string) *mcp.CallToolResult {
	code := sdk.Code(err)
	hint := ""
	switch code {
	case codes.NotFound:
		hint = " Check the package name and version (search the registry, or list the project's dependencies)."
		if notFound != "" {
			hint = notFound
		}
	case codes.InvalidArgument:
		hint = " Fix the argument and call again."
	case codes.Unavailable:
		hint = " The upstream or the provider is unavailable; try again shortly."
		if unresolvedHost(err) {
			hint = " The host named above does not resolve from where pkgdocs runs, so trying again will not help: check that URL in the configuration it came from (registry, index or proxy settings), or the network (VPN, DNS)."
		}
		if clientCertificate(err) {
			hint = " The upstream asks for a TLS client certificate (mutual TLS) and refused the one presented, or none was, so trying again will not help: name the certificate and its key where the ecosystem's own tool reads them (for npm, the registry's certfile and keyfile in .npmrc: //host/:certfile=… and //host/:keyfile=…), and check that they can be read and that the upstream trusts their authority."
		}
		if untrustedCertificate(err) {
			hint = " The upstream's TLS certificate is not trusted from where pkgdocs runs, so trying again will not help: add the certificate authority that signs it to the system's trusted certificates (or name its file in SSL_CERT_FILE, on Linux; for npm also its cafile setting or NODE_EXTRA_CA_CERTS, for Python pip's cert, PIP_CERT or REQUESTS_CA_BUNDLE, for Rust Cargo's http.cainfo). pkgdocs does not turn certificate checks off (npm's strict-ssl=false)."
		}
	case codes.DeadlineExceeded:
		hint = " The call timed out; try again, or ask for less (a symbol or a section)."
	case codes.Unauthenticated, codes.PermissionDenied:
		hint = " The registry wants credentials; configure them in the ecosystem's own config (for npm, .npmrc)."
	case codes.Unimplemented:
		hint = " This provider does not offer that."
	}
	return mcp.NewToolResultError(fmt.Sprintf("%s: %v.%s", codeLabel(code), strings.TrimSuffix(err.Error(), "."), hint))
}

func codeLabel(c codes.Code) string {
	switch c {
	case codes.NotFound:
		return "not found"
	case codes.InvalidArgument:
		return "invalid argument"
	case codes.Unavailable:
		return "unavailable"
	case codes.DeadlineExceeded:
		return "timed out"
	case codes.Unauthenticated:
		return "unauthenticated"
	case codes.PermissionDenied:
		return "permission denied"
	case codes.ResourceExhausted:
		return "limit exceeded"
	case codes.Unimplemented:
		return "not supported"
	case codes.FailedPrecondition:
		// Used both for an environment that is not set up and for an
		// upstream answer that cannot be used (a corrupt archive, a manifest
		// for another package): the message that follows says which.
		return "cannot answer"
	case codes.Canceled:
		return "cancelled"
	}
	return "error"
}

// unresolvedHost says whether an upstream failed because its host name
// does not resolve: a private index or proxy off the network, or a
// mistyped URL. Providers pass the net package's words through
// ("lookup HOST on ...: no such host", the go command's too), and only
// the message crosses the contract, so the words are what there is.
// Unlike a refused connection or a 503 this does not pass by itself.
// git (curl) says it its own way: "Could not resolve host: github.com",
// when the go command fetches a module from its repository.
func unresolvedHost(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, ": no such host") || strings.Contains(msg, "Could not resolve host: ")
}

// clientCertificate says whether an upstream refused the TLS handshake for
// want of a client certificate it accepts (Go's words for the server's
// alert), or the configured certificate could not be loaded (the
// providers' words: "client certificate").
func clientCertificate(err error) bool {
	msg := err.Error()
	for _, s := range []string{"remote error: tls: certificate required", "remote error: tls: bad certificate", "remote error: tls: unknown certificate authority", "remote error: tls: certificate unknown", "remote error: tls: unsupported certificate", "remote error: tls: certificate expired", "remote error: tls: certificate revoked", "client certificate"} {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return false
}

// untrustedCertificate says whether an upstream failed because its TLS
// certificate did not verify: a registry signed by a private authority
// (a company's, a TLS-inspecting proxy's), an expired certificate or one
// for another name. Like an unresolved host it does not pass by itself.
// Go's words ("tls: failed to verify certificate: x509: …"), and git's
// (curl's "SSL certificate problem: …") when the go command fetches a
// module from its repository.
func untrustedCertificate(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "tls: failed to verify certificate") || strings.Contains(msg, "x509: certificate") || strings.Contains(msg, "SSL certificate problem: ")
}
