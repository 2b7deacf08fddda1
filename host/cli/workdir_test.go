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

// TestInProject: a server started below a project's root (a monorepo
// package with no manifest of its own, cmd/tool) works in that project;
// one started below a directory whose nearest marker is the home
// directory's does not.
func TestInProject(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	proj := filepath.Join(home, "src", "app")
	sub := filepath.Join(proj, "cmd", "tool")
	bare := filepath.Join(home, "Downloads", "x")
	for _, d := range []string{sub, bare} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(proj, "go.mod"), []byte("module example.com/app\n\ngo 1.22\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(home, ".cargo"), 0o755); err != nil {
		t.Fatal(err)
	}
	tests := map[string]struct {
		dir  string
		want bool
	}{
		"empty":                    {"", false},
		"relative":                 {"src/app", false},
		"the project's root":       {proj, true},
		"below the project's root": {sub, true},
		"below home's marker only": {bare, false},
		"home":                     {home, false},
		"a system directory":       {"/usr/share/doc", false},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			if got := inProject(tt.dir); got != tt.want {
				t.Errorf("inProject(%q) = %v, want %v", tt.dir, got, tt.want)
			}
			if filepath.IsAbs(tt.dir) && within(tt.dir, home) {
				t.Chdir(tt.dir)
				if got := workProject(); (got != "") != tt.want {
					t.Errorf("started in %s: default project %q, want one: %v", tt.dir, got, tt.want)
				}
			}
		})
	}
}
