package cli

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSplitCommand(t *testing.T) {
	tests := []struct {
		args     []string
		wantCmd  string
		wantRest []string
	}{
		{nil, "", nil},
		{[]string{}, "", []string{}},
		{[]string{"serve"}, "serve", []string{}},
		{[]string{"describe", "npm", "zod"}, "describe", []string{"npm", "zod"}},
		{[]string{"--no-cache", "describe", "npm", "zod"}, "describe", []string{"--no-cache", "npm", "zod"}},
		{[]string{"--plugins-dir", "describe", "version"}, "version", []string{"--plugins-dir", "describe"}},
		{[]string{"--plugins-dir=/x", "plugins", "--json"}, "plugins", []string{"--plugins-dir=/x", "--json"}},
		{[]string{"--log-file", "/tmp/l"}, "", []string{"--log-file", "/tmp/l"}},
		{[]string{"--", "describe"}, "", []string{"--", "describe"}},
	}
	for _, tt := range tests {
		cmd, rest := splitCommand(tt.args)
		if cmd != tt.wantCmd {
			t.Errorf("splitCommand(%q) command = %q, want %q", tt.args, cmd, tt.wantCmd)
		}
		if diff := cmp.Diff(tt.wantRest, rest); diff != "" {
			t.Errorf("splitCommand(%q) rest (-want +got):\n%s", tt.args, diff)
		}
	}
}
