package cargoreq

import "testing"

var published = []Candidate{
	{Version: "0.1.0"}, {Version: "0.2.3"}, {Version: "0.2.9"}, {Version: "0.3.0"},
	{Version: "0.0.3"}, {Version: "0.0.4"},
	{Version: "1.0.0"}, {Version: "1.2.0"}, {Version: "1.2.7"}, {Version: "1.3.1"}, {Version: "1.4.0", Yanked: true},
	{Version: "2.0.0-beta.1"}, {Version: "2.0.0-beta.2"},
}

func TestBest(t *testing.T) {
	tests := []struct {
		req, want string
	}{
		{"", "1.3.1"},
		{"*", "1.3.1"},
		{"1", "1.3.1"},
		{"1.2", "1.3.1"}, // bare = caret
		{"^1.2", "1.3.1"},
		{"~1.2", "1.2.7"},
		{"=1.2.0", "1.2.0"},
		{"1.2.0", "1.3.1"}, // not exact, unlike the semver library
		{">=1, <1.3", "1.2.7"},
		{">=1,<1.3", "1.2.7"},
		{"0.2", "0.2.9"}, // ^0.2 is >=0.2.0 <0.3.0
		{"0.2.3", "0.2.9"},
		{"^0.0.3", "0.0.3"}, // ^0.0.3 is exactly 0.0.3
		{"0", "0.3.0"},
		{"1.*", "1.3.1"},
		{"1.4", ""}, // only 1.4.0, yanked
		{"2.0.0-beta.1", "2.0.0-beta.2"},
		{"3", ""},
	}
	for _, tt := range tests {
		r, err := Parse(tt.req)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.req, err)
			continue
		}
		if got := r.Best(published); got != tt.want {
			t.Errorf("Best(%q) = %q, want %q", tt.req, got, tt.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, s := range []string{"1 || 2", "abc", ">=1,", "^^1", string(make([]byte, 300))} {
		if _, err := Parse(s); err == nil {
			t.Errorf("Parse(%.20q) succeeded, want an error", s)
		}
	}
}

func TestExact(t *testing.T) {
	for req, want := range map[string]string{"=1.2.3": "1.2.3", "= 1.2.3": "1.2.3", "1.2.3": "", "=1.2": "", ">=1.2.3": ""} {
		r, err := Parse(req)
		if err != nil {
			t.Fatalf("Parse(%q): %v", req, err)
		}
		if got := r.Exact(); got != want {
			t.Errorf("Exact(%q) = %q, want %q", req, got, want)
		}
	}
}

func TestLatest(t *testing.T) {
	if got := Latest(published); got != "1.3.1" {
		t.Errorf("Latest = %q, want 1.3.1 (1.4.0 is yanked, 2.0 pre-release)", got)
	}
	if got := Latest([]Candidate{{Version: "2.0.0-rc.1"}}); got != "2.0.0-rc.1" {
		t.Errorf("Latest of pre-releases only = %q", got)
	}
	if got := Latest(nil); got != "" {
		t.Errorf("Latest(nil) = %q", got)
	}
}
