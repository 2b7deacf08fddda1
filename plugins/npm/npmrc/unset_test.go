package npmrc

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestReferences(t *testing.T) {
	tests := map[string]struct {
		in   string
		want []string
	}{
		"nil":   {in: "", want: nil},
		"none":  {in: "registry=https://r.invalid/\n", want: nil},
		"token": {in: "//r.invalid/:_authToken=${NPM_TOKEN}\n", want: []string{"NPM_TOKEN"}},
		"several, optional, repeated, key": {
			in:   "${SCOPE_KEY}=x\n//a/:_authToken=${A_TOKEN}\n//b/:_authToken=${B_TOKEN?}\n//c/:_authToken=${A_TOKEN}\n",
			want: []string{"SCOPE_KEY", "A_TOKEN", "B_TOKEN"},
		},
		"escaped is not a reference": {in: `x=\${NOT_ME}` + "\n", want: nil},
		"comment":                    {in: "; //a/:_authToken=${IN_COMMENT}\n", want: nil},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, References([]byte(tt.in))); diff != "" {
				t.Errorf("References (-want +got):\n%s", diff)
			}
		})
	}
}

func TestLoadUnset(t *testing.T) {
	root := t.TempDir()
	write(t, root, map[string]string{
		"home/.npmrc":       "registry=https://r.invalid/\n//r.invalid/:_authToken=${USER_TOKEN}\n//o.invalid/:_authToken=${OPT_TOKEN?}\n",
		"proj/package.json": "{}",
		"proj/.npmrc":       "@acme:registry=https://p.invalid/\n//p.invalid/:_authToken=${PROJ_TOKEN}\n",
	})
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	tests := map[string]struct {
		env       []string
		trusted   bool
		want      []UnsetVar
		wantFiles []string
	}{
		"all set": {env: []string{"USER_TOKEN=u", "PROJ_TOKEN=p"}, trusted: true},
		"user token unset": {env: []string{"PROJ_TOKEN=p"}, trusted: true,
			want: []UnsetVar{{Name: "USER_TOKEN", File: filepath.Join(home, ".npmrc"), Key: "//r.invalid/:_authToken"}}},
		"both unset, project first": {trusted: true,
			want: []UnsetVar{{Name: "PROJ_TOKEN", File: filepath.Join(proj, ".npmrc"), Key: "//p.invalid/:_authToken"}, {Name: "USER_TOKEN", File: filepath.Join(home, ".npmrc"), Key: "//r.invalid/:_authToken"}}},
		"untrusted project's are not read": {env: []string{"USER_TOKEN=u"}},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			c, err := Load(context.Background(), Options{ProjectDir: proj, ProjectTrusted: tt.trusted, Environ: tt.env, Home: home, AskNPM: noNPM})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, c.Unset); diff != "" {
				t.Errorf("Unset (-want +got):\n%s", diff)
			}
		})
	}
}

// A developer's ~/.npmrc often holds a company registry's token as
// ${VAR}, unset in the minimal environment an MCP client starts pkgdocs
// with: a request that never goes to that registry does not need it (npm
// sends nothing from that line there), one that does is told which
// variable and file; and the unexpanded "${VAR}" is never a credential.
func TestUnsetFor(t *testing.T) {
	root := t.TempDir()
	write(t, root, map[string]string{
		"home/.npmrc": "registry=https://r.invalid/\n" +
			"@corp:registry=https://corp.invalid/npm/\n//corp.invalid/npm/:_authToken=${CORP_TOKEN}\n" +
			"@gh:registry=https://gh.invalid/\n//gh.invalid/:_authToken=${GH_TOKEN}\n" +
			"@mirror:registry=${MIRROR_URL}\n" +
			"cafile=${CA_FILE}\n",
	})
	c, err := Load(context.Background(), Options{Environ: []string{"CA_FILE=/etc/ca.pem"}, Home: filepath.Join(root, "home"), AskNPM: noNPM})
	if err != nil {
		t.Fatal(err)
	}
	tests := map[string][]string{
		"ms":           nil,
		"":             nil, // the default registry (health, completion)
		"@corp/lib":    {"CORP_TOKEN"},
		"@gh/tool":     {"GH_TOKEN"},
		"@mirror/x":    {"MIRROR_URL"},
		"@other/pkg":   nil,
		"@corporate/x": nil, // another scope that shares a prefix
	}
	for name, want := range tests {
		var got []string
		for _, u := range c.UnsetFor(name) {
			got = append(got, u.Name)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("UnsetFor(%q) (-want +got):\n%s", name, diff)
		}
	}
	if a := c.Authorization("https://corp.invalid/npm/@corp%2flib"); a != "" {
		t.Errorf("Authorization with CORP_TOKEN unset = %q, want none", a)
	}
}

func TestUserFiles(t *testing.T) {
	got := UserFiles(Options{Home: "/h", Environ: []string{"npm_config_globalconfig=/g/npmrc"}})
	if diff := cmp.Diff([]string{"/h/.npmrc", "/g/npmrc"}, got); diff != "" {
		t.Errorf("UserFiles (-want +got):\n%s", diff)
	}
	got = UserFiles(Options{Home: "/h", Environ: []string{"NPM_CONFIG_USERCONFIG=/u/rc", "npm_config_globalconfig=/g/npmrc"}})
	if diff := cmp.Diff([]string{"/u/rc", "/g/npmrc"}, got); diff != "" {
		t.Errorf("UserFiles with userconfig (-want +got):\n%s", diff)
	}
}

func TestIgnoredRegistry(t *testing.T) {
	root := t.TempDir()
	write(t, root, map[string]string{
		"home/.npmrc":         "registry=https://user.invalid/\n@same:registry=https://user.invalid/\n",
		"scoped/package.json": "{}",
		"scoped/.npmrc":       "@acme:registry=https://private.invalid/\n//private.invalid/:_authToken=${PROJ_TOKEN}\n@same:registry=https://user.invalid\n",
		"mirror/package.json": "{}",
		"mirror/.npmrc":       "registry=https://mirror.invalid/\n",
		"plain/package.json":  "{}",
		"plain/.npmrc":        "save-exact=true\n",
	})
	tests := map[string]struct {
		project, name string
		trusted       bool
		want          string
		wantOK        bool
	}{
		"scoped name mapped":                {project: "scoped", name: "@acme/widget", want: "https://private.invalid/", wantOK: true},
		"other scope":                       {project: "scoped", name: "@other/x"},
		"unscoped name, no default set":     {project: "scoped", name: "widget"},
		"scope mapped to the same registry": {project: "scoped", name: "@same/x"},
		"default registry mapped":           {project: "mirror", name: "widget", want: "https://mirror.invalid/", wantOK: true},
		"default registry for a scope":      {project: "mirror", name: "@other/x", want: "https://mirror.invalid/", wantOK: true},
		"nothing mapped":                    {project: "plain", name: "@acme/widget"},
		"trusted: used, not ignored":        {project: "scoped", name: "@acme/widget", trusted: true},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			c, err := Load(context.Background(), Options{ProjectDir: filepath.Join(root, tt.project), ProjectTrusted: tt.trusted, Environ: []string{}, Home: filepath.Join(root, "home"), AskNPM: noNPM})
			if err != nil {
				t.Fatal(err)
			}
			got, ok := c.IgnoredRegistry(tt.name)
			if got != tt.want || ok != tt.wantOK {
				t.Errorf("IgnoredRegistry(%q) = %q, %v; want %q, %v", tt.name, got, ok, tt.want, tt.wantOK)
			}
		})
	}
}
