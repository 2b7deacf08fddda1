package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/internal/mcpstdio"
	"github.com/pkgdocs/pkgdocs/internal/waitfor"
	"github.com/pkgdocs/pkgdocs/plugins/firstparty"
	"github.com/pkgdocs/pkgdocs/plugins/npm/registry/registrytest"
)

func TestRunsAsProvider(t *testing.T) {
	for _, tc := range []struct {
		argv0 string
		want  bool
	}{
		{"", false},
		{"pkgdocs", false},
		{"/usr/local/bin/pkgdocs", false},
		{`C:\bin\pkgdocs.exe`, false},
		{"pkgdocs-provider-npm", true},
		{"/home/u/go/bin/plugins/pkgdocs-provider-golang", true},
		{"pkgdocs-provider-swift.exe", true},
		{"my-pkgdocs-provider-npm", false},
	} {
		if got := runsAsProvider(tc.argv0); got != tc.want {
			t.Errorf("runsAsProvider(%q) = %v, want %v", tc.argv0, got, tc.want)
		}
	}
}

// TestGoInstall is the install a new user makes: `go install` of this
// package, with GOBIN a directory of its own, gives one binary, and that
// binary alone serves describe in all five ecosystems, each provider
// built in and run as its own process. Upstreams are local: the Go
// toolchain's standard library, a loopback npm registry serving recorded
// responses, and a Python venv, a Cargo directory source and a SwiftPM
// checkout made from real packages' files; every other registry is a
// closed port, so nothing leaves the machine.
func TestGoInstall(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and installs pkgdocs")
	}
	root := moduleRoot(t)
	tmp := t.TempDir()
	gobin := filepath.Join(tmp, "gobin")
	install := exec.Command("go", "install", "./host/cmd/pkgdocs")
	install.Dir = root
	install.Env = append(os.Environ(), "GOBIN="+gobin)
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("go install: %v\n%s", err, out)
	}
	exe := "pkgdocs"
	if runtime.GOOS == "windows" {
		exe += ".exe"
	}
	ents, err := os.ReadDir(gobin)
	if err != nil {
		t.Fatal(err)
	}
	if len(ents) != 1 || ents[0].Name() != exe {
		t.Fatalf("GOBIN holds %v, want %s alone", ents, exe)
	}
	bin := filepath.Join(gobin, exe)

	npmReg := registrytest.New(t, filepath.Join(root, "plugins", "npm", "testdata", "registry"))
	projects := filepath.Join(tmp, "projects")
	pyProject := pythonVenv(t, root, filepath.Join(projects, "py"))
	rsProject := cargoDirectorySource(t, root, filepath.Join(projects, "rs"))
	swProject := swiftCheckout(t, root, filepath.Join(projects, "sw"))
	closed := "http://127.0.0.1:1" // nothing listens on port 1
	home := filepath.Join(tmp, "home")
	env := []string{
		"HOME=" + home, "USERPROFILE=" + home,
		"XDG_DATA_HOME=" + filepath.Join(home, "data"), "XDG_CONFIG_HOME=" + filepath.Join(home, "config"), "XDG_CACHE_HOME=" + filepath.Join(home, "cache"),
		"PKGDOCS_PLUGINS_DIR=", "PKGDOCS_CACHE_DIR=" + filepath.Join(tmp, "cache"), "PKGDOCS_LOG_FILE=" + filepath.Join(tmp, "pkgdocs.log"),
		"npm_config_registry=" + npmReg.RegistryURL(), "npm_config_userconfig=" + filepath.Join(home, "npmrc"),
		"PIP_INDEX_URL=" + closed + "/simple", "PIP_CONFIG_FILE=" + os.DevNull, "VIRTUAL_ENV=",
		"CARGO_HOME=" + filepath.Join(home, "cargo"), "PKGDOCS_DOCSRS_URL=off",
		"GITHUB_API_URL=" + closed, "GITHUB_TOKEN=", "GH_TOKEN=",
	}

	plugins := exec.Command(bin, "plugins")
	plugins.Env = append(os.Environ(), env...)
	out, err := plugins.CombinedOutput()
	if err != nil {
		t.Fatalf("pkgdocs plugins: %v\n%s", err, out)
	}
	for _, name := range firstparty.Names {
		if !strings.Contains(string(out), "  "+name+" ") {
			t.Errorf("pkgdocs plugins does not list %s:\n%s", name, out)
		}
	}
	if n := strings.Count(string(out), "from: "+bin+" (built into pkgdocs)"); n != len(firstparty.Names) {
		t.Errorf("pkgdocs plugins: %d providers built into %s, want %d:\n%s", n, bin, len(firstparty.Names), out)
	}

	ctx := waitfor.Context(t)
	// The client shares the projects as its workspace root, as an agent
	// does: the host then trusts their configuration (the Cargo source).
	s := mcpstdio.Start(ctx, t, bin, env, mcpstdio.Options{ClientName: "install-test", Roots: []string{projects}})
	if s.Init.ServerInfo.Name != "pkgdocs" || s.Init.ServerInfo.Version == "" {
		t.Errorf("serverInfo %+v", s.Init.ServerInfo)
	}
	for _, tc := range []struct {
		tool      string
		args      map[string]any
		wantFirst string // the answer's first line starts so
	}{
		{"describe_go_package", map[string]any{"package": "fmt"}, "# fmt@go"},
		{"describe_npm_package", map[string]any{"package": "is-number"}, "# is-number@7.0.0 (npm)"},
		{"describe_python_package", map[string]any{"package": "requests", "projectPath": pyProject}, "# requests@2.34.2 (python)"},
		{"describe_rust_package", map[string]any{"package": "url", "projectPath": rsProject}, "# url@2.3.1 (rust)"},
		{"describe_swift_package", map[string]any{"package": "swift-argument-parser", "projectPath": swProject}, "# swift-argument-parser@1.6.1 (swift)"},
	} {
		text, isErr, err := s.Call(ctx, tc.tool, tc.args)
		if err != nil {
			t.Errorf("%s: %v", tc.tool, err)
			continue
		}
		if isErr || !strings.HasPrefix(text, tc.wantFirst) {
			log, _ := os.ReadFile(filepath.Join(tmp, "pkgdocs.log"))
			t.Logf("log:\n%s", log)
			t.Errorf("%s %v: isError %v, answer starts %.300q, want %q", tc.tool, tc.args, isErr, text, tc.wantFirst)
		}
	}
}

func moduleRoot(t *testing.T) string {
	t.Helper()
	_, file, _, _ := runtime.Caller(0)
	return filepath.Clean(filepath.Join(filepath.Dir(file), "..", "..", ".."))
}

// pythonVenv is a project whose .venv has requests installed as pip lays
// it out: its real sources (the Python provider's testdata) and a
// dist-info naming the version they are.
func pythonVenv(t *testing.T, root, dir string) string {
	t.Helper()
	venv := filepath.Join(dir, ".venv")
	site := filepath.Join(venv, "lib", "python3.12", "site-packages")
	copyTree(t, filepath.Join(root, "plugins", "python", "testdata", "src", "requests"), filepath.Join(site, "requests"))
	writeFile(t, filepath.Join(venv, "pyvenv.cfg"), "home = /usr/bin\ninclude-system-site-packages = false\nversion = 3.12.3\n")
	writeFile(t, filepath.Join(site, "requests-2.34.2.dist-info", "METADATA"), "Metadata-Version: 2.1\nName: requests\nVersion: 2.34.2\nSummary: Python HTTP for Humans.\nLicense: Apache-2.0\n")
	writeFile(t, filepath.Join(site, "requests-2.34.2.dist-info", "top_level.txt"), "requests\n")
	writeFile(t, filepath.Join(dir, "requirements.txt"), "requests==2.34.2\n")
	return dir
}

// cargoDirectorySource is a project that vendors url (the Rust provider's
// trimmed real copy) as a Cargo directory source.
func cargoDirectorySource(t *testing.T, root, dir string) string {
	t.Helper()
	copyTree(t, filepath.Join(root, "plugins", "rust", "testdata", "url_trim"), filepath.Join(dir, "vendor", "url-2.3.1"))
	writeFile(t, filepath.Join(dir, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
	writeFile(t, filepath.Join(dir, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nurl = \"2\"\n")
	return dir
}

// swiftCheckout is a SwiftPM project with swift-argument-parser resolved
// and checked out (the Swift provider's testdata copy of it).
func swiftCheckout(t *testing.T, root, dir string) string {
	t.Helper()
	copyTree(t, filepath.Join(root, "plugins", "swift", "testdata", "swift-argument-parser"), filepath.Join(dir, ".build", "checkouts", "swift-argument-parser"))
	writeFile(t, filepath.Join(dir, "Package.swift"), `// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "App",
    dependencies: [.package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.6.0")],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")])])
`)
	writeFile(t, filepath.Join(dir, "Package.resolved"), `{
  "pins" : [
    {
      "identity" : "swift-argument-parser",
      "kind" : "remoteSourceControl",
      "location" : "https://github.com/apple/swift-argument-parser.git",
      "state" : { "revision" : "2f77f2fccb6e84fecff338c37b199e33e7dfd119", "version" : "1.6.1" }
    }
  ],
  "version" : 3
}
`)
	return dir
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatalf("copy %s: %v", src, err)
	}
}
