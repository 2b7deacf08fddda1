package localfile_test

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"testing/fstest"
	"time"

	"github.com/google/go-cmp/cmp"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// outcome is what a read came to: the data, or which kind of error.
type outcome struct {
	Data     string
	TooLarge *localfile.TooLargeError
	NotReg   bool
	NotExist bool
}

func classify(data []byte, err error) outcome {
	var o outcome
	var tl *localfile.TooLargeError
	switch {
	case err == nil:
		o.Data = string(data)
	case errors.As(err, &tl):
		o.TooLarge = tl
	case errors.Is(err, localfile.ErrNotRegular):
		o.NotReg = true
	case errors.Is(err, fs.ErrNotExist):
		o.NotExist = true
	default:
		o.Data = "unexpected error: " + err.Error()
	}
	return o
}

func TestRead(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	ten := write("ten", "0123456789")
	empty := write("empty", "")
	tests := []struct {
		name string
		path string
		max  int64
		want outcome
	}{
		{"under", ten, 11, outcome{Data: "0123456789"}},
		{"exactly max", ten, 10, outcome{Data: "0123456789"}},
		{"one over", ten, 9, outcome{TooLarge: &localfile.TooLargeError{Path: ten, Limit: 9}}},
		{"zero max, non-empty", ten, 0, outcome{TooLarge: &localfile.TooLargeError{Path: ten, Limit: 0}}},
		{"negative max is zero", ten, -5, outcome{TooLarge: &localfile.TooLargeError{Path: ten, Limit: 0}}},
		{"empty file", empty, 0, outcome{}},
		{"directory", dir, 1 << 20, outcome{NotReg: true}},
		{"missing", filepath.Join(dir, "nope"), 10, outcome{NotExist: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, classify(localfile.Read(tt.path, tt.max))); diff != "" {
				t.Errorf("Read(%q, %d) (-want +got):\n%s", tt.path, tt.max, diff)
			}
		})
	}
}

func TestReadSymlinkFollowed(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "target")
	if err := os.WriteFile(target, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link")
	if err := os.Symlink(target, link); err != nil {
		t.Skipf("no symlinks here: %v", err)
	}
	got, err := localfile.Read(link, 1)
	if err != nil || string(got) != "x" {
		t.Fatalf("Read(link) = %q, %v; want the target's contents", got, err)
	}
}

// TestReadSpecialFiles: a FIFO with no writer and an endless device are
// refused at once instead of blocking or reading forever.
func TestReadSpecialFiles(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no FIFOs or /dev/zero")
	}
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	for _, p := range []string{fifo, "/dev/zero"} {
		done := make(chan outcome, 1)
		go func() { done <- classify(localfile.Read(p, 1<<20)) }()
		select {
		case got := <-done:
			if diff := cmp.Diff(outcome{NotReg: true}, got); diff != "" {
				t.Errorf("Read(%s) (-want +got):\n%s", p, diff)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("Read(%s) blocked", p)
		}
	}
}

func TestReadFS(t *testing.T) {
	fsys := fstest.MapFS{
		"a.txt":     {Data: []byte("hello")},
		"dir/b.txt": {Data: []byte("")},
		"pipe":      {Mode: fs.ModeNamedPipe},
	}
	tests := []struct {
		name string
		file string
		max  int64
		want outcome
	}{
		{"fits", "a.txt", 5, outcome{Data: "hello"}},
		{"over", "a.txt", 4, outcome{TooLarge: &localfile.TooLargeError{Path: "a.txt", Limit: 4}}},
		{"empty", "dir/b.txt", 0, outcome{}},
		{"directory", "dir", 100, outcome{NotReg: true}},
		{"named pipe", "pipe", 100, outcome{NotReg: true}},
		{"missing", "c.txt", 100, outcome{NotExist: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, classify(localfile.ReadFS(fsys, tt.file, tt.max))); diff != "" {
				t.Errorf("ReadFS(%q, %d) (-want +got):\n%s", tt.file, tt.max, diff)
			}
			if diff := cmp.Diff(tt.want, classify(readAllOpenFS(fsys, tt.file, tt.max))); diff != "" {
				t.Errorf("OpenFS(%q, %d) read to the end (-want +got):\n%s", tt.file, tt.max, diff)
			}
		})
	}
}

// growing is an fs.FS with one file whose Stat says it is small and
// whose contents never end: a file that grows while it is read.
type growing struct{ statSize int64 }

func (g growing) Open(name string) (fs.File, error) {
	return &growingFile{size: g.statSize}, nil
}

type growingFile struct {
	size int64
	read int64
}

func (f *growingFile) Stat() (fs.FileInfo, error) {
	return fstest.MapFS{"f": {Data: make([]byte, f.size)}}.Stat("f")
}

func (f *growingFile) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 'x'
	}
	f.read += int64(len(p))
	return len(p), nil
}

func (f *growingFile) Close() error { return nil }

func TestReadFSGrowingFile(t *testing.T) {
	for _, size := range []int64{0, 10, 1000} {
		_, err := localfile.ReadFS(growing{statSize: size}, "f", 1000)
		var tl *localfile.TooLargeError
		if !errors.As(err, &tl) || tl.Limit != 1000 {
			t.Errorf("stat size %d: err = %v, want TooLargeError with limit 1000", size, err)
		}
		data, err := readAllOpenFS(growing{statSize: size}, "f", 1000)
		if !errors.As(err, &tl) || tl.Limit != 1000 || len(data) != 1000 {
			t.Errorf("OpenFS, stat size %d: %d bytes, err = %v, want the 1000 bytes of the limit and TooLargeError with limit 1000", size, len(data), err)
		}
	}
}

// readAllOpenFS reads the file OpenFS opens to its end.
func readAllOpenFS(fsys fs.FS, name string, max int64) ([]byte, error) {
	r, err := localfile.OpenFS(fsys, name, max)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(r)
}

// TestOpenFSReadsOnlyWhatIsAsked: a reader that stops early makes the
// file read no further (go/build reads a source file's header only), and
// a file that grows without end is no error until the limit.
func TestOpenFSReadsOnlyWhatIsAsked(t *testing.T) {
	f := &growingFile{size: 10}
	r, err := localfile.OpenFS(oneFile{f}, "f", 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 64)
	if n, err := io.ReadFull(r, buf); n != 64 || err != nil {
		t.Errorf("first 64 bytes: %d, %v", n, err)
	}
	if err := r.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	if f.read != 64 {
		t.Errorf("the file was read for %d bytes, want the 64 asked for", f.read)
	}
}

// oneFile is an fs.FS whose every name opens f.
type oneFile struct{ f *growingFile }

func (o oneFile) Open(string) (fs.File, error) { return o.f, nil }

func TestTooLargeError(t *testing.T) {
	err := error(&localfile.TooLargeError{Path: "go.sum", Limit: 42})
	if got, want := err.Error(), "go.sum: larger than 42 bytes"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	wrapped := sdk.Unavailable("load module: %w", err)
	if got := sdk.Code(wrapped); got != codes.Unavailable {
		t.Errorf("sdk.Code(sdk.Unavailable wrapping it) = %v: the outer code must win", got)
	}
	if errors.As(io.EOF, new(*localfile.TooLargeError)) {
		t.Error("errors.As matched an unrelated error")
	}
	if got := sdk.Code(wrapErr(err)); got != codes.ResourceExhausted {
		t.Errorf("sdk.Code(fmt-wrapped TooLargeError) = %v, want ResourceExhausted", got)
	}
	if !strings.Contains(wrapErr(err).Error(), "larger than 42 bytes") {
		t.Errorf("wrapped message lost the cause: %v", wrapErr(err))
	}
}

func wrapErr(err error) error { return &wrapped{err} }

type wrapped struct{ err error }

func (w *wrapped) Error() string { return "read manifest: " + w.err.Error() }
func (w *wrapped) Unwrap() error { return w.err }
