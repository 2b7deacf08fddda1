package sitepkgs

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strings"
)

// maxEnvironmentYML bounds environment.yml: real ones are a few KB.
const maxEnvironmentYML = 1 << 20

// condaProjectEnv is the conda environment environment.yml at root
// describes, when it exists on this machine: its prefix: line (conda env
// export writes one), else the environment its name: names, in the
// directories conda keeps environments in: $CONDA_ENVS_PATH (or
// $CONDA_ENVS_DIRS), the envs/ of the conda installation $CONDA_PREFIX
// belongs to, and the installers' defaults under home and /opt/conda.
func condaProjectEnv(root string, getenv func(string) string, home string) *Env {
	b, err := readSmall(filepath.Join(root, "environment.yml"), maxEnvironmentYML)
	if err != nil {
		if b, err = readSmall(filepath.Join(root, "environment.yaml"), maxEnvironmentYML); err != nil {
			return nil
		}
	}
	name, prefix := environmentYML(b)
	if prefix != "" && filepath.IsAbs(prefix) {
		if e := CondaEnv(filepath.Clean(prefix), "conda env (environment.yml prefix)"); e != nil {
			return e
		}
	}
	if name == "" || name == "base" || strings.ContainsAny(name, `/\`) || name == "." || name == ".." {
		return nil
	}
	for _, dir := range condaEnvDirs(getenv, home) {
		if e := CondaEnv(filepath.Join(dir, name), "conda env "+name+" (environment.yml)"); e != nil {
			return e
		}
	}
	return nil
}

// environmentYML reads the top-level name: and prefix: of a conda
// environment file; the rest (channels, dependencies) is not needed here.
func environmentYML(b []byte) (name, prefix string) {
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == ' ' || line[0] == '\t' || line[0] == '#' {
			continue
		}
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		if i := strings.Index(v, " #"); i >= 0 {
			v = v[:i]
		}
		v = strings.Trim(strings.TrimSpace(v), `"'`)
		switch strings.TrimSpace(k) {
		case "name":
			name = v
		case "prefix":
			prefix = v
		}
	}
	return name, prefix
}

// condaEnvDirs lists where conda looks for named environments, in its
// order: the configured directories, then the installation's envs/.
func condaEnvDirs(getenv func(string) string, home string) []string {
	var dirs []string
	for _, v := range []string{"CONDA_ENVS_PATH", "CONDA_ENVS_DIRS"} {
		for _, d := range filepath.SplitList(getenv(v)) {
			if filepath.IsAbs(d) {
				dirs = append(dirs, d)
			}
		}
	}
	if p := getenv("CONDA_PREFIX"); p != "" && filepath.IsAbs(p) {
		p = filepath.Clean(p)
		if filepath.Base(filepath.Dir(p)) == "envs" {
			dirs = append(dirs, filepath.Dir(p)) // an activated named env: its siblings
		} else {
			dirs = append(dirs, filepath.Join(p, "envs")) // the base installation
		}
	}
	if home != "" {
		for _, inst := range []string{"miniforge3", "miniconda3", "anaconda3", "mambaforge", "micromamba"} {
			dirs = append(dirs, filepath.Join(home, inst, "envs"))
		}
		dirs = append(dirs, filepath.Join(home, ".conda", "envs"))
	}
	dirs = append(dirs, "/opt/conda/envs")
	return dirs
}

// ActivatedConda is the conda environment $CONDA_PREFIX names (conda
// activate sets it): the one a project without an environment of its
// own runs in; nil when unset or not a conda environment.
func ActivatedConda(getenv func(string) string) *Env {
	p := getenv("CONDA_PREFIX")
	if p == "" || !filepath.IsAbs(p) {
		return nil
	}
	if _, err := os.Stat(p); err != nil {
		return nil
	}
	return CondaEnv(filepath.Clean(p), "CONDA_PREFIX")
}
