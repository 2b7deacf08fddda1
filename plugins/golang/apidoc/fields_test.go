package apidoc

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestFields(t *testing.T) {
	tests := map[string]struct {
		sig  string
		want []Field
	}{
		"nil":        {"", nil},
		"not a type": {"func F()", nil},
		"one line":   {"type T struct{ ... }", nil},
		"named type": {"type T int", nil},
		"struct": {"type T struct {\n\t// A is a.\n\tA, B int `json:\"a\"` // the a's\n\tio.Reader\n\t*Base\n\t// Has unexported fields.\n}", []Field{
			{Name: "A", Names: []string{"A", "B"}, Kind: KindField, Signature: "A, B int `json:\"a\"`", Doc: "A is a.\n\nthe a's"},
			{Name: "Reader", Names: []string{"Reader"}, Kind: KindEmbedded, Signature: "io.Reader"},
			{Name: "Base", Names: []string{"Base"}, Kind: KindEmbedded, Signature: "*Base"},
		}},
		"interface": {"type I interface {\n\t// Section.\n\n\t// Do does.\n\tDo(ctx context.Context) (<-chan int, error)\n\tfmt.Stringer\n\t~int | ~string\n\tList[T]\n}", []Field{
			{Name: "Do", Names: []string{"Do"}, Kind: KindMethod, Signature: "Do(ctx context.Context) (<-chan int, error)", Doc: "Do does."},
			{Name: "Stringer", Names: []string{"Stringer"}, Kind: KindEmbedded, Signature: "fmt.Stringer"},
			{Name: "List", Names: []string{"List"}, Kind: KindEmbedded, Signature: "List[T]"},
		}},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			got := Decl{Kind: KindType, Signature: tt.sig}.Fields()
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("Fields (-want +got):\n%s", d)
			}
		})
	}
	if got := (Decl{Kind: KindFunc, Signature: "func F(\n\ta int,\n)"}).Fields(); got != nil {
		t.Errorf("Fields of a func = %v, want nil", got)
	}
}
