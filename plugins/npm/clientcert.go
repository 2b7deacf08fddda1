package npm

import (
	"crypto/sha256"
	"crypto/tls"
	"fmt"
	"net/http"

	"github.com/pkgdocs/pkgdocs/plugins/npm/npmrc"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// maxCertFile bounds a client certificate or key file read.
const maxCertFile = 1 << 20

// certRoute sends each request with the TLS client certificate npm would
// present to its URL (npmrc.Config.ClientCert: a registry's certfile and
// keyfile, mutual TLS), over the provider's transport for that
// certificate and the configuration's cafile; a redirect's hop is decided
// anew, so a certificate meant for one registry is not presented to
// another host.
type certRoute struct {
	p   *Provider
	cfg *npmrc.Config
}

func (r certRoute) RoundTrip(req *http.Request) (*http.Response, error) {
	var pair *tls.Certificate
	if cc, ok := r.cfg.ClientCert(req.URL.String()); ok {
		c, err := loadClientCert(cc)
		if err != nil {
			if req.Body != nil {
				req.Body.Close()
			}
			return nil, err
		}
		pair = c
	}
	return r.p.transport(r.cfg.CAFile(), pair).RoundTrip(req)
}

// loadClientCert reads the certificate and key cc names.
func loadClientCert(cc npmrc.ClientCert) (*tls.Certificate, error) {
	certPEM, keyPEM := []byte(cc.CertPEM), []byte(cc.KeyPEM)
	if cc.CertFile != "" {
		var err error
		if certPEM, err = localfile.Read(cc.CertFile, maxCertFile); err != nil {
			return nil, fmt.Errorf("read the client certificate of npm's %s: %w", cc.From, err)
		}
		if keyPEM, err = localfile.Read(cc.KeyFile, maxCertFile); err != nil {
			return nil, fmt.Errorf("read the client key of npm's %s: %w", cc.From, err)
		}
	}
	pair, err := tls.X509KeyPair(certPEM, keyPEM)
	if err != nil {
		// X509KeyPair's errors name no key material.
		return nil, fmt.Errorf("npm's %s: client certificate and key: %w", cc.From, err)
	}
	return &pair, nil
}

// certKey identifies a client certificate among the provider's
// transports: its bytes' digest, so a renewed certificate gets a new
// transport (and new connections) under the same file names.
func certKey(c *tls.Certificate) string {
	if c == nil {
		return ""
	}
	h := sha256.New()
	for _, der := range c.Certificate {
		h.Write(der)
	}
	return fmt.Sprintf("%x", h.Sum(nil))
}
