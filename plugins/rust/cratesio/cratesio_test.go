package cratesio

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
)

func TestSchemas(t *testing.T) {
	tests := []struct {
		file      string
		name      string
		maxStable string
		version   Version
		n         int
	}{
		{file: "crates_libc.json", name: "libc", maxStable: "0.2.147", n: 160,
			version: Version{Num: "0.2.147", License: "MIT OR Apache-2.0", Checksum: "b4668fb0ea861c1df094127ac5f1da3409a82116a4ba74fca2e58ef927159bb3"}},
		// The 2018 schema: no max_stable_version, checksum or rust_version.
		{file: "crates_regex_2018.json", name: "regex", maxStable: "", version: Version{Num: "1.0.0", License: "MIT/Apache-2.0"}},
	}
	for _, tt := range tests {
		b, err := os.ReadFile(filepath.Join("testdata", tt.file))
		if err != nil {
			t.Fatal(err)
		}
		c, err := Parse(b)
		if err != nil {
			t.Fatal(err)
		}
		if c.Name != tt.name || c.MaxStable != tt.maxStable || c.Description == "" || c.Repository == "" {
			t.Errorf("%s: %+v", tt.file, c)
		}
		if tt.n > 0 && len(c.Versions) != tt.n {
			t.Errorf("%s: %d versions, want %d", tt.file, len(c.Versions), tt.n)
		}
		v, ok := c.Version(tt.version.Num)
		if !ok {
			t.Fatalf("%s: no version %s", tt.file, tt.version.Num)
		}
		if diff := cmp.Diff(tt.version, v); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.file, diff)
		}
	}
}

func TestGet(t *testing.T) {
	libc, err := os.ReadFile(filepath.Join("testdata", "crates_libc.json"))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api/v1/crates/libc" {
			w.Write(libc)
			return
		}
		http.NotFound(w, r)
	}))
	defer srv.Close()
	ctx := context.Background()
	c, err := Get(ctx, &fetch.Client{}, srv.URL+"/", "libc")
	if err != nil || c.Name != "libc" {
		t.Fatalf("Get = %+v, %v", c, err)
	}
	if _, err := Get(ctx, &fetch.Client{}, srv.URL, "nope"); sdk.Code(err) != codes.NotFound {
		t.Errorf("unknown crate: %v", err)
	}
	if _, err := Get(ctx, &fetch.Client{}, "", "libc"); sdk.Code(err) != codes.FailedPrecondition {
		t.Errorf("no API: %v", err)
	}
	if _, err := Parse([]byte("<html>")); sdk.Code(err) != codes.Unavailable {
		t.Errorf("not JSON: %v", err)
	}
}
