package goauth

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"time"

	"github.com/pkgdocs/pkgdocs/plugins/internal/boundedcmd"

	"github.com/pkgdocs/pkgdocs/sdk/credentials"
)

// Method is one entry of GOAUTH.
type Method struct {
	// Kind is "netrc", "git" or "command" ("off" leaves the list empty).
	Kind string
	// Dir is the directory git runs in (Kind "git"): absolute.
	Dir string
	// Argv is the command and its arguments (Kind "command").
	Argv []string
}

// Parse reads GOAUTH as the go command does: a semicolon-separated list
// of "off", "netrc", "git <absolute dir>" and commands (space-separated
// argument lists). Empty means the default, netrc. "off" with anything
// else, git without one absolute directory, or a command that is not an
// absolute path or a name found in PATH is an error; the go command
// refuses such a GOAUTH too.
func Parse(goauth string) ([]Method, error) {
	if strings.TrimSpace(goauth) == "" {
		return []Method{{Kind: "netrc"}}, nil
	}
	var out []Method
	entries := strings.Split(goauth, ";")
	for _, e := range entries {
		f := strings.Fields(e)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "off":
			if len(f) > 1 || len(strings.Fields(strings.ReplaceAll(goauth, ";", " "))) > 1 {
				return nil, errors.New("GOAUTH=off cannot be combined with other methods")
			}
			return nil, nil
		case "netrc":
			if len(f) > 1 {
				return nil, errors.New("GOAUTH: netrc takes no arguments")
			}
			out = append(out, Method{Kind: "netrc"})
		case "git":
			if len(f) != 2 || !filepath.IsAbs(f[1]) {
				return nil, errors.New("GOAUTH: git takes one absolute directory")
			}
			out = append(out, Method{Kind: "git", Dir: f[1]})
		default:
			if !filepath.IsAbs(f[0]) && strings.ContainsRune(f[0], filepath.Separator) {
				return nil, errors.New("GOAUTH: a command is an absolute path or a name found in PATH")
			}
			out = append(out, Method{Kind: "command", Argv: f})
		}
	}
	return out, nil
}

// Uses reports whether methods has one of kind.
func Uses(methods []Method, kind string) bool {
	for _, m := range methods {
		if m.Kind == kind {
			return true
		}
	}
	return false
}

// Limits of one run.
const (
	// maxOutput bounds what a command may print: credential sets are a
	// few lines each.
	maxOutput = 256 << 10
	// defaultTimeout bounds one run: a credential helper that asks a
	// vault over the network takes a second or two, and one that waits
	// for a human never answers.
	defaultTimeout = 30 * time.Second
)

// Runner runs GOAUTH's git and command methods. The zero value with
// Methods set is ready; netrc methods are not its business.
type Runner struct {
	Methods []Method
	// Timeout bounds one run; zero means 30s.
	Timeout time.Duration
	// Environ is the commands' environment; nil means os.Environ().
	Environ []string
}

// Initial runs each command with no argument and no input, as the go
// command does before its first HTTPS request, and adds the credentials
// they print to set. It returns one error per method that failed,
// without anything the command printed.
func (r *Runner) Initial(ctx context.Context, set *credentials.Set) []error {
	var errs []error
	for _, m := range r.Methods {
		if m.Kind != "command" {
			continue
		}
		if _, err := r.command(ctx, m.Argv, nil, set); err != nil {
			errs = append(errs, err)
		}
	}
	return errs
}

// After runs the methods again for rawURL after the server answered it
// with status and header (a 4xx): each command with the URL as argument
// and the response's status line and headers on stdin, and `git
// credential fill` in each git method's directory. It reports whether a
// credential for rawURL was added to set, and one error per method that
// failed.
func (r *Runner) After(ctx context.Context, rawURL string, status int, header http.Header, set *credentials.Set) (bool, []error) {
	u, err := url.Parse(rawURL)
	if err != nil || u.Scheme != "https" {
		return false, nil // GOAUTH credentials are for HTTPS requests only
	}
	u.User, u.RawQuery, u.Fragment = nil, "", ""
	var resp bytes.Buffer
	fmt.Fprintf(&resp, "HTTP/1.1 %d %s\n", status, http.StatusText(status))
	_ = header.Write(&resp)
	resp.WriteString("\n")
	var errs []error
	for _, m := range r.Methods {
		var err error
		switch m.Kind {
		case "command":
			argv := append(append([]string(nil), m.Argv...), u.String())
			_, err = r.command(ctx, argv, resp.Bytes(), set)
		case "git":
			err = r.git(ctx, m.Dir, u.String(), set)
		}
		if err != nil {
			errs = append(errs, err)
		}
	}
	return !set.For(u).IsZero(), errs
}

// command runs argv and adds the credential sets it prints.
func (r *Runner) command(ctx context.Context, argv []string, stdin []byte, set *credentials.Set) (int, error) {
	out, err := r.run(ctx, "", argv, stdin, nil)
	if err != nil {
		return 0, err
	}
	n, err := addSets(out, set)
	if err != nil {
		return n, fmt.Errorf("GOAUTH command %s: %w", filepath.Base(argv[0]), err)
	}
	return n, nil
}

// git runs `git credential fill` for rawURL in dir and adds the user name
// and password it gives as a Basic credential for the URL it names.
func (r *Runner) git(ctx context.Context, dir, rawURL string, set *credentials.Set) error {
	// No terminal prompt, no askpass program, no credential manager
	// window: a helper that has the credential answers, any other fails.
	argv := []string{"git", "-c", "core.askPass=", "-c", "credential.interactive=false", "credential", "fill"}
	out, err := r.run(ctx, dir, argv, []byte("url="+rawURL+"\n\n"), []string{"GIT_TERMINAL_PROMPT=0", "GCM_INTERACTIVE=never", "GIT_ASKPASS=", "SSH_ASKPASS="})
	if err != nil {
		return err
	}
	prefix, user, pass, err := parseGitFill(out, rawURL)
	if err != nil {
		return fmt.Errorf("GOAUTH git: %w", err)
	}
	if pass == "" {
		return nil
	}
	if err := set.Add(prefix, credentials.Basic(user, pass)); err != nil {
		return fmt.Errorf("GOAUTH git: %w", err)
	}
	return nil
}

// run runs argv (no shell) in dir with stdin, bounded in time and
// output (boundedcmd).
func (r *Runner) run(ctx context.Context, dir string, argv []string, stdin []byte, extraEnv []string) ([]byte, error) {
	timeout := r.Timeout
	if timeout == 0 {
		timeout = defaultTimeout
	}
	return boundedcmd.Run(ctx, boundedcmd.Cmd{Label: "GOAUTH " + filepath.Base(argv[0]), Argv: argv, Dir: dir, Stdin: stdin,
		Env: r.Environ, ExtraEnv: extraEnv, Timeout: timeout, MaxOutput: maxOutput, CauseOnly: true})
}

// addSets parses a command's output (go help goauth: credential sets, each
// URL lines, a blank line, header lines, a blank line) and adds each
// set's header for each of its URLs. A set with several headers sends
// its Authorization header, else its first: a credential is one header.
// It returns how many prefixes were added; errors name line numbers,
// never contents.
func addSets(out []byte, set *credentials.Set) (int, error) {
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 0, 4096), maxOutput)
	var urls []string
	var hdrName, hdrValue string
	inHeaders, added, line := false, 0, 0
	flush := func() error {
		if len(urls) == 0 {
			return nil
		}
		if hdrName != "" {
			c := credentials.Header(hdrName, hdrValue)
			for _, u := range urls {
				if err := set.Add(u, c); err != nil {
					return fmt.Errorf("credential set ending at line %d: %w", line, err)
				}
				added++
			}
		}
		urls, hdrName, hdrValue, inHeaders = nil, "", "", false
		return nil
	}
	for sc.Scan() {
		line++
		text := strings.TrimSuffix(sc.Text(), "\r")
		switch {
		case text == "" && !inHeaders:
			if len(urls) == 0 {
				continue
			}
			inHeaders = true
		case text == "":
			if err := flush(); err != nil {
				return added, err
			}
		case !inHeaders:
			u, err := url.Parse(text)
			if err != nil || u.Scheme != "https" || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" {
				return added, fmt.Errorf("line %d is not an https:// URL", line)
			}
			urls = append(urls, text)
		default:
			name, value, ok := strings.Cut(text, ":")
			if !ok || !validHeaderName(name) {
				return added, fmt.Errorf("line %d is not an HTTP header", line)
			}
			if hdrName == "" || strings.EqualFold(name, "Authorization") && !strings.EqualFold(hdrName, "Authorization") {
				hdrName, hdrValue = name, strings.TrimSpace(value)
			}
		}
	}
	if err := sc.Err(); err != nil {
		return added, fmt.Errorf("reading the output: %w", err)
	}
	if err := flush(); err != nil {
		return added, err
	}
	return added, nil
}

// validHeaderName reports whether s is an HTTP token (RFC 9110).
func validHeaderName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("!#$%&'*+-.^_`|~", c) >= 0) {
			return false
		}
	}
	return true
}

// parseGitFill reads `git credential fill`'s key=value lines: the user
// name and password, and where they may be sent: the url= line, else
// protocol, host and path, else rawURL itself. Only https is accepted.
func parseGitFill(out []byte, rawURL string) (prefix, user, pass string, err error) {
	var proto, host, path, u string
	for _, l := range strings.Split(string(out), "\n") {
		k, v, ok := strings.Cut(strings.TrimSuffix(l, "\r"), "=")
		if !ok {
			continue
		}
		switch k {
		case "protocol":
			proto = v
		case "host":
			host = v
		case "path":
			path = v
		case "url":
			u = v
		case "username":
			user = v
		case "password":
			pass = v
		}
	}
	switch {
	case u != "":
		prefix = u
	case proto != "" && host != "":
		prefix = proto + "://" + host + "/" + strings.TrimPrefix(path, "/")
	default:
		prefix = rawURL
	}
	p, perr := url.Parse(prefix)
	if perr != nil || p.Scheme != "https" || p.Host == "" {
		return "", "", "", errors.New("the credential is not for an https:// URL")
	}
	if r, err := url.Parse(rawURL); err != nil || !strings.EqualFold(r.Host, p.Host) {
		return "", "", "", errors.New("the credential is for another host than the one asked about")
	}
	p.User, p.RawQuery, p.Fragment = nil, "", ""
	return p.String(), user, pass, nil
}
