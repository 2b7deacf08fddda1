package npmrc

import (
	"context"
	"errors"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// write creates files under root from a map of relative path → content.
func write(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func noNPM(context.Context, string) (string, error) { return "", errors.New("npm not installed") }

// answers is, for each key of want, c's registry for a package name or
// its Authorization for a URL (a key starting with https://).
func answers(c *Config, want map[string]string) map[string]string {
	got := map[string]string{}
	for k := range want {
		if strings.HasPrefix(k, "https://") {
			got[k] = c.Authorization(k)
		} else {
			got[k] = c.Registry(k)
		}
	}
	return got
}

func TestLoadLayers(t *testing.T) {
	tests := map[string]struct {
		files   map[string]string
		env     []string
		project string // relative to the temp root
		// untrusted: the user did not choose the project (an agent's
		// projectPath); every other case is a chosen project.
		untrusted bool
		reqReg    string
		ask       func(context.Context, string) (string, error)

		name     string // package to ask the registry for
		wantReg  string
		wantFrom string
		wantErr  error
	}{
		"zero: nothing anywhere and no npm": {
			ask: noNPM, wantErr: ErrNoRegistry,
		},
		"npm config get registry when nothing sets it": {
			ask:     func(context.Context, string) (string, error) { return "https://builtin.invalid", nil },
			wantReg: "https://builtin.invalid/", wantFrom: "npm config get registry",
		},
		"user npmrc": {
			files:   map[string]string{"home/.npmrc": "registry=https://user.invalid/"},
			wantReg: "https://user.invalid/", wantFrom: "user",
		},
		"project beats user": {
			files: map[string]string{
				"home/.npmrc":          "registry=https://user.invalid/",
				"proj/package.json":    "{}",
				"proj/.npmrc":          "registry=https://project.invalid/npm",
				"proj/src/lib/x.txt":   "",
				"proj/src/.npmrc":      "registry=https://not-root.invalid/",
				"proj/src/lib/.keepme": "",
			},
			project: "proj/src/lib",
			wantReg: "https://project.invalid/npm/", wantFrom: "project",
		},
		"untrusted project npmrc is not read": {
			files: map[string]string{
				"home/.npmrc":       "registry=https://user.invalid/",
				"proj/package.json": "{}",
				"proj/.npmrc":       "registry=https://project.invalid/npm\n//project.invalid/:_authToken=${SECRET}",
			},
			env:     []string{"SECRET=s3cret"},
			project: "proj", untrusted: true,
			wantReg: "https://user.invalid/", wantFrom: "user",
		},
		"untrusted project does not steer npm config get registry": {
			files: map[string]string{"proj/package.json": "{}", "proj/.npmrc": "registry=https://project.invalid/"},
			ask: func(_ context.Context, dir string) (string, error) {
				if strings.HasSuffix(dir, "proj") {
					return "https://project.invalid/", nil
				}
				return "https://builtin.invalid", nil
			},
			project: "proj", untrusted: true,
			wantReg: "https://builtin.invalid/", wantFrom: "npm config get registry",
		},
		"env beats project": {
			files:   map[string]string{"proj/package.json": "{}", "proj/.npmrc": "registry=https://project.invalid/"},
			env:     []string{"NPM_CONFIG_REGISTRY=https://env.invalid/"},
			project: "proj",
			wantReg: "https://env.invalid/", wantFrom: "environment",
		},
		"request beats env": {
			env:     []string{"npm_config_registry=https://env.invalid/"},
			reqReg:  "https://req.invalid/x/",
			wantReg: "https://req.invalid/x/", wantFrom: "request",
		},
		"global npmrc": {
			files:   map[string]string{"global/npmrc": "registry=https://global.invalid/"},
			env:     []string{"npm_config_globalconfig=GLOBAL/npmrc"},
			wantReg: "https://global.invalid/", wantFrom: "global",
		},
		"userconfig from env": {
			files:   map[string]string{"elsewhere/rc": "registry=https://other-user.invalid/"},
			env:     []string{"npm_config_userconfig=ROOT/elsewhere/rc"},
			wantReg: "https://other-user.invalid/", wantFrom: "user",
		},
		"scope registry": {
			files: map[string]string{"home/.npmrc": "registry=https://user.invalid/\n@corp:registry=https://corp.invalid/npm/"},
			name:  "@corp/lib", wantReg: "https://corp.invalid/npm/", wantFrom: "user",
		},
		"scope registry from env": {
			files: map[string]string{"home/.npmrc": "registry=https://user.invalid/"},
			env:   []string{"npm_config_@corp:registry=https://corp-env.invalid/"},
			name:  "@corp/lib", wantReg: "https://corp-env.invalid/", wantFrom: "user",
		},
		"other scope uses default": {
			files: map[string]string{"home/.npmrc": "registry=https://user.invalid/\n@corp:registry=https://corp.invalid/"},
			name:  "@other/lib", wantReg: "https://user.invalid/", wantFrom: "user",
		},
		"workspace member uses workspace root": {
			files: map[string]string{
				"mono/package.json":            `{"workspaces":["packages/*"]}`,
				"mono/.npmrc":                  "registry=https://mono.invalid/",
				"mono/packages/a/package.json": "{}",
			},
			project: "mono/packages/a",
			wantReg: "https://mono.invalid/", wantFrom: "project",
		},
		"bad registry": {
			files:   map[string]string{"home/.npmrc": "registry=ftp://x.invalid/"},
			wantErr: errAny,
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			root := t.TempDir()
			write(t, root, tc.files)
			if err := os.MkdirAll(filepath.Join(root, "home"), 0o755); err != nil {
				t.Fatal(err)
			}
			var env []string
			for _, e := range tc.env {
				e = strings.ReplaceAll(e, "GLOBAL", filepath.Join(root, "global"))
				env = append(env, strings.ReplaceAll(e, "ROOT", root))
			}
			if env == nil {
				env = []string{}
			}
			if tc.ask == nil {
				tc.ask = noNPM
			}
			if tc.env == nil || !strings.Contains(strings.Join(tc.env, " "), "globalconfig") {
				// Keep the real machine's global npmrc out of the test.
				env = append(env, "npm_config_globalconfig="+filepath.Join(root, "no-global"))
			}
			opt := Options{Environ: env, Home: filepath.Join(root, "home"), AskNPM: tc.ask, Registry: tc.reqReg, ProjectTrusted: !tc.untrusted}
			if tc.project != "" {
				opt.ProjectDir = filepath.Join(root, tc.project)
			}
			c, err := Load(context.Background(), opt)
			if tc.wantErr != nil {
				if err == nil || (tc.wantErr != errAny && !errors.Is(err, tc.wantErr)) {
					t.Fatalf("err = %v, want %v", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			pkg := tc.name
			if pkg == "" {
				pkg = "is-number"
			}
			if got := c.Registry(pkg); got != tc.wantReg {
				t.Errorf("Registry(%q) = %q, want %q", pkg, got, tc.wantReg)
			}
			if !strings.HasPrefix(c.RegistryFrom, tc.wantFrom) {
				t.Errorf("RegistryFrom = %q, want prefix %q", c.RegistryFrom, tc.wantFrom)
			}
			if tc.untrusted {
				if a := c.Authorization("https://project.invalid/pkg"); a != "" {
					t.Errorf("untrusted project's credential used: %q", a)
				}
				if c.IgnoredProject != filepath.Join(root, tc.project, ".npmrc") || slices.Contains(c.Files, c.IgnoredProject) {
					t.Errorf("IgnoredProject = %q, Files = %v", c.IgnoredProject, c.Files)
				}
			}
		})
	}
}

var errAny = errors.New("any error")

func TestAuthorization(t *testing.T) {
	rc := strings.Join([]string{
		"registry=https://art.invalid/api/npm/npm-virtual/",
		"//art.invalid/api/npm/npm-virtual/:_authToken=${ART_TOKEN}",
		"//art.invalid/api/npm/:_authToken=broad",
		"//nexus.invalid:8443/repository/npm/:_auth=dXNlcjpwYXNz",
		"//basic.invalid/:username=bob",
		"//basic.invalid/:_password=" + "cGFzcw==", // "pass"
		"//badpw.invalid/:username=bob",
		"//badpw.invalid/:_password=not base64!",
		"//gitlab.invalid/api/v4/projects/1/packages/npm:_authToken=gl",
		"//default-port.invalid/:_authToken=dp",
		"_authToken=top-level-ignored",
	}, "\n")
	root := t.TempDir()
	write(t, root, map[string]string{"home/.npmrc": rc})
	c, err := Load(context.Background(), Options{
		Environ: []string{"ART_TOKEN=art-secret", "npm_config_globalconfig=" + filepath.Join(root, "none")},
		Home:    filepath.Join(root, "home"), AskNPM: noNPM,
	})
	if err != nil {
		t.Fatal(err)
	}
	tests := map[string]struct{ url, want string }{
		"zero":                      {"", ""},
		"not a URL":                 {"::", ""},
		"manifest under path":       {"https://art.invalid/api/npm/npm-virtual/is-number/7.0.0", "Bearer art-secret"},
		"scoped manifest":           {"https://art.invalid/api/npm/npm-virtual/@s%2fx", "Bearer art-secret"},
		"longest prefix wins":       {"https://art.invalid/api/npm/npm-virtual/-/x.tgz", "Bearer art-secret"},
		"shorter prefix":            {"https://art.invalid/api/npm/other/x", "Bearer broad"},
		"same host outside path":    {"https://art.invalid/api/other/x", ""},
		"tarball on other host":     {"https://cdn.invalid/api/npm/npm-virtual/x.tgz", ""},
		"host suffix attack":        {"https://art.invalid.evil.invalid/api/npm/x", ""},
		"userinfo host trick":       {"https://art.invalid@evil.invalid/api/npm/x", ""},
		"port matters":              {"https://nexus.invalid/repository/npm/x", ""},
		"port _auth":                {"https://nexus.invalid:8443/repository/npm/x", "Basic dXNlcjpwYXNz"},
		"username password":         {"https://basic.invalid/x", "Basic Ym9iOnBhc3M="},
		"bad password":              {"https://badpw.invalid/x", ""},
		"no trailing slash key":     {"https://gitlab.invalid/api/v4/projects/1/packages/npm/x", "Bearer gl"},
		"default port stripped":     {"https://default-port.invalid:443/x", "Bearer dp"},
		"top-level token ignored":   {"https://public.invalid/x", ""},
		"case-insensitive host":     {"https://ART.invalid/api/npm/npm-virtual/x", "Bearer art-secret"},
		"not http":                  {"file:///api/npm/x", ""},
		"path prefix not a segment": {"https://art.invalid/api/npmx/y", ""},
		// Dot segments are resolved before matching, as npm's URL
		// parsing does, so a path that leaves a prefix loses its token.
		"dot-dot to a sibling":          {"https://art.invalid/api/npm/npm-virtual/../other/x", "Bearer broad"},
		"dot-dot out of every prefix":   {"https://art.invalid/api/npm/npm-virtual/../../other/x", ""},
		"encoded dot-dot":               {"https://art.invalid/api/npm/npm-virtual/%2e%2e/%2E%2e/other/x", ""},
		"half-encoded dot-dot":          {"https://art.invalid/api/npm/npm-virtual/.%2e/%2e./other/x", ""},
		"trailing dot-dot":              {"https://art.invalid/api/npm/npm-virtual/..", "Bearer broad"},
		"single dots":                   {"https://art.invalid/api/./npm/%2e/npm-virtual/x", "Bearer art-secret"},
		"dot-dot into a prefix":         {"https://art.invalid/api/other/../npm/npm-virtual/x", "Bearer art-secret"},
		"dot-dot above the root":        {"https://art.invalid/../../api/npm/npm-virtual/x", "Bearer art-secret"},
		"dot-dot behind encoded slash":  {"https://art.invalid/api/npm/npm-virtual/..%2f..%2fother/x", ""},
		"dot-dot behind backslash":      {"https://art.invalid/api/npm/npm-virtual/..%5c..%5cother/x", ""},
		"dots in a name are no segment": {"https://art.invalid/api/npm/npm-virtual/a..b/x", "Bearer art-secret"},
		"scoped name keeps its slash":   {"https://art.invalid/api/npm/npm-virtual/@s%2f..x", "Bearer art-secret"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if got := c.Authorization(tc.url); got != tc.want {
				t.Fatalf("Authorization(%q) = %q, want %q", tc.url, got, tc.want)
			}
		})
	}
	if s := c.String(); strings.Contains(s, "art-secret") || strings.Contains(s, "broad") {
		t.Fatalf("String leaks a credential: %s", s)
	}
}

func TestEnvLayer(t *testing.T) {
	got := envLayer([]string{"npm_config_foo_bar=1", "NPM_CONFIG__authToken=t", "npm_config_//h/:_authToken=x", "npm_config_empty=", "other=1", "npm_config_=z"})
	want := []Entry{{"foo-bar", "1"}, {"_authtoken", "t"}, {"//h/:_authToken", "x"}}
	if d := cmp.Diff(want, got); d != "" {
		t.Fatal(d)
	}
}

func TestFetchTimeout(t *testing.T) {
	for v, want := range map[string]time.Duration{
		"":                     0,
		"0":                    0,
		"-5":                   0,
		"soon":                 0,
		"2500":                 2500 * time.Millisecond,
		" 300000 ":             5 * time.Minute,
		"99999999999999999999": 0, // not an int64
		"9000000000000":        maxFetchTimeout,
		"9300000000000":        maxFetchTimeout, // overflows as nanoseconds
	} {
		c := &Config{values: map[string]string{"fetch-timeout": v}}
		if got := c.FetchTimeout(); got != want {
			t.Errorf("fetch-timeout=%q: %s, want %s", v, got, want)
		}
	}
}

func TestNPMRegistryMissing(t *testing.T) {
	old := lookPath
	defer func() { lookPath = old }()
	lookPath = func(string) (string, error) { return "", errors.New("not found") }
	if _, err := NPMRegistry(context.Background(), t.TempDir()); err == nil {
		t.Fatal("no error without npm")
	}
}

// FuzzAuthorization checks that a token scoped to //h.invalid/a/b/ is
// given only to a URL on that host whose path, with every dot segment
// resolved in any spelling (percent-encoded dots too), stays under /a/b.
// Empty segments are kept, as RFC 3986 does ("/a/b//.." is "/a/b/").
func FuzzAuthorization(f *testing.F) {
	for _, s := range []string{"", "/", "/a/b/x", "/a/b/../c", "/a/b/%2e%2E/c", "/a/b/.%2e", "/./a/b/.", "/a/b/@s%2fx/..%2fy", "/a/b/a..b/", "/a/b/..%5c..%5cc"} {
		f.Add(s)
	}
	c := &Config{values: map[string]string{"//h.invalid/a/b/:_authToken": "T"}}
	f.Fuzz(func(t *testing.T, escaped string) {
		raw := "https://h.invalid" + escaped
		if c.Authorization(raw) == "" {
			return
		}
		u, err := url.Parse(raw)
		if err != nil {
			t.Fatalf("credential for unparsable %q", raw)
		}
		clean := resolveDots(u.EscapedPath())
		if strings.TrimSuffix(strings.ToLower(u.Hostname()), ".") != "h.invalid" || u.Port() != "" && u.Port() != "443" || clean != "/a/b" && !strings.HasPrefix(clean, "/a/b/") {
			t.Fatalf("Authorization(%q) gave the token; host %q, path resolves to %q", raw, u.Host, clean)
		}
	})
}

// resolveDots removes dot segments from an escaped path as RFC 3986
// 5.2.4 does, keeping empty segments; a segment is a dot segment when it
// decodes to "." or "..".
func resolveDots(p string) string {
	var out []string
	for _, seg := range strings.Split(strings.TrimPrefix(p, "/"), "/") {
		dec, err := url.PathUnescape(seg)
		if err != nil {
			dec = seg
		}
		switch dec {
		case ".":
		case "..":
			if len(out) > 0 {
				out = out[:len(out)-1]
			}
		default:
			out = append(out, seg)
		}
	}
	return "/" + strings.Join(out, "/")
}

// A member of a pnpm workspace (pnpm-workspace.yaml's "packages" at the
// root, no "workspaces" in package.json) reads the workspace root's
// .npmrc below its own, as pnpm does: the company scope and its token
// set at the root apply to every member. A directory the workspace does
// not list, or excludes, does not.
func TestPNPMWorkspaceNpmrc(t *testing.T) {
	root := t.TempDir()
	write(t, root, map[string]string{
		"repo/pnpm-workspace.yaml":          "packages:\n  - 'packages/*'\n  - '!packages/legacy'\n",
		"repo/package.json":                 `{"name":"monorepo","private":true}`,
		"repo/.npmrc":                       "@corp:registry=https://corp.invalid/npm/\n//corp.invalid/npm/:_authToken=${CORP_TOKEN}\n",
		"repo/packages/app/package.json":    `{"name":"app"}`,
		"repo/packages/app/.npmrc":          "@own:registry=https://own.invalid/\n",
		"repo/packages/legacy/package.json": `{"name":"legacy"}`,
		"repo/tools/package.json":           `{"name":"tools"}`,
		"home/.npmrc":                       "registry=https://user.invalid/\n",
	})
	for _, tt := range []struct {
		dir  string
		want map[string]string
	}{
		{"repo/packages/app", map[string]string{"@corp/ui": "https://corp.invalid/npm/", "@own/x": "https://own.invalid/", "https://corp.invalid/npm/@corp%2fui": "Bearer corp-secret"}},
		{"repo/packages/legacy", map[string]string{"@corp/ui": "https://user.invalid/", "https://corp.invalid/npm/@corp%2fui": ""}},
		{"repo/tools", map[string]string{"@corp/ui": "https://user.invalid/"}},
	} {
		t.Run(tt.dir, func(t *testing.T) {
			c, err := Load(context.Background(), Options{ProjectDir: filepath.Join(root, tt.dir), ProjectTrusted: true, Environ: []string{"CORP_TOKEN=corp-secret"}, Home: filepath.Join(root, "home"), AskNPM: noNPM})
			if err != nil {
				t.Fatal(err)
			}
			got := answers(c, tt.want)
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}

// TestPNPMWorkspaceSettings: pnpm 10 and later take registries from
// pnpm-workspace.yaml over every .npmrc and npm_config_* variable, and
// pnpm_config_registry over the file; credentials still come from the
// .npmrc alone, and a URL naming a variable is not read.
func TestPNPMWorkspaceSettings(t *testing.T) {
	files := map[string]string{
		"repo/package.json":              `{"name":"monorepo","private":true}`,
		"repo/.npmrc":                    "registry=https://npmrc.invalid/\n@corp:registry=https://npmrc-corp.invalid/\n//corp.invalid/npm/:_authToken=${CORP_TOKEN}\n",
		"repo/packages/app/package.json": `{"name":"app"}`,
		"home/.npmrc":                    "registry=https://user.invalid/\n",
	}
	tests := map[string]struct {
		yaml    string
		env     []string
		request string
		dir     string
		want    map[string]string
		from    string
	}{
		"nil: no registry settings, the .npmrc decides": {
			yaml: "packages:\n  - 'packages/*'\n",
			want: map[string]string{"is-number": "https://npmrc.invalid/", "@corp/ui": "https://npmrc-corp.invalid/"},
			from: "project",
		},
		"registry and scoped registries (default/@scope shape)": {
			yaml: "packages: ['packages/*']\nregistry: https://ws.invalid/\nregistries:\n  '@corp': https://corp.invalid/npm/\n",
			want: map[string]string{
				"is-number": "https://ws.invalid/", "@corp/ui": "https://corp.invalid/npm/",
				"https://corp.invalid/npm/@corp%2fui": "Bearer corp-secret",
			},
			from: "pnpm-workspace.yaml",
		},
		"registries default key": {
			yaml: "registries:\n  default: https://ws-default.invalid/\n",
			want: map[string]string{"is-number": "https://ws-default.invalid/"},
			from: "pnpm-workspace.yaml",
		},
		"registries keyed by URL (pnpm 11.23 shape)": {
			yaml: "registries:\n  https://corp.invalid/npm/:\n    serverType: artifactory\n    scopes: ['@corp', '@corp-tools']\n",
			want: map[string]string{"@corp/ui": "https://corp.invalid/npm/", "@corp-tools/x": "https://corp.invalid/npm/", "is-number": "https://npmrc.invalid/"},
			from: "project",
		},
		"member project reads the workspace root's file": {
			yaml: "packages: ['packages/*']\nregistry: https://ws.invalid/\n",
			dir:  "repo/packages/app",
			want: map[string]string{"is-number": "https://ws.invalid/"},
			from: "pnpm-workspace.yaml",
		},
		"beats npm_config_registry": {
			yaml: "registry: https://ws.invalid/\n",
			env:  []string{"npm_config_registry=https://npm-env.invalid/"},
			want: map[string]string{"is-number": "https://ws.invalid/"},
			from: "pnpm-workspace.yaml",
		},
		"pnpm_config_registry beats it": {
			yaml: "registry: https://ws.invalid/\n",
			env:  []string{"pnpm_config_registry=https://pnpm-env.invalid/"},
			want: map[string]string{"is-number": "https://pnpm-env.invalid/"},
			from: "environment (pnpm_config_registry)",
		},
		"the request beats both": {
			yaml: "registry: https://ws.invalid/\n", request: "https://req.invalid/",
			env:  []string{"pnpm_config_registry=https://pnpm-env.invalid/"},
			want: map[string]string{"is-number": "https://req.invalid/"},
			from: "request",
		},
		"a URL naming a variable is not expanded nor read": {
			yaml: "registry: https://${CORP_TOKEN}.invalid/\nregistries:\n  '@corp': https://x.invalid/${CORP_TOKEN}/\n",
			want: map[string]string{"is-number": "https://npmrc.invalid/", "@corp/ui": "https://npmrc-corp.invalid/"},
			from: "project",
		},
		"credentials in the file are not read": {
			yaml: "registry: https://corp.invalid/npm/\n'//corp.invalid/npm/:_authToken': planted\nregistries:\n  https://corp.invalid/npm/:\n    _authToken: planted\n",
			want: map[string]string{"https://corp.invalid/npm/is-number": "Bearer corp-secret"},
			from: "pnpm-workspace.yaml",
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			root := t.TempDir()
			write(t, root, files)
			write(t, root, map[string]string{"repo/pnpm-workspace.yaml": tc.yaml})
			dir := tc.dir
			if dir == "" {
				dir = "repo"
			}
			env := append([]string{"CORP_TOKEN=corp-secret", "npm_config_globalconfig=" + filepath.Join(root, "no-global")}, tc.env...)
			c, err := Load(context.Background(), Options{ProjectDir: filepath.Join(root, dir), ProjectTrusted: true, Registry: tc.request, Environ: env, Home: filepath.Join(root, "home"), AskNPM: noNPM})
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tc.want, answers(c, tc.want)); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
			if !strings.HasPrefix(c.RegistryFrom, tc.from) {
				t.Errorf("RegistryFrom = %q, want prefix %q", c.RegistryFrom, tc.from)
			}
		})
	}

	t.Run("untrusted: not read, and a name it routes elsewhere is flagged", func(t *testing.T) {
		root := t.TempDir()
		write(t, root, map[string]string{
			"repo/package.json":        `{}`,
			"repo/pnpm-workspace.yaml": "registries:\n  '@corp': https://corp.invalid/npm/\n",
			"home/.npmrc":              "registry=https://user.invalid/\n",
		})
		c, err := Load(context.Background(), Options{ProjectDir: filepath.Join(root, "repo"), Environ: []string{"npm_config_globalconfig=" + filepath.Join(root, "no-global")}, Home: filepath.Join(root, "home"), AskNPM: noNPM})
		if err != nil {
			t.Fatal(err)
		}
		if got := c.Registry("@corp/ui"); got != "https://user.invalid/" {
			t.Errorf("Registry = %q, want the user's", got)
		}
		if reg, ok := c.IgnoredRegistry("@corp/ui"); !ok || reg != "https://corp.invalid/npm/" {
			t.Errorf("IgnoredRegistry = %q, %v", reg, ok)
		}
		if _, ok := c.IgnoredRegistry("is-number"); ok {
			t.Errorf("IgnoredRegistry flags a name the file does not route")
		}
	})
}

// TestPNPMAuthFile: in a pnpm project, pnpm 11's auth.ini (where pnpm
// login writes tokens) is read above ~/.npmrc, and pnpm's global rc below
// npm's files; a project pnpm does not manage reads neither.
func TestPNPMAuthFile(t *testing.T) {
	root := t.TempDir()
	write(t, root, map[string]string{
		"xdg/pnpm/auth.ini": "//corp.invalid/npm/:_authToken=from-auth-ini\n",
		"xdg/pnpm/rc":       "@corp:registry=https://corp.invalid/npm/\n//corp.invalid/npm/:_authToken=from-rc\n",
		"home/.npmrc":       "registry=https://user.invalid/\n//corp.invalid/npm/:_authToken=from-npmrc\n",
		"pnpm/package.json": `{}`, "pnpm/pnpm-lock.yaml": "lockfileVersion: '9.0'\n",
		"npm/package.json": `{}`, "npm/package-lock.json": `{}`,
	})
	for dir, want := range map[string]map[string]string{
		"pnpm": {"@corp/ui": "https://corp.invalid/npm/", "https://corp.invalid/npm/@corp%2fui": "Bearer from-auth-ini"},
		"npm":  {"@corp/ui": "https://user.invalid/", "https://corp.invalid/npm/@corp%2fui": "Bearer from-npmrc"},
	} {
		t.Run(dir, func(t *testing.T) {
			env := []string{"XDG_CONFIG_HOME=" + filepath.Join(root, "xdg"), "npm_config_globalconfig=" + filepath.Join(root, "no-global")}
			c, err := Load(context.Background(), Options{ProjectDir: filepath.Join(root, dir), ProjectTrusted: true, Environ: env, Home: filepath.Join(root, "home"), AskNPM: noNPM})
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(want, answers(c, want)); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}
