package gateway

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestCanonicalEcosystem: language, the alias, becomes ecosystem on the
// host's two tools that take one; the same value twice is kept once; two
// values are an InvalidArgument; a provider's own tool keeps its
// arguments as they are.
func TestCanonicalEcosystem(t *testing.T) {
	tests := []struct {
		name string
		tool string
		args map[string]any
		want map[string]any
		code codes.Code
	}{
		{"nil", toolSearch, nil, nil, codes.OK},
		{"zero", toolSearch, map[string]any{}, map[string]any{}, codes.OK},
		{"ecosystem", toolSearch, map[string]any{"ecosystem": "go", "package": "fmt"}, map[string]any{"ecosystem": "go", "package": "fmt"}, codes.OK},
		{"language on search", toolSearch, map[string]any{"language": "go", "package": "fmt"}, map[string]any{"ecosystem": "go", "package": "fmt"}, codes.OK},
		{"language on check", toolCheck, map[string]any{"language": "npm"}, map[string]any{"ecosystem": "npm"}, codes.OK},
		{"both, the same but for case and spaces", toolCheck, map[string]any{"ecosystem": "go", "language": " Go"}, map[string]any{"ecosystem": "go"}, codes.OK},
		{"both, different", toolSearch, map[string]any{"ecosystem": "go", "language": "npm"}, map[string]any{"ecosystem": "go", "language": "npm"}, codes.InvalidArgument},
		{"language not a string: left for the schema", toolSearch, map[string]any{"ecosystem": "go", "language": 3.0}, map[string]any{"ecosystem": "go", "language": 3.0}, codes.OK},
		{"a provider's tool keeps its language", "list_go_packages", map[string]any{"language": "go"}, map[string]any{"language": "go"}, codes.OK},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := canonicalEcosystem(tt.tool, tt.args)
			if got := sdk.Code(err); got != tt.code {
				t.Fatalf("code = %v (%v), want %v", got, err, tt.code)
			}
			if d := cmp.Diff(tt.want, tt.args); d != "" {
				t.Errorf("args (-want +got):\n%s", d)
			}
		})
	}
}
