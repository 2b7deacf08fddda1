//go:build record

package golang

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
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

// TestRecordIntentDocs writes the search documents of the packages named
// in $PKGDOCS_RECORD_INTENT (space-separated, path[@version]; standard
// library packages by import path) to sdk/rank/testdata/intent/docs as
// gzipped JSON, for the intent evaluation. Run with -tags record.
func TestRecordIntentDocs(t *testing.T) {
	p := New(Config{})
	ctx := context.Background()
	for _, ref := range strings.Fields(os.Getenv("PKGDOCS_RECORD_INTENT")) {
		name, version, _ := strings.Cut(ref, "@")
		tg, err := p.resolve(ctx, sdk.PackageRef{Ecosystem: "go", Name: name, Version: version})
		if err != nil {
			t.Fatal(err)
		}
		pkg, err := p.load(tg)
		if err != nil {
			t.Fatal(err)
		}
		rd, rdPath := p.readmeRaw(tg)
		docs := searchDocs(pkg, rd)
		if !tg.std() {
			docs = append(docs, p.docFileDocs(tg, docFiles(tg.tree.fsys, tg.modRoot, rdPath, rd))...)
		}
		out := filepath.Join("..", "..", "sdk", "rank", "testdata", "intent", "docs", "go-"+intentSlug(name)+".json.gz")
		if err := writeGzipJSON(out, docs); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s@%s: %d docs", name, tg.tree.version, len(docs))
	}
}

func intentSlug(name string) string {
	return strings.Trim(regexp.MustCompile(`[^A-Za-z0-9._-]+`).ReplaceAllString(name, "_"), "_")
}

// writeGzipJSON writes v as gzipped JSON, with the hosts of the user's
// GOPROXY rewritten to a placeholder: the repository never spells them out.
func writeGzipJSON(path string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if out, err := exec.Command("go", "env", "GOPROXY").Output(); err == nil {
		for _, p := range strings.FieldsFunc(strings.TrimSpace(string(out)), func(r rune) bool { return r == ',' || r == '|' }) {
			if u, err := url.Parse(p); err == nil && u.Host != "" {
				b = bytes.ReplaceAll(b, []byte(u.Host), []byte("goproxy.example"))
			}
		}
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(b)
	if err := zw.Close(); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}
