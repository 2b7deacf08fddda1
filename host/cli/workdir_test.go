package cli

import (
	"os"
	"path/filepath"
	"testing"
)

func TestProjectDir(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	proj := filepath.Join(home, "src", "app")
	if err := os.MkdirAll(proj, 0o755); err != nil {
		t.Fatal(err)
	}
	tests := map[string]struct {
		dir  string
		want bool
	}{
		"empty":              {"", false},
		"relative":           {"src/app", false},
		"root":               {"/", false},
		"right below root":   {"/tmp", false},
		"home":               {home, false},
		"above home":         {filepath.Dir(home), false},
		"system":             {"/usr/share/doc", false},
		"etc":                {"/etc/ssl", false},
		"a project in home":  {proj, true},
		"a project anywhere": {"/srv/work/app", true},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			if got := projectDir(tt.dir); got != tt.want {
				t.Errorf("projectDir(%q) = %v, want %v", tt.dir, got, tt.want)
			}
		})
	}
}
