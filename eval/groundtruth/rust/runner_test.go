package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestTinyCrate lays out a project on a directory source holding the tiny
// crate of testdata, runs rustdoc JSON through the Runner and compares
// with the answer written by hand.
func TestTinyCrate(t *testing.T) {
	if _, err := exec.LookPath("cargo"); err != nil {
		t.Skip("no cargo on this machine: the Rust ground-truth extractor needs cargo and a nightly (or stable) toolchain")
	}
	if rustdocVersion(context.Background(), "nightly") == "" && rustdocVersion(context.Background(), "stable") == "" {
		t.Skip("neither a nightly nor a stable rustup toolchain: rustdoc JSON cannot be produced")
	}
	registry, err := filepath.Abs("../../testdata/rust/registry")
	if err != nil {
		t.Fatal(err)
	}
	work, out := t.TempDir(), t.TempDir()
	var logs []string
	r := &Runner{Registry: registry, Work: work, Out: out, Log: func(f string, a ...any) { logs = append(logs, f) }}
	n, err := r.Run(context.Background(), []string{"tinycrate"})
	if err != nil || n != 1 {
		t.Fatalf("Run = %d, %v; want 1 file", n, err)
	}
	got, err := readTruth(filepath.Join(out, "directory", "tinycrate@0.1.0.json"))
	if err != nil {
		t.Fatal(err)
	}
	if got.Unmeasured != "" {
		t.Fatalf("unmeasured: %s", got.Unmeasured)
	}
	want, err := readTruth("../../testdata/rust/tinycrate.json")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(got.Tool, "rustdoc JSON format ") {
		t.Errorf("tool = %q, want rustdoc JSON format N (...)", got.Tool)
	}
	if got.Project != filepath.Join(work, "projects", "tinycrate") {
		t.Errorf("project = %q", got.Project)
	}
	for _, f := range []string{"Cargo.toml", "Cargo.lock", ".cargo/config.toml"} {
		if _, err := os.Stat(filepath.Join(got.Project, f)); err != nil {
			t.Errorf("project lacks %s: %v", f, err)
		}
	}
	got.Tool, got.Project, got.Notes = want.Tool, want.Project, nil
	sort.Slice(got.Items, func(i, j int) bool { return got.Items[i].Name < got.Items[j].Name })
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("truth of tinycrate (-want +got):\n%s", diff)
	}
}

func TestVersionPicksNewest(t *testing.T) {
	dir := t.TempDir()
	for _, d := range []string{"syn-1.0.109", "syn-2.0.3", "syn-2.0.10", "synstructure-0.12.6", "syn-x"} {
		if err := os.Mkdir(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		crate, want string
		wantErr     bool
	}{
		{crate: "syn", want: "2.0.10"},
		{crate: "synstructure", want: "0.12.6"},
		{crate: "serde", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.crate, func(t *testing.T) {
			r := &Runner{Registry: dir}
			got, err := r.version(tt.crate)
			if (err != nil) != tt.wantErr || got != tt.want {
				t.Errorf("version(%q) = %q, %v; want %q (error %v)", tt.crate, got, err, tt.want, tt.wantErr)
			}
		})
	}
}

// TestBrokenDependencySkipsToolchain: once a dependency failed to build on
// a toolchain, a later project locking the same package@version skips it.
func TestBrokenDependencySkipsToolchain(t *testing.T) {
	dir := t.TempDir()
	lock := "version = 4\n\n[[package]]\nname = \"proc-macro2\"\nversion = \"1.0.47\"\n\n[[package]]\nname = \"quote\"\nversion = \"1.0.21\"\n"
	if err := os.WriteFile(filepath.Join(dir, "Cargo.lock"), []byte(lock), 0o644); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"proc-macro2@1.0.47", "quote@1.0.21"}, lockPackages(dir)); diff != "" {
		t.Errorf("lockPackages (-want +got):\n%s", diff)
	}
	r := &Runner{}
	if got := r.lockedBroken(dir, "nightly"); got != "" {
		t.Errorf("lockedBroken before any failure = %q", got)
	}
	r.noteBroken(dir, "nightly", "error[E0635]: unknown feature `proc_macro_span_shrink`; error: could not compile `proc-macro2` (lib) due to 1 previous error")
	if got := r.lockedBroken(dir, "nightly"); got != "proc-macro2@1.0.47" {
		t.Errorf("lockedBroken = %q, want proc-macro2@1.0.47", got)
	}
	if got := r.lockedBroken(dir, "stable"); got != "" {
		t.Errorf("lockedBroken on another toolchain = %q, want none", got)
	}
}
