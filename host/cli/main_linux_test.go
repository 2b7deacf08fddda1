package cli

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	goruntime "runtime"
	"testing"
)

// testProvider is host/supervise/testdata/testprovider, built once by
// TestMain: a real provider whose name is the one it is installed under.
// Each test copies it (install), so a test that rewrites its copy (a pin
// that no longer matches) touches no other test's.
var testProvider string

// asHost, set in the environment of this test binary, makes it run
// Main with its arguments instead of the tests: the `pkgdocs` process of
// the tests that need one (stdin EOF, exit), without a second build of
// the host. It has no built-in providers, which those tests do not use.
const asHost = "PKGDOCS_CLI_TEST_AS_HOST"

func TestMain(m *testing.M) {
	if os.Getenv(asHost) == "1" {
		os.Exit(Main(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(runMain(m))
}

func runMain(m *testing.M) int {
	dir, err := os.MkdirTemp("", "pkgdocs-cli-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	_, file, _, _ := goruntime.Caller(0)
	testProvider = filepath.Join(dir, "testprovider")
	cmd := exec.Command("go", "build", "-o", testProvider, "./host/supervise/testdata/testprovider")
	cmd.Dir = filepath.Clean(filepath.Join(filepath.Dir(file), "..", ".."))
	if out, err := cmd.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "build the test provider: %v\n%s", err, out)
		return 1
	}
	return m.Run()
}

// install copies the test provider to dir under name, executable.
func install(t *testing.T, dir, name string) string {
	t.Helper()
	src, err := os.Open(testProvider)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	out := filepath.Join(dir, name)
	dst, err := os.OpenFile(out, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o755)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(dst, src); err != nil {
		t.Fatal(err)
	}
	if err := dst.Close(); err != nil {
		t.Fatal(err)
	}
	return out
}

// hostCommand is `pkgdocs args...`: this test binary as the host.
func hostCommand(args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), asHost+"=1")
	return cmd
}
