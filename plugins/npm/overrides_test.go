package npm

import (
	stdcmp "cmp"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestProjectOverride: package.json files as npm 10 (overrides, with a
// "$ref" and a nested form), yarn 1 and yarn 4 (resolutions) and pnpm
// (pnpm.overrides) accept them, and pnpm 10's pnpm-workspace.yaml
// overrides (pnpmws: pnpm 10.34.9 installed debug 4.3.1 and ms 2.1.1,
// where main answered debug 4.4.3 and ms 2.1.3; pnpmwsres: with
// package.json's resolutions beside them it installed ms 2.1.3 and
// debug 4.4.3, none of the file's). Only an override for every install counts;
// scoped ones are listed for the note; a "$ref", a range-scoped key and a
// package without any give nothing.
func TestProjectOverride(t *testing.T) {
	tests := []struct {
		dir, pkg string
		want     override
		ok       bool
		file     string // where the override is; package.json when ""
	}{
		{dir: "npm", pkg: "ms", ok: true, want: override{spec: "2.1.2", field: "overrides", key: "ms", scoped: []string{`"debug > ms": "2.1.1"`}}},
		{dir: "npm", pkg: "semver"}, // "$semver": the dependency's own range
		{dir: "npm", pkg: "debug"},
		{dir: "yarn1", pkg: "ms", ok: true, want: override{spec: "2.1.2", field: "resolutions", key: "ms"}},
		{dir: "berry", pkg: "ms", ok: true, want: override{spec: "2.1.2", field: "resolutions", key: "**/ms"}},
		{dir: "berry", pkg: "supports-color"}, // only under debug
		{dir: "pnpm", pkg: "ms", ok: true, want: override{spec: "2.1.2", field: "pnpm.overrides", key: "ms", scoped: []string{`"debug>ms": "2.1.1"`}}},
		{dir: "pnpm", pkg: "semver"}, // only for installs below 7
		{dir: "pnpmws", pkg: "ms", ok: true, file: "pnpm-workspace.yaml", want: override{spec: "2.1.1", field: "overrides", key: "ms"}},
		{dir: "pnpmws", pkg: "debug", ok: true, file: "pnpm-workspace.yaml", want: override{spec: "4.3.1", field: "overrides", key: "debug"}},
		{dir: "pnpmws", pkg: "supports-color"}, // only under debug
		{dir: "pnpmwsres", pkg: "ms", ok: true, want: override{spec: "2.1.3", field: "resolutions", key: "ms"}},
		{dir: "pnpmwsres", pkg: "debug"}, // the file's overrides are replaced
	}
	for _, tt := range tests {
		t.Run(tt.dir+"/"+tt.pkg, func(t *testing.T) {
			dir := filepath.Join("testdata", "overrides", tt.dir)
			got, ok := projectOverride(filepath.Join(dir, "src"), tt.pkg)
			if tt.ok {
				abs, _ := filepath.Abs(filepath.Join(dir, stdcmp.Or(tt.file, "package.json")))
				tt.want.file = abs
			}
			if ok != tt.ok {
				t.Fatalf("ok = %v, want %v (%+v)", ok, tt.ok, got)
			}
			if d := cmp.Diff(tt.want, got, cmp.AllowUnexported(override{})); d != "" {
				t.Errorf("-want +got\n%s", d)
			}
		})
	}
}

// TestOverrideForDirect: yarn 1 keeps a direct dependency's range against
// resolutions (with testdata/overrides/yarn1's package.json, yarn 1.22.22
// installed ms 2.0.0 at the top and 2.1.2 only for debug's ms), yarn 4
// and pnpm replace it, npm requires them to agree.
func TestOverrideForDirect(t *testing.T) {
	for dir, want := range map[string]bool{"npm": false, "yarn1": false, "berry": true, "pnpm": true, "pnpmws": true} {
		o, ok := projectOverride(filepath.Join("testdata", "overrides", dir), "ms")
		if !ok || o.forDirect() != want {
			t.Errorf("%s: forDirect = %v (found %v), want %v", dir, o.forDirect(), ok, want)
		}
	}
}
