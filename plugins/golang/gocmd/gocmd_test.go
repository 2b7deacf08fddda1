package gocmd

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// fakeGo writes a script standing in for the go command: it records its
// arguments and environment and prints canned JSON.
func fakeGo(t *testing.T, body string) (goCmd, argsFile string) {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("shell script stand-in")
	}
	dir := t.TempDir()
	argsFile = filepath.Join(dir, "args")
	script := "#!/bin/sh\nprintf '%s\\n' \"$@\" > " + argsFile + "\nenv | grep -E '^(GOPROXY|GOFLAGS|GOWORK)=' | sort >> " + argsFile + "\n" + body
	goCmd = filepath.Join(dir, "go")
	if err := os.WriteFile(goCmd, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return goCmd, argsFile
}

func TestDownload(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "m.zip"), []byte("zipbytes"), 0o644)
	os.WriteFile(filepath.Join(dir, "m.mod"), []byte("module corp.invalid/m\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "m.info"), []byte(`{"Version":"v1.0.0","Time":"2024-05-06T00:00:00Z"}`), 0o644)
	goCmd, argsFile := fakeGo(t, `cat <<'JSON'
{"Path":"corp.invalid/m","Version":"v1.0.0","Info":"`+dir+`/m.info","GoMod":"`+dir+`/m.mod","Zip":"`+dir+`/m.zip"}
JSON
`)
	f := &Fetcher{GoCmd: goCmd, Env: []string{"PATH=/usr/bin:/bin"}}
	ctx := context.Background()
	zip, err := f.Zip(ctx, "corp.invalid/m", "v1.0.0")
	if err != nil || string(zip) != "zipbytes" {
		t.Fatalf("Zip = %q, %v", zip, err)
	}
	args, _ := os.ReadFile(argsFile)
	want := "mod\ndownload\n-json\n--\ncorp.invalid/m@v1.0.0\nGOFLAGS=-mod=mod\nGOPROXY=direct\nGOWORK=off\n"
	if string(args) != want {
		t.Errorf("go command got\n%s\nwant\n%s", args, want)
	}
	if info, err := f.Info(ctx, "corp.invalid/m", "main"); err != nil || info.Version != "v1.0.0" || info.Time.Year() != 2024 {
		t.Errorf("Info = %+v, %v", info, err)
	}
	if mod, err := f.GoMod(ctx, "corp.invalid/m", "v1.0.0"); err != nil || !strings.HasPrefix(string(mod), "module") {
		t.Errorf("GoMod = %q, %v", mod, err)
	}
	f.MaxZipBytes = 3
	if _, err := f.Zip(ctx, "corp.invalid/m", "v1.0.0"); sdk.Code(err) != codes.ResourceExhausted {
		t.Errorf("Zip over cap err = %v", err)
	}
}

func TestErrors(t *testing.T) {
	tests := map[string]struct {
		body  string
		mod   string
		query string
		code  codes.Code
	}{
		"json error": {body: `echo '{"Path":"corp.invalid/m","Error":"corp.invalid/m@v9.9.9: invalid version: unknown revision v9.9.9"}'; exit 1`, mod: "corp.invalid/m", query: "v9.9.9", code: codes.NotFound},
		"stderr":     {body: `echo 'fatal: could not read Username: terminal prompts disabled' >&2; exit 1`, mod: "corp.invalid/m", query: "v1.0.0", code: codes.Unauthenticated},
		"other":      {body: `echo 'boom' >&2; exit 1`, mod: "corp.invalid/m", query: "v1.0.0", code: codes.FailedPrecondition},
		"network":    {body: `echo 'corp.invalid/m@v1.0.0: unrecognized import path "corp.invalid/m": https fetch: Get "https://corp.invalid/m?go-get=1": dial tcp: lookup corp.invalid: no such host' >&2; exit 1`, mod: "corp.invalid/m", query: "v1.0.0", code: codes.Unavailable},
		// GOPRIVATE module fetched with git, which cannot reach the
		// host: git's own words, under "invalid version" (go 1.26).
		"git offline": {body: `echo 'go: github.com/google/uuid@v1.5.0: invalid version: git ls-remote -q --end-of-options https://github.com/google/uuid in /root/go/pkg/mod/cache/vcs/c3a7: exit status 128:' >&2; echo "	fatal: unable to access 'https://github.com/google/uuid/': Could not resolve host: github.com" >&2; exit 1`, mod: "github.com/google/uuid", query: "v1.5.0", code: codes.Unavailable},
		"git refused": {body: `echo 'go: corp.invalid/m@v1.0.0: invalid version: git ls-remote -q origin in /tmp/x: exit status 128:' >&2; echo "	fatal: unable to access 'https://corp.invalid/m/': Failed to connect to corp.invalid port 443 after 3 ms: Couldn't connect to server" >&2; exit 1`, mod: "corp.invalid/m", query: "v1.0.0", code: codes.Unavailable},
		"not a repo":  {body: `echo '{"Path":"github.com/spf13","Error":"github.com/spf13@v1.99.0: invalid github.com import path \"github.com/spf13\""}'; exit 1`, mod: "github.com/spf13", query: "v1.99.0", code: codes.NotFound},
		"gone":        {body: `echo 'go: example.com/m@v1.0.0: reading https://proxy.invalid/example.com/m/@v/v1.0.0.info: 410 Gone' >&2; exit 1`, mod: "example.com/m", query: "v1.0.0", code: codes.NotFound},
		"bad path":    {body: `exit 0`, mod: "../x", query: "v1.0.0", code: codes.InvalidArgument},
		"flag query":  {body: `exit 0`, mod: "corp.invalid/m", query: "-x", code: codes.InvalidArgument},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			goCmd, _ := fakeGo(t, tc.body)
			f := &Fetcher{GoCmd: goCmd}
			if _, err := f.Zip(context.Background(), tc.mod, tc.query); sdk.Code(err) != tc.code {
				t.Errorf("err = %v, want %v", err, tc.code)
			}
		})
	}
}

func TestList(t *testing.T) {
	goCmd, argsFile := fakeGo(t, `echo '{"Path":"corp.invalid/m","Versions":["v1.0.0","v1.1.0"]}'`)
	f := &Fetcher{GoCmd: goCmd}
	v, err := f.List(context.Background(), "corp.invalid/m")
	if err != nil || strings.Join(v, ",") != "v1.0.0,v1.1.0" {
		t.Fatalf("List = %v, %v", v, err)
	}
	args, _ := os.ReadFile(argsFile)
	if !strings.HasPrefix(string(args), "list\n-m\n-json\n-versions\n--\ncorp.invalid/m\n") {
		t.Errorf("args = %q", args)
	}
}
