package pyindex

import (
	"bufio"
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
	// ProjectIndexes are the project's indexes ([tool.uv.index], Poetry
	// sources), default one first when marked.
	ProjectIndexes []NamedIndex
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

// NamedIndex is an index from project configuration.
type NamedIndex struct {
	Name, URL string
	Default   bool
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
	var ignored []string
	if !in.ProjectTrusted {
		if len(in.ProjectIndexes) > 0 {
			ignored = append(ignored, "indexes of "+orName(in.ProjectFile, "pyproject.toml"))
		}
		if in.RequirementsIndex != "" || len(in.RequirementsExtra) > 0 {
			ignored = append(ignored, "--index-url/--extra-index-url of "+orName(in.RequirementsFile, "requirements.txt"))
		}
		in.ProjectIndexes, in.RequirementsIndex, in.RequirementsExtra = nil, "", nil
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
	creds := &credentials.Set{}
	if p := netrcPath(get, in.Home); p != "" {
		if b, err := localfile.Read(p, 1<<20); err == nil {
			creds.AddNetrc(b)
		}
	}
	all := append([]Index{{URL: primary}}, extra...)
	for i := range all {
		all[i] = withCreds(all[i].URL, named[all[i].URL], get, creds)
	}
	return Config{Indexes: all, From: from, Credentials: creds, Ignored: ignored}
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
