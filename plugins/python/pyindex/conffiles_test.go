package pyindex

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// confFiles lays out pip's and uv's configuration files under a fake
// /etc and home, and returns the variables pointing at them.
func confFiles(t *testing.T, files map[string]string) (home string, vars map[string]string) {
	t.Helper()
	root := t.TempDir()
	old := etcDir
	etcDir = filepath.Join(root, "etc")
	t.Cleanup(func() { etcDir = old })
	home = filepath.Join(root, "home")
	for name, body := range files {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return home, map[string]string{"ROOT": root}
}

// TestPipConfFiles: pip.conf files are read in pip's order, a later
// file's value replacing an earlier one's (not joined), [install] over
// [global], PIP_CONFIG_FILE last and the user's files left out when it
// exists, os.DevNull reading none.
func TestPipConfFiles(t *testing.T) {
	system := map[string]string{
		"etc/xdg/pip/pip.conf": "[global]\nindex-url = https://xdg.example/simple\n",
		"etc/pip.conf":         "[global]\nindex-url = https://etc.example/simple\nextra-index-url = https://etc-extra.example/simple\n",
	}
	tests := []struct {
		name  string
		files map[string]string
		env   map[string]string // values may name ROOT/
		venv  bool
		want  pipConf
	}{
		{name: "/etc/pip.conf over the XDG directory's", files: system,
			want: pipConf{index: "https://etc.example/simple", extra: []string{"https://etc-extra.example/simple"}}},
		{name: "the user's over the system's; a list replaced, not joined",
			files: merge(system, map[string]string{"home/.config/pip/pip.conf": "[global]\nextra_index_url = https://user-extra.example/simple\n"}),
			want:  pipConf{index: "https://etc.example/simple", extra: []string{"https://user-extra.example/simple"}}},
		{name: "[install] over [global] whatever the file",
			files: merge(system, map[string]string{"home/.pip/pip.conf": "[install]\nindex-url = https://legacy-install.example/simple\n", "home/.config/pip/pip.conf": "[global]\nindex-url = https://user.example/simple\n"}),
			want:  pipConf{index: "https://legacy-install.example/simple", extra: []string{"https://etc-extra.example/simple"}}},
		{name: "the environment's over the user's", venv: true,
			files: merge(system, map[string]string{"home/.config/pip/pip.conf": "[global]\nindex-url = https://user.example/simple\n", "venv/pip.conf": "[global]\nindex-url = https://venv.example/simple\n"}),
			want:  pipConf{index: "https://venv.example/simple", extra: []string{"https://etc-extra.example/simple"}}},
		{name: "PIP_CONFIG_FILE last; the user's files left out", env: map[string]string{"PIP_CONFIG_FILE": "ROOT/ci/pip.conf"},
			files: merge(system, map[string]string{"home/.config/pip/pip.conf": "[global]\nextra-index-url = https://user-extra.example/simple\n", "ci/pip.conf": "[global]\nindex-url = https://ci.example/simple\n"}),
			want:  pipConf{index: "https://ci.example/simple", extra: []string{"https://etc-extra.example/simple"}}},
		{name: "PIP_CONFIG_FILE missing: the user's files still count", env: map[string]string{"PIP_CONFIG_FILE": "ROOT/ci/none.conf"},
			files: merge(system, map[string]string{"home/.config/pip/pip.conf": "[global]\nindex-url = https://user.example/simple\n"}),
			want:  pipConf{index: "https://user.example/simple", extra: []string{"https://etc-extra.example/simple"}}},
		{name: "os.DevNull reads none", env: map[string]string{"PIP_CONFIG_FILE": os.DevNull}, files: system},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home, vars := confFiles(t, tt.files)
			get := func(k string) string {
				v := tt.env[k]
				if len(v) > 5 && v[:5] == "ROOT/" {
					return filepath.Join(vars["ROOT"], v[5:])
				}
				return v
			}
			venv := ""
			if tt.venv {
				venv = filepath.Join(vars["ROOT"], "venv")
			}
			got := readPipConf(get, home, venv)
			if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(pipConf{})); diff != "" {
				t.Errorf("readPipConf (-want +got):\n%s", diff)
			}
		})
	}
}

// TestUVConfigMerge: the user's uv.toml and the system's are merged as
// uv merges them; UV_CONFIG_FILE replaces both, UV_NO_CONFIG reads none.
func TestUVConfigMerge(t *testing.T) {
	files := map[string]string{
		"etc/uv/uv.toml":          "index-url = \"https://sys.example/simple\"\nextra-index-url = [\"https://sys-extra.example/simple\"]\n[[index]]\nname = \"corp\"\nurl = \"https://sys-corp.example/simple\"\n",
		"home/.config/uv/uv.toml": "[[index]]\nname = \"corp\"\nurl = \"https://user-corp.example/simple\"\n[[index]]\nname = \"mine\"\nurl = \"https://mine.example/simple\"\ndefault = true\n",
		"ci/uv.toml":              "index-url = \"https://ci.example/simple\"\n",
	}
	tests := []struct {
		name string
		env  map[string]string
		want uvConf
	}{
		{name: "user over system, arrays joined user first", want: uvConf{
			primary: "https://mine.example/simple",
			extra:   []string{"https://user-corp.example/simple", "https://sys-corp.example/simple", "https://sys-extra.example/simple"},
			named:   map[string]string{"corp": "https://user-corp.example/simple", "mine": "https://mine.example/simple"},
		}},
		{name: "UV_CONFIG_FILE alone", env: map[string]string{"UV_CONFIG_FILE": "ci/uv.toml"}, want: uvConf{primary: "https://ci.example/simple"}},
		{name: "UV_NO_CONFIG", env: map[string]string{"UV_NO_CONFIG": "1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home, vars := confFiles(t, files)
			get := func(k string) string {
				if k == "UV_CONFIG_FILE" && tt.env[k] != "" {
					return filepath.Join(vars["ROOT"], tt.env[k])
				}
				return tt.env[k]
			}
			got := readUVConfig(get, home)
			if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(uvConf{})); diff != "" {
				t.Errorf("readUVConfig (-want +got):\n%s", diff)
			}
		})
	}
}

func merge(a, b map[string]string) map[string]string {
	out := map[string]string{}
	for k, v := range a {
		out[k] = v
	}
	for k, v := range b {
		out[k] = v
	}
	return out
}
