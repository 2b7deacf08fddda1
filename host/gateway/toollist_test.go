package gateway

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/mcp"
)

// TestToolKeyCoversEveryField: the key of a remembered tools/list covers
// every field of mcp.Tool that Tool.MarshalJSON reads, or refuses a tool
// using it; an mcp-go with a field this list does not know fails here
// until toolKey says what to do with it.
func TestToolKeyCoversEveryField(t *testing.T) {
	var got []string
	for f := range reflect.TypeFor[mcp.Tool]().Fields() {
		got = append(got, f.Name)
	}
	want := []string{"Meta", "Name", "Title", "Description", "InputSchema", "RawInputSchema", "OutputSchema", "RawOutputSchema", "Annotations", "DeferLoading", "Icons", "Execution"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("mcp.Tool's fields changed; update toolKey (-known +now):\n%s", diff)
	}
	var a []string
	for f := range reflect.TypeFor[mcp.ToolAnnotation]().Fields() {
		a = append(a, f.Name)
	}
	if diff := cmp.Diff([]string{"Title", "ReadOnlyHint", "DestructiveHint", "IdempotentHint", "OpenWorldHint"}, a); diff != "" {
		t.Fatalf("mcp.ToolAnnotation's fields changed; update toolKey (-known +now):\n%s", diff)
	}

	yes, no := true, false
	base := mcp.Tool{Name: "t", Title: "T", Description: "d", RawInputSchema: json.RawMessage(`{"type":"object"}`),
		RawOutputSchema: json.RawMessage(`{"type":"object"}`),
		Annotations:     mcp.ToolAnnotation{Title: "a", ReadOnlyHint: &yes, DestructiveHint: &no}}
	l := newToolLists("", "build 1")
	key := func(tools ...mcp.Tool) string {
		k, ok := l.key(context.Background(), tools)
		if !ok {
			return "refused"
		}
		return k
	}
	k0 := key(base)
	changes := map[string]func(*mcp.Tool){
		"name":             func(t *mcp.Tool) { t.Name = "u" },
		"title":            func(t *mcp.Tool) { t.Title = "U" },
		"description":      func(t *mcp.Tool) { t.Description = "e" },
		"input schema":     func(t *mcp.Tool) { t.RawInputSchema = json.RawMessage(`{"type":"object","properties":{}}`) },
		"output schema":    func(t *mcp.Tool) { t.RawOutputSchema = json.RawMessage(`{"type":"string"}`) },
		"no output schema": func(t *mcp.Tool) { t.RawOutputSchema = nil },
		"annotation title": func(t *mcp.Tool) { t.Annotations.Title = "b" },
		"read-only hint":   func(t *mcp.Tool) { t.Annotations.ReadOnlyHint = &no },
		"destructive hint": func(t *mcp.Tool) { t.Annotations.DestructiveHint = nil },
		"idempotent hint":  func(t *mcp.Tool) { t.Annotations.IdempotentHint = &yes },
		"open-world hint":  func(t *mcp.Tool) { t.Annotations.OpenWorldHint = &no },
	}
	seen := map[string]string{k0: "base"}
	for name, change := range changes {
		tool := base
		change(&tool)
		k := key(tool)
		if k == "refused" {
			t.Errorf("%s: refused", name)
		} else if other, dup := seen[k]; dup {
			t.Errorf("%s: same key as %s", name, other)
		}
		seen[k] = name
	}
	refused := map[string]func(*mcp.Tool){
		"meta":          func(t *mcp.Tool) { t.Meta = &mcp.Meta{} },
		"typed input":   func(t *mcp.Tool) { t.RawInputSchema = nil; t.InputSchema.Type = "object" },
		"typed output":  func(t *mcp.Tool) { t.RawOutputSchema = nil; t.OutputSchema.Type = "object" },
		"defer loading": func(t *mcp.Tool) { t.DeferLoading = true },
		"icons":         func(t *mcp.Tool) { t.Icons = []mcp.Icon{} },
		"execution":     func(t *mcp.Tool) { t.Execution = &mcp.ToolExecution{} },
	}
	for name, change := range refused {
		tool := base
		change(&tool)
		if k := key(tool); k != "refused" {
			t.Errorf("%s: not refused", name)
		}
	}
	// The build, the order and the number of tools count too.
	other := newToolLists("", "build 2")
	if k, _ := other.key(context.Background(), []mcp.Tool{base}); k == k0 {
		t.Error("another build has the same key")
	}
	second := base
	second.Name = "u"
	if key(base, second) == key(second, base) || key(base, second) == k0 {
		t.Error("order or number of tools not in the key")
	}
	if len(k0) != keyLen {
		t.Errorf("key %q", k0)
	}
}
