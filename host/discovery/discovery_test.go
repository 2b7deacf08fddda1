package discovery

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func write(t *testing.T, path string, mode os.FileMode) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte("#!/bin/sh\n"), mode); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, mode); err != nil {
		t.Fatal(err)
	}
}

func TestFind(t *testing.T) {
	root := t.TempDir()
	bin := filepath.Join(root, "bin")
	beside := filepath.Join(bin, "plugins")
	user := filepath.Join(root, "user")
	exe := filepath.Join(bin, "pkgdocs")
	write(t, exe, 0o755)
	write(t, filepath.Join(beside, "pkgdocs-provider-npm"), 0o755)
	write(t, filepath.Join(bin, "pkgdocs-provider-npm"), 0o755) // shadowed
	write(t, filepath.Join(bin, "pkgdocs-provider-golang"), 0o755)
	write(t, filepath.Join(user, "pkgdocs-provider-rust"), 0o755)
	write(t, filepath.Join(user, "pkgdocs-provider-noexec"), 0o644)
	write(t, filepath.Join(user, "pkgdocs-provider-open"), 0o777)
	write(t, filepath.Join(user, "pkgdocs-provider-Bad_Name"), 0o755)
	write(t, filepath.Join(user, "unrelated-tool"), 0o755)
	if err := os.Mkdir(filepath.Join(user, "pkgdocs-provider-dir"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(bin, "pkgdocs-provider-golang"), filepath.Join(user, "pkgdocs-provider-linked")); err != nil {
		t.Fatal(err)
	}

	tests := []struct {
		name        string
		opt         Options
		wantCands   []Candidate
		wantSkipped []string // names
	}{
		{
			name: "default precedence",
			opt:  Options{Executable: exe, UserDir: user},
			wantCands: []Candidate{
				{Name: "npm", Path: filepath.Join(beside, "pkgdocs-provider-npm"), Origin: OriginBesideBin},
				{Name: "golang", Path: filepath.Join(bin, "pkgdocs-provider-golang"), Origin: OriginBinDir},
				{Name: "linked", Path: filepath.Join(user, "pkgdocs-provider-linked"), Origin: OriginUser},
				{Name: "rust", Path: filepath.Join(user, "pkgdocs-provider-rust"), Origin: OriginUser},
			},
			wantSkipped: []string{"npm", "Bad_Name", "dir", "noexec", "open"},
		},
		{
			name:      "plugins dir is the only place searched",
			opt:       Options{PluginsDir: beside, Executable: exe, UserDir: user},
			wantCands: []Candidate{{Name: "npm", Path: filepath.Join(beside, "pkgdocs-provider-npm"), Origin: OriginFlag}},
		},
		{
			name: "built-in providers come last; a provider file shadows one",
			opt:  Options{Executable: exe, UserDir: user, Builtin: []string{"golang", "swift", "Bad_Name"}},
			wantCands: []Candidate{
				{Name: "npm", Path: filepath.Join(beside, "pkgdocs-provider-npm"), Origin: OriginBesideBin},
				{Name: "golang", Path: filepath.Join(bin, "pkgdocs-provider-golang"), Origin: OriginBinDir},
				{Name: "linked", Path: filepath.Join(user, "pkgdocs-provider-linked"), Origin: OriginUser},
				{Name: "rust", Path: filepath.Join(user, "pkgdocs-provider-rust"), Origin: OriginUser},
				{Name: "swift", Path: exe, Origin: OriginBuiltin, Argv0: "pkgdocs-provider-swift"},
			},
			wantSkipped: []string{"npm", "Bad_Name", "dir", "noexec", "open", "golang", "Bad_Name"},
		},
		{
			name:      "plugins dir set: no built-in providers",
			opt:       Options{PluginsDir: beside, Executable: exe, UserDir: user, Builtin: []string{"swift"}},
			wantCands: []Candidate{{Name: "npm", Path: filepath.Join(beside, "pkgdocs-provider-npm"), Origin: OriginFlag}},
		},
		{
			name: "missing plugins dir finds nothing",
			opt:  Options{PluginsDir: filepath.Join(root, "nope")},
		},
		{
			name: "zero options do not panic",
			opt:  Options{UserDir: filepath.Join(root, "empty")},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := Find(tt.opt)
			if tt.name == "zero options do not panic" {
				return
			}
			if diff := cmp.Diff(tt.wantCands, res.Candidates); diff != "" {
				t.Errorf("candidates (-want +got):\n%s", diff)
			}
			var skipped []string
			for _, s := range res.Skipped {
				if s.Reason == "" {
					t.Errorf("skipped %s without a reason", s.Path)
				}
				skipped = append(skipped, s.Name)
			}
			if diff := cmp.Diff(tt.wantSkipped, skipped); diff != "" {
				t.Errorf("skipped (-want +got):\n%s", diff)
			}
		})
	}
}

func TestCheckReasons(t *testing.T) {
	dir := t.TempDir()
	for name, tc := range map[string]struct {
		mode os.FileMode
		want string
	}{
		"ok":     {0o755, ""},
		"noexec": {0o644, "not executable"},
		"open":   {0o757, "world-writable (mode 0757): others could replace it, so it is not run"},
	} {
		p := filepath.Join(dir, name)
		write(t, p, tc.mode)
		if got := check(p, name); got != tc.want {
			t.Errorf("%s: check = %q, want %q", name, got, tc.want)
		}
	}
	if got := check(filepath.Join(dir, "missing"), "missing"); got == "" {
		t.Error("missing file: want a reason")
	}
	if got := check(filepath.Join(dir, "ok"), "UPPER"); got == "" {
		t.Error("invalid name: want a reason")
	}
}

// Built-in providers all run the pkgdocs binary: their keys differ, a
// file's key is its path.
func TestCandidateKey(t *testing.T) {
	for _, tc := range []struct {
		c    Candidate
		want string
	}{
		{Candidate{}, ""},
		{Candidate{Name: "npm", Path: "/p/pkgdocs-provider-npm"}, "/p/pkgdocs-provider-npm"},
		{Candidate{Name: "npm", Path: "/bin/pkgdocs", Argv0: "pkgdocs-provider-npm"}, "/bin/pkgdocs#pkgdocs-provider-npm"},
	} {
		if got := tc.c.Key(); got != tc.want {
			t.Errorf("%+v.Key() = %q, want %q", tc.c, got, tc.want)
		}
	}
}
