package gateway

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/mcp"
)

func TestResourceURIRoundTrip(t *testing.T) {
	tests := map[string]struct {
		u    ResourceURI
		want string
	}{
		"plain":                 {ResourceURI{Ecosystem: "npm", Package: "lodash"}, "pkgdocs://npm/lodash"},
		"version":               {ResourceURI{Ecosystem: "npm", Package: "lodash", Version: "4.17.21"}, "pkgdocs://npm/lodash@4.17.21"},
		"scoped npm":            {ResourceURI{Ecosystem: "npm", Package: "@scope/pkg", Version: "1.2.3"}, "pkgdocs://npm/%40scope%2Fpkg@1.2.3"},
		"scoped npm no version": {ResourceURI{Ecosystem: "npm", Package: "@types/node"}, "pkgdocs://npm/%40types%2Fnode"},
		"range and tag":         {ResourceURI{Ecosystem: "npm", Package: "react", Version: "^18.2.0 || >=19"}, "pkgdocs://npm/react@%5E18.2.0%20%7C%7C%20%3E%3D19"},
		"build metadata":        {ResourceURI{Ecosystem: "npm", Package: "x", Version: "1.0.0-rc.1+build.5"}, "pkgdocs://npm/x@1.0.0-rc.1%2Bbuild.5"},
		"go import path":        {ResourceURI{Ecosystem: "go", Package: "golang.org/x/mod/semver", Version: "v0.20.0"}, "pkgdocs://go/golang.org%2Fx%2Fmod%2Fsemver@v0.20.0"},
		"go major suffix":       {ResourceURI{Ecosystem: "go", Package: "github.com/Foo/bar/v2"}, "pkgdocs://go/github.com%2FFoo%2Fbar%2Fv2"},
		"symbol":                {ResourceURI{Ecosystem: "go", Package: "net/http", Version: "go1.22", Symbol: "Client.Do"}, "pkgdocs://go/net%2Fhttp@go1.22/symbol/Client.Do"},
		"symbol no version":     {ResourceURI{Ecosystem: "rust", Package: "serde", Symbol: "de::Deserialize"}, "pkgdocs://rust/serde/symbol/de%3A%3ADeserialize"},
		"doc path":              {ResourceURI{Ecosystem: "mdfolder", Package: "acme-widgets", Version: "1.4.2", Path: "guides/theming.md"}, "pkgdocs://mdfolder/acme-widgets@1.4.2/doc/guides/theming.md"},
		"doc path odd chars":    {ResourceURI{Ecosystem: "npm", Package: "@a/b", Path: "docs/Q&A #1.md"}, "pkgdocs://npm/%40a%2Fb/doc/docs/Q%26A%20%231.md"},
		"python extras":         {ResourceURI{Ecosystem: "python", Package: "requests[socks]"}, "pkgdocs://python/requests%5Bsocks%5D"},
		"dashed ecosystem":      {ResourceURI{Ecosystem: "my-reg", Package: "x"}, "pkgdocs://my-reg/x"},
		"unicode":               {ResourceURI{Ecosystem: "swift", Package: "Ünï", Symbol: "ƒ"}, "pkgdocs://swift/%C3%9Cn%C3%AF/symbol/%C6%92"},
	}
	templates := templateRegexps(t)
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			got := tc.u.String()
			if got != tc.want {
				t.Errorf("String() = %q, want %q", got, tc.want)
			}
			back, err := ParseResourceURI(got)
			if err != nil {
				t.Fatalf("ParseResourceURI(%q): %v", got, err)
			}
			if diff := cmp.Diff(tc.u, back); diff != "" {
				t.Errorf("round trip (-want +got):\n%s", diff)
			}
			if n := matchingTemplates(templates, got); n != 1 {
				t.Errorf("%q matches %d templates, want exactly 1", got, n)
			}
		})
	}
}

func TestParseResourceURIErrors(t *testing.T) {
	tests := map[string]struct{ uri, want string }{
		"empty":                {"", "not a pkgdocs:// URI"},
		"other scheme":         {"file:///x", "not a pkgdocs:// URI"},
		"no package":           {"pkgdocs://npm", "want pkgdocs://{ecosystem}/{package}"},
		"empty package":        {"pkgdocs://npm/", "package is empty"},
		"upper-case ecosystem": {"pkgdocs://NPM/x", "lower-case ecosystem"},
		"raw scoped name":      {"pkgdocs://npm/@scope/pkg@1.0.0", "%40scope%2Fpkg"},
		"raw slash in go path": {"pkgdocs://go/golang.org/x/mod", "want /symbol/{symbol} or /doc/{path}, not /x; if \"x\" is part of the package name, percent-encode its slashes: pkgdocs://go/golang.org%2Fx%2Fmod"},
		// github.com/muesli/termenv read as a resource, as an agent
		// writes it from the template by hand.
		"raw slashes before a symbol": {"pkgdocs://go/github.com/muesli/termenv@v0.15.2/symbol/ColorProfile",
			"percent-encode its slashes: pkgdocs://go/github.com%2Fmuesli%2Ftermenv@v0.15.2/symbol/ColorProfile"},
		"bad escape":             {"pkgdocs://npm/a%zz", "bad escape"},
		"truncated escape":       {"pkgdocs://npm/a%4", "bad escape"},
		"raw space":              {"pkgdocs://npm/a b", "must be percent-encoded"},
		"empty version":          {"pkgdocs://npm/a@", "version is empty"},
		"empty symbol":           {"pkgdocs://npm/a/symbol/", "symbol is empty"},
		"control char":           {"pkgdocs://npm/a%07b", "control character"},
		"not utf-8":              {"pkgdocs://npm/a%FF", "not UTF-8"},
		"dotdot via escape":      {"pkgdocs://npm/a/doc/..%2Fetc%2Fpasswd", "without . or .. elements"},
		"dotdot raw":             {"pkgdocs://npm/a/doc/docs/../../x", "without . or .. elements"},
		"absolute doc path":      {"pkgdocs://npm/a/doc//etc/passwd", "without . or .. elements"},
		"query":                  {"pkgdocs://npm/a/doc/x.md?raw=1", "must be percent-encoded"},
		"fragment":               {"pkgdocs://npm/a#readme", "must be percent-encoded"},
		"unknown tail":           {"pkgdocs://npm/a/readme", "not /readme"},
		"padded package":         {"pkgdocs://npm/%20a", "leading or trailing spaces"},
		"over-long package name": {"pkgdocs://npm/" + strings.Repeat("a", maxNameLen+1), "over the 512 limit"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			u, err := ParseResourceURI(tc.uri)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("ParseResourceURI(%q) = %+v, %v; want error containing %q", tc.uri, u, err, tc.want)
			}
		})
	}
}

// FuzzResourceURI checks that whatever parses prints back to a URI that
// parses to the same value and that exactly one registered template
// routes, so the parser and mcp-go's matching never disagree.
func FuzzResourceURI(f *testing.F) {
	for _, s := range []string{"pkgdocs://npm/%40scope%2Fpkg@1.2.3", "pkgdocs://go/net%2Fhttp/symbol/Client.Do", "pkgdocs://mdfolder/a@1/doc/guides/x.md", "pkgdocs://npm/a,b@~1", "pkgdocs://x/y@z/doc/a:b/@c"} {
		f.Add(s)
	}
	templates := templateRegexps(f)
	f.Fuzz(func(t *testing.T, s string) {
		u, err := ParseResourceURI(s)
		if err != nil {
			return
		}
		out := u.String()
		back, err := ParseResourceURI(out)
		if err != nil {
			t.Fatalf("%q parsed to %+v, printed %q, which does not parse: %v", s, u, out, err)
		}
		if back != u {
			t.Fatalf("round trip of %q: %+v then %+v", s, u, back)
		}
		if n := matchingTemplates(templates, out); n != 1 {
			t.Fatalf("%q matches %d templates", out, n)
		}
		if n := matchingTemplates(templates, s); n != 1 {
			t.Fatalf("parsed input %q matches %d templates", s, n)
		}
	})
}

type regexper interface{ MatchString(string) bool }

func templateRegexps(tb testing.TB) []regexper {
	tb.Helper()
	g := &Gateway{}
	var out []regexper
	for _, st := range g.resourceTemplates() {
		out = append(out, st.Template.URITemplate.Regexp())
	}
	if len(out) != 6 {
		tb.Fatalf("%d templates", len(out))
	}
	return out
}

func matchingTemplates(ts []regexper, s string) int {
	n := 0
	for _, re := range ts {
		if re.MatchString(s) {
			n++
		}
	}
	return n
}

func TestNotFoundRewriteMatchesNoTemplate(t *testing.T) {
	templates := templateRegexps(t)
	for _, uri := range []string{"pkgdocs://npm/x", "pkgdocs://npm/x@1/doc/a/b.md"} {
		bad := uri + " (not found: package \"x\" not found)"
		if n := matchingTemplates(templates, bad); n != 0 {
			t.Errorf("%q matches %d templates; mcp-go would call a handler instead of answering not found", bad, n)
		}
	}
}

func TestCursor(t *testing.T) {
	for _, n := range []int{0, 1, 50, 12345} {
		got, ok := decodeCursor(encodeCursor(n))
		if !ok || got != n {
			t.Errorf("cursor %d round trip = %d, %v", n, got, ok)
		}
	}
	tests := map[string]struct {
		c      mcp.Cursor
		offset int
		ok     bool
	}{
		"none":           {"", 0, true},
		"not base64":     {"%%%", 0, false},
		"other base64":   {"aGVsbG8=", 0, false},
		"negative":       {mcp.Cursor("cGtnZG9jcy1kZXBzLzEvLTE="), 0, false}, // pkgdocs-deps/1/-1
		"not a number":   {mcp.Cursor("cGtnZG9jcy1kZXBzLzEveA=="), 0, false}, // pkgdocs-deps/1/x
		"mcp-go's style": {mcp.Cursor("c29tZS1uYW1l"), 0, false},             // some-name
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			offset, ok := decodeCursor(tc.c)
			if offset != tc.offset || ok != tc.ok {
				t.Errorf("decodeCursor(%q) = %d, %v; want %d, %v", tc.c, offset, ok, tc.offset, tc.ok)
			}
		})
	}
}
