//go:build record

package golang

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestRecordRankCorpus writes the search documents of real modules, fetched
// through the user's GOPROXY (live network), to sdk/rank/testdata, where
// the ranking evaluation reads them offline. Run with -tags record.
func TestRecordRankCorpus(t *testing.T) {
	pkgs := map[string]string{
		"go-gin.json":   "github.com/gin-gonic/gin@v1.10.0",
		"go-cobra.json": "github.com/spf13/cobra@v1.8.1",
		"go-lo.json":    "github.com/samber/lo@v1.47.0",
	}
	p := New(Config{})
	ctx := context.Background()
	for file, ref := range pkgs {
		name, version, _ := strings.Cut(ref, "@")
		tg, err := p.resolve(ctx, sdk.PackageRef{Ecosystem: "go", Name: name, Version: version})
		if err != nil {
			t.Fatal(err)
		}
		pkg, err := p.load(tg)
		if err != nil {
			t.Fatal(err)
		}
		// What Search indexes: the package, its README, and the sections
		// of the module's further Markdown docs.
		rd, rdPath := p.readmeRaw(tg)
		docs := append(searchDocs(pkg, rd), p.docFileDocs(tg, docFiles(tg.tree.fsys, tg.modRoot, rdPath, rd))...)
		b, err := json.MarshalIndent(docs, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join("..", "..", "sdk", "rank", "testdata", file), b, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d docs", ref, len(docs))
	}
}
