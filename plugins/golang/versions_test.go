package golang

import (
	"context"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestUnknownVersion: a version that does not exist is NotFound naming
// the nearest versions that do, whichever way the proxy says "no" (404,
// 410 and 403 all occur for unknown versions); a malformed one is
// InvalidArgument before any request; only network trouble is
// Unavailable (the one error worth retrying).
func TestUnknownVersion(t *testing.T) {
	for _, status := range []int{http.StatusNotFound, http.StatusGone, http.StatusForbidden} {
		t.Run(http.StatusText(status), func(t *testing.T) {
			f := world(t)
			files := f.srv.Config.Handler
			f.srv.Config.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if _, ok := f.files[r.URL.Path]; !ok {
					f.requests.Add(1)
					http.Error(w, "not found: unknown revision", status)
					return
				}
				files.ServeHTTP(w, r)
			})
			p := newProvider(t, f, "")
			tests := map[string]struct {
				name, version string
				code          codes.Code
				msg           []string
			}{
				"exact version":       {"example.com/uuid", "v1.9.0", codes.NotFound, []string{"example.com/uuid has no version v1.9.0", "nearest: v1.3.1-0.20240101000000-abcdefabcdef, v1.3.0-rc.1", "latest: v1.1.0"}},
				"version below all":   {"example.com/uuid", "v0.1.0", codes.NotFound, []string{"has no version v0.1.0", "nearest: v1.0.0"}},
				"in a package path":   {"example.com/uuid/sub@v1.0.9", "", codes.NotFound, []string{"example.com/uuid has no version v1.0.9", "nearest: v1.0.0, v1.1.0"}},
				"prefix query":        {"example.com/uuid", "v1.7", codes.NotFound, []string{"example.com/uuid has no version v1.7"}},
				"branch":              {"example.com/uuid", "no-such-branch", codes.NotFound, []string{"example.com/uuid has no version no-such-branch that the proxy resolves", "its latest releases: v1.2.0, v1.1.0"}},
				"malformed":           {"example.com/uuid", "v1..2", codes.InvalidArgument, []string{"invalid version"}},
				"malformed with tail": {"example.com/uuid", "v1.0.0~1", codes.InvalidArgument, []string{"invalid version"}},
				"unknown module":      {"example.com/nosuch/pkg", "v1.0.0", codes.NotFound, []string{"no module provides package example.com/nosuch/pkg"}},
			}
			for name, tc := range tests {
				t.Run(name, func(t *testing.T) {
					before := f.requests.Load()
					_, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref(tc.name, tc.version, "")})
					if sdk.Code(err) != tc.code {
						t.Fatalf("err = %v, want %v", err, tc.code)
					}
					for _, m := range tc.msg {
						if !strings.Contains(err.Error(), m) {
							t.Errorf("error %q lacks %q", err, m)
						}
					}
					if strings.Contains(err.Error(), "try again") {
						t.Errorf("error invites a retry: %v", err)
					}
					if tc.code == codes.InvalidArgument && f.requests.Load() != before {
						t.Errorf("a malformed version made %d requests", f.requests.Load()-before)
					}
				})
			}
		})
	}
	t.Run("network", func(t *testing.T) {
		f := world(t)
		p := newProvider(t, f, "")
		f.srv.Close()
		_, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref("example.com/uuid", "v1.9.0", "")})
		if sdk.Code(err) != codes.Unavailable {
			t.Errorf("err = %v, want Unavailable", err)
		}
	})
}

func TestNearestVersions(t *testing.T) {
	vs := []string{"v1.0.0", "v1.2.0", "v1.1.0", "v2.0.0-rc.1", "v1.10.0"}
	tests := []struct {
		query string
		want  string
	}{
		{"v1.3.0", "v1.2.0 v1.10.0 v1.1.0"},
		{"v0.1.0", "v1.0.0 v1.1.0 v1.2.0"},
		{"v9.0.0", "v2.0.0-rc.1 v1.10.0 v1.2.0"},
		{"main", "v1.10.0 v1.2.0 v1.1.0"},
		{"<v0.1.0", "v1.0.0 v1.1.0 v1.2.0"},
	}
	for _, tc := range tests {
		if got := strings.Join(nearestVersions(vs, tc.query, 3), " "); got != tc.want {
			t.Errorf("nearestVersions(%q) = %q, want %q", tc.query, got, tc.want)
		}
	}
	if got := nearestVersions(nil, "v1.0.0", 3); len(got) != 0 {
		t.Errorf("no versions: %v", got)
	}
}

// TestLongerPrefixFails: a proxy failure (HTTP 500) on a longer module
// path is the answer, as for the go command, not a shorter path's "no
// such package" (the longer path may be the module) nor a shorter path's
// copy of the package from the proxy; only a shorter module already in the
// module cache is still served (offline use).
func TestLongerPrefixFails(t *testing.T) {
	f := world(t)
	files := f.srv.Config.Handler
	f.srv.Config.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for _, mod := range []string{"/example.com/x/sync/nosuch/", "/example.com/uuid/sub/", "/example.com/cached/sub/"} {
			if strings.HasPrefix(r.URL.Path, mod) {
				http.Error(w, "upstream exploded", http.StatusInternalServerError)
				return
			}
		}
		files.ServeHTTP(w, r)
	})
	cache := t.TempDir()
	for rel, data := range map[string]string{
		"example.com/cached@v1.0.0/go.mod":          "module example.com/cached\n",
		"example.com/cached@v1.0.0/sub/sub.go":      "// Package sub is cached.\npackage sub\n",
		"cache/download/example.com/cached/@v/list": "v1.0.0\n",
	} {
		fp := filepath.Join(cache, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(fp), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(fp, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p := newProvider(t, f, cache)
	tests := map[string]struct {
		name string
		code codes.Code
	}{
		"shorter module lacks the package": {"example.com/x/sync/nosuch", codes.Unavailable},
		"shorter module from the proxy":    {"example.com/uuid/sub", codes.Unavailable},
		"shorter module in the cache":      {"example.com/cached/sub", codes.OK},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref(tc.name, "", "")})
			if sdk.Code(err) != tc.code {
				t.Fatalf("err = %v, want %v", err, tc.code)
			}
			if err != nil {
				if !strings.Contains(err.Error(), "HTTP 500") {
					t.Errorf("error does not report the proxy's 500: %v", err)
				}
				return
			}
			if d.Version != "v1.0.0" || d.Source.Kind != sdk.SourceCache {
				t.Errorf("version %q source %+v, want v1.0.0 from the module cache", d.Version, d.Source)
			}
		})
	}
}
