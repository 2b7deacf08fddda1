package python

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestWheelhouse: an offline project whose requirements.txt installs from
// a wheelhouse (testdata/wheelhouse: `--no-index`, `--find-links wheels`,
// wheel==0.40.0; the wheels are PyPI's wheel 0.40.0 and 0.43.0, as
// CPython's test suite ships them), with which pip 23.2 installs the pin
// offline. Main asked the index for the pinned name, which the
// requirements file turns off (a private package's name sent to a public
// index), and answered "not found"; now the pinned wheel is read from the
// wheelhouse and no index is asked, and a version the wheelhouse lacks is
// an error that asks no index either. With the index on, a pin the
// wheelhouse holds is read from there too; PIP_NO_INDEX and
// PIP_FIND_LINKS set the same.
func TestWheelhouse(t *testing.T) {
	for _, tc := range []struct {
		name, requirements string
		env                map[string]string
		pipConf            string
		version            string
		want, wantErr      string
	}{
		{name: "no index, pinned", want: "0.40.0"},
		{name: "no index, asked for another", version: "0.42.0", wantErr: "no wheel or sdist of wheel 0.42.0 is in the --find-links directories"},
		{name: "no index, unpinned: the newest", requirements: "--no-index\n--find-links ./wheels\nwheel\n", want: "0.43.0"},
		{name: "index on, pinned", requirements: "--find-links=wheels\nwheel==0.43.0\n", want: "0.43.0"},
		{name: "environment", requirements: "wheel==0.40.0\n", env: map[string]string{"PIP_NO_INDEX": "1", "PIP_FIND_LINKS": "WHEELS"}, want: "0.40.0"},
		{name: "pip.conf", requirements: "wheel==0.43.0\n", pipConf: "[global]\nno-index = true\nfind-links =\n    /nonexistent\n    WHEELS\n", want: "0.43.0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld(t)
			project := t.TempDir()
			if err := os.CopyFS(project, os.DirFS(filepath.Join("testdata", "wheelhouse"))); err != nil {
				t.Fatal(err)
			}
			if tc.requirements != "" {
				if err := os.WriteFile(filepath.Join(project, "requirements.txt"), []byte(tc.requirements), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if tc.pipConf != "" {
				conf := filepath.Join(project, "pip.conf")
				if err := os.WriteFile(conf, []byte(strings.ReplaceAll(tc.pipConf, "WHEELS", filepath.Join(project, "wheels"))), 0o644); err != nil {
					t.Fatal(err)
				}
				w.env["PIP_CONFIG_FILE"] = conf
			}
			for k, v := range tc.env {
				w.env[k] = strings.ReplaceAll(v, "WHEELS", filepath.Join(project, "wheels"))
			}
			doc, err := w.provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "wheel", Version: tc.version, ProjectPath: project, ProjectTrusted: true}})
			if len(w.requests) != 0 {
				t.Errorf("the index was asked: %v", w.requests)
			}
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("got %v, want an error containing %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			file := filepath.Join(project, "wheels", "wheel-"+tc.want+"-py3-none-any.whl")
			if doc.Version != tc.want || doc.Source.Kind != sdk.SourceLocalFolder || doc.Source.Detail != file {
				t.Errorf("answered %s %s from %+v, want %s from %s", doc.Name, doc.Version, doc.Source, tc.want, file)
			}
			if _, ok := symbolNamed(doc, "wheelfile.WheelFile"); !ok {
				t.Errorf("no wheelfile.WheelFile in the outline")
			}
			if !strings.Contains(strings.Join(doc.Notes, "\n"), "in the wheelhouse the project installs from") {
				t.Errorf("notes %q do not say the wheelhouse", doc.Notes)
			}
		})
	}
}
