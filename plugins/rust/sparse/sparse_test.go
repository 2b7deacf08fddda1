package sparse

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
)

func TestPath(t *testing.T) {
	for name, want := range map[string]string{"a": "1/a", "ab": "2/ab", "abc": "3/a/abc", "serde": "se/rd/serde", "Serde_JSON": "se/rd/serde_json"} {
		if got := Path(name); got != want {
			t.Errorf("Path(%q) = %q, want %q", name, got, want)
		}
	}
}

func TestDownloadURL(t *testing.T) {
	e := Entry{Name: "Serde", Vers: "1.0.0", Cksum: "abc"}
	tests := []struct{ dl, want, prefix string }{
		{"https://static.crates.io/crates", "https://static.crates.io/crates/Serde/1.0.0/download", "https://static.crates.io/crates"},
		{"https://r.example/api/v1/crates/{crate}/{version}/download", "https://r.example/api/v1/crates/Serde/1.0.0/download", "https://r.example/api/v1/crates/"},
		{"https://r.example/{prefix}/{lowerprefix}/{crate}-{version}.crate?sum={sha256-checksum}", "https://r.example/Se/rd/se/rd/Serde-1.0.0.crate?sum=abc", "https://r.example/"},
	}
	for _, tt := range tests {
		cfg := &Config{DL: tt.dl}
		if got := DownloadURL(cfg, e); got != tt.want {
			t.Errorf("DownloadURL(%s) = %s, want %s", tt.dl, got, tt.want)
		}
		if got := DLPrefix(cfg); got != tt.prefix {
			t.Errorf("DLPrefix(%s) = %s, want %s", tt.dl, got, tt.prefix)
		}
	}
}

func TestVersions(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/config.json":
			w.Write([]byte(`{"dl":"https://dl.example/{crate}","api":"https://api.example"}`))
		case "/3/f/foo":
			w.Write([]byte("{\"name\":\"foo\",\"vers\":\"1.0.0\",\"cksum\":\"aa\",\"features\":{\"a\":[]},\"features2\":{\"b\":[\"dep:x\"]}}\nnot json\n\n{\"name\":\"foo\",\"vers\":\"1.1.0\",\"yanked\":true}\n"))
		case "/3/e/emp":
			w.Write([]byte("\n"))
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	c := &Client{Index: "sparse+" + srv.URL, HTTP: &fetch.Client{}}
	ctx := context.Background()
	cfg, err := c.Config(ctx)
	if err != nil || cfg.DL != "https://dl.example/{crate}" {
		t.Fatalf("Config = %+v, %v", cfg, err)
	}
	es, err := c.Versions(ctx, cfg, "foo")
	if err != nil || len(es) != 2 || !es[1].Yanked || len(es[0].AllFeatures()) != 2 {
		t.Fatalf("Versions = %+v, %v", es, err)
	}
	for _, name := range []string{"bar", "emp"} {
		if _, err := c.Versions(ctx, cfg, name); sdk.Code(err) != codes.NotFound {
			t.Errorf("Versions(%s): %v, want NotFound", name, err)
		}
	}
	for _, idx := range []string{"https://github.com/rust-lang/crates.io-index", "registry+https://github.com/rust-lang/crates.io-index", "sparse+file:///etc"} {
		if _, err := (&Client{Index: idx, HTTP: &fetch.Client{}}).Config(ctx); sdk.Code(err) != codes.FailedPrecondition {
			t.Errorf("index %s: %v, want FailedPrecondition", idx, err)
		}
	}
}
