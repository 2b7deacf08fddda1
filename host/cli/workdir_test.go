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
	bare := filepath.Join(home, "src", "notes")
	conda := filepath.Join(home, "src", "analysis") // environment.yml and a conda env, no pyproject
	for _, d := range []string{proj, bare, conda} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, d := range []string{home, proj} {
		if err := os.WriteFile(filepath.Join(d, "package.json"), []byte("{}"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(conda, "environment.yml"), []byte("name: analysis\ndependencies:\n  - python=3.11\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := map[string]struct {
		dir  string
		want bool
	}{
		"empty":             {"", false},
		"relative":          {"src/app", false},
		"root":              {"/", false},
		"right below root":  {"/tmp", false},
		"home":              {home, false},
		"above home":        {filepath.Dir(home), false},
		"system":            {"/usr/share/doc", false},
		"etc":               {"/etc/ssl", false},
		"a project in home": {proj, true},
		"no project marker": {bare, false},
		"a conda project":   {conda, true},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			if got := projectDir(tt.dir); got != tt.want {
				t.Errorf("projectDir(%q) = %v, want %v", tt.dir, got, tt.want)
			}
		})
	}
}
