package npmrc

import (
	"context"
	"encoding/base64"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// A Bun project reads registries and credentials as Bun applies them:
// BUN_CONFIG_REGISTRY (and npm's variable) over every file, .npmrc over
// bunfig.toml, the project's bunfig.toml over the user's; a registry's
// token ($NAME from the environment), username/password or URL
// user:password goes to that registry's prefix only; an unset $NAME is
// reported against its file and sends nothing. Another project ignores
// the user's ~/.bunfig.toml; an untrusted Bun project's bunfig.toml is
// not used, and a name it sends elsewhere is said to be.
func TestBunfig(t *testing.T) {
	const projBunfig = `
[install]
registry = { url = "https://bun-default.invalid/npm/", token = "$BUN_TOKEN" }

[install.scopes]
"@corp" = { url = "https://corp.invalid/", username = "ci", password = "$CORP_PASS" }
team = "https://u:p@team.invalid/npm/"
"@envurl" = { url = "$ENVURL/", token = "literal-token" }
`
	const userBunfig = `
[install]
registry = "https://user-bun.invalid/"
[install.scopes]
"@mine" = { url = "https://mine.invalid/", token = "mine-token" }
`
	tests := []struct {
		name    string
		files   map[string]string
		env     []string
		trusted bool
		want    map[string]string // name or URL → registry or Authorization
		unset   []UnsetVar
		ignored string // IgnoredRegistry("@corp/x")
	}{
		{
			name:    "bun.lock project: bunfig over the user's, tokens to their own registry",
			files:   map[string]string{"proj/bun.lock": "{}", "proj/bunfig.toml": projBunfig, "home/.bunfig.toml": userBunfig},
			env:     []string{"BUN_TOKEN=bun-secret", "CORP_PASS=corp-pass", "ENVURL=https://envurl.invalid"},
			trusted: true,
			want: map[string]string{
				"left-pad":  "https://bun-default.invalid/npm/",
				"@corp/ui":  "https://corp.invalid/",
				"@team/x":   "https://team.invalid/npm/",
				"@envurl/x": "https://envurl.invalid/",
				"@mine/x":   "https://mine.invalid/",
				"https://bun-default.invalid/npm/left-pad": "Bearer bun-secret",
				"https://corp.invalid/@corp%2fui":          "Basic " + base64.StdEncoding.EncodeToString([]byte("ci:corp-pass")),
				"https://team.invalid/npm/@team%2fx":       "Basic " + base64.StdEncoding.EncodeToString([]byte("u:p")),
				"https://envurl.invalid/@envurl%2fx":       "Bearer literal-token",
				"https://mine.invalid/@mine%2fx":           "Bearer mine-token",
				"https://bun-default.invalid/other/x":      "",
			},
		},
		{
			name:    ".npmrc over bunfig.toml; BUN_CONFIG_TOKEN to the registry the variables give",
			files:   map[string]string{"proj/package.json": `{"name":"app","packageManager":"bun@1.2.0"}`, "proj/bunfig.toml": projBunfig, "proj/.npmrc": "@corp:registry=https://npmrc-corp.invalid/\n"},
			env:     []string{"BUN_TOKEN=bun-secret", "CORP_PASS=corp-pass", "ENVURL=https://envurl.invalid", "BUN_CONFIG_REGISTRY=https://env.invalid/", "BUN_CONFIG_TOKEN=env-token"},
			trusted: true,
			want: map[string]string{
				"left-pad":                     "https://env.invalid/",
				"@corp/ui":                     "https://npmrc-corp.invalid/",
				"https://env.invalid/left-pad": "Bearer env-token",
			},
		},
		{
			name:    "an unset $NAME is reported and sends nothing",
			files:   map[string]string{"proj/bun.lockb": "x", "proj/bunfig.toml": projBunfig},
			env:     []string{"CORP_PASS=corp-pass"},
			trusted: true,
			want: map[string]string{
				"left-pad": "https://bun-default.invalid/npm/",
				"https://bun-default.invalid/npm/left-pad": "",
				"@envurl/x": "https://bun-default.invalid/npm/", // its URL names an unset variable: no scope registry
			},
			unset: []UnsetVar{{Name: "BUN_TOKEN", Key: "//bun-default.invalid/npm/:_authToken"}, {Name: "ENVURL", Key: "@envurl:registry"}},
		},
		{
			name:    "an npm project ignores the user's ~/.bunfig.toml",
			files:   map[string]string{"proj/package-lock.json": "{}", "home/.bunfig.toml": userBunfig, "home/.npmrc": "registry=https://user-npm.invalid/\n"},
			trusted: true,
			want:    map[string]string{"left-pad": "https://user-npm.invalid/", "@mine/x": "https://user-npm.invalid/"},
		},
		{
			name:    "untrusted: not used, and a name it sends elsewhere is said to be",
			files:   map[string]string{"proj/bun.lock": "{}", "proj/bunfig.toml": projBunfig, "home/.npmrc": "registry=https://user-npm.invalid/\n"},
			env:     []string{"BUN_TOKEN=bun-secret", "CORP_PASS=corp-pass"},
			want:    map[string]string{"left-pad": "https://user-npm.invalid/", "@corp/ui": "https://user-npm.invalid/", "https://corp.invalid/@corp%2fui": ""},
			ignored: "https://corp.invalid/",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			files := map[string]string{"proj/package.json": `{"name":"app"}`}
			for k, v := range tt.files {
				files[k] = v
			}
			write(t, root, files)
			proj, home := filepath.Join(root, "proj"), filepath.Join(root, "home")
			c, err := Load(context.Background(), Options{ProjectDir: proj, ProjectTrusted: tt.trusted, Environ: append([]string{}, tt.env...), Home: home, AskNPM: noNPM})
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]string{}
			for k := range tt.want {
				if filepath.IsAbs(k) || len(k) > 8 && k[:8] == "https://" {
					got[k] = c.Authorization(k)
				} else {
					got[k] = c.Registry(k)
				}
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
			var unset []UnsetVar
			for _, u := range c.Unset {
				unset = append(unset, UnsetVar{Name: u.Name, Key: u.Key})
			}
			if d := cmp.Diff(tt.unset, unset); d != "" {
				t.Errorf("unset (-want +got):\n%s", d)
			}
			if ig, _ := c.IgnoredRegistry("@corp/x"); ig != tt.ignored {
				t.Errorf("IgnoredRegistry(@corp/x) = %q, want %q", ig, tt.ignored)
			}
		})
	}
}
