package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/pkgdocs/pkgdocs/host/cache"
	"github.com/pkgdocs/pkgdocs/host/filestamp"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/internal/version"
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

// toolListFile is where stdio serve remembers tools/list results, beside
// the manifests and vetted declarations they are made from, with build,
// what tells this host's build apart from others (version, and the
// executable's path and stamp: a development build keeps its version
// across edits). Empty (nothing remembered) with --no-cache, for other
// commands, or when the executable cannot be found.
func (c common) toolListFile() (path, build string) {
	m := c.manifests()
	if m == nil || !c.stdio {
		return "", ""
	}
	exe, err := os.Executable()
	if err != nil {
		return "", ""
	}
	st, err := filestamp.Stat(exe)
	if err != nil {
		return "", ""
	}
	return filepath.Join(m.Dir, "tools-list"), fmt.Sprintf("%s %s %d %d %d %d", version.Version, exe, st.Size, st.MTime, st.CTime, st.Inode)
}
