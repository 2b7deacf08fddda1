package sdk

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
)

func TestSplitNameVersion(t *testing.T) {
	tests := []struct {
		in, name, version string
	}{
		{"", "", ""},
		{"pkg", "pkg", ""},
		{"pkg@1.2.3", "pkg", "1.2.3"},
		{"pkg@^1.2", "pkg", "^1.2"},
		{"pkg@latest", "pkg", "latest"},
		{"pkg@", "pkg", ""},
		{"@scope/pkg", "@scope/pkg", ""},
		{"@scope/pkg@1.2", "@scope/pkg", "1.2"},
		{"@scope/pkg@", "@scope/pkg", ""},
		{"@", "@", ""},
		{"@@1", "@", "1"},
		{"golang.org/x/net@v0.1.0", "golang.org/x/net", "v0.1.0"},
		{"a@b@c", "a@b", "c"},
	}
	for _, tt := range tests {
		name, version := SplitNameVersion(tt.in)
		if diff := cmp.Diff([]string{tt.name, tt.version}, []string{name, version}); diff != "" {
			t.Errorf("SplitNameVersion(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}

func FuzzSplitNameVersion(f *testing.F) {
	for _, s := range []string{"", "pkg", "@scope/pkg@1.2", "@scope/pkg", "a@b@c", "@"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		name, version := SplitNameVersion(s)
		switch {
		case strings.Contains(version, "@"):
			t.Fatalf("SplitNameVersion(%q): version %q holds an @", s, version)
		case name == s && version == "":
		case name+"@"+version == s && name != "":
		default:
			t.Fatalf("SplitNameVersion(%q) = %q, %q: does not rebuild s", s, name, version)
		}
		if strings.HasPrefix(s, "@") && !strings.HasPrefix(name, "@") {
			t.Fatalf("SplitNameVersion(%q) = %q: the scope's @ left the name", s, name)
		}
	})
}

func TestKeyValueArgs(t *testing.T) {
	tests := []struct {
		name  string
		words []string
		want  string
		err   string
	}{
		{name: "nil", want: `{}`},
		{name: "string", words: []string{"package=zod"}, want: `{"package":"zod"}`},
		{name: "number", words: []string{"limit=10", "score=-1.5e3"}, want: `{"limit":10,"score":-1.5e3}`},
		{name: "booleans", words: []string{"fuzzy=true", "deep=false"}, want: `{"deep":false,"fuzzy":true}`},
		{name: "array", words: []string{"names=[\"a\",\"b\"]"}, want: `{"names":["a","b"]}`},
		{name: "object", words: []string{`ctx={"a":1}`}, want: `{"ctx":{"a":1}}`},
		{name: "broken array stays a string", words: []string{"x=[1,"}, want: `{"x":"[1,"}`},
		{name: "empty value", words: []string{"version="}, want: `{"version":""}`},
		{name: "equals in value", words: []string{"q=a=b"}, want: `{"q":"a=b"}`},
		{name: "later wins", words: []string{"a=1", "a=2"}, want: `{"a":2}`},
		{name: "version-like", words: []string{"version=1.2.3"}, want: `{"version":"1.2.3"}`},
		{name: "leading zero", words: []string{"id=007"}, want: `{"id":"007"}`},
		{name: "plus", words: []string{"v=+1"}, want: `{"v":"+1"}`},
		{name: "bare fraction", words: []string{"v=.5"}, want: `{"v":".5"}`},
		{name: "NaN", words: []string{"name=NaN"}, want: `{"name":"NaN"}`},
		{name: "infinity", words: []string{"name=infinity"}, want: `{"name":"infinity"}`},
		{name: "underscores", words: []string{"v=1_000"}, want: `{"v":"1_000"}`},
		{name: "hex", words: []string{"v=0x1p4"}, want: `{"v":"0x1p4"}`},
		{name: "spaces", words: []string{"v= 1"}, want: `{"v":" 1"}`},
		{name: "too large", words: []string{"v=1e400"}, want: `{"v":"1e400"}`},
		{name: "quoted", words: []string{`v="x"`}, want: `{"v":"\"x\""}`},
		{name: "null stays a string", words: []string{"v=null"}, want: `{"v":"null"}`},
		{name: "no equals", words: []string{"package"}, err: `argument "package": want key=value`},
		{name: "empty key", words: []string{"=x"}, err: `argument "=x": want key=value`},
		{name: "empty word", words: []string{""}, err: `want key=value`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := KeyValueArgs(tt.words)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("KeyValueArgs(%q) error %v, want %q", tt.words, err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("KeyValueArgs(%q) = %s, want %s", tt.words, got, tt.want)
			}
		})
	}
}

func FuzzKeyValueArgs(f *testing.F) {
	f.Add("package", "zod")
	f.Add("limit", "10")
	f.Add("x", "007")
	f.Add("x", "[1,2]")
	f.Add("x", `{"a":1}`)
	f.Fuzz(func(t *testing.T, key, value string) {
		if key == "" || strings.Contains(key, "=") || !utf8.ValidString(key) {
			t.Skip() // not a key=value word; JSON would mend the key
		}
		got, err := KeyValueArgs([]string{key + "=" + value})
		if err != nil {
			t.Fatalf("KeyValueArgs(%q=%q): %v", key, value, err)
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(got, &m); err != nil {
			t.Fatalf("KeyValueArgs(%q=%q) = %s: not a JSON object: %v", key, value, got, err)
		}
		raw, ok := m[key]
		if !ok || len(m) != 1 {
			t.Fatalf("KeyValueArgs(%q=%q) = %s: want exactly the key", key, value, got)
		}
		// A value that is not JSON is the string itself, byte for byte
		// when it is valid UTF-8.
		var s string
		if json.Unmarshal(raw, &s) == nil && utf8.ValidString(value) && s != value {
			t.Fatalf("KeyValueArgs(%q=%q): string value came back as %q", key, value, s)
		}
	})
}
