package npmrc

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestPublic: an answer is public only from npm's own default registry
// (def), asked without credentials, under a configuration that names no
// other registry.
func TestPublic(t *testing.T) {
	const def = "https://public.invalid/"
	tarball := def + "zod/-/zod-3.23.8.tgz"
	tests := map[string]struct {
		npmrc   string   // the user's ~/.npmrc
		env     []string // npm_config_* variables
		def     string   // npm's default; "" when npm could not be asked
		name    string
		tarball string
		want    bool
	}{
		"no configuration":                {def: def, name: "zod", tarball: tarball, want: true},
		"default written out":             {npmrc: "registry=https://public.invalid", def: def, name: "zod", tarball: tarball, want: true},
		"default unknown":                 {def: "", name: "zod", tarball: tarball},
		"configured mirror":               {npmrc: "registry=https://mirror.invalid/npm/", def: def, name: "zod", tarball: "https://mirror.invalid/npm/zod/-/zod-3.23.8.tgz"},
		"mirror from the environment":     {env: []string{"npm_config_registry=https://mirror.invalid/"}, def: def, name: "zod", tarball: tarball},
		"token for the default":           {npmrc: "//public.invalid/:_authToken=secret", def: def, name: "zod", tarball: tarball},
		"basic auth for the default":      {npmrc: "//public.invalid/:_auth=dXNlcjpwYXNz", def: def, name: "zod", tarball: tarball},
		"username and password":           {npmrc: "//public.invalid/:username=bob\n//public.invalid/:_password=cGFzcw==", def: def, name: "zod", tarball: tarball},
		"token for another host only":     {npmrc: "//corp.invalid/:_authToken=secret", def: def, name: "zod", tarball: tarball, want: true},
		"scope sent elsewhere":            {npmrc: "@corp:registry=https://corp.invalid/", def: def, name: "@corp/ui", tarball: "https://corp.invalid/@corp/ui/-/ui-1.0.0.tgz"},
		"another scope sent elsewhere":    {npmrc: "@corp:registry=https://corp.invalid/", def: def, name: "zod", tarball: tarball},
		"scope on the default":            {npmrc: "@types:registry=https://public.invalid/", def: def, name: "zod", tarball: tarball, want: true},
		"tarball on another host":         {def: def, name: "zod", tarball: "https://cdn.invalid/zod/-/zod-3.23.8.tgz"},
		"tarball over http":               {def: def, name: "zod", tarball: "http://public.invalid/zod/-/zod-3.23.8.tgz"},
		"default over http, configured":   {npmrc: "registry=http://public.invalid/", def: def, name: "zod", tarball: tarball},
		"top-level token, ignored by npm": {npmrc: "_authToken=top", def: def, name: "zod", tarball: tarball, want: true},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			root := t.TempDir()
			write(t, root, map[string]string{"home/.npmrc": tc.npmrc})
			env := append([]string{"npm_config_globalconfig=" + filepath.Join(root, "none")}, tc.env...)
			c, err := Load(context.Background(), Options{Environ: env, Home: filepath.Join(root, "home"),
				AskNPM: func(context.Context, string) (string, error) { return def, nil }})
			if err != nil {
				t.Fatal(err)
			}
			if got := c.Public(tc.def, tc.name, tc.tarball); got != tc.want {
				t.Errorf("Public = %v, want %v (%s)", got, tc.want, c)
			}
		})
	}
}

// TestDefaultRegistryIgnoresConfiguration: npm is asked with no
// npm_config_* variable, empty user and global npmrc files and an empty
// project prefix, as arguments (no shell).
func TestDefaultRegistryIgnoresConfiguration(t *testing.T) {
	dir := t.TempDir()
	fake := filepath.Join(dir, "npm")
	script := "#!/bin/sh\nprintf '%s\\n' \"$@\" > " + filepath.Join(dir, "args") + "\nenv > " + filepath.Join(dir, "env") + "\necho https://public.invalid\n"
	if err := os.WriteFile(fake, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	old := lookPath
	t.Cleanup(func() { lookPath = old; defaultOnce.reg = "" })
	lookPath = func(string) (string, error) { return fake, nil }
	defaultOnce.reg = ""
	t.Setenv("npm_config_registry", "https://mirror.invalid/")
	t.Setenv("NPM_CONFIG_USERCONFIG", "/somewhere/.npmrc")
	got, err := DefaultRegistry(context.Background())
	if err != nil || got != "https://public.invalid/" {
		t.Fatalf("DefaultRegistry = %q, %v", got, err)
	}
	env, _ := os.ReadFile(filepath.Join(dir, "env"))
	if strings.Contains(strings.ToLower(string(env)), "npm_config_") {
		t.Errorf("npm saw configuration variables:\n%s", env)
	}
	args, _ := os.ReadFile(filepath.Join(dir, "args"))
	lines := strings.Split(strings.TrimSpace(string(args)), "\n")
	if !slices.Equal(lines[:3], []string{"config", "get", "registry"}) || len(lines) != 6 {
		t.Fatalf("args %q", lines)
	}
	for _, a := range lines[3:] {
		k, v, _ := strings.Cut(a, "=")
		if !slices.Contains([]string{"--prefix", "--userconfig", "--globalconfig"}, k) {
			t.Errorf("unexpected argument %q", a)
		}
		if k != "--prefix" {
			if _, err := os.Stat(v); err == nil {
				t.Errorf("%s left behind", v)
			}
		}
	}
}
