package supervise

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
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

// A provider that declares its variables (contract minor 5) serves calls
// with those and not the fallback table's, from its very first start
// (when the host learns its declarations by starting it with the table,
// then starts it again) and on a later host's start from its manifest;
// PKGDOCS_PASS_ENV still adds to them.
func TestDeclaredProcessEnv(t *testing.T) {
	t.Setenv("npm_config_registry", "http://registry.invalid/")
	t.Setenv("ACME_REGISTRY", "http://acme.invalid/")
	t.Setenv("OTHER_SECRET", "leak")
	t.Setenv("PASSED", "1")
	t.Setenv(PassEnv, "PASSED")
	t.Setenv("PKGDOCS_TEST_CONFIG_NPM", `{"env":["ACME_*"]}`)
	dir := pluginsDir(t)
	install(t, dir, "npm")
	manifests := &Manifests{Dir: t.TempDir()}
	for run := range 2 {
		s := newSupervisor(t, Options{Manifests: manifests})
		s.Sync(context.Background(), find(dir))
		p := s.ByEcosystem("npm")
		if p == nil {
			t.Fatalf("run %d: npm not known; skipped %+v", run, s.Skipped())
		}
		if got := p.Info().ConfigInputs; got == nil || strings.Join(got.Env, ",") != "ACME_*" {
			t.Errorf("run %d: declared inputs %+v, want ACME_*", run, got)
		}
		env, err := describe(context.Background(), p, "env")
		if err != nil {
			t.Fatal(err)
		}
		lines := "\n" + env + "\n"
		for _, w := range []string{"ACME_REGISTRY=http://acme.invalid/", "PASSED=1", "PATH="} {
			if !strings.Contains(lines, "\n"+w) {
				t.Errorf("run %d: environment lacks %s", run, w)
			}
		}
		for _, n := range []string{"npm_config_registry", "OTHER_SECRET"} {
			if strings.Contains(lines, "\n"+n+"=") {
				t.Errorf("run %d: environment has %s", run, n)
			}
		}
		s.Close()
	}
}

// A provider may read its configuration once; when a file it declared
// changes, its next call goes to a new run (which reads the new file),
// and the old run is stopped. Without a change the run is kept.
func TestConfigChangeRestarts(t *testing.T) {
	rc := filepath.Join(t.TempDir(), "rc")
	if err := os.WriteFile(rc, []byte("registry=a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PKGDOCS_TEST_RC", rc)
	t.Setenv("PKGDOCS_TEST_CONFIG_ACME", `{"files":[{"path":"$PKGDOCS_TEST_RC"}]}`)
	dir := pluginsDir(t)
	install(t, dir, "acme")
	s := newSupervisor(t, Options{})
	s.Sync(context.Background(), find(dir))
	p := s.ByEcosystem("acme")
	if p == nil {
		t.Fatalf("acme not running; skipped %+v", s.Skipped())
	}
	pid := func() int {
		t.Helper()
		sum, err := describe(context.Background(), p, "ok")
		if err != nil {
			t.Fatal(err)
		}
		return pidOf(t, sum)
	}
	first := pid()
	if again := pid(); again != first {
		t.Fatalf("unchanged configuration: run %d replaced by %d", first, again)
	}
	if err := os.WriteFile(rc, []byte("registry=b\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	second := pid()
	if second == first {
		t.Fatalf("configuration changed: still run %d", first)
	}
	if again := pid(); again != second {
		t.Errorf("after the restart: run %d replaced by %d", second, again)
	}
	deadline := time.Now().Add(stopGrace + stopWait)
	for syscall.Kill(first, 0) == nil {
		if time.Now().After(deadline) {
			t.Fatalf("the retired run %d is still alive", first)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
