package pyname

import (
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	tests := []struct {
		name string
		ok   bool
	}{
		{"requests", true},
		{"PyYAML", true},
		{"zope.interface", true},
		{"python-dateutil", true},
		{"requests.adapters", true},
		{"os.path", true},
		{"_thread", true}, // an import name, not a dist name
		{"a", true},
		{"", false},
		{"../etc", false},
		{"a/b", false},
		{"x; rm -rf /", false},
		{"$(id)", false},
		{"`id`", false},
		{"-rf", false},
		{"name-", false},
		{"na me", false},
		{"pkg\x00", false},
		{"naïve", false},
		{strings.Repeat("a", MaxLen), true},
		{strings.Repeat("a", 1<<20), false},
	}
	for _, tt := range tests {
		err := Check(tt.name)
		if (err == nil) != tt.ok {
			t.Errorf("Check(%.40q) = %v, want ok=%v", tt.name, err, tt.ok)
		}
		if err != nil && len(err.Error()) > 600 {
			t.Errorf("Check(%.40q): error of %d bytes echoes the input", tt.name, len(err.Error()))
		}
	}
}

func TestNormalize(t *testing.T) {
	for in, want := range map[string]string{
		"Flask": "flask", "zope.interface": "zope-interface", "A__b-.C": "a-b-c", "": "",
		"python_dateutil": "python-dateutil",
	} {
		if got := Normalize(in); got != want {
			t.Errorf("Normalize(%q) = %q, want %q", in, got, want)
		}
	}
	if got := ImportGuess("python-dateutil"); got != "python_dateutil" {
		t.Errorf("ImportGuess = %q", got)
	}
}

func TestCheckSymbol(t *testing.T) {
	for s, ok := range map[string]bool{"Session.get": true, "get": true, "": false, "a..b": false, "a b": false, strings.Repeat("x.", 200): false} {
		if (CheckSymbol(s) == nil) != ok {
			t.Errorf("CheckSymbol(%.30q) ok=%v", s, !ok)
		}
	}
}
