package credentials_test

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk/credentials"
)

// sent is the header a request to rawURL would carry: "Name: value", or ""
// for none.
func sent(t *testing.T, s *credentials.Set, rawURL string) string {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, rawURL, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Apply(req) {
		if len(req.Header) != 0 {
			t.Errorf("Apply(%s) set no credential but left headers %v", rawURL, req.Header)
		}
		return ""
	}
	var out []string
	for k, v := range req.Header {
		out = append(out, k+": "+strings.Join(v, ","))
	}
	return strings.Join(out, "; ")
}

func TestPrefixRules(t *testing.T) {
	s := new(credentials.Set)
	add := func(prefix string, c credentials.Credential) {
		if err := s.Add(prefix, c); err != nil {
			t.Fatal(err)
		}
	}
	add("https://reg.example/api/npm/", credentials.Bearer("npm-token"))
	add("https://reg.example/api/npm/team-a", credentials.Bearer("team-a"))
	add("//both.example/", credentials.Bearer("both"))
	add("https://port.example:8443/", credentials.Header("Private-Token", "gl"))
	add("https://Dot.Example./root", credentials.Bearer("dot"))
	add("https://both.example/x/", credentials.Bearer("https-x"))

	const npm, teamA = "Authorization: Bearer npm-token", "Authorization: Bearer team-a"
	tests := []struct {
		url, want string
	}{
		{"https://reg.example/api/npm", npm},
		{"https://reg.example/api/npm/", npm},
		{"https://reg.example/api/npm/zod", npm},
		{"https://reg.example/api/npm/@scope%2fname", npm},
		{"https://reg.example/api/npmx/zod", ""},                     // not on a segment boundary
		{"https://reg.example/api/", ""},                             // above the prefix
		{"https://reg.example/", ""},                                 //
		{"https://reg.example:443/api/npm/zod", npm},                 // default port spelled out
		{"https://REG.example/api/npm/zod", npm},                     // host case
		{"https://reg.example./api/npm/zod", npm},                    // trailing dot
		{"https://reg.example:444/api/npm/zod", ""},                  // other port
		{"http://reg.example/api/npm/zod", ""},                       // other scheme
		{"https://sub.reg.example/api/npm/zod", ""},                  // subdomain
		{"https://reg.example.evil/api/npm/zod", ""},                 // suffix host
		{"https://API/npm", ""},                                      //
		{"https://reg.example/api/npm/team-a/x", teamA},              // longest prefix
		{"https://reg.example/api/npm/team-a/../zod", npm},           // dot segments resolved first
		{"https://reg.example/api/npm/team-a/%2e%2e/zod", npm},       // encoded dots too
		{"https://reg.example/api/npm/team-b/../team-a/x", teamA},    //
		{"https://reg.example/api/npm/../../api/npm/zod", npm},       // climbing out and back
		{"https://reg.example/api/npm/../x", ""},                     // climbing out
		{"https://reg.example/api/npm/./zod", npm},                   //
		{"https://reg.example/api/npm/x/..%2f..%2fother", ""},        // ".." behind an encoded slash
		{"https://reg.example/api/npm/x/..%5cother", ""},             // or a backslash
		{"https://reg.example/api%2fnpm/zod", ""},                    // encoded slash is not a separator
		{"https://reg.example/api//npm/zod", ""},                     // empty segment
		{"https://reg.example/API/npm/zod", ""},                      // path is case-sensitive
		{"https://both.example/pkg", "Authorization: Bearer both"},   // scheme-relative: https
		{"http://both.example/pkg", "Authorization: Bearer both"},    // and http
		{"http://both.example:80/pkg", "Authorization: Bearer both"}, //
		{"https://both.example:80/pkg", ""},                          // 80 is not https' default
		{"https://both.example/x/y", "Authorization: Bearer https-x"},
		{"http://both.example/x/y", "Authorization: Bearer both"},
		{"https://port.example:8443/p", "Private-Token: gl"},
		{"https://port.example/p", ""},
		{"https://dot.example/root/a", "Authorization: Bearer dot"},
		{"ftp://reg.example/api/npm/zod", ""},
	}
	for _, tt := range tests {
		if got := sent(t, s, tt.url); got != tt.want {
			t.Errorf("%s: sent %q, want %q", tt.url, got, tt.want)
		}
	}
}

func TestAddRefuses(t *testing.T) {
	for _, prefix := range []string{
		"", "reg.example/path", "ftp://reg.example/", "https://user:pw@reg.example/",
		"https://reg.example/?token=x", "https://reg.example/#f", "https:///path",
		"https://reg.example/a/..%2f..%2fb",
	} {
		s := new(credentials.Set)
		err := s.Add(prefix, credentials.Bearer("secret"))
		if err == nil {
			t.Errorf("Add(%q) succeeded", prefix)
			continue
		}
		if strings.Contains(err.Error(), "pw") || strings.Contains(err.Error(), "token=x") || strings.Contains(err.Error(), "secret") {
			t.Errorf("Add(%q) error leaks: %v", prefix, err)
		}
	}
	if err := new(credentials.Set).Add("https://reg.example/", credentials.Credential{}); err == nil {
		t.Error("Add of the zero Credential succeeded")
	}
}

func TestAddFromURL(t *testing.T) {
	s := new(credentials.Set)
	clean, err := s.AddFromURL("https://me:s3cret@proxy.example/go?x=1")
	if err != nil {
		t.Fatal(err)
	}
	if clean != "https://proxy.example/go?x=1" {
		t.Errorf("clean URL = %q", clean)
	}
	basic := "Authorization: Basic " + b64("me:s3cret")
	for u, want := range map[string]string{
		"https://proxy.example/go/golang.org/x/mod/@v/list": basic,
		"https://proxy.example/gox/a":                       "",
		"https://proxy.example/":                            "",
		"https://other.example/go/a":                        "",
	} {
		if got := sent(t, s, u); got != want {
			t.Errorf("%s: sent %q, want %q", u, got, want)
		}
	}
	same, err := s.AddFromURL("https://plain.example/simple")
	if err != nil || same != "https://plain.example/simple" {
		t.Errorf("AddFromURL without userinfo = %q, %v", same, err)
	}
	if s.Len() != 1 {
		t.Errorf("Len = %d, want 1", s.Len())
	}
	u, _ := url.Parse("https://tok@host.example/x")
	if c, ok := credentials.FromUserinfo(u); !ok || c.HeaderName() != "Authorization" {
		t.Errorf("FromUserinfo(user only) = %v, %v", c, ok)
	}
}

func TestNetrc(t *testing.T) {
	const data = `
machine git.example login alice password a1
machine proxy.example:8443
  login bob
  password b2
macdef init
  machine evil.example login x password y
  cd /

machine onlylogin.example login carol
machine empty.example
machine GIT.EXAMPLE login alice2 password a2
default login dflt password d
machine after.example login z password z
`
	s := new(credentials.Set)
	if n := s.AddNetrc([]byte(data)); n != 4 {
		t.Errorf("AddNetrc added %d, want 4", n)
	}
	tests := map[string]string{
		"https://git.example/repo":     "Authorization: Basic " + b64("alice2:a2"), // later entry wins
		"http://git.example:8080/repo": "Authorization: Basic " + b64("alice2:a2"), // any port and scheme
		"https://proxy.example:8443/x": "Authorization: Basic " + b64("bob:b2"),
		"https://proxy.example/x":      "",
		"https://onlylogin.example/":   "Authorization: Basic " + b64("carol:"),
		"https://evil.example/":        "", // inside a macdef
		"https://empty.example/":       "",
		"https://after.example/":       "", // after default
		"https://unlisted.example/":    "", // default is never used
		"https://sub.git.example/":     "",
	}
	for u, want := range tests {
		if got := sent(t, s, u); got != want {
			t.Errorf("%s: sent %q, want %q", u, got, want)
		}
	}
	// A prefix from configuration wins over the netrc machine.
	if err := s.Add("https://git.example/org/", credentials.Bearer("cfg")); err != nil {
		t.Fatal(err)
	}
	if got := sent(t, s, "https://git.example/org/repo"); got != "Authorization: Bearer cfg" {
		t.Errorf("config prefix vs netrc: sent %q", got)
	}
}

func TestLoadNetrc(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("NETRC", dir+"/missing")
	s := new(credentials.Set)
	if p, n, err := s.LoadNetrc(); err != nil || n != 0 || p != dir+"/missing" {
		t.Errorf("LoadNetrc(missing) = %q, %d, %v", p, n, err)
	}
	t.Setenv("NETRC", dir)
	if _, _, err := s.LoadNetrc(); err == nil {
		t.Error("LoadNetrc(directory) succeeded")
	}
}

// TestApplyReplaces: headers of the set's names are the set's business;
// Apply removes them before setting the URL's own.
func TestApplyReplaces(t *testing.T) {
	s := new(credentials.Set)
	if err := s.Add("https://a.example/", credentials.Header("X-Token", "a")); err != nil {
		t.Fatal(err)
	}
	req, _ := http.NewRequest(http.MethodGet, "https://b.example/", nil)
	req.Header.Set("Authorization", "Bearer stale")
	req.Header.Set("X-Token", "stale")
	req.Header.Set("Accept", "application/json")
	if s.Apply(req) {
		t.Error("Apply set a credential for b.example")
	}
	if diff := cmp.Diff(http.Header{"Accept": {"application/json"}}, req.Header); diff != "" {
		t.Errorf("headers after Apply (-want +got):\n%s", diff)
	}
	var nilSet *credentials.Set
	if nilSet.Apply(req) || !nilSet.For(req.URL).IsZero() || nilSet.Len() != 0 {
		t.Error("a nil Set is not empty")
	}
}

// TestNeverPrinted: no way of printing a Credential or a Set shows a
// secret or a user name.
func TestNeverPrinted(t *testing.T) {
	s := new(credentials.Set)
	_ = s.Add("https://a.example/", credentials.Bearer("SECRET1"))
	_ = s.Add("https://b.example/", credentials.Basic("USERNAME", "SECRET2"))
	_ = s.Add("https://c.example/", credentials.Header("X-Key", "SECRET3"))
	_, _ = s.AddFromURL("https://USERNAME:SECRET4@d.example/")
	s.AddNetrc([]byte("machine e.example login USERNAME password SECRET5"))
	type holder struct {
		c credentials.Credential
		C credentials.Credential
		s *credentials.Set
	}
	c := credentials.Bearer("SECRET6")
	var out []string
	for _, v := range []any{s, c, &c, holder{c, c, s}, []credentials.Credential{c}} {
		for _, verb := range []string{"%v", "%+v", "%#v", "%s", "%q"} {
			out = append(out, fmt.Sprintf(verb, v))
		}
	}
	all := strings.Join(out, "\n")
	for _, secret := range []string{"SECRET", "USERNAME", b64("USERNAME:SECRET2")} {
		if strings.Contains(all, secret) {
			t.Errorf("printed %q:\n%s", secret, all)
		}
	}
	if !strings.Contains(s.String(), "https://a.example/ (bearer") {
		t.Errorf("String() = %q, want the prefixes and kinds", s.String())
	}
}

func b64(s string) string {
	req, _ := http.NewRequest(http.MethodGet, "http://x/", nil)
	user, pw, _ := strings.Cut(s, ":")
	req.SetBasicAuth(user, pw)
	return strings.TrimPrefix(req.Header.Get("Authorization"), "Basic ")
}
