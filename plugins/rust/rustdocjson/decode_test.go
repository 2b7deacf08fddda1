package rustdocjson_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/rust/crateapi"
	"github.com/pkgdocs/pkgdocs/plugins/rust/rustdocjson"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden")

func readFixture(t *testing.T, name string) *crateapi.Crate {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	c, err := rustdocjson.Read(f, 64<<20)
	if err != nil {
		t.Fatalf("Read %s: %v", name, err)
	}
	return c
}

// dump prints the outline the way a reviewer reads it.
func dump(c *crateapi.Crate) string {
	var b strings.Builder
	fmt.Fprintf(&b, "crate %s %s\n", c.Name, c.Version)
	syms, full := c.Outline("", 0)
	for _, s := range syms {
		fmt.Fprintf(&b, "\n[%s] %s", s.Kind, s.Name)
		if s.Parent != "" {
			fmt.Fprintf(&b, " (in %s)", s.Parent)
		}
		if s.Deprecated != "" {
			fmt.Fprintf(&b, " DEPRECATED %s", s.Deprecated)
		}
		fmt.Fprintf(&b, "\n%s\n", s.Signature)
		if s.Doc != "" {
			fmt.Fprintf(&b, "// %s\n", s.Doc)
		}
	}
	fmt.Fprintf(&b, "\ntruncated: %v\n", full)
	return b.String()
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s (-want +got):\n%s", path, diff)
	}
}

func TestGolden(t *testing.T) {
	for _, name := range []string{"kvstore_demo.json", "clap-4.5.40.json.zst", "axum-0.8.9.json.zst"} {
		t.Run(name, func(t *testing.T) {
			golden(t, strings.TrimSuffix(strings.TrimSuffix(name, ".zst"), ".json"), dump(readFixture(t, name)))
		})
	}
}

func TestFormatVersions(t *testing.T) {
	tests := []struct {
		name    string
		json    string
		wantErr bool
		want    string // crate name
	}{
		{name: "newer", json: `{"format_version": 58, "root": 0, "index": {}}`, wantErr: true},
		{name: "older", json: `{"format_version": 38, "root": "0:0", "index": {}}`, wantErr: true},
		{name: "zero", json: `{}`, wantErr: true},
		{name: "min", json: `{"format_version": 39, "root": 1, "crate_version": "1.0.0", "index": {"1": {"id": 1, "crate_id": 0, "name": "tiny", "visibility": "public", "attrs": [], "inner": {"module": {"is_crate": true, "items": []}}}}}`, want: "tiny"},
		{name: "missing root", json: `{"format_version": 57, "root": 9, "index": {}}`, wantErr: true},
		{name: "not json", json: `<html>`, wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := rustdocjson.Decode([]byte(tt.json))
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, want error %v", err, tt.wantErr)
			}
			if err != nil {
				return
			}
			if c.Name != tt.want {
				t.Errorf("name = %q, want %q", c.Name, tt.want)
			}
		})
	}
	var fe *rustdocjson.FormatError
	_, err := rustdocjson.Decode([]byte(`{"format_version": 99}`))
	if !errors.As(err, &fe) || fe.Format != 99 || !strings.Contains(err.Error(), "newer") {
		t.Errorf("format 99: err = %v, want a *FormatError saying newer", err)
	}
}

func TestReadLimit(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "axum-0.8.9.json.zst"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := rustdocjson.Read(f, 1<<20); !errors.Is(err, rustdocjson.ErrTooLarge) {
		t.Errorf("1 MiB limit on a 5 MB document: err = %v, want ErrTooLarge", err)
	}
}

func TestGate(t *testing.T) {
	tests := []struct {
		name  string
		attrs string
		want  string
	}{
		{name: "nil", attrs: `null`, want: ""},
		{name: "format 46 cfg", attrs: `["#[<cfg>(feature = \"unstable-doc\")]"]`, want: `feature = "unstable-doc"`},
		{name: "doc cfg", attrs: `[{"other": "#[doc(cfg(feature = \"json\"))]"}]`, want: `feature = "json"`},
		{name: "cfg trace", attrs: `[{"other": "#[attr = CfgTrace([All([NameValue { name: \"feature\", value: Some(\"tokio\"), span: src/lib.rs:500:11: 500:28 (#0) }, Any([NameValue { name: \"feature\", value: Some(\"http1\"), span: src/lib.rs:500:34: 500:51 (#0) }, NameValue { name: \"feature\", value: Some(\"http2\"), span: src/lib.rs:500:53: 500:70 (#0) }], src/lib.rs:500:33: 500:71 (#0))], src/lib.rs:500:10: 500:72 (#0))])]"}]`,
			want: `all(feature = "tokio", any(feature = "http1", feature = "http2"))`},
		{name: "same gate twice", attrs: `[{"other": "#[doc(cfg(feature = \"ws\"))]"}, {"other": "#[attr = CfgTrace([NameValue { name: \"feature\", value: Some(\"ws\"), span: src/a.rs:1:1: 1:2 (#0) }])]"}]`, want: `feature = "ws"`},
		{name: "docsrs only", attrs: `["#[<cfg>(docsrs)]"]`, want: ""},
		{name: "structured attrs", attrs: `["non_exhaustive", {"must_use": {"reason": null}}]`, want: ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var attrs []json.RawMessage
			if err := json.Unmarshal([]byte(tt.attrs), &attrs); err != nil {
				t.Fatal(err)
			}
			if got := rustdocjson.Gate(attrs); got != tt.want {
				t.Errorf("Gate = %q, want %q", got, tt.want)
			}
		})
	}
}

// A damaged download is an error, not a wrong or partial document.
func TestReadTruncatedZstd(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "axum-0.8.9.json.zst"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = rustdocjson.Read(bytes.NewReader(b[:len(b)-100]), 64<<20)
	if err == nil || !strings.Contains(err.Error(), "zstd") {
		t.Errorf("truncated zstd document: err = %v, want a zstd error", err)
	}
}
