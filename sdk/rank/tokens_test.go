package rank

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParts(t *testing.T) {
	tests := map[string][]string{
		"":                nil,
		"x":               {"x"},
		"readFile":        {"read", "File"},
		"readFileSync":    {"read", "File", "Sync"},
		"NewClient":       {"New", "Client"},
		"HTTPServer":      {"HTTP", "Server"},
		"ServeHTTP":       {"Serve", "HTTP"},
		"read_file":       {"read", "file"},
		"__init__":        {"init"},
		"utf8Decode":      {"utf", "8", "Decode"},
		"base64":          {"base", "64"},
		"SCREAMING_SNAKE": {"SCREAMING", "SNAKE"},
		"ÜberFile":        {"Über", "File"},
	}
	for in, want := range tests {
		if diff := cmp.Diff(want, parts(in)); diff != "" {
			t.Errorf("parts(%q) (-want +got):\n%s", in, diff)
		}
	}
}

func TestTerms(t *testing.T) {
	tests := map[string][]string{
		"readFileSync(path)": {"readfilesync", "read", "file", "sync", "path"},
		"Options":            {"option"},
		"libraries":          {"librari"}, // Porter2; "library" stems the same
		"class status":       {"class", "status"},
		"fs.read_file":       {"fs", "readfile", "read", "file"},
		"":                   nil,
	}
	for in, want := range tests {
		var got []string
		textTerms(in, func(s string) { got = append(got, s) })
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("terms(%q) (-want +got):\n%s", in, diff)
		}
	}
}

func TestFoldAndLast(t *testing.T) {
	for in, want := range map[string]string{"read_file": "readfile", "Read-File": "readfile", "fs.readFile": "fsreadfile", "": ""} {
		if got := fold(in); got != want {
			t.Errorf("fold(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{"Client.Do": "Do", "Vec::new": "new", "Array#map": "map", "express/Router": "Router", "x": "x", "x.": "x.", "": ""} {
		if got := lastComponent(in); got != want {
			t.Errorf("lastComponent(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{"`useRef()`": "useRef", "readFile(path)": "readFile", "Vec<T>": "Vec", "$": "$", "()": ""} {
		if got := trimIdent(in); got != want {
			t.Errorf("trimIdent(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestDistance(t *testing.T) {
	tests := []struct {
		a, b string
		max  int
		want int
	}{
		{"", "", 2, 0},
		{"abc", "", 2, 3},
		{"abc", "", 5, 3},
		{"useeffect", "useeffect", 2, 0},
		{"useefect", "useeffect", 2, 1},  // deletion
		{"newcleint", "newclient", 2, 1}, // transposition
		{"readfiel", "readfile", 2, 1},   // transposition at the end
		{"usememo", "usmemo", 2, 1},      // deletion
		{"kitten", "sitting", 3, 3},      // classic
		{"kitten", "sitting", 2, 3},      // over max: max+1
		{"a", "abcdefgh", 2, 3},          // length gap over max
		{"ca", "abc", 3, 3},              // OSA (not full Damerau): 3
		{"größe", "grösse", 2, 2},        // runes, not bytes
		{"ファイル", "ファイ", 1, 1},
	}
	var buf []int
	for _, tc := range tests {
		if got := distance(tc.a, tc.b, tc.max, &buf); got != tc.want {
			t.Errorf("distance(%q, %q, %d) = %d, want %d", tc.a, tc.b, tc.max, got, tc.want)
		}
		if got := distance(tc.b, tc.a, tc.max, nil); got != tc.want {
			t.Errorf("distance(%q, %q, %d) = %d, want %d (swapped)", tc.b, tc.a, tc.max, got, tc.want)
		}
	}
}

func TestSnippet(t *testing.T) {
	long := strings.Repeat("filler words here ", 30) + "the cleanup function runs before setup " + strings.Repeat("more filler text ", 30)
	tests := []struct {
		name, text string
		want       map[string]bool
		check      func(t *testing.T, s string)
	}{
		{"short text whole", "Use  the\n\tcleanup.", map[string]bool{"cleanup": true}, func(t *testing.T, s string) {
			if s != "Use the cleanup." {
				t.Errorf("got %q", s)
			}
		}},
		{"empty", "", nil, func(t *testing.T, s string) {
			if s != "" {
				t.Errorf("got %q", s)
			}
		}},
		{"window around match", long, map[string]bool{"cleanup": true, "setup": true}, func(t *testing.T, s string) {
			if !strings.Contains(s, "cleanup function runs before setup") {
				t.Errorf("match not in snippet: %q", s)
			}
			if !strings.HasPrefix(s, "…") || !strings.HasSuffix(s, "…") {
				t.Errorf("cut ends not marked: %q", s)
			}
			if n := len(s); n > snippetWidth+2*maxWiden+10 {
				t.Errorf("snippet is %d bytes", n)
			}
		}},
		{"no match is the start", long, map[string]bool{"absent": true}, func(t *testing.T, s string) {
			if !strings.HasPrefix(s, "filler words") || strings.HasPrefix(s, "…") {
				t.Errorf("got %q", s)
			}
		}},
		{"no spaces stays bounded", strings.Repeat("x", 5000) + "needle" + strings.Repeat("y", 5000), map[string]bool{"needle": true}, func(t *testing.T, s string) {
			if len(s) > snippetWidth+2*maxWiden+10 {
				t.Errorf("snippet is %d bytes", len(s))
			}
		}},
		{"utf8 boundaries", strings.Repeat("é", 400) + " target " + strings.Repeat("ü", 400), map[string]bool{"target": true}, func(t *testing.T, s string) {
			if !strings.Contains(s, "target") || !utf8Valid(s) {
				t.Errorf("got %q", s)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { tc.check(t, snippet(tc.text, tc.want, snippetWidth, terms)) })
	}
}

func utf8Valid(s string) bool { return strings.ToValidUTF8(s, "\uFFFD") == s }
