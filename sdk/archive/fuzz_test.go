package archive

import (
	"archive/tar"
	"bytes"
	"path"
	"strings"
	"testing"
)

// fuzzLimits are small so the fuzzer reaches the limit paths quickly.
var fuzzLimits = Limits{MaxFiles: 20, MaxFileBytes: 1 << 10, MaxTotalBytes: 4 << 10, MaxArchiveBytes: 64 << 10}

// checkFiles holds for any successful read: safe names, no duplicates,
// sizes within the limits.
func checkFiles(t *testing.T, files []File) {
	t.Helper()
	if len(files) > fuzzLimits.MaxFiles {
		t.Fatalf("%d files, limit %d", len(files), fuzzLimits.MaxFiles)
	}
	seen := map[string]bool{}
	var total int64
	for _, f := range files {
		if err := CheckName(f.Name); err != nil {
			t.Fatalf("unsafe name returned: %v", err)
		}
		if seen[path.Clean(f.Name)] {
			t.Fatalf("duplicate %q returned", f.Name)
		}
		seen[path.Clean(f.Name)] = true
		if int64(len(f.Data)) > fuzzLimits.MaxFileBytes {
			t.Fatalf("%s is %d bytes", f.Name, len(f.Data))
		}
		total += int64(len(f.Data))
	}
	if total > fuzzLimits.MaxTotalBytes {
		t.Fatalf("total %d bytes", total)
	}
}

func FuzzReadTarGz(f *testing.F) {
	f.Add(gz(f, tarBytes(f, entry{name: "package/README.md", body: "# x"}, entry{name: "package/a/", typ: tar.TypeDir})))
	f.Add(gz(f, tarBytes(f, entry{name: "../x", body: "x"})))
	f.Add(gz(f, tarBytes(f, entry{name: "l", typ: tar.TypeSymlink, link: "/etc/passwd"}, entry{name: "l", body: "a"})))
	f.Add(gz(f, tarBytes(f, entry{name: "big", body: strings.Repeat("x", 5000)})))
	f.Add([]byte{0x1f, 0x8b})
	f.Fuzz(func(t *testing.T, data []byte) {
		files, err := ReadTarGz(bytes.NewReader(data), fuzzLimits, nil)
		if err == nil {
			checkFiles(t, files)
		}
		// The same bytes as a plain tar.
		files, err = ReadTar(bytes.NewReader(data), fuzzLimits, func(n string) bool { return len(n)%2 == 0 })
		if err == nil {
			checkFiles(t, files)
		}
	})
}

func FuzzReadZip(f *testing.F) {
	f.Add(zipBytes(f, entry{name: "m@v1/go.mod", body: "module m"}, entry{name: "m@v1/d/"}))
	f.Add(zipBytes(f, entry{name: "../x", body: "x"}))
	f.Add(zipBytes(f, entry{name: "l", body: "/etc/passwd", zipMode: 0o120777}, entry{name: "a", body: "a", zipStore: true}))
	f.Add(zipBytes(f, entry{name: "bomb", body: strings.Repeat("\x00", 50000)}))
	f.Add([]byte("PK\x05\x06"))
	f.Fuzz(func(t *testing.T, data []byte) {
		files, err := ReadZip(bytes.NewReader(data), int64(len(data)), fuzzLimits, nil)
		if err == nil {
			checkFiles(t, files)
		}
	})
}
