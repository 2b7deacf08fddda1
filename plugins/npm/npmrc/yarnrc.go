package npmrc

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"maps"
	"net/url"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"
)

// YarnrcName is Yarn Berry's configuration file. In a project that has
// one, Yarn reads its registries and tokens from it, not from .npmrc.
// YARN_RC_FILENAME names another.
const YarnrcName = ".yarnrc.yml"

// maxYarnrcDepth bounds how many directories above the project are
// looked at for a .yarnrc.yml.
const maxYarnrcDepth = 32

// yarnrcName is the name Yarn reads its configuration files under:
// YARN_RC_FILENAME (a plain file name), else YarnrcName.
func yarnrcName(getenv func(string) (string, bool)) string {
	for _, k := range []string{"YARN_RC_FILENAME", "yarn_rc_filename"} {
		if v, ok := getenv(k); ok && v != "" && v == filepath.Base(v) && v != ".." && v != "." {
			return v
		}
	}
	return YarnrcName
}

// yarnrcsAbove are the Yarn configuration files Yarn reads for a command
// run in dir, nearest first: one in dir and in each directory above it,
// except the one in home, which the caller reads last as the user's.
func yarnrcsAbove(dir, name, home string) []string {
	var out []string
	d := filepath.Clean(dir)
	for range maxYarnrcDepth {
		if f := filepath.Join(d, name); d != filepath.Clean(home) && exists(f) {
			out = append(out, f)
		}
		parent := filepath.Dir(d)
		if parent == d {
			break
		}
		d = parent
	}
	return out
}

// isBerry reports whether the project at root uses Yarn 2 or later:
// package.json's packageManager says yarn@2 or later, or its yarn.lock
// is Berry's (it has __metadata). Such a project reads no .npmrc even
// without a .yarnrc.yml of its own.
func isBerry(root string, readFile func(string) ([]byte, error)) bool {
	if data, err := readFile(filepath.Join(root, "package.json")); err == nil {
		var pj struct {
			PackageManager string `json:"packageManager"`
		}
		if json.Unmarshal(data, &pj) == nil {
			if v, ok := strings.CutPrefix(pj.PackageManager, "yarn@"); ok {
				major, _, _ := strings.Cut(v, ".")
				n, err := strconv.Atoi(major)
				return err == nil && n >= 2
			}
		}
	}
	lock, err := readFile(filepath.Join(root, "yarn.lock"))
	return err == nil && (bytes.HasPrefix(lock, []byte("__metadata:")) || bytes.Contains(lock, []byte("\n__metadata:")))
}

// yarnEnvLayer reads Yarn's settings from the environment, where Yarn
// takes YARN_<SETTING> (any case, snake_case of the setting's name) over
// every file: YARN_NPM_REGISTRY_SERVER is the registry, and
// YARN_NPM_AUTH_TOKEN or YARN_NPM_AUTH_IDENT the credential of the
// registry Yarn's own settings name as the default one: that variable,
// else the nearest .yarnrc.yml's npmRegistryServer (the yarn layers of
// files, in priority order). With neither, the credential is left out: a registry that only
// .npmrc or npm names is not where Yarn would send it. Map settings
// (npmScopes, npmRegistries) cannot be set from the environment; Yarn
// refuses them there.
func yarnEnvLayer(environ []string, files []layer) []Entry {
	var server, token, ident string
	for _, kv := range environ {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || v == "" {
			continue
		}
		switch strings.ToUpper(k) {
		case "YARN_NPM_REGISTRY_SERVER":
			server = v
		case "YARN_NPM_AUTH_TOKEN":
			token = v
		case "YARN_NPM_AUTH_IDENT":
			ident = v
		}
	}
	var out []Entry
	if server != "" {
		out = append(out, Entry{Key: "registry", Value: server})
	}
	dart := nerfDart(server)
	if server == "" {
	files:
		for _, l := range files {
			if !l.yarn {
				continue
			}
			for _, e := range l.entries {
				if e.Key == "registry" {
					dart = nerfDart(e.Value)
					break files
				}
			}
		}
	}
	if dart == "" {
		return out
	}
	if token != "" {
		out = append(out, Entry{Key: dart + ":_authToken", Value: token})
	}
	if ident != "" {
		if strings.Contains(ident, ":") {
			ident = base64.StdEncoding.EncodeToString([]byte(ident))
		}
		out = append(out, Entry{Key: dart + ":_auth", Value: ident})
	}
	return out
}

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
