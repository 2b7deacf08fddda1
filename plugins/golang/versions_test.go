package golang

import (
	"context"
	"net/http"
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
				"branch":              {"example.com/uuid", "no-such-branch", codes.NotFound, []string{"example.com/uuid has no version no-such-branch", "nearest: v1.2.0, v1.1.0"}},
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
