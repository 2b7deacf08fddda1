package stdhtml

import (
	"os"
	"path/filepath"

	"errors"
	"github.com/pkgdocs/pkgdocs/plugins/rust/crateapi"
	"strings"
	"testing"
)

// The fixture is rustdoc HTML of a small crate (stable rustdoc 1.95.0),
// the same generator and layout as the toolchain's std pages.
var docs = Docs{Dir: "testdata/html"}

func TestCrate(t *testing.T) {
	c, err := docs.Crate("kvstore_demo", "")
	if err != nil {
		t.Fatal(err)
	}
	if c.Version != "1.95.0" || !strings.Contains(c.Docs, "A tiny in-memory key-value store") {
		t.Errorf("version %q, docs %q", c.Version, c.Docs)
	}
	if !strings.Contains(c.Docs, "```") {
		t.Errorf("the crate docs' example is not a Markdown code block: %q", c.Docs)
	}
	got := map[string]string{}
	for _, it := range c.Modules[0].Items {
		got[it.Name] = it.Kind + " " + it.Signature
	}
	for name, want := range map[string]string{
		"Store":   "struct pub struct Store {\n    pub capacity: Option<usize>,\n    /* private fields */\n}",
		"Value":   "enum pub enum Value {\n    Int(i64),\n    Text(String),\n    Null,\n}",
		"Persist": "trait pub trait Persist {\n    // Required methods\n    fn key(&self) -> String;\n    fn to_value(&self) -> Value;\n\n    // Provided method\n    fn save(&self, store: &mut Store) -> Option<Value> { ... }\n}",
	} {
		if got[name] != want {
			t.Errorf("%s = %q, want %q", name, got[name], want)
		}
	}
	var store = c.Modules[0].Items[0]
	for _, it := range c.Modules[0].Items {
		if it.Name == "Store" {
			store = it
		}
	}
	var methods []string
	for _, m := range store.Members {
		methods = append(methods, m.Name)
	}
	if strings.Join(methods, ",") != "new,with_capacity,insert,get,remove,len,is_empty" {
		t.Errorf("Store methods %v", methods)
	}
	if len(store.Impls) == 0 || !strings.Contains(strings.Join(store.Impls, "\n"), "impl Clone for Store") {
		t.Errorf("Store impls %v", store.Impls)
	}
	if len(c.Modules) != 2 || c.Modules[1].Path != "codec" {
		t.Errorf("modules %+v", c.Modules)
	}
}

func TestItem(t *testing.T) {
	it, err := docs.Item("kvstore_demo", "", "Store")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(it.Docs, "ordered in-memory key-value store") {
		t.Errorf("docs %q", it.Docs)
	}
	for _, m := range it.Members {
		if m.Name == "insert" && !strings.Contains(m.Docs, "previous one") {
			t.Errorf("insert docs %q", m.Docs)
		}
	}
	if _, err := docs.Item("kvstore_demo", "", "Nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("missing item: %v", err)
	}
	if _, err := docs.Crate("../../etc", ""); err == nil {
		t.Error("a path out of the docs was read")
	}
	if _, err := docs.Crate("kvstore_demo", "nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("missing module: %v", err)
	}
}

// dirPages serves a directory as Pages, as docs.rs serves a crate.
type dirPages string

func (d dirPages) Page(rel string) ([]byte, error) { return os.ReadFile(filepath.Join(string(d), rel)) }

func TestDocsRSPages(t *testing.T) {
	d := Docs{Src: dirPages("testdata/docsrs"), ItemPages: -1}
	c, err := d.AllItems("tokio")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	var sync *crateapi.Module
	for _, m := range c.Modules {
		n += len(m.Items)
		if m.Path == "sync" {
			sync = m
		}
	}
	if n < 100 || sync == nil {
		t.Fatalf("tokio all.html: %d items, sync module %v", n, sync)
	}
	found := false
	for _, it := range sync.Items {
		if it.Name == "Mutex" && it.Kind == "struct" {
			found = true
		}
	}
	if !found {
		t.Error("tokio::sync::Mutex not listed")
	}
	// An item page from docs.rs (with its top bar): declaration, methods.
	p, err := d.page("opentelemetry_sdk/trace/struct.TracerProviderBuilder.html")
	if err != nil {
		t.Fatal(err)
	}
	it := &crateapi.Item{Name: "TracerProviderBuilder", Kind: "struct"}
	fill(it, p, true)
	if it.Signature != "pub struct TracerProviderBuilder { /* private fields */ }" || len(it.Members) < 5 || it.Docs == "" {
		t.Errorf("TracerProviderBuilder: %q, %d methods, docs %q", it.Signature, len(it.Members), it.Docs)
	}
}
