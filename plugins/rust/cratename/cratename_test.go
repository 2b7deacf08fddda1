package cratename

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in      string
		want    Ref
		wantErr bool
	}{
		{in: "serde", want: Ref{Crate: "serde"}},
		{in: "serde-json", want: Ref{Crate: "serde-json"}},
		{in: "tokio::sync::mpsc", want: Ref{Crate: "tokio", Module: "sync::mpsc"}},
		{in: "", wantErr: true},
		{in: "../etc", wantErr: true},
		{in: "a/b", wantErr: true},
		{in: "1abc", wantErr: true},
		{in: "_x", wantErr: true},
		{in: "serde json", wantErr: true},
		{in: "serde;rm -rf", wantErr: true},
		{in: "tokio::", wantErr: true},
		{in: "tokio::sync::..", wantErr: true},
		{in: "naïve", wantErr: true},
		{in: "a\x00b", wantErr: true},
		{in: strings.Repeat("a", 65), wantErr: true},
		{in: strings.Repeat("a", 1<<20), wantErr: true},
	}
	for _, tt := range tests {
		got, err := Parse(tt.in)
		if (err != nil) != tt.wantErr {
			t.Errorf("Parse(%.30q) err = %v, want error %v", tt.in, err, tt.wantErr)
			continue
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Parse(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}

func TestSame(t *testing.T) {
	if !Same("serde-json", "serde_json") || !Same("Serde", "serde") || Same("serde", "serde_json") {
		t.Error("Same disagrees with Cargo's name equivalence")
	}
}
