package pyindex

import (
	"bufio"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/BurntSushi/toml"
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
	// ProjectIndexes are the project's indexes ([tool.uv.index], Poetry
	// sources), default one first when marked.
	ProjectIndexes []NamedIndex
	// RequirementsIndex and RequirementsExtra come from requirements
	// files' --index-url and --extra-index-url lines.
	RequirementsIndex string
	RequirementsExtra []string
}

// NamedIndex is an index from project configuration.
type NamedIndex struct {
	Name, URL string
	Default   bool
}

// Config is the resolved index list and where the primary came from.
type Config struct {
	Indexes []Index
	// From says where the primary index was configured ("PIP_INDEX_URL",
	// "pip.conf (/etc/pip.conf)", "default").
	From string
}

// Load reads the index configuration. Precedence for the primary index:
// the request, UV_DEFAULT_INDEX, UV_INDEX_URL, PIP_INDEX_URL, the
// project's default index, requirements --index-url, uv.toml, pip.conf,
// then PyPI. Extra indexes follow in the order uv and pip read them.
func Load(in ConfigInput) Config {
	get := in.Getenv
	if get == nil {
		get = func(string) string { return "" }
	}
	var primary, from string
	var extra []Index
	named := map[string]string{} // URL → uv index name
	set := func(u, f string) {
		if primary == "" && strings.TrimSpace(u) != "" {
			primary, from = strings.TrimSpace(u), f
		}
	}
	set(in.Registry, "request")
	set(get("UV_DEFAULT_INDEX"), "UV_DEFAULT_INDEX")
	set(get("UV_INDEX_URL"), "UV_INDEX_URL")
	set(get("PIP_INDEX_URL"), "PIP_INDEX_URL")
	for _, ix := range in.ProjectIndexes {
		if ix.Default {
			set(ix.URL, "pyproject.toml index "+ix.Name)
		}
		named[ix.URL] = ix.Name
	}
	set(in.RequirementsIndex, "requirements --index-url")
	uv := readUVConfig(get, in.Home)
	set(uv.primary, "uv.toml")
	pip := readPipConf(get, in.Home, in.VirtualEnv)
	set(pip.index, "pip.conf")
	set(DefaultIndex, "default")

	addExtra := func(u string) {
		u = strings.TrimSpace(u)
		if u == "" || u == primary {
			return
		}
		for _, e := range extra {
			if e.URL == u {
				return
			}
		}
		extra = append(extra, Index{URL: u})
	}
	for _, u := range strings.Fields(get("UV_INDEX")) {
		if n, v, ok := strings.Cut(u, "="); ok && !strings.Contains(n, "/") {
			named[v] = n
			u = v
		}
		addExtra(u)
	}
	for _, u := range strings.Fields(get("UV_EXTRA_INDEX_URL")) {
		addExtra(u)
	}
	for _, u := range strings.Fields(get("PIP_EXTRA_INDEX_URL")) {
		addExtra(u)
	}
	for _, ix := range in.ProjectIndexes {
		if !ix.Default {
			addExtra(ix.URL)
		}
	}
	for _, u := range in.RequirementsExtra {
		addExtra(u)
	}
	for _, u := range uv.extra {
		addExtra(u)
	}
	for _, u := range pip.extra {
		addExtra(u)
	}
	netrc := readNetrc(get, in.Home)
	all := append([]Index{{URL: primary}}, extra...)
	for i := range all {
		all[i] = withCreds(all[i].URL, named[all[i].URL], get, netrc)
	}
	return Config{Indexes: all, From: from}
}

var nonAlnum = regexp.MustCompile(`[^A-Z0-9]`)

// withCreds splits userinfo off the URL and fills credentials from uv's
// per-index variables or netrc.
func withCreds(raw, name string, get func(string) string, netrc map[string][2]string) Index {
	ix := Index{URL: raw, Name: name}
	u, err := url.Parse(raw)
	if err != nil {
		return ix
	}
	if u.User != nil {
		ix.Username = u.User.Username()
		ix.Password, _ = u.User.Password()
		u.User = nil
		ix.URL = u.String()
	}
	if name != "" {
		key := nonAlnum.ReplaceAllString(strings.ToUpper(name), "_")
		if v := get("UV_INDEX_" + key + "_USERNAME"); v != "" {
			ix.Username = v
		}
		if v := get("UV_INDEX_" + key + "_PASSWORD"); v != "" {
			ix.Password = v
		}
	}
	if ix.Username == "" && ix.Password == "" {
		if c, ok := netrc[u.Hostname()]; ok {
			ix.Username, ix.Password = c[0], c[1]
		}
	}
	return ix
}

type uvConf struct {
	primary string
	extra   []string
}

func readUVConfig(get func(string) string, home string) uvConf {
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
		paths = append(paths, "/etc/uv/uv.toml")
	}
	var out uvConf
	for _, p := range paths {
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
		break
	}
	return out
}

type pipConf struct {
	index string
	extra []string
}

// readPipConf reads pip's configuration files, later ones overriding
// earlier ones (global, user, site), or only PIP_CONFIG_FILE when set.
func readPipConf(get func(string) string, home, venv string) pipConf {
	var paths []string
	if p := get("PIP_CONFIG_FILE"); p != "" {
		if p == os.DevNull {
			return pipConf{}
		}
		paths = []string{p}
	} else {
		paths = append(paths, "/etc/pip.conf", "/etc/xdg/pip/pip.conf")
		if home != "" {
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
	}
	var out pipConf
	for _, p := range paths {
		b, err := readSmall(p)
		if err != nil {
			continue
		}
		vals := parseINI(string(b))
		for _, sec := range []string{"global", "install", "download"} {
			if v, ok := vals[sec+".index-url"]; ok {
				out.index = v
			}
			if v, ok := vals[sec+".extra-index-url"]; ok {
				out.extra = append(out.extra, strings.Fields(v)...)
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
				key = sec + "." + strings.ToLower(strings.TrimSpace(k))
				out[key] = strings.TrimSpace(v)
			}
		}
	}
	return out
}

// readNetrc reads machine → (login, password) from $NETRC or ~/.netrc.
func readNetrc(get func(string) string, home string) map[string][2]string {
	p := get("NETRC")
	if p == "" && home != "" {
		p = filepath.Join(home, ".netrc")
	}
	out := map[string][2]string{}
	if p == "" {
		return out
	}
	b, err := readSmall(p)
	if err != nil {
		return out
	}
	f := strings.Fields(string(b))
	var machine, login, password string
	flush := func() {
		if machine != "" {
			out[machine] = [2]string{login, password}
		}
		machine, login, password = "", "", ""
	}
	for i := 0; i < len(f); i++ {
		switch f[i] {
		case "machine":
			flush()
			if i+1 < len(f) {
				machine = f[i+1]
				i++
			}
		case "default":
			flush()
		case "login":
			if i+1 < len(f) {
				login = f[i+1]
				i++
			}
		case "password":
			if i+1 < len(f) {
				password = f[i+1]
				i++
			}
		case "macdef":
			flush()
			i = len(f)
		}
	}
	flush()
	return out
}

func readSmall(p string) ([]byte, error) {
	st, err := os.Stat(p)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() || st.Size() > 1<<20 {
		return nil, os.ErrInvalid
	}
	return os.ReadFile(p)
}
