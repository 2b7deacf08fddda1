package gateway

import (
	"errors"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/pkgdocs/pkgdocs/sdk"
)

func TestToolError(t *testing.T) {
	tests := []struct {
		err    error
		symbol bool
		want   string
	}{
		{err: sdk.NotFound("package %q not found", "x"), want: `not found: package "x" not found. Check the package name and version (search`},
		{err: sdk.InvalidArgument("bad name"), want: "invalid argument: bad name. Fix"},
		{err: sdk.Unavailable("registry down"), want: "unavailable: registry down. The upstream"},
		{err: errors.New("boom"), want: "error: boom."},
		// A private index off the network (pip.conf, requirements -i, GOPRIVATE): retrying cannot help.
		{err: sdk.Unavailable("requirements.txt pins jinja2 3.0.3, but the index could not be asked for it: GET https://pypi.internal.example/simple/jinja2/: dial tcp: lookup pypi.internal.example on 10.255.255.53:53: no such host"),
			want: "unavailable: requirements.txt pins jinja2 3.0.3, but the index could not be asked for it: GET https://pypi.internal.example/simple/jinja2/: dial tcp: lookup pypi.internal.example on 10.255.255.53:53: no such host. The host named above does not resolve"},
		// The go command fetching from the repository (GOPROXY's direct): git's words.
		{err: sdk.Unavailable("go command: go: module example.com/m: git ls-remote -q https://example.com/m: exit status 128:\n\tfatal: unable to access 'https://example.com/m/': Could not resolve host: example.com"),
			want: "unavailable: go command: go: module example.com/m: git ls-remote -q https://example.com/m: exit status 128:\n\tfatal: unable to access 'https://example.com/m/': Could not resolve host: example.com. The host named above does not resolve"},
		{err: sdk.Unavailable("GET http://127.0.0.1:1/x: dial tcp 127.0.0.1:1: connect: connection refused"), want: "unavailable: GET http://127.0.0.1:1/x: dial tcp 127.0.0.1:1: connect: connection refused. The upstream or the provider is unavailable; try again shortly."},
		// A registry signed by an authority pkgdocs does not trust (npm's
		// strict-ssl=false, which pkgdocs does not honour): the provider's
		// error as a private npm registry gave it; and git's.
		{err: sdk.Unavailable("GET https://npm.corp.example/@corp/widget: tls: failed to verify certificate: x509: certificate signed by unknown authority"),
			want: "unavailable: GET https://npm.corp.example/@corp/widget: tls: failed to verify certificate: x509: certificate signed by unknown authority. The upstream's TLS certificate is not trusted"},
		{err: sdk.Unavailable("go command: go: module example.com/m: git ls-remote -q https://example.com/m: exit status 128:\n\tfatal: unable to access 'https://example.com/m/': SSL certificate problem: self-signed certificate"),
			want: "unavailable: go command: go: module example.com/m: git ls-remote -q https://example.com/m: exit status 128:\n\tfatal: unable to access 'https://example.com/m/': SSL certificate problem: self-signed certificate. The upstream's TLS certificate is not trusted"},
		// A registry that wants a client certificate (mutual TLS): none
		// presented, or the configured one unreadable.
		{err: sdk.Unavailable("GET https://npm.corp.example/@corp/mtls-lib/1.2.0: remote error: tls: certificate required"),
			want: "unavailable: GET https://npm.corp.example/@corp/mtls-lib/1.2.0: remote error: tls: certificate required. The upstream asks for a TLS client certificate"},
		{err: sdk.Unavailable("GET https://npm.corp.example/x: read the client certificate of npm's //npm.corp.example/:certfile: open /home/u/client.pem: no such file or directory"),
			want: "unavailable: GET https://npm.corp.example/x: read the client certificate of npm's //npm.corp.example/:certfile: open /home/u/client.pem: no such file or directory. The upstream asks for a TLS client certificate"},
		// A call that named a symbol: the miss may be the symbol's.
		{err: sdk.NotFound("no exported symbol %q", "Clinet"), symbol: true, want: `not found: no exported symbol "Clinet". Check the package name and version, and the symbol's spelling`},
		{err: sdk.InvalidArgument("bad name"), symbol: true, want: "invalid argument: bad name. Fix"},
	}
	for _, tt := range tests {
		res := toolError(tt.err)
		if tt.symbol {
			res = symbolError(tt.err)
		}
		if !res.IsError {
			t.Errorf("%v: not an error result", tt.err)
		}
		text := res.Content[0].(mcp.TextContent).Text
		if !strings.HasPrefix(text, tt.want) {
			t.Errorf("toolError(%v) = %q, want prefix %q", tt.err, text, tt.want)
		}
	}
}
