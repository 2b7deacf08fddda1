package rust

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestCredentialHelperProcess is the cargo:token-from-stdout command of
// TestCredentialProvider when this test binary runs as one: it notes the
// run in RUST_CRED_HELPER_RUNS and prints the private registry's token.
func TestCredentialHelperProcess(t *testing.T) {
	runs := os.Getenv("RUST_CRED_HELPER_RUNS")
	if runs == "" {
		t.Skip("run as the credential provider of TestCredentialProvider")
	}
	f, err := os.OpenFile(runs, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err == nil {
		fmt.Fprintln(f, os.Getenv("CARGO_REGISTRY_INDEX_URL"))
		f.Close()
	}
	fmt.Println(privateToken)
	os.Exit(0)
}

// TestCredentialProvider: the private registry's token comes from the
// credential provider Cargo would use (credentials.toml is gone). A
// cargo:token-from-stdout command in the user's $CARGO_HOME/config.toml
// is run, its token goes only to that registry; the same line in a
// project's .cargo/config.toml is not run; a provider pkgdocs cannot
// read (the OS keyring) is named in the error, and the token Cargo would
// not use is not sent.
func TestCredentialProvider(t *testing.T) {
	helper := fmt.Sprintf("%q", "cargo:token-from-stdout "+os.Args[0]+" -test.run=^TestCredentialHelperProcess$")
	tests := []struct {
		name        string
		home        string // added to $CARGO_HOME/config.toml
		project     string // the trusted project's .cargo/config.toml
		credentials bool   // keep credentials.toml (the cargo:token token)
		wantRuns    int
		wantErr     []string // parts of the error; none for success
	}{
		{name: "command in the user's config", home: "credential-provider = " + helper, wantRuns: 1},
		{name: "command by alias", home: "credential-provider = \"corp-token\"\n[credential-alias]\ncorp-token = " + helper, wantRuns: 1},
		{name: "command among the global providers", home: "[registry]\nglobal-credential-providers = [\"cargo:token\", " + helper + "]", wantRuns: 1},
		{name: "cargo:token first when listed last", home: "[registry]\nglobal-credential-providers = [" + helper + ", \"cargo:token\"]", credentials: true},
		{name: "command in a project's config", project: "[registries.corp]\ncredential-provider = " + helper,
			wantErr: []string{"a project's file", "$CARGO_HOME/config.toml", "CARGO_REGISTRIES_CORP_CREDENTIAL_PROVIDER"}},
		{name: "only the OS keyring", home: "[registry]\nglobal-credential-providers = [\"cargo:libsecret\"]", credentials: true,
			wantErr: []string{"cannot read its credential provider cargo:libsecret", "cargo:token-from-stdout <command>"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := newWorld(t)
			runs := filepath.Join(t.TempDir(), "runs")
			t.Setenv("RUST_CRED_HELPER_RUNS", runs)
			if !tt.credentials {
				if err := os.Remove(filepath.Join(w.home, "credentials.toml")); err != nil {
					t.Fatal(err)
				}
			}
			b, err := os.ReadFile(filepath.Join(w.home, "config.toml"))
			if err != nil {
				t.Fatal(err)
			}
			// The home config ends in [registries.corp]; a [registry] or
			// [credential-alias] table after it starts its own.
			writeFile(t, filepath.Join(w.home, "config.toml"), string(b)+tt.home+"\n")
			ref := sdk.PackageRef{Name: "kvstore_demo", Registry: "corp"}
			if tt.project != "" {
				proj := t.TempDir()
				writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), tt.project+"\n")
				ref.ProjectPath, ref.ProjectTrusted = proj, true
			}
			doc, err := w.provider(false).Describe(t.Context(), sdk.DescribeRequest{Package: ref})
			if len(tt.wantErr) == 0 {
				if err != nil || doc.Version != "0.3.1" {
					t.Fatalf("Describe: %v", err)
				}
				if len(w.authSeen()["/corp/dl/kvstore_demo/0.3.1.crate"]) == 0 {
					t.Error("the download from the private registry carried no token")
				}
			} else {
				wantCode(t, err, codes.Unauthenticated)
				for _, s := range tt.wantErr {
					if err == nil || !strings.Contains(err.Error(), s) {
						t.Errorf("error %v lacks %q", err, s)
					}
				}
				if strings.Contains(fmt.Sprint(err), "secret-corp-token") {
					t.Errorf("the error shows the token: %v", err)
				}
				for path := range w.authSeen() {
					t.Errorf("Authorization sent to %s though no provider pkgdocs runs gave a token", path)
				}
			}
			// Whatever happened, a token went under /corp/ only.
			for path := range w.authSeen() {
				if !strings.HasPrefix(path, "/corp/") {
					t.Errorf("Authorization sent to %s", path)
				}
			}
			got, _ := os.ReadFile(runs)
			if n := strings.Count(string(got), "\n"); n != tt.wantRuns {
				t.Errorf("the command ran %d times, want %d", n, tt.wantRuns)
			}
			if tt.wantRuns > 0 && !strings.Contains(string(got), "/corp/index/") {
				t.Errorf("CARGO_REGISTRY_INDEX_URL was %q", got)
			}
		})
	}
}
