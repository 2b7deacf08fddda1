package sdk

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSplitNameVersion(t *testing.T) {
	tests := []struct {
		in, name, version string
	}{
		{"", "", ""},
		{"pkg", "pkg", ""},
		{"pkg@1.2.3", "pkg", "1.2.3"},
		{"pkg@^1.2", "pkg", "^1.2"},
		{"pkg@latest", "pkg", "latest"},
		{"pkg@", "pkg", ""},
		{"@scope/pkg", "@scope/pkg", ""},
		{"@scope/pkg@1.2", "@scope/pkg", "1.2"},
		{"@scope/pkg@", "@scope/pkg", ""},
		{"@", "@", ""},
		{"@@1", "@", "1"},
		{"golang.org/x/net@v0.1.0", "golang.org/x/net", "v0.1.0"},
		{"a@b@c", "a@b", "c"},
	}
	for _, tt := range tests {
		name, version := SplitNameVersion(tt.in)
		if diff := cmp.Diff([]string{tt.name, tt.version}, []string{name, version}); diff != "" {
			t.Errorf("SplitNameVersion(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}

func FuzzSplitNameVersion(f *testing.F) {
	for _, s := range []string{"", "pkg", "@scope/pkg@1.2", "@scope/pkg", "a@b@c", "@"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		name, version := SplitNameVersion(s)
		switch {
		case strings.Contains(version, "@"):
			t.Fatalf("SplitNameVersion(%q): version %q holds an @", s, version)
		case name == s && version == "":
		case name+"@"+version == s && name != "":
		default:
			t.Fatalf("SplitNameVersion(%q) = %q, %q: does not rebuild s", s, name, version)
		}
		if strings.HasPrefix(s, "@") && !strings.HasPrefix(name, "@") {
			t.Fatalf("SplitNameVersion(%q) = %q: the scope's @ left the name", s, name)
		}
	})
}
