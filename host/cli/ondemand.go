package cli

import (
	"fmt"
	"path/filepath"
	"time"

	"github.com/pkgdocs/pkgdocs/host/cache"
	"github.com/pkgdocs/pkgdocs/host/supervise"
)

// defaultProviderIdle is how long serve on stdio keeps an unused provider
// running: an agent session usually needs one ecosystem, and a provider
// restarts in tens of milliseconds when it is needed again.
const defaultProviderIdle = 5 * time.Minute

// idleFlag reads --provider-idle: empty means the default (5m on stdio;
// 0, keep running, with --http, where many clients share the providers).
func idleFlag(v string, http bool) (time.Duration, error) {
	if v == "" {
		if http {
			return 0, nil
		}
		return defaultProviderIdle, nil
	}
	if v == "0" {
		return 0, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("%q is not a duration like 5m or 0", v)
	}
	return d, nil
}

// manifests is where providers' declarations are kept between runs:
// <cache dir>/manifests. With --no-cache, or no cache directory, there are
// none and every provider is started to learn them.
func (c common) manifests() *supervise.Manifests {
	if c.noCache {
		return nil
	}
	dir := c.cacheDir
	if dir == "" {
		d, err := cache.DefaultDir()
		if err != nil {
			return nil
		}
		dir = d
	}
	return &supervise.Manifests{Dir: filepath.Join(dir, "manifests")}
}

// vettedFile is where the gateway remembers provider tool declarations
// that passed validation: beside the manifests they come from. Empty
// with --no-cache.
func (c common) vettedFile() string {
	m := c.manifests()
	if m == nil {
		return ""
	}
	return filepath.Join(m.Dir, "vetted-tools.json")
}
