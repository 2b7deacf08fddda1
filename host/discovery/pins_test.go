package discovery

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

const (
	sumA = "0000000000000000000000000000000000000000000000000000000000000000"
	sumB = "ABCDEF0123456789abcdef0123456789abcdef0123456789abcdef0123456789"
)

func TestReadPins(t *testing.T) {
	tests := []struct {
		name    string
		content *string // nil: no file
		want    Pins
		wantErr string
	}{
		{name: "no file", content: nil, want: nil},
		{name: "empty file pins nothing", content: ptr(""), want: Pins{}},
		{name: "comments and blanks", content: ptr("# pins\n\nnpm " + sumA + "\n  golang   " + sumB + "  \n"), want: Pins{"npm": sumA, "golang": strings.ToLower(sumB)}},
		{name: "one field", content: ptr("npm\n"), wantErr: `line 1: want "name sha256"`},
		{name: "three fields", content: ptr("npm " + sumA + " x\n"), wantErr: `line 1: want "name sha256"`},
		{name: "bad name", content: ptr("# x\nNPM " + sumA + "\n"), wantErr: `line 2: provider name "NPM" is not [a-z0-9-]`},
		{name: "short hash", content: ptr("npm abc\n"), wantErr: `line 1: "abc" is not a SHA-256 in hex`},
		{name: "not hex", content: ptr("npm " + strings.Repeat("z", 64) + "\n"), wantErr: "is not a SHA-256 in hex"},
		{name: "twice", content: ptr("npm " + sumA + "\nnpm " + sumA + "\n"), wantErr: `line 2: provider "npm" listed twice`},
		{name: "too large", content: ptr(strings.Repeat("#", maxLockSize+1)), wantErr: "larger than"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), LockName)
			if tt.content != nil {
				if err := os.WriteFile(path, []byte(*tt.content), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			got, err := ReadPins(path)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("pins (-want +got):\n%s", diff)
			}
		})
	}
}

func ptr(s string) *string { return &s }

func TestPinsWriteFileRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), LockName)
	for _, pins := range []Pins{{"npm": sumA, "golang": strings.ToLower(sumB)}, {}} {
		if err := pins.WriteFile(path); err != nil {
			t.Fatal(err)
		}
		got, err := ReadPins(path)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(pins, got); diff != "" {
			t.Errorf("round trip (-want +got):\n%s", diff)
		}
		st, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if st.Mode().Perm() != 0o644 {
			t.Errorf("mode %v, want 0644", st.Mode().Perm())
		}
	}
	if ents, _ := os.ReadDir(filepath.Dir(path)); len(ents) != 1 {
		t.Errorf("temporary files left: %v", ents)
	}
}

func TestLockPath(t *testing.T) {
	tests := []struct {
		dir  Dir
		want string
	}{
		{Dir{"/opt/bin/plugins", OriginBesideBin}, "/opt/bin/providers.lock"},
		{Dir{"/opt/bin", OriginBinDir}, "/opt/bin/providers.lock"},
		{Dir{"/home/u/.local/share/pkgdocs/plugins", OriginUser}, "/home/u/.local/share/pkgdocs/providers.lock"},
		{Dir{"/srv/pkgdocs/plugins", OriginFlag}, "/srv/pkgdocs/providers.lock"},
	}
	for _, tt := range tests {
		if got := LockPath(tt.dir); got != tt.want {
			t.Errorf("LockPath(%v) = %q, want %q", tt.dir, got, tt.want)
		}
	}
}

// With a pin file, only the listed binaries with the pinned hash run;
// --pin (Pin) trusts what is there now.
func TestFindEnforcesPins(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "plugins")
	lock := filepath.Join(root, LockName)
	write(t, filepath.Join(dir, "pkgdocs-provider-npm"), 0o755)
	write(t, filepath.Join(dir, "pkgdocs-provider-golang"), 0o755)
	opt := Options{PluginsDir: dir}

	names := func(res Result) (cands []string, skipped map[string]string) {
		skipped = map[string]string{}
		for _, c := range res.Candidates {
			cands = append(cands, c.Name)
		}
		for _, s := range res.Skipped {
			skipped[s.Name] = s.Reason
		}
		return cands, skipped
	}

	// No pin file: everything runs.
	if c, _ := names(Find(opt)); len(c) != 2 {
		t.Fatalf("without pins: candidates %v", c)
	}
	written, err := Pin(opt)
	if err != nil {
		t.Fatal(err)
	}
	if len(written) != 1 || written[0].Path != lock || len(written[0].Pins) != 2 {
		t.Fatalf("Pin wrote %+v, want both providers in %s", written, lock)
	}
	if c, s := names(Find(opt)); len(c) != 2 || len(s) != 0 {
		t.Fatalf("pinned: candidates %v, skipped %v", c, s)
	}

	// A changed binary and an unlisted one are skipped, with the reason.
	time.Sleep(10 * time.Millisecond) // a new mtime, even on coarse clocks
	if err := os.WriteFile(filepath.Join(dir, "pkgdocs-provider-golang"), []byte("#!/bin/sh\necho changed\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, "pkgdocs-provider-rust"), 0o755)
	c, s := names(Find(opt))
	if diff := cmp.Diff([]string{"npm"}, c); diff != "" {
		t.Errorf("candidates (-want +got):\n%s", diff)
	}
	if r := s["golang"]; !strings.Contains(r, "differs from the pin") || !strings.Contains(r, lock) || !strings.Contains(r, "pkgdocs plugins --pin") {
		t.Errorf("changed binary: reason %q", r)
	}
	if r := s["rust"]; !strings.Contains(r, "not listed in "+lock) {
		t.Errorf("unlisted binary: reason %q", r)
	}

	// IgnorePins sees them all; pinning again trusts them.
	if c, _ := names(Find(Options{PluginsDir: dir, IgnorePins: true})); len(c) != 3 {
		t.Errorf("IgnorePins: candidates %v", c)
	}
	if _, err := Pin(opt); err != nil {
		t.Fatal(err)
	}
	if c, s := names(Find(opt)); len(c) != 3 || len(s) != 0 {
		t.Errorf("re-pinned: candidates %v, skipped %v", c, s)
	}

	// A malformed pin file runs nothing, and says why.
	if err := os.WriteFile(lock, []byte("npm nothex\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c, s = names(Find(opt))
	if len(c) != 0 || len(s) != 3 {
		t.Fatalf("malformed pins: candidates %v, skipped %v", c, s)
	}
	if r := s["npm"]; !strings.Contains(r, "is not a SHA-256") || !strings.Contains(r, "no provider next to it runs") {
		t.Errorf("malformed pins: reason %q", r)
	}
}

// A pinned binary rewritten in place with content of the same size and
// its old modification time is not taken for the pinned one: hashes are
// remembered by change time and inode too, which cannot be set back.
func TestPinsSeeRewriteUnderOldMtime(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "plugins")
	bin := filepath.Join(dir, "pkgdocs-provider-npm")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bin, []byte("#!/bin/sh\necho pinned\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	opt := Options{PluginsDir: dir}
	if _, err := Pin(opt); err != nil {
		t.Fatal(err)
	}
	if res := Find(opt); len(res.Candidates) != 1 {
		t.Fatalf("pinned binary skipped: %+v", res.Skipped)
	}
	old, err := os.Stat(bin)
	if err != nil {
		t.Fatal(err)
	}
	// A later change time, even on coarse clocks; the same inode.
	time.Sleep(10 * time.Millisecond)
	f, err := os.OpenFile(bin, os.O_WRONLY|os.O_TRUNC, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString("#!/bin/sh\necho EVIL!!\n"); err != nil { // same size
		t.Fatal(err)
	}
	f.Close()
	if err := os.Chtimes(bin, old.ModTime(), old.ModTime()); err != nil {
		t.Fatal(err)
	}
	res := Find(opt)
	if len(res.Candidates) != 0 || len(res.Skipped) != 1 || !strings.Contains(res.Skipped[0].Reason, "differs from the pin") {
		t.Errorf("rewritten under its old mtime: candidates %+v, skipped %+v", res.Candidates, res.Skipped)
	}
}
