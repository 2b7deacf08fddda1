package sitepkgs

import (
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// condaEnvAt writes the conda environment `conda create -n NAME
// python=3.11 termcolor=1.1.0` leaves at prefix (as TestCondaProjectEnv).
func condaEnvAt(t *testing.T, prefix string) string {
	t.Helper()
	write(t, filepath.Join(prefix, "conda-meta", "history"), "==> 2024-03-02 10:11:12 <==\n# cmd: conda create -n analysis python=3.11 termcolor=1.1.0\n+conda-forge/linux-64::python-3.11.7-hab00c5b_1_cpython\n")
	write(t, filepath.Join(prefix, "conda-meta", "python-3.11.7-hab00c5b_1_cpython.json"), `{"name": "python", "version": "3.11.7", "build": "hab00c5b_1_cpython"}`)
	write(t, filepath.Join(prefix, "lib", "python3.11", "os.py"), "")
	site := filepath.Join(prefix, "lib", "python3.11", "site-packages")
	copyTree(t, filepath.Join("testdata", "debian", "usr", "lib", "python3", "dist-packages"), site)
	return site
}

// TestCondaNamedEnv: a conda project keeps its environment where conda
// keeps named ones, not in the project: environment.yml's name: (or the
// prefix: that `conda env export` writes) leads there, through
// CONDA_ENVS_PATH, the installation $CONDA_PREFIX belongs to, or the
// installers' default under home. With none of those, an activated
// environment ($CONDA_PREFIX) is the one the project runs in. Before,
// each answered from whatever python3 pkgdocs found, or the index.
func TestCondaNamedEnv(t *testing.T) {
	home := t.TempDir()
	named := filepath.Join(home, "miniconda3", "envs", "analysis")
	site := condaEnvAt(t, named)
	elsewhere := filepath.Join(t.TempDir(), "envs", "analysis")
	condaEnvAt(t, elsewhere)
	want := func(prefix, kind string) *Env {
		return &Env{Kind: kind, Prefix: prefix, PythonVersion: "3.11.7", SitePackages: []string{filepath.Join(prefix, "lib", "python3.11", "site-packages")}, Stdlib: filepath.Join(prefix, "lib", "python3.11")}
	}
	tests := map[string]struct {
		yml  string
		env  map[string]string
		want *Env
	}{
		"name, the installer's default": {yml: "name: analysis\ndependencies:\n  - python=3.11\n", want: want(named, "conda env analysis (environment.yml)")},
		"name, CONDA_ENVS_PATH first": {yml: "name: analysis\n", env: map[string]string{"CONDA_ENVS_PATH": filepath.Dir(elsewhere)},
			want: want(elsewhere, "conda env analysis (environment.yml)")},
		"name, beside the activated env": {yml: "name: analysis\n", env: map[string]string{"CONDA_PREFIX": filepath.Join(filepath.Dir(elsewhere), "other")},
			want: want(elsewhere, "conda env analysis (environment.yml)")},
		"prefix from conda env export": {yml: "name: renamed\nchannels:\n  - conda-forge\nprefix: " + elsewhere + "\n", want: want(elsewhere, "conda env (environment.yml prefix)")},
		"no such env":                  {yml: "name: missing\n", want: nil},
		"a name that is a path":        {yml: "name: ../miniconda3/envs/analysis\n", want: nil},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			proj := t.TempDir()
			write(t, filepath.Join(proj, "environment.yml"), tt.yml)
			got := ManagedEnv(proj, "", func(k string) string { return tt.env[k] }, home, UserBase{})
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ManagedEnv (-want +got):\n%s", diff)
			}
		})
	}
	if e := ActivatedConda(func(k string) string { return map[string]string{"CONDA_PREFIX": named}[k] }); e == nil || e.Prefix != named || len(e.SitePackages) != 1 || e.SitePackages[0] != site {
		t.Errorf("ActivatedConda = %+v", e)
	}
	if e := ActivatedConda(func(string) string { return "" }); e != nil {
		t.Errorf("ActivatedConda without CONDA_PREFIX = %+v", e)
	}
	if e := ActivatedConda(func(string) string { return "relative/env" }); e != nil {
		t.Errorf("ActivatedConda of a relative path = %+v", e)
	}
}
