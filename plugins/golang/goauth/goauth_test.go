package goauth

import (
	"net/url"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk/credentials"
)

func TestParse(t *testing.T) {
	tests := map[string]struct {
		in      string
		want    []Method
		wantErr bool
	}{
		"empty is netrc":  {in: "", want: []Method{{Kind: "netrc"}}},
		"off":             {in: "off", want: nil},
		"off combined":    {in: "off; netrc", wantErr: true},
		"git and netrc":   {in: "git /srv/repo ; netrc", want: []Method{{Kind: "git", Dir: "/srv/repo"}, {Kind: "netrc"}}},
		"git relative":    {in: "git repo", wantErr: true},
		"git without dir": {in: "git", wantErr: true},
		"command":         {in: "/usr/bin/helper --scope corp;netrc", want: []Method{{Kind: "command", Argv: []string{"/usr/bin/helper", "--scope", "corp"}}, {Kind: "netrc"}}},
		"command in PATH": {in: "helper", want: []Method{{Kind: "command", Argv: []string{"helper"}}}},
		"relative path":   {in: "bin/helper", wantErr: true},
		"empty entries":   {in: ";; netrc ;", want: []Method{{Kind: "netrc"}}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			got, err := Parse(tc.in)
			if (err != nil) != tc.wantErr {
				t.Fatalf("err = %v, want error %v", err, tc.wantErr)
			}
			if d := cmp.Diff(tc.want, got); d != "" && !tc.wantErr {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}

func TestAddSets(t *testing.T) {
	tests := map[string]struct {
		out     string
		want    map[string]string // request URL → credential kind
		wantErr string
	}{
		"nil": {out: "", want: map[string]string{"https://a.invalid/x": "no credential"}},
		"two sets, several URLs, Authorization preferred": {
			out: "https://a.invalid\nhttps://b.invalid/api/\n\nX-Trace: 1\nAuthorization: Basic dTpw\n\nhttps://c.invalid/\n\nPrivate-Token: t\n\n",
			want: map[string]string{
				"https://a.invalid/mod/@v/list": "header Authorization credential (redacted)",
				"https://b.invalid/api/m":       "header Authorization credential (redacted)",
				"https://b.invalid/other":       "no credential",
				"https://c.invalid/m":           "header Private-Token credential (redacted)",
				"https://d.invalid/m":           "no credential",
			},
		},
		"not https":      {out: "http://a.invalid/\n\nAuthorization: x\n\n", wantErr: "line 1 is not an https:// URL"},
		"userinfo":       {out: "https://u:p@a.invalid/\n\nAuthorization: x\n\n", wantErr: "line 1"},
		"bad header":     {out: "https://a.invalid/\n\nnot a header\n\n", wantErr: "line 3 is not an HTTP header"},
		"no final blank": {out: "https://a.invalid/\n\nAuthorization: Bearer t", want: map[string]string{"https://a.invalid/m": "header Authorization credential (redacted)"}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			set := &credentials.Set{}
			_, err := addSets([]byte(tc.out), set)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want %q", err, tc.wantErr)
				}
				if strings.Contains(err.Error(), "a.invalid") || strings.Contains(err.Error(), "Authorization: x") {
					t.Errorf("the error quotes the output: %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]string{}
			for u := range tc.want {
				pu, _ := url.Parse(u)
				got[u] = set.For(pu).String()
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}

func TestParseGitFill(t *testing.T) {
	tests := map[string]struct {
		out, asked string
		prefix     string
		wantErr    bool
	}{
		"protocol host path": {out: "protocol=https\nhost=git.corp.invalid\npath=mods\nusername=u\npassword=p\n", asked: "https://git.corp.invalid/mods/x", prefix: "https://git.corp.invalid/mods"},
		"url line":           {out: "url=https://git.corp.invalid/\nusername=u\npassword=p\n", asked: "https://git.corp.invalid/x", prefix: "https://git.corp.invalid/"},
		"nothing: the URL":   {out: "username=u\npassword=p\n", asked: "https://git.corp.invalid/x", prefix: "https://git.corp.invalid/x"},
		"another host":       {out: "protocol=https\nhost=evil.invalid\nusername=u\npassword=p\n", asked: "https://git.corp.invalid/x", wantErr: true},
		"http":               {out: "protocol=http\nhost=git.corp.invalid\nusername=u\npassword=p\n", asked: "https://git.corp.invalid/x", wantErr: true},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			prefix, user, pass, err := parseGitFill([]byte(tc.out), tc.asked)
			if (err != nil) != tc.wantErr {
				t.Fatalf("err = %v", err)
			}
			if !tc.wantErr && (prefix != tc.prefix || user != "u" || pass != "p") {
				t.Errorf("got %q %q, want prefix %q", prefix, user, tc.prefix)
			}
		})
	}
}
