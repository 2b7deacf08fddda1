package gateway

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/mcp"
)

func TestFileURIPath(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("unix paths")
	}
	tests := map[string]struct{ uri, want, err string }{
		"plain":            {uri: "file:///home/me/app", want: "/home/me/app"},
		"localhost":        {uri: "file://localhost/srv/app", want: "/srv/app"},
		"escaped":          {uri: "file:///home/me/my%20app", want: "/home/me/my app"},
		"trailing slash":   {uri: "file:///srv/app/", want: "/srv/app"},
		"dot segments":     {uri: "file:///srv/app/../other", want: "/srv/other"},
		"remote host":      {uri: "file://server/share", err: "only local"},
		"other scheme":     {uri: "https://example.com/repo", err: "only file://"},
		"relative":         {uri: "file:app", err: "not absolute"},
		"not a URI at all": {uri: "::", err: "missing protocol scheme"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			got, err := fileURIPath(tc.uri)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Errorf("fileURIPath(%q) = %q, %v; want error with %q", tc.uri, got, err, tc.err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Errorf("fileURIPath(%q) = %q, %v; want %q", tc.uri, got, err, tc.want)
			}
		})
	}
}

func TestRootDirs(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "f")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	var skipped []string
	warn := func(_ string, kv ...any) { skipped = append(skipped, kv[1].(string)) }
	roots := []mcp.Root{
		{URI: "https://example.com/x"},
		{URI: "file://" + filepath.ToSlash(file)},
		{URI: "file://" + filepath.ToSlash(filepath.Join(dir, "missing"))},
		{URI: "file://" + filepath.ToSlash(dir), Name: "project"},
	}
	if diff := cmp.Diff([]string{dir}, rootDirs(roots, warn)); diff != "" {
		t.Errorf("rootDirs (-want +got):\n%s", diff)
	}
	if len(skipped) != 3 {
		t.Errorf("skipped %v, want the 3 unusable roots", skipped)
	}
	if got := rootDirs(nil, warn); got != nil {
		t.Errorf("no roots: %v", got)
	}
}
