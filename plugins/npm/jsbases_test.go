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

// A plain-JavaScript class extending a Node builtin's (superagent-load-
// balancer 2.0.3, no declarations: "class Balancer extends EventEmitter"
// with EventEmitter = require('events'); testdata/jsbases, with @types/node
// installed): the document focused on the class lists what it inherits,
// marked, so the check that reads it sees the whole class: a misspelt
// member does not exist, an inherited one exists. The outline alone
// cannot tell (the base is not declared there), which sends the host to
// that document.
func TestJSClassBuiltinBase(t *testing.T) {
	p := newEnv(t).provider()
	ctx := context.Background()
	ref := sdk.PackageRef{Ecosystem: "npm", Name: "superagent-load-balancer", ProjectPath: filepath.Join("testdata", "jsbases")}
	d, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	outline := apicheck.NewIndex("npm", d.Name, d.Symbols)
	if c := outline.Check(apicheck.Ref{Query: "Balancer.chooesr"}); !apicheck.UnseenBases(c) {
		t.Errorf("outline: Balancer.chooesr %s (%s), want out of reach for its unseen base", c.Verdict, c.Note)
	}
	f, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref, Symbol: "Balancer"})
	if err != nil {
		t.Fatal(err)
	}
	var marked []string
	for _, s := range f.Symbols {
		if _, from, ok := strings.Cut(s.Signature, apicheck.InheritedMarker); ok {
			marked = append(marked, s.Name+" from "+from)
		}
	}
	if diff := cmp.Diff([]string{"Balancer.on from NodeJS.EventEmitter", "Balancer.defaultMaxListeners from EventEmitter (events)"}, marked); diff != "" {
		t.Errorf("inherited members marked (-want +got):\n%s", diff)
	}
	focus := apicheck.NewIndex("npm", f.Name, f.Symbols)
	if !focus.ListsInherited("Balancer") {
		t.Fatal("the focused document does not vouch for Balancer's bases")
	}
	for q, want := range map[string]sdk.Verdict{
		"Balancer.chooesr":    sdk.VerdictMissing,
		"Balancer.pulgin":     sdk.VerdictMissing,
		"Balancer.on":         sdk.VerdictExists,
		"Balancer.chooser":    sdk.VerdictExists,
		"Balancer.getBackend": sdk.VerdictExists,
	} {
		if c := focus.Check(apicheck.Ref{Query: q}); c.Verdict != want {
			t.Errorf("%s: %s (%s), want %s", q, c.Verdict, c.Note, want)
		}
	}
}
