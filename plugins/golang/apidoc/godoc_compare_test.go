package apidoc

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// goDocAll runs `go doc -all` in dir for pkg, skipping when the go command
// is absent.
func goDocAll(t *testing.T, dir, pkg string) string {
	t.Helper()
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go command not installed")
	}
	cmd := exec.Command(goCmd, "doc", "-all", "--", pkg)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go doc -all %s: %v", pkg, err)
	}
	return string(out)
}

func goroot(t *testing.T) string {
	t.Helper()
	if r := os.Getenv("GOROOT"); r != "" {
		return r
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go command not installed")
	}
	out, err := exec.Command(goCmd, "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(out))
}

func TestStdlibMatchesGoDoc(t *testing.T) {
	root := goroot(t)
	pkgs := []string{"errors", "strings", "sort", "time", "io", "net/http", "encoding/json", "context", "os", "sync", "go/ast", "reflect", "net", "math/big", "slices", "iter", "unicode"}
	if testing.Short() {
		pkgs = pkgs[:3]
	}
	for _, pkg := range pkgs {
		t.Run(pkg, func(t *testing.T) {
			want := goDocAll(t, t.TempDir(), pkg)
			p, err := Load(os.DirFS(filepath.Join(root, "src")), pkg, pkg, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(want, p.RenderAll()); diff != "" {
				t.Errorf("RenderAll differs from go doc -all (-want +got):\n%s", diff)
			}
		})
	}
}

// TestWholeStdlibMatchesGoDoc compares every standard-library package; it
// takes about a minute, so it runs only with PKGDOCS_ALL_STD=1.
func TestWholeStdlibMatchesGoDoc(t *testing.T) {
	if os.Getenv("PKGDOCS_ALL_STD") != "1" {
		t.Skip("set PKGDOCS_ALL_STD=1 to compare every standard-library package")
	}
	root := goroot(t)
	out, err := exec.Command("go", "list", "std").Output()
	if err != nil {
		t.Fatal(err)
	}
	var same, differ int
	for _, pkg := range strings.Fields(string(out)) {
		if strings.Contains(pkg, "internal") || strings.HasPrefix(pkg, "vendor/") {
			continue
		}
		want := goDocAll(t, t.TempDir(), pkg)
		p, err := Load(os.DirFS(filepath.Join(root, "src")), pkg, pkg, Options{})
		if err != nil {
			t.Errorf("%s: %v", pkg, err)
			continue
		}
		if diff := cmp.Diff(want, p.RenderAll()); diff != "" {
			differ++
			t.Errorf("%s differs (-want +got):\n%s", pkg, diff)
			continue
		}
		same++
	}
	t.Logf("%d packages identical to go doc -all, %d differ", same, differ)
}
