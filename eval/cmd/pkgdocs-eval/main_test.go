package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The Debian packages .ci/run installs are the CI subset's: every entry of
// a corpus smaller than the subset, mapped the ecosystem's way (crate
// names with _ become librust-…-dev with -), once each, sorted.
func TestSubsetDebian(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"python-debian.txt": "# comment\npython3-yaml\n\npython3-six\n",
		"rust-debian.txt":   "pin_project_lite\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := subsetDebian(ecosystems, map[string]bool{"python": true, "rust": true}, dir, 24)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"librust-pin-project-lite-dev", "python3-six", "python3-venv", "python3-yaml"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("subsetDebian (-want +got):\n%s", d)
	}
}

// TestHasCorpus: a corpora directory with some ecosystems' files only
// (eval/heldout) measures those; an ecosystem without a corpus file (the
// Swift corpus lives elsewhere) is always there.
func TestHasCorpus(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.txt"), []byte("example.com/m\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		e    Ecosystem
		want bool
	}{
		{"zero ecosystem", Ecosystem{}, true},
		{"corpus elsewhere", Ecosystem{Name: "swift"}, true},
		{"file present", Ecosystem{Name: "go", Corpus: "go.txt"}, true},
		{"file missing", Ecosystem{Name: "npm", Corpus: "npm.txt"}, false},
	}
	for _, tt := range tests {
		if got := hasCorpus(tt.e, dir); got != tt.want {
			t.Errorf("%s: hasCorpus = %v, want %v", tt.name, got, tt.want)
		}
	}
}
