package registry

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"
)

// maxConfigBytes bounds a configuration file read.
const maxConfigBytes = 1 << 20

// Config is the merged registries configuration.
type Config struct {
	// Registries maps a scope (lower case) or "[default]" to a registry
	// base URL.
	Registries map[string]string
	// Auth maps a registry host to its authentication type ("token" or
	// "basic").
	Auth map[string]string
	// Ignored is the project's registries.json when it exists but was not
	// used because the project is not trusted.
	Ignored string
	// ignored maps a scope (lower case) or "[default]" to the registry
	// the ignored project file names for it: read only to refuse a name
	// the project sends elsewhere (IgnoredFor), never to fetch.
	ignored map[string]string
}

type configJSON struct {
	Registries map[string]struct {
		URL string `json:"url"`
	} `json:"registries"`
	Authentication map[string]struct {
		Type string `json:"type"`
	} `json:"authentication"`
}

// LoadConfig reads the user's then the project's registries.json; the
// project's entries win. Missing files are not an error. The project's
// file is read only when trusted (the user chose the project,
// sdk.PackageRef.ProjectTrusted): an agent can name any directory, and a
// registries.json there could send the user's netrc credential for a
// registry host to another scope's URL. Otherwise Ignored names it.
func LoadConfig(projectDir, home string, trusted bool) (*Config, error) {
	c := &Config{Registries: map[string]string{}, Auth: map[string]string{}}
	var paths []string
	if home != "" {
		paths = append(paths, filepath.Join(home, ".swiftpm", "configuration", "registries.json"))
	}
	if projectDir != "" {
		pf := filepath.Join(projectDir, ".swiftpm", "configuration", "registries.json")
		if trusted {
			paths = append(paths, pf)
		} else if _, err := os.Lstat(pf); err == nil {
			c.Ignored = pf
			c.ignored = map[string]string{}
			if b, err := readBounded(pf); err == nil {
				var j configJSON
				if json.Unmarshal(b, &j) == nil {
					for scope, r := range j.Registries {
						c.ignored[strings.ToLower(scope)] = strings.TrimSuffix(r.URL, "/")
					}
				}
			}
		}
	}
	for _, p := range paths {
		b, err := readBounded(p)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		var j configJSON
		if err := json.Unmarshal(b, &j); err != nil {
			return nil, fmt.Errorf("read %s: %w", p, err)
		}
		for scope, r := range j.Registries {
			u, err := url.Parse(r.URL)
			if err != nil || u.Scheme != "https" && !(u.Scheme == "http" && isLoopback(u.Hostname())) || u.Host == "" {
				return nil, fmt.Errorf("read %s: registry %q: URL %q is not https", p, scope, r.URL)
			}
			c.Registries[strings.ToLower(scope)] = strings.TrimSuffix(r.URL, "/")
		}
		for host, a := range j.Authentication {
			c.Auth[strings.ToLower(host)] = a.Type
		}
	}
	return c, nil
}

// isLoopback: SwiftPM allows http only for local registries.
func isLoopback(host string) bool {
	return host == "localhost" || host == "127.0.0.1" || host == "::1"
}

// For returns the registry URL for a scope, "" when none is configured.
func (c *Config) For(scope string) string {
	if c == nil {
		return ""
	}
	if u, ok := c.Registries[strings.ToLower(scope)]; ok {
		return u
	}
	return c.Registries["[default]"]
}

// IgnoredFor returns the registry the ignored (untrusted) project
// registries.json sends scope to, when that differs from what the
// user's configuration gives it (For); "" when the project file was
// used, says nothing of the scope, or agrees with the user's. A name
// of such a scope must not be looked up on the user's registry: it
// may be private to the project's, and a public package of that name
// would be documented instead (dependency confusion). An unreadable
// project file maps every scope: nothing can be said of any.
func (c *Config) IgnoredFor(scope string) string {
	if c == nil || c.Ignored == "" {
		return ""
	}
	if len(c.ignored) == 0 {
		if st, err := os.Lstat(c.Ignored); err == nil && st.Size() > 0 {
			if b, err := readBounded(c.Ignored); err != nil || !json.Valid(b) {
				return "(unreadable)"
			}
		}
		return ""
	}
	u, ok := c.ignored[strings.ToLower(scope)]
	if !ok {
		u = c.ignored["[default]"]
	}
	if u == "" || u == c.For(scope) {
		return ""
	}
	return u
}

func readBounded(p string) ([]byte, error) {
	st, err := os.Lstat(p)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("read %s: not a regular file", p)
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxConfigBytes+1))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", p, err)
	}
	if len(b) > maxConfigBytes {
		return nil, fmt.Errorf("read %s: over %d bytes", p, maxConfigBytes)
	}
	return b, nil
}

// Credential is a login for one host.
type Credential struct{ Login, Password string }

// Netrc returns the credential for host from a netrc file; ok is false
// when there is none (or no file).
func Netrc(path, host string) (Credential, bool) {
	b, err := readBounded(path)
	if err != nil {
		return Credential{}, false
	}
	sc := bufio.NewScanner(strings.NewReader(string(b)))
	sc.Split(bufio.ScanWords)
	var words []string
	for sc.Scan() {
		words = append(words, sc.Text())
	}
	var cur, def *Credential
	matched := false
	for i := 0; i < len(words); i++ {
		switch words[i] {
		case "machine":
			if matched {
				return *cur, true
			}
			if i+1 < len(words) {
				i++
				matched = strings.EqualFold(words[i], host)
				cur = &Credential{}
			}
		case "default":
			if matched {
				return *cur, true
			}
			def = &Credential{}
			cur = def
		case "login", "password", "account":
			if i+1 < len(words) && cur != nil {
				i++
				if words[i-1] == "login" {
					cur.Login = words[i]
				} else if words[i-1] == "password" {
					cur.Password = words[i]
				}
			}
		case "macdef":
			// skip to the end of the macro: not worth parsing
			return Credential{}, false
		}
	}
	if matched && cur != nil {
		return *cur, true
	}
	return Credential{}, false
}
