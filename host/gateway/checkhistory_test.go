package gateway

import (
	"bufio"
	"context"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/mod/module"
	"golang.org/x/mod/semver"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// syncHistory is golang.org/x/sync/errgroup's real history, recorded from
// the module proxy in testdata/history: the module's version list as the
// proxy serves it (pseudo-versions included) and errgroup.go of each
// release (one file per distinct content; releases.txt maps releases to
// files). errgroup.PanicError and PanicValue were added in v0.14.0 and
// removed in v0.16.0, within the v0 line.
func syncHistory(t *testing.T) (releases []string, apis map[string]*versionAPI) {
	t.Helper()
	dir := filepath.Join("testdata", "history")
	list, err := os.ReadFile(filepath.Join(dir, "list"))
	if err != nil {
		t.Fatal(err)
	}
	// What the Go provider's "version" completion gives: releases only.
	for _, v := range strings.Fields(string(list)) {
		if semver.Prerelease(v) == "" && !module.IsPseudoVersion(v) {
			releases = append(releases, v)
		}
	}
	semver.Sort(releases)
	f, err := os.Open(filepath.Join(dir, "releases.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	apis = map[string]*versionAPI{}
	for s := bufio.NewScanner(f); s.Scan(); {
		v, file, _ := strings.Cut(s.Text(), " ")
		syms := goSymbols(t, filepath.Join(dir, file))
		apis[v] = &versionAPI{ref: sdk.PackageRef{Ecosystem: "go", Name: "golang.org/x/sync/errgroup", Version: v},
			ix: apicheck.NewIndex("go", "golang.org/x/sync/errgroup", syms), parents: map[string]*apicheck.Index{}}
	}
	if len(apis) != len(releases) {
		t.Fatalf("releases.txt has %d releases, the list %d", len(apis), len(releases))
	}
	return releases, apis
}

// goSymbols lists a Go file's exported declarations as the Go provider
// names them: "Group", "Group.Go" (Parent "Group"), "WithContext".
func goSymbols(t *testing.T, path string) []sdk.Symbol {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	var out []sdk.Symbol
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if !d.Name.IsExported() {
				continue
			}
			if d.Recv == nil {
				out = append(out, sdk.Symbol{Name: d.Name.Name, Kind: "func"})
				continue
			}
			recv := d.Recv.List[0].Type
			if s, ok := recv.(*ast.StarExpr); ok {
				recv = s.X
			}
			if id, ok := recv.(*ast.Ident); ok && id.IsExported() {
				out = append(out, sdk.Symbol{Name: id.Name + "." + d.Name.Name, Kind: "method", Parent: id.Name})
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				if ts, ok := s.(*ast.TypeSpec); ok && ts.Name.IsExported() {
					out = append(out, sdk.Symbol{Name: ts.Name.Name, Kind: "type"})
				}
			}
		}
	}
	return out
}

func TestReleaseHistory(t *testing.T) {
	releases, apis := syncHistory(t)
	reads := 0
	read := func(_ context.Context, v string) *versionAPI {
		reads++
		return apis[v]
	}
	ctx := context.Background()
	ref := apicheck.Ref{Query: "errgroup.PanicError"}

	t.Run("removed within the major", func(t *testing.T) {
		reads = 0
		h := newHistory(releases, "v0.25.0", read)
		last, removed, sym, found, ok := h.removal(ctx, ref, "v0.25.0")
		got := []string{releases[last], releases[removed], sym.Symbol}
		if !found || !ok {
			t.Fatalf("removal: found %v ok %v", found, ok)
		}
		if diff := cmp.Diff([]string{"v0.15.0", "v0.16.0", "PanicError"}, got); diff != "" {
			t.Errorf("last release with it, release that removed it (-want +got):\n%s", diff)
		}
		if reads > maxHistoryDescribes {
			t.Errorf("%d releases read, over the %d bound", reads, maxHistoryDescribes)
		}
	})
	t.Run("never before the checked release", func(t *testing.T) {
		h := newHistory(releases, "v0.13.0", read)
		if _, _, _, found, ok := h.removal(ctx, ref, "v0.13.0"); found || !ok {
			t.Errorf("removal before v0.13.0: found %v ok %v, want not found, searched to the end", found, ok)
		}
	})
	t.Run("added: the first release that had it", func(t *testing.T) {
		h := newHistory(releases, "v0.12.0", read)
		i, ok := h.firstWith(ctx, ref, "v0.12.0", "v0.15.0")
		if !ok || releases[i] != "v0.14.0" {
			t.Errorf("firstWith = %q, %v; want v0.14.0", releases[i], ok)
		}
	})
	t.Run("method added in the first release", func(t *testing.T) {
		h := newHistory(releases, "v0.1.0", read)
		if _, has, _ := h.lookup(ctx, 0, apicheck.Ref{Query: "errgroup.Group.SetLimit"}); !has {
			t.Error("errgroup.Group.SetLimit not found in v0.1.0")
		}
	})
	t.Run("checked version not a release", func(t *testing.T) {
		if h := newHistory(releases, "v0.0.0-20220929204114-8fcdb60fdcc0", read); h != nil {
			t.Error("a pseudo-version got a history")
		}
	})
	t.Run("reads are bounded", func(t *testing.T) {
		reads = 0
		h := newHistory(releases, "v0.25.0", read)
		h.left = 2
		if _, _, _, _, ok := h.removal(ctx, ref, "v0.25.0"); ok {
			t.Error("removal with 2 reads left claims to have finished")
		}
		if reads != 2 {
			t.Errorf("%d reads, want 2", reads)
		}
	})
	if !slices.Contains(releases, "v0.16.0") {
		t.Fatal("the recorded list lacks v0.16.0")
	}
}

// TestReleaseHistoryVerdict: the check's rendering of a name removed
// within a major names the release that removed it.
func TestReleaseHistoryVerdict(t *testing.T) {
	r := &sdk.CheckResult{Name: "golang.org/x/sync/errgroup", Version: "v0.25.0", Checks: []sdk.SymbolCheck{{
		Query: "errgroup.PanicError", Verdict: sdk.VerdictRemoved, ExistedIn: "v0.15.0", Signature: "type PanicError struct",
		Note: "removed in v0.16.0, the release after v0.15.0"}}}
	want := "- `errgroup.PanicError`: **removed**: in v0.15.0 as `type PanicError struct`, not in v0.25.0 (removed in v0.16.0, the release after v0.15.0)"
	if text := renderCheck(r, "go"); !strings.Contains(text, want) {
		t.Errorf("text lacks %q:\n%s", want, text)
	}
}
