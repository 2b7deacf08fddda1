package cargocred

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/pkgdocs/pkgdocs/plugins/internal/boundedcmd"

	"github.com/pkgdocs/pkgdocs/plugins/rust/cargoconfig"
)

// Limits of one command run.
const (
	// maxOutput bounds what a command may print: registry tokens are at
	// most a few KiB (a cloud registry's signed token about 1–2 KiB).
	maxOutput = 64 << 10
	// defaultTimeout bounds one run: a command that asks a cloud's API
	// answers in a second or two; one that waits for a human never does.
	defaultTimeout = 30 * time.Second
)

// Source gives one registry's token. The zero value with Origin set is
// ready; it is safe for concurrent use.
type Source struct {
	// Origin is the registry (cargoconfig.Config.Resolve).
	Origin cargoconfig.Origin
	// Environ is the commands' environment; nil means os.Environ().
	Environ []string
	// Timeout bounds one command run; zero means 30s.
	Timeout time.Duration

	mu      sync.Mutex
	token   string
	command bool // token came from a command
}

// MissingError says no provider gave a token.
type MissingError struct {
	// TokenProvider says cargo:token was among the providers tried, so
	// the credentials file and CARGO_REGISTRIES_<NAME>_TOKEN count.
	TokenProvider bool
	// Unread are the providers tried that pkgdocs cannot read (the
	// operating system's stores, credential plugins), as configured.
	Unread []string
}

func (e *MissingError) Error() string {
	if len(e.Unread) == 0 {
		return "no token"
	}
	return "no token: pkgdocs cannot read the credential provider " + strings.Join(e.Unread, ", ")
}

// Token returns the registry's token. renew says the registry refused
// the token Token gave last: a token from a command is asked for again,
// any other is what it was (the error is then the registry's).
func (s *Source) Token(ctx context.Context, renew bool) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.token != "" && !(renew && s.command) {
		return s.token, nil
	}
	tok, command, err := s.get(ctx)
	if err != nil {
		return "", err
	}
	s.token, s.command = tok, command
	return tok, nil
}

// Renewable reports whether the token Token gave last came from a
// command, which a renewed Token runs again.
func (s *Source) Renewable() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.command
}

// get tries the providers in Cargo's order; the first that gives a token
// or fails wins, as in Cargo.
func (s *Source) get(ctx context.Context) (token string, command bool, err error) {
	providers := s.Origin.Providers
	if providers == nil {
		providers = []cargoconfig.Provider{{Argv: []string{cargoconfig.ProviderToken}, User: true}}
	}
	missing := &MissingError{}
	for _, p := range providers {
		switch p.Argv[0] {
		case cargoconfig.ProviderToken:
			missing.TokenProvider = true
			if s.Origin.Token != "" {
				return s.Origin.Token, false, nil
			}
		case cargoconfig.ProviderTokenFromStdout:
			tok, err := s.fromStdout(ctx, p)
			return tok, true, err
		default:
			missing.Unread = append(missing.Unread, p.Argv[0])
		}
	}
	return "", false, missing
}

// fromStdout runs a cargo:token-from-stdout provider's command.
func (s *Source) fromStdout(ctx context.Context, p cargoconfig.Provider) (string, error) {
	if len(p.Argv) < 2 {
		return "", fmt.Errorf("%s (%s) names no command", cargoconfig.ProviderTokenFromStdout, p.From)
	}
	prog := p.Argv[1]
	name := cargoconfig.ProviderTokenFromStdout + " " + filepath.Base(prog)
	if !p.User {
		variable := "CARGO_REGISTRY_CREDENTIAL_PROVIDER"
		if s.Origin.Source != "crates-io" && s.Origin.Source != "" {
			variable = "CARGO_REGISTRIES_" + strings.ToUpper(strings.ReplaceAll(s.Origin.Source, "-", "_")) + "_CREDENTIAL_PROVIDER"
		}
		return "", fmt.Errorf("%s is configured in %s, a project's file: pkgdocs runs only a command your own configuration names; put the credential-provider line in $CARGO_HOME/config.toml, or set %s in the \"env\" block of pkgdocs in the MCP client's configuration", name, p.From, variable)
	}
	if !filepath.IsAbs(prog) && strings.ContainsAny(prog, `/\`) {
		// Cargo runs it relative to wherever cargo runs; pkgdocs has no
		// such directory.
		return "", fmt.Errorf("%s (%s): give the command's absolute path, or a name found on PATH", name, p.From)
	}
	args := make([]string, 0, len(p.Argv)-2)
	for _, a := range p.Argv[2:] {
		args = append(args, strings.ReplaceAll(a, "{index_url}", s.Origin.Index))
	}
	extra := []string{"CARGO_REGISTRY_INDEX_URL=" + s.Origin.Index}
	if s.Origin.Source != "crates-io" && s.Origin.Source != "" {
		extra = append(extra, "CARGO_REGISTRY_NAME_OPT="+s.Origin.Source)
	}
	out, err := s.run(ctx, name, prog, args, extra)
	if err != nil {
		return "", err
	}
	line, rest, _ := bytes.Cut(out, []byte("\n"))
	if len(rest) > 0 {
		return "", fmt.Errorf("%s: printed more than one line; a single token is expected", name)
	}
	tok := strings.TrimSuffix(string(line), "\r")
	if strings.TrimSpace(tok) == "" {
		return "", fmt.Errorf("%s: printed no token", name)
	}
	if strings.ContainsAny(tok, "\x00\r\n") {
		return "", fmt.Errorf("%s: printed a token with control characters", name)
	}
	return tok, nil
}

// run runs prog with args (no shell), bounded in time and output
// (boundedcmd).
func (s *Source) run(ctx context.Context, name, prog string, args, extraEnv []string) ([]byte, error) {
	timeout := s.Timeout
	if timeout == 0 {
		timeout = defaultTimeout
	}
	return boundedcmd.Run(ctx, boundedcmd.Cmd{Label: name, Argv: append([]string{prog}, args...),
		Env: s.Environ, ExtraEnv: extraEnv, Timeout: timeout, MaxOutput: maxOutput})
}
