package golang

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestCommandInstall: a command (package main) is installed, not added to
// a go.mod: its Install line was its module's `go get`, which records a
// requirement no code can import. golang.org/x/telemetry's
// cmd/gotelemetry, recorded in testdata/proxywalk, against its library
// root.
func TestCommandInstall(t *testing.T) {
	const v = "v0.0.0-20261111153349-cdaf7e97dd7b"
	f := recordedProxy(t)
	p := New(Config{Env: &goenv.Env{GOPROXY: f.srv.URL, GOMODCACHE: t.TempDir(), GOROOT: goroot(t), GOWORK: "off"}})
	tests := map[string]struct {
		pkg, install, command string
	}{
		"command": {pkg: "golang.org/x/telemetry/cmd/gotelemetry", install: "go install golang.org/x/telemetry/cmd/gotelemetry@" + v,
			command: "package main: a program to install and run, not a package to import; `go get -tool golang.org/x/telemetry/cmd/gotelemetry@" + v + "` makes it a tool of a project (Go 1.24+)"},
		"library": {pkg: "golang.org/x/telemetry", install: "go get golang.org/x/telemetry@" + v},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref(tc.pkg, v, "")})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff([]string{tc.install}, d.Install); diff != "" {
				t.Errorf("Install (-want +got):\n%s", diff)
			}
			var command string
			for _, x := range d.Facts {
				if x.Label == "Command" {
					command = x.Value
				}
			}
			if command != tc.command {
				t.Errorf("Command fact = %q, want %q", command, tc.command)
			}
		})
	}
}
