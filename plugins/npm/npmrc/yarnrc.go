package npmrc

import (
	"encoding/base64"
	"fmt"
	"maps"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"
)

// YarnrcName is Yarn Berry's configuration file. In a project that has
// one, Yarn reads its registries and tokens from it, not from .npmrc.
const YarnrcName = ".yarnrc.yml"

// yarnrc is the part of a .yarnrc.yml that says where packages come from
// and what to send there.
type yarnrc struct {
	NPMRegistryServer string               `yaml:"npmRegistryServer"`
	NPMAuthToken      string               `yaml:"npmAuthToken"`
	NPMAuthIdent      string               `yaml:"npmAuthIdent"`
	NPMScopes         map[string]yarnScope `yaml:"npmScopes"`
	NPMRegistries     map[string]yarnScope `yaml:"npmRegistries"`
}

type yarnScope struct {
	NPMRegistryServer string `yaml:"npmRegistryServer"`
	NPMAuthToken      string `yaml:"npmAuthToken"`
	NPMAuthIdent      string `yaml:"npmAuthIdent"`
}

// yarnEnvExpr is Yarn's ${NAME}, ${NAME:-fallback} and ${NAME-fallback}.
var yarnEnvExpr = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*))?\}`)
})

// yarnExpand expands s as Yarn does: ${NAME:-x} is x when NAME is unset
// or empty, ${NAME-x} when it is unset; a plain ${NAME} that is unset
// is reported to unset (Yarn refuses the file) and left as written.
func yarnExpand(s string, getenv func(string) (string, bool), unset func(string)) string {
	if getenv == nil || !strings.Contains(s, "${") {
		return s
	}
	return yarnEnvExpr().ReplaceAllStringFunc(s, func(m string) string {
		sub := yarnEnvExpr().FindStringSubmatch(m)
		v, ok := getenv(sub[1])
		switch {
		case sub[2] == ":-" && (!ok || v == ""), sub[2] == "-" && !ok:
			return sub[3]
		case !ok:
			unset(sub[1])
			return m
		}
		return v
	})
}

// parseYarnrc turns a .yarnrc.yml into the npmrc entries that mean the
// same: npmRegistryServer is registry, npmScopes.<s>.npmRegistryServer
// is @s:registry, and each npmAuthToken or npmAuthIdent is the
// _authToken or _auth of the registry it belongs to (the file's
// npmRegistryServer, the scope's, or an npmRegistries key), so it is
// sent only there. A token with no registry in its own file is left
// out: which registry Yarn would send it to is not this file's to say.
// unset gets each ${NAME} without a fallback that getenv lacks, with the
// key of the entry naming it.
func parseYarnrc(data []byte, getenv func(string) (string, bool), unset func(name, key string)) ([]Entry, error) {
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("%s is %d bytes, over the %d byte limit", YarnrcName, len(data), MaxFileSize)
	}
	var doc yarnrc
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("parse %s: %w", YarnrcName, err)
	}
	var out []Entry
	add := func(key, raw string) {
		if raw == "" {
			return
		}
		v := yarnExpand(raw, getenv, func(n string) {
			if unset != nil {
				unset(n, key)
			}
		})
		out = append(out, Entry{Key: key, Value: v})
	}
	auth := func(server string, s yarnScope) {
		dart := nerfDart(yarnExpand(server, getenv, func(string) {}))
		if dart == "" {
			return
		}
		add(dart+":_authToken", s.NPMAuthToken)
		if s.NPMAuthIdent != "" {
			id := yarnExpand(s.NPMAuthIdent, getenv, func(n string) {
				if unset != nil {
					unset(n, dart+":_auth")
				}
			})
			if !strings.Contains(id, "${") && strings.Contains(id, ":") {
				id = base64.StdEncoding.EncodeToString([]byte(id)) // user:password, as Yarn accepts it
			}
			out = append(out, Entry{Key: dart + ":_auth", Value: id})
		}
	}
	add("registry", doc.NPMRegistryServer)
	auth(doc.NPMRegistryServer, yarnScope{NPMAuthToken: doc.NPMAuthToken, NPMAuthIdent: doc.NPMAuthIdent})
	for _, name := range slices.Sorted(maps.Keys(doc.NPMScopes)) {
		s := doc.NPMScopes[name]
		scope := "@" + strings.TrimPrefix(name, "@")
		add(scope+":registry", s.NPMRegistryServer)
		server := s.NPMRegistryServer
		if server == "" {
			server = doc.NPMRegistryServer
		}
		auth(server, s)
	}
	for _, server := range slices.Sorted(maps.Keys(doc.NPMRegistries)) {
		auth(server, doc.NPMRegistries[server])
	}
	return out, nil
}

// nerfDart is the "//host/path/" key of a registry URL (or of
// "//host/path", as npmRegistries keys may be written); "" when it is
// no URL.
func nerfDart(server string) string {
	server = strings.TrimSpace(server)
	if strings.HasPrefix(server, "//") {
		server = "https:" + server
	}
	u, err := url.Parse(server)
	if err != nil || u.Host == "" || strings.Contains(server, "${") {
		return ""
	}
	return "//" + u.Host + strings.TrimSuffix(u.Path, "/") + "/"
}
