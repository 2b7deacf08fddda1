package cargocred

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/rust/cargoconfig"
)

// TestHelperProcess is the cargo:token-from-stdout command of the tests
// when this test binary runs as one: CARGOCRED_HELPER says what it does.
func TestHelperProcess(t *testing.T) {
	mode := os.Getenv("CARGOCRED_HELPER")
	if mode == "" {
		t.Skip("run as the command of the other tests")
	}
	var args []string
	for _, a := range os.Args[1:] {
		if !strings.HasPrefix(a, "-test.") {
			args = append(args, a)
		}
	}
	switch mode {
	case "echo": // the token says what the command was given
		fmt.Printf("tok %s|%s|%s\n", strings.Join(args, ","), os.Getenv("CARGO_REGISTRY_INDEX_URL"), os.Getenv("CARGO_REGISTRY_NAME_OPT"))
	case "count": // a new token each run
		f := os.Getenv("CARGOCRED_COUNT")
		b, _ := os.ReadFile(f)
		n := len(b) + 1
		_ = os.WriteFile(f, append(b, 'x'), 0o600)
		fmt.Printf("tok-%d\n", n)
	case "two-lines":
		fmt.Print("secret-a\nsecret-b\n")
	case "empty":
		fmt.Print("\n")
	case "fail":
		fmt.Print("secret-in-output\n")
		os.Exit(3)
	case "big":
		fmt.Print(strings.Repeat("s", maxOutput+1))
	}
	os.Exit(0)
}

// helper is a cargo:token-from-stdout provider running this test binary
// in mode, with args after it.
func helper(t *testing.T, mode string, args ...string) cargoconfig.Provider {
	t.Setenv("CARGOCRED_HELPER", mode)
	return cargoconfig.Provider{Argv: append([]string{cargoconfig.ProviderTokenFromStdout, os.Args[0], "-test.run=^TestHelperProcess$"}, args...), From: "/home/u/.cargo/config.toml", User: true}
}

func TestToken(t *testing.T) {
	const index = "sparse+https://corp.example/index/"
	token := cargoconfig.Provider{Argv: []string{cargoconfig.ProviderToken}, User: true}
	libsecret := cargoconfig.Provider{Argv: []string{"cargo:libsecret"}, User: true}
	tests := []struct {
		name      string
		source    string // the registry's name
		providers func(t *testing.T) []cargoconfig.Provider
		token     string // cargo:token's
		want      string
		wantErr   string // part of the error; "" for none
		missing   *MissingError
	}{
		{name: "default: cargo:token", token: "Bearer t", want: "Bearer t"},
		{name: "default without a token", missing: &MissingError{TokenProvider: true}},
		{name: "command: index_url replaced, Cargo's variables set", source: "corp",
			providers: func(t *testing.T) []cargoconfig.Provider {
				return []cargoconfig.Provider{helper(t, "echo", "index={index_url}")}
			},
			want: "tok index=" + index + "|" + index + "|corp"},
		{name: "crates-io has no name", source: "crates-io",
			providers: func(t *testing.T) []cargoconfig.Provider { return []cargoconfig.Provider{helper(t, "echo")} },
			want:      "tok |" + index + "|"},
		{name: "first provider giving a token wins", token: "Bearer t",
			providers: func(t *testing.T) []cargoconfig.Provider {
				return []cargoconfig.Provider{token, helper(t, "echo")}
			},
			want: "Bearer t"},
		{name: "cargo:token finds none, the command is next",
			providers: func(t *testing.T) []cargoconfig.Provider {
				return []cargoconfig.Provider{token, helper(t, "echo")}
			},
			want: "tok |" + index + "|"},
		{name: "an OS store is passed over", token: "Bearer t",
			providers: func(t *testing.T) []cargoconfig.Provider { return []cargoconfig.Provider{libsecret, token} },
			want:      "Bearer t"},
		{name: "only an OS store",
			providers: func(t *testing.T) []cargoconfig.Provider { return []cargoconfig.Provider{libsecret} },
			missing:   &MissingError{Unread: []string{"cargo:libsecret"}}},
		{name: "a failing command stops the search", token: "Bearer t",
			providers: func(t *testing.T) []cargoconfig.Provider {
				return []cargoconfig.Provider{helper(t, "fail"), token}
			},
			wantErr: "exit status 3"},
		{name: "two lines", providers: func(t *testing.T) []cargoconfig.Provider { return []cargoconfig.Provider{helper(t, "two-lines")} },
			wantErr: "more than one line"},
		{name: "empty line", providers: func(t *testing.T) []cargoconfig.Provider { return []cargoconfig.Provider{helper(t, "empty")} },
			wantErr: "printed no token"},
		{name: "output bounded", providers: func(t *testing.T) []cargoconfig.Provider { return []cargoconfig.Provider{helper(t, "big")} },
			wantErr: "printed more than"},
		{name: "a project's command is not run",
			providers: func(t *testing.T) []cargoconfig.Provider {
				p := helper(t, "echo")
				p.User, p.From = false, "/work/app/.cargo/config.toml"
				return []cargoconfig.Provider{p}
			},
			wantErr: "configured in /work/app/.cargo/config.toml, a project's file"},
		{name: "relative command path",
			providers: func(t *testing.T) []cargoconfig.Provider {
				return []cargoconfig.Provider{{Argv: []string{cargoconfig.ProviderTokenFromStdout, "bin/token"}, User: true}}
			},
			wantErr: "absolute path"},
		{name: "no command",
			providers: func(t *testing.T) []cargoconfig.Provider {
				return []cargoconfig.Provider{{Argv: []string{cargoconfig.ProviderTokenFromStdout}, User: true}}
			},
			wantErr: "names no command"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := cargoconfig.Origin{Kind: "registry", Source: tt.source, Index: index, Token: tt.token}
			if tt.providers != nil {
				o.Providers = tt.providers(t)
			}
			s := &Source{Origin: o}
			got, err := s.Token(t.Context(), false)
			switch {
			case tt.missing != nil:
				var m *MissingError
				if !errors.As(err, &m) {
					t.Fatalf("Token() = %q, %v; want a MissingError", got, err)
				}
				if diff := cmp.Diff(tt.missing, m); diff != "" {
					t.Errorf("MissingError (-want +got):\n%s", diff)
				}
			case tt.wantErr != "":
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("Token() = %q, %v; want an error with %q", got, err, tt.wantErr)
				}
				if strings.Contains(err.Error(), "secret") {
					t.Errorf("the error quotes the command's output: %v", err)
				}
			default:
				if err != nil || got != tt.want {
					t.Errorf("Token() = %q, %v; want %q", got, err, tt.want)
				}
			}
		})
	}
}

// TestRenew: a command's token is kept, and asked for again only when
// the registry refused it; cargo:token's is never renewed.
func TestRenew(t *testing.T) {
	t.Setenv("CARGOCRED_COUNT", filepath.Join(t.TempDir(), "count"))
	s := &Source{Origin: cargoconfig.Origin{Kind: "registry", Index: "sparse+https://corp.example/", Providers: []cargoconfig.Provider{helper(t, "count")}}}
	var got []string
	for _, renew := range []bool{false, false, true, false} {
		tok, err := s.Token(t.Context(), renew)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, tok)
	}
	if diff := cmp.Diff([]string{"tok-1", "tok-1", "tok-2", "tok-2"}, got); diff != "" {
		t.Errorf("tokens (-want +got):\n%s", diff)
	}
	if !s.Renewable() {
		t.Error("a command's token is not renewable")
	}
	plain := &Source{Origin: cargoconfig.Origin{Token: "Bearer t"}}
	for _, renew := range []bool{false, true} {
		if tok, err := plain.Token(t.Context(), renew); err != nil || tok != "Bearer t" {
			t.Errorf("cargo:token, renew %v: %q, %v", renew, tok, err)
		}
	}
	if plain.Renewable() {
		t.Error("cargo:token's token is renewable")
	}
}
