package python

import (
	"archive/zip"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestUVWheelhouse: uv projects that take distributions from a directory
// on this machine, laid out as uv writes them (uv.lock's
// `source = { registry = "wheels" }` with `wheels = [{ path = … }]` or
// `sdist = { path = … }` for a find-links directory or a flat index on
// disk; [tool.uv] / uv.toml `find-links`, `no-index`, `[[index]] format =
// "flat"`; UV_FIND_LINKS). The files are testdata/wheelhouse's: PyPI's
// wheel 0.40.0 and 0.43.0 wheels, and an sdist of 0.43.0 made by
// setuptools 65.5 (build_meta.build_sdist) from that wheel's sources.
// Main read uv.lock's pin and asked the index for the name (a private
// package's name sent to a public index), answering "not found"; it read
// none of uv's find-links settings nor any sdist. Now the file is read
// from the directory and no index is asked, for the latest version of an
// installed copy either (pip's --no-index too: main asked the index for
// the latest release of a copy installed from the wheelhouse).
func TestUVWheelhouse(t *testing.T) {
	const lockPin = "version = 1\nrevision = 2\nrequires-python = \">=3.11\"\n\n[[package]]\nname = \"app\"\nversion = \"0.1.0\"\nsource = { virtual = \".\" }\ndependencies = [\n    { name = \"wheel\" },\n]\n\n[[package]]\nname = \"wheel\"\nversion = \"VERSION\"\nsource = { registry = \"REGISTRY\" }\nFILES\n"
	lock := func(version, registry, files string) string {
		return strings.NewReplacer("VERSION", version, "REGISTRY", registry, "FILES", files).Replace(lockPin)
	}
	const project = "[project]\nname = \"app\"\nversion = \"0.1.0\"\nrequires-python = \">=3.11\"\n"
	for _, tc := range []struct {
		name          string
		files         map[string]string
		env           map[string]string
		installed     string // a wheel of testdata/wheelhouse/wheels unpacked into the project's .venv
		untrusted     bool
		version       string
		want, file    string
		latest        string
		wantErr, note string
	}{
		{name: "uv.lock source registry, a find-links directory",
			files: map[string]string{"pyproject.toml": project + "dependencies = [\"wheel==0.40.0\"]\n\n[tool.uv]\nfind-links = [\"wheels\"]\n",
				"uv.lock": lock("0.40.0", "wheels", "wheels = [\n    { path = \"wheel-0.40.0-py3-none-any.whl\" },\n]")},
			want: "0.40.0", file: "wheels/wheel-0.40.0-py3-none-any.whl", latest: "0.43.0", note: "uv.lock takes wheel from the directory"},
		{name: "uv.lock source registry lacks the pinned file",
			files: map[string]string{"pyproject.toml": project + "dependencies = [\"wheel==0.41.0\"]\n",
				"uv.lock": lock("0.41.0", "wheels", "wheels = [\n    { path = \"wheel-0.41.0-py3-none-any.whl\" },\n]")},
			wantErr: "no wheel or sdist of wheel ==0.41.0 is there"},
		{name: "uv.lock source registry, an sdist",
			files: map[string]string{"pyproject.toml": project + "dependencies = [\"wheel==0.43.0\"]\n\n[tool.uv]\nfind-links = [\"sdists\"]\n",
				"uv.lock": lock("0.43.0", "sdists", "sdist = { path = \"wheel-0.43.0.tar.gz\" }")},
			want: "0.43.0", file: "sdists/wheel-0.43.0.tar.gz", latest: "0.43.0", note: "read from the sdist"},
		{name: "[tool.uv] no-index and find-links, no lock",
			files: map[string]string{"pyproject.toml": project + "dependencies = [\"wheel>=0.40\"]\n\n[tool.uv]\nno-index = true\nfind-links = [\"./wheels\"]\n"},
			want:  "0.43.0", file: "wheels/wheel-0.43.0-py3-none-any.whl", latest: "0.43.0", note: "pyproject.toml [tool.uv] no-index turns the index off"},
		{name: "uv.toml no-index, a version the directory lacks",
			files:   map[string]string{"pyproject.toml": project + "dependencies = [\"wheel<0.40\"]\n", "uv.toml": "no-index = true\nfind-links = [\"wheels\"]\n"},
			wantErr: "uv.toml no-index turns the package index off, and no wheel or sdist of wheel <0.40 is in the --find-links directories"},
		{name: "explicit flat index on disk with a sources pin",
			files: map[string]string{"pyproject.toml": project + "dependencies = [\"wheel<0.42\"]\n\n[[tool.uv.index]]\nname = \"local\"\nurl = \"./wheels\"\nformat = \"flat\"\nexplicit = true\n\n[tool.uv.sources]\nwheel = { index = \"local\" }\n"},
			want:  "0.40.0", file: "wheels/wheel-0.40.0-py3-none-any.whl", latest: "0.43.0", note: "pins wheel to the index \"local\", a flat index on this machine"},
		{name: "UV_FIND_LINKS names a directory of sdists",
			files: map[string]string{"pyproject.toml": project + "dependencies = [\"wheel==0.43.0\"]\n\n[tool.uv]\nno-index = true\n"},
			env:   map[string]string{"UV_FIND_LINKS": "/nonexistent,PROJECT/sdists"},
			want:  "0.43.0", file: "sdists/wheel-0.43.0.tar.gz", latest: "0.43.0", note: "(UV_FIND_LINKS)"},
		{name: "installed from the directory uv.lock names: the latest from there",
			files: map[string]string{"pyproject.toml": project + "dependencies = [\"wheel==0.40.0\"]\n",
				"uv.lock": lock("0.40.0", "wheels", "wheels = [\n    { path = \"wheel-0.40.0-py3-none-any.whl\" },\n]")},
			installed: "wheel-0.40.0-py3-none-any.whl",
			want:      "0.40.0", latest: "0.43.0", note: "no index was asked about wheel"},
		{name: "PDM find_links source on disk",
			files: map[string]string{"pyproject.toml": project + "dependencies = [\"wheel==0.40.0\"]\n\n[[tool.pdm.source]]\nname = \"local\"\nurl = \"file:///${PROJECT_ROOT}/wheels\"\ntype = \"find_links\"\n"},
			want:  "0.40.0", file: "wheels/wheel-0.40.0-py3-none-any.whl", note: "(pyproject.toml find-links)"},
		{name: "untrusted project: a directory outside it is not read",
			files: map[string]string{"pyproject.toml": project + "dependencies = [\"wheel==0.40.0\"]\n",
				"uv.lock": lock("0.40.0", "../wheels", "wheels = [\n    { path = \"wheel-0.40.0-py3-none-any.whl\" },\n]")},
			untrusted: true,
			wantErr:   "that directory is outside the project, which the user did not choose"},
		{name: "pip's --no-index, installed: the latest from the wheelhouse",
			files:     map[string]string{"requirements.txt": "--no-index\n--find-links wheels\nwheel==0.40.0\n"},
			installed: "wheel-0.40.0-py3-none-any.whl",
			want:      "0.40.0", latest: "0.43.0", note: "requirements.txt --no-index turns the package index off: no index was asked about wheel"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld(t)
			dir := t.TempDir()
			if err := os.CopyFS(dir, os.DirFS(filepath.Join("testdata", "wheelhouse"))); err != nil {
				t.Fatal(err)
			}
			os.Remove(filepath.Join(dir, "requirements.txt"))
			writeFiles(t, dir, tc.files)
			for k, v := range tc.env {
				w.env[k] = strings.ReplaceAll(v, "PROJECT", dir)
			}
			site := ""
			if tc.installed != "" {
				writeFiles(t, dir, map[string]string{".venv/pyvenv.cfg": "home = /nonexistent/bin\nversion_info = 3.12.3\n"})
				site = filepath.Join(dir, ".venv", "lib", "python3.12", "site-packages")
				unzip(t, filepath.Join(dir, "wheels", tc.installed), site)
			}
			doc, err := w.provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "wheel", Version: tc.version, ProjectPath: dir, ProjectTrusted: !tc.untrusted}})
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
			wantSrc := sdk.Source{Kind: sdk.SourceLocalFolder, Detail: filepath.Join(dir, filepath.FromSlash(tc.file))}
			if site != "" {
				wantSrc = sdk.Source{Kind: sdk.SourceLocalInstall, Detail: filepath.Join(site, "wheel-0.40.0.dist-info")}
			}
			if doc.Version != tc.want || doc.Source.Kind != wantSrc.Kind || doc.Source.Detail != wantSrc.Detail || doc.LatestVersion != tc.latest {
				t.Errorf("answered %s %s (latest %q) from %+v, want %s (latest %q) from %+v", doc.Name, doc.Version, doc.LatestVersion, doc.Source, tc.want, tc.latest, wantSrc)
			}
			if _, ok := symbolNamed(doc, "wheelfile.WheelFile"); !ok {
				t.Errorf("no wheelfile.WheelFile in the outline")
			}
			if notes := strings.Join(doc.Notes, "\n"); !strings.Contains(notes, tc.note) {
				t.Errorf("notes %q do not say %q", notes, tc.note)
			}
		})
	}
}

// unzip unpacks a wheel into dir, as an installer lays it out.
func unzip(t *testing.T, wheel, dir string) {
	t.Helper()
	zr, err := zip.OpenReader(wheel)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	for _, f := range zr.File {
		if f.FileInfo().IsDir() {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		writeFiles(t, dir, map[string]string{f.Name: string(b)})
	}
}
