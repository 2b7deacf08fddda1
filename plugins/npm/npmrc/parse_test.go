package npmrc

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParse(t *testing.T) {
	env := map[string]string{"TOKEN": "s3cret", "EMPTY": ""}
	getenv := func(k string) (string, bool) { v, ok := env[k]; return v, ok }
	tests := map[string]struct {
		in   string
		want []Entry
	}{
		"zero": {"", nil},
		"basic": {"registry=https://r.invalid/\n; comment\n# comment\n\n  fund = false  ",
			[]Entry{{"registry", "https://r.invalid/"}, {"fund", "false"}}},
		"nerf dart token": {"//r.invalid/api/npm/:_authToken=${TOKEN}",
			[]Entry{{"//r.invalid/api/npm/:_authToken", "s3cret"}}},
		"unset env kept":    {"a=${NOPE}", []Entry{{"a", "${NOPE}"}}},
		"unset env ?":       {"a=x${NOPE?}y", []Entry{{"a", "xy"}}},
		"set empty env":     {"a=${EMPTY}", []Entry{{"a", ""}}},
		"escaped env":       {`a=\${TOKEN}`, []Entry{{"a", "${TOKEN}"}}},
		"double escape":     {`a=\\${TOKEN}`, []Entry{{"a", "${TOKEN}"}}}, // ini reads \\ as \ first, as npm does
		"triple escape":     {`a=\\\\${TOKEN}`, []Entry{{"a", `\s3cret`}}},
		"env in key":        {"//${TOKEN}/:_auth=x", []Entry{{"//s3cret/:_auth", "x"}}},
		"double quoted":     {`a="x;y # z"`, []Entry{{"a", "x;y # z"}}},
		"json escapes":      {`a="x\ty"`, []Entry{{"a", "x\ty"}}},
		"single quoted":     {`a='x;y'`, []Entry{{"a", "x;y"}}},
		"inline comment":    {"a=b ; c", []Entry{{"a", "b"}}},
		"escaped semicolon": {`a=b\;c`, []Entry{{"a", "b;c"}}},
		"no value":          {"strict-ssl", []Entry{{"strict-ssl", "true"}}},
		"array":             {"ca[]=x\nca[]=y", []Entry{{"ca", "x"}, {"ca", "y"}}},
		"section":           {"[s]\nk=v", []Entry{{"s.k", "v"}}},
		"equals in value":   {"_auth=dXNlcjpwYXNz==", []Entry{{"_auth", "dXNlcjpwYXNz=="}}},
		"bom":               {"\ufeffa=b", []Entry{{"a", "b"}}},
		"crlf":              {"a=b\r\nc=d\r\n", []Entry{{"a", "b"}, {"c", "d"}}},
		"empty key":         {"=x", nil},
		"scope registry":    {"@my:registry=https://r.invalid/my/", []Entry{{"@my:registry", "https://r.invalid/my/"}}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			got, err := Parse([]byte(tc.in), getenv)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Fatalf("-want +got\n%s", d)
			}
		})
	}
	if _, err := Parse([]byte(strings.Repeat("a", MaxFileSize+1)), nil); err == nil {
		t.Fatal("oversized npmrc accepted")
	}
}

// FuzzParse: never panics, and everything it returns came from a line with
// a key (no empty keys), with no unexpanded variable the environment has.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"a=b", "//h/:_authToken=${T}", "[x]\ny=\"z\"", `a=\\\${T?}`, "a='b", "a=\"\\u00\""} {
		f.Add(s)
	}
	getenv := func(k string) (string, bool) {
		if k == "T" {
			return "tok", true
		}
		return "", false
	}
	f.Fuzz(func(t *testing.T, in string) {
		entries, err := Parse([]byte(in), getenv)
		if err != nil {
			return
		}
		for _, e := range entries {
			if e.Key == "" {
				t.Fatalf("empty key from %q", in)
			}
		}
	})
}
