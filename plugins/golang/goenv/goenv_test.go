package goenv

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestLoadFromEnviron(t *testing.T) {
	home, err := os.UserHomeDir()
	if err != nil {
		t.Skip("no home directory")
	}
	tests := map[string]struct {
		env  map[string]string
		want Env
	}{
		"empty": {env: nil, want: Env{
			GOMODCACHE: filepath.Join(home, "go", "pkg", "mod"),
			GOPATH:     filepath.Join(home, "go"),
			NETRC:      filepath.Join(home, ".netrc"),
		}},
		"private defaults": {env: map[string]string{
			"GOPROXY": "http://proxy.invalid,direct", "GOPRIVATE": "corp.example/*",
			"GOPATH": "/gp1" + string(os.PathListSeparator) + "/gp2", "NETRC": "/n", "GOFLAGS": "-mod=vendor", "GO111MODULE": "off",
		}, want: Env{GO111MODULE: "off", GOPATH: "/gp1" + string(os.PathListSeparator) + "/gp2",
			GOPROXY: "http://proxy.invalid,direct", GOPRIVATE: "corp.example/*",
			GONOPROXY: "corp.example/*", GONOSUMDB: "corp.example/*",
			GOMODCACHE: filepath.Join("/gp1", "pkg", "mod"), NETRC: "/n", GOFLAGS: "-mod=vendor",
		}},
		"explicit": {env: map[string]string{
			"GOPRIVATE": "a", "GONOPROXY": "b", "GONOSUMDB": "c", "GOMODCACHE": "/mc", "GOROOT": "/r", "GOWORK": "off", "GOAUTH": "off", "GOTOOLCHAIN": "local",
		}, want: Env{GOPRIVATE: "a", GONOPROXY: "b", GONOSUMDB: "c", GOMODCACHE: "/mc", GOROOT: "/r", GOWORK: "off", GOAUTH: "off", GOTOOLCHAIN: "local", GOPATH: filepath.Join(home, "go"), NETRC: filepath.Join(home, ".netrc")}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			got, err := Load(context.Background(), Options{GoCmd: "none", Getenv: func(k string) string { return tc.env[k] }})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, *got); diff != "" {
				t.Errorf("Load (-want +got):\n%s", diff)
			}
		})
	}
}

func TestModFlag(t *testing.T) {
	for flags, want := range map[string]string{"": "", "-mod=vendor": "vendor", "-x --mod=mod": "mod", "-modcacherw": ""} {
		if got := (&Env{GOFLAGS: flags}).ModFlag(); got != want {
			t.Errorf("ModFlag(%q) = %q, want %q", flags, got, want)
		}
	}
}

func TestModFileFlag(t *testing.T) {
	for flags, want := range map[string]string{"": "", "-modfile=go.dev.mod": "go.dev.mod", "-mod=mod --modfile=/x/tools.mod": "/x/tools.mod", "-modcacherw": "", "-mod=vendor": ""} {
		if got := (&Env{GOFLAGS: flags}).ModFileFlag(); got != want {
			t.Errorf("ModFileFlag(%q) = %q, want %q", flags, got, want)
		}
	}
}

func TestLoadFromGoCommand(t *testing.T) {
	e, err := Load(context.Background(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if e.GoCmd == "" {
		t.Skip("go command not installed")
	}
	if e.GOROOT == "" || e.GOMODCACHE == "" {
		t.Errorf("go env gave GOROOT=%q GOMODCACHE=%q", e.GOROOT, e.GOMODCACHE)
	}
}
