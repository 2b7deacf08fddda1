package goenv

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDefaultGOPROXYIgnoresConfiguration: the go command is asked with
// GOENV=off, no GOPROXY or GOFLAGS and no toolchain switch, as an argument
// list.
func TestDefaultGOPROXYIgnoresConfiguration(t *testing.T) {
	dir := t.TempDir()
	fake := filepath.Join(dir, "go")
	script := "#!/bin/sh\nprintf '%s\\n' \"$@\" > " + filepath.Join(dir, "args") + "\nenv > " + filepath.Join(dir, "env") + "\necho 'https://proxy.invalid,direct'\n"
	if err := os.WriteFile(fake, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("GOPROXY", "https://corp.invalid")
	t.Setenv("GOFLAGS", "-modcacherw")
	t.Setenv("GOENV", filepath.Join(dir, "goenv"))
	t.Setenv("GOTOOLCHAIN", "go1.99.0")
	got, err := DefaultGOPROXY(context.Background(), fake, 0)
	if err != nil || got != "https://proxy.invalid,direct" {
		t.Fatalf("DefaultGOPROXY = %q, %v", got, err)
	}
	args, _ := os.ReadFile(filepath.Join(dir, "args"))
	if string(args) != "env\nGOPROXY\n" {
		t.Errorf("args %q", args)
	}
	env, _ := os.ReadFile(filepath.Join(dir, "env"))
	vars := map[string]string{}
	for _, kv := range strings.Split(string(env), "\n") {
		if k, v, ok := strings.Cut(kv, "="); ok {
			vars[k] = v
		}
	}
	for k, want := range map[string]string{"GOPROXY": "", "GOFLAGS": "", "GOENV": "off", "GOTOOLCHAIN": "local"} {
		if vars[k] != want {
			t.Errorf("%s=%q, want %q", k, vars[k], want)
		}
	}
	if _, err := DefaultGOPROXY(context.Background(), "", 0); err == nil {
		t.Error("no error without a go command")
	}
}
