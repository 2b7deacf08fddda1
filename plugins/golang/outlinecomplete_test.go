package golang

import (
	"context"
	"slices"
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/golang/apidoc"
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

// TestNoExportsNote: a package that declares no exported name says so in
// a note, on any platform when every file left out was read (the
// toolchain's time/tzdata, a blank import's side effect), else for the
// platform documented; a package with names, or a command, has no note.
func TestNoExportsNote(t *testing.T) {
	if goroot(t) == "" {
		t.Skip("no Go toolchain")
	}
	p := newProvider(t, world(t), "")
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref("time/tzdata", "", "")})
	if err != nil {
		t.Fatal(err)
	}
	want := `time/tzdata declares no exported names on any platform: there is nothing to call, and a program that wants it imports it for its side effects (import _ "time/tzdata").`
	if !slices.Contains(d.Notes, want) {
		t.Errorf("notes %q lack %q", d.Notes, want)
	}
	linux := apidoc.Platform{GOOS: "linux", GOARCH: "amd64"}
	tests := []struct {
		name string
		pkg  *apidoc.Package
		want string
	}{
		{"zero package", &apidoc.Package{}, ` declares no exported names for  (files for other platforms or build tags, not all read, may declare some): for , there is nothing to call, and a program that wants it imports it for its side effects (import _ "").`},
		{"names", &apidoc.Package{ImportPath: "example.com/a", Name: "a", Decls: []apidoc.Decl{{Name: "A"}}}, ""},
		{"command", &apidoc.Package{ImportPath: "example.com/cmd/a", Name: "main"}, ""},
		{"other files not all read", &apidoc.Package{ImportPath: "example.com/lib/linux-amd64", Name: "lib", Platform: linux},
			`example.com/lib/linux-amd64 declares no exported names for linux/amd64 (files for other platforms or build tags, not all read, may declare some): for linux/amd64, there is nothing to call, and a program that wants it imports it for its side effects (import _ "example.com/lib/linux-amd64").`},
	}
	for _, tt := range tests {
		if got := noExports(tt.pkg); got != tt.want {
			t.Errorf("%s: noExports = %q, want %q", tt.name, got, tt.want)
		}
	}
}
