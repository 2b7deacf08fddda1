package npm

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestClientCertificate: a private registry that requires a TLS client
// certificate (mutual TLS) is reached with the certificate npm presents:
// the registry's nerf dart certfile and keyfile in an .npmrc, or the
// deprecated top-level cert and key given inline; npm 11.19 installs from
// such a registry with either. Main presented none, and every request
// failed ("remote error: tls: certificate required"). A certificate set
// for another registry's path is not presented, and an unreadable one is
// an error naming its setting.
func TestClientCertificate(t *testing.T) {
	e := newEnv(t)
	e.srv.Prefix = "/api/npm/corp"
	ca, caKey := newCA(t)
	tlsSrv := httptest.NewUnstartedServer(e.srv.Config.Handler)
	pool := x509.NewCertPool()
	pool.AddCert(ca)
	tlsSrv.TLS = &tls.Config{ClientAuth: tls.RequireAndVerifyClientCert, ClientCAs: pool}
	tlsSrv.StartTLS()
	t.Cleanup(tlsSrv.Close)
	dir := t.TempDir()
	caFile := filepath.Join(dir, "server-ca.pem")
	writePEM(t, caFile, "CERTIFICATE", tlsSrv.Certificate().Raw)
	certPEM, keyPEM := clientCert(t, ca, caKey)
	certFile, keyFile := filepath.Join(dir, "client.pem"), filepath.Join(dir, "client.key")
	if err := os.WriteFile(certFile, certPEM, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(keyFile, keyPEM, 0o600); err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(tlsSrv.URL)
	if err != nil {
		t.Fatal(err)
	}
	dart := "//" + u.Host + "/"
	oneLine := func(b []byte) string { return strings.ReplaceAll(strings.TrimSpace(string(b)), "\n", `\n`) }
	registry := tlsSrv.URL + strings.TrimPrefix(e.srv.RegistryURL(), e.srv.URL)
	for _, tt := range []struct {
		name, npmrc, wantErr string
	}{
		{name: "registry certfile and keyfile", npmrc: dart + ":certfile=" + certFile + "\n" + dart + ":keyfile=" + keyFile + "\n"},
		{name: "with a token", npmrc: dart + ":_authToken=tok\n" + dart + ":certfile=" + certFile + "\n" + dart + ":keyfile=" + keyFile + "\n"},
		{name: "inline cert and key", npmrc: "cert=" + oneLine(certPEM) + "\nkey=" + oneLine(keyPEM) + "\n"},
		{name: "none", wantErr: "tls: certificate required"},
		{name: "another registry's path", npmrc: dart + "api/npm/other/:certfile=" + certFile + "\n" + dart + "api/npm/other/:keyfile=" + keyFile + "\n", wantErr: "tls: certificate required"},
		{name: "the registry's dart", npmrc: dart + "api/npm/corp/:certfile=" + certFile + "\n" + dart + "api/npm/corp/:keyfile=" + keyFile + "\n"},
		// npm takes a request's auth from the longest dart with any: the
		// token's, which names no certificate.
		{name: "a longer dart's token", npmrc: dart + "api/npm/corp/:_authToken=tok\n" + dart + ":certfile=" + certFile + "\n" + dart + ":keyfile=" + keyFile + "\n", wantErr: "tls: certificate required"},
		{name: "missing file", npmrc: dart + ":certfile=" + certFile + ".gone\n" + dart + ":keyfile=" + keyFile + "\n", wantErr: "read the client certificate of npm's " + dart + ":certfile"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			userrc := filepath.Join(t.TempDir(), "npmrc")
			if err := os.WriteFile(userrc, []byte("cafile="+caFile+"\n"+tt.npmrc), 0o600); err != nil {
				t.Fatal(err)
			}
			p := New(Config{
				Environ:   []string{"npm_config_registry=" + registry, "npm_config_userconfig=" + userrc, "npm_config_globalconfig=" + filepath.Join(e.home, "none")},
				Home:      e.home,
				AskNPM:    e.provider().opt.AskNPM,
				NodeMajor: e.provider().opt.NodeMajor,
			})
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", Version: "7.0.0"}})
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("got %v, want an error containing %q", err, tt.wantErr)
				}
				if strings.Contains(err.Error(), "PRIVATE KEY") {
					t.Errorf("the error shows the key: %v", err)
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

// newCA makes a certificate authority for client certificates.
func newCA(t *testing.T) (*x509.Certificate, *ecdsa.PrivateKey) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "client CA"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IsCA: true, BasicConstraintsValid: true, KeyUsage: x509.KeyUsageCertSign,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	ca, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	return ca, key
}

// clientCert makes a client certificate signed by ca, as PEM.
func clientCert(t *testing.T, ca *x509.Certificate, caKey *ecdsa.PrivateKey) (certPEM, keyPEM []byte) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(2), Subject: pkix.Name{CommonName: "developer"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, ca, &key.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	kder, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kder})
}

func writePEM(t *testing.T, file, typ string, der []byte) {
	t.Helper()
	if err := os.WriteFile(file, pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: der}), 0o600); err != nil {
		t.Fatal(err)
	}
}
