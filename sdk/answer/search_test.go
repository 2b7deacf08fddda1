package answer

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// loadDoc reads a recorded provider answer from testdata.
func loadDoc(t testing.TB, name string) *sdk.Document {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var d sdk.Document
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return &d
}

// searchDoc is the recorded cobra document with the parts it lacks
// (examples with and without a source, a doc file whose name is a
// release-notes file, a second subpackage), so every kind of part is
// searched.
func searchDoc(t testing.TB) *sdk.Document {
	d := loadDoc(t, "cobra.json")
	d.Examples = append(d.Examples,
		sdk.Example{Title: "Command with flags", Language: "go", Code: "cmd := &cobra.Command{Use: \"serve\"}\ncmd.Flags().StringP(\"port\", \"p\", \"80\", \"port\")\n", Source: "README.md"},
		sdk.Example{Title: "Command with flags", Language: "go", Code: "root.AddCommand(cmd)\nroot.Execute()\n"})
	d.DocFiles = append(d.DocFiles, sdk.DocFile{Path: "CHANGELOG.md", Title: "Changelog"})
	d.Subpackages = append(d.Subpackages, sdk.Subpackage{Path: "github.com/spf13/cobra/doc", Synopsis: "Generate documentation for commands: man pages, markdown, rest, yaml."})
	return d
}

// TestSearchDocumentGolden: the hits (title, kind, snippet, score and
// locator) for a set of queries over every kind of part are those in
// testdata/search.golden.json.
func TestSearchDocumentGolden(t *testing.T) {
	d := searchDoc(t)
	ix := NewDocumentIndex(d)
	queries := []struct {
		Query string
		Fuzzy bool
	}{
		{"Execute", false}, {"add a subcommand", false}, {"flags", true}, {"Comand", true},
		{"shell completion bash", false}, {"documentation man pages", false}, {"changelog", false},
		{"Command with flags", false}, {"PositionalArgs", false}, {"user guide", true},
	}
	got := map[string][]sdk.Hit{}
	for _, q := range queries {
		got[q.Query] = ix.Search(q.Query, 8, q.Fuzzy).Hits
	}
	golden := filepath.Join("testdata", "search.golden.json")
	if *update {
		b, _ := json.MarshalIndent(got, "", " ")
		if err := os.WriteFile(golden, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	var want map[string][]sdk.Hit
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("search hits (-want +got):\n%s", diff)
	}
}

// A Python re-export of a name the document declares (pyotp 2.6's
// totp.TOTP beside TOTP) is another path to it, not a second hit; a
// re-export of a name declared nowhere in the document stays a hit.
func TestSearchSkipsReexportOfDeclared(t *testing.T) {
	doc := &sdk.Document{Name: "pyotp", Symbols: []sdk.Symbol{
		{Name: "TOTP", Kind: "class", Signature: "class TOTP(OTP)", Doc: "Handler for time-based OTP counters."},
		{Name: "totp.TOTP", Kind: "reexport", Signature: "from pyotp.totp import TOTP", Doc: "Listed with its signature where the package exports it."},
		{Name: "compat.Random", Kind: "reexport", Signature: "from random import Random"},
	}}
	var got []string
	for _, q := range []string{"TOTP", "Random"} {
		for _, h := range SearchDocument(doc, q, 10, false).Hits {
			got = append(got, h.Title)
		}
	}
	if d := cmp.Diff([]string{"TOTP", "compat.Random"}, got); d != "" {
		t.Errorf("hits (-want +got):\n%s", d)
	}
}

// TestModuleOnceWithLocator: a Python module the document lists both as a
// symbol (asyncio) and as a subpackage (tqdm.asyncio, trimmed from tqdm
// 4.64.1's real document) is one hit, with the locator symbol= reads.
func TestModuleOnceWithLocator(t *testing.T) {
	d := loadDoc(t, "tqdm-modules.json")
	for _, q := range []struct{ query, want string }{
		{"asynchronous progressbar decorator for iterators", "asyncio"},
		{"sends updates to a slack app", "contrib.slack"},
	} {
		var got []sdk.Locator
		for _, h := range NewDocumentIndex(d).Search(q.query, 3, false).Hits {
			if h.Kind == "package" || h.Locator.Symbol == q.want {
				got = append(got, h.Locator)
			}
		}
		if diff := cmp.Diff([]sdk.Locator{{Symbol: q.want}}, got); diff != "" {
			t.Errorf("%q: the module's hits (-want +got):\n%s", q.query, diff)
		}
	}
}
