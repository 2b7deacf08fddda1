package cargoconfig

import (
	"os"
	"path/filepath"
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
