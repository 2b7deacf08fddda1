package gateway

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

func TestProviderTool(t *testing.T) {
	obj := json.RawMessage(`{"type":"object","properties":{"q":{"type":"string"}}}`)
	tests := []struct {
		name    string
		tool    sdk.Tool
		wantErr string
		ro      bool
	}{
		{"read-only", sdk.Tool{Name: "get_doc", Description: "d", InputSchema: obj, ReadOnly: true}, "", true},
		{"not read-only gets cautious hints", sdk.Tool{Name: "do_thing", Description: "d", InputSchema: obj}, "", false},
		{"bad name", sdk.Tool{Name: "Bad Name", InputSchema: obj}, "name must match", false},
		{"missing schema", sdk.Tool{Name: "x"}, "missing", false},
		{"non-object schema", sdk.Tool{Name: "x", InputSchema: json.RawMessage(`{"type":"string"}`)}, `want "object"`, false},
		{"not JSON", sdk.Tool{Name: "x", InputSchema: json.RawMessage(`{`)}, "not a JSON object", false},
		{"does not compile", sdk.Tool{Name: "x", InputSchema: json.RawMessage(`{"type":"object","properties":{"a":{"type":"nope"}}}`)}, "compile", false},
		{"remote ref refused", sdk.Tool{Name: "x", InputSchema: json.RawMessage(`{"type":"object","$ref":"https://example.com/s.json"}`)}, "compile", false},
		{"bad output schema", sdk.Tool{Name: "x", InputSchema: obj, OutputSchema: json.RawMessage(`[]`)}, "output schema", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mt, err := providerTool(tt.tool)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want it to contain %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if *mt.Annotations.ReadOnlyHint != tt.ro || *mt.Annotations.DestructiveHint == tt.ro {
				t.Errorf("annotations = %+v, read-only %v", mt.Annotations, tt.ro)
			}
		})
	}
}
