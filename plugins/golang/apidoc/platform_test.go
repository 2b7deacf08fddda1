package apidoc

import (
	"errors"
	"go/build"
	"os"
	"slices"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
)

func linuxAMD64() *build.Context {
	c := build.Default
	c.GOOS, c.GOARCH, c.CgoEnabled = "linux", "amd64", true
	return &c
}

// TestPlatformsAfter: the running system's other architectures first,
// then pkg.go.dev's systems, a system before the ones implying it, all
// without cgo before any with it.
func TestPlatformsAfter(t *testing.T) {
	var got []string
	for _, c := range platformsAfter(*linuxAMD64()) {
		s := c.GOOS + "/" + c.GOARCH
		if c.CgoEnabled {
			s += "+cgo"
		}
		got = append(got, s)
	}
	want := []string{"linux/arm64", "linux/386", "linux/arm"}
	if diff := cmp.Diff(want, got[:3]); diff != "" {
		t.Errorf("first platforms (-want +got):\n%s", diff)
	}
	at := func(s string) int {
		i := slices.Index(got, s)
		if i < 0 {
			t.Fatalf("%s not tried", s)
		}
		return i
	}
	for _, order := range [][2]string{
		{"linux/s390x", "windows/amd64"}, {"windows/amd64", "darwin/amd64"}, {"darwin/amd64", "js/wasm"},
		{"solaris/amd64", "illumos/amd64"}, {"darwin/amd64", "ios/amd64"}, {"ios/amd64", "darwin/amd64+cgo"},
	} {
		if at(order[0]) > at(order[1]) {
			t.Errorf("%s tried after %s", order[0], order[1])
		}
	}
	if slices.Contains(got, "linux/amd64") {
		t.Error("the running platform is tried again without cgo")
	}
	// A system without the running architecture: its first port.
	c := *linuxAMD64()
	c.GOARCH = "riscv64"
	for _, p := range platformsAfter(c) {
		if p.GOOS == "solaris" && p.GOARCH != "amd64" {
			t.Errorf("solaris tried as %s", p.GOARCH)
		}
	}
}

// TestLoadOtherPlatform: a package whose files are all for other systems
// is documented for the first that builds it, and says so; a directory
// whose files build nowhere stays ErrNoPackage; one whose files need a
// tag of their own (gofuzz) is documented with it set, and says which.
func TestLoadOtherPlatform(t *testing.T) {
	fsys := fstest.MapFS{
		"win/reg.go":             {Data: []byte("//go:build windows\n\n// Package reg reads the registry.\npackage reg\n\n// Open opens a key.\nfunc Open() {}\n")},
		"win/reg_windows_386.go": {Data: []byte("package reg\n\n// Only386 exists on windows/386.\nfunc Only386() {}\n")},
		"mac/dlg_darwin.go":      {Data: []byte("package dlg\n\n/*\n#cgo LDFLAGS: -framework Cocoa\n*/\nimport \"C\"\n\n// Show shows a dialog.\nfunc Show() {}\n")},
		"tools/gen.go":           {Data: []byte("//go:build ignore\n\npackage main\n\nfunc main() {}\n")},
		"neg/x.go":               {Data: []byte("//go:build linux && tools && !race\n\npackage neg\n\n// X is kept.\nfunc X() {}\n")},
	}
	// github.com/redis/go-redis/v9 v9.23.0's fuzz package: //go:build gofuzz.
	fuzz, err := os.ReadFile("testdata/tagged/go-redis-fuzz/fuzz.go")
	if err != nil {
		t.Fatal(err)
	}
	fsys["fuzz/fuzz.go"] = &fstest.MapFile{Data: fuzz}
	tests := map[string]struct {
		dir     string
		any     bool
		want    Platform
		wantErr error
		names   []string
	}{
		"windows only":                {dir: "win", any: true, want: Platform{GOOS: "windows", GOARCH: "amd64"}, names: []string{"Open"}},
		"windows only, not asked":     {dir: "win", wantErr: ErrNoPackage},
		"darwin and cgo only":         {dir: "mac", any: true, want: Platform{GOOS: "darwin", GOARCH: "amd64", Cgo: true}, names: []string{"Show"}},
		"excluded everywhere":         {dir: "tools", any: true, wantErr: ErrNoPackage},
		"a tag of its own":            {dir: "fuzz", any: true, want: Platform{GOOS: "linux", GOARCH: "amd64", Cgo: true, Tags: "gofuzz"}, names: []string{"Fuzz"}},
		"a tag of its own, not asked": {dir: "fuzz", wantErr: ErrNoPackage},
		"tags set, negated not":       {dir: "neg", any: true, want: Platform{GOOS: "linux", GOARCH: "amd64", Cgo: true, Tags: "tools"}, names: []string{"X"}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			p, err := Load(fsys, tc.dir, "example.com/"+tc.dir, Options{Context: linuxAMD64(), AnyPlatform: tc.any})
			if tc.wantErr != nil {
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("Load err = %v, want %v", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if p.Platform != tc.want || !p.OtherPlatform {
				t.Errorf("Platform = %+v (other %v), want %+v", p.Platform, p.OtherPlatform, tc.want)
			}
			var names []string
			for _, d := range p.Decls {
				names = append(names, d.Name)
			}
			if diff := cmp.Diff(tc.names, names); diff != "" {
				t.Errorf("decls (-want +got):\n%s", diff)
			}
		})
	}
	// The running platform's own package is no fallback.
	p, err := Load(fstest.MapFS{"a/a.go": {Data: []byte("package a\n\nfunc A() {}\n")}}, "a", "example.com/a", Options{Context: linuxAMD64(), AnyPlatform: true})
	if err != nil || p.OtherPlatform || p.Platform.String() != "linux/amd64" {
		t.Errorf("Load(a) = %+v, %v; want linux/amd64, not another platform", p, err)
	}
}

// TestListFileReads: past MaxFileReads, packages are listed by path
// alone; directories without Go files stay out.
func TestListFileReads(t *testing.T) {
	fsys := fstest.MapFS{
		"go.mod":      {Data: []byte("module example.com/m\n")},
		"a/a.go":      {Data: []byte("// Package a is first.\npackage a\n")},
		"a/a2.go":     {Data: []byte("package a\n")},
		"b/b.go":      {Data: []byte("// Package b is second.\npackage b\n")},
		"c/c.go":      {Data: []byte("package c\n")},
		"d/README.md": {Data: []byte("no Go here")},
		"e/e_test.go": {Data: []byte("package e\n")},
	}
	type row struct {
		Path, Synopsis string
		Unread         bool
	}
	tests := map[string]struct {
		reads int
		want  []row
	}{
		"no bound": {0, []row{{"example.com/m/a", "Package a is first.", false}, {"example.com/m/b", "Package b is second.", false}, {"example.com/m/c", "", false}}},
		"bound":    {2, []row{{"example.com/m/a", "Package a is first.", false}, {"example.com/m/b", "", true}, {"example.com/m/c", "", true}}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			list, _, err := List(fsys, ".", "example.com/m", ListOptions{MaxFileReads: tc.reads})
			if err != nil {
				t.Fatal(err)
			}
			var got []row
			for _, p := range list {
				got = append(got, row{p.ImportPath, p.Synopsis, p.Unread})
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("List (-want +got):\n%s", diff)
			}
		})
	}
}
