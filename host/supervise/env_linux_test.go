package supervise

import (
	"context"
	"strings"
	"testing"
)

// A real provider process sees the base set, its ecosystem's variables
// and the host's Options.Env, and none of the host's other secrets.
func TestProviderProcessEnv(t *testing.T) {
	t.Setenv("AWS_SECRET_ACCESS_KEY", "leak")
	t.Setenv("PKGDOCS_TEST_VISIBLE", "1")
	t.Setenv("npm_config_registry", "http://registry.invalid/")
	t.Setenv("GOPROXY", "http://proxy.invalid")
	dir := pluginsDir(t)
	install(t, dir, "npm")
	install(t, dir, "acme")
	s := newSupervisor(t, Options{Env: []string{"FROM_OPTIONS=1"}})
	s.Sync(context.Background(), find(dir))
	for _, tt := range []struct {
		provider      string
		want, notWant []string
	}{
		{"acme", []string{"PKGDOCS_TEST_VISIBLE=1", "FROM_OPTIONS=1", "PATH=", "PKGDOCS_LIFELINE=stdin"}, []string{"AWS_SECRET_ACCESS_KEY", "npm_config_registry", "GOPROXY"}},
		{"npm", []string{"npm_config_registry=http://registry.invalid/", "PKGDOCS_TEST_VISIBLE=1"}, []string{"AWS_SECRET_ACCESS_KEY", "GOPROXY"}},
	} {
		p := s.ByEcosystem(tt.provider)
		if p == nil {
			t.Fatalf("%s not running; skipped %+v", tt.provider, s.Skipped())
		}
		env, err := describe(context.Background(), p, "env")
		if err != nil {
			t.Fatal(err)
		}
		lines := "\n" + env + "\n"
		for _, w := range tt.want {
			if !strings.Contains(lines, "\n"+w) {
				t.Errorf("%s: environment lacks %s", tt.provider, w)
			}
		}
		for _, n := range tt.notWant {
			if strings.Contains(lines, "\n"+n+"=") {
				t.Errorf("%s: environment has %s", tt.provider, n)
			}
		}
	}
}
