//go:build record

package npm

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

// TestRecordIntentDocs writes the search documents (what Search indexes)
// of the packages named in $PKGDOCS_RECORD_INTENT (space-separated,
// name[@version]) to sdk/rank/testdata/intent/docs as gzipped JSON, for
// the intent evaluation. It asks the registry of the user's npm
// configuration (live network). Run with -tags record.
func TestRecordIntentDocs(t *testing.T) {
	p := New(Config{})
	ctx := context.Background()
	hosts := []string{`([a-z]+\.)?npmjs\.(org|com)`}
	if out, err := exec.Command("npm", "config", "get", "registry").Output(); err == nil {
		if u, err := url.Parse(strings.TrimSpace(string(out))); err == nil && u.Host != "" {
			hosts = append(hosts, regexp.QuoteMeta(u.Host))
		}
	}
	registryHosts := regexp.MustCompile(strings.Join(hosts, "|"))
	for _, ref := range strings.Fields(os.Getenv("PKGDOCS_RECORD_INTENT")) {
		name, version, _ := strings.Cut(ref, "@")
		if strings.HasPrefix(ref, "@") {
			name, version, _ = strings.Cut(ref[1:], "@")
			name = "@" + name
		}
		l, err := p.load(ctx, sdk.PackageRef{Ecosystem: "npm", Name: name, Version: version})
		if err != nil {
			t.Fatal(err)
		}
		l.searchIndex()
		b, err := json.Marshal(l.docs)
		if err != nil {
			t.Fatal(err)
		}
		// The repository never spells out the registry's host names.
		b = registryHosts.ReplaceAll(b, []byte("npm-site.example"))
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		zw.Write(b)
		if err := zw.Close(); err != nil {
			t.Fatal(err)
		}
		slug := strings.Trim(regexp.MustCompile(`[^A-Za-z0-9._-]+`).ReplaceAllString(name, "_"), "_")
		out := filepath.Join("..", "..", "sdk", "rank", "testdata", "intent", "docs", "npm-"+slug+".json.gz")
		if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s@%s: %d docs", name, l.version, len(l.docs))
	}
}
