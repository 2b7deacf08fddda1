package golang

import (
	"strings"
	"testing"

	"golang.org/x/mod/module"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// FuzzParseName: any name and version an agent sends either parse into a
// valid import path and a query the proxy can be asked, or are refused as
// InvalidArgument (before any I/O); nothing panics.
func FuzzParseName(f *testing.F) {
	for _, s := range [][2]string{
		{"net/http", ""}, {"github.com/google/uuid@v1.6.0", ""}, {"example.com/m/v2", "v2.1"},
		{"example.com/m", "<v1.3.0"}, {"example.com/m/...", ""}, {"example.com/m@v1", "v2"},
		{"example.com/m", "main"}, {"example.com/m", "-x"}, {" example.com/m/ ", "latest"},
		{"Example.COM/M", "v1.0.0+incompatible"}, {"example.com/m", "a\x00b"}, {"@", "@"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, name, version string) {
		n, v, err := parseName(sdk.PackageRef{Name: name, Version: version})
		if err != nil {
			if sdk.Code(err) != codes.InvalidArgument {
				t.Fatalf("parseName(%q, %q): %v, want InvalidArgument", name, version, err)
			}
			return
		}
		if err := module.CheckImportPath(n); err != nil {
			t.Fatalf("parseName(%q, %q) = %q, not an import path: %v", name, version, n, err)
		}
		if strings.HasSuffix(n, "/...") {
			t.Fatalf("parseName(%q, %q) = %q, a pattern", name, version, n)
		}
		if v != "" {
			if err := checkQuery(v); err != nil {
				t.Fatalf("parseName(%q, %q) version %q: %v", name, version, v, err)
			}
			if strings.ContainsAny(v, "\x00\n\r") {
				t.Fatalf("parseName(%q, %q) version %q has control characters", name, version, v)
			}
		}
	})
}
