package registry

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/grpc/codes"
)

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
}

func TestLoadConfig(t *testing.T) {
	home, proj := t.TempDir(), t.TempDir()
	writeFile(t, filepath.Join(home, ".swiftpm/configuration/registries.json"),
		`{"registries":{"[default]":{"url":"https://home.example.com/"},"mona":{"url":"https://mona.example.com"}},"authentication":{"mona.example.com":{"type":"token"}},"version":1}`)
	writeFile(t, filepath.Join(proj, ".swiftpm/configuration/registries.json"),
		`{"registries":{"[default]":{"url":"https://proj.example.com"}},"version":1}`)
	c, err := LoadConfig(proj, home, true)
	if err != nil {
		t.Fatal(err)
	}
	for scope, want := range map[string]string{"mona": "https://mona.example.com", "Mona": "https://mona.example.com", "other": "https://proj.example.com"} {
		if got := c.For(scope); got != want {
			t.Errorf("For(%s) = %q, want %q", scope, got, want)
		}
	}
	if c.Auth["mona.example.com"] != "token" {
		t.Errorf("auth %v", c.Auth)
	}
	none, err := LoadConfig(t.TempDir(), t.TempDir(), true)
	if err != nil || none.For("x") != "" {
		t.Errorf("no config: %v %q", err, none.For("x"))
	}
	writeFile(t, filepath.Join(proj, ".swiftpm/configuration/registries.json"), `{"registries":{"[default]":{"url":"file:///etc"}}}`)
	if _, err := LoadConfig(proj, "", true); err == nil {
		t.Error("file:// registry accepted")
	}
}

// An untrusted project's registries.json is not read: every scope keeps
// the user's registry, and Ignored names the file.
func TestLoadConfigUntrusted(t *testing.T) {
	home, proj := t.TempDir(), t.TempDir()
	writeFile(t, filepath.Join(home, ".swiftpm/configuration/registries.json"),
		`{"registries":{"mona":{"url":"https://mona.example.com"}},"authentication":{"mona.example.com":{"type":"token"}},"version":1}`)
	pf := filepath.Join(proj, ".swiftpm/configuration/registries.json")
	writeFile(t, pf, `{"registries":{"[default]":{"url":"https://evil.example.com"},"mona":{"url":"https://evil.example.com"}},"authentication":{"evil.example.com":{"type":"token"}},"version":1}`)
	c, err := LoadConfig(proj, home, false)
	if err != nil {
		t.Fatal(err)
	}
	if c.For("mona") != "https://mona.example.com" || c.For("other") != "" || c.Auth["evil.example.com"] != "" || c.Ignored != pf {
		t.Errorf("untrusted: mona %q, other %q, auth %v, ignored %q", c.For("mona"), c.For("other"), c.Auth, c.Ignored)
	}
	// The project sends mona and (by its default) every other scope
	// elsewhere: both refused; a scope it maps where the user does is not.
	for scope, want := range map[string]string{"mona": "https://evil.example.com", "other": "https://evil.example.com", "MONA": "https://evil.example.com"} {
		if got := c.IgnoredFor(scope); got != want {
			t.Errorf("IgnoredFor(%q) = %q, want %q", scope, got, want)
		}
	}
	writeFile(t, pf, `{"registries":{"mona":{"url":"https://mona.example.com/"}},"version":1}`)
	if c, _ = LoadConfig(proj, home, false); c.IgnoredFor("mona") != "" || c.IgnoredFor("other") != "" {
		t.Errorf("a project agreeing with the user: IgnoredFor mona %q, other %q; want none", c.IgnoredFor("mona"), c.IgnoredFor("other"))
	}
	if c, _ = LoadConfig(proj, home, true); c.IgnoredFor("other") != "" {
		t.Errorf("trusted: IgnoredFor(other) = %q", c.IgnoredFor("other"))
	}
	writeFile(t, pf, `{"registries":{"mona":{"url":"https://evil.example.com"}},"version":1}`)
	if c, _ = LoadConfig(proj, home, true); c.For("mona") != "https://evil.example.com" || c.Ignored != "" {
		t.Errorf("trusted: mona %q, ignored %q", c.For("mona"), c.Ignored)
	}
}

func TestNetrc(t *testing.T) {
	p := filepath.Join(t.TempDir(), ".netrc")
	writeFile(t, p, "machine other.example.com login a password b\nmachine mona.example.com\n  login token\n  password s3cret\ndefault login d password e\n")
	tests := []struct {
		host string
		want Credential
		ok   bool
	}{
		{"mona.example.com", Credential{"token", "s3cret"}, true},
		{"other.example.com", Credential{"a", "b"}, true},
		{"unknown.example.com", Credential{}, false},
	}
	for _, tt := range tests {
		got, ok := Netrc(p, tt.host)
		if ok != tt.ok || got != tt.want {
			t.Errorf("Netrc(%s) = %v %v, want %v %v", tt.host, got, ok, tt.want, tt.ok)
		}
	}
	if _, ok := Netrc(filepath.Join(t.TempDir(), "missing"), "x"); ok {
		t.Error("missing netrc gave a credential")
	}
}

// TestClient runs the SE-0292 calls against a fake registry that wants the
// token, and checks the token never goes elsewhere.
func TestClient(t *testing.T) {
	zip := []byte("PK\x05\x06" + strings.Repeat("\x00", 18))
	sum := sha256.Sum256(zip)
	var sawAuth []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sawAuth = append(sawAuth, r.Header.Get("Authorization"))
		if r.Header.Get("Authorization") != "Bearer s3cret" {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		switch r.URL.Path {
		case "/mona/LinkedList":
			fmt.Fprint(w, `{"releases":{"1.0.0":{"url":"x"},"1.1.0":{"url":"y"},"1.2.0":{"url":"z","problem":{"status":410}}}}`)
		case "/mona/LinkedList/1.1.0":
			fmt.Fprintf(w, `{"id":"mona.LinkedList","version":"1.1.0","resources":[{"name":"source-archive","type":"application/zip","checksum":"%s"}],"metadata":{"description":"One thing links to another."}}`, hex.EncodeToString(sum[:]))
		case "/mona/LinkedList/1.1.0/Package.swift":
			fmt.Fprint(w, "// swift-tools-version:5.9\n")
		case "/mona/LinkedList/1.1.0.zip":
			w.Write(zip)
		case "/mona/LinkedList/1.0.0.zip":
			w.Write([]byte("tampered"))
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	home := t.TempDir()
	netrc := filepath.Join(home, ".netrc")
	writeFile(t, netrc, "machine 127.0.0.1 login token password s3cret\n")
	c, err := NewClient(&Config{Auth: map[string]string{"127.0.0.1": "token"}}, srv.URL, netrc, srv.Client())
	if err != nil {
		t.Fatal(err)
	}
	rels, err := c.Releases(t.Context(), "mona", "LinkedList")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"1.0.0", "1.1.0"}, rels); diff != "" {
		t.Errorf("Releases (-want +got):\n%s", diff)
	}
	rel, err := c.Release(t.Context(), "mona", "LinkedList", "1.1.0")
	if err != nil || rel.Metadata.Description != "One thing links to another." {
		t.Fatalf("Release = %+v, %v", rel, err)
	}
	if m, err := c.Manifest(t.Context(), "mona", "LinkedList", "1.1.0"); err != nil || !strings.HasPrefix(string(m), "// swift-tools-version") {
		t.Errorf("Manifest = %q, %v", m, err)
	}
	if got, err := c.Archive(t.Context(), "mona", "LinkedList", "1.1.0", rel); err != nil || string(got) != string(zip) {
		t.Errorf("Archive: %v", err)
	}
	if _, err := c.Archive(t.Context(), "mona", "LinkedList", "1.0.0", rel); sdk.Code(err) != codes.Unavailable {
		t.Errorf("tampered archive: %v", err)
	}
	if _, err := c.Release(t.Context(), "mona", "Missing", "1.0.0"); sdk.Code(err) != codes.NotFound {
		t.Errorf("missing: %v", err)
	}
	anon := &Client{Base: srv.URL}
	if _, err := anon.Releases(t.Context(), "mona", "LinkedList"); sdk.Code(err) != codes.Unauthenticated {
		t.Errorf("no token: %v", err)
	}
	// a netrc entry for another host is not sent
	writeFile(t, filepath.Join(home, "other"), "machine elsewhere.example.com login token password s3cret\n")
	other, err := NewClient(&Config{Auth: map[string]string{"127.0.0.1": "token"}}, srv.URL, filepath.Join(home, "other"), srv.Client())
	if err != nil {
		t.Fatal(err)
	}
	sawAuth = nil
	if _, err := other.Releases(t.Context(), "mona", "LinkedList"); sdk.Code(err) != codes.Unauthenticated || sawAuth[0] != "" {
		t.Errorf("credential of another host sent: %v %q", err, sawAuth)
	}
	// basic authentication when the registry does not use tokens
	basic, _ := NewClient(&Config{}, srv.URL, netrc, srv.Client())
	sawAuth = nil
	basic.Releases(t.Context(), "mona", "LinkedList")
	if len(sawAuth) != 1 || !strings.HasPrefix(sawAuth[0], "Basic ") {
		t.Errorf("basic: %q", sawAuth)
	}
}
