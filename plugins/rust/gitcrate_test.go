package rust

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestGitCrates: Cargo.lock takes kvstore_demo 0.3.1 from a git repository
// (`kvstore_demo = { git = "…" }`, as Cargo writes the source). With Cargo's
// checkout of the locked commit on disk ($CARGO_HOME/git/checkouts/<repo>-
// <hash>/<7 hex>/), that checkout answers; without it, the answer says it
// cannot tell (the registry's 0.3.1 may not be that commit, or be another
// crate), with the version to pass for the registry's.
func TestGitCrates(t *testing.T) {
	const rev = "6e1735597bb21c5d979a077395df85e1d633e077"
	for _, checkedOut := range []bool{true, false} {
		t.Run(map[bool]string{true: "checked out", false: "not checked out"}[checkedOut], func(t *testing.T) {
			w := newWorld(t)
			proj := t.TempDir()
			writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nkvstore_demo = { git = \"https://github.com/example/kvstore\", branch = \"main\" }\n")
			writeFile(t, filepath.Join(proj, "Cargo.lock"), "version = 4\n\n[[package]]\nname = \"app\"\nversion = \"0.1.0\"\ndependencies = [\n \"kvstore_demo\",\n]\n\n[[package]]\nname = \"kvstore_demo\"\nversion = \"0.3.1\"\nsource = \"git+https://github.com/example/kvstore?branch=main#"+rev+"\"\n")
			checkout := filepath.Join(w.home, "git", "checkouts", "kvstore-4a7b5c8d9e0f1a2b", rev[:7])
			if checkedOut {
				copyDir(t, filepath.Join("testdata", "kvstore_demo"), checkout)
			}
			if !checkedOut {
				_, err := w.provider(false).Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "kvstore_demo", ProjectPath: proj, ProjectTrusted: true}})
				if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), "Cargo has not checked that commit out on this machine") || !strings.Contains(err.Error(), `version="0.3.1"`) {
					t.Errorf("err = %v, want FailedPrecondition naming the commit and the version", err)
				}
				w.mu.Lock()
				defer w.mu.Unlock()
				for _, r := range w.requests {
					if strings.Contains(r, "kvstore_demo") || strings.Contains(r, "kv/st") {
						t.Errorf("the registry was asked about the git crate: %s", r)
					}
				}
				return
			}
			doc := describe(t, w.provider(false), sdk.PackageRef{Name: "kvstore_demo", ProjectPath: proj, ProjectTrusted: true}, "")
			notes := strings.Join(doc.Notes, "\n")
			if doc.Version != "0.3.1" || doc.Source.Kind != sdk.SourceLocalInstall || doc.Source.Detail != checkout {
				t.Errorf("got %s from %v %s; want the checkout", doc.Version, doc.Source.Kind, doc.Source.Detail)
			}
			if !strings.Contains(notes, "a git dependency (https://github.com/example/kvstore at commit 6e1735597bb2)") || len(doc.Install) != 1 || !strings.Contains(doc.Install[0], "--git https://github.com/example/kvstore --rev 6e1735597bb2") {
				t.Errorf("notes %q, install %q", notes, doc.Install)
			}
		})
	}
}
