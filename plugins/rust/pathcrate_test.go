package rust

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/grpc/codes"
)

// TestPathCrates: a workspace (testdata/pathdeps_ws, Cargo.lock as Cargo
// writes it) whose member depends on arrayvec by path (a vendored copy)
// and whose root patches kvstore_demo, which the registry also has at the
// locked 0.3.1, to a path. Cargo.lock lists both without a source. The
// answer is the directory the project builds, never the registry's crate
// of the same name and version, and a version the project does not build
// is the registry's, said so.
func TestPathCrates(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "pathdeps_ws"), proj)
	copyDir(t, filepath.Join("testdata", "arrayvec_trim"), filepath.Join(proj, "third_party", "arrayvec"))
	copyDir(t, filepath.Join("testdata", "kvstore_demo"), filepath.Join(proj, "patched", "kvstore_demo"))
	p := w.provider(false)
	app := filepath.Join(proj, "app")
	tests := []struct {
		name, dir, pkg, version string
		wantKind                sdk.SourceKind
		wantDetail, wantVersion string
		wantNote                string
	}{
		{name: "path dependency", dir: app, pkg: "arrayvec",
			wantKind: sdk.SourceLocalFolder, wantDetail: filepath.Join(proj, "third_party", "arrayvec"), wantVersion: "0.7.2", wantNote: "path dependency"},
		{name: "patched to a path", dir: app, pkg: "kvstore_demo",
			wantKind: sdk.SourceLocalFolder, wantDetail: filepath.Join(proj, "patched", "kvstore_demo"), wantVersion: "0.3.1", wantNote: "[patch.crates-io]"},
		{name: "patched, from the workspace root", dir: proj, pkg: "kvstore-demo",
			wantKind: sdk.SourceLocalFolder, wantDetail: filepath.Join(proj, "patched", "kvstore_demo"), wantVersion: "0.3.1", wantNote: "[patch.crates-io]"},
		{name: "a member's path dependency, from the root", dir: proj, pkg: "arrayvec",
			wantKind: sdk.SourceLocalFolder, wantDetail: filepath.Join(proj, "third_party", "arrayvec"), wantVersion: "0.7.2", wantNote: "path dependency of a workspace member"},
		{name: "workspace member, from the root", dir: proj, pkg: "app",
			wantKind: sdk.SourceLocalFolder, wantDetail: app, wantVersion: "0.1.0", wantNote: "member of the workspace"},
		{name: "the locked version asked for", dir: app, pkg: "kvstore_demo", version: "0.3.1",
			wantKind: sdk.SourceLocalFolder, wantDetail: filepath.Join(proj, "patched", "kvstore_demo"), wantVersion: "0.3.1"},
		{name: "another version asked for", dir: app, pkg: "kvstore_demo", version: "=0.3.0",
			wantKind: sdk.SourceRegistry, wantDetail: "/dl/kvstore_demo/0.3.0/download", wantVersion: "0.3.0", wantNote: "so this is the registry's"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := describe(t, p, sdk.PackageRef{Name: tt.pkg, Version: tt.version, ProjectPath: tt.dir, ProjectTrusted: true}, "")
			if doc.Version != tt.wantVersion || doc.Source.Kind != tt.wantKind || !strings.HasSuffix(doc.Source.Detail, tt.wantDetail) {
				t.Errorf("got %s from %v %s; want %s from %v %s", doc.Version, doc.Source.Kind, doc.Source.Detail, tt.wantVersion, tt.wantKind, tt.wantDetail)
			}
			if notes := strings.Join(doc.Notes, "\n"); !strings.Contains(notes, tt.wantNote) {
				t.Errorf("notes %q lack %q", notes, tt.wantNote)
			}
			if len(doc.Symbols) == 0 {
				t.Error("no API outline")
			}
		})
	}
	// An explicit latest of a path dependency asks no registry about the
	// name (it may be a private crate's) and says why.
	w.mu.Lock()
	before := len(w.requests)
	w.mu.Unlock()
	_, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "arrayvec", Version: "latest", ProjectPath: app, ProjectTrusted: true}})
	if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), filepath.Join(proj, "third_party", "arrayvec")) {
		t.Errorf("latest of a path dependency: %v, want FailedPrecondition naming its directory", err)
	}
	w.mu.Lock()
	asked := w.requests[before:]
	w.mu.Unlock()
	if len(asked) > 0 {
		t.Errorf("the registry was asked about a path dependency: %v", asked)
	}
}

// TestLocklessWorkspaceRoot: a library workspace that keeps Cargo.lock
// out of version control (testdata/lockless_ws), asked from its root.
// Its crates are the members' and [workspace.dependencies]': the member
// itself, a member's path dependency, and a renamed workspace dependency
// pinned below the newest release. Before, without Cargo.lock, the member
// was "not found" and the renamed one answered at the registry's newest.
func TestLocklessWorkspaceRoot(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "lockless_ws"), proj)
	copyDir(t, filepath.Join("testdata", "arrayvec_trim"), filepath.Join(proj, "third_party", "arrayvec"))
	p := w.provider(false)
	tests := []struct {
		name, pkg               string
		wantKind                sdk.SourceKind
		wantDetail, wantVersion string
		wantNote                string
	}{
		{name: "workspace member", pkg: "app",
			wantKind: sdk.SourceLocalFolder, wantDetail: filepath.Join(proj, "crates", "app"), wantVersion: "0.1.0", wantNote: "member of the workspace"},
		{name: "a member's path dependency", pkg: "arrayvec",
			wantKind: sdk.SourceLocalFolder, wantDetail: filepath.Join(proj, "third_party", "arrayvec"), wantVersion: "0.7.2", wantNote: "path dependency of a workspace member (" + filepath.Join(proj, "crates", "app", "Cargo.toml")},
		{name: "renamed workspace dependency, by its key", pkg: "kv",
			wantKind: sdk.SourceManifest, wantDetail: "/dl/kvstore_demo/0.3.0/download", wantVersion: "0.3.0", wantNote: "under the name kv (" + filepath.Join(proj, "Cargo.toml")},
		{name: "renamed workspace dependency, by its package", pkg: "kvstore_demo",
			wantKind: sdk.SourceManifest, wantDetail: "/dl/kvstore_demo/0.3.0/download", wantVersion: "0.3.0", wantNote: `Cargo.toml's "=0.3.0"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := describe(t, p, sdk.PackageRef{Name: tt.pkg, ProjectPath: proj, ProjectTrusted: true}, "")
			if doc.Version != tt.wantVersion || doc.Source.Kind != tt.wantKind || !strings.HasSuffix(doc.Source.Detail, tt.wantDetail) {
				t.Errorf("got %s from %v %s; want %s from %v %s", doc.Version, doc.Source.Kind, doc.Source.Detail, tt.wantVersion, tt.wantKind, tt.wantDetail)
			}
			if notes := strings.Join(doc.Notes, "\n"); !strings.Contains(notes, tt.wantNote) {
				t.Errorf("notes %q lack %q", notes, tt.wantNote)
			}
		})
	}
}

// mirrorDownProject is a copy of testdata/mirror_down whose Cargo
// configuration sends crates-io to a mirror at an address that refuses
// connections.
func mirrorDownProject(t *testing.T) string {
	t.Helper()
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "mirror_down"), proj)
	cfg := filepath.Join(proj, ".cargo", "config.toml")
	b, err := os.ReadFile(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cfg, []byte(strings.ReplaceAll(string(b), "@MIRROR@", "http://127.0.0.1:1")), 0o644); err != nil {
		t.Fatal(err)
	}
	return proj
}

// TestPinnedCrateIndexDown: Cargo.lock pins kvstore_demo 0.3.0, the
// project's Cargo configuration sends crates-io to a mirror that refuses
// connections (testdata/mirror_down), and nothing is on this machine. The
// error names the pin and keeps the mirror's own failure, so the agent
// learns the version and whether waiting can help. Before, it said only
// that "the registry index was not read".
func TestPinnedCrateIndexDown(t *testing.T) {
	w := newWorld(t)
	proj := mirrorDownProject(t)
	_, err := w.provider(false).Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "kvstore_demo", ProjectPath: proj, ProjectTrusted: true}})
	if err == nil {
		t.Fatal("answered with the mirror down")
	}
	for _, want := range []string{"kvstore_demo@0.3.0 (pinned by " + filepath.Join(proj, "Cargo.lock"), "127.0.0.1:1", "connection refused"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
	if sdk.Code(err) != codes.Unavailable {
		t.Errorf("code %v, want Unavailable", sdk.Code(err))
	}
}

// TestRequirementIndexDown: the same project without its Cargo.lock. The
// version is then the index's to choose, and the error names the
// requirement Cargo.toml gives and how to pin one, keeping the mirror's
// own failure. Before, it was the index's error alone.
func TestRequirementIndexDown(t *testing.T) {
	w := newWorld(t)
	proj := mirrorDownProject(t)
	if err := os.Remove(filepath.Join(proj, "Cargo.lock")); err != nil {
		t.Fatal(err)
	}
	_, err := w.provider(false).Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "kvstore_demo", ProjectPath: proj, ProjectTrusted: true}})
	if err == nil {
		t.Fatal("answered with the mirror down")
	}
	for _, want := range []string{`kvstore_demo "0.3"`, "no Cargo.lock entry", "127.0.0.1:1", "connection refused"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
	if sdk.Code(err) == codes.NotFound {
		t.Errorf("code %v: an unreachable index is not 'not found'", sdk.Code(err))
	}
}
