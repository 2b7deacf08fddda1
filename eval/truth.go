package eval

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Truth is one package's ground truth, as an ecosystem's extractor writes
// it (the shared format in eval/README.md).
type Truth struct {
	Ecosystem  string `json:"ecosystem"`
	Package    string `json:"package"`
	Version    string `json:"version"`
	Project    string `json:"project"`
	Shape      string `json:"shape"`
	Tool       string `json:"tool"`
	Items      []Item `json:"items"`
	Unmeasured string `json:"unmeasured"`
	// Notes say what the extractor could not read in full (a re-exported
	// crate whose docs failed to build, say); they count in no figure.
	Notes []string `json:"notes,omitempty"`
	// Reachable are further real names, named like Items, that code
	// reaches by importing a public submodule (Python's
	// "starlette.applications.Starlette" as "applications.Starlette"),
	// beside the exports Items lists: a name pkgdocs lists that is here
	// counts as right for precision, and none is generated as a wrong
	// name; they are not in recall (an outline need not list them all).
	Reachable []string `json:"reachable,omitempty"`
	// OpenModules are modules of other packages that the package
	// re-exports (Swift's `@_exported import Clocks`), whose names the
	// truth does not list: importing the package gives them too, so the
	// truth cannot vouch that a top-level name it lacks is absent, and no
	// such name is generated as a wrong one.
	OpenModules []string `json:"open_modules,omitempty"`
	// DoccTopics are the symbol links of a Swift package's DocC catalogs'
	// Topics sections, as written ("Markdown/Document/format(options:)"):
	// the curated API its authors list. Kept with the truth; they count in
	// no figure yet.
	DoccTopics []string `json:"docc_topics,omitempty"`
	// Inherited are members a class or interface inherits from a base the
	// package itself declares, named through the child ("Hono.get" for a
	// get that HonoBase declares), as code written against the child
	// addresses them. Items measures each member under the parent that
	// declares it; these count only in the check figures.
	Inherited []Item `json:"inherited,omitempty"`
	// InheritedWrong are made-up members on such children whose whole
	// base chain the package declares ("Hono.gte"): the compiler vouches
	// that the child has no such member.
	InheritedWrong []string `json:"inherited_wrong,omitempty"`
}

// Item is one exported name: top level when Parent is empty, else a
// member of Parent.
type Item struct {
	Name      string `json:"name"`
	Parent    string `json:"parent,omitempty"`
	Member    string `json:"member,omitempty"`
	Kind      string `json:"kind"`
	Signature string `json:"signature"`
	Doc       string `json:"doc"`
	// SymbolName is the name as the ecosystem's documentation links spell
	// it, where that differs from Name: Swift's argument labels
	// ("Circle.init(radius:)" for Name "Circle.init", as DocC links name
	// it). It counts in no figure: Name is what the figures compare.
	SymbolName string `json:"symbol_name,omitempty"`
}

// ReadTruth reads one ground-truth file.
func ReadTruth(path string) (*Truth, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read truth %q: %w", path, err)
	}
	var t Truth
	if err := json.Unmarshal(b, &t); err != nil {
		return nil, fmt.Errorf("parse truth %q: %w", path, err)
	}
	if t.Package == "" || t.Ecosystem == "" {
		return nil, fmt.Errorf("truth %q: no ecosystem or package", path)
	}
	if t.Ecosystem == "npm" {
		moduleDefault(&t)
	}
	return &t, nil
}

// WriteTruth writes t to path, creating its directory, atomically: an
// interrupted run never leaves a half file that a re-run would keep as
// cached truth. Signatures hold <, > and &: written as they are.
func WriteTruth(path string, t *Truth) error {
	if t.Items == nil {
		t.Items = []Item{}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(t); err != nil {
		return fmt.Errorf("encode truth %q: %w", t.Package, err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("write truth %q: %w", path, err)
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("write truth %q: %w", path, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("write truth %q: %w", path, err)
	}
	return nil
}

// ReadTruths reads every *.json file under dir, sorted by path.
func ReadTruths(dir string) ([]*Truth, error) {
	var paths []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(p, ".json") {
			paths = append(paths, p)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("read truths %q: %w", dir, err)
	}
	sort.Strings(paths)
	var out []*Truth
	for _, p := range paths {
		t, err := ReadTruth(p)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

// Names are every real name the truth knows: its items' and Reachable.
func (t *Truth) Names() map[string]bool {
	out := make(map[string]bool, len(t.Items)+len(t.Reachable))
	for _, it := range t.Items {
		out[it.Name] = true
	}
	for _, n := range t.Reachable {
		out[n] = true
	}
	return out
}

// TopLevel and Members split the items.
func (t *Truth) TopLevel() []Item {
	var out []Item
	for _, it := range t.Items {
		if it.Parent == "" {
			out = append(out, it)
		}
	}
	return out
}

func (t *Truth) Members() []Item {
	var out []Item
	for _, it := range t.Items {
		if it.Parent != "" {
			out = append(out, it)
		}
	}
	return out
}

// moduleDefault names "default" the default export that `export * as
// default from './base.js'` makes. TypeScript's symbol for it is the
// module, named by its quoted file path ("/…/node_modules/ansi-escapes/
// base"), which truth.cjs took for the export's name before it said
// "default": no code can write that name, so every member under it was
// counted missing. Truth files written since hold "default" already.
func moduleDefault(t *Truth) {
	rename := func(n string) string {
		if !strings.HasPrefix(n, `"`) {
			return n
		}
		end := strings.IndexByte(n[1:], '"')
		if end < 0 {
			return n
		}
		return "default" + n[end+2:]
	}
	for i := range t.Items {
		t.Items[i].Name = rename(t.Items[i].Name)
		t.Items[i].Parent = rename(t.Items[i].Parent)
	}
}
