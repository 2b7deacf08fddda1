package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/eval"
)

// TestTinyKit reads the tiny Swift package of testdata, whose public API
// is written by hand: internal, private, @_spi, unavailable, test-target
// and non-product-target declarations are left out; both #if branches
// count; members of public extensions are public; an extension of [T]
// is Array's; re-exported modules and extended outside types are
// reachable names, and the module of another package it re-exports
// (OtherKit) is open: its names are not listed.
func TestTinyKit(t *testing.T) {
	work := t.TempDir()
	got, err := Extract("../../testdata/swift/TinyKit", work)
	if err != nil {
		t.Fatal(err)
	}
	want, err := eval.ReadTruth("../../testdata/swift/tinykit.json")
	if err != nil {
		t.Fatal(err)
	}
	project := got.Project
	got.Project = want.Project
	sort.Slice(got.Items, func(i, j int) bool { return got.Items[i].Name < got.Items[j].Name })
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("truth of TinyKit (-want +got):\n%s", diff)
	}

	// The project is laid out as SwiftPM leaves one.
	if _, err := os.Stat(filepath.Join(project, ".build", "checkouts", "TinyKit", "Sources", "TinyKit", "Shapes.swift")); err != nil {
		t.Errorf("checkout not copied: %v", err)
	}
	b, err := os.ReadFile(filepath.Join(project, "Package.resolved"))
	if err != nil {
		t.Fatal(err)
	}
	var resolved struct {
		Pins []struct {
			Identity, Kind, Location string
			State                    struct{ Revision, Version string }
		}
		Version int
	}
	if err := json.Unmarshal(b, &resolved); err != nil {
		t.Fatal(err)
	}
	if resolved.Version != 2 || len(resolved.Pins) != 1 || resolved.Pins[0].Identity != "tinykit" ||
		resolved.Pins[0].State.Version != "0.1.0" || resolved.Pins[0].Location != "https://github.com/example/TinyKit.git" {
		t.Errorf("Package.resolved = %s", b)
	}
}

func TestFirstSentence(t *testing.T) {
	tests := []struct{ name, doc, want string }{
		{"empty", "", ""},
		{"one", "Makes a circle.", "Makes a circle."},
		{"two", "The radius. In points.", "The radius."},
		{"stops at a parameter list", "Sends.\n- Parameter x: the x.", "Sends."},
		{"wrapped", "A long\nsentence here. Next.", "A long sentence here."},
		{"no period", "Returns the value", "Returns the value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := firstSentence(tt.doc); got != tt.want {
				t.Errorf("firstSentence(%q) = %q, want %q", tt.doc, got, tt.want)
			}
		})
	}
}
