package pkgref

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in   string
		want Ref
	}{
		{"https://github.com/apple/swift-argument-parser.git", Ref{Kind: URL, URL: "https://github.com/apple/swift-argument-parser.git", Identity: "swift-argument-parser", Owner: "apple", Repo: "swift-argument-parser"}},
		{"https://github.com/apple/swift-argument-parser", Ref{Kind: URL, URL: "https://github.com/apple/swift-argument-parser", Identity: "swift-argument-parser", Owner: "apple", Repo: "swift-argument-parser"}},
		{"https://gitlab.example.com/group/sub/Lib.git", Ref{Kind: URL, URL: "https://gitlab.example.com/group/sub/Lib.git", Identity: "lib"}},
		{"ssh://git@example.com:2222/team/Lib.git", Ref{Kind: URL, URL: "ssh://git@example.com:2222/team/Lib.git", Identity: "lib"}},
		{"git@github.com:Alamofire/Alamofire.git", Ref{Kind: URL, URL: "ssh://git@github.com/Alamofire/Alamofire.git", Identity: "alamofire", Owner: "Alamofire", Repo: "Alamofire"}},
		{"github.com/apple/swift-nio", Ref{Kind: URL, URL: "https://github.com/apple/swift-nio", Identity: "swift-nio", Owner: "apple", Repo: "swift-nio"}},
		{"apple/swift-nio", Ref{Kind: GitHub, URL: "https://github.com/apple/swift-nio.git", Identity: "swift-nio", Owner: "apple", Repo: "swift-nio",
			Alt: &Ref{Kind: Identity, Identity: "apple", Module: "swift-nio"}}},
		{"apple/swift-nio/NIOCore", Ref{Kind: GitHub, URL: "https://github.com/apple/swift-nio.git", Identity: "swift-nio", Owner: "apple", Repo: "swift-nio", Module: "NIOCore"}},
		{"swift-argument-parser", Ref{Kind: Identity, Identity: "swift-argument-parser"}},
		{"Swift-Argument-Parser/ArgumentParser", Ref{Kind: GitHub, URL: "https://github.com/Swift-Argument-Parser/ArgumentParser.git", Identity: "argumentparser",
			Owner: "Swift-Argument-Parser", Repo: "ArgumentParser", Alt: &Ref{Kind: Identity, Identity: "swift-argument-parser", Module: "ArgumentParser"}}},
		{"swift_argument_parser/ArgumentParser", Ref{Kind: Identity, Identity: "swift_argument_parser", Module: "ArgumentParser"}},
		{"mona.LinkedList", Ref{Kind: Identity, Identity: "mona.linkedlist", Scope: "mona", Name: "LinkedList"}},
		{"mona.LinkedList/LinkedList", Ref{Kind: Identity, Identity: "mona.linkedlist", Scope: "mona", Name: "LinkedList", Module: "LinkedList"}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := Parse(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Parse (-want +got):\n%s", diff)
			}
		})
	}
}

func TestParseRefuses(t *testing.T) {
	for _, in := range []string{
		"",
		"ext::sh -c touch% /tmp/pwned",
		"ext::sh",
		"--upload-pack=touch /tmp/pwned",
		"-oProxyCommand=evil",
		"file:///etc",
		"file:///etc/passwd",
		"http://github.com/apple/swift-nio.git",
		"git://github.com/apple/swift-nio.git",
		"fd::17",
		"https://user:token@github.com/a/b.git",
		"https://token@github.com/a/b.git",
		"https://github.com/a/b.git?x=1",
		"https://github.com/a/b.git#frag",
		"https://github.com/../etc",
		"https://github.com/a/..",
		"https://-oProxyCommand=x/a/b",
		"ssh://-oProxyCommand=x/a/b",
		"git@-oProxyCommand=x:a/b",
		"https://github.com/",
		"a b",
		"a\nb",
		"apple/swift-nio/..",
		"../etc",
		"..",
		"a/b/c/d",
		"ümlaut",
		"C:\\repo",
		strings.Repeat("a", 1<<20),
		"https://github.com/" + strings.Repeat("a", 1<<20),
	} {
		name := in
		if len(name) > 40 {
			name = name[:40]
		}
		t.Run(name, func(t *testing.T) {
			_, err := Parse(in)
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("Parse(%q) = %v, want *Error", name, err)
			}
		})
	}
}

// TestParseAtLimits parses references whose parts are as long as allowed,
// and one byte longer: the part is then refused, or the other reading of
// the reference is taken.
func TestParseAtLimits(t *testing.T) {
	r := strings.Repeat
	label63 := r("h", 63)
	tests := []struct {
		in   string
		want Ref // zero: refused
	}{
		// host labels: 63 bytes
		{"https://" + label63 + ".example.com/team/Lib.git", Ref{Kind: URL, URL: "https://" + label63 + ".example.com/team/Lib.git", Identity: "lib"}},
		{"https://h" + label63 + ".example.com/team/Lib.git", Ref{}},
		{"https://example." + label63 + "/team/Lib.git", Ref{Kind: URL, URL: "https://example." + label63 + "/team/Lib.git", Identity: "lib"}},
		{"https://example.h" + label63 + "/team/Lib.git", Ref{}},
		{"git@" + label63 + ":team/Lib.git", Ref{Kind: URL, URL: "ssh://git@" + label63 + "/team/Lib.git", Identity: "lib"}},
		{"git@h" + label63 + ":team/Lib.git", Ref{}},
		{label63 + ".com/team/Lib", Ref{Kind: URL, URL: "https://" + label63 + ".com/team/Lib", Identity: "lib"}},
		{"https://example.com./team/Lib.git", Ref{}},
		// path segments: 100 bytes
		{"https://example.com/team/" + r("s", 100), Ref{Kind: URL, URL: "https://example.com/team/" + r("s", 100), Identity: r("s", 100)}},
		{"https://example.com/team/" + r("s", 101), Ref{}},
		// ssh and scp user names: 64 bytes
		{"ssh://" + r("u", 64) + "@example.com/team/Lib.git", Ref{Kind: URL, URL: "ssh://" + r("u", 64) + "@example.com/team/Lib.git", Identity: "lib"}},
		{"ssh://" + r("u", 65) + "@example.com/team/Lib.git", Ref{}},
		{r("u", 64) + "@example.com:team/Lib.git", Ref{Kind: URL, URL: "ssh://" + r("u", 64) + "@example.com/team/Lib.git", Identity: "lib"}},
		{r("u", 65) + "@example.com:team/Lib.git", Ref{}},
		// GitHub owners: 39 bytes; past that, an identity/Module
		{r("o", 39) + "/Lib", Ref{Kind: GitHub, URL: "https://github.com/" + r("o", 39) + "/Lib.git", Identity: "lib", Owner: r("o", 39), Repo: "Lib",
			Alt: &Ref{Kind: Identity, Identity: r("o", 39), Module: "Lib"}}},
		{r("o", 40) + "/Lib", Ref{Kind: Identity, Identity: r("o", 40), Module: "Lib"}},
		// GitHub repositories: 100 bytes; past that, an identity/Module
		{"apple/" + r("R", 100), Ref{Kind: GitHub, URL: "https://github.com/apple/" + r("R", 100) + ".git", Identity: r("r", 100), Owner: "apple", Repo: r("R", 100),
			Alt: &Ref{Kind: Identity, Identity: "apple", Module: r("R", 100)}}},
		{"apple/" + r("R", 101), Ref{Kind: Identity, Identity: "apple", Module: r("R", 101)}},
		// identities and modules: 128 bytes
		{r("i", 128), Ref{Kind: Identity, Identity: r("i", 128)}},
		{r("i", 129), Ref{}},
		{"swift-nio/" + r("M", 128), Ref{Kind: Identity, Identity: "swift-nio", Module: r("M", 128)}},
		{"swift-nio/" + r("M", 129), Ref{}},
		{"apple/swift-nio/" + r("M", 128), Ref{Kind: GitHub, URL: "https://github.com/apple/swift-nio.git", Identity: "swift-nio", Owner: "apple", Repo: "swift-nio", Module: r("M", 128)}},
		{"apple/swift-nio/" + r("M", 129), Ref{}},
		// registry scopes (39 bytes) and names (100): past either, an identity only
		{r("s", 39) + ".Name", Ref{Kind: Identity, Identity: r("s", 39) + ".name", Scope: r("s", 39), Name: "Name"}},
		{r("s", 40) + ".Name", Ref{Kind: Identity, Identity: r("s", 40) + ".name"}},
		{"mona." + r("N", 100), Ref{Kind: Identity, Identity: "mona." + r("n", 100), Scope: "mona", Name: r("N", 100)}},
		{"mona." + r("N", 101), Ref{Kind: Identity, Identity: "mona." + r("n", 101)}},
	}
	for _, tt := range tests {
		name := tt.in
		if len(name) > 60 {
			name = name[:30] + "…" + name[len(name)-30:]
		}
		t.Run(name, func(t *testing.T) {
			got, err := Parse(tt.in)
			if tt.want.Kind == 0 {
				var e *Error
				if !errors.As(err, &e) {
					t.Fatalf("Parse = %+v, %v; want *Error", got, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Parse (-want +got):\n%s", diff)
			}
		})
	}
}

// TestShapesAsCountedRegexps checks each shape against the regexp with
// counted repetition it replaced, on strings around its length limit built
// from the bytes each class treats differently.
func TestShapesAsCountedRegexps(t *testing.T) {
	tests := []struct {
		name  string
		check func(string) bool
		was   string
	}{
		{"host", validHost, `^[A-Za-z0-9]([A-Za-z0-9-]{0,62})(\.[A-Za-z0-9]([A-Za-z0-9-]{0,62}))*$`},
		{"segment", pathSegment.match, `^[A-Za-z0-9_][A-Za-z0-9._~-]{0,99}$`},
		{"owner", ownerName.match, `^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$`},
		{"repo", repoName.match, `^[A-Za-z0-9_.-]{1,100}$`},
		{"identity", identityName.match, `^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$`},
		{"scope", scopeName.match, `^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$`},
		{"registry name", registryName.match, `^[A-Za-z0-9](?:[A-Za-z0-9_-]{0,99})$`},
		{"module", moduleName.match, `^[A-Za-z_][A-Za-z0-9_-]{0,127}$`},
		{"user", userName.match, `^[A-Za-z0-9_][A-Za-z0-9._-]{0,63}$`},
		{"scp", func(s string) bool { _, _, _, ok := scp(s); return ok }, `^([A-Za-z0-9_][A-Za-z0-9._-]{0,63})@([^:/]+):(.+)$`},
	}
	// Bytes each class admits or refuses, and the lengths around every limit.
	const bytes = "aZ09-_.~+@:/ \x00é"
	lengths := []int{0, 1, 2, 38, 39, 40, 62, 63, 64, 65, 99, 100, 101, 127, 128, 129, 200}
	var inputs []string
	for _, n := range lengths {
		for _, first := range bytes {
			for _, rest := range bytes {
				if n == 0 {
					inputs = append(inputs, "")
					continue
				}
				s := string(first) + strings.Repeat("a", max(n-2, 0))
				if n > 1 {
					s += string(rest)
				}
				inputs = append(inputs, s, strings.Repeat("b", n-1)+string(rest))
				// host names: labels of every length, joined by dots
				inputs = append(inputs, s+"."+strings.Repeat("c", n), "x."+s, s+".")
				// scp: users of every length
				inputs = append(inputs, s+"@host:team/Lib", s+"@h@st:a", "u@"+s+":a")
			}
		}
	}
	for _, tt := range tests {
		was := regexp.MustCompile(tt.was)
		for _, in := range inputs {
			if got, want := tt.check(in), was.MatchString(in); got != want {
				t.Errorf("%s: %q (%d bytes): got %v, the counted regexp says %v", tt.name, in, len(in), got, want)
			}
		}
	}
}

func TestIdentityOf(t *testing.T) {
	for in, want := range map[string]string{
		"https://github.com/apple/swift-nio.git": "swift-nio",
		"https://github.com/apple/Swift-NIO/":    "swift-nio",
		"git@github.com:Alamofire/Alamofire.git": "alamofire",
		"git@host:Repo.git":                      "repo",
		"/local/path/MyLib":                      "mylib",
	} {
		if got := IdentityOf(in); got != want {
			t.Errorf("IdentityOf(%q) = %q, want %q", in, got, want)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"apple/swift-nio", "https://github.com/a/b.git", "git@h:a/b", "ext::sh", "mona.LinkedList/X"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := Parse(s)
		if err != nil {
			return
		}
		if r.URL != "" && !strings.HasPrefix(r.URL, "https://") && !strings.HasPrefix(r.URL, "ssh://") {
			t.Fatalf("Parse(%q) gave URL %q", s, r.URL)
		}
		if strings.HasPrefix(r.URL, "-") || strings.Contains(r.URL, "::") {
			t.Fatalf("Parse(%q) gave URL %q", s, r.URL)
		}
	})
}
