package cargoconfig

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func write(t *testing.T, path, body string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

func env(m map[string]string) Env { return func(k string) string { return m[k] } }

func TestLayering(t *testing.T) {
	root := t.TempDir()
	home := filepath.Join(root, "home", ".cargo")
	proj := filepath.Join(root, "work", "proj", "crates", "app")
	write(t, filepath.Join(home, "config.toml"), `
[registries.corp]
index = "sparse+https://home.example/index/"
[source.crates-io]
replace-with = "mirror"
[source.mirror]
registry = "sparse+https://mirror.example/"
`)
	write(t, filepath.Join(home, "credentials.toml"), `
[registries.corp]
token = "home-token"
[registry]
token = "cratesio-token"
`)
	// The workspace's config replaces crates-io with a vendor directory,
	// relative to the workspace root.
	write(t, filepath.Join(root, "work", "proj", ".cargo", "config.toml"), `
[source.crates-io]
replace-with = "vendored"
[source.vendored]
directory = "vendor"
[registries.corp]
index = "sparse+https://corp.example/index/"
`)
	// A deeper legacy-named file wins over both.
	write(t, filepath.Join(proj, ".cargo", "config"), `
[registries.other]
index = "sparse+https://other.example/"
`)
	c, err := Load(proj, true, env(map[string]string{"CARGO_HOME": home, "CARGO_REGISTRIES_OTHER_TOKEN": "env-token"}))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{filepath.Join(proj, ".cargo", "config"), filepath.Join(root, "work", "proj", ".cargo", "config.toml"), filepath.Join(home, "config.toml")}
	if diff := cmp.Diff(want, c.Files); diff != "" {
		t.Errorf("files (-want +got):\n%s", diff)
	}
	e := env(map[string]string{"CARGO_HOME": home})
	tests := []struct {
		registry string
		want     Origin
	}{
		{"crates-io", Origin{Kind: "directory", Source: "vendored", Dir: filepath.Join(root, "work", "proj", "vendor")}},
		{"corp", Origin{Kind: "registry", Source: "corp", Index: "sparse+https://corp.example/index/", Token: "home-token", TokenVar: "CARGO_REGISTRIES_CORP_TOKEN", Credentials: filepath.Join(home, "credentials.toml")}},
		{"other", Origin{Kind: "registry", Source: "other", Index: "sparse+https://other.example/", Token: "env-token", TokenVar: "CARGO_REGISTRIES_OTHER_TOKEN", Credentials: filepath.Join(home, "credentials.toml")}},
	}
	for _, tt := range tests {
		got, err := c.Resolve(tt.registry, e)
		if err != nil {
			t.Errorf("Resolve(%s): %v", tt.registry, err)
			continue
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Resolve(%s) (-want +got):\n%s", tt.registry, diff)
		}
	}
	if _, err := c.Resolve("nope", e); err == nil {
		t.Error("Resolve(nope): no error")
	}

	// The same project, not chosen by the user: its files are not read,
	// so corp's home token stays with corp's home index and crates-io
	// goes to the home mirror.
	cu, err := Load(proj, false, env(map[string]string{"CARGO_HOME": home}))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{filepath.Join(home, "config.toml")}, cu.Files); diff != "" {
		t.Errorf("untrusted files (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(want[:2], cu.Ignored); diff != "" {
		t.Errorf("untrusted ignored (-want +got):\n%s", diff)
	}
	for reg, want := range map[string]Origin{
		"corp":      {Kind: "registry", Source: "corp", Index: "sparse+https://home.example/index/", Token: "home-token", TokenVar: "CARGO_REGISTRIES_CORP_TOKEN", Credentials: filepath.Join(home, "credentials.toml")},
		"crates-io": {Kind: "registry", Source: "mirror", Index: "sparse+https://mirror.example/", Credentials: filepath.Join(home, "credentials.toml")},
	} {
		got, err := cu.Resolve(reg, e)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("untrusted Resolve(%s) (-want +got):\n%s", reg, diff)
		}
	}
	if _, err := cu.Resolve("other", e); err == nil {
		t.Error("untrusted: the project's registry \"other\" resolved")
	}

	// Outside the project only the home config applies: crates-io goes
	// to the mirror, with no crates.io token (the mirror is another host).
	c2, err := Load(t.TempDir(), true, e)
	if err != nil {
		t.Fatal(err)
	}
	got, err := c2.Resolve("crates-io", e)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(Origin{Kind: "registry", Source: "mirror", Index: "sparse+https://mirror.example/", Credentials: filepath.Join(home, "credentials.toml")}, got); diff != "" {
		t.Errorf("home only (-want +got):\n%s", diff)
	}
}

func TestDefaultsAndEnv(t *testing.T) {
	c, err := Load("", true, env(map[string]string{"CARGO_HOME": t.TempDir()}))
	if err != nil {
		t.Fatal(err)
	}
	got, err := c.Resolve("crates-io", env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if got.Index != CratesIOIndex || got.Token != "" {
		t.Errorf("default crates-io = %+v", got)
	}
	e := env(map[string]string{"CARGO_REGISTRIES_MY_REG_INDEX": "sparse+https://env.example/", "CARGO_REGISTRIES_MY_REG_TOKEN": "t"})
	got, err = c.Resolve("my-reg", e)
	if err != nil || got.Index != "sparse+https://env.example/" || got.Token != "t" {
		t.Errorf("env registry = %+v, %v", got, err)
	}
}

func TestReplaceLoop(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, ".cargo", "config.toml"), "[source.a]\nreplace-with = \"b\"\n[source.b]\nreplace-with = \"a\"\n[source.crates-io]\nreplace-with = \"a\"\n")
	c, err := Load(dir, true, env(map[string]string{"CARGO_HOME": t.TempDir()}))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Resolve("crates-io", env(nil)); err == nil {
		t.Error("no error for a replace-with loop")
	}
}

func TestBadConfig(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, ".cargo", "config.toml"), "[source\n")
	if _, err := Load(dir, true, env(map[string]string{"CARGO_HOME": t.TempDir()})); err == nil {
		t.Error("no error for broken TOML")
	}
}

// TestCredentialProviders: the providers Cargo tries for a registry, in
// order: its own credential-provider (string or array form, aliases
// resolved, the environment over files), else
// registry.global-credential-providers last entry first (joined across
// files), else nil (cargo:token alone). A project file's provider is not
// the user's.
func TestCredentialProviders(t *testing.T) {
	root := t.TempDir()
	home := filepath.Join(root, "home", ".cargo")
	proj := filepath.Join(root, "proj")
	homeFile, projFile := filepath.Join(home, "config.toml"), filepath.Join(proj, ".cargo", "config.toml")
	write(t, homeFile, `
[registry]
global-credential-providers = ["cargo:token", "cargo:libsecret"]
[registries.corp]
index = "sparse+https://corp.example/index/"
credential-provider = "cargo:token-from-stdout /usr/bin/aws codeartifact get-authorization-token --output text"
[registries.arr]
index = "sparse+https://arr.example/"
credential-provider = ["cargo:token-from-stdout", "/opt/get token", "{index_url}"]
[registries.aliased]
index = "sparse+https://aliased.example/"
credential-provider = "vault"
[registries.plain]
index = "sparse+https://plain.example/"
[credential-alias]
vault = "cargo:token-from-stdout /usr/bin/vault read -field=token secret/cargo"
[source.crates-io]
replace-with = "mirror"
[source.mirror]
registry = "sparse+https://mirror.example/"
`)
	write(t, projFile, `
[registry]
global-credential-providers = ["cargo:macos-keychain"]
[registries.projcmd]
index = "sparse+https://projcmd.example/"
credential-provider = "cargo:token-from-stdout /usr/bin/get-token"
`)
	vars := map[string]string{"CARGO_HOME": home, "CARGO_REGISTRIES_ENVREG_INDEX": "sparse+https://envreg.example/",
		"CARGO_REGISTRIES_ENVREG_CREDENTIAL_PROVIDER": "cargo:token-from-stdout /usr/bin/envtoken"}
	c, err := Load(proj, true, env(vars))
	if err != nil {
		t.Fatal(err)
	}
	global := []Provider{
		{Argv: []string{"cargo:macos-keychain"}, From: projFile},
		{Argv: []string{"cargo:libsecret"}, From: homeFile, User: true},
		{Argv: []string{"cargo:token"}, From: homeFile, User: true},
	}
	tests := []struct {
		registry string
		want     []Provider
	}{
		{"corp", []Provider{{Argv: []string{"cargo:token-from-stdout", "/usr/bin/aws", "codeartifact", "get-authorization-token", "--output", "text"}, From: homeFile, User: true}}},
		{"arr", []Provider{{Argv: []string{"cargo:token-from-stdout", "/opt/get token", "{index_url}"}, From: homeFile, User: true}}},
		{"aliased", []Provider{{Argv: []string{"cargo:token-from-stdout", "/usr/bin/vault", "read", "-field=token", "secret/cargo"}, From: homeFile, User: true}}},
		{"plain", global},
		{"crates-io", global}, // replaced by a mirror Cargo knows by URL only
		{"projcmd", []Provider{{Argv: []string{"cargo:token-from-stdout", "/usr/bin/get-token"}, From: projFile}}},
		{"envreg", []Provider{{Argv: []string{"cargo:token-from-stdout", "/usr/bin/envtoken"}, From: "CARGO_REGISTRIES_ENVREG_CREDENTIAL_PROVIDER", User: true}}},
	}
	for _, tt := range tests {
		o, err := c.Resolve(tt.registry, env(vars))
		if err != nil {
			t.Errorf("Resolve(%s): %v", tt.registry, err)
			continue
		}
		if diff := cmp.Diff(tt.want, o.Providers); diff != "" {
			t.Errorf("Resolve(%s).Providers (-want +got):\n%s", tt.registry, diff)
		}
	}

	// Untrusted, the project's file counts for nothing; the environment
	// adds global providers after the files'.
	vars["CARGO_REGISTRY_GLOBAL_CREDENTIAL_PROVIDERS"] = "cargo:wincred"
	c, err = Load(proj, false, env(vars))
	if err != nil {
		t.Fatal(err)
	}
	o, err := c.Resolve("plain", env(vars))
	if err != nil {
		t.Fatal(err)
	}
	want := []Provider{
		{Argv: []string{"cargo:wincred"}, From: "CARGO_REGISTRY_GLOBAL_CREDENTIAL_PROVIDERS", User: true},
		{Argv: []string{"cargo:libsecret"}, From: homeFile, User: true},
		{Argv: []string{"cargo:token"}, From: homeFile, User: true},
	}
	if diff := cmp.Diff(want, o.Providers); diff != "" {
		t.Errorf("untrusted Resolve(plain).Providers (-want +got):\n%s", diff)
	}

	// Nothing configured: nil, Cargo's default.
	c, err = Load("", false, env(map[string]string{"CARGO_HOME": t.TempDir()}))
	if err != nil {
		t.Fatal(err)
	}
	if o, err := c.Resolve("crates-io", nil); err != nil || o.Providers != nil {
		t.Errorf("default providers: %+v, %v", o.Providers, err)
	}
}

// TestBadCredentialProvider: a credential-provider of another type is an
// error naming the setting, as Cargo refuses it.
func TestBadCredentialProvider(t *testing.T) {
	home := t.TempDir()
	write(t, filepath.Join(home, "config.toml"), "[registries.corp]\nindex = \"sparse+https://corp.example/\"\ncredential-provider = 3\n")
	if _, err := Load("", false, env(map[string]string{"CARGO_HOME": home})); err == nil || !strings.Contains(err.Error(), "credential-provider") {
		t.Errorf("Load: %v, want an error naming credential-provider", err)
	}
}
