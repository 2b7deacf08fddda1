package binnames

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// BuildTinyExt compiles testdata/tinyext.c into a CPython extension
// module in dir and returns its path, or skips t when this machine has no
// gcc or no Python headers (python3-dev). The binary is built, never
// committed.
func BuildTinyExt(t *testing.T, dir, name string) string {
	t.Helper()
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("no gcc on PATH to build the test extension module from testdata/tinyext.c")
	}
	heads, _ := filepath.Glob("/usr/include/python3*/Python.h")
	if len(heads) == 0 {
		t.Skip("no Python headers (/usr/include/python3*/Python.h, Debian's python3-dev) to build the test extension module")
	}
	src, err := filepath.Abs(filepath.Join("testdata", "tinyext.c"))
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, name)
	cmd := exec.Command(gcc, "-shared", "-fPIC", "-O2", "-I"+filepath.Dir(heads[0]), "-o", out, src)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, b)
	}
	return out
}

func TestReadBuiltExtension(t *testing.T) {
	so := BuildTinyExt(t, t.TempDir(), "tinyext.cpython-311-x86_64-linux-gnu.so")
	n, err := ReadFile(so, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if n.Format != "elf" || n.Truncated {
		t.Errorf("format %q truncated %v", n.Format, n.Truncated)
	}
	for _, name := range []string{"tinyext", "Counter", "tick", "ticks_so_far", "fast_sum", "MODE_FAST"} {
		if !n.Has(name) {
			t.Errorf("%s not read", name)
		}
	}
	// Words of a message, format strings, C-only names: not names.
	for _, name := range []string{"cannot", "counter", "stopped", "ll", "counter_tick", "CounterObject", "Count"} {
		if n.Has(name) {
			t.Errorf("%s read as a name", name)
		}
	}
	// A bound on the names kept stops the read and says so.
	few, err := ReadFile(so, Limits{MaxNames: 2})
	if err != nil || few.Len() != 2 || !few.Truncated {
		t.Errorf("MaxNames 2: %d names, truncated %v, %v", few.Len(), few.Truncated, err)
	}
	if _, err := ReadFile(so, Limits{MaxFileBytes: 16}); err == nil || !strings.Contains(err.Error(), "over the 16 limit") {
		t.Errorf("MaxFileBytes 16: %v", err)
	}
}

func TestReadNotABinary(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		want error
	}{
		{name: "nil", data: nil, want: ErrFormat},
		{name: "empty", data: []byte{}, want: ErrFormat},
		{name: "text", data: []byte("def dumps(obj): ...\n"), want: ErrFormat},
		{name: "ELF magic only", data: []byte("\x7fELF"), want: nil}, // malformed: an error, not a panic
		{name: "PE magic only", data: []byte("MZ\x00\x00"), want: nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, err := Read(bytes.NewReader(tt.data), int64(len(tt.data)), Limits{})
			if err == nil || n != nil {
				t.Fatalf("Read = %v, %v; want an error", n, err)
			}
			if tt.want != nil && !errors.Is(err, tt.want) {
				t.Errorf("error %v, want %v", err, tt.want)
			}
		})
	}
	if _, err := ReadFile(filepath.Join(t.TempDir(), "absent.so"), Limits{}); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("absent file: %v", err)
	}
}

func TestScan(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{name: "nil", in: "", want: nil},
		{name: "identifiers", in: "dumps\x00loads\x00", want: []string{"dumps", "loads"}},
		{name: "dotted type name", in: "psycopg2.extensions.Binary\x00", want: []string{"Binary", "extensions", "psycopg2"}},
		{name: "after binary data", in: "\x01\x02\xffencode\x00", want: []string{"encode"}},
		{name: "message words are not names", in: "cannot decode\x00to int\x00", want: nil},
		{name: "format ending with a function name", in: "ll:fast_sum\x00O|i;bad size\x00", want: []string{"fast_sum"}},
		{name: "not names", in: "%s\x00a/b\x00.x\x00x.\x00a..b\x001abc\x00no: name\x00", want: nil},
		{name: "cut at the end", in: "dumps\x00loa", want: []string{"dumps", "loa"}},
		{name: "too long", in: strings.Repeat("a", maxNameLen+1) + "\x00ok\x00", want: []string{"ok"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n := &Names{set: map[string]bool{}}
			if !n.scan([]byte(tt.in), 100) {
				t.Fatal("scan reported full")
			}
			var got []string
			for s := range n.set {
				got = append(got, s)
			}
			sort.Strings(got)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("names (-want +got):\n%s", diff)
			}
		})
	}
}

func TestEndsWith(t *testing.T) {
	n := &Names{set: map[string]bool{}}
	n.scan([]byte("json_loads\x00greenlet.greenlet\x00"), 100)
	sort.Strings(n.reversed)
	for name, want := range map[string]bool{"": false, "loads": true, "json_loads": true, "oads": true, "dumps": false, "greenlet": true, "json": false} {
		if got := n.EndsWith(name); got != want {
			t.Errorf("EndsWith(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestNilNames(t *testing.T) {
	var n *Names
	if n.Has("x") || n.Len() != 0 || n.EndsWith("x") {
		t.Error("nil Names has names")
	}
}
