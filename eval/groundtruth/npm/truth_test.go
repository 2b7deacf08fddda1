package main

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/eval"
)

// tinyTruth runs truth.cjs on one of the packages in
// eval/testdata/npm/project whose API is written by hand in
// eval/testdata/npm/PKG.truth.json, and compares the items. It needs node
// and the pinned TypeScript (npm ci --prefix eval/groundtruth/npm; CI
// installs both).
func tinyTruth(t *testing.T, pkg string, wantExportEquals bool) {
	t.Helper()
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed: the npm ground truth needs it")
	}
	if _, err := os.Stat("node_modules/typescript"); err != nil {
		t.Skip("TypeScript is not installed here: run npm ci --prefix eval/groundtruth/npm")
	}
	r := &Runner{Script: "truth.cjs", Timeout: 5 * time.Minute} // a busy 2-core machine
	project, err := filepath.Abs("../../testdata/npm/project")
	if err != nil {
		t.Fatal(err)
	}
	out, err := r.run(context.Background(), ".", "node", "truth.cjs", project, pkg)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Items        []eval.Item `json:"items"`
		ExportEquals bool        `json:"exportEquals"`
		Ambient      bool        `json:"ambient"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	b, err := os.ReadFile("../../testdata/npm/" + pkg + ".truth.json")
	if err != nil {
		t.Fatal(err)
	}
	var want []eval.Item
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(want, got.Items); d != "" {
		t.Errorf("items (-want +got):\n%s", d)
	}
	if got.ExportEquals != wantExportEquals || got.Ambient {
		t.Errorf("exportEquals=%v ambient=%v, want exportEquals=%v and not ambient", got.ExportEquals, got.Ambient, wantExportEquals)
	}
}

func TestTinyPackage(t *testing.T) {
	tinyTruth(t, "tiny-pkg", false)
}

// TestTinyExportEqualsClass: an `export =` class that extends a class of
// another package (tiny-base) lists what it and its merged namespace
// declare; neither the implicit prototype nor the statics it inherits
// from the base (make, defaultLimit, the base namespace's help and
// Helper) are its top-level names.
func TestTinyExportEqualsClass(t *testing.T) {
	tinyTruth(t, "tiny-class", true)
}

func TestShipsTypes(t *testing.T) {
	dir := "../../testdata/npm/project/node_modules/tiny-pkg"
	if !shipsTypes(dir, manifest{Types: "index.d.ts"}) {
		t.Error("types field: want bundled")
	}
	if !shipsTypes(dir, manifest{Main: "index.js"}) {
		t.Error("index.d.ts beside main: want bundled")
	}
	if shipsTypes(t.TempDir(), manifest{Main: "lib/x.js"}) {
		t.Error("no declarations: want untyped")
	}
	// yargs 18's exports: types only for "./browser", the root is
	// untyped JavaScript (the compiler falls back to @types/yargs).
	subpathOnly := manifest{Main: "index.mjs", Exports: json.RawMessage(`{"./browser": {"types": "./browser.d.ts", "import": "./browser.mjs"}, ".": "./index.mjs"}`)}
	if shipsTypes(t.TempDir(), subpathOnly) {
		t.Error("types on a subpath only: want untyped")
	}
	rootTyped := manifest{Exports: json.RawMessage(`{".": {"import": {"types": "./a.d.mts", "default": "./a.mjs"}}}`)}
	if !shipsTypes(t.TempDir(), rootTyped) {
		t.Error("types condition on the root: want bundled")
	}
}

func TestTypesName(t *testing.T) {
	for in, want := range map[string]string{"lodash": "@types/lodash", "@babel/core": "@types/babel__core"} {
		if got := typesName(in); got != want {
			t.Errorf("typesName(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestTinyDualReachable: a package whose "import" condition has
// declarations of its own (tiny-dual's esm/index.d.ts adds esmOnly and
// `export * as default`) is measured on its require view, and the names
// only an ES module importer reaches are reachable: real, not in recall.
func TestTinyDualReachable(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed: the npm ground truth needs it")
	}
	if _, err := os.Stat("node_modules/typescript"); err != nil {
		t.Skip("TypeScript is not installed here: run npm ci --prefix eval/groundtruth/npm")
	}
	r := &Runner{Script: "truth.cjs", Timeout: 5 * time.Minute}
	project, err := filepath.Abs("../../testdata/npm/project")
	if err != nil {
		t.Fatal(err)
	}
	out, err := r.run(context.Background(), ".", "node", "truth.cjs", project, "tiny-dual")
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Items     []eval.Item `json:"items"`
		Reachable []string    `json:"reachable"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	var names []string
	for _, it := range got.Items {
		names = append(names, it.Name)
	}
	if d := cmp.Diff([]string{"add"}, names); d != "" {
		t.Errorf("items (-want +got):\n%s", d)
	}
	if d := cmp.Diff([]string{"esmOnly", "default", "default.add"}, got.Reachable); d != "" {
		t.Errorf("reachable (-want +got):\n%s", d)
	}
}
