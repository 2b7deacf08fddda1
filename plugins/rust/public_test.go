package rust

import (
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/rust/cargoconfig"
	"github.com/pkgdocs/pkgdocs/sdk/credentials"
)

// TestPublic: crates.io through its own index, docs.rs at its own
// address and no token sent is public; a replaced source, another
// registry, another docs.rs or a token sent is not.
func TestPublic(t *testing.T) {
	cratesIO := cargoconfig.Origin{Kind: "registry", Source: "crates-io", Index: cargoconfig.CratesIOIndex}
	tests := map[string]struct {
		registry string
		origin   cargoconfig.Origin
		docsRS   string
		token    bool // the registry asked for the token and got it
		want     bool
	}{
		"crates.io":              {registry: "crates-io", origin: cratesIO, want: true},
		"docs.rs off":            {registry: "crates-io", origin: cratesIO, docsRS: "off", want: true},
		"another docs.rs":        {registry: "crates-io", origin: cratesIO, docsRS: "https://docs.mirror.invalid"},
		"token sent":             {registry: "crates-io", origin: cratesIO, token: true},
		"source replaced":        {registry: "crates-io", origin: cargoconfig.Origin{Kind: "registry", Source: "mirror", Index: "sparse+https://mirror.invalid/index/"}},
		"vendored directory":     {registry: "crates-io", origin: cargoconfig.Origin{Kind: "directory", Source: "vendored", Dir: "/work/vendor"}},
		"another registry":       {registry: "corp", origin: cargoconfig.Origin{Kind: "registry", Source: "corp", Index: "sparse+https://corp.invalid/index/"}},
		"git index of crates.io": {registry: "crates-io", origin: cargoconfig.Origin{Kind: "registry", Source: "crates-io", Index: "https://github.com/rust-lang/crates.io-index"}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			p := New(Config{Env: func(string) string { return "" }, DocsRS: tc.docsRS})
			if tc.token {
				r := p.registry(tc.origin)
				if err := r.creds.Add("https://index.crates.io/", credentials.Header("Authorization", "secret")); err != nil {
					t.Fatal(err)
				}
			}
			if got := p.public(&target{registry: tc.registry, origin: tc.origin}); got != tc.want {
				t.Errorf("public = %v, want %v", got, tc.want)
			}
		})
	}
}
