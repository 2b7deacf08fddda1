package mirrors

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestLoad: the project's mirrors when it names any (or the file
// SWIFTPM_MIRROR_CONFIG names), else the user's, as SwiftPM computes
// them; an untrusted project's file is not read, and said.
func TestLoad(t *testing.T) {
	const a, b = "https://github.com/apple/swift-log.git", "https://github.com/apple/swift-nio.git"
	one := func(o, m string) string {
		return `{"object":[{"mirror":"` + m + `","original":"` + o + `"}],"version":1}`
	}
	for _, tt := range []struct {
		name             string
		project, home    string // mirrors.json contents; "" for none
		env              string // SWIFTPM_MIRROR_CONFIG's file's contents
		untrusted        bool
		want             map[string]string
		wantFile, ignore string // "project", "home", "env"
	}{
		{name: "none"},
		{name: "project", project: one(a, "https://m.example/a.git"), home: one(b, "https://m.example/b.git"), want: map[string]string{a: "https://m.example/a.git"}, wantFile: "project"},
		{name: "home", home: one(b, "https://m.example/b.git"), want: map[string]string{b: "https://m.example/b.git"}, wantFile: "home"},
		{name: "empty project file", project: `{"object":[],"version":1}`, home: one(b, "https://m.example/b.git"), want: map[string]string{b: "https://m.example/b.git"}, wantFile: "home"},
		{name: "untrusted project", project: one(a, "https://evil.example/a.git"), home: one(b, "https://m.example/b.git"), untrusted: true, want: map[string]string{b: "https://m.example/b.git"}, wantFile: "home", ignore: "project"},
		{name: "SWIFTPM_MIRROR_CONFIG", project: one(a, "https://m.example/a.git"), env: one(a, "https://env.example/a.git"), want: map[string]string{a: "https://env.example/a.git"}, wantFile: "env"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			project, home, envDir := t.TempDir(), t.TempDir(), t.TempDir()
			files := map[string]string{
				"project": filepath.Join(project, ".swiftpm", "configuration", "mirrors.json"),
				"home":    filepath.Join(home, ".swiftpm", "configuration", "mirrors.json"),
				"env":     filepath.Join(envDir, "mirrors.json"),
			}
			for k, v := range map[string]string{"project": tt.project, "home": tt.home, "env": tt.env} {
				if v == "" {
					continue
				}
				if err := os.MkdirAll(filepath.Dir(files[k]), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(files[k], []byte(v), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			getenv := func(k string) string {
				if k == "SWIFTPM_MIRROR_CONFIG" && tt.env != "" {
					return files["env"]
				}
				return ""
			}
			s, err := Load(project, home, !tt.untrusted, getenv)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]string{}
			for _, o := range []string{a, b} {
				if m, ok := s.For(o, nil); ok {
					got[o] = m
				}
			}
			want := tt.want
			if want == nil {
				want = map[string]string{}
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("mirrors (-want +got):\n%s", diff)
			}
			if s.File != files[tt.wantFile] && !(tt.wantFile == "" && s.File == "") {
				t.Errorf("File = %q, want %q", s.File, files[tt.wantFile])
			}
			if s.Ignored != files[tt.ignore] && !(tt.ignore == "" && s.Ignored == "") {
				t.Errorf("Ignored = %q, want %q", s.Ignored, files[tt.ignore])
			}
		})
	}
}

// TestFor: SwiftPM's exact match, else the caller's notion of the same
// repository; nil and unknown locations have none.
func TestFor(t *testing.T) {
	s := &Set{byOriginal: map[string]string{"https://github.com/apple/swift-log.git": "https://m.example/swift-log.git"}}
	same := func(a, b string) bool { return a == b+".git" }
	for _, tt := range []struct {
		set      *Set
		location string
		same     func(a, b string) bool
		want     string
		ok       bool
	}{
		{s, "https://github.com/apple/swift-log.git", nil, "https://m.example/swift-log.git", true},
		{s, "https://github.com/apple/swift-log", nil, "", false},
		{s, "https://github.com/apple/swift-log", same, "https://m.example/swift-log.git", true},
		{s, "", same, "", false},
		{nil, "https://github.com/apple/swift-log.git", nil, "", false},
	} {
		got, ok := tt.set.For(tt.location, tt.same)
		if got != tt.want || ok != tt.ok {
			t.Errorf("For(%q) = %q, %v, want %q, %v", tt.location, got, ok, tt.want, tt.ok)
		}
	}
}

func TestIsRegistryIdentity(t *testing.T) {
	for loc, want := range map[string]bool{
		"mona.LinkedList": true, "https://m.example/a.git": false, "git@m.example:a/b.git": false,
		"/srv/git/a": false, "nodot": false, "a.b.c": false, ".b": false, "a.": false,
	} {
		if got := IsRegistryIdentity(loc); got != want {
			t.Errorf("IsRegistryIdentity(%q) = %v, want %v", loc, got, want)
		}
	}
}
