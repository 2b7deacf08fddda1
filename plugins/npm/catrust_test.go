package npm

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

// TestExtraCACerts: a registry signed by an authority the system does not
// trust (a company's, a TLS-inspecting proxy's) is reached when the user
// names its certificate in NODE_EXTRA_CA_CERTS, as npm (Node) does, or in
// npm's cafile; with neither, the error is the certificate's. Main read
// only cafile: NODE_EXTRA_CA_CERTS, which npm users set for such a
// registry, left every request failing.
func TestExtraCACerts(t *testing.T) {
	e := newEnv(t)
	tlsSrv := httptest.NewUnstartedServer(e.srv.Config.Handler)
	tlsSrv.StartTLS()
	t.Cleanup(tlsSrv.Close)
	caFile := filepath.Join(t.TempDir(), "corp-ca.pem")
	if err := os.WriteFile(caFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: tlsSrv.Certificate().Raw}), 0o600); err != nil {
		t.Fatal(err)
	}
	registry := tlsSrv.URL + strings.TrimPrefix(e.srv.RegistryURL(), e.srv.URL)
	for _, tt := range []struct {
		name    string
		vars    []string
		wantErr string
	}{
		{name: "NODE_EXTRA_CA_CERTS", vars: []string{"NODE_EXTRA_CA_CERTS=" + caFile}},
		{name: "npm cafile", vars: []string{"npm_config_cafile=" + caFile}},
		{name: "neither", wantErr: "tls: failed to verify certificate"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := New(Config{
				Environ:   append([]string{"npm_config_registry=" + registry, "npm_config_globalconfig=" + filepath.Join(e.home, "none")}, tt.vars...),
				Home:      e.home,
				AskNPM:    e.provider().opt.AskNPM,
				NodeMajor: e.provider().opt.NodeMajor,
			})
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", Version: "7.0.0"}})
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("got %v, want an error containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if d.Version != "7.0.0" || d.Source.Kind != sdk.SourceRegistry {
				t.Errorf("got %s from %+v, want 7.0.0 from the registry", d.Version, d.Source)
			}
		})
	}
}
