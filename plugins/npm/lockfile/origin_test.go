package lockfile

import "testing"

func TestOriginOf(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"git+ssh://git@github.com/owner/repo.git#0123abc", true},
		{"github:owner/repo#v1.0.0", true},
		{"owner/repo", true},
		{"owner/repo#semver:^1", true},
		{"https://example.invalid/downloads/x-1.0.0.tgz", true},
		{"file:../x-1.0.0.tgz", true},
		{"http://registry.invalid/@scope/x/-/x-1.0.0.tgz", false}, // a registry's tarball
		{"http://registry.invalid/api/npm/remote/x/-/x-1.0.0.tgz", false},
		{"1.0.0", false},
		{"^1.0.0", false},
		{"npm:other@^1", false},
		{"/strip-ansi@6.0.1", false}, // pnpm 8's alias path
		{"@scope/name", false},
		{"workspace:*", false},
		{"", false},
	}
	for _, tc := range tests {
		if _, got := SpecOrigin(tc.in); got != tc.want {
			t.Errorf("SpecOrigin(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}
