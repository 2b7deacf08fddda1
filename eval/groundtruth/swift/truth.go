package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// Truth is the shared ground-truth file (eval/README.md).
type Truth struct {
	Ecosystem  string   `json:"ecosystem"`
	Package    string   `json:"package"`
	Version    string   `json:"version"`
	Project    string   `json:"project"`
	Shape      string   `json:"shape"`
	Tool       string   `json:"tool"`
	Items      []Entry  `json:"items"`
	Unmeasured string   `json:"unmeasured"`
	Notes      []string `json:"notes,omitempty"`
	// DoccTopics are the symbol links of the DocC catalogs' Topics
	// sections, as written ("Markdown/Document/format(options:)").
	DoccTopics []string `json:"docc_topics,omitempty"`
}

// Entry is one exported name or member.
type Entry struct {
	Name      string `json:"name"`
	Parent    string `json:"parent,omitempty"`
	Member    string `json:"member,omitempty"`
	Kind      string `json:"kind"`
	Signature string `json:"signature"`
	Doc       string `json:"doc"`
	// SymbolName is a function's, initializer's or subscript's name with
	// its argument labels, as DocC links name it ("Circle.init(radius:)");
	// Name is the bare name ("Circle.init"), as Swift's other tools list it.
	SymbolName string `json:"symbol_name,omitempty"`
}

func readTruth(path string) (*Truth, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read truth: %w", err)
	}
	var t Truth
	if err := json.Unmarshal(b, &t); err != nil {
		return nil, fmt.Errorf("decode truth %q: %w", filepath.Base(path), err)
	}
	return &t, nil
}

// writeTruth writes t to path atomically, so an interrupted run never
// leaves a half file that a re-run would keep.
func writeTruth(path string, t *Truth) error {
	if t.Items == nil {
		t.Items = []Entry{}
	}
	// Signatures hold <, > and &: written as they are, not \u003c.
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(t); err != nil {
		return fmt.Errorf("encode truth %q: %w", t.Package, err)
	}
	b := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("write truth: %w", err)
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("write truth: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("write truth: %w", err)
	}
	return nil
}
