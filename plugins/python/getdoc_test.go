package python

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

func TestDocsFromSdist(t *testing.T) {
	w := newWorld(t)
	p := w.provider()
	ctx := context.Background()
	tests := []struct {
		name, version, file string
	}{
		{"wheel with its sdist alongside", "2.28.2", "requests-2.28.2-py3-none-any.whl"},
		{"sdist only", "0.14.2", "requests-0.14.2.tar.gz"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ref := sdk.PackageRef{Name: "requests", Version: tt.version}
			doc, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref})
			if err != nil {
				t.Fatal(err)
			}
			if got := fact(doc, "Read from"); got != tt.file+" (sha256 verified)" {
				t.Errorf("read from %q", got)
			}
			want := []sdk.DocFile{
				{Path: "docs/dev/notes.md", Title: "Developer notes", Size: int64(len(sdistDocFiles["docs/dev/notes.md"]))},
				{Path: "docs/index.rst", Title: "Requests: HTTP for Humans™", Size: int64(len(sdistDocFiles["docs/index.rst"]))},
				{Path: "docs/user/quickstart.rst", Title: "Quickstart", Size: int64(len(sdistDocFiles["docs/user/quickstart.rst"]))},
			}
			if diff := cmp.Diff(want, doc.DocFiles); diff != "" {
				t.Errorf("doc files (-want +got):\n%s", diff)
			}
			if last := doc.Examples[len(doc.Examples)-1]; last.Source != "examples/basic.py" {
				t.Errorf("examples %+v", doc.Examples)
			}
			for _, n := range doc.Notes {
				if strings.Contains(n, "sdist") {
					t.Errorf("note %q", n)
				}
			}

			get := func(req sdk.GetDocRequest) *sdk.Doc {
				t.Helper()
				req.Package = ref
				d, err := p.GetDoc(ctx, req)
				if err != nil {
					t.Fatalf("GetDoc(%+v): %v", req, err)
				}
				return d
			}
			d := get(sdk.GetDocRequest{Path: "docs/user/quickstart.rst"})
			if d.Title != "Quickstart" || d.Path != "docs/user/quickstart.rst" || !strings.Contains(d.Content, "# Quickstart") ||
				!strings.Contains(d.Content, "```\n>>> import requests\n```") && !strings.Contains(d.Content, ">>> import requests\n```") || strings.Contains(d.Content, ".. _quickstart") {
				t.Errorf("quickstart: %+v", d)
			}
			d = get(sdk.GetDocRequest{Section: "Make a Request"})
			if d.Path != "docs/user/quickstart.rst#make-a-request" || !strings.Contains(d.Content, "import requests") || strings.Contains(d.Content, "params") {
				t.Errorf("section: %+v", d)
			}
			d = get(sdk.GetDocRequest{Section: "docs/dev/notes.md#developer-notes"})
			if !strings.Contains(d.Content, "pytest") {
				t.Errorf("section of a file: %+v", d)
			}
			if d := get(sdk.GetDocRequest{Path: "requests-" + tt.version + "/docs/dev/NOTES.md"}); d.Path != "docs/dev/notes.md" {
				t.Errorf("path with the sdist's root, in another case: %+v", d)
			}
			d = get(sdk.GetDocRequest{Path: "examples/basic.py"})
			if !strings.HasPrefix(d.Content, "```python\nimport requests") {
				t.Errorf("example: %+v", d)
			}
			d = get(sdk.GetDocRequest{})
			if d.Path != "README" || !strings.Contains(d.Content, "**Requests** is a simple") || !contains(d.Available, "docs/index.rst") {
				t.Errorf("readme: %+v", d)
			}
			for _, bad := range []sdk.GetDocRequest{{Path: "docs/nope.rst"}, {Path: "docs/requirements.txt"}, {Path: "../../etc/passwd"}, {Section: "No Such Section"}} {
				bad.Package = ref
				_, err := p.GetDoc(ctx, bad)
				if sdk.Code(err) != codes.NotFound || !strings.Contains(err.Error(), "docs/user/quickstart.rst") {
					t.Errorf("GetDoc(%+v) = %v, want NotFound listing the doc files", bad, err)
				}
			}
		})
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestDocsSdistOverCap: an sdist over the cap is not downloaded for docs,
// and the answer says so.
func TestDocsSdistOverCap(t *testing.T) {
	w := newWorld(t)
	p := New(Config{
		Getenv: func(k string) string { return w.env[k] }, Home: w.home, Python: w.home + "/no-python3",
		PyPIJSONHosts: w.provider().cfg.PyPIJSONHosts, MaxDocsSdistBytes: 100 << 10, // the recorded sdist is 108,206 bytes
	})
	doc, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.DocFiles) != 0 || len(doc.Notes) != 1 || !strings.Contains(doc.Notes[0], "requests-2.28.2.tar.gz (108206 bytes) is over the 102400-byte limit") {
		t.Errorf("doc files %v notes %q", doc.DocFiles, doc.Notes)
	}
	for _, r := range w.requests {
		if strings.HasSuffix(r, ".tar.gz") {
			t.Errorf("downloaded %s", r)
		}
	}
}
