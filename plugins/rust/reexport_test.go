package rust

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// TestPathsThroughReexports: petgraph (trimmed) declares Graph and
// NodeIndex in a private module and re-exports them from the public
// modules graph, prelude and stable_graph, itself a private module's
// child re-exported as a public module. Every public path reaches the
// item and its methods; a miss names the nearest paths.
func TestPathsThroughReexports(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "petgraph_trim"), filepath.Join(proj, "vendor", "petgraph-0.6.2"))
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\npetgraph = \"0.6\"\n")
	p := w.provider(false)
	ref := sdk.PackageRef{Name: "petgraph", ProjectPath: proj, ProjectTrusted: true}
	for sym, focus := range map[string]string{
		"prelude::Graph::new":            "graph::Graph::new",
		"petgraph::prelude::StableGraph": "stable_graph::StableGraph",
		"stable_graph::NodeIndex::index": "graph::NodeIndex::index",
		"stable_graph::StableGraph::new": "stable_graph::StableGraph::new",
		"graph::node_index":              "graph::node_index",
	} {
		if doc := describe(t, p, ref, sym); doc.Focus != focus {
			t.Errorf("symbol %s: focus %q, want %q", sym, doc.Focus, focus)
		}
	}
	_, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: ref, Symbol: "prelude::Graph::add_nod"})
	wantCode(t, err, codes.NotFound)
	if err == nil || !strings.Contains(err.Error(), "nearest: ") || !strings.Contains(err.Error(), "graph::Graph") {
		t.Errorf("miss: %v, want the nearest paths", err)
	}

	doc := describe(t, p, ref, "")
	// The outline groups items by kind across modules and shows their
	// declarations: an item of a submodule says its path.
	led := false
	for _, s := range doc.Symbols {
		if s.Name == "stable_graph::StableGraph" {
			led = strings.HasPrefix(s.Doc, "stable_graph::StableGraph: ")
		}
	}
	if !led {
		t.Errorf("outline: stable_graph::StableGraph missing or its doc not led by its path")
	}
	ix := apicheck.NewIndex("rust", doc.Name, doc.Symbols)
	got := map[string]string{}
	for _, q := range []string{"petgraph::prelude::Graph::new", "petgraph::prelude::NodeIndex::index", "petgraph::stable_graph::StableGraph::new", "petgraph::prelude::Graph::made_up"} {
		got[q] = ix.Check(apicheck.Ref{Query: q}).Verdict.String()
	}
	want := map[string]string{"petgraph::prelude::Graph::new": "exists", "petgraph::prelude::NodeIndex::index": "exists",
		"petgraph::stable_graph::StableGraph::new": "exists", "petgraph::prelude::Graph::made_up": "missing"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("check verdicts (-want +got):\n%s", diff)
	}
}
