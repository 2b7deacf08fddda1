package golang

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRepoURL: well-known hosts, and gopkg.in by its stated rule
// (gopkg.in/yaml.v3, whose README names github.com/go-yaml/yaml, had no
// Repository link). A host of its own gets none: only its go-import
// meta tag, over the network, says where the code is.
func TestRepoURL(t *testing.T) {
	tests := map[string]struct{ mod, want string }{
		"empty":             {},
		"github":            {mod: "github.com/google/uuid", want: "https://github.com/google/uuid"},
		"github subdir":     {mod: "github.com/aws/aws-sdk-go-v2/service/ec2", want: "https://github.com/aws/aws-sdk-go-v2"},
		"github owner only": {mod: "github.com/google"},
		"x":                 {mod: "golang.org/x/perf", want: "https://github.com/golang/perf"},
		"gopkg.in":          {mod: "gopkg.in/yaml.v3", want: "https://github.com/go-yaml/yaml"},
		"gopkg.in user":     {mod: "gopkg.in/src-d/go-git.v4", want: "https://github.com/src-d/go-git"},
		"gopkg.in no major": {mod: "gopkg.in/yaml"},
		"gopkg.in too deep": {mod: "gopkg.in/a/b/c.v1"},
		"vanity":            {mod: "go.uber.org/zap"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, repoURL(tc.mod)); diff != "" {
				t.Errorf("repoURL(%q) (-want +got):\n%s", tc.mod, diff)
			}
		})
	}
}
