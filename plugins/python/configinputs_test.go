package python

import (
	"path"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The project files the fingerprint follows include the requirements files
// projects -r/-c include under their own names (a dev-requirements.txt
// whose --index-url changed must not keep the old index's cached answers),
// and no other text file of the project.
func TestConfigInputsRequirementsNames(t *testing.T) {
	followed := func(name string) bool {
		for _, f := range configInputs.Files {
			if !f.Project {
				continue
			}
			if ok, _ := path.Match(f.Path, name); ok {
				return true
			}
		}
		return false
	}
	names := []string{
		"requirements.txt", "requirements-dev.txt", "requirements/base.txt",
		"dev-requirements.txt", "test_requirements.txt", "constraints.txt", "pip-constraints.txt",
		"README.txt", "LICENSE.txt", "docs/requirements.txt",
	}
	got := map[string]bool{}
	for _, n := range names {
		got[n] = followed(n)
	}
	want := map[string]bool{
		"requirements.txt": true, "requirements-dev.txt": true, "requirements/base.txt": true,
		"dev-requirements.txt": true, "test_requirements.txt": true, "constraints.txt": true, "pip-constraints.txt": true,
		"README.txt": false, "LICENSE.txt": false, "docs/requirements.txt": false,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("project files followed (-want +got):\n%s", diff)
	}
}
