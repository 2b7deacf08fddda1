package rust

import (
	"encoding/pem"
	"fmt"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestHTTPCAInfo: a registry signed by an authority the system does not
// trust (a company's, a TLS-inspecting proxy's) is reached with the
// bundle Cargo verifies it with: http.cainfo from $CARGO_HOME's or a
// trusted project's config (relative to the directory holding .cargo/),
// or CARGO_HTTP_CAINFO; with none the error is the certificate's. Main
// read neither: every request failed where cargo succeeds.
func TestHTTPCAInfo(t *testing.T) {
	for _, tt := range []struct {
		name    string
		home    string // added to $CARGO_HOME/config.toml; %s is the bundle
		project string // the trusted project's .cargo/config.toml
		env     bool   // CARGO_HTTP_CAINFO names the bundle
		wantErr string
	}{
		{name: "CARGO_HOME config", home: "[http]\ncainfo = %q\n"},
		{name: "project config, relative", project: "[http]\ncainfo = \"certs/corp-ca.pem\"\n"},
		{name: "CARGO_HTTP_CAINFO", env: true},
		{name: "none", wantErr: "certificate"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			w := newWorld(t)
			tlsSrv := httptest.NewUnstartedServer(w.srv.Config.Handler)
			tlsSrv.StartTLS()
			t.Cleanup(tlsSrv.Close)
			proj := t.TempDir()
			bundle := filepath.Join(proj, "certs", "corp-ca.pem")
			writeFile(t, bundle, string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: tlsSrv.Certificate().Raw})))
			home := fmt.Sprintf("[source.crates-io]\nreplace-with = \"corp-mirror\"\n[source.corp-mirror]\nregistry = \"sparse+%s/index/\"\n", tlsSrv.URL)
			if tt.home != "" {
				home += fmt.Sprintf(tt.home, bundle)
			}
			writeFile(t, filepath.Join(w.home, "config.toml"), home)
			if tt.project != "" {
				writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), tt.project)
			}
			env := w.env()
			if tt.env {
				env["CARGO_HTTP_CAINFO"] = bundle
			}
			p := New(Config{Env: func(k string) string { return env[k] }, Rustc: "rustc", DocsRS: "off"})
			doc, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "kvstore_demo", Version: "0.3.1", ProjectPath: proj, ProjectTrusted: true}})
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("got %v, want an error containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if doc.Version != "0.3.1" {
				t.Errorf("got %s, want 0.3.1", doc.Version)
			}
		})
	}
}
