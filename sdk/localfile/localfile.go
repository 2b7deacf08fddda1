package localfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// ErrNotRegular reports a directory, device, FIFO or socket, which is not
// read (a FIFO would block the reader until someone writes to it).
var ErrNotRegular = errors.New("not a regular file")

// TooLargeError reports a file larger than the limit it was read with.
type TooLargeError struct {
	Path  string // the path or fs.FS name as given
	Limit int64  // the largest size that was accepted, in bytes
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s: larger than %d bytes", e.Path, e.Limit)
}

// GRPCStatus makes a *TooLargeError returned by a provider, wrapped or
// not, reach the host as ResourceExhausted (see sdk.Code).
func (e *TooLargeError) GRPCStatus() *status.Status {
	return status.New(codes.ResourceExhausted, e.Error())
}

// Read returns the contents of the regular file at path if it holds at
// most max bytes; a larger file is a *TooLargeError, anything but a
// regular file an error wrapping ErrNotRegular. Symbolic links are
// followed, as os.Open does. A negative max is treated as zero.
func Read(path string, max int64) ([]byte, error) {
	// openFlags keeps the open itself from blocking on a FIFO; the
	// descriptor is then checked to be a regular file before any read.
	f, err := os.OpenFile(path, os.O_RDONLY|openFlags, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return read(f, path, max)
}

// ReadFS is Read for the file name of fsys (fs.ValidPath form). If fsys
// implements fs.StatFS, name is checked to be a regular file before it is
// opened, so an fs that opens FIFOs does not block on one (sdk/localtree
// refuses them itself); the opened file is checked again.
func ReadFS(fsys fs.FS, name string, max int64) ([]byte, error) {
	f, err := openFS(fsys, name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return read(f, name, max)
}

// OpenFS is ReadFS for a reader that needs only the start of a file (a
// source file's header, say): the same checks before the first byte, then
// the bytes as they are read, so a file is not read to its end when its
// reader stops early. A read past max bytes fails with a *TooLargeError.
func OpenFS(fsys fs.FS, name string, max int64) (io.ReadCloser, error) {
	f, err := openFS(fsys, name)
	if err != nil {
		return nil, err
	}
	if max < 0 {
		max = 0
	}
	if _, err := checkFile(f, name, max); err != nil {
		f.Close()
		return nil, err
	}
	return &boundedFile{f: f, name: name, max: max}, nil
}

// openFS opens name, refusing what fsys says is not a regular file.
func openFS(fsys fs.FS, name string) (fs.File, error) {
	if sfs, ok := fsys.(fs.StatFS); ok {
		fi, err := sfs.Stat(name)
		if err != nil {
			return nil, err
		}
		if !fi.Mode().IsRegular() {
			return nil, &fs.PathError{Op: "read", Path: name, Err: ErrNotRegular}
		}
	}
	return fsys.Open(name)
}

// checkFile checks the opened f is a regular file of at most max bytes
// and returns its size.
func checkFile(f fs.File, name string, max int64) (int64, error) {
	fi, err := f.Stat()
	if err != nil {
		return 0, &fs.PathError{Op: "read", Path: name, Err: err}
	}
	if !fi.Mode().IsRegular() {
		return 0, &fs.PathError{Op: "read", Path: name, Err: ErrNotRegular}
	}
	if fi.Size() > max {
		return 0, &TooLargeError{Path: name, Limit: max}
	}
	return fi.Size(), nil
}

// boundedFile reads f up to max bytes; the byte after them is an error,
// as the file can grow after it was checked.
type boundedFile struct {
	f    fs.File
	name string
	max  int64
	n    int64 // bytes read so far
}

func (b *boundedFile) Read(p []byte) (int, error) {
	if b.n > b.max {
		return 0, &TooLargeError{Path: b.name, Limit: b.max}
	}
	if left := b.max + 1 - b.n; int64(len(p)) > left {
		p = p[:left]
	}
	n, err := b.f.Read(p)
	b.n += int64(n)
	if b.n > b.max {
		return n - int(b.n-b.max), &TooLargeError{Path: b.name, Limit: b.max}
	}
	if err != nil && err != io.EOF {
		err = &fs.PathError{Op: "read", Path: b.name, Err: err}
	}
	return n, err
}

func (b *boundedFile) Close() error { return b.f.Close() }

// read checks f is a regular file no larger than max, then reads at most
// max+1 bytes of it: the size from Stat is only a hint, as the file can
// grow (or shrink) while it is read.
func read(f fs.File, name string, max int64) ([]byte, error) {
	if max < 0 {
		max = 0
	}
	size, err := checkFile(f, name, max)
	if err != nil {
		return nil, err
	}
	// One allocation for a file that does not change: +1 so that reading
	// EOF (or the byte that proves the file grew) does not reallocate.
	buf := make([]byte, 0, min(size, max)+1)
	r := io.LimitReader(f, max+1)
	for {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := r.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, &fs.PathError{Op: "read", Path: name, Err: err}
		}
	}
	if int64(len(buf)) > max {
		return nil, &TooLargeError{Path: name, Limit: max}
	}
	return buf, nil
}
