package main

import (
	"archive/tar"
	"archive/zip"
	"bufio"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/internal/mcpstdio"
	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

func TestArchiveName(t *testing.T) {
	for _, tc := range []struct{ version, target, want string }{
		{"v1.2.3", "linux/amd64", "pkgdocs_v1.2.3_linux_amd64.tar.gz"},
		{"v1.2.3", "darwin/arm64", "pkgdocs_v1.2.3_darwin_arm64.tar.gz"},
		{"v1.2.3", "windows/amd64", "pkgdocs_v1.2.3_windows_amd64.zip"},
		{"", "", "pkgdocs___.tar.gz"},
	} {
		if got := ArchiveName(tc.version, tc.target); got != tc.want {
			t.Errorf("ArchiveName(%q, %q) = %q, want %q", tc.version, tc.target, got, tc.want)
		}
	}
}

// The archives hold their entries at one time and mode, and SHA256SUMS
// is what sha256sum -c reads.
func TestArchivesAndSums(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "pkgdocs")
	if err := os.WriteFile(src, []byte("binary"), 0o755); err != nil {
		t.Fatal(err)
	}
	mtime := time.Unix(1700000000, 0).UTC()
	entries := []entry{{name: "d/pkgdocs", src: src, mode: 0o755}}
	tgz, zp := filepath.Join(dir, "a.tar.gz"), filepath.Join(dir, "b.zip")
	if err := writeTarGz(tgz, entries, mtime); err != nil {
		t.Fatal(err)
	}
	if err := writeZip(zp, entries, mtime); err != nil {
		t.Fatal(err)
	}
	got := readTarGz(t, tgz)
	if d := cmp.Diff(map[string]string{"d/pkgdocs": "binary"}, got); d != "" {
		t.Errorf("tar.gz (-want +got):\n%s", d)
	}
	zr, err := zip.OpenReader(zp)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	if len(zr.File) != 1 || zr.File[0].Name != "d/pkgdocs" || zr.File[0].Mode().Perm() != 0o755 || !zr.File[0].Modified.Equal(mtime) {
		t.Errorf("zip entries %+v", zr.File)
	}
	sums := filepath.Join(dir, "SHA256SUMS")
	if err := writeSums(sums, []string{zp, tgz}); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(sums)
	want := sum(t, tgz) + "  a.tar.gz\n" + sum(t, zp) + "  b.zip\n"
	if string(b) != want {
		t.Errorf("SHA256SUMS:\n%s\nwant:\n%s", b, want)
	}
}

func TestBuildRefusesBadInput(t *testing.T) {
	for _, o := range []Options{
		{Version: "", Out: t.TempDir()},
		{Version: "v1 2", Out: t.TempDir()},
		{Version: "v1/../x", Out: t.TempDir()},
		{Version: "v1.0.0", Out: t.TempDir(), Targets: []string{"linux"}},
	} {
		if _, err := Build(o, io.Discard); err == nil {
			t.Errorf("Build(%+v): no error", o)
		}
	}
}

// TestArchiveServes unpacks the release archive for this machine
// anywhere and checks it serves: the version stamped into the binary, in
// `pkgdocs version` and in MCP serverInfo, and a describe answered by a
// built-in provider. `make release` runs it on the archives it built
// (PKGDOCS_RELEASE_DIST, PKGDOCS_RELEASE_VERSION); without them there is
// no archive to check and it skips.
func TestArchiveServes(t *testing.T) {
	dist, version := os.Getenv("PKGDOCS_RELEASE_DIST"), os.Getenv("PKGDOCS_RELEASE_VERSION")
	if dist == "" || version == "" {
		t.Skip("no release archive: run make release (it sets PKGDOCS_RELEASE_DIST and PKGDOCS_RELEASE_VERSION)")
	}
	target := HostTarget()
	archive := filepath.Join(dist, ArchiveName(version, target))
	wantSums := map[string]bool{}
	f, err := os.Open(filepath.Join(dist, "SHA256SUMS"))
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		wantSums[sc.Text()] = true
	}
	f.Close()
	if !wantSums[sum(t, archive)+"  "+filepath.Base(archive)] {
		t.Errorf("SHA256SUMS has no line for %s as it is", archive)
	}
	if runtime.GOOS == "windows" {
		t.Skip("unpacking the zip here is not done; the tar.gz check covers the binary")
	}
	dir := t.TempDir()
	var bin string
	for name, content := range readTarGz(t, archive) {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o755); err != nil {
			t.Fatal(err)
		}
		if filepath.Base(name) == "pkgdocs" {
			bin = p
		}
	}
	if bin == "" {
		t.Fatal("no pkgdocs in the archive")
	}
	home := t.TempDir()
	env := []string{"HOME=" + home, "XDG_DATA_HOME=" + filepath.Join(home, "data"), "XDG_CACHE_HOME=" + filepath.Join(home, "cache"),
		"PKGDOCS_PLUGINS_DIR=", "PKGDOCS_CACHE_DIR=" + filepath.Join(home, "pkgdocs-cache")}
	out, err := exec.Command(bin, "version").Output()
	if err != nil || !strings.HasPrefix(string(out), "pkgdocs "+version+" ") {
		t.Errorf("pkgdocs version: %q, %v; want pkgdocs %s", out, err, version)
	}
	ctx := waitfor.Context(t)
	s := mcpstdio.Start(ctx, t, bin, env, mcpstdio.Options{ClientName: "release-test"})
	if s.Init.ServerInfo.Version != version {
		t.Errorf("serverInfo.version %q, want %q", s.Init.ServerInfo.Version, version)
	}
	text, isErr, err := s.Call(ctx, "describe_go_package", map[string]any{"package": "fmt"})
	if err != nil {
		t.Fatal(err)
	}
	if isErr || !strings.HasPrefix(text, "# fmt@go") {
		t.Errorf("describe_go_package fmt: isError %v, %.300q", isErr, text)
	}
	text, _, err = s.Call(ctx, "list_providers", nil)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Count(text, "(built into pkgdocs)") != 5 || strings.Count(text, " "+version+" ") != 5 {
		t.Errorf("list_providers: want 5 providers built in at %s:\n%s", version, text)
	}
}

func readTarGz(t *testing.T, path string) map[string]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(gz)
	out := map[string]string{}
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(h.Name, "..") || filepath.IsAbs(h.Name) {
			t.Fatalf("archive entry %q escapes", h.Name)
		}
		b, err := io.ReadAll(tr)
		if err != nil {
			t.Fatal(err)
		}
		out[h.Name] = string(b)
	}
}

func sum(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}
