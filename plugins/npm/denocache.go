package npm

import (
	"context"
	"fmt"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/npm/lockfile"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// denoCacheInstalled is the copy of name@version in Deno's global npm
// cache, where Deno installs the npm packages of a project with no
// node_modules directory (nodeModulesDir "none", Deno 2's default without
// package.json): <DENO_DIR>/npm/<registry folder>/<name>/<version>, the
// registry folder the configured registry's host ("localhost_4873" with
// a port, the port alone for an IP address, as Deno 2.9 writes them).
// Names with capitals, which Deno encodes, are not looked for; a copy is
// taken only when its package.json names exactly that name and version.
func denoCacheInstalled(denoDir, registryURL, name, version string) (installed, bool) {
	folder, ok := denoRegistryFolder(registryURL)
	if denoDir == "" || !ok || name != strings.ToLower(name) || strings.ContainsAny(version, `/\`) || version == ".." {
		return installed{}, false
	}
	return storePackage(filepath.Join(denoDir, "npm", folder, filepath.FromSlash(name), version), name, version)
}

// denoRegistryFolder names a registry's directory in Deno's npm cache.
func denoRegistryFolder(registryURL string) (string, bool) {
	u, err := url.Parse(registryURL)
	if err != nil || u.Hostname() == "" {
		return "", false
	}
	host, port := strings.ToLower(u.Hostname()), u.Port()
	switch {
	case net.ParseIP(host) != nil && port != "":
		return port, true
	case net.ParseIP(host) != nil:
		return "", false // not seen
	case port != "":
		return host + "_" + port, true
	}
	return host, true
}

// denoDir is the directory Deno caches in: DENO_DIR, else the user's
// cache directory's deno (XDG_CACHE_HOME or ~/.cache on Linux,
// ~/Library/Caches on macOS, LOCALAPPDATA on Windows).
func denoDir(getenv func(string) string, home string) string {
	if d := getenv("DENO_DIR"); d != "" {
		return d
	}
	switch runtime.GOOS {
	case "darwin":
		if home != "" {
			return filepath.Join(home, "Library", "Caches", "deno")
		}
	case "windows":
		if d := getenv("LOCALAPPDATA"); d != "" {
			return filepath.Join(d, "deno")
		}
	default:
		if d := getenv("XDG_CACHE_HOME"); d != "" {
			return filepath.Join(d, "deno")
		}
		if home != "" {
			return filepath.Join(home, ".cache", "deno")
		}
	}
	return ""
}

// fromDenoCache answers the version deno.lock locks (e) from Deno's
// global cache, where `deno install` put it for a project without
// node_modules, under the registry the configuration names for it (Deno
// reads NPM_CONFIG_REGISTRY and .npmrc as npm does); ok is false when the
// cache does not hold it.
func (p *Provider) fromDenoCache(ctx context.Context, ref sdk.PackageRef, asked string, e lockfile.Entry) (*loaded, bool, error) {
	r := ref
	r.Name = e.Name
	cfg, err := p.config(ctx, r)
	if err != nil {
		return nil, false, nil // the registry path says why
	}
	home := p.opt.Home
	if home == "" {
		home, _ = os.UserHomeDir()
	}
	dir := denoDir(p.getenv, home)
	inst, ok := denoCacheInstalled(dir, cfg.Registry(e.Name), e.Name, e.Version)
	if !ok {
		return nil, false, nil
	}
	l, err := p.loadInstalled(ctx, ref, asked, inst)
	if err != nil {
		return nil, true, err
	}
	l.notes = append(l.notes, fmt.Sprintf("%s locks %s %s; Deno installed it in its global cache (%s), where the project's code imports it from (no node_modules): this answer is that copy.", e.File, e.Name, e.Version, inst.dir))
	return l, true, nil
}
