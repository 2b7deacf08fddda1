package gateway

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
)

func TestVettedRemembersOnlyValidDeclarations(t *testing.T) {
	path := filepath.Join(t.TempDir(), "manifests", "vetted-tools.json")
	good := sdk.Tool{Name: "list_things", Description: "Lists things.", InputSchema: json.RawMessage(`{"type":"object","properties":{"n":{"type":"integer"}}}`)}
	project := sdk.Tool{Name: "list_deps", Description: "Lists dependencies.", InputSchema: json.RawMessage(`{"type":"object","properties":{"projectPath":{"type":"string"}}}`)}
	bad := sdk.Tool{Name: "bad_schema", Description: "Bad.", InputSchema: json.RawMessage(`{"type":"object","properties":{"n":{"type":12}}}`)}

	v := loadVetted(path)
	for _, tt := range []struct {
		tool        sdk.Tool
		projectPath bool
	}{{good, false}, {project, true}} {
		got, err := v.check(tt.tool)
		if err != nil {
			t.Fatalf("%s: good declaration refused: %v", tt.tool.Name, err)
		}
		if got != tt.projectPath {
			t.Errorf("%s: projectPath = %v, want %v", tt.tool.Name, got, tt.projectPath)
		}
	}
	if _, err := v.check(bad); err == nil {
		t.Fatal("bad declaration accepted")
	}
	if err := v.save(); err != nil {
		t.Fatal(err)
	}

	// A new process: the good declarations are known with what their
	// schemas say of projectPath, the bad one is still checked and
	// refused, and a changed schema is checked afresh.
	again := loadVetted(path)
	if diff := cmp.Diff(map[string]bool{toolDigest(good): false, toolDigest(project): true}, again.known); diff != "" {
		t.Errorf("remembered digests (-want +got):\n%s", diff)
	}
	if got, err := again.check(project); err != nil || !got {
		t.Errorf("check(remembered %s) = %v, %v; want true, nil", project.Name, got, err)
	}
	if _, err := again.check(bad); err == nil {
		t.Error("bad declaration accepted after a restart")
	}
	changed := good
	changed.InputSchema = json.RawMessage(`{"type":"object","properties":{"n":{"type":"nope"}}}`)
	if _, err := again.check(changed); err == nil {
		t.Error("a changed, invalid schema was taken as vetted")
	}
}

// A declaration an older host passed, before ValidateTool checked
// x-mcp-header annotations, is checked again: its memo is of an older
// format.
func TestVettedForgetsWhatAnOlderCheckPassed(t *testing.T) {
	path := filepath.Join(t.TempDir(), "vetted-tools.json")
	bad := sdk.Tool{Name: "bad_header", Description: "Bad.", InputSchema: json.RawMessage(`{"type":"object","properties":{"r":{"type":"string","x-mcp-header":"Bad Header"}}}`)}
	old := `{"format":1,"digests":["` + toolDigest(bad) + `"]}`
	if err := os.WriteFile(path, []byte(old), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := loadVetted(path).check(bad); err == nil || !strings.Contains(err.Error(), "x-mcp-header") {
		t.Errorf("check = %v, want the x-mcp-header annotation refused", err)
	}
}

func TestVettedIgnoresABrokenFile(t *testing.T) {
	for name, content := range map[string]string{
		"not json":     "{",
		"other format": `{"format":99,"digests":["` + strings.Repeat("a", 64) + `"]}`,
		"short digest": `{"format":3,"digests":["abc"]}`,
		"oversized":    `{"format":3,"digests":["` + strings.Repeat("a", maxVettedFile) + `"]}`,
	} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "vetted-tools.json")
			if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
				t.Fatal(err)
			}
			if v := loadVetted(path); len(v.known) != 0 {
				t.Errorf("known = %v, want nothing from a broken file", v.known)
			}
		})
	}
}
