package fingerprint

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// world is a home, a global file and a project two levels below a
// directory with its own .cargo/config.toml.
type world struct {
	home, global, top, project string
}

func newWorld(t *testing.T) world {
	t.Helper()
	base := t.TempDir()
	w := world{home: filepath.Join(base, "home"), global: filepath.Join(base, "etc", "npmrc"), top: filepath.Join(base, "src")}
	w.project = filepath.Join(w.top, "ws", "app")
	for _, d := range []string{w.home, filepath.Dir(w.global), filepath.Join(w.top, ".cargo"), w.project} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write(t, filepath.Join(w.home, ".npmrc"), "registry=http://one.invalid/\n")
	write(t, w.global, "")
	write(t, filepath.Join(w.top, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = 'mirror'\n")
	write(t, filepath.Join(w.project, ".npmrc"), "registry=http://project.invalid/\n")
	return w
}

func write(t *testing.T, name, data string) {
	t.Helper()
	if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func (w world) printer(t *testing.T, env ...string) *Printer {
	t.Helper()
	in, dropped, ok := Validate(&sdk.ConfigInputs{
		Env: []string{"NPM_CONFIG_*", "GOPROXY", "GOMODCACHE", "GOCACHE"},
		Files: []sdk.ConfigFile{
			{Path: "~/.npmrc"}, {Path: "$NPM_CONFIG_GLOBALCONFIG"}, {Path: "$UNSET_VAR/x"},
			{Path: ".npmrc", Project: true},
			{Path: ".cargo/config.toml", Project: true, SearchAncestors: true},
			{Path: "requirements/*.txt", Project: true, SearchAncestors: true},
		},
	})
	if !ok || len(dropped) > 0 {
		t.Fatalf("Validate: %v %v", ok, dropped)
	}
	return NewPrinter(in, append([]string{"HOME=" + w.home, "NPM_CONFIG_GLOBALCONFIG=" + w.global, "PATH=/bin", "AWS_SECRET=s"}, env...))
}

// The fingerprint follows every declared input, and only those: a declared
// variable's value, a user file's contents (found through ~ and $NAME), a
// trusted project's files (up the tree for SearchAncestors); not an
// undeclared variable, nor an untrusted project's files.
func TestSum(t *testing.T) {
	for _, window := range []time.Duration{racyWindow, 0} {
		t.Run(fmt.Sprintf("racy window %s", window), func(t *testing.T) {
			defer func(w time.Duration) { racyWindow = w }(racyWindow)
			racyWindow = window // 0: every file's stat is trusted at once
			testSum(t)
		})
	}
}

func testSum(t *testing.T) {
	w := newWorld(t)
	p := w.printer(t)
	base := p.Sum(w.project, true)
	if len(base) != 64 || strings.Contains(base, "invalid") {
		t.Fatalf("Sum = %q, want 64 hex digits", base)
	}
	if again := w.printer(t).Sum(w.project, true); again != base {
		t.Errorf("same inputs, another printer: %s != %s", again, base)
	}
	changed := func(name string, mutate func(), sum func() string) {
		t.Helper()
		old := sum()
		mutate()
		if got := sum(); got == old {
			t.Errorf("%s: fingerprint unchanged", name)
		}
	}
	same := func(name string, mutate func(), sum func() string) {
		t.Helper()
		old := sum()
		mutate()
		if got := sum(); got != old {
			t.Errorf("%s: fingerprint changed", name)
		}
	}
	trusted := func() string { return p.Sum(w.project, true) }
	untrusted := func() string { return p.Sum(w.project, false) }
	none := func() string { return p.Sum("", false) }

	changed("user file edited", func() { write(t, filepath.Join(w.home, ".npmrc"), "registry=http://two.invalid/\n") }, trusted)
	changed("user file edited, same size", func() { write(t, filepath.Join(w.home, ".npmrc"), "registry=http://TWO.invalid/\n") }, trusted)
	changed("user file replaced by rename, same size", func() {
		write(t, filepath.Join(w.home, "new"), "registry=http://two.invalid/\n")
		os.Rename(filepath.Join(w.home, "new"), filepath.Join(w.home, ".npmrc"))
	}, trusted)
	changed("user file edited, no project", func() { write(t, filepath.Join(w.home, ".npmrc"), "registry=http://three.invalid/\n") }, none)
	changed("user file removed", func() { os.Remove(filepath.Join(w.home, ".npmrc")) }, none)
	changed("file named by a variable edited", func() { write(t, w.global, "registry=http://g.invalid/\n") }, none)
	changed("project file edited (trusted)", func() { write(t, filepath.Join(w.project, ".npmrc"), "registry=http://p2.invalid/\n") }, trusted)
	changed("ancestor's file edited (trusted)", func() { write(t, filepath.Join(w.top, ".cargo", "config.toml"), "") }, trusted)
	changed("file appears in the project (trusted)", func() {
		os.MkdirAll(filepath.Join(w.project, ".cargo"), 0o755)
		write(t, filepath.Join(w.project, ".cargo", "config.toml"), "x")
	}, trusted)
	req := filepath.Join(w.project, "requirements")
	changed("file matching a pattern appears (trusted)", func() {
		os.MkdirAll(req, 0o755)
		write(t, filepath.Join(req, "base.txt"), "--index-url http://one.invalid/simple\n")
	}, trusted)
	changed("file matching a pattern edited (trusted)", func() { write(t, filepath.Join(req, "base.txt"), "--index-url http://two.invalid/simple\n") }, trusted)
	changed("another file matching a pattern added (trusted)", func() { write(t, filepath.Join(req, "dev.txt"), "-r base.txt\n") }, trusted)
	changed("file matching a pattern removed (trusted)", func() { os.Remove(filepath.Join(req, "dev.txt")) }, trusted)
	same("file not matching the pattern added", func() { write(t, filepath.Join(req, "README.md"), "x") }, trusted)
	same("file matching a pattern edited (untrusted)", func() { write(t, filepath.Join(req, "base.txt"), "--index-url http://three.invalid/simple\n") }, untrusted)
	same("project file edited (untrusted)", func() { write(t, filepath.Join(w.project, ".npmrc"), "registry=http://p3.invalid/\n") }, untrusted)
	same("ancestor's file edited (untrusted)", func() { write(t, filepath.Join(w.top, ".cargo", "config.toml"), "y") }, untrusted)
	same("non-ancestor project file below", func() { write(t, filepath.Join(w.project, "..", ".npmrc"), "x") }, trusted)

	if a, b := w.printer(t).Sum("", false), w.printer(t, "GOPROXY=http://a.invalid").Sum("", false); a == b {
		t.Error("declared variable set: fingerprint unchanged")
	}
	if a, b := w.printer(t, "GOPROXY=http://a.invalid").Sum("", false), w.printer(t, "GOPROXY=http://b.invalid").Sum("", false); a == b {
		t.Error("declared variable changed: fingerprint unchanged")
	}
	if a, b := w.printer(t, "NPM_CONFIG_REGISTRY=http://a.invalid").Sum("", false), w.printer(t, "NPM_CONFIG_REGISTRY=http://b.invalid").Sum("", false); a == b {
		t.Error("variable under a declared prefix changed: fingerprint unchanged")
	}
	// Two replicas whose caches live in different places share answers.
	if a, b := w.printer(t, "GOMODCACHE=/a/mod", "GOCACHE=/a/build", "NPM_CONFIG_CACHE=/a/npm").Sum("", false), w.printer(t, "GOMODCACHE=/b/mod", "GOCACHE=/b/build", "NPM_CONFIG_CACHE=/b/npm").Sum("", false); a != b {
		t.Error("a declared local cache path changed the fingerprint")
	}
	if a, b := w.printer(t, "OTHER=1").Sum("", false), w.printer(t, "OTHER=2").Sum("", false); a != b {
		t.Error("undeclared variable changed the fingerprint")
	}
	if a, b := w.printer(t).Sum("relative/dir", true), w.printer(t).Sum("", false); a != b {
		t.Error("a relative project path was read")
	}
}

// A large file is read only up to the bound; what is past it still counts
// through its size and modification time.
func TestSumLargeFile(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "big")
	write(t, name, strings.Repeat("x", maxFileBytes+10))
	in, _, _ := Validate(&sdk.ConfigInputs{Files: []sdk.ConfigFile{{Path: name}}})
	p := NewPrinter(in, nil)
	a := p.Sum("", false)
	write(t, name, strings.Repeat("x", maxFileBytes+20))
	if b := p.Sum("", false); a == b {
		t.Error("a change past the read bound was not noticed")
	}
}

func TestAllows(t *testing.T) {
	in, _, ok := Validate(&sdk.ConfigInputs{Env: []string{"NPM_CONFIG_*", "GOPROXY"}})
	if !ok {
		t.Fatal("not ok")
	}
	for k, want := range map[string]bool{"NPM_CONFIG_REGISTRY": true, "GOPROXY": true, "GOPROXYX": false, "NPM_CONFIG": false, "HOME": false} {
		if got := in.Allows(k); got != want {
			t.Errorf("Allows(%q) = %v, want %v", k, got, want)
		}
	}
	if _, _, ok := Validate(nil); ok {
		t.Error("Validate(nil) is ok: a provider that declares nothing must fall back")
	}
}

// TestSumFileNameVariable: a "$NAME" element (sdk.ConfigFile) stands for
// the file name NAME holds, in a project file's path and after "~/"; a
// value that is not one file name makes the file absent, never a path
// out of the project or the home.
func TestSumFileNameVariable(t *testing.T) {
	w := newWorld(t)
	in, dropped, ok := Validate(&sdk.ConfigInputs{
		Env:   []string{"YARN_*"},
		Files: []sdk.ConfigFile{{Path: "$YARN_RC_FILENAME", Project: true, SearchAncestors: true}, {Path: "~/$YARN_RC_FILENAME"}},
	})
	if !ok || len(dropped) > 0 {
		t.Fatalf("Validate: %v %v", ok, dropped)
	}
	sum := func(name string) string {
		return NewPrinter(in, []string{"HOME=" + w.home, "YARN_RC_FILENAME=" + name}).Sum(w.project, true)
	}
	write(t, filepath.Join(w.top, "corp.yml"), "npmRegistryServer: https://one.invalid\n")
	write(t, filepath.Join(w.home, "home.yml"), "npmRegistryServer: https://one.invalid\n")
	before := map[string]string{}
	for _, name := range []string{"corp.yml", "home.yml", "../etc", "ws/app", ".", ""} {
		before[name] = sum(name)
	}
	write(t, filepath.Join(w.top, "corp.yml"), "npmRegistryServer: https://two.invalid\n")
	write(t, filepath.Join(w.home, "home.yml"), "npmRegistryServer: https://two.invalid\n")
	write(t, filepath.Join(w.top, "etc"), "x")
	for name, was := range before {
		changed := sum(name) != was
		if want := name == "corp.yml" || name == "home.yml"; changed != want {
			t.Errorf("YARN_RC_FILENAME=%q: fingerprint changed %v, want %v", name, changed, want)
		}
	}
}
