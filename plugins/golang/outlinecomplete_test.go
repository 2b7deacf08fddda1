package golang

import (
	"context"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestDescribeOutlineComplete: a whole package's outline says it lists
// every exported name (sdk.Document.OutlineComplete) when no file left out
// for another platform declares one it lacks: the toolchain's runtime/race
// and time/tzdata (real packages that export nothing: documentation, and
// a blank import's side effect) and a module's package. Not syscall (names
// per system), a module root without a package, or a symbol's document.
func TestDescribeOutlineComplete(t *testing.T) {
	if goroot(t) == "" {
		t.Skip("no Go toolchain")
	}
	p := newProvider(t, world(t), "")
	tests := []struct {
		name    string
		ref     sdk.PackageRef
		symbol  string
		want    bool
		symbols bool
	}{
		{"exports nothing: documentation only", ref("runtime/race", "", ""), "", true, false},
		{"exports nothing: blank-import side effect", ref("time/tzdata", "", ""), "", true, false},
		{"a module's package", ref("example.com/uuid", "", ""), "", true, true},
		{"names only other systems declare", ref("syscall", "", ""), "", false, true},
		{"module root without a package", ref("example.com/x/sync", "", ""), "", false, false},
		{"a symbol's document", ref("example.com/uuid", "", ""), "UUID", false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: tt.ref, Symbol: tt.symbol})
			if err != nil {
				t.Fatal(err)
			}
			if d.OutlineComplete != tt.want || (len(d.Symbols) > 0) != tt.symbols {
				t.Errorf("OutlineComplete = %v with %d symbols, want %v (symbols: %v)", d.OutlineComplete, len(d.Symbols), tt.want, tt.symbols)
			}
		})
	}
}
