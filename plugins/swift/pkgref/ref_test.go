package pkgref

import (
	"errors"
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
