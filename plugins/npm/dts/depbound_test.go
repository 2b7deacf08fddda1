package dts

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestDepPastOwnBound: @medusajs/locking-postgres 2.21.2's default export
// is typed by import("@medusajs/types").ModuleProviderExports, which
// @medusajs/types (725 declaration files) exports from its 600th file or
// so: finding it walked the dependency's exports under the package's own
// file bound (500), stopped short, and the value had no members. Here
// both are trimmed (testdata/depbound: six files of @medusajs/types,
// ModuleProviderExports in the last) under a bound of 2 files: the
// dependency's scanner reads depFilesFactor times that.
func TestDepPastOwnBound(t *testing.T) {
	types := readTree(t, "testdata/depbound/types")
	s := &Scanner{
		Files:   readTree(t, "testdata/depbound/locking-postgres"),
		Package: "@medusajs/locking-postgres",
		Limits:  Limits{MaxFiles: 2},
		Deps:    map[string]Dep{"@medusajs/types": {Files: types, Entries: []string{"dist/index.d.ts"}}},
	}
	if len(types) <= s.Limits.MaxFiles {
		t.Fatalf("fixture: %d dependency files, want more than the package's bound (%d)", len(types), s.Limits.MaxFiles)
	}
	res := s.Scan([]string{"dist/index.d.ts"})
	var got []string
	for _, sym := range res.Symbols {
		if sym.Parent != "" {
			got = append(got, sym.Name+": "+sym.Signature)
		}
	}
	want := []string{
		"default.module: module?: string",
		"default.services: services: Constructor<Service>[]",
		"default.loaders: loaders?: ModuleProviderLoaderFunction[]",
		"default.runMigrations: runMigrations?(options: ProviderLoaderOptions<Service>, moduleDeclaration?: any): Promise<void>",
		"default.revertMigration: revertMigration?(options: ProviderLoaderOptions<Service>, moduleDeclaration?: any): Promise<void>",
		"default.generateMigration: generateMigration?(options: ProviderLoaderOptions<Service>, moduleDeclaration?: any): Promise<void>",
		"default.discoveryPath: discoveryPath?: string",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("members of the default export: -want +got\n%s", d)
	}
}
