package npm

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// A value declared with another package's type whose members the outline
// lists in full (@csstools/postcss-text-decoration-shorthand 5.0.7: "declare
// const creator: PluginCreator<pluginOptions>", PluginCreator an
// interface of its peer postcss with a call signature and postcss: true;
// testdata/typelisted): its signature says so, and the check says a
// misspelt member does not exist, where it could not tell, while a listed
// member and what every function has exist. Without postcss installed the
// type's members are not read, and nothing is said.
func TestTypeMembersListed(t *testing.T) {
	p := newEnv(t).provider()
	ctx := context.Background()
	ref := sdk.PackageRef{Ecosystem: "npm", Name: "@csstools/postcss-text-decoration-shorthand", ProjectPath: filepath.Join("testdata", "typelisted")}
	d, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	var marked []string
	for _, s := range d.Symbols {
		if strings.HasSuffix(s.Signature, apicheck.TypeMembersListed) {
			marked = append(marked, s.Name)
		}
	}
	if len(marked) == 0 {
		t.Fatalf("no value says its type's members are all listed; outline: %v", d.Symbols)
	}
	ix := apicheck.NewIndex("npm", d.Name, d.Symbols)
	for q, want := range map[string]sdk.Verdict{
		"creator.postcs":   sdk.VerdictMissing,
		"default.pstocss":  sdk.VerdictMissing,
		"creator.postcss":  sdk.VerdictExists,
		"creator.call":     sdk.VerdictExists,
		"creator.bind":     sdk.VerdictExists,
		"default.toString": sdk.VerdictExists,
	} {
		if c := ix.Check(apicheck.Ref{Query: q}); c.Verdict != want {
			t.Errorf("%s: %s (%s), want %s", q, c.Verdict, c.Note, want)
		}
	}
}

// TestTypeMembersNotRead: the same package without its peer postcss
// installed: PluginCreator is not read, so no value says its type's
// members are listed, and a misspelt member stays cannot tell.
func TestTypeMembersNotRead(t *testing.T) {
	dir := t.TempDir()
	pkgDir := filepath.Join("node_modules", "@csstools", "postcss-text-decoration-shorthand")
	for _, f := range []string{"package.json", filepath.Join("dist", "index.d.ts")} {
		b, err := os.ReadFile(filepath.Join("testdata", "typelisted", pkgDir, f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, pkgDir, f)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, pkgDir, f), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Ecosystem: "npm", Name: "@csstools/postcss-text-decoration-shorthand", ProjectPath: dir}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range d.Symbols {
		if strings.Contains(s.Signature, apicheck.TypeMembersListed) {
			t.Errorf("%s says its type's members are listed: %s", s.Name, s.Signature)
		}
	}
	if c := apicheck.NewIndex("npm", d.Name, d.Symbols).Check(apicheck.Ref{Query: "creator.postcs"}); c.Verdict != sdk.VerdictOutOfReach {
		t.Errorf("creator.postcs: %s (%s), want out of reach", c.Verdict, c.Note)
	}
}
