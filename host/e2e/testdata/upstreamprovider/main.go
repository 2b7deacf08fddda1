// Command upstreamprovider is a provider for the fleet tests (issue 17):
// its Describe asks a fake registry at $PKGDOCS_FIXTURE_UPSTREAM for the
// package (GET /<name>) and answers with what it says, so the test's
// registry counts exactly the fetches the hosts let through their cache.
// A name of letters, digits and dashes only; 404 from the registry is
// NotFound, anything else it cannot answer is Unavailable. A project's
// direct dependencies are the lines of its upstream.deps file (Complete).
package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

func main() { serve.Serve(upstream{}) }

type upstream struct{}

var validName = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,63}$`)

func (upstream) Info() sdk.Info {
	return sdk.Info{Name: "upstream", DisplayName: "Fixture upstream", Version: "0.0.1", Ecosystem: "upstream"}
}

func (upstream) Describe(ctx context.Context, req sdk.DescribeRequest) (*sdk.Document, error) {
	name := req.Package.Name
	if !validName.MatchString(name) {
		return nil, sdk.InvalidArgument("invalid package name %q", name)
	}
	base := strings.TrimSuffix(os.Getenv("PKGDOCS_FIXTURE_UPSTREAM"), "/")
	if base == "" {
		return nil, sdk.Unavailable("PKGDOCS_FIXTURE_UPSTREAM is not set")
	}
	hreq, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/"+name, nil)
	if err != nil {
		return nil, sdk.Unavailable("request: %v", err)
	}
	resp, err := http.DefaultClient.Do(hreq)
	if err != nil {
		return nil, sdk.Unavailable("registry: %v", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return nil, sdk.Unavailable("registry: %v", err)
	}
	switch resp.StatusCode {
	case http.StatusOK:
	case http.StatusNotFound:
		return nil, sdk.NotFound("package %q not found", name)
	default:
		return nil, sdk.Unavailable("registry answered %d", resp.StatusCode)
	}
	return &sdk.Document{
		Name: name, Version: "1.0.0", Summary: fmt.Sprintf("%s (served by pid %d)", strings.TrimSpace(string(body)), os.Getpid()),
		Source: sdk.Source{Kind: sdk.SourceRegistry},
	}, nil
}

func (upstream) Complete(_ context.Context, req sdk.CompleteRequest) (*sdk.Completion, error) {
	if req.ProjectPath == "" {
		return &sdk.Completion{}, nil
	}
	b, err := os.ReadFile(filepath.Join(req.ProjectPath, "upstream.deps"))
	if err != nil {
		return &sdk.Completion{}, nil
	}
	var vals []string
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); validName.MatchString(l) && strings.HasPrefix(l, req.Prefix) {
			vals = append(vals, l)
		}
	}
	return &sdk.Completion{Values: vals, ProjectValues: len(vals), Total: len(vals)}, nil
}
