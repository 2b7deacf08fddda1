package serve_test

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/providertest"
)

// completer answers Complete with a fixed completion.
type completer struct {
	bare
	c *sdk.Completion
}

func (p completer) Complete(context.Context, sdk.CompleteRequest) (*sdk.Completion, error) {
	return p.c, nil
}

// TestCompleteProjectValues checks that the count of project dependencies
// crosses gRPC and that neither side trusts a count beyond the values sent:
// the host lists exactly those values as the project's resources.
func TestCompleteProjectValues(t *testing.T) {
	tests := map[string]struct {
		sent, want *sdk.Completion
	}{
		"nil":          {nil, &sdk.Completion{}},
		"zero":         {&sdk.Completion{Values: []string{"a"}, Total: 1}, &sdk.Completion{Values: []string{"a"}, Total: 1}},
		"some":         {&sdk.Completion{Values: []string{"dep", "other"}, Total: 9, HasMore: true, ProjectValues: 1}, &sdk.Completion{Values: []string{"dep", "other"}, Total: 9, HasMore: true, ProjectValues: 1}},
		"over the top": {&sdk.Completion{Values: []string{"a", "b"}, ProjectValues: 5}, &sdk.Completion{Values: []string{"a", "b"}, ProjectValues: 2}},
		"negative":     {&sdk.Completion{Values: []string{"a"}, ProjectValues: -3}, &sdk.Completion{Values: []string{"a"}}},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			r := providertest.Connect(t, completer{c: tt.sent})
			got, err := r.Complete(t.Context(), sdk.CompleteRequest{Argument: "package", ProjectPath: "/p"})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("completion (-want +got):\n%s", diff)
			}
		})
	}
}
