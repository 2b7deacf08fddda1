package lockfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSeveralLockfiles: testdata/twolocks holds the yarn.lock yarn 1
// wrote for package.json (ms "2.0.0") and a package-lock.json npm wrote
// earlier for ms "^2.1.0" (trimmed): a project moved to yarn with the old
// lockfile left behind. The project's package manager decides (Corepack's
// packageManager field, else its config or install state), else the
// lockfile whose version satisfies package.json, else npm's order; and
// the answer says which was followed and that the other disagrees.
func TestSeveralLockfiles(t *testing.T) {
	tests := []struct {
		name                  string
		manifest              string // package.json's packageManager, "" for none
		marker                string // a file the package manager leaves, "" for none
		want                  string // the range asked with
		wantFile, wantVersion string
		wantNote              string // in Note
	}{
		{name: "packageManager yarn", manifest: "yarn@1.22.22", want: "2.0.0", wantFile: "yarn.lock", wantVersion: "2.0.0", wantNote: `packageManager is "yarn@1.22.22"`},
		{name: "packageManager npm", manifest: "npm@10.9.2", want: "2.0.0", wantFile: "package-lock.json", wantVersion: "2.1.3", wantNote: `packageManager is "npm@10.9.2"`},
		{name: "yarn's config", marker: ".yarnrc.yml", want: "2.0.0", wantFile: "yarn.lock", wantVersion: "2.0.0", wantNote: ".yarnrc.yml is there"},
		{name: "yarn's install state", marker: "node_modules/.yarn-integrity", want: "2.0.0", wantFile: "yarn.lock", wantVersion: "2.0.0", wantNote: "node_modules/.yarn-integrity"},
		{name: "nothing says; the range decides", want: "2.0.0", wantFile: "yarn.lock", wantVersion: "2.0.0", wantNote: `satisfies package.json's "2.0.0"`},
		{name: "nothing says; npm's order", want: "^1.0.0", wantFile: "package-lock.json", wantVersion: "2.1.3", wantNote: "first in npm's order"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			for _, f := range []string{"package-lock.json", "yarn.lock", "package.json"} {
				b, err := os.ReadFile(filepath.Join("testdata", "twolocks", f))
				if err != nil {
					t.Fatal(err)
				}
				if f == "package.json" && tt.manifest != "" {
					b = []byte(strings.Replace(string(b), `"private":true,`, `"private":true,"packageManager":"`+tt.manifest+`",`, 1))
				}
				write(t, filepath.Join(dir, f), b)
			}
			if tt.marker != "" {
				write(t, filepath.Join(dir, filepath.FromSlash(tt.marker)), nil)
			}
			// From a subdirectory too: the lockfiles' directory decides.
			for _, from := range []string{dir, filepath.Join(dir, "src")} {
				if err := os.MkdirAll(from, 0o755); err != nil {
					t.Fatal(err)
				}
				got, err := Find(from, "ms", tt.want)
				if err != nil {
					t.Fatal(err)
				}
				if d := cmp.Diff([2]string{tt.wantFile, tt.wantVersion}, [2]string{filepath.Base(got.File), got.Version}); d != "" {
					t.Errorf("from %s: -want +got\n%s", from, d)
				}
				if !strings.Contains(got.Note, tt.wantNote) || !strings.Contains(got.Note, "disagree") {
					t.Errorf("note %q lacks %q", got.Note, tt.wantNote)
				}
			}
		})
	}
	// Lockfiles that agree need no note.
	got, err := Find(filepath.Join("testdata", "twolocks"), "chalk", "")
	if err != nil || got.Version != "4.1.2" || got.Note != "" {
		t.Errorf("chalk: %+v, %v; want 4.1.2 without a note", got, err)
	}
}

func write(t *testing.T, file string, b []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, b, 0o644); err != nil {
		t.Fatal(err)
	}
}
