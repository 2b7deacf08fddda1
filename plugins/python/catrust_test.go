package python

import (
	"context"
	"encoding/pem"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestIndexCABundle: an index signed by an authority the system does not
// trust (a company's, a TLS-inspecting proxy's) is reached with the bundle
// pip verifies it with: PIP_CERT, pip.conf's cert, else the
// REQUESTS_CA_BUNDLE pip's HTTP library reads; with none the error is the
// certificate's. Main read none of them: every request failed where pip
// succeeds.
func TestIndexCABundle(t *testing.T) {
	w := newWorld(t)
	w.addSynthetic("tiny-client", "1.2.0", map[string]string{"tiny_client/__init__.py": "def connect(url):\n    pass\n"})
	tlsSrv := httptest.NewUnstartedServer(w.srv.Config.Handler)
	tlsSrv.StartTLS()
	t.Cleanup(tlsSrv.Close)
	dir := t.TempDir()
	bundle := filepath.Join(dir, "corp-ca.pem")
	if err := os.WriteFile(bundle, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: tlsSrv.Certificate().Raw}), 0o600); err != nil {
		t.Fatal(err)
	}
	pipConf := filepath.Join(dir, "pip.conf")
	if err := os.WriteFile(pipConf, []byte("[global]\ncert = "+bundle+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name    string
		env     map[string]string
		wantErr string
	}{
		{name: "PIP_CERT", env: map[string]string{"PIP_CERT": bundle}},
		{name: "pip.conf cert", env: map[string]string{"PIP_CONFIG_FILE": pipConf}},
		{name: "REQUESTS_CA_BUNDLE", env: map[string]string{"REQUESTS_CA_BUNDLE": bundle}},
		{name: "PIP_CERT over REQUESTS_CA_BUNDLE", env: map[string]string{"PIP_CERT": bundle, "REQUESTS_CA_BUNDLE": filepath.Join(dir, "missing.pem")}},
		{name: "none", wantErr: "certificate"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			env := map[string]string{"PIP_INDEX_URL": tlsSrv.URL + "/simple", "PIP_CONFIG_FILE": os.DevNull}
			for k, v := range tt.env {
				env[k] = v
			}
			p := New(Config{Getenv: func(k string) string { return env[k] }, Home: w.home, Python: filepath.Join(w.home, "no-python3")})
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "tiny-client", Version: "1.2.0"}})
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("got %v, want an error containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if d.Version != "1.2.0" {
				t.Errorf("got %s, want 1.2.0", d.Version)
			}
			if _, ok := symbolNamed(d, "connect"); !ok {
				t.Errorf("connect not described: %v", d.Symbols)
			}
		})
	}
}
