package swift

import (
	"context"
	"os/exec"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// Health implements sdk.HealthChecker. Checkouts, registries and GitHub
// need nothing installed; git is needed for the tags of other code hosts
// and for SwiftPM's shared repository cache, so without it the provider is
// degraded, not down. The deep check does not call GitHub: an
// unauthenticated client has 60 requests an hour.
func (p *Provider) Health(ctx context.Context, deep bool) (sdk.Health, error) {
	if err := ctx.Err(); err != nil {
		return sdk.Health{}, err
	}
	if p.git.Run == nil {
		if _, err := exec.LookPath("git"); err != nil {
			return sdk.Health{State: sdk.Degraded, Message: "git not found on PATH: tags of repositories outside GitHub and SwiftPM's shared repository cache cannot be read"}, nil
		}
	}
	return sdk.Health{State: sdk.Serving}, nil
}
