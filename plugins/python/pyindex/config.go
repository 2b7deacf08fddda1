package pyindex

import (
	"bufio"
	"maps"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"

	"github.com/BurntSushi/toml"

	"github.com/pkgdocs/pkgdocs/sdk/credentials"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// DefaultIndex is pip's and uv's default.
const DefaultIndex = "https://pypi.org/simple"

// ConfigInput is what the configuration is read from. Every zero value
// means "absent".
type ConfigInput struct {
	// Getenv reads the environment; nil means no variables.
	Getenv func(string) string
	// Home is the user's home directory (pip.conf, uv.toml, .netrc).
	Home string
	// VirtualEnv is the environment whose pip.conf applies.
	VirtualEnv string
	// Registry is an explicit index URL from the request; it wins.
	Registry string
	// ProjectIndexes are the project's indexes ([tool.uv.index], uv.toml,
	// Poetry sources, Pipfile sources), in the order the project lists
	// them.
	ProjectIndexes []NamedIndex
	// Pinned is the name of the index the asked package is pinned to
	// ([tool.uv.sources], Poetry's source =, Pipfile's index =): it is
	// looked up there only. The name is looked for among the project's
	// indexes, then the named indexes of uv.toml and UV_INDEX.
	Pinned string
	// RequirementsIndex and RequirementsExtra come from requirements
	// files' --index-url and --extra-index-url lines.
	RequirementsIndex string
	RequirementsExtra []string
	// ProjectFile and RequirementsFile are the files ProjectIndexes and
	// Requirements* come from, named when they are left out.
	ProjectFile, RequirementsFile string
	// ProjectTrusted says the user chose the project (sdk.PackageRef's
	// ProjectTrusted). Without it ProjectIndexes and Requirements* are
	// left out, so an agent's directory cannot send a request (or a
	// netrc or UV_INDEX_* credential) to an index it names;
	// Config.Ignored says what was left out.
	ProjectTrusted bool
}

// NamedIndex is an index from project configuration. Indexes neither
// Default, Explicit nor Supplemental are asked before the default index,
// as uv asks its [[index]] entries and Poetry its primary sources before
// PyPI: a project that declares its own index finds its packages there
// first, not a public package of the same name.
type NamedIndex struct {
	Name, URL string
	// Default replaces the default index (uv's default = true, Poetry's
	// first primary source, Pipfile's first source).
	Default bool
	// Explicit: asked only for packages pinned to it (Pinned).
	Explicit bool
	// Supplemental: asked after the default index (Poetry's
	// supplemental sources).
	Supplemental bool
	// Poetry marks a Poetry source: Poetry's credentials for its name
	// (POETRY_HTTP_BASIC_<NAME>_USERNAME and _PASSWORD, else auth.toml's
	// [http-basic.<name>]) are sent to it, and to no other index.
	Poetry bool
}

// Config is the resolved index list and where the primary came from.
type Config struct {
	Indexes []Index
	// Credentials hold each index's credential, keyed by the index URL's
	// prefix, and netrc's machines; give them to fetch.Client.
	Credentials *credentials.Set
	// From says where the primary index was configured ("PIP_INDEX_URL",
	// "pip.conf (/etc/pip.conf)", "default").
	From string
	// Ignored names the project's index settings left out because the
	// project is not trusted (ConfigInput.ProjectTrusted).
	Ignored []string
	// UnknownPin is ConfigInput.Pinned when no index has that name: the
	// package cannot be looked up where the project says (uv and Poetry
	// refuse such a project), and Indexes are those for any other name.
	UnknownPin string
	// CAFile is the certificate bundle pip verifies indexes' TLS
	// certificates with instead of its default one, and CAFrom the
	// setting that names it; "" for the default (see caBundle).
	CAFile, CAFrom string
}

// Load reads the index configuration. Precedence for the default index:
// the request, UV_DEFAULT_INDEX, UV_INDEX_URL, the project's default
// index, PIP_INDEX_URL, requirements --index-url, uv.toml, pip.conf,
// then PyPI. The project's own indexes (NamedIndex) come before it, and
// extra indexes after it in the order uv and pip read them. A package
// pinned to a named index (ConfigInput.Pinned) gets that index alone.
func Load(in ConfigInput) Config {
	c := load(in)
	get := in.Getenv
	if get == nil {
		get = func(string) string { return "" }
	}
	c.CAFile, c.CAFrom = caBundle(get, readPipConf(get, in.Home, in.VirtualEnv))
	return c
}

// caBundle is the certificate bundle pip verifies an index with and the
// setting naming it: PIP_CERT, else pip.conf's cert (pip's --cert), else
// the REQUESTS_CA_BUNDLE or CURL_CA_BUNDLE pip's HTTP library reads when
// no cert is given; "" for pip's default bundle. Like pip, a bundle named
// replaces the default one.
func caBundle(get func(string) string, pip pipConf) (file, from string) {
	switch {
	case get("PIP_CERT") != "":
		return get("PIP_CERT"), "PIP_CERT"
	case pip.cert != "":
		return pip.cert, "pip.conf cert"
	case get("REQUESTS_CA_BUNDLE") != "":
		return get("REQUESTS_CA_BUNDLE"), "REQUESTS_CA_BUNDLE"
	case get("CURL_CA_BUNDLE") != "":
		return get("CURL_CA_BUNDLE"), "CURL_CA_BUNDLE"
	}
	return "", ""
}

func load(in ConfigInput) Config {
	get := in.Getenv
	if get == nil {
		get = func(string) string { return "" }
	}
	var ignored []string
	if !in.ProjectTrusted {
		if len(in.ProjectIndexes) > 0 {
			ignored = append(ignored, "indexes of "+orName(in.ProjectFile, "pyproject.toml"))
		}
		if in.RequirementsIndex != "" || len(in.RequirementsExtra) > 0 {
			ignored = append(ignored, "--index-url/--extra-index-url of "+orName(in.RequirementsFile, "requirements.txt"))
		}
		in.ProjectIndexes, in.RequirementsIndex, in.RequirementsExtra, in.Pinned = nil, "", nil, ""
	}
	var primary, from string
	var first, extra []Index     // asked before and after primary
	named := map[string]string{} // URL → uv index name
	set := func(u, f string) {
		if primary == "" && strings.TrimSpace(u) != "" {
			primary, from = strings.TrimSpace(u), f
		}
	}
	uv := readUVConfig(get, in.Home)
	envNamed := map[string]string{} // UV_INDEX name → URL
	for _, u := range strings.Fields(get("UV_INDEX")) {
		if n, v, ok := strings.Cut(u, "="); ok && !strings.Contains(n, "/") {
			envNamed[n] = v
		}
	}
	creds := &credentials.Set{}
	if p := netrcPath(get, in.Home); p != "" {
		if b, err := localfile.Read(p, 1<<20); err == nil {
			creds.AddNetrc(b)
		}
	}
	var unknownPin string
	if in.Pinned != "" {
		for _, ix := range in.ProjectIndexes {
			if ix.Name == in.Pinned {
				if ix.Poetry {
					poetryCreds(ix, get, in.Home, creds)
				}
				return pinnedConfig(ix.URL, ix.Name, "project index "+ix.Name+" of "+orName(in.ProjectFile, "pyproject.toml")+" (the package is pinned to it)", get, creds)
			}
		}
		if u, ok := uv.named[in.Pinned]; ok {
			return pinnedConfig(u, in.Pinned, "uv.toml index "+in.Pinned+" (the package is pinned to it)", get, creds)
		}
		if u, ok := envNamed[in.Pinned]; ok {
			return pinnedConfig(u, in.Pinned, "UV_INDEX "+in.Pinned+" (the package is pinned to it)", get, creds)
		}
		unknownPin = in.Pinned
	}

	set(in.Registry, "request")
	set(get("UV_DEFAULT_INDEX"), "UV_DEFAULT_INDEX")
	set(get("UV_INDEX_URL"), "UV_INDEX_URL")
	// The project's default index beats PIP_INDEX_URL, which uv and
	// Poetry, whose files declare it, do not read.
	for _, ix := range in.ProjectIndexes {
		if ix.Default {
			set(ix.URL, orName(in.ProjectFile, "pyproject.toml")+" index "+ix.Name)
		}
		named[ix.URL] = ix.Name
	}
	set(get("PIP_INDEX_URL"), "PIP_INDEX_URL")
	set(in.RequirementsIndex, "requirements --index-url")
	set(uv.primary, "uv.toml")
	for n, u := range uv.named {
		if _, ok := named[u]; !ok {
			named[u] = n
		}
	}
	pip := readPipConf(get, in.Home, in.VirtualEnv)
	set(pip.index, "pip.conf")
	set(DefaultIndex, "default")

	has := func(u string) bool {
		if u == primary {
			return true
		}
		for _, e := range append(first, extra...) {
			if e.URL == u {
				return true
			}
		}
		return false
	}
	add := func(list *[]Index, u string) {
		if u = strings.TrimSpace(u); u != "" && !has(u) {
			*list = append(*list, Index{URL: u})
		}
	}
	for _, ix := range in.ProjectIndexes {
		if !ix.Default && !ix.Explicit && !ix.Supplemental {
			add(&first, ix.URL)
		}
	}
	for _, ix := range in.ProjectIndexes {
		if ix.Default {
			add(&extra, ix.URL) // a default after the first one
		}
	}
	for _, u := range strings.Fields(get("UV_INDEX")) {
		if n, v, ok := strings.Cut(u, "="); ok && !strings.Contains(n, "/") {
			named[v] = n
			u = v
		}
		add(&extra, u)
	}
	for _, u := range strings.Fields(get("UV_EXTRA_INDEX_URL")) {
		add(&extra, u)
	}
	for _, u := range strings.Fields(get("PIP_EXTRA_INDEX_URL")) {
		add(&extra, u)
	}
	for _, ix := range in.ProjectIndexes {
		if ix.Supplemental {
			add(&extra, ix.URL)
		}
	}
	for _, u := range in.RequirementsExtra {
		add(&extra, u)
	}
	for _, u := range uv.extra {
		add(&extra, u)
	}
	if get("PIP_EXTRA_INDEX_URL") == "" { // pip takes the variable's list over its files'
		for _, u := range pip.extra {
			add(&extra, u)
		}
	}
	for _, ix := range in.ProjectIndexes {
		if ix.Poetry {
			poetryCreds(ix, get, in.Home, creds)
		}
	}
	all := append(append(first, Index{URL: primary}), extra...)
	for i := range all {
		all[i] = withCreds(all[i].URL, named[all[i].URL], get, creds)
	}
	return Config{Indexes: all, From: from, Credentials: creds, Ignored: ignored, UnknownPin: unknownPin}
}

// pinnedConfig is the configuration of a package pinned to one named
// index: that index alone.
func pinnedConfig(u, name, from string, get func(string) string, creds *credentials.Set) Config {
	return Config{Indexes: []Index{withCreds(strings.TrimSpace(u), name, get, creds)}, From: from, Credentials: creds}
}

func orName(file, name string) string {
	if file != "" {
		return file
	}
	return name
}

func netrcPath(get func(string) string, home string) string {
	if p := get("NETRC"); p != "" {
		return p
	}
	if home != "" {
		return filepath.Join(home, ".netrc")
	}
	return ""
}

var nonAlnum = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`[^A-Z0-9]`) })

// withCreds takes userinfo off the URL, and adds it (or uv's
// UV_INDEX_<NAME>_USERNAME/_PASSWORD) as the credential of the index's
// own prefix only.
func withCreds(raw, name string, get func(string) string, creds *credentials.Set) Index {
	ix := Index{URL: raw, Name: name}
	u, err := url.Parse(raw)
	if err != nil {
		return ix
	}
	user, pass := "", ""
	if u.User != nil {
		user = u.User.Username()
		pass, _ = u.User.Password()
		u.User = nil
		ix.URL = u.String()
	}
	if name != "" {
		key := nonAlnum().ReplaceAllString(strings.ToUpper(name), "_")
		if v := get("UV_INDEX_" + key + "_USERNAME"); v != "" {
			user = v
		}
		if v := get("UV_INDEX_" + key + "_PASSWORD"); v != "" {
			pass = v
		}
	}
	if user != "" || pass != "" {
		_ = creds.Add(strings.TrimSuffix(ix.URL, "/"), credentials.Basic(user, pass))
	}
	return ix
}

// poetryCreds adds the credential Poetry keeps for the source ix, for
// ix's own URL prefix only: POETRY_HTTP_BASIC_<NAME>_USERNAME and
// _PASSWORD (the name upper-cased, other characters as "_"), else the
// [http-basic.<name>] table of Poetry's auth.toml (POETRY_CONFIG_DIR,
// else $XDG_CONFIG_HOME/pypoetry or ~/.config/pypoetry) when it holds the
// password (Poetry keeps it in the system keyring when it can, which is
// not read here). Userinfo in the URL wins (withCreds adds it after).
func poetryCreds(ix NamedIndex, get func(string) string, home string, creds *credentials.Set) {
	if ix.Name == "" {
		return
	}
	u, err := url.Parse(strings.TrimSpace(ix.URL))
	if err != nil || u.Host == "" || u.User != nil {
		return
	}
	key := nonAlnum().ReplaceAllString(strings.ToUpper(ix.Name), "_")
	user, pass := get("POETRY_HTTP_BASIC_"+key+"_USERNAME"), get("POETRY_HTTP_BASIC_"+key+"_PASSWORD")
	if user == "" && pass == "" {
		user, pass = poetryAuthFile(ix.Name, get, home)
	}
	if user == "" && pass == "" {
		return
	}
	_ = creds.Add(strings.TrimSuffix(u.String(), "/"), credentials.Basic(user, pass))
}

// poetryAuthFile reads [http-basic.<name>] of Poetry's auth.toml.
func poetryAuthFile(name string, get func(string) string, home string) (user, pass string) {
	dir := get("POETRY_CONFIG_DIR")
	if dir == "" {
		cfg := get("XDG_CONFIG_HOME")
		if cfg == "" && home != "" {
			cfg = filepath.Join(home, ".config")
		}
		if cfg == "" {
			return "", ""
		}
		dir = filepath.Join(cfg, "pypoetry")
	}
	b, err := readSmall(filepath.Join(dir, "auth.toml"))
	if err != nil {
		return "", ""
	}
	var doc struct {
		HTTPBasic map[string]struct {
			Username string `toml:"username"`
			Password string `toml:"password"`
		} `toml:"http-basic"`
	}
	if _, err := toml.Decode(string(b), &doc); err != nil {
		return "", ""
	}
	e, ok := doc.HTTPBasic[name]
	if !ok || e.Password == "" {
		return "", "" // the password is in the keyring
	}
	return e.Username, e.Password
}

type uvConf struct {
	primary string
	extra   []string
	named   map[string]string // [[index]] name → URL
}

// etcDir is where the system-wide pip.conf and uv.toml are (/etc/pip.conf,
// /etc/xdg/pip/pip.conf, /etc/uv/uv.toml); tests point it elsewhere.
var etcDir = "/etc"

// readUVConfig reads uv's user- and system-level uv.toml as uv merges
// them: the user's scalars (index-url, a default [[index]]) over the
// system's, arrays ([[index]], extra-index-url) joined with the user's
// first. UV_CONFIG_FILE replaces both; UV_NO_CONFIG reads neither.
func readUVConfig(get func(string) string, home string) uvConf {
	var out uvConf
	if v := get("UV_NO_CONFIG"); v != "" && v != "0" && !strings.EqualFold(v, "false") {
		return out
	}
	var paths []string
	if p := get("UV_CONFIG_FILE"); p != "" {
		paths = append(paths, p)
	} else {
		cfg := get("XDG_CONFIG_HOME")
		if cfg == "" && home != "" {
			cfg = filepath.Join(home, ".config")
		}
		if cfg != "" {
			paths = append(paths, filepath.Join(cfg, "uv", "uv.toml"))
		}
		paths = append(paths, filepath.Join(etcDir, "uv", "uv.toml"))
	}
	for _, p := range paths { // highest priority first
		b, err := readSmall(p)
		if err != nil {
			continue
		}
		var doc struct {
			IndexURL      string   `toml:"index-url"`
			ExtraIndexURL []string `toml:"extra-index-url"`
			Index         []struct {
				Name    string `toml:"name"`
				URL     string `toml:"url"`
				Default bool   `toml:"default"`
			} `toml:"index"`
		}
		if _, err := toml.Decode(string(b), &doc); err != nil {
			continue
		}
		for _, ix := range doc.Index {
			if ix.Name != "" {
				if out.named == nil {
					out.named = map[string]string{}
				}
				if _, ok := out.named[ix.Name]; !ok {
					out.named[ix.Name] = ix.URL
				}
			}
			if ix.Default && out.primary == "" {
				out.primary = ix.URL
			} else {
				out.extra = append(out.extra, ix.URL)
			}
		}
		if out.primary == "" {
			out.primary = doc.IndexURL
		}
		out.extra = append(out.extra, doc.ExtraIndexURL...)
	}
	return out
}

type pipConf struct {
	index string
	extra []string
	cert  string
	// findLinks and noIndex are find-links (whitespace-separated) and
	// no-index.
	findLinks []string
	noIndex   bool
}

// PipWheelhouse is pip.conf's find-links (local directories or file:
// URLs, as written) and no-index, read as readPipConf reads the rest.
func PipWheelhouse(get func(string) string, home, venv string) (findLinks []string, noIndex bool) {
	c := readPipConf(get, home, venv)
	return c.findLinks, c.noIndex
}

// readPipConf reads pip's configuration files as pip does for `pip
// install`: the global ones (/etc/xdg/pip/pip.conf, then /etc/pip.conf),
// the user's (~/.pip/pip.conf, then $XDG_CONFIG_HOME/pip/pip.conf; left
// out when PIP_CONFIG_FILE names a file that exists), the environment's
// ($VIRTUAL_ENV/pip.conf), then PIP_CONFIG_FILE, a later file's value
// replacing an earlier one's; os.DevNull reads none. Within the result
// the [install] section's value beats [global]'s. A value replaces,
// never joins: extra-index-url in two files is the later file's list.
func readPipConf(get func(string) string, home, venv string) pipConf {
	env := get("PIP_CONFIG_FILE")
	if env == os.DevNull {
		return pipConf{}
	}
	paths := []string{filepath.Join(etcDir, "xdg", "pip", "pip.conf"), filepath.Join(etcDir, "pip.conf")}
	envExists := false
	if env != "" {
		if st, err := os.Stat(env); err == nil && !st.IsDir() {
			envExists = true
		}
	}
	if home != "" && !envExists {
		paths = append(paths, filepath.Join(home, ".pip", "pip.conf"))
		cfg := get("XDG_CONFIG_HOME")
		if cfg == "" {
			cfg = filepath.Join(home, ".config")
		}
		paths = append(paths, filepath.Join(cfg, "pip", "pip.conf"))
	}
	if venv != "" {
		paths = append(paths, filepath.Join(venv, "pip.conf"))
	}
	if env != "" {
		paths = append(paths, env)
	}
	vals := map[string]string{}
	for _, p := range paths {
		b, err := readSmall(p)
		if err != nil {
			continue
		}
		maps.Copy(vals, parseINI(string(b)))
	}
	var out pipConf
	for _, sec := range []string{"global", "install"} {
		if v, ok := vals[sec+".index-url"]; ok {
			out.index = v
		}
		if v, ok := vals[sec+".extra-index-url"]; ok {
			out.extra = strings.Fields(v)
		}
		if v, ok := vals[sec+".cert"]; ok {
			out.cert = v
		}
		if v, ok := vals[sec+".find-links"]; ok {
			out.findLinks = strings.Fields(v)
		}
		if v, ok := vals[sec+".no-index"]; ok {
			switch strings.ToLower(strings.TrimSpace(v)) {
			case "1", "true", "yes", "on":
				out.noIndex = true
			default:
				out.noIndex = false
			}
		}
	}
	return out
}

// parseINI reads "section.key" → value, joining indented continuation
// lines with spaces.
func parseINI(s string) map[string]string {
	out := map[string]string{}
	sec, key := "", ""
	sc := bufio.NewScanner(strings.NewReader(s))
	for sc.Scan() {
		line := sc.Text()
		t := strings.TrimSpace(line)
		switch {
		case t == "" || strings.HasPrefix(t, "#") || strings.HasPrefix(t, ";"):
		case strings.HasPrefix(t, "[") && strings.HasSuffix(t, "]"):
			sec, key = strings.ToLower(strings.Trim(t, "[] ")), ""
		case (line[0] == ' ' || line[0] == '\t') && key != "":
			out[key] += " " + t
		default:
			k, v, ok := strings.Cut(t, "=")
			if !ok {
				k, v, ok = strings.Cut(t, ":")
			}
			if ok {
				// pip's names: any case, "_" as "-" (index_url).
				key = sec + "." + strings.ReplaceAll(strings.ToLower(strings.TrimSpace(k)), "_", "-")
				out[key] = strings.TrimSpace(v)
			}
		}
	}
	return out
}

// readSmall reads a configuration file the user owns (links followed, as
// pip and uv do), at most 1 MiB.
func readSmall(p string) ([]byte, error) { return localfile.Read(p, 1<<20) }

// Public reports whether what was read from ix is what anyone may read
// (sdk.Source.Public): ix is the default index, PyPI, and creds give no
// credential (userinfo, netrc, UV_INDEX_*) to it or to any of urls (the
// release's files).
func Public(ix Index, creds *credentials.Set, urls ...string) bool {
	if strings.TrimSuffix(ix.URL, "/") != DefaultIndex {
		return false
	}
	for _, raw := range append([]string{DefaultIndex + "/"}, urls...) {
		u, err := url.Parse(raw)
		if err != nil || u.Scheme != "https" || creds != nil && !creds.For(u).IsZero() {
			return false
		}
	}
	return true
}
