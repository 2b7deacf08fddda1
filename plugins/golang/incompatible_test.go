package golang

import (
	"context"
	"strings"
	"testing"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// addIncompatible serves mod@version (a +incompatible version: no go.mod
// in the zip) from the fake proxy; listed says whether @v/list has it.
func addIncompatible(t *testing.T, f *fakeProxy, mod, version string, listed bool) {
	t.Helper()
	src := "// Package " + mod[strings.LastIndex(mod, "/")+1:] + " predates modules.\npackage old\n\n// F does f.\nfunc F() {}\n"
	base := "/" + mod + "/@v/"
	f.files[base+version+".zip"] = buildZip(t, mod, version, map[string]string{"old.go": src})
	f.files[base+version+".mod"] = []byte("module " + mod + "\n")
	f.files[base+version+".info"] = []byte(`{"Version":"` + version + `","Time":"2020-01-01T00:00:00Z"}`)
	if listed {
		f.files[base+"list"] = append(f.files[base+"list"], version+"\n"...)
	}
}

// TestIncompatibleVersions checks that v2+ versions of a module path
// without /vN resolve to their +incompatible form the way the go command
// resolves them, and that other versions are unaffected.
func TestIncompatibleVersions(t *testing.T) {
	f := world(t)
	// Only ever released as +incompatible (a pre-modules repository).
	addIncompatible(t, f, "example.com/old", "v2.1.0+incompatible", true)
	// Not in the list, but the proxy resolves the plain tag to its
	// +incompatible form, as a real proxy does for a tag it was asked for.
	addIncompatible(t, f, "example.com/unlisted", "v3.0.0+incompatible", false)
	f.files["/example.com/unlisted/@v/v3.0.0.info"] = []byte(`{"Version":"v3.0.0+incompatible","Time":"2020-01-01T00:00:00Z"}`)
	p := newProvider(t, f, "")
	tests := map[string]struct {
		pkg, version string
		want         string
		code         codes.Code
		msg          string
	}{
		"latest":                         {pkg: "example.com/old", want: "v2.1.0+incompatible"},
		"exact +incompatible":            {pkg: "example.com/old", version: "v2.1.0+incompatible", want: "v2.1.0+incompatible"},
		"exact without +incompatible":    {pkg: "example.com/old", version: "v2.1.0", want: "v2.1.0+incompatible"},
		"with @ in the name":             {pkg: "example.com/old@v2.1.0", want: "v2.1.0+incompatible"},
		"major query":                    {pkg: "example.com/old", version: "v2", want: "v2.1.0+incompatible"},
		"minor query":                    {pkg: "example.com/old", version: "v2.1", want: "v2.1.0+incompatible"},
		"missing v2 version":             {pkg: "example.com/old", version: "v2.2.0", code: codes.NotFound, msg: "v2.2.0+incompatible"},
		"resolved by the proxy":          {pkg: "example.com/unlisted", version: "v3.0.0", want: "v3.0.0+incompatible"},
		"module with go.mod has no v2":   {pkg: "example.com/uuid", version: "v2.0.0", code: codes.InvalidArgument, msg: "example.com/uuid/v2"},
		"a /v2 module is not affected":   {pkg: "example.com/uuid/v2", version: "v2.0.0", want: "v2.0.0"},
		"a v1 version is not affected":   {pkg: "example.com/uuid", version: "v1.1.0", want: "v1.1.0"},
		"v1 on a /v2 path is no version": {pkg: "example.com/uuid/v2", version: "v1.0.0", code: codes.NotFound},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref(tc.pkg, tc.version, "")})
			if sdk.Code(err) != tc.code {
				t.Fatalf("Describe(%s@%s) err = %v, want code %v", tc.pkg, tc.version, err, tc.code)
			}
			if err != nil {
				if !strings.Contains(err.Error(), tc.msg) {
					t.Errorf("error %q lacks %q", err, tc.msg)
				}
				return
			}
			if d.Version != tc.want {
				t.Errorf("version = %q, want %q", d.Version, tc.want)
			}
		})
	}
}

// TestLatestFollowsGoCommand: a path without a major suffix answers what
// the go command's @latest does (a +incompatible version when the latest
// compatible one has no go.mod, not when it has one), and the header
// names the newest major version published under its own path.
func TestLatestFollowsGoCommand(t *testing.T) {
	f := world(t)
	// github.com/cenkalti/backoff's shape: v1.1.0 without go.mod, then
	// v2 tags without go.mod, then /v3 and /v4 modules.
	addIncompatible(t, f, "example.com/backoff", "v1.1.0", true)
	addIncompatible(t, f, "example.com/backoff", "v2.1.1+incompatible", true)
	addIncompatible(t, f, "example.com/backoff", "v2.2.1+incompatible", true)
	f.add(t, "example.com/backoff/v3", "v3.0.0", "module example.com/backoff/v3\n", map[string]string{"b.go": "package backoff\n"}, true)
	f.add(t, "example.com/backoff/v4", "v4.3.0", "module example.com/backoff/v4\n", map[string]string{"b.go": "package backoff\n"}, true)
	// A module with a go.mod at v1 and stray v2 tags: +incompatible does
	// not count (the go command ignores it).
	f.add(t, "example.com/modern", "v1.4.0", "module example.com/modern\n\ngo 1.21\n", map[string]string{"m.go": "package modern\n"}, true)
	addIncompatible(t, f, "example.com/modern", "v2.0.0+incompatible", true)
	p := newProvider(t, f, "")
	tests := []struct {
		pkg, version, want, major string
	}{
		{"example.com/backoff", "", "v2.2.1+incompatible", "v4 is example.com/backoff/v4 (latest v4.3.0)"},
		{"example.com/backoff", "v1.1.0", "v1.1.0", "v4 is example.com/backoff/v4 (latest v4.3.0)"},
		{"example.com/backoff/v3", "", "v3.0.0", "v4 is example.com/backoff/v4 (latest v4.3.0)"},
		{"example.com/backoff/v4", "", "v4.3.0", ""},
		{"example.com/modern", "", "v1.4.0", ""},
		{"example.com/uuid", "", "v1.1.0", "v2 is example.com/uuid/v2 (latest v2.0.0)"},
	}
	for _, tc := range tests {
		t.Run(tc.pkg+"@"+tc.version, func(t *testing.T) {
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref(tc.pkg, tc.version, "")})
			if err != nil {
				t.Fatal(err)
			}
			if d.Version != tc.want {
				t.Errorf("version %s, want %s", d.Version, tc.want)
			}
			got := ""
			for _, f := range d.Facts {
				if f.Label == "Newer major" {
					got = f.Value
				}
			}
			if tc.major == "" && got != "" || !strings.HasPrefix(got, tc.major) {
				t.Errorf("newer major %q, want %q", got, tc.major)
			}
		})
	}
}
