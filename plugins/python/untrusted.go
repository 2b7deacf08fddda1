package python

import (
	"fmt"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"sync"

	"github.com/pkgdocs/pkgdocs/plugins/python/pyindex"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
)

// elsewhere returns the index an untrusted project's configuration sends
// name to that the user's configuration (cfg, read without the project's)
// does not use, and the file that says so. A requirements file's
// --index-url or --extra-index-url, and a pyproject.toml index that is
// not explicit, are searched for every name (uv puts the project's
// indexes before the default one); an explicit one only for the names
// pinned to it ([tool.uv.sources], Poetry's source =). Looking such a
// name up on the user's index would send a name that may be private to
// it, and could document a public package of the same name (dependency
// confusion). ok is false for a trusted project, or one whose indexes
// are all the user's own.
func elsewhere(pc *projectCtx, cfg pyindex.Config, ref sdk.PackageRef, name string) (file, index string, ok bool) {
	if ref.ProjectTrusted || pc == nil {
		return "", "", false
	}
	user := map[string]bool{}
	for _, ix := range cfg.Indexes {
		user[indexKey(ix.URL)] = true
	}
	other := func(u string) bool {
		u = strings.TrimSpace(u)
		return u != "" && (strings.Contains(u, "${") || !user[indexKey(u)])
	}
	if pc.locks != nil {
		for _, u := range append([]string{pc.locks.IndexURL}, pc.locks.ExtraIndexURLs...) {
			if other(u) {
				return pc.locks.IndexFile, fetch.RedactString(u), true
			}
		}
	}
	for _, m := range pc.manifests() {
		pinned := pinnedTo(m, name)
		for _, ix := range m.Indexes {
			if ix.Explicit && ix.Name != pinned {
				continue
			}
			if other(ix.URL) {
				return m.IndexesFrom(), fetch.RedactString(ix.URL), true
			}
		}
	}
	return "", "", false
}

// indexKey is an index URL compared without credentials, case of scheme
// and host, or a trailing slash.
func indexKey(raw string) string {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return raw
	}
	u.User = nil
	u.Scheme, u.Host = strings.ToLower(u.Scheme), strings.ToLower(u.Host)
	return strings.TrimSuffix(u.String(), "/")
}

// refuseElsewhere is the error for a name an untrusted project sends to
// another index (elsewhere): nothing about it was asked of any index.
func refuseElsewhere(file, index, name string) error {
	return sdk.FailedPrecondition("the project's %s sends %s to another index (%s), but the project is not one the user chose, so its configuration is not used; %s was not looked up on any index, since the user's index could answer with a different package of the same name. To use the project's configuration, trust the project: open it as a root in the MCP client, start pkgdocs in it, or pass --project %s", file, name, index, name, filepath.Dir(file))
}

// elsewhereNote is said on an installed answer for such a name: the
// newest release was not looked up either.
func elsewhereNote(file, index, name string) string {
	return fmt.Sprintf("The project's %s sends %s to another index (%s); it was not used, because the project is not one the user chose (a client root, --project, or the directory pkgdocs was started in), and %s was not looked up on any index: this is the installed copy, without the newest release.", file, name, index, name)
}

// reqVarRE is pip's ${NAME} in a requirements file: upper-case letters,
// digits and underscores only (pip's req_file.ENV_VAR_RE). pip expands
// it in requirements files only, not in pip.conf; uv and netrc expand
// nothing.
var reqVarRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\$\{([A-Z0-9_]+)\}`) })

// expandReqVars expands ${NAME} in the index URLs vals of requirements
// file as pip does, from the provider's environment. A variable that is
// not set is an error naming it and the file (pip would send "${NAME}"
// as written): sdk.NeedEnv when the host did not offer it (a project's
// file is read only on a call, so its names cannot be declared at
// start), else sdk.UnsetEnv.
func (p *Provider) expandReqVars(file string, vals []string) ([]string, error) {
	var unset []string
	out := make([]string, len(vals))
	for i, v := range vals {
		out[i] = reqVarRE().ReplaceAllStringFunc(v, func(m string) string {
			name := m[2 : len(m)-1]
			val := p.cfg.Getenv(name)
			if val == "" {
				unset = append(unset, name)
				return m
			}
			return val
		})
	}
	if len(unset) == 0 {
		return out, nil
	}
	offered := []string{} // not filtered by a host: unset is unset
	if v := p.cfg.Getenv(sdk.OfferedEnvVar); v != "" {
		offered = []string{sdk.OfferedEnvVar + "=" + v}
	}
	var need []string
	for _, n := range unset {
		if !sdk.EnvOffered(offered, n) {
			need = append(need, n)
		}
	}
	if len(need) > 0 {
		return nil, sdk.NeedEnv(file, need...)
	}
	return nil, sdk.UnsetEnv(file, unset...)
}
