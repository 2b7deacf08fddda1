package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestSeparateBuild is `make build SEPARATE=1`: pkgdocs built with
// noBuiltinTag has no built-in providers and serves the provider binaries
// beside it (here the Go provider's own, in bin/plugins, describing the
// Go toolchain's standard library, so nothing leaves the machine);
// started under a provider's file name it says it has none and fails.
func TestSeparateBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds pkgdocs and a provider")
	}
	exe := ""
	if runtime.GOOS == "windows" {
		exe = ".exe"
	}
	root := moduleRoot(t)
	tmp := t.TempDir()
	out := filepath.Join(tmp, "out")
	// One go build links both at once.
	build := exec.Command("go", "build", "-tags", noBuiltinTag, "-o", out+string(filepath.Separator),
		"./host/cmd/pkgdocs", "./plugins/golang/cmd/pkgdocs-provider-golang")
	build.Dir = root
	if b, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, b)
	}
	bindir := filepath.Join(tmp, "bin")
	bin := filepath.Join(bindir, "pkgdocs"+exe)
	provider := filepath.Join(bindir, "plugins", "pkgdocs-provider-golang"+exe)
	for from, to := range map[string]string{filepath.Join(out, "pkgdocs"+exe): bin, filepath.Join(out, "pkgdocs-provider-golang"+exe): provider} {
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(from, to); err != nil {
			t.Fatal(err)
		}
	}
	home := filepath.Join(tmp, "home")
	env := append(os.Environ(),
		"HOME="+home, "USERPROFILE="+home,
		"XDG_DATA_HOME="+filepath.Join(home, "data"), "XDG_CONFIG_HOME="+filepath.Join(home, "config"), "XDG_CACHE_HOME="+filepath.Join(home, "cache"),
		"PKGDOCS_PLUGINS_DIR=", "PKGDOCS_CACHE_DIR="+filepath.Join(tmp, "cache"), "PKGDOCS_LOG_FILE="+filepath.Join(tmp, "pkgdocs.log"),
		"GOPROXY=off", "GOTOOLCHAIN=local")
	run := func(name string, args ...string) (stdout, stderr string, err error) {
		cmd := exec.Command(name, args...)
		cmd.Env = env
		cmd.Dir = tmp
		var o, e bytes.Buffer
		cmd.Stdout, cmd.Stderr = &o, &e
		err = cmd.Run()
		return o.String(), e.String(), err
	}

	// The provider binary beside it is found, nothing is built in.
	plugins, stderr, err := run(bin, "plugins")
	if err != nil {
		t.Fatalf("pkgdocs plugins: %v\n%s%s", err, plugins, stderr)
	}
	if want := "from: " + provider + " (plugins dir beside pkgdocs)"; !strings.Contains(plugins, "  golang ") || !strings.Contains(plugins, want) {
		t.Errorf("pkgdocs plugins does not list golang %s:\n%s", want, plugins)
	}
	if strings.Contains(plugins, "built into pkgdocs") || !strings.Contains(plugins, "Providers (1):") {
		t.Errorf("pkgdocs plugins: want the one provider file and nothing built in:\n%s", plugins)
	}

	// Describe goes through it, end to end.
	answer, stderr, err := run(bin, "call", "describe_go_package", "package=fmt")
	if err != nil || !strings.HasPrefix(answer, "# fmt@go") {
		log, _ := os.ReadFile(filepath.Join(tmp, "pkgdocs.log"))
		t.Errorf("pkgdocs call describe_go_package package=fmt: %v, answer starts %.300q, want \"# fmt@go\"\nstderr: %s\nlog:\n%s", err, answer, stderr, log)
	}

	// Without the provider file there is nothing to serve, and it says why.
	if err := os.Remove(provider); err != nil {
		t.Fatal(err)
	}
	plugins, stderr, err = run(bin, "plugins")
	if err != nil || !strings.Contains(plugins, "Providers (0):") || !strings.Contains(plugins, "this pkgdocs build has no built-in providers") {
		t.Errorf("pkgdocs plugins with no provider file: %v, want it to say the build has no built-in providers:\n%s%s", err, plugins, stderr)
	}

	// Started under a provider's file name, it does not serve (nor start
	// as the MCP server): it says the build has none and fails.
	named := filepath.Join(tmp, "elsewhere", "pkgdocs-provider-npm"+exe)
	if err := os.MkdirAll(filepath.Dir(named), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(bin, named); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, err := run(named, "info")
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() == 0 {
		t.Errorf("pkgdocs started as pkgdocs-provider-npm: %v, want a non-zero exit", err)
	}
	if stdout != "" || !strings.Contains(stderr, "this pkgdocs build has no built-in providers") {
		t.Errorf("pkgdocs started as pkgdocs-provider-npm: stdout %q, stderr %q; want only the message that the build has no built-in providers", stdout, stderr)
	}
}
