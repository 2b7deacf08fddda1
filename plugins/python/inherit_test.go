package python

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/plugins/python/pyapi"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// A describe of a class lists what it inherits from a base in the
// standard library (boto3 1.26's NullHandler(logging.Handler), trimmed
// real files), marked so that check_package_api, which reads that
// describe, says a misspelt member does not exist; so does a base whose
// chain reaches a compiled module of the language's own (pyserial's
// io.RawIOBase, _io's), whose members apicheck's table knows.
func TestDescribeListsInherited(t *testing.T) {
	dir := filepath.Join("pyapi", "testdata", "inherit")
	site, stdlib := os.DirFS(filepath.Join(dir, "site")), os.DirFS(filepath.Join(dir, "stdlib"))
	tests := []struct {
		root, class string
		want        map[string]sdk.Verdict
	}{
		{"boto3", "NullHandler", map[string]sdk.Verdict{
			"NullHandler.emit": sdk.VerdictExists, "NullHandler.acquire": sdk.VerdictExists,
			"NullHandler.addFilter": sdk.VerdictExists, "NullHandler.__init__": sdk.VerdictExists,
			"NullHandler.level": sdk.VerdictExists, "NullHandler.filters": sdk.VerdictExists,
			"NullHandler.emti": sdk.VerdictMissing, "NullHandler.aquire": sdk.VerdictMissing,
		}},
		{"serial", "serialutil.SerialBase", map[string]sdk.Verdict{
			"serialutil.SerialBase.readinto": sdk.VerdictExists,
			"serialutil.SerialBase.xonxfof":  sdk.VerdictMissing, // io.RawIOBase is the language's, seen whole
		}},
	}
	for _, tt := range tests {
		pk := &pyapi.Package{FS: site}
		o, err := pk.Read(tt.root)
		if err != nil {
			t.Fatal(err)
		}
		k := &pkg{outlines: []*pyapi.Outline{o}, reader: (&Provider{}).readerOf(site, nil, []fs.FS{stdlib}, nil)}
		doc := &sdk.Document{Name: tt.root, Focus: tt.class}
		for _, s := range o.Symbols {
			if s.Name == tt.class || s.Parent == tt.class {
				doc.Symbols = append(doc.Symbols, s)
			}
		}
		k.addInherited(context.Background(), doc)
		ix := apicheck.NewIndex("python", tt.root, doc.Symbols)
		got := map[string]sdk.Verdict{}
		for q := range tt.want {
			got[q] = ix.Check(apicheck.Ref{Query: q}).Verdict
		}
		if d := cmp.Diff(tt.want, got); d != "" {
			t.Errorf("%s: verdicts against the class's describe (-want +got):\n%s", tt.class, d)
		}
	}
}
