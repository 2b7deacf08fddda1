package cargolock

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseVersions(t *testing.T) {
	tests := []struct {
		file        string
		wantVersion int
		wantMemchr  Package
	}{
		{file: "v1.lock", wantVersion: 1, wantMemchr: Package{Name: "memchr", Version: "2.3.4", Source: "registry+https://github.com/rust-lang/crates.io-index", Checksum: "0ee1c47aaa256ecabcaea351eae4a9b01ef39ed810004e298d2511ed284b1525"}},
		{file: "v2.lock", wantVersion: 2, wantMemchr: Package{Name: "memchr", Version: "2.4.1", Source: "registry+https://github.com/rust-lang/crates.io-index", Checksum: "308cc39be01b73d0d18f82a0e7b2a3df85245f84af96fdddc5d202d27e47b86a"}},
		{file: "v3.lock", wantVersion: 3, wantMemchr: Package{Name: "memchr", Version: "2.5.0", Source: "registry+https://github.com/rust-lang/crates.io-index", Checksum: "2dffe52ecf27772e601905b7522cb4ef790d2cc203488bbd0e2fe85fcb74566d"}},
		{file: "v4.lock", wantVersion: 4, wantMemchr: Package{Name: "memchr", Version: "2.7.4", Source: "sparse+https://index.crates.io/", Checksum: "78ca9ab1a0babb1e7d5695e3530886289c18cf2f87ec19a54c0c52c6ebe2b3da"}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join("testdata", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			l, err := Parse(b)
			if err != nil {
				t.Fatal(err)
			}
			if l.Version != tt.wantVersion {
				t.Errorf("Version = %d, want %d", l.Version, tt.wantVersion)
			}
			got := l.Find("memchr")
			if len(got) != 1 {
				t.Fatalf("Find(memchr) = %v", got)
			}
			if diff := cmp.Diff(tt.wantMemchr, got[0]); diff != "" {
				t.Errorf("memchr (-want +got):\n%s", diff)
			}
			if roots := l.Roots(); len(roots) != 1 || roots[0].Name != "demo" {
				t.Errorf("Roots = %v, want demo", roots)
			}
			if !got[0].Registry() {
				t.Error("memchr not from a registry")
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	for name, src := range map[string]string{
		"not toml":   "[[package",
		"v5":         "version = 5\n",
		"wrong type": "package = 3\n",
	} {
		if _, err := Parse([]byte(src)); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	l, err := Parse(nil)
	if err != nil || len(l.Packages) != 0 {
		t.Errorf("empty lock: %v, %v", l, err)
	}
}

func TestDepName(t *testing.T) {
	for in, want := range map[string][2]string{
		"serde":                       {"serde", ""},
		"serde 1.0.1":                 {"serde", "1.0.1"},
		"serde 1.0.1 (registry+x://)": {"serde", "1.0.1"},
		"":                            {"", ""},
	} {
		n, v := DepName(in)
		if n != want[0] || v != want[1] {
			t.Errorf("DepName(%q) = %q, %q", in, n, v)
		}
	}
}
