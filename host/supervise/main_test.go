package supervise

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
)

// providerBin is testdata/testprovider, built once by
// TestMain: a real provider binary whose name (and ecosystem) is the name
// it is run under, pkgdocs-provider-<name>.
var providerBin string

func TestMain(m *testing.M) {
	os.Exit(runMain(m))
}

func runMain(m *testing.M) int {
	dir, err := os.MkdirTemp("", "pkgdocs-supervise-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	_, file, _, _ := runtime.Caller(0)
	root := filepath.Clean(filepath.Join(filepath.Dir(file), "..", ".."))
	providerBin = filepath.Join(dir, "fixtureprovider")
	cmd := exec.Command("go", "build", "-o", providerBin, "./host/supervise/testdata/testprovider")
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "build test provider: %v\n%s", err, out)
		return 1
	}
	return m.Run()
}
