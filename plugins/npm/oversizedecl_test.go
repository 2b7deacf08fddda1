package npm

import (
	"context"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/npm/registry"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestDeclarationOverEightMiB: @temporalio/proto 1.24.0 (recorded in
// testdata/registry) is protobufjs's generated declarations: its entry is
// export * from './root', and root.d.ts is 8.9 MB. Every kept file was
// bounded at 8 MiB, so root.d.ts was skipped, the outline was empty and
// the package was said to ship no type declarations; coresdk, temporal
// and their members were cannot-tell. A declaration file's bound is 32
// MiB now (the generated API itself), every other file's 8 MiB.
func TestDeclarationOverEightMiB(t *testing.T) {
	p := newEnv(t).provider()
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "@temporalio/proto", Version: "1.24.0"}})
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, s := range d.Symbols {
		have[s.Name] = true
	}
	for _, n := range []string{"coresdk", "temporal", "google", "coresdk.ActivityHeartbeat", "coresdk.ActivityHeartbeat.taskToken"} {
		if !have[n] {
			t.Errorf("%s not listed (%d symbols)", n, len(d.Symbols))
		}
	}
	for _, n := range d.Notes {
		if strings.Contains(n, "ships no type declarations") || strings.Contains(n, "size limit") {
			t.Errorf("note: %s", n)
		}
	}
	wantVerdicts(t, "@temporalio/proto", d.Symbols, map[string]sdk.Verdict{
		"coresdk.ActivityHeartbeat.taskToken": sdk.VerdictExists,
		"coresdk.ActivityHeartbeat.tsakToken": sdk.VerdictMissing,
	})
}

// TestSymbolBoundListsTopLevel: @temporalio/proto's outline reaches the
// symbol bound inside coresdk's members, and each top-level name is
// listed past it (coresdk, temporal, google, grpc, nexusannotations), so
// the top level is whole: a misspelt top-level name does not exist. The
// outline carried the files bound's unlisted top-level symbol all the
// same, so "coredsk" was cannot-tell.
func TestSymbolBoundListsTopLevel(t *testing.T) {
	p := newEnv(t).provider()
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "@temporalio/proto", Version: "1.24.0"}})
	if err != nil {
		t.Fatal(err)
	}
	wantVerdicts(t, "@temporalio/proto", d.Symbols, map[string]sdk.Verdict{
		"coredsk":  sdk.VerdictMissing,
		"temporal": sdk.VerdictExists,
	})
}

// TestOversizeDeclarationsNote: a package whose declarations are over
// even that bound ships them; with no outline, it says so, never that it
// ships no type declarations.
func TestOversizeDeclarationsNote(t *testing.T) {
	k := &pkg{name: "big", skipped: []string{"protos/root.d.ts", "README.md"}, notes: []string{"big ships no type declarations and there is no @types/big; no API outline."}}
	if !oversizeDeclarations(k) {
		t.Fatal("oversizeDeclarations = false")
	}
	want := "big ships type declarations, but protos/root.d.ts is over the size limit (32 MB a file), so there is no API outline: the names code imports cannot be listed or checked here."
	if len(k.notes) != 1 || k.notes[0] != want {
		t.Errorf("notes = %q, want [%q]", k.notes, want)
	}
	if oversizeDeclarations(&pkg{name: "small", skipped: []string{"dist/bundle.js"}}) {
		t.Error("a skipped JavaScript file is not a declaration file")
	}
	for name, want := range map[string]int64{"a/b.d.ts": registry.MaxDeclarationFileBytes, "b.d.mts": registry.MaxDeclarationFileBytes, "c.js": registry.MaxFileBytes, "README.md": registry.MaxFileBytes} {
		if got := registry.FileBound(name); got != want {
			t.Errorf("FileBound(%q) = %d, want %d", name, got, want)
		}
	}
}
