package npm

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// A class named like its package that extends a base declared in another
// file, imported under a bundler's alias (hono 4.13.19, testdata/
// pkgnamedclass: Hono extends Hono$1, which is hono-base.d.ts's HonoBase).
// check_package_api reads the outline first, then the type's describe
// when the outline cannot tell (host/gateway): the outline must not say
// Hono.get does not exist, and the describe of Hono must list what it
// inherits, so that a real member exists and a made-up one does not.
func TestMemberInheritedThroughPackageNamedClass(t *testing.T) {
	p := newEnv(t).provider()
	ctx := context.Background()
	ref := sdk.PackageRef{Name: "hono", ProjectPath: filepath.Join("testdata", "pkgnamedclass")}
	outline, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	focus, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref, Symbol: "Hono"})
	if err != nil {
		t.Fatal(err)
	}
	oix := apicheck.NewIndex("npm", outline.Name, outline.Symbols)
	fix := apicheck.NewIndex("npm", focus.Name, focus.Symbols)
	if !fix.ListsInherited("Hono") {
		t.Errorf("the describe of Hono does not mark what it inherits (every base found)")
	}
	tests := []struct {
		q             string
		outline, full sdk.Verdict // full: VerdictUnknown when the outline answers (not asked)
	}{
		{"Hono.get", sdk.VerdictOutOfReach, sdk.VerdictExists},
		{"Hono.route", sdk.VerdictOutOfReach, sdk.VerdictExists},
		{"Hono.fetch", sdk.VerdictOutOfReach, sdk.VerdictExists},
		{"Hono.gett", sdk.VerdictOutOfReach, sdk.VerdictMissing},
		{"Context.json", sdk.VerdictExists, sdk.VerdictUnknown},
	}
	for _, tc := range tests {
		t.Run(tc.q, func(t *testing.T) {
			o := oix.Check(apicheck.Ref{Query: tc.q})
			var f sdk.Verdict
			if tc.full != sdk.VerdictUnknown {
				f = fix.Check(apicheck.Ref{Query: tc.q}).Verdict
			}
			if diff := cmp.Diff([]sdk.Verdict{tc.outline, tc.full}, []sdk.Verdict{o.Verdict, f}); diff != "" {
				t.Errorf("outline, describe of Hono (-want +got):\n%s\noutline note: %s", diff, o.Note)
			}
			if o.Verdict == sdk.VerdictOutOfReach && !apicheck.UnseenBases(o) {
				t.Errorf("out of reach for another reason than unseen bases: %s", o.Note)
			}
		})
	}
}

// TestPageOneClassWithConstructor: the README constructs Hono, so page
// one opens on the class, its constructor right after it (the outline
// lists the constructor as another entry named Hono): before, the
// constructor opened the page alone and the class came after Context.
func TestPageOneClassWithConstructor(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "hono", ProjectPath: filepath.Join("testdata", "pkgnamedclass")}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	var top []string
	for _, s := range d.Symbols {
		if s.Parent == "" && len(top) < 3 {
			sig, _, _ := strings.Cut(s.Signature, "<")
			top = append(top, s.Name+" "+sig)
		}
	}
	want := []string{"Hono class Hono", "Hono constructor(options?: HonoOptions", "Context class Context"}
	if diff := cmp.Diff(want, top); diff != "" {
		t.Errorf("first top-level entries (-want +got):\n%s", diff)
	}
}

// TestOwnBaseMembersInFull: what a class inherits from a base in the
// package's own files is its own API split across classes: the describe
// of Hono shows HonoBase's route, get and use with their declarations
// and docs (they were names alone, route(…), as for a Node built-in
// base), the first marked for the check, the base said once in a note.
func TestOwnBaseMembersInFull(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "hono", ProjectPath: filepath.Join("testdata", "pkgnamedclass")}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: "Hono"})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]sdk.Symbol{}
	for _, s := range d.Symbols {
		got[s.Name] = s
	}
	for name, sig := range map[string]string{
		"Hono.get":   "get: HandlerInterface<E, 'get', S, BasePath, CurrentPath>",
		"Hono.route": "route<SubPath extends string",
		"Hono.use":   "use: MiddlewareHandlerInterface<E, S, BasePath>",
	} {
		s, ok := got[name]
		if !ok || !strings.HasPrefix(s.Signature, sig) {
			t.Errorf("%s: signature %q, want it to start with %q", name, s.Signature, sig)
		}
		if strings.Contains(s.Doc, "nherited from") {
			t.Errorf("%s: doc %q repeats the base", name, s.Doc)
		}
	}
	if doc := got["Hono.route"].Doc; !strings.Contains(doc, "allows grouping other Hono instance") {
		t.Errorf("Hono.route's doc %q", doc)
	}
	if !strings.Contains(strings.Join(d.Notes, "\n"), "declared in this package: shown in full") {
		t.Errorf("notes %q", d.Notes)
	}
}
